import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, MARKING_PAGE_SIZE, type TMarkingExam, type TPage } from './types';

/** Exams whose marking the teacher can set up or follow (managers: assign; everyone: progress). */
export const fetchMarkingExams = (pageNo: number, pageSize = MARKING_PAGE_SIZE) => http.get<TPage<TMarkingExam>>('/marking/exams', { pageNo, pageSize });

export const markingExamsQuery = (pageNo: number, pageSize = MARKING_PAGE_SIZE) =>
  queryOptions({ queryKey: [MARKING_KEY, 'exams', pageNo, pageSize], queryFn: () => fetchMarkingExams(pageNo, pageSize), placeholderData: keepPreviousData });

/** For pickers: the newest 100 exams. */
export const EXAM_PICKER_SIZE = 100;

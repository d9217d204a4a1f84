import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZExamListItem } from '@app/contract';
import { http } from '../../../lib/http';
import type { TPage } from './types';

export type TExamListItem = z.infer<typeof ZExamListItem>;

export const EXAM_LIST_PAGE_SIZE = 10;

export type ExamListParams = { clazzId: number | null; subjectId: number | null; type: number | null; pageNo: number };

/** A class's exams in a subject, newest first, with the class and grade averages. */
export const examListQuery = (p: ExamListParams) =>
  queryOptions({
    queryKey: ['academic', 'exam-list', p.clazzId, p.subjectId, p.type, p.pageNo],
    queryFn: () =>
      http.get<TPage<TExamListItem>>('/academic/exam/list', {
        clazzId: p.clazzId,
        subjectId: p.subjectId,
        type: p.type,
        pageNo: p.pageNo,
        pageSize: EXAM_LIST_PAGE_SIZE,
      }),
    enabled: p.clazzId != null && p.subjectId != null,
    placeholderData: keepPreviousData,
  });

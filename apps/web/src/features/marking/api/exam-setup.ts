import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingSetup } from './types';

/** An exam's marking set-up: its questions, groups with markers and arbiters, candidate teachers, classes. */
export const fetchExamSetup = (examId: number) => http.get<TMarkingSetup>(`/marking/exam/${examId}/setup`);

export const examSetupQuery = (examId: number | null) =>
  queryOptions({ queryKey: [MARKING_KEY, 'setup', examId], queryFn: () => fetchExamSetup(examId!), enabled: examId != null });

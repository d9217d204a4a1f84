import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { TExamGroupView } from './types';

/** One exam group with its classes and subject exams. */
export const examGroupQuery = (examGroupId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'exam-group', examGroupId],
    queryFn: () => http.get<TExamGroupView>(`/academic/exam-group/${examGroupId}`),
    enabled: examGroupId != null,
  });

import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TExamProgress } from './types';

/** An exam's marking progress per group and per marker (speed, agreement, arbitrations, mean score). */
export const fetchExamProgress = (examId: number) => http.get<TExamProgress>(`/marking/exam/${examId}/progress`);

export const examProgressQuery = (examId: number | null) =>
  queryOptions({ queryKey: [MARKING_KEY, 'progress', examId], queryFn: () => fetchExamProgress(examId!), enabled: examId != null, staleTime: 0 });

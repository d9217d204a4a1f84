import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TClazzProgress } from './types';

/** An exam's marking progress by class: per class and group, answers in total and final. */
export const fetchProgressByClazz = (examId: number) => http.get<TClazzProgress[]>(`/marking/exam/${examId}/progress-by-clazz`);

export const progressByClazzQuery = (examId: number | null) =>
  queryOptions({ queryKey: [MARKING_KEY, 'progress-by-clazz', examId], queryFn: () => fetchProgressByClazz(examId!), enabled: examId != null, staleTime: 0 });

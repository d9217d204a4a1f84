import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZTopicRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TTopicRow = z.infer<typeof ZTopicRow>;

/** The questions of an exam with their knowledge points (and class/grade statistics). */
export const clazzTopicsQuery = (examId: number, clazzId: number) =>
  queryOptions({
    queryKey: ['academic', 'topics', examId, clazzId],
    queryFn: () => http.get<TTopicRow[]>(`/academic/exam/${examId}/clazz/${clazzId}/topic`),
    staleTime: 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZQuestionStats, ZTopicRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TTopicRow = z.infer<typeof ZTopicRow>;
export type TQuestionStats = z.infer<typeof ZQuestionStats>;

/** Question analysis of a class against the grade. */
export const clazzTopicsQuery = (examId: number, clazzId: number) =>
  queryOptions({
    queryKey: ['academic', 'topics', examId, clazzId],
    queryFn: () => http.get<TTopicRow[]>(`/academic/exam/${examId}/clazz/${clazzId}/topic`),
  });

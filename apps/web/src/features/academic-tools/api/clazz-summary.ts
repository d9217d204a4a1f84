import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZClazzSummary, ZGroupStats } from '@app/contract';
import { http } from '../../../lib/http';

export type TClazzSummary = z.infer<typeof ZClazzSummary>;
export type TGroupStats = z.infer<typeof ZGroupStats>;

/** The class page of an exam (statistics and score bands). */
export const clazzSummaryQuery = (examId: number | null, clazzId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'summary', examId, clazzId],
    queryFn: () => http.get<TClazzSummary>(`/academic/exam/${examId}/clazz/${clazzId}/summary`),
    enabled: examId != null && clazzId != null,
  });

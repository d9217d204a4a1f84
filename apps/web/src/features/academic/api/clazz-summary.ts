import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZClazzSummary, ZGroupStats, ZStudentRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TClazzSummary = z.infer<typeof ZClazzSummary>;
export type TGroupStats = z.infer<typeof ZGroupStats>;
export type TStudentRow = z.infer<typeof ZStudentRow>;

/** The class page of an exam: statistics cards, score bands and the student table. */
export const clazzSummaryQuery = (examId: number, clazzId: number) =>
  queryOptions({
    queryKey: ['academic', 'summary', examId, clazzId],
    queryFn: () => http.get<TClazzSummary>(`/academic/exam/${examId}/clazz/${clazzId}/summary`),
  });

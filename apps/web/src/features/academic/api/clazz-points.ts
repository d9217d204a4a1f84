import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPointRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TPointRow = z.infer<typeof ZPointRow>;

/** Knowledge-point mastery of a class against the grade. */
export const clazzPointsQuery = (examId: number, clazzId: number) =>
  queryOptions({
    queryKey: ['academic', 'points', examId, clazzId],
    queryFn: () => http.get<TPointRow[]>(`/academic/exam/${examId}/clazz/${clazzId}/point`),
  });

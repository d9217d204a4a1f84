import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPointTrendRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TPointTrendRow = z.infer<typeof ZPointTrendRow>;

/** A class's knowledge-point mastery over the term against the grade, weakest-vs-grade first. */
export const clazzPointTrendQuery = (clazzId: number | null, subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'clazz-point-trend', clazzId, subjectId],
    queryFn: () => http.get<TPointTrendRow[]>('/academic/clazz/point-trend', { clazzId, subjectId }),
    enabled: clazzId != null && subjectId != null,
    staleTime: 60_000,
  });

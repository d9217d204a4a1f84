import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZClazzTrendRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TClazzTrendRow = z.infer<typeof ZClazzTrendRow>;

/** A class's exams this term in a subject, oldest first: averages, class rank and rates. */
export const clazzTrendQuery = (clazzId: number | null, subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'clazz-trend', clazzId, subjectId],
    queryFn: () => http.get<TClazzTrendRow[]>('/academic/clazz/trend', { clazzId, subjectId }),
    enabled: clazzId != null && subjectId != null,
    staleTime: 60_000,
  });

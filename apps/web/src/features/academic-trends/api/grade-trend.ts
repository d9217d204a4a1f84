import { queryOptions } from '@tanstack/react-query';
import type { TGradeTrend } from '@app/contract';
import { http } from '../../../lib/http';

/** A grade's classes (those the teacher may see) over the term in a subject, in one call. */
export const gradeTrendQuery = (gradeId: number | null, subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'grade-trend', gradeId, subjectId],
    queryFn: () => http.get<TGradeTrend>('/academic/grade/trend', { gradeId, subjectId }, { quiet: true }),
    enabled: gradeId != null && subjectId != null,
    staleTime: 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZExamCountRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TExamCountRow = z.infer<typeof ZExamCountRow>;

/** How many exams of each type a class has this term in a subject. */
export const examCountQuery = (clazzId: number | null, subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'exam-count', clazzId, subjectId],
    queryFn: () => http.get<TExamCountRow[]>('/academic/clazz/exam-count', { clazzId, subjectId }),
    enabled: clazzId != null && subjectId != null,
    staleTime: 60_000,
  });

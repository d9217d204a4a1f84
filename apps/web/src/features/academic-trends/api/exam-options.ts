import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZExamListItem } from '@app/contract';
import { http } from '../../../lib/http';

export type TExamOption = z.infer<typeof ZExamListItem>;
type TPage<T> = { list: T[]; total: number; pageNo: number; pageSize: number };

/** A class's exams in a subject, newest first (the first 50), to choose one from. */
export const examOptionsQuery = (clazzId: number | null, subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'exam-options', clazzId, subjectId],
    queryFn: () => http.get<TPage<TExamOption>>('/academic/exam/list', { clazzId, subjectId, pageNo: 1, pageSize: 50 }),
    enabled: clazzId != null && subjectId != null,
    staleTime: 60_000,
  });

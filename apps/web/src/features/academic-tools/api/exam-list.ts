import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZExamListItem } from '@app/contract';
import { http } from '../../../lib/http';
import type { TPage } from './types';

export type TExamListItem = z.infer<typeof ZExamListItem>;

/** A class's exams in a subject in one semester, newest first (the first 100, for a filter). */
export const clazzExamsQuery = (clazzId: number | null, subjectId: number | null, semesterId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'exam-list', clazzId, subjectId, null, 'semester', semesterId],
    queryFn: () => http.get<TPage<TExamListItem>>('/academic/exam/list', { clazzId, subjectId, semesterId, pageNo: 1, pageSize: 100 }),
    enabled: clazzId != null && subjectId != null && semesterId != null,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeachingStudy } from '@app/contract';
import { http } from '../../../lib/http';
import { filterParams, type TeachingFilter } from '../lib/filters';
import { TEACHING_KEY } from './keys';

/** GET /teaching/study: the period's exams per grade, subject and class, their trend and the weakest knowledge points. */
export const teachingStudyQuery = (f: TeachingFilter) =>
  queryOptions({ queryKey: [...TEACHING_KEY, 'study', filterParams(f)], queryFn: () => http.get<TTeachingStudy>('/teaching/study', filterParams(f)), placeholderData: keepPreviousData });

export const useTeachingStudy = (f: TeachingFilter) => useQuery(teachingStudyQuery(f));

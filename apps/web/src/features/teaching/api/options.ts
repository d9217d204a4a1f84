import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeachingOptions } from '@app/contract';
import { http } from '../../../lib/http';
import { TEACHING_KEY } from './keys';

/** GET /teaching/options: semesters, the grades the caller supervises, subjects, classes and teachers. */
export const teachingOptionsQuery = (semesterId?: number) =>
  queryOptions({ queryKey: [...TEACHING_KEY, 'options', semesterId ?? null], queryFn: () => http.get<TTeachingOptions>('/teaching/options', { semesterId }), staleTime: 60_000 });

export const useTeachingOptions = (semesterId?: number) => useQuery(teachingOptionsQuery(semesterId));

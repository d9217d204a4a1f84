import { queryOptions } from '@tanstack/react-query';
import type { TClazz } from '@app/contract';
import { http } from '../../../lib/http';

/** Classes for the class filter: those the teacher may see in the semester (grade leaders: whole grades). */
export const recordClazzesQuery = (semesterId: number | null) =>
  queryOptions({
    queryKey: ['clazzes', 'visible', semesterId ?? undefined],
    queryFn: () => http.get<TClazz[]>(`/base/clazz/admin-and-teaching/all/${semesterId}`),
    enabled: semesterId != null,
    staleTime: 300_000,
  });

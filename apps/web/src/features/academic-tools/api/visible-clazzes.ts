import { queryOptions } from '@tanstack/react-query';
import type { TClazz } from '@app/contract';
import { http } from '../../../lib/http';

/** Classes the teacher may see in a semester (grade leaders: their whole grades). */
export const visibleClazzesQuery = (semesterId: number | undefined) =>
  queryOptions({
    queryKey: ['clazzes', 'visible', semesterId],
    queryFn: () => http.get<TClazz[]>(`/base/clazz/admin-and-teaching/all/${semesterId}`),
    enabled: semesterId != null,
    staleTime: 300_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { TStudent } from '@app/contract';
import { http } from '../../../lib/http';

/** A class's roll. */
export const clazzStudentsQuery = (clazzId: number | null) =>
  queryOptions({
    queryKey: ['clazz', 'students', clazzId],
    queryFn: () => http.get<TStudent[]>(`/base/clazz/students/${clazzId}`),
    enabled: clazzId != null,
    staleTime: 300_000,
  });

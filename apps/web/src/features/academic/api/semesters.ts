import { queryOptions } from '@tanstack/react-query';
import type { TSemester } from '@app/contract';
import { http } from '../../../lib/http';

/** The school's semesters: only those with isShow 1, except for the principal client (spec section 5). */
export const semestersQuery = (principal: boolean) =>
  queryOptions({
    queryKey: ['semester', 'all', principal],
    queryFn: () => http.get<TSemester[]>('/base/semester/all', principal ? { source: 'principal' } : undefined),
    staleTime: 300_000,
  });

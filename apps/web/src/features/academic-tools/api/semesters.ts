import { queryOptions } from '@tanstack/react-query';
import type { TSemester } from '@app/contract';
import { http } from '../../../lib/http';

/** The school's semesters (only those shown, except for the principal client). */
export const semestersQuery = (principal: boolean) =>
  queryOptions({
    queryKey: ['semester', 'all', principal],
    queryFn: () => http.get<TSemester[]>('/base/semester/all', principal ? { source: 'principal' } : undefined),
    staleTime: 300_000,
  });

export const currentSemesterQuery = () =>
  queryOptions({ queryKey: ['semester', 'current'], queryFn: () => http.get<TSemester>('/base/semester/current'), staleTime: 300_000 });

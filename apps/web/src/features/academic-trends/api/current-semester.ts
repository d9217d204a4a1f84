import { queryOptions } from '@tanstack/react-query';
import type { TSemester } from '@app/contract';
import { http } from '../../../lib/http';

/** The school's current semester (its classes and exams are the ones shown). */
export const currentSemesterQuery = () =>
  queryOptions({ queryKey: ['semester', 'current'], queryFn: () => http.get<TSemester>('/base/semester/current'), staleTime: 300_000 });

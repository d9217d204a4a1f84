import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeachingTeachers } from '@app/contract';
import { downloadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import { filterParams, filterSearch, type TeachingFilter } from '../lib/filters';
import { TEACHING_KEY } from './keys';

/** GET /teaching/teacher: each teacher's work in the period. */
export const teachingTeachersQuery = (f: TeachingFilter) =>
  queryOptions({ queryKey: [...TEACHING_KEY, 'teacher', filterParams(f)], queryFn: () => http.get<TTeachingTeachers>('/teaching/teacher', filterParams(f)), placeholderData: keepPreviousData });

export const useTeachingTeachers = (f: TeachingFilter) => useQuery(teachingTeachersQuery(f));

/** GET /teaching/teacher/download: the same table as .xlsx. */
export function downloadTeachers(f: TeachingFilter): Promise<string> {
  const qs = filterSearch(f);
  return downloadFile(`/teaching/teacher/download${qs ? `?${qs}` : ''}`, '教师工作.xlsx');
}

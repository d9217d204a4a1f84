import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeachingTeacherDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { filterParams, type TeachingFilter } from '../lib/filters';
import { TEACHING_KEY } from './keys';

/** GET /teaching/teacher/:teacherId: the records behind one teacher's figures (the drawer). */
export const teacherDetailQuery = (teacherId: number, f: TeachingFilter) =>
  queryOptions({ queryKey: [...TEACHING_KEY, 'teacher-detail', teacherId, filterParams(f)], queryFn: () => http.get<TTeachingTeacherDetail>(`/teaching/teacher/${teacherId}`, filterParams(f)) });

export const useTeacherDetail = (teacherId: number | null, f: TeachingFilter) => useQuery({ ...teacherDetailQuery(teacherId ?? 0, f), enabled: teacherId != null });

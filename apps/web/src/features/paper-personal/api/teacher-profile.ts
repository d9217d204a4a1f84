import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClazzBrief, TTeacherCounters, TTeacherInfo } from '@app/contract';
import { http } from '../../../lib/http';
import { PERSONAL_KEY } from './keys';

/** GET /base/teacher/info: the signed-in teacher's profile. */
export const teacherInfoQuery = () => queryOptions({ queryKey: [...PERSONAL_KEY, 'teacher-info'], queryFn: () => http.get<TTeacherInfo>('/base/teacher/info') });
export const useTeacherInfo = () => useQuery(teacherInfoQuery());

/** GET /base/clazz/from-teacher: the classes the teacher teaches or heads this semester. */
export const teacherClazzesQuery = () => queryOptions({ queryKey: [...PERSONAL_KEY, 'clazzes'], queryFn: () => http.get<TClazzBrief[]>('/base/clazz/from-teacher') });
export const useTeacherClazzes = () => useQuery(teacherClazzesQuery());

/**
 * GET /base/teacher/business/data: the six counters of the current subject, cached under the home
 * page's key (['counters', subjectId]) so a change the paper centre refreshes there refreshes here.
 */
export const countersQuery = (subjectId: number | null) =>
  queryOptions({
    queryKey: ['counters', subjectId],
    queryFn: () => http.get<TTeacherCounters>('/base/teacher/business/data', subjectId ? { subjectId } : undefined),
  });
export const useCounters = (subjectId: number | null) => useQuery(countersQuery(subjectId));

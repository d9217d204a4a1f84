import { queryOptions } from '@tanstack/react-query';
import type { TClazz, TSemester, TStudent, TTeacherCounters } from '@app/contract';
import { http } from '../../../lib/http';

export const countersQuery = (subjectId: number | null) =>
  queryOptions({
    queryKey: ['counters', subjectId],
    queryFn: () => http.get<TTeacherCounters>('/base/teacher/business/data', subjectId ? { subjectId } : undefined),
  });

export const currentSemesterQuery = () =>
  queryOptions({ queryKey: ['semester', 'current'], queryFn: () => http.get<TSemester>('/base/semester/current'), staleTime: 300_000 });

export const visibleClazzesQuery = (semesterId: number | undefined) =>
  queryOptions({
    queryKey: ['clazzes', 'visible', semesterId],
    queryFn: () => http.get<TClazz[]>(`/base/clazz/admin-and-teaching/all/${semesterId}`),
    enabled: semesterId != null,
  });

export const clazzStudentsQuery = (clazzId: number | null) =>
  queryOptions({
    queryKey: ['clazz', clazzId, 'students'],
    queryFn: () => http.get<TStudent[]>(`/base/clazz/students/${clazzId}`),
    enabled: clazzId != null,
  });

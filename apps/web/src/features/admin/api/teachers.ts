import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminPassword, TAdminTeacher, TAdminTeacherDetail, TAdminTeacherUpdateBody } from '@app/contract';
import { http } from '../../../lib/http';
import { ADMIN_KEY, type Page } from './keys';

export type TeacherFilter = { keyword?: string; status?: 1 | 2; pageNo: number; pageSize: number };

export const teachersQuery = (f: TeacherFilter) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'teachers', f],
    queryFn: () => http.get<Page<TAdminTeacher>>('/admin/teachers', { keyword: f.keyword || undefined, status: f.status, pageNo: f.pageNo, pageSize: f.pageSize }),
    placeholderData: keepPreviousData,
  });
export const useTeachers = (f: TeacherFilter) => useQuery(teachersQuery(f));

export const teacherDetailQuery = (teacherId: number | null) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'teacher', teacherId],
    queryFn: () => http.get<TAdminTeacherDetail>(`/admin/teachers/${teacherId}`),
    enabled: teacherId != null,
    // The editor starts from what is stored now.
    staleTime: 0,
  });
export const useTeacherDetail = (teacherId: number | null) => useQuery(teacherDetailQuery(teacherId));

export function useUpdateTeacher() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ teacherId, body }: { teacherId: number; body: TAdminTeacherUpdateBody }) => http.put<TAdminTeacherDetail>(`/admin/teachers/${teacherId}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** A new initial password, shown once. */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (teacherId: number) => http.post<TAdminPassword>(`/admin/teachers/${teacherId}/reset-password`),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useSetTeacherEnabled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ teacherId, enabled }: { teacherId: number; enabled: boolean }) => http.post<null>(`/admin/teachers/${teacherId}/${enabled ? 'enable' : 'disable'}`),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

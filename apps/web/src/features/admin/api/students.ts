import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminStudent } from '@app/contract';
import { http } from '../../../lib/http';
import { ADMIN_KEY, type Page } from './keys';

export type StudentFilter = { clazzId?: number; keyword?: string; status?: number; pageNo: number; pageSize: number };

export const studentsQuery = (f: StudentFilter) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'students', f],
    queryFn: () => http.get<Page<TAdminStudent>>('/admin/students', { clazzId: f.clazzId, keyword: f.keyword || undefined, status: f.status, pageNo: f.pageNo, pageSize: f.pageSize }),
    placeholderData: keepPreviousData,
  });
export const useStudents = (f: StudentFilter) => useQuery(studentsQuery(f));

export type StudentChange = { kind: 'move' | 'rejoin'; studentId: number; clazzId: number } | { kind: 'leave'; studentId: number };

/** 调班, 离校 and 复学. */
export function useChangeStudent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: StudentChange) =>
      c.kind === 'leave' ? http.post<null>(`/admin/students/${c.studentId}/leave`) : http.post<null>(`/admin/students/${c.studentId}/${c.kind}`, { clazzId: c.clazzId }),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

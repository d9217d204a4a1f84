import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminClazz } from '@app/contract';
import { http } from '../../../lib/http';
import { ADMIN_KEY } from './keys';

export type ClazzFilter = { gradeId?: number; status?: 1 | 2 };

/** GET /admin/classes: 在读 (1, default) or 已毕业 (2), optionally of one grade. */
export const classesQuery = (f: ClazzFilter = {}) =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'classes', f.gradeId ?? null, f.status ?? 1], queryFn: () => http.get<TAdminClazz[]>('/admin/classes', { gradeId: f.gradeId, status: f.status ?? 1 }) });
export const useClasses = (f: ClazzFilter = {}) => useQuery(classesQuery(f));

export function useRenameClazz() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ clazzId, clazzName }: { clazzId: number; clazzName: string }) => http.put<null>(`/admin/classes/${clazzId}`, { clazzName }),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** DELETE /admin/classes/:id: refused (409, with the reason) when it has students or exam results. */
export function useDeleteClazz() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (clazzId: number) => http.del<null>(`/admin/classes/${clazzId}`), onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }) });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminSemester, TAdminSemesterBody } from '@app/contract';
import { http } from '../../../lib/http';
import { ADMIN_KEY } from './keys';

/** GET /admin/semesters: newest first. */
export const semestersQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, 'semesters'], queryFn: () => http.get<TAdminSemester[]>('/admin/semesters') });
export const useSemesters = () => useQuery(semestersQuery());

/** Any semester change may move the current semester: the whole area is refreshed. */
function useAdminMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }) });
}

/** POST /admin/semesters (no id) or PUT /admin/semesters/:id. */
export const useSaveSemester = () =>
  useAdminMutation(({ semesterId, body }: { semesterId: number | null; body: TAdminSemesterBody }) =>
    semesterId == null ? http.post<TAdminSemester>('/admin/semesters', body) : http.put<TAdminSemester>(`/admin/semesters/${semesterId}`, body),
  );

/** 设为当前学期: the previous current one becomes finished. */
export const useSetCurrentSemester = () => useAdminMutation((semesterId: number) => http.post<TAdminSemester>(`/admin/semesters/${semesterId}/current`));
export const useFinishSemester = () => useAdminMutation((semesterId: number) => http.post<TAdminSemester>(`/admin/semesters/${semesterId}/finish`));
export const useSemesterVisibility = () =>
  useAdminMutation(({ semesterId, isShow }: { semesterId: number; isShow: 0 | 1 }) => http.put<TAdminSemester>(`/admin/semesters/${semesterId}/visibility`, { isShow }));

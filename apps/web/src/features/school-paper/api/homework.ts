import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THomeworkBody, THomeworkClazz, THomeworkCompletion, THomeworkItem, THomeworkPage, THomeworkRecord, THomeworkStudentRow } from '@app/contract';
import { fetchAuthedBlob } from '../../../lib/authed-blob';
import { http } from '../../../lib/http';
import { SCHOOL_PAPER_KEY } from './keys';

export const HOMEWORK_KEY = [...SCHOOL_PAPER_KEY, 'homework'] as const;

/** GET /schoolpaper/homework/clazzes: the classes the teacher may set homework for. */
export const useHomeworkClazzes = (enabled: boolean) =>
  useQuery({ queryKey: [...HOMEWORK_KEY, 'clazzes'], queryFn: () => http.get<THomeworkClazz[]>('/schoolpaper/homework/clazzes'), staleTime: 5 * 60_000, enabled });

/** GET /schoolpaper/homework: the teacher's homework, newest first, with completion counts. */
/** GET /schoolpaper/homework/records: the teacher's composed papers (组卷记录) that may be set as homework. */
export const useHomeworkRecords = (enabled: boolean) =>
  useQuery({ queryKey: [...HOMEWORK_KEY, 'records'], queryFn: () => http.get<THomeworkRecord[]>('/schoolpaper/homework/records'), enabled });

export const homeworkListQuery = (pageNo: number, pageSize: number) =>
  queryOptions({ queryKey: [...HOMEWORK_KEY, 'list', pageNo, pageSize], queryFn: () => http.get<THomeworkPage>('/schoolpaper/homework', { pageNo, pageSize }), placeholderData: keepPreviousData, staleTime: 0 });
export const useHomeworkList = (pageNo: number, pageSize: number) => useQuery(homeworkListQuery(pageNo, pageSize));

/** POST /schoolpaper/homework. */
export function useSetHomework() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: THomeworkBody) => http.post<THomeworkItem>('/schoolpaper/homework', body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: HOMEWORK_KEY }),
  });
}

/** DELETE /schoolpaper/homework/:homeworkId: the homework with the students' work and photos. */
export function useDeleteHomework() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (homeworkId: number) => http.del<null>(`/schoolpaper/homework/${homeworkId}`),
    onSettled: () => void qc.invalidateQueries({ queryKey: HOMEWORK_KEY }),
  });
}

/** GET /schoolpaper/homework/:homeworkId/students: each class's and student's completion (always afresh). */
export const completionQuery = (homeworkId: number) =>
  queryOptions({ queryKey: [...HOMEWORK_KEY, 'completion', homeworkId], queryFn: () => http.get<THomeworkCompletion>(`/schoolpaper/homework/${homeworkId}/students`), staleTime: 0 });
export const useCompletion = (homeworkId: number | null) => useQuery({ ...completionQuery(homeworkId ?? 0), enabled: homeworkId != null });

/** PUT /schoolpaper/homework/:homeworkId/students/:studentId/comment. */
export function useCommentHomework(homeworkId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, comment }: { studentId: number; comment: string }) => http.put<THomeworkStudentRow>(`/schoolpaper/homework/${homeworkId}/students/${studentId}/comment`, { comment }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...HOMEWORK_KEY, 'completion', homeworkId] }),
  });
}

/** A student's photo of the homework, as a blob (the bearer token cannot ride on an <img src>). */
export const homeworkPhotoQuery = (homeworkId: number, studentId: number, photoNo: number, version: string) =>
  queryOptions({
    queryKey: [...HOMEWORK_KEY, 'photo', homeworkId, studentId, photoNo, version],
    queryFn: () => fetchAuthedBlob(`/schoolpaper/homework/${homeworkId}/students/${studentId}/photo/${photoNo}`, '照片加载失败'),
    staleTime: Infinity,
    gcTime: 60_000,
  });

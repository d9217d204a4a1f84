import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentHomework } from '@app/contract';
import { studentBlob, studentRequest, studentUpload } from './client';
import { STUDENT_KEY } from './me';

export const homeworkKey = (homeworkId: number) => [...STUDENT_KEY, 'homework', homeworkId] as const;

/** GET /student/homework/:homeworkId: the homework, its paper, the student's state and the teacher's comment (always afresh). */
export const homeworkQuery = (homeworkId: number) =>
  queryOptions({ queryKey: homeworkKey(homeworkId), queryFn: () => studentRequest<TStudentHomework>('GET', `/student/homework/${homeworkId}`), staleTime: 0 });
export const useHomework = (homeworkId: number) => useQuery({ ...homeworkQuery(homeworkId), enabled: Number.isInteger(homeworkId) && homeworkId > 0 });

/** PUT /student/homework/:homeworkId/done. */
export const markDone = (homeworkId: number, done: boolean) => studentRequest<TStudentHomework>('PUT', `/student/homework/${homeworkId}/done`, { done: done ? 1 : 0 });

/** POST /student/homework/:homeworkId/photo (multipart, with progress). */
export const uploadHomeworkPhoto = (homeworkId: number, file: File, onProgress: (percent: number) => void) =>
  studentUpload<TStudentHomework>(`/student/homework/${homeworkId}/photo`, file, onProgress);

/** DELETE /student/homework/:homeworkId/photo/:photoNo. */
export const removeHomeworkPhoto = (homeworkId: number, photoNo: number) => studentRequest<TStudentHomework>('DELETE', `/student/homework/${homeworkId}/photo/${photoNo}`);

/** One of the student's photos as a blob; the version (photo count) changes the key when the list changes. */
export const homeworkPhotoQuery = (homeworkId: number, photoNo: number, version: number) =>
  queryOptions({ queryKey: [...homeworkKey(homeworkId), 'photo', photoNo, version], queryFn: () => studentBlob(`/student/homework/${homeworkId}/photo/${photoNo}`), staleTime: Infinity, gcTime: 60_000 });

/** GET /student/homework/:homeworkId/file: the paper, as a blob to save. */
export const homeworkFile = (homeworkId: number) => studentBlob(`/student/homework/${homeworkId}/file`);

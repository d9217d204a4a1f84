import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TStudentWriteBody, TStudentWriteTask } from '@app/contract/writing';
import { studentBlob, studentRequest, studentUpload } from './client';
import { STUDENT_KEY } from './me';

export const writeTaskKey = (taskId: number) => [...STUDENT_KEY, 'write', taskId] as const;

/** GET /student/write/:taskId: the task, whether it is open, the student's essay with its feedback and score. */
export const writeTaskQuery = (taskId: number) =>
  queryOptions({
    queryKey: writeTaskKey(taskId),
    queryFn: () => studentRequest<TStudentWriteTask>('GET', `/student/write/${taskId}`),
    // The teacher may score in the meantime: always read it afresh when the screen opens.
    staleTime: 0,
  });
export const useWriteTask = (taskId: number) => useQuery({ ...writeTaskQuery(taskId), enabled: Number.isInteger(taskId) && taskId > 0 });

/** POST /student/write/:taskId: saves the essay (new or rewritten) and answers with the task and its feedback. */
export const useSubmitEssay = (taskId: number) =>
  useMutation({ mutationFn: (body: TStudentWriteBody) => studentRequest<TStudentWriteTask>('POST', `/student/write/${taskId}`, body) });

/** The photo of a handwritten essay: at most 10 MB, JPEG, PNG or WebP (the server checks the bytes again). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const PHOTO_TYPES = PHOTO_ACCEPT.split(',');

/** Why the page refuses a chosen file before sending it, or null. */
export function photoRefusal(file: File): string | null {
  // Some phones give no type: then the name decides here, the bytes on the server.
  const typeOk = file.type ? PHOTO_TYPES.includes(file.type) : /\.(jpe?g|png|webp)$/i.test(file.name);
  if (!typeOk) return '只能上传JPG、PNG或WebP格式的照片';
  if (file.size > PHOTO_MAX_BYTES) return '照片超过10MB，请压缩后再上传';
  if (file.size === 0) return '照片是空文件，请重新选择';
  return null;
}

/** POST /student/write/:taskId/photo: hands in the photo (multipart, with progress); answers like the essay. */
export const uploadWritePhoto = (taskId: number, file: File, onProgress: (percent: number) => void) =>
  studentUpload<TStudentWriteTask>(`/student/write/${taskId}/photo`, file, onProgress);

/** GET /student/write/:taskId/photo as a blob; the key names the upload's time, so a new photo is fetched afresh. */
export const writePhotoQuery = (photoUrl: string | null, submittedAt: string) =>
  queryOptions({
    queryKey: [...STUDENT_KEY, 'write-photo', photoUrl, submittedAt],
    queryFn: () => studentBlob(photoUrl!),
    enabled: photoUrl != null,
    staleTime: Infinity,
    gcTime: 60_000,
  });

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TStudentWriteBody, TStudentWriteTask } from '@app/contract/writing';
import { studentRequest } from './client';
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

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TWriteSubmissions } from '@app/contract/writing';
import { http } from '../../../lib/http';
import { WRITE_REPORT_KEY } from './keys';

/** GET /write/task/:taskId/submissions?clazzId: each student of the task (or of one class) with their essay's state and scores. */
export const writeSubmissionsQuery = (taskId: number, clazzId: number | undefined) =>
  queryOptions({
    queryKey: [...WRITE_REPORT_KEY, 'submissions', taskId, clazzId ?? null],
    queryFn: () => http.get<TWriteSubmissions>(`/write/task/${taskId}/submissions`, { clazzId }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useWriteSubmissions = (taskId: number | null, clazzId: number | undefined) => useQuery({ ...writeSubmissionsQuery(taskId ?? 0, clazzId), enabled: taskId != null });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TWriteTaskItem } from '@app/contract/writing';
import { http } from '../../../lib/http';
import { WRITE_TASKS_KEY } from './keys';

export type TWriteTaskPage = { list: TWriteTaskItem[]; total: number; pageNo: number; pageSize: number };
export type WriteTaskFilter = { state?: number; pageNo: number; pageSize: number };

/** GET /write/task: the teacher's writing tasks, by state. */
export const writeTasksQuery = (f: WriteTaskFilter) =>
  queryOptions({ queryKey: [...WRITE_TASKS_KEY, 'page', f], queryFn: () => http.get<TWriteTaskPage>('/write/task', f), placeholderData: keepPreviousData });

export const useWriteTasks = (f: WriteTaskFilter) => useQuery(writeTasksQuery(f));

/** GET /write/task/:taskId: one task (for its edit form). */
export const writeTaskQuery = (taskId: number) => queryOptions({ queryKey: [...WRITE_TASKS_KEY, 'item', taskId], queryFn: () => http.get<TWriteTaskItem>(`/write/task/${taskId}`), staleTime: 0 });

export const useWriteTask = (taskId: number | null) => useQuery({ ...writeTaskQuery(taskId ?? 0), enabled: taskId != null });

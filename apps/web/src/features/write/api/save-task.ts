import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWriteTaskBody, TWriteTaskEditBody, TWriteTaskItem } from '@app/contract/writing';
import { http } from '../../../lib/http';
import { WRITE_TASKS_KEY } from './keys';

export type SaveWriteTask = { taskId: null; body: TWriteTaskBody } | { taskId: number; body: TWriteTaskEditBody };

/** POST /write/task (a new task) or PUT /write/task/:taskId (an edit). */
export function useSaveWriteTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: SaveWriteTask) => (v.taskId == null ? http.post<TWriteTaskItem>('/write/task', v.body) : http.put<TWriteTaskItem>(`/write/task/${v.taskId}`, v.body)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: WRITE_TASKS_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { WRITE_TASKS_KEY } from './keys';

/** DELETE /write/task/:taskId: the task and every essay handed in for it. */
export function useDeleteWriteTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => http.del<null>(`/write/task/${taskId}`),
    onSettled: () => void qc.invalidateQueries({ queryKey: WRITE_TASKS_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY } from './types';

/** Hides tasks from (or shows them again in) the teacher's own task list. */
export const hideTasks = (groupIds: number[], hidden: boolean) => http.put<null>('/marking/task/hide', { groupIds, hidden });

export function useHideTasks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ groupIds, hidden }: { groupIds: number[]; hidden: boolean }) => hideTasks(groupIds, hidden),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY, 'tasks'] }),
  });
}

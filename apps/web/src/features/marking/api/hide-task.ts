import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY } from './types';

/** Hides tasks from (or shows them again in) the teacher's own task list. */
export const hideTasks = (groupIds: number[], hidden: boolean) => http.put<null>('/marking/task/hide', { groupIds, hidden });

/**
 * The confirmation is given here, not in the caller's `mutate` callbacks: the task card that
 * asks moves between the hidden and the shown list when the list reloads, so it unmounts, and
 * TanStack Query drops a `mutate` callback of an unmounted observer.
 */
export function useHideTasks() {
  const qc = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ groupIds, hidden }: { groupIds: number[]; hidden: boolean }) => hideTasks(groupIds, hidden),
    onSuccess: async (_r, v) => {
      await qc.invalidateQueries({ queryKey: [MARKING_KEY, 'tasks'] });
      void message.success(v.hidden ? '任务已隐藏，可打开“显示已隐藏任务”找回' : '任务已重新显示');
    },
  });
}

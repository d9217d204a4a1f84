import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingGroupState } from './types';

/** The status actions of a group (POST /marking/group/{id}/{action}); one endpoint family, one shape. */
export type TGroupAction = 'start' | 'stop' | 'resume' | 'finish' | 'reopen' | 'final';

export const GROUP_ACTION_TEXT: Record<TGroupAction, string> = {
  start: '开始阅卷',
  stop: '暂停',
  resume: '恢复',
  finish: '完成',
  reopen: '重新打开',
  final: '最终完成',
};

export const groupAction = (groupId: number, action: TGroupAction) => http.post<TMarkingGroupState>(`/marking/group/${groupId}/${action}`);

export function useGroupAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, action }: { groupId: number; action: TGroupAction }) => groupAction(groupId, action),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}

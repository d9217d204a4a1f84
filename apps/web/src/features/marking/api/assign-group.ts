import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingAssignBody, type TMarkingGroupSetup } from './types';

/** Assigns a group's markers (mode, quotas, classes) and arbiters. */
export const assignGroup = (groupId: number, body: TMarkingAssignBody) => http.put<TMarkingGroupSetup>(`/marking/group/${groupId}/assign`, body);

export function useAssignGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, body }: { groupId: number; body: TMarkingAssignBody }) => assignGroup(groupId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TBlankProposeResult } from './types';

/** Proposes the group's answers under the threshold as blank (zero) papers; a manager confirms them in the audit list. */
export const proposeBlank = (groupId: number, threshold: number) => http.post<TBlankProposeResult>(`/marking/group/${groupId}/blank-propose`, { threshold });

export function useProposeBlank() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, threshold }: { groupId: number; threshold: number }) => proposeBlank(groupId, threshold),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}

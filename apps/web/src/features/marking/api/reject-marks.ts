import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingRejectResult } from './types';

/** Rejects a marker's marks in a group (all of them, or the given slots): they go back to the pool. */
export const rejectMarks = (groupId: number, teacherId: number, slotIds?: number[]) => http.post<TMarkingRejectResult>(`/marking/group/${groupId}/reject`, { teacherId, slotIds });

export function useRejectMarks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, teacherId }: { groupId: number; teacherId: number }) => rejectMarks(groupId, teacherId),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}

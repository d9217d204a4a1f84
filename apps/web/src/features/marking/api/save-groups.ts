import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingGroupInput, type TMarkingSetup } from './types';

/** Saves the exam's marking groups (a group without id is created; a missing one is removed). */
export const saveGroups = (examId: number, groups: TMarkingGroupInput[]) => http.put<TMarkingSetup>(`/marking/exam/${examId}/groups`, { groups });

export function useSaveGroups(examId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (groups: TMarkingGroupInput[]) => saveGroups(examId, groups),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}

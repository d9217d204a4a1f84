import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY } from './types';

/** Rejects a problem report: the answer is not a problem paper and goes back to normal marking. */
export const rejectProblem = (problemId: number) => http.put<null>(`/marking/problem/${problemId}/reject`);

export function useRejectProblem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (problemId: number) => rejectProblem(problemId),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY } from './types';

/** score: give these scores; zero: 0 points; remark: clear all marks and mark again; pool: return to the pool. */
export type TProblemAction = 'score' | 'zero' | 'remark' | 'pool';

export const resolveProblem = (problemId: number, action: TProblemAction, scores?: number[]) =>
  http.put<null>(`/marking/problem/${problemId}/resolve`, { action, scores });

export function useResolveProblem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ problemId, action, scores }: { problemId: number; action: TProblemAction; scores?: number[] }) => resolveProblem(problemId, action, scores),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}

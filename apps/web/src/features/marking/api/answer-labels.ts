import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY } from './types';

/** Sets the teacher's labels on an answer (all of them at once), with an optional note. */
export const setAnswerLabels = (answerId: number, labelIds: number[], note = '') => http.put<unknown>(`/marking/answer/${answerId}/labels`, { labelIds, note });

export function useSetAnswerLabels() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, labelIds, note }: { answerId: number; labelIds: number[]; note?: string }) => setAnswerLabels(answerId, labelIds, note),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY, 'special-answers'] }),
  });
}

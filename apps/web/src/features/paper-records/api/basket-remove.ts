import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { basketKey } from './basket';

/** Removes one question from the basket. */
export function useBasketRemove(subjectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (topicId: number) => http.del<{ isAddTopic: 0 | 1; basketCount: number }>(`/paper/basket/topic/${topicId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: basketKey(subjectId) }),
  });
}

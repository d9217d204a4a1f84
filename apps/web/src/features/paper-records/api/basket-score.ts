import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { basketKey, type TBasket } from './basket';

/** Score of one question (topicId) or of every question of a type (typeName). */
export function useBasketScore(subjectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { topicId?: number; typeName?: string; score: number }) => http.put<TBasket>('/paper/basket/score', { subjectId, ...v }),
    onSuccess: (b) => qc.setQueryData(basketKey(subjectId), b),
  });
}

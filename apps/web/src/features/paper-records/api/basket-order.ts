import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { basketKey, type TBasket } from './basket';

/** New order of the basket's questions. */
export function useBasketOrder(subjectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (topicIds: number[]) => http.put<TBasket>('/paper/basket/order', { subjectId, topicIds }),
    onSuccess: (b) => qc.setQueryData(basketKey(subjectId), b),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { basketKey, type TBasket } from './basket';

/** Empties the basket of a subject. */
export function useBasketClear(subjectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.del<TBasket>('/paper/basket', { query: { subjectId } }),
    onSuccess: (b) => qc.setQueryData(basketKey(subjectId), b),
  });
}

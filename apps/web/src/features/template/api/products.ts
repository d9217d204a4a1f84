import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEnglishProduct } from '@app/contract/template';
import { http } from '../../../lib/http';
import { TEMPLATE_PRODUCTS_KEY } from './keys';

/** GET /template/products: the English writing resources, whether the school has each, the requests. */
export const useEnglishProducts = () => useQuery({ queryKey: TEMPLATE_PRODUCTS_KEY, queryFn: () => http.get<TEnglishProduct[]>('/template/products') });

/** POST /template/products/:productId/order: ask the school to open a product (no payment). */
export function useOrderProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { productId: number; note: string }) => http.post<TEnglishProduct>(`/template/products/${v.productId}/order`, v.note ? { note: v.note } : {}),
    onSettled: () => qc.invalidateQueries({ queryKey: TEMPLATE_PRODUCTS_KEY }),
  });
}

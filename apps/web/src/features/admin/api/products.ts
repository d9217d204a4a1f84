import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSchoolProduct } from '@app/contract/template';
import { http } from '../../../lib/http';

const SCHOOL_PRODUCTS_KEY = ['admin', 'products'] as const;

/** GET /admin/products: the school's side (school master or administrator). */
export const useSchoolProducts = () => useQuery({ queryKey: SCHOOL_PRODUCTS_KEY, queryFn: () => http.get<TSchoolProduct[]>('/admin/products') });

/** PUT /admin/products/:productId: open or close a product for the school. */
export function useSetSchoolProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { productId: number; enabled: boolean }) => http.put<TSchoolProduct[]>(`/admin/products/${v.productId}`, { enabled: v.enabled }),
    onSuccess: (list) => qc.setQueryData(SCHOOL_PRODUCTS_KEY, list),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: SCHOOL_PRODUCTS_KEY });
      // The 英语资源 pages' lists and check pages (their keys start with 'template').
      void qc.invalidateQueries({ queryKey: ['template'] });
    },
  });
}

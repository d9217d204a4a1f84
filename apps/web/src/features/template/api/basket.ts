import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTemplateBasket, TTemplateBasketKind } from '@app/contract/template';
import { downloadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import { TEMPLATE_BASKETS_KEY, TEMPLATE_LISTS_KEY } from './keys';

/** GET /template/basket/:kind: the basket in the teacher's order. */
export const useTemplateBasket = (kind: TTemplateBasketKind, enabled = true) =>
  useQuery({ queryKey: [...TEMPLATE_BASKETS_KEY, kind], queryFn: () => http.get<TTemplateBasket>(`/template/basket/${kind}`), enabled });

type Change = { op: 'add'; id: number } | { op: 'remove'; id: number } | { op: 'order'; ids: number[] } | { op: 'clear' };

/** Add, remove, reorder or clear; the lists' 已加入 marks and counts follow. */
export function useBasketChange(kind: TTemplateBasketKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: Change) => {
      const base = `/template/basket/${kind}`;
      if (c.op === 'add') return http.post<TTemplateBasket>(base, { id: c.id });
      if (c.op === 'remove') return http.del<TTemplateBasket>(`${base}/${c.id}`);
      if (c.op === 'order') return http.put<TTemplateBasket>(`${base}/order`, { ids: c.ids });
      return http.del<TTemplateBasket>(base);
    },
    onSuccess: (basket) => qc.setQueryData([...TEMPLATE_BASKETS_KEY, kind], basket),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: [...TEMPLATE_BASKETS_KEY, kind] });
      void qc.invalidateQueries({ queryKey: [...TEMPLATE_LISTS_KEY, kind] });
    },
  });
}

/** GET /template/basket/:kind/download: the handout (Word) in the basket's order. */
export const downloadBasket = (kind: TTemplateBasketKind, title: string, withNotes: boolean) =>
  downloadFile(`/template/basket/${kind}/download?title=${encodeURIComponent(title)}&withNotes=${withNotes ? 1 : 0}`, `${title}.docx`);

/** GET /template/secondround/:id/download: one review topic (Word). */
export const downloadSecondRound = (id: number, title: string, withNotes: boolean) =>
  downloadFile(`/template/secondround/${id}/download?withNotes=${withNotes ? 1 : 0}`, `${title}.docx`);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { VOCAB_LISTS_KEY } from './keys';

/** DELETE /vocabulary/list/:listId (refused with a message while the list has puts). */
export function useDeleteVocabList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) => http.del<null>(`/vocabulary/list/${listId}`),
    onSettled: () => qc.invalidateQueries({ queryKey: VOCAB_LISTS_KEY }),
  });
}

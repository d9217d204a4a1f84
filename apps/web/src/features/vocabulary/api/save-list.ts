import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVocabListBody, TVocabListDetail } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_LISTS_KEY } from './keys';

/** POST /vocabulary/list (new) or PUT /vocabulary/list/:listId (edit); both answer the saved list. */
export function useSaveVocabList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, body }: { listId: number | null; body: TVocabListBody }) =>
      listId == null ? http.post<TVocabListDetail>('/vocabulary/list', body) : http.put<TVocabListDetail>(`/vocabulary/list/${listId}`, body),
    onSuccess: (saved) => {
      qc.setQueryData([...VOCAB_LISTS_KEY, 'detail', saved.listId], saved);
      void qc.invalidateQueries({ queryKey: [...VOCAB_LISTS_KEY, 'page'] });
    },
  });
}

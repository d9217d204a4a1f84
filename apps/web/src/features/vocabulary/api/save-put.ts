import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVocabPutBody, TVocabPutEditBody, TVocabPutItem } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_LISTS_KEY, VOCAB_PUTS_KEY } from './keys';

export type SavePut = { putId: null; body: TVocabPutBody } | { putId: number; body: TVocabPutEditBody };

/** POST /vocabulary/put (new) or PUT /vocabulary/put/:putId (edit: everything but the list). */
export function useSaveVocabPut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: SavePut) => (v.putId == null ? http.post<TVocabPutItem>('/vocabulary/put', v.body) : http.put<TVocabPutItem>(`/vocabulary/put/${v.putId}`, v.body)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: VOCAB_PUTS_KEY });
      // A list's 布置次数 changes with a new put.
      void qc.invalidateQueries({ queryKey: VOCAB_LISTS_KEY });
    },
  });
}

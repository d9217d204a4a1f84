import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { VOCAB_LISTS_KEY, VOCAB_PUTS_KEY } from './keys';

/** DELETE /vocabulary/put/:putId: the put and every answer its students gave. */
export function useDeleteVocabPut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (putId: number) => http.del<null>(`/vocabulary/put/${putId}`),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: VOCAB_PUTS_KEY });
      void qc.invalidateQueries({ queryKey: VOCAB_LISTS_KEY });
    },
  });
}

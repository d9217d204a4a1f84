import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabPutItem } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_PUTS_KEY } from './keys';

/** GET /vocabulary/put/:putId: one put (for its edit form). */
export const vocabPutQuery = (putId: number) => queryOptions({ queryKey: [...VOCAB_PUTS_KEY, 'item', putId], queryFn: () => http.get<TVocabPutItem>(`/vocabulary/put/${putId}`), staleTime: 0 });

export const useVocabPut = (putId: number | null) => useQuery({ ...vocabPutQuery(putId ?? 0), enabled: putId != null });

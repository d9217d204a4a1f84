import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabListDetail } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_LISTS_KEY } from './keys';

/** GET /vocabulary/list/:listId: a list with its words in the teacher's order. */
export const vocabListDetailQuery = (listId: number) =>
  queryOptions({ queryKey: [...VOCAB_LISTS_KEY, 'detail', listId], queryFn: () => http.get<TVocabListDetail>(`/vocabulary/list/${listId}`) });

export const useVocabListDetail = (listId: number | null) => useQuery({ ...vocabListDetailQuery(listId ?? 0), enabled: listId != null });

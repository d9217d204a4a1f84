import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabPutItem } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_PUTS_KEY } from './keys';

export type TVocabPutPage = { list: TVocabPutItem[]; total: number; pageNo: number; pageSize: number };
export type VocabPutFilter = { listId?: number; state?: number; pageNo: number; pageSize: number };

/** GET /vocabulary/put: the teacher's puts (布置记录), by list and state. */
export const vocabPutsQuery = (f: VocabPutFilter) =>
  queryOptions({ queryKey: [...VOCAB_PUTS_KEY, 'page', f], queryFn: () => http.get<TVocabPutPage>('/vocabulary/put', f), placeholderData: keepPreviousData });

export const useVocabPuts = (f: VocabPutFilter) => useQuery(vocabPutsQuery(f));

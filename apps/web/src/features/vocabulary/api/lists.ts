import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabListItem } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_LISTS_KEY } from './keys';

export type TVocabListPage = { list: TVocabListItem[]; total: number; pageNo: number; pageSize: number };
export type VocabListFilter = { keyword?: string; pageNo: number; pageSize: number };

/** GET /vocabulary/list: the teacher's own word lists. */
export const vocabListsQuery = (f: VocabListFilter) =>
  queryOptions({ queryKey: [...VOCAB_LISTS_KEY, 'page', f], queryFn: () => http.get<TVocabListPage>('/vocabulary/list', { ...f, keyword: f.keyword || undefined }), placeholderData: keepPreviousData });

export const useVocabLists = (f: VocabListFilter) => useQuery(vocabListsQuery(f));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnglishWord, TWordSearchQuery } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCABULARY_KEY } from './keys';

export type TWordPage = { list: TEnglishWord[]; total: number; pageNo: number; pageSize: number };

/** GET /vocabulary/words: the word bank (课标词汇) by keyword, level and first letter. */
export const wordBankQuery = (q: TWordSearchQuery) =>
  queryOptions({
    queryKey: [...VOCABULARY_KEY, 'words', q],
    queryFn: () => http.get<TWordPage>('/vocabulary/words', q),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useWordBank = (q: TWordSearchQuery) => useQuery(wordBankQuery(q));

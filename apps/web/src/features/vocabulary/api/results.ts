import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabResults } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_REPORT_KEY } from './keys';

/** GET /vocabulary/put/:putId/results: completion and accuracy per class. */
export const vocabResultsQuery = (putId: number) =>
  queryOptions({ queryKey: [...VOCAB_REPORT_KEY, 'results', putId], queryFn: () => http.get<TVocabResults>(`/vocabulary/put/${putId}/results`), staleTime: 0 });

export const useVocabResults = (putId: number | null) => useQuery({ ...vocabResultsQuery(putId ?? 0), enabled: putId != null });

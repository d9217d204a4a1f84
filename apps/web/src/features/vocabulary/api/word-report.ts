import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabWordReport } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_REPORT_KEY } from './keys';

/** GET /vocabulary/put/:putId/words?clazzId: each word, most-missed first, with the wrong answers given. */
export const vocabWordReportQuery = (putId: number, clazzId: number | undefined) =>
  queryOptions({
    queryKey: [...VOCAB_REPORT_KEY, 'words', putId, clazzId ?? null],
    queryFn: () => http.get<TVocabWordReport>(`/vocabulary/put/${putId}/words`, { clazzId }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useVocabWordReport = (putId: number | null, clazzId: number | undefined) => useQuery({ ...vocabWordReportQuery(putId ?? 0, clazzId), enabled: putId != null });

import { queryOptions } from '@tanstack/react-query';
import type { TBasketCount } from '@app/contract';
import { http } from '../../../lib/http';

/**
 * The basket's question count for the second header, from GET /paper/basket/count (one count
 * query on the server, not the whole basket). The key sits under the records side's basket key
 * (['paper-records', 'basket', subjectId]), so every basket change there refreshes it too.
 */
export const basketCountKey = (subjectId: number) => ['paper-records', 'basket', subjectId, 'count'] as const;

export const basketCountQuery = (subjectId: number) =>
  queryOptions({
    queryKey: basketCountKey(subjectId),
    queryFn: async () => (await http.get<TBasketCount>('/paper/basket/count', { subjectId }, { quiet: true })).topicTotalCount,
    staleTime: 30_000,
  });

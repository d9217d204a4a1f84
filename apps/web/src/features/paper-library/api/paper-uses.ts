import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import type { TUsePage } from './types';

/** Use count and the school's use records, 10 a page: GET use-number/{paperId}/{pageNum}. */
export const paperUsesQuery = (family: TFamily, paperId: number, pageNum: number) =>
  queryOptions({
    queryKey: ['paper-library', 'uses', paperId, pageNum],
    queryFn: () => http.get<TUsePage>(`${LIBRARY_PREFIX[family]}/use-number/${paperId}/${pageNum}`),
    placeholderData: keepPreviousData,
  });

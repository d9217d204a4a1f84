import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { TGroupTotal } from './types';

/**
 * 总分 of an exam group over all subjects with grade and class ranks. Subject teachers are refused
 * (403): the call is quiet so the page can show a note instead of an error notice.
 */
export const groupTotalQuery = (examGroupId: number | null, clazzId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'group-total', examGroupId, clazzId],
    queryFn: () => http.get<TGroupTotal>(`/academic/exam-group/${examGroupId}/total`, { clazzId }, { quiet: true }),
    enabled: examGroupId != null,
    retry: false,
  });

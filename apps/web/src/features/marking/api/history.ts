import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { TMarkingMode } from './next-item';
import { MARKING_KEY, MARKING_PAGE_SIZE, type TMarkingHistoryItem, type TPage } from './types';

/** The teacher's own submitted marks in a group, newest first, 10 per page (回评). */
export const fetchHistory = (groupId: number, mode: TMarkingMode, pageNo: number) =>
  http.get<TPage<TMarkingHistoryItem>>(`/marking/group/${groupId}/history`, { pageNo, pageSize: MARKING_PAGE_SIZE, mode });

export const historyQuery = (groupId: number, mode: TMarkingMode, pageNo: number, enabled: boolean) =>
  queryOptions({
    queryKey: [MARKING_KEY, 'history', groupId, mode, pageNo],
    queryFn: () => fetchHistory(groupId, mode, pageNo),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingCounters } from './types';

/** How often the marking screen refreshes the group's counters. */
export const COUNTERS_POLL_MS = 15_000;

/** Mine and the group's counters (marked, quota, group progress, arbitration and problems pending). */
export const fetchGroupCounters = (groupId: number) => http.get<TMarkingCounters>(`/marking/group/${groupId}/counters`, undefined, { quiet: true });

export const groupCountersQuery = (groupId: number | null) =>
  queryOptions({
    queryKey: [MARKING_KEY, 'counters', groupId],
    queryFn: () => fetchGroupCounters(groupId!),
    enabled: groupId != null,
    refetchInterval: COUNTERS_POLL_MS,
    staleTime: 0,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, MARKING_PAGE_SIZE, type TMarkingArbitration, type TPage } from './types';

export type TArbitrationStatus = 'pending' | 'done';

/** A group's arbitrations (pending or done), 10 per page, with both markers' scores and the difference. */
export const fetchArbitrations = (groupId: number, status: TArbitrationStatus, pageNo: number) =>
  http.get<TPage<TMarkingArbitration>>(`/marking/group/${groupId}/arbitrations`, { status, pageNo, pageSize: MARKING_PAGE_SIZE });

export const arbitrationsQuery = (groupId: number | null, status: TArbitrationStatus, pageNo: number) =>
  queryOptions({
    queryKey: [MARKING_KEY, 'arbitrations', groupId, status, pageNo],
    queryFn: () => fetchArbitrations(groupId!, status, pageNo),
    enabled: groupId != null,
    placeholderData: keepPreviousData,
  });

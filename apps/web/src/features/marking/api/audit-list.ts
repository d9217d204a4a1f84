import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, MARKING_PAGE_SIZE, type TAuditItem, type TPage } from './types';

/** Blank-image proposals to audit: 1 待审核, 2 已确认, 3 已驳回; 10 per page, optionally of one group. */
export const fetchAuditList = (status: number, groupId: number | null, pageNo: number) =>
  http.get<TPage<TAuditItem>>('/marking/audit/list', { status, groupId, pageNo, pageSize: MARKING_PAGE_SIZE });

export const auditListQuery = (status: number, groupId: number | null, pageNo: number) =>
  queryOptions({
    queryKey: [MARKING_KEY, 'audit', status, groupId, pageNo],
    queryFn: () => fetchAuditList(status, groupId, pageNo),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

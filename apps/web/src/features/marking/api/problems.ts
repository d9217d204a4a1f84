import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, MARKING_PAGE_SIZE, type TMarkingProblem, type TPage } from './types';

/** A group's problem papers, 10 per page, optionally of one status (0 待处理, 1 已处理, 2 已驳回). */
export const fetchProblems = (groupId: number, status: number | null, pageNo: number) =>
  http.get<TPage<TMarkingProblem>>(`/marking/group/${groupId}/problems`, { status, pageNo, pageSize: MARKING_PAGE_SIZE });

export const problemsQuery = (groupId: number | null, status: number | null, pageNo: number) =>
  queryOptions({
    queryKey: [MARKING_KEY, 'problems', groupId, status, pageNo],
    queryFn: () => fetchProblems(groupId!, status, pageNo),
    enabled: groupId != null,
    placeholderData: keepPreviousData,
  });

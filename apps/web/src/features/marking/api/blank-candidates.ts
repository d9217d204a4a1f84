import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TBlankCandidate, type TPage } from './types';

export const BLANK_PREVIEW_SIZE = 12;

/** Answers of a group whose ink ratio is under the threshold (the total is the live count). */
export const fetchBlankCandidates = (groupId: number, threshold: number, pageNo: number) =>
  http.get<TPage<TBlankCandidate>>(`/marking/group/${groupId}/blank-candidates`, { threshold, pageNo, pageSize: BLANK_PREVIEW_SIZE });

export const blankCandidatesQuery = (groupId: number | null, threshold: number, pageNo: number) =>
  queryOptions({
    queryKey: [MARKING_KEY, 'blank-candidates', groupId, threshold, pageNo],
    queryFn: () => fetchBlankCandidates(groupId!, threshold, pageNo),
    enabled: groupId != null,
    placeholderData: keepPreviousData,
  });

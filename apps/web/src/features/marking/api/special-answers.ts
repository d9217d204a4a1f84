import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TPage, type TSpecialAnswer } from './types';

export const SPECIAL_PAGE_SIZE = 12;

/** Labelled answers of a group (for the class discussion), optionally of one label. */
export const fetchSpecialAnswers = (groupId: number, labelId: number | null, pageNo: number) =>
  http.get<TPage<TSpecialAnswer>>(`/marking/group/${groupId}/special-answers`, { labelId, pageNo, pageSize: SPECIAL_PAGE_SIZE });

export const specialAnswersQuery = (groupId: number | null, labelId: number | null, pageNo: number) =>
  queryOptions({
    queryKey: [MARKING_KEY, 'special-answers', groupId, labelId, pageNo],
    queryFn: () => fetchSpecialAnswers(groupId!, labelId, pageNo),
    enabled: groupId != null,
    placeholderData: keepPreviousData,
  });

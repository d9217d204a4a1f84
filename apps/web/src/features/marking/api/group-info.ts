import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingGroupInfo } from './types';

/** The marking screen's group: questions, step, rubric, model essays, roles and counters. */
export const fetchGroupInfo = (groupId: number) => http.get<TMarkingGroupInfo>(`/marking/group/${groupId}`);

export const groupInfoQuery = (groupId: number | null) =>
  queryOptions({ queryKey: [MARKING_KEY, 'group', groupId], queryFn: () => fetchGroupInfo(groupId!), enabled: groupId != null, staleTime: 0 });

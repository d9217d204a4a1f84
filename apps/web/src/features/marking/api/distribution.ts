import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TScoreDistribution } from './types';

/** Score distribution of a group and of each marker, in the same buckets, to spot a harsh or lenient marker. */
export const fetchDistribution = (groupId: number) => http.get<TScoreDistribution>(`/marking/group/${groupId}/distribution`);

export const distributionQuery = (groupId: number | null) =>
  queryOptions({ queryKey: [MARKING_KEY, 'distribution', groupId], queryFn: () => fetchDistribution(groupId!), enabled: groupId != null, staleTime: 0 });

import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TObjectiveGroups } from './types';

/** Identical answers of each objective question grouped, with the key and the score each group got. */
export const fetchObjectiveGroups = (examId: number) => http.get<TObjectiveGroups>(`/marking/exam/${examId}/objective-groups`);

export const objectiveGroupsQuery = (examId: number | null) =>
  queryOptions({ queryKey: [MARKING_KEY, 'objective-groups', examId], queryFn: () => fetchObjectiveGroups(examId!), enabled: examId != null });

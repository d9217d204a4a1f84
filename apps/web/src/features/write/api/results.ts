import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWriteResults } from '@app/contract/writing';
import { http } from '../../../lib/http';
import { WRITE_REPORT_KEY } from './keys';

/** GET /write/task/:taskId/results: each class's submissions, scores and bands, and the common misspellings. */
export const writeResultsQuery = (taskId: number) =>
  queryOptions({ queryKey: [...WRITE_REPORT_KEY, 'results', taskId], queryFn: () => http.get<TWriteResults>(`/write/task/${taskId}/results`), staleTime: 0 });

export const useWriteResults = (taskId: number | null) => useQuery({ ...writeResultsQuery(taskId ?? 0), enabled: taskId != null });

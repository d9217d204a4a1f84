import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingTask } from './types';

/** The teacher's marking tasks (one per group, or one per exam for a whole-exam task); hidden ones on request. */
export const fetchTasks = (hidden: boolean) => http.get<TMarkingTask[]>('/marking/tasks', { hidden: hidden ? 1 : 0 });

export const tasksQuery = (hidden: boolean) =>
  // Counts change with every mark: read again whenever the list is shown.
  queryOptions({ queryKey: [MARKING_KEY, 'tasks', hidden], queryFn: () => fetchTasks(hidden), placeholderData: keepPreviousData, staleTime: 0 });

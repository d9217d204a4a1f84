import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentTask } from '@app/contract';
import { studentRequest } from './client';
import { STUDENT_KEY } from './me';

/** GET /student/tasks: the student's open tasks (none yet: later features add theirs). */
export const studentTasksQuery = () => queryOptions({ queryKey: [...STUDENT_KEY, 'tasks'], queryFn: () => studentRequest<TStudentTask[]>('GET', '/student/tasks') });
export const useStudentTasks = () => useQuery(studentTasksQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentMe } from '@app/contract';
import { studentRequest } from './client';

export const STUDENT_KEY = ['student'] as const;

/** GET /student/me: the signed-in student's name, 学号, class and school. */
export const studentMeQuery = () => queryOptions({ queryKey: [...STUDENT_KEY, 'me'], queryFn: () => studentRequest<TStudentMe>('GET', '/student/me') });
export const useStudentMe = () => useQuery(studentMeQuery());

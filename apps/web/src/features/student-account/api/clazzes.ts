import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentAccountClazz } from '@app/contract';
import { http } from '../../../lib/http';

export const STUDENT_ACCOUNT_KEY = ['student-account'] as const;

/** GET /student-account/clazz: the classes whose student accounts the teacher may manage. */
export const accountClazzesQuery = () => queryOptions({ queryKey: [...STUDENT_ACCOUNT_KEY, 'clazzes'], queryFn: () => http.get<TStudentAccountClazz[]>('/student-account/clazz') });
export const useAccountClazzes = () => useQuery(accountClazzesQuery());

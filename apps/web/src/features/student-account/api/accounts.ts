import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentAccountList } from '@app/contract';
import { http } from '../../../lib/http';
import { STUDENT_ACCOUNT_KEY } from './clazzes';

/** GET /student-account/clazz/:clazzId: the class's students with their account state. */
export const studentAccountsQuery = (clazzId: number | null) =>
  queryOptions({
    queryKey: [...STUDENT_ACCOUNT_KEY, 'accounts', clazzId],
    queryFn: () => http.get<TStudentAccountList>(`/student-account/clazz/${clazzId}`),
    enabled: clazzId != null,
    staleTime: 0,
  });
export const useStudentAccounts = (clazzId: number | null) => useQuery(studentAccountsQuery(clazzId));

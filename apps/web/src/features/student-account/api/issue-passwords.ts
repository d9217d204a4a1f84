import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIssuedPasswords } from '@app/contract';
import { http } from '../../../lib/http';
import { STUDENT_ACCOUNT_KEY } from './clazzes';

/** POST /student-account/clazz/:clazzId/passwords: first-time passwords (all without an account, or the students named: a reset). */
export function useIssuePasswords() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ clazzId, studentIds }: { clazzId: number; studentIds?: number[] }) => http.post<TIssuedPasswords>(`/student-account/clazz/${clazzId}/passwords`, studentIds ? { studentIds } : {}),
    onSettled: () => qc.invalidateQueries({ queryKey: STUDENT_ACCOUNT_KEY }),
  });
}

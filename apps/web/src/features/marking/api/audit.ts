import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TAuditResult } from './types';

/** Confirms proposals as blank papers (they get zero) or rejects them (they are marked normally). */
export const auditBlank = (answerIds: number[], action: 'confirm' | 'reject') => http.put<TAuditResult>('/marking/audit', { answerIds, action });

export function useAuditBlank() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ answerIds, action }: { answerIds: number[]; action: 'confirm' | 'reject' }) => auditBlank(answerIds, action),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}

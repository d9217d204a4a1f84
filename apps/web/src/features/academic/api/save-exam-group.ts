import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExamGroupInput } from '@app/contract';
import { http } from '../../../lib/http';
import type { TExamGroupView } from './types';

/** Creates an exam group (no id) or saves an existing one. */
export function useSaveExamGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ examGroupId, body }: { examGroupId: number | null; body: TExamGroupInput }) =>
      examGroupId == null ? http.post<TExamGroupView>('/academic/exam-group', body) : http.put<TExamGroupView>(`/academic/exam-group/${examGroupId}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}

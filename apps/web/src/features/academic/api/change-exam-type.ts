import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Changes the type (周考, 月考…) of an exam group. */
export function useChangeExamType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ examGroupId, type }: { examGroupId: number; type: number }) => http.put<null>(`/academic/exam-group/${examGroupId}/type`, { type }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}

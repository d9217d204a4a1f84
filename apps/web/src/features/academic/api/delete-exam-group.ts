import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Deletes an exam group with every subject's scores. */
export function useDeleteExamGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (examGroupId: number) => http.del<null>(`/academic/exam-group/${examGroupId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}

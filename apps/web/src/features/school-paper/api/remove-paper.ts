import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { SCHOOL_PAPER_KEY } from './keys';

/** DELETE /schoolpaper/paper/:paperId: the paper, its stored file and its print jobs. */
export function useRemovePaper() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paperId: number) => http.del<null>(`/schoolpaper/paper/${paperId}`),
    onSettled: () => void qc.invalidateQueries({ queryKey: SCHOOL_PAPER_KEY }),
  });
}

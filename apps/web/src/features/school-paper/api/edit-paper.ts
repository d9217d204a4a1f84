import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSchoolPaper, TSchoolPaperEditBody } from '@app/contract';
import { http } from '../../../lib/http';
import { SCHOOL_PAPERS_KEY } from './keys';

/** PUT /schoolpaper/paper/:paperId: rename, change subject, share to the school's library or stop sharing. */
export function useEditPaper() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, body }: { paperId: number; body: TSchoolPaperEditBody }) => http.put<TSchoolPaper>(`/schoolpaper/paper/${paperId}`, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: SCHOOL_PAPERS_KEY }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJointPaper, TPaperInput } from '@app/contract';
import { http } from '../../../lib/http';
import { jointKey, jointPaperKey, JOINTS_KEY } from './keys';

/** GET /joint/:jointId/paper/:subjectId: the paper every school sits in the subject; `locked` once a school has scores in it. */
export const jointPaperQuery = (jointId: number, subjectId: number | null) =>
  queryOptions({
    queryKey: jointPaperKey(jointId, subjectId ?? 0),
    queryFn: () => http.get<TJointPaper>(`/joint/${jointId}/paper/${subjectId}`),
    enabled: subjectId != null,
    staleTime: 0,
  });

/**
 * PUT /joint/:jointId/paper/:subjectId: the organiser sets the paper (copied into every school's
 * exam; the subject's full score becomes the sum of the questions'). Quiet: the editor shows the
 * refusal itself.
 */
export function useSaveJointPaper(jointId: number, subjectId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaperInput) => http.put<TJointPaper>(`/joint/${jointId}/paper/${subjectId}`, body, { quiet: true }),
    onSuccess: (paper) => {
      qc.setQueryData(jointPaperKey(jointId, paper.subjectId), paper);
      void qc.invalidateQueries({ queryKey: jointKey(jointId) });
      void qc.invalidateQueries({ queryKey: JOINTS_KEY });
    },
  });
}

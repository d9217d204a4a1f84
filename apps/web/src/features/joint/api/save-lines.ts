import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGradingLineInput, TJointDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { jointKey } from './keys';

/** PUT /joint/:jointId/lines: all the grading lines at once (per subject and for the 总分), replacing the old ones. */
export function useSaveLines(jointId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (lines: TGradingLineInput[]) => http.put<TJointDetail>(`/joint/${jointId}/lines`, { lines }),
    onSuccess: (joint) => void qc.setQueryData(jointKey(jointId), joint),
  });
}

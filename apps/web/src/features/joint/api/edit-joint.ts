import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJointDetail, TJointEditBody } from '@app/contract';
import { http } from '../../../lib/http';
import { jointKey, JOINTS_KEY } from './keys';

/** PUT /joint/:jointId: name, date, anonymity and subjects, while scores are being collected. */
export function useEditJoint(jointId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TJointEditBody) => http.put<TJointDetail>(`/joint/${jointId}`, body),
    onSuccess: (joint) => {
      qc.setQueryData(jointKey(jointId), joint);
      void qc.invalidateQueries({ queryKey: JOINTS_KEY });
    },
  });
}

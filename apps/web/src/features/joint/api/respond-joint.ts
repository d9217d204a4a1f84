import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJointDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { jointKey, JOINTS_KEY } from './keys';

export type JointAnswer = { jointId: number; accept: boolean };

/**
 * POST /joint/:jointId/accept (参加: the school gets its own exam group of the joint exam) or
 * /decline (谢绝): an invited school's master answers once.
 */
export function useRespondJoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ jointId, accept }: JointAnswer) => http.post<TJointDetail>(`/joint/${jointId}/${accept ? 'accept' : 'decline'}`),
    onSuccess: (joint) => {
      qc.setQueryData(jointKey(joint.jointId), joint);
      void qc.invalidateQueries({ queryKey: JOINTS_KEY });
    },
  });
}

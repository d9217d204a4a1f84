import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJointCreateBody, TJointDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { jointKey, JOINTS_KEY } from './keys';

/** POST /joint: a joint exam organised by the teacher's school (a school master's), its invitations sent. */
export function useCreateJoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TJointCreateBody) => http.post<TJointDetail>('/joint', body),
    onSuccess: (joint) => {
      qc.setQueryData(jointKey(joint.jointId), joint);
      void qc.invalidateQueries({ queryKey: JOINTS_KEY });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TJointDetail, ZJointReleaseResult } from '@app/contract';
import { http } from '../../../lib/http';
import { JOINT_KEY, jointKey } from './keys';

export type TJointReleaseResult = z.infer<typeof ZJointReleaseResult>;

/** POST /joint/:jointId/release: the reports, with the schools whose scores are in for every subject (`left`: the others, by name). */
export function useReleaseJoint(jointId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TJointReleaseResult>(`/joint/${jointId}/release`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: JOINT_KEY }),
  });
}

/** POST /joint/:jointId/reopen: back to collecting scores (the reports close until released again). */
export function useReopenJoint(jointId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TJointDetail>(`/joint/${jointId}/reopen`),
    onSuccess: (joint) => {
      qc.setQueryData(jointKey(jointId), joint);
      void qc.invalidateQueries({ queryKey: JOINT_KEY });
    },
  });
}

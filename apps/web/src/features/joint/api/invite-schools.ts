import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJointDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { jointKey, JOINTS_KEY, SCHOOL_OPTIONS_KEY } from './keys';

/** POST /joint/:jointId/schools: invites more schools of the district. */
export function useInviteSchools(jointId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (schoolIds: number[]) => http.post<TJointDetail>(`/joint/${jointId}/schools`, { schoolIds }),
    onSuccess: (joint) => {
      qc.setQueryData(jointKey(jointId), joint);
      void qc.invalidateQueries({ queryKey: JOINTS_KEY });
      void qc.invalidateQueries({ queryKey: SCHOOL_OPTIONS_KEY });
    },
  });
}

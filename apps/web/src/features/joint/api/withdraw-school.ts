import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJointDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { jointKey, JOINTS_KEY, SCHOOL_OPTIONS_KEY } from './keys';

/** DELETE /joint/:jointId/schools/:schoolId: withdraws an invitation or takes a school out (refused once it has scores; the organiser only, who has the schools' ids). */
export function useWithdrawSchool(jointId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (schoolId: number) => http.del<TJointDetail>(`/joint/${jointId}/schools/${schoolId}`),
    onSuccess: (joint) => {
      qc.setQueryData(jointKey(jointId), joint);
      void qc.invalidateQueries({ queryKey: JOINTS_KEY });
      void qc.invalidateQueries({ queryKey: SCHOOL_OPTIONS_KEY });
    },
  });
}

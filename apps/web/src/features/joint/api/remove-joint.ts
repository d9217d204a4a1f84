import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { jointKey, JOINTS_KEY } from './keys';

/** DELETE /joint/:jointId: the joint exam and every school's exam group of it (refused once a school has scores). */
export function useRemoveJoint(jointId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.del<null>(`/joint/${jointId}`),
    onSuccess: () => {
      qc.removeQueries({ queryKey: jointKey(jointId) });
      void qc.invalidateQueries({ queryKey: JOINTS_KEY });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJointDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { jointKey } from './keys';

/** GET /joint/:jointId: the exam, its subjects, schools with their upload state, lines and the viewer's rights. */
export const jointQuery = (jointId: number | null) =>
  queryOptions({
    queryKey: jointKey(jointId ?? 0),
    queryFn: () => http.get<TJointDetail>(`/joint/${jointId}`),
    enabled: jointId != null,
  });

export const useJoint = (jointId: number | null) => useQuery(jointQuery(jointId));

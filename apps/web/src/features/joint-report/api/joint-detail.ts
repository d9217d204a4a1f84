import { queryOptions } from '@tanstack/react-query';
import type { TJointDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { jointReportKey } from './keys';

/** GET /joint/:jointId: the joint exam's name, subjects and what the viewer may read (the report layout's head). */
export const jointDetailQuery = (jointId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'detail'], queryFn: () => http.get<TJointDetail>(`/joint/${jointId}`, undefined, { quiet: true }) });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointSpread } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/spread (ZJointSpread): score bands of the union and of every school (分数段分布). */
export const spreadQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'spread', subjectId], queryFn: () => getReport<TJointSpread>(jointId, 'spread', { subjectId }), placeholderData: keepPreviousData });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointOverview } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/overview (ZJointOverview): the union's figures and every school's (联考概况). */
export const overviewQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'overview', subjectId], queryFn: () => getReport<TJointOverview>(jointId, 'overview', { subjectId }), placeholderData: keepPreviousData });

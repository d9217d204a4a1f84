import { queryOptions } from '@tanstack/react-query';
import type { TJointSummary } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/summary (ZJointSummary): every school's average and rank in each subject and the total (成绩汇总). */
export const summaryQuery = (jointId: number) => queryOptions({ queryKey: [...jointReportKey(jointId), 'summary'], queryFn: () => getReport<TJointSummary>(jointId, 'summary') });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointLines } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/lines (ZJointLines): per grading line, the union, every school and the viewer's classes (上线统计). */
export const linesQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'lines', subjectId], queryFn: () => getReport<TJointLines>(jointId, 'lines', { subjectId }), placeholderData: keepPreviousData });

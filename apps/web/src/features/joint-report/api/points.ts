import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointPoints } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/points (ZJointPoints): knowledge-point mastery of the union and every school (知识点掌握). */
export const pointsQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'points', subjectId], queryFn: () => getReport<TJointPoints>(jointId, 'points', { subjectId }), placeholderData: keepPreviousData });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointSchoolSort } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/schools (ZJointSchoolSort): schools in rank order with their place in the union's rank bands (学校排名). */
export const schoolSortQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'schools', subjectId], queryFn: () => getReport<TJointSchoolSort>(jointId, 'schools', { subjectId }), placeholderData: keepPreviousData });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointMySchool } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/my-school (ZJointMySchool): the viewer's school and its classes against the union (本校报告). */
export const mySchoolQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'my-school', subjectId], queryFn: () => getReport<TJointMySchool>(jointId, 'my-school', { subjectId }), placeholderData: keepPreviousData });

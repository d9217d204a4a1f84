import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointExcellentClasses } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/excellent-classes (ZJointExcellentClasses): the union's best classes by average (优秀班级). */
export const excellentClassesQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'excellent-classes', subjectId], queryFn: () => getReport<TJointExcellentClasses>(jointId, 'excellent-classes', { subjectId }), placeholderData: keepPreviousData });

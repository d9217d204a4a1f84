import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointExcellentStudents } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** The list lengths offered (the API takes 10-500, 100 by default). */
export const EXCELLENT_LIMITS = [50, 100, 200, 500] as const;
export const DEFAULT_EXCELLENT_LIMIT = 100;

/** GET /joint/:jointId/report/excellent-students?limit (ZJointExcellentStudents): the union's top students; other schools' without a name. */
export const excellentStudentsQuery = (jointId: number, subjectId: number, limit: number) =>
  queryOptions({
    queryKey: [...jointReportKey(jointId), 'excellent-students', subjectId, limit],
    queryFn: () => getReport<TJointExcellentStudents>(jointId, 'excellent-students', { subjectId, limit }),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointExcellentSchools } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/excellent-schools (ZJointExcellentSchools): schools by 优秀率 (优秀学校). */
export const excellentSchoolsQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'excellent-schools', subjectId], queryFn: () => getReport<TJointExcellentSchools>(jointId, 'excellent-schools', { subjectId }), placeholderData: keepPreviousData });

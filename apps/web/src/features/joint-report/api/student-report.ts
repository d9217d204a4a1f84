import { queryOptions } from '@tanstack/react-query';
import type { TJointStudentReport } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/student/:studentId (ZJointStudentReport): one of the school's students in every subject and the total. */
export const studentReportQuery = (jointId: number, studentId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'student', studentId], queryFn: () => getReport<TJointStudentReport>(jointId, `student/${studentId}`) });

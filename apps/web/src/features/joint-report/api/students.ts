import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointStudentPage } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

export const JOINT_STUDENT_PAGE_SIZE = 20;

export type TJointStudentFilter = { subjectId: number; clazzId: number | null; keyword: string; pageNo: number };

/** GET /joint/:jointId/report/students (ZJointStudentPage): the school's own students with their class, school and union ranks, a page at a time. */
export const studentsQuery = (jointId: number, f: TJointStudentFilter) =>
  queryOptions({
    queryKey: [...jointReportKey(jointId), 'students', f],
    queryFn: () =>
      getReport<TJointStudentPage>(jointId, 'students', { subjectId: f.subjectId, clazzId: f.clazzId, keyword: f.keyword || undefined, pageNo: f.pageNo, pageSize: JOINT_STUDENT_PAGE_SIZE }),
    // The table keeps its rows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCourseStat, TCourseStudentDetail } from '@app/contract';
import { downloadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import { COURSE_STAT_KEY } from './keys';

/**
 * GET /course/:courseId/stat: every published class's figures and every student's row. Read
 * whole (no clazzId): the summary and the class table always cover all classes, and the page
 * filters the student rows by class itself.
 */
export const courseStatQuery = (courseId: number) => queryOptions({ queryKey: [...COURSE_STAT_KEY, courseId], queryFn: () => http.get<TCourseStat>(`/course/${courseId}/stat`), staleTime: 0 });
export const useCourseStat = (courseId: number | null) => useQuery({ ...courseStatQuery(courseId ?? 0), enabled: courseId != null });

/** GET /course/:courseId/stat/student/:studentId: one student's progress in each chapter. */
export const studentDetailQuery = (courseId: number, studentId: number) =>
  queryOptions({ queryKey: [...COURSE_STAT_KEY, courseId, 'student', studentId], queryFn: () => http.get<TCourseStudentDetail>(`/course/${courseId}/stat/student/${studentId}`), staleTime: 0 });
export const useStudentDetail = (courseId: number, studentId: number | null) => useQuery({ ...studentDetailQuery(courseId, studentId ?? 0), enabled: studentId != null });

/** GET /course/:courseId/stat/download[?clazzId=]: the statistics as Excel; resolves with the file's name. */
export const downloadCourseStat = (courseId: number, courseName: string, clazzId?: number) =>
  downloadFile(`/course/${courseId}/stat/download${clazzId ? `?clazzId=${clazzId}` : ''}`, `${courseName}学习统计.xlsx`);

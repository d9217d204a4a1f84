import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoursePage } from '@app/contract';
import { http } from '../../../lib/http';
import { COURSES_KEY } from './keys';

export type CourseStatus = 'all' | 'published' | 'draft';
export type CourseFilter = { name?: string; subjectId?: number; gradeId?: number; status: CourseStatus; pageNo: number; pageSize: number };

/** GET /course: the teacher's courses, newest first. */
export const coursesQuery = (f: CourseFilter) =>
  queryOptions({
    queryKey: [...COURSES_KEY, f],
    queryFn: () => http.get<TCoursePage>('/course', { name: f.name || undefined, subjectId: f.subjectId, gradeId: f.gradeId, status: f.status, pageNo: f.pageNo, pageSize: f.pageSize }),
    placeholderData: keepPreviousData,
  });

export const useCourses = (f: CourseFilter) => useQuery(coursesQuery(f));

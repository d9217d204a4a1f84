import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COURSE_PAGE_SIZE, type TCoursePage } from '@app/contract';
import { http } from '../../../lib/http';
import { PERSONAL_KEY } from './keys';

export type MyCoursesParams = { pageNo: number; name: string };

/** GET /course: the teacher's courses, most recently changed first, 10 a page (docs/course.md). */
export const myCoursesQuery = (p: MyCoursesParams) =>
  queryOptions({
    queryKey: [...PERSONAL_KEY, 'courses', p],
    queryFn: () => http.get<TCoursePage>('/course', { pageNo: p.pageNo, pageSize: COURSE_PAGE_SIZE, name: p.name || undefined }),
    placeholderData: keepPreviousData,
  });
export const useMyCourses = (p: MyCoursesParams) => useQuery(myCoursesQuery(p));

import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCourseDetail, TCourseEditBody } from '@app/contract';
import { http } from '../../../lib/http';
import { courseKey, COURSE_STAT_KEY, COURSES_KEY } from './keys';

/** GET /course/:courseId: the course with its chapters in order and the classes it is published to. */
export const courseQuery = (courseId: number) => queryOptions({ queryKey: courseKey(courseId), queryFn: () => http.get<TCourseDetail>(`/course/${courseId}`) });
export const useCourse = (courseId: number | null) => useQuery({ ...courseQuery(courseId ?? 0), enabled: courseId != null });

/** A call answered with the whole course: it replaces the cached course, and the lists and statistics are read again. */
export function storeCourse(qc: QueryClient, course: TCourseDetail): void {
  qc.setQueryData(courseKey(course.courseId), course);
  void qc.invalidateQueries({ queryKey: COURSES_KEY });
  void qc.invalidateQueries({ queryKey: COURSE_STAT_KEY });
}

/** PUT /course/:courseId: name, subject, grade, description. */
export function useEditCourse(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCourseEditBody) => http.put<TCourseDetail>(`/course/${courseId}`, body),
    onSuccess: (course) => storeCourse(qc, course),
  });
}

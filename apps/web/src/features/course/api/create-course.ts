import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCourseCreateBody, TCourseDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { courseKey, COURSES_KEY } from './keys';

/** POST /course: a draft course (videos are added on its edit page). */
export function useCreateCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCourseCreateBody) => http.post<TCourseDetail>('/course', body),
    onSuccess: (course) => {
      qc.setQueryData(courseKey(course.courseId), course);
      void qc.invalidateQueries({ queryKey: COURSES_KEY });
    },
  });
}

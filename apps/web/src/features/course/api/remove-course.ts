import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { COURSE_KEY } from './keys';

/** DELETE /course/:courseId: the course, its videos' files and the students' watch records. */
export function useRemoveCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => http.del<null>(`/course/${courseId}`),
    onSettled: () => void qc.invalidateQueries({ queryKey: COURSE_KEY }),
  });
}

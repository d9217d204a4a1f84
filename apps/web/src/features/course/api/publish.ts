import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCourseClazzOption, TCourseDetail } from '@app/contract';
import { http } from '../../../lib/http';
import { storeCourse } from './course';
import { COURSE_KEY } from './keys';

/** GET /course/clazzes: the classes the teacher may publish to, with their students. */
export const useCourseClazzes = (enabled: boolean) =>
  useQuery({ queryKey: [...COURSE_KEY, 'clazzes'], queryFn: () => http.get<TCourseClazzOption[]>('/course/clazzes'), staleTime: 5 * 60_000, enabled });

/**
 * POST /course/:courseId/publish: publishes to the chosen classes, or adds them to a course already
 * published. Refusals are shown in the dialog (quiet here).
 */
export function usePublishCourse(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (clazzIds: number[]) => http.post<TCourseDetail>(`/course/${courseId}/publish`, { clazzIds }, { quiet: true }),
    onSuccess: (course) => storeCourse(qc, course),
  });
}

/** DELETE /course/:courseId/clazz/:clazzId: withdraws the course from one class (its watch records stay). */
export function useWithdrawClazz(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (clazzId: number) => http.del<TCourseDetail>(`/course/${courseId}/clazz/${clazzId}`, { quiet: true }),
    onSuccess: (course) => storeCourse(qc, course),
  });
}

/** POST /course/:courseId/unpublish: withdraws it from every class (watch records stay). */
export function useUnpublishCourse(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TCourseDetail>(`/course/${courseId}/unpublish`, undefined, { quiet: true }),
    onSuccess: (course) => storeCourse(qc, course),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCourseDetail, TCourseVideo } from '@app/contract';
import { http } from '../../../lib/http';
import { storeCourse } from './course';
import { courseKey, COURSE_STAT_KEY, COURSES_KEY } from './keys';

function useCourseChanged(courseId: number) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: courseKey(courseId) });
    void qc.invalidateQueries({ queryKey: COURSES_KEY });
    void qc.invalidateQueries({ queryKey: COURSE_STAT_KEY });
  };
}

/**
 * POST /course/:courseId/video: a finished tus upload becomes the course's next chapter (the server
 * checks the bytes, reads the duration and makes the poster, which takes a few seconds). Its
 * refusal ('文件不是视频' …) is shown in the upload dialog, not as a notice.
 */
export function useAttachVideo(courseId: number) {
  const changed = useCourseChanged(courseId);
  return useMutation({
    mutationFn: (body: { uploadId: string; title: string }) => http.post<TCourseVideo>(`/course/${courseId}/video`, body, { quiet: true }),
    onSuccess: changed,
  });
}

/** PUT /course/:courseId/video/:videoId: a chapter's title. */
export function useRenameVideo(courseId: number) {
  const changed = useCourseChanged(courseId);
  return useMutation({
    mutationFn: ({ videoId, title }: { videoId: number; title: string }) => http.put<TCourseVideo>(`/course/${courseId}/video/${videoId}`, { title }),
    onSuccess: changed,
  });
}

/** DELETE /course/:courseId/video/:videoId: the chapter, its file and its watch records. */
export function useRemoveVideo(courseId: number) {
  const changed = useCourseChanged(courseId);
  return useMutation({
    mutationFn: (videoId: number) => http.del<null>(`/course/${courseId}/video/${videoId}`),
    onSettled: changed,
  });
}

/** PUT /course/:courseId/video-order: every chapter's id in the new order. */
export function useReorderVideos(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (videoIds: number[]) => http.put<TCourseDetail>(`/course/${courseId}/video-order`, { videoIds }),
    onSuccess: (course) => storeCourse(qc, course),
  });
}

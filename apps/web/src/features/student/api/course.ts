import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiUrl, CLIENT_MSG, type TCourseProgress, type TPlayTicket, type TStudentCourse, type TStudentCourseDetail } from '@app/contract';
import type { ProgressReport } from '../lib/watch-tracker';
import { studentBlob, studentRequest, studentSession, StudentApiError } from './client';
import { STUDENT_KEY } from './me';
import { paths } from '../../../app/paths';

/** The courses' pages on the student page (#/student/course, + '/<courseId>'). */
export const STUDENT_COURSE_PATH = `${paths.student}/course`;

export const coursesKey = [...STUDENT_KEY, 'course'] as const;
export const courseKey = (courseId: number) => [...coursesKey, courseId] as const;

/** GET /student/course: the courses published to the student's class (newest first). */
export const studentCoursesQuery = () =>
  queryOptions({
    queryKey: coursesKey,
    queryFn: () => studentRequest<TStudentCourse[]>('GET', '/student/course'),
    // Newest first whatever order the answer has.
    select: (list: TStudentCourse[]) => [...list].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.courseId - a.courseId),
    // Watching changes the completions: read them afresh whenever the list opens.
    staleTime: 0,
  });
export const useStudentCourses = () => useQuery(studentCoursesQuery());

/** GET /student/course/:courseId: the course with its chapters, where to resume each and how far each is watched. */
export const studentCourseQuery = (courseId: number) =>
  queryOptions({ queryKey: courseKey(courseId), queryFn: () => studentRequest<TStudentCourseDetail>('GET', `/student/course/${courseId}`), staleTime: 0 });
export const useStudentCourse = (courseId: number) => useQuery({ ...studentCourseQuery(courseId), enabled: Number.isInteger(courseId) && courseId > 0 });

/** GET /student/course/video/:videoId/poster as a blob (an <img> cannot send the token). */
export const coursePosterQuery = (videoId: number | null) =>
  queryOptions({
    queryKey: [...STUDENT_KEY, 'course-poster', videoId],
    queryFn: () => studentBlob(`/student/course/video/${videoId}/poster`),
    enabled: videoId != null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });

/**
 * POST /student/course/video/:videoId/ticket: an address the <video> element plays without the
 * token header (valid for hours; asked again after half an hour so a long visit never holds a stale one).
 */
export const playTicketQuery = (videoId: number) =>
  queryOptions({
    queryKey: [...STUDENT_KEY, 'course-ticket', videoId],
    queryFn: () => studentRequest<TPlayTicket>('POST', `/student/course/video/${videoId}/ticket`),
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });
export const usePlayTicket = (videoId: number) => useQuery(playTicketQuery(videoId));

// The hosts as the student client reads them (its `hosts` are not exported): the ticket's
// API-relative address and the keepalive report go to the same origin as every other call.
const hosts = {
  base: (import.meta.env.VITE_BASE_API_HOST as string | undefined) ?? '',
  teacher: (import.meta.env.VITE_TEACHER_API_HOST as string | undefined) ?? '',
};

/** A ticket's API-relative address (/course/play/…) as an absolute one for <video src>/poster. */
export const mediaUrl = (path: string) => apiUrl(path, hosts);

const progressPath = (videoId: number) => `/student/course/video/${videoId}/progress`;

/**
 * POST /student/course/video/:videoId/progress. With `keepalive` (the page is being hidden or
 * closed) the request outlives the page; the usual client cannot ask for that, so it is sent here.
 */
export async function sendProgress(videoId: number, report: ProgressReport, { keepalive }: { keepalive: boolean }): Promise<TCourseProgress> {
  if (!keepalive) return studentRequest<TCourseProgress>('POST', progressPath(videoId), report);
  const token = studentSession.token();
  let envelope: { errCode?: unknown; errMsg?: unknown; data?: unknown } | null;
  try {
    const res = await fetch(apiUrl(progressPath(videoId), hosts), {
      method: 'POST',
      keepalive: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(report),
    });
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new StudentApiError('network', CLIENT_MSG.NETWORK);
  }
  if (String(envelope?.errCode ?? '') === '00') return envelope!.data as TCourseProgress;
  throw new StudentApiError(String(envelope?.errCode ?? ''), typeof envelope?.errMsg === 'string' ? envelope.errMsg : '进度保存失败');
}

/** Only a lost connection is worth sending a report again; a refusal stays a refusal. */
export const progressRetryable = (e: unknown) => e instanceof StudentApiError && e.errCode === 'network';

/**
 * A saved report's answer into the course's cache: the chapter's completion, 已看完 and where to
 * resume; the course list (its completions) is read again when it next opens.
 */
export function applyProgress(qc: QueryClient, courseId: number, p: TCourseProgress): void {
  qc.setQueryData<TStudentCourseDetail>(courseKey(courseId), (old) => {
    if (!old) return old;
    const videos = old.videos.map((v) => (v.videoId === p.videoId ? { ...v, positionS: p.positionS, completion: p.completion, completed: p.completed } : v));
    // The course's completion is the share of its whole length played (the server's rule), until it is read again.
    const total = videos.reduce((sum, v) => sum + v.durationS, 0);
    const completion = total > 0 ? Math.round((videos.reduce((sum, v) => sum + v.completion * v.durationS, 0) / total) * 10) / 10 : old.completion;
    return { ...old, videos, completion };
  });
  void qc.invalidateQueries({ queryKey: coursesKey, exact: true, refetchType: 'none' });
}

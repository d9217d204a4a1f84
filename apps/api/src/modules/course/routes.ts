/**
 * 网课 (/course, docs/course.md): teachers' courses, chapters, uploads (tus, registered apart in
 * app.ts), publishing, playback and statistics; and the student page's courses and progress.
 * Teacher routes are for every teacher outside section 0 (the menu rule hides 网课 there).
 */
import { z } from 'zod';
import {
  SECTION,
  ZCourseClazzOption,
  ZCourseCreateBody,
  ZCourseDetail,
  ZCourseEditBody,
  ZCoursePage,
  ZCourseParams,
  ZCourseProgress,
  ZCourseProgressBody,
  ZCoursePublishBody,
  ZCourseQuery,
  ZCourseStat,
  ZCourseStatQuery,
  ZCourseStudentDetail,
  ZCourseStudentParams,
  ZCourseVideo,
  ZCourseVideoAttachBody,
  ZCourseVideoEditBody,
  ZCourseVideoOrderBody,
  ZCourseVideoParams,
  ZPlayTicket,
  ZPlayTicketParams,
  ZStudentCourseDetail,
  ZStudentCourseList,
  ZVideoParams,
  zId,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { courseVideo, course } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';
import { errors } from '../../http/errors.js';
import { JPEG_TYPE, sendJpeg } from '../../http/photo-upload.js';
import { defineRoute, defineStudentRoute, type AnyRouteDef } from '../../http/route.js';
import { sendFile, XLSX_TYPE } from '../../http/send-file.js';
import type { AuthContext } from '../auth/authenticate.js';
import { inTransaction } from '../marking/tx.js';
import { courseDetail, createCourse, editCourse, listCourses, presentVideo, publishableClazzes, publishCourse, publishedCourseCount, removeCourse, removeVideoFiles, requireOwnCourse, withdrawCourse } from './courses.js';
import { issueTicket, playVideo, posterBytes, ticketPoster } from './play.js';
import { courseStat, courseStatWorkbook, courseStudentDetail } from './stats.js';
import { listStudentCourses, recordProgress, requireWatchableVideo, studentCourseDetail } from './student.js';
import { attachVideo, type CourseUploads } from './uploads.js';
import { registerCounter } from '../base/counters.js';
import { VIDEO_MIME } from './video-probe.js';

const TAG = 'course';

/** 网课 is hidden in section 0 (spec section 6), and refused there. */
export const COURSE_ALLOW = { check: (auth: AuthContext) => auth.section !== SECTION.ALL, message: '全学段账号不提供网课' };

declare module 'fastify' {
  interface FastifyInstance {
    courseUploads: CourseUploads;
  }
}

/** The teacher's video of a course of theirs. */
async function ownVideo(db: Parameters<typeof requireOwnCourse>[0], auth: AuthContext, courseId: number, videoId: number) {
  await requireOwnCourse(db, auth, courseId);
  const v = (await db.select().from(courseVideo).where(eq(courseVideo.id, videoId)).limit(1))[0];
  if (!v || v.courseId !== courseId) throw errors.notFound('视频不存在');
  return v;
}

/** A video of one of the teacher's own courses, by its id alone. */
async function ownVideoById(db: Parameters<typeof requireOwnCourse>[0], auth: AuthContext, videoId: number) {
  const v = (await db.select().from(courseVideo).where(eq(courseVideo.id, videoId)).limit(1))[0];
  if (!v) throw errors.notFound('视频不存在');
  await requireOwnCourse(db, auth, v.courseId);
  return v;
}

// The /home counter onlineCourse: the teacher's published courses.
registerCounter('onlineCourse', (db, s) => publishedCourseCount(db, s.teacherId, s.subjectId));

const ZCourseClazzParams = z.object({ courseId: zId('课程ID').describe('课程ID'), clazzId: zId('班级ID').describe('要撤回的班级ID') });

export const courseRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/course',
    summary: '我的网课：按名称搜索，按学科、年级、发布状态筛选，最近更新的在前，每页10条',
    tag: TAG,
    allow: COURSE_ALLOW,
    query: ZCourseQuery,
    response: ZCoursePage,
    handler: ({ db, auth, query }) => listCourses(db, auth, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/course',
    summary: '新建网课（未发布；学科为自己任教的学科，年级为本校年级）',
    tag: TAG,
    allow: COURSE_ALLOW,
    body: ZCourseCreateBody,
    response: ZCourseDetail,
    okMsg: '网课已创建',
    handler: ({ db, auth, body }) => createCourse(db, auth, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/course/clazzes',
    summary: '可以发布到的班级：自己任教或担任班主任的班级、所管理年级的班级（校长：全校），及学生人数',
    tag: TAG,
    allow: COURSE_ALLOW,
    response: z.array(ZCourseClazzOption),
    handler: ({ db, auth }) => publishableClazzes(db, auth),
  }),
  defineRoute({
    method: 'GET',
    url: '/course/:courseId',
    summary: '一门网课：信息、按章节顺序的视频、已发布的班级（仅创建者）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    response: ZCourseDetail,
    handler: ({ db, auth, params }) => courseDetail(db, auth, params.courseId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/course/:courseId',
    summary: '修改网课的名称、学科、年级或简介（仅创建者）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    body: ZCourseEditBody,
    response: ZCourseDetail,
    okMsg: '已保存',
    handler: ({ db, auth, params, body }) => editCourse(db, auth, params.courseId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/course/:courseId',
    summary: '删除网课：视频文件、封面、发布班级和学习记录一并删除（仅创建者）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    response: z.null(),
    okMsg: '网课已删除',
    handler: async ({ db, storage, auth, params, req }) => {
      await removeCourse(db, storage, auth, params.courseId, (err, key) => req.log.warn({ err, key }, 'course file not removed'));
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/course/:courseId/video',
    summary: '把tus上传完成的视频加为课程的下一章：按文件内容识别MP4、MOV或WebM，读取时长、生成封面后保存；不是视频或无法读取的文件被拒绝并删除',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    body: ZCourseVideoAttachBody,
    response: ZCourseVideo,
    okMsg: '视频已添加',
    conflict: true,
    handler: ({ db, storage, auth, params, body, req }) => attachVideo(db, storage, req.server.courseUploads, auth, params.courseId, body, (err) => req.log.warn({ err }, 'course file not removed')),
  }),
  defineRoute({
    method: 'PUT',
    url: '/course/:courseId/video/:videoId',
    summary: '修改视频标题',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseVideoParams,
    body: ZCourseVideoEditBody,
    response: ZCourseVideo,
    okMsg: '已保存',
    handler: async ({ db, auth, params, body }) => {
      await ownVideo(db, auth, params.courseId, params.videoId);
      const [v] = await db.update(courseVideo).set({ title: body.title }).where(eq(courseVideo.id, params.videoId)).returning();
      return presentVideo(v!);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/course/:courseId/video/:videoId',
    summary: '删除一章视频及其文件和学习记录；已发布的课程至少保留一个视频',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseVideoParams,
    response: z.null(),
    okMsg: '视频已删除',
    conflict: true,
    handler: async ({ db, storage, auth, params, req }) => {
      const v = await ownVideo(db, auth, params.courseId, params.videoId);
      await inTransaction(db, async (tx) => {
        await tx.execute(sql`select id from course where id = ${params.courseId} for update`);
        const left = rowsOf<{ n: number; published: boolean }>(
          await tx.execute(sql`select (select count(*)::int from course_video where course_id = ${params.courseId}) as n, exists (select 1 from course_clazz where course_id = ${params.courseId}) as published`),
        )[0]!;
        if (left.published && left.n <= 1) throw errors.conflict('已发布的网课至少要有一个视频：请先撤回发布再删除');
        await tx.delete(courseVideo).where(eq(courseVideo.id, v.id));
        // Chapters stay numbered 1, 2, 3… without a gap.
        await tx.execute(sql`update course_video set ord = ord - 1 where course_id = ${params.courseId} and ord > ${v.ord}`);
        await tx.update(course).set({ updatedAt: new Date() }).where(eq(course.id, params.courseId));
      });
      await removeVideoFiles(storage, [v], (err, key) => req.log.warn({ err, key }, 'course file not removed'));
      return null;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/course/:courseId/video-order',
    summary: '调整章节顺序：给出课程全部视频ID的新顺序',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    body: ZCourseVideoOrderBody,
    response: ZCourseDetail,
    okMsg: '顺序已保存',
    handler: async ({ db, auth, params, body }) => {
      await requireOwnCourse(db, auth, params.courseId);
      await inTransaction(db, async (tx) => {
        await tx.execute(sql`select id from course where id = ${params.courseId} for update`);
        const ids = (await tx.select({ id: courseVideo.id }).from(courseVideo).where(eq(courseVideo.courseId, params.courseId))).map((r) => r.id);
        const given = new Set(body.videoIds);
        if (given.size !== body.videoIds.length || ids.length !== given.size || ids.some((id) => !given.has(id))) throw errors.validation('视频顺序必须包含课程的全部视频，且每个只出现一次');
        for (const [i, id] of body.videoIds.entries()) await tx.update(courseVideo).set({ ord: i + 1 }).where(eq(courseVideo.id, id));
        await tx.update(course).set({ updatedAt: new Date() }).where(eq(course.id, params.courseId));
      });
      return courseDetail(db, auth, params.courseId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/course/video/:videoId/poster',
    summary: '视频封面（JPEG；自己课程的视频）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZVideoParams,
    response: z.null(),
    download: { contentType: JPEG_TYPE, inline: true },
    handler: async ({ db, storage, auth, params, req, reply }) => sendJpeg(req, reply, await posterBytes(storage, (await ownVideoById(db, auth, params.videoId)).posterKey)),
  }),
  defineRoute({
    method: 'POST',
    url: '/course/video/:videoId/ticket',
    summary: '播放凭证：返回可直接用于<video>的播放地址（支持Range拖动）和封面地址，6小时内有效',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZVideoParams,
    response: ZPlayTicket,
    handler: async ({ db, auth, params }) => issueTicket(db, (await ownVideoById(db, auth, params.videoId)).id),
  }),
  defineRoute({
    method: 'GET',
    url: '/course/play/:ticket',
    summary: '播放视频（凭播放凭证，无需登录头）：支持HTTP Range请求，返回206部分内容',
    tag: TAG,
    public: true,
    params: ZPlayTicketParams,
    response: z.null(),
    download: { contentType: Object.values(VIDEO_MIME), inline: true, ranges: true },
    handler: ({ db, storage, params, req, reply }) => playVideo(db, storage, req, reply, params.ticket),
  }),
  defineRoute({
    method: 'GET',
    url: '/course/play/:ticket/poster',
    summary: '视频封面（凭播放凭证）',
    tag: TAG,
    public: true,
    params: ZPlayTicketParams,
    response: z.null(),
    download: { contentType: JPEG_TYPE, inline: true },
    handler: async ({ db, storage, params, req, reply }) => sendJpeg(req, reply, await ticketPoster(db, storage, params.ticket)),
  }),
  defineRoute({
    method: 'POST',
    url: '/course/:courseId/publish',
    summary: '发布网课到所选班级，或给已发布的网课追加班级（课程至少要有一个视频）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    body: ZCoursePublishBody,
    response: ZCourseDetail,
    okMsg: '已发布',
    conflict: true,
    handler: ({ db, auth, params, body }) => publishCourse(db, auth, params.courseId, body.clazzIds),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/course/:courseId/clazz/:clazzId',
    summary: '从一个班级撤回网课（学习记录保留）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseClazzParams,
    response: ZCourseDetail,
    okMsg: '已撤回',
    handler: ({ db, auth, params }) => withdrawCourse(db, auth, params.courseId, params.clazzId),
  }),
  defineRoute({
    method: 'POST',
    url: '/course/:courseId/unpublish',
    summary: '从全部班级撤回网课（学习记录保留）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    response: ZCourseDetail,
    okMsg: '已撤回发布',
    conflict: true,
    handler: ({ db, auth, params }) => withdrawCourse(db, auth, params.courseId, null),
  }),
  defineRoute({
    method: 'GET',
    url: '/course/:courseId/stat',
    summary: '学习统计：按班级（学生数、已学习、已看完、平均完成度、总观看时长）和学生（完成度、看完视频数、观看时长、首次和最近学习时间）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    query: ZCourseStatQuery,
    response: ZCourseStat,
    handler: ({ db, auth, params, query }) => courseStat(db, auth, params.courseId, query.clazzId),
  }),
  defineRoute({
    method: 'GET',
    url: '/course/:courseId/stat/student/:studentId',
    summary: '一名学生每个视频的学习情况',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseStudentParams,
    response: ZCourseStudentDetail,
    handler: ({ db, auth, params }) => courseStudentDetail(db, auth, params.courseId, params.studentId),
  }),
  defineRoute({
    method: 'GET',
    url: '/course/:courseId/stat/download',
    summary: '下载学习统计（Excel：班级、学生两张表）',
    tag: TAG,
    allow: COURSE_ALLOW,
    params: ZCourseParams,
    query: ZCourseStatQuery,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, params, query, reply }) => {
      const stat = await courseStat(db, auth, params.courseId, query.clazzId);
      const clazzName = query.clazzId ? (stat.clazzes[0]?.clazzName ?? null) : null;
      return sendFile(reply, await courseStatWorkbook(stat, clazzName), XLSX_TYPE);
    },
  }),

  defineStudentRoute({
    method: 'GET',
    url: '/student/course',
    summary: '发布到我班级的网课（最新发布的在前）及我的完成度',
    tag: 'student-course',
    response: ZStudentCourseList,
    handler: ({ db, auth }) => listStudentCourses(db, auth),
  }),
  defineStudentRoute({
    method: 'GET',
    url: '/student/course/:courseId',
    summary: '一门网课：章节视频、每个视频的完成度和上次看到的位置',
    tag: 'student-course',
    params: ZCourseParams,
    response: ZStudentCourseDetail,
    handler: ({ db, auth, params }) => studentCourseDetail(db, auth, params.courseId),
  }),
  defineStudentRoute({
    method: 'GET',
    url: '/student/course/video/:videoId/poster',
    summary: '视频封面（JPEG）',
    tag: 'student-course',
    params: ZVideoParams,
    response: z.null(),
    download: { contentType: JPEG_TYPE, inline: true },
    handler: async ({ db, storage, auth, params, req, reply }) => sendJpeg(req, reply, await posterBytes(storage, (await requireWatchableVideo(db, auth, params.videoId)).posterKey)),
  }),
  defineStudentRoute({
    method: 'POST',
    url: '/student/course/video/:videoId/ticket',
    summary: '播放凭证：返回可直接用于<video>的播放地址和封面地址',
    tag: 'student-course',
    params: ZVideoParams,
    response: ZPlayTicket,
    handler: async ({ db, auth, params }) => issueTicket(db, (await requireWatchableVideo(db, auth, params.videoId)).id),
  }),
  defineStudentRoute({
    method: 'POST',
    url: '/student/course/video/:videoId/progress',
    summary: '上报观看进度：自上次上报以来连续播放的区间（fromS→toS，视频中的秒数）和实际播放时长；返回续播位置和完成度',
    tag: 'student-course',
    params: ZVideoParams,
    body: ZCourseProgressBody,
    response: ZCourseProgress,
    handler: ({ db, auth, params, body }) => recordProgress(db, auth, params.videoId, body),
  }),
];

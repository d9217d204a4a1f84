/**
 * 网课 (/course, docs/course.md): a teacher's video lessons. A course has a name, subject, grade,
 * description and chapters (one video each, in order). Videos arrive over the tus protocol (pause,
 * resume, a dropped connection or a closed tab resume where they stopped) and are then attached to
 * the course, which checks them by their bytes, reads their duration and makes a poster. A
 * published course is watched by the students of its classes on the student page; the teacher sees
 * who watched, how far and for how long (统计), and downloads it as Excel.
 */
import { z } from 'zod';
import { ZFlag, zId, zPage, zPageNo, zPageSize } from './common.js';

/** The largest lesson video (the tus server refuses a larger Upload-Length). */
export const COURSE_VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const COURSE_PAGE_SIZE = 10;
export const COURSE_NAME_MAX = 50;
export const COURSE_DESCRIPTION_MAX = 500;
export const COURSE_VIDEO_TITLE_MAX = 100;
export const COURSE_MAX_VIDEOS = 50;
/** The tus endpoint (POST creates an upload; PATCH/HEAD/DELETE on /course/upload/<id>). */
export const COURSE_UPLOAD_PATH = '/course/upload';
/** Video kinds a lesson may be, by its bytes. */
export const COURSE_VIDEO_KINDS = ['mp4', 'mov', 'webm'] as const;
/** How often the student's player reports progress, in seconds. */
export const COURSE_PROGRESS_EVERY_S = 5;
/** The longest stretch one progress report may cover (a throttled background tab, fast playback). */
export const COURSE_PROGRESS_MAX_SPAN_S = 60;
/** Watched coverage is kept in buckets of this many seconds of the video. */
export const COURSE_WATCH_BUCKET_S = 5;
/** A video counts as watched (看完) once this share of it has been played. */
export const COURSE_COMPLETE_SHARE = 0.9;

export const ZCourseParams = z.object({ courseId: zId('课程ID').describe('课程ID') });
export const ZCourseVideoParams = z.object({ courseId: zId('课程ID').describe('课程ID'), videoId: zId('视频ID').describe('视频ID') });
export const ZVideoParams = z.object({ videoId: zId('视频ID').describe('视频ID') });
export const ZCourseStudentParams = z.object({ courseId: zId('课程ID').describe('课程ID'), studentId: zId('学生ID').describe('学生ID') });
export const ZPlayTicketParams = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, '播放凭证无效').describe('播放凭证（由ticket接口返回的地址中的一段）') });

export const ZCourseVideo = z.object({
  videoId: z.number().int(),
  /** The chapter's position, from 1. */
  ord: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  kind: z.enum(COURSE_VIDEO_KINDS),
  fileSize: z.number().int(),
  durationS: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type TCourseVideo = z.infer<typeof ZCourseVideo>;

export const ZCourseClazz = z.object({ clazzId: z.number().int(), clazzName: z.string(), publishedAt: z.string() });
export type TCourseClazz = z.infer<typeof ZCourseClazz>;

export const ZCourse = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  description: z.string(),
  /** 1 when published to at least one class. */
  published: ZFlag,
  videoCount: z.number().int(),
  durationS: z.number(),
  /** The first chapter's video (its poster is the course's picture), or null. */
  coverVideoId: z.number().int().nullable(),
  clazzes: z.array(ZCourseClazz),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCourse = z.infer<typeof ZCourse>;
export const ZCoursePage = zPage(ZCourse);
export type TCoursePage = z.infer<typeof ZCoursePage>;

export const ZCourseDetail = ZCourse.extend({ videos: z.array(ZCourseVideo) });
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const COURSE_STATUS = ['all', 'published', 'draft'] as const;
export const ZCourseQuery = z.object({
  name: z.string().trim().max(COURSE_NAME_MAX, `名称最多${COURSE_NAME_MAX}个字`).optional().describe('按课程名称搜索（包含即可）'),
  subjectId: zId('学科ID').optional(),
  gradeId: zId('年级ID').optional(),
  status: z.enum(COURSE_STATUS, { message: 'status只能是all、published或draft' }).default('all').describe('all 全部（默认），published 已发布，draft 未发布'),
  pageNo: zPageNo(),
  pageSize: zPageSize(COURSE_PAGE_SIZE),
});
export type TCourseQuery = z.infer<typeof ZCourseQuery>;

const zCourseName = z.string().trim().min(1, '请填写课程名称').max(COURSE_NAME_MAX, `课程名称最多${COURSE_NAME_MAX}个字`);
const zDescription = z.string().trim().max(COURSE_DESCRIPTION_MAX, `课程简介最多${COURSE_DESCRIPTION_MAX}个字`);

export const ZCourseCreateBody = z.object({
  courseName: zCourseName,
  subjectId: zId('学科ID'),
  gradeId: zId('年级ID'),
  description: zDescription.default(''),
});
export type TCourseCreateBody = z.input<typeof ZCourseCreateBody>;

export const ZCourseEditBody = z
  .object({ courseName: zCourseName.optional(), subjectId: zId('学科ID').optional(), gradeId: zId('年级ID').optional(), description: zDescription.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), '请至少修改一项');
export type TCourseEditBody = z.infer<typeof ZCourseEditBody>;

const zVideoTitle = z.string().trim().min(1, '请填写视频标题').max(COURSE_VIDEO_TITLE_MAX, `视频标题最多${COURSE_VIDEO_TITLE_MAX}个字`);

/** Attach a finished tus upload to the course as its next chapter. */
export const ZCourseVideoAttachBody = z.object({
  uploadId: z.string().regex(/^[a-f0-9]{32}$/, '上传ID无效').describe('tus上传完成后的上传ID（Location末段）'),
  title: zVideoTitle,
});
export type TCourseVideoAttachBody = z.infer<typeof ZCourseVideoAttachBody>;

export const ZCourseVideoEditBody = z.object({ title: zVideoTitle });
export const ZCourseVideoOrderBody = z.object({
  videoIds: z.array(zId('视频ID')).min(1, '请给出视频顺序').max(COURSE_MAX_VIDEOS, `一门课程最多${COURSE_MAX_VIDEOS}个视频`),
});

export const ZCourseClazzOption = z.object({ clazzId: z.number().int(), clazzName: z.string(), gradeId: z.number().int(), gradeName: z.string(), studentCount: z.number().int() });
export type TCourseClazzOption = z.infer<typeof ZCourseClazzOption>;

export const ZCoursePublishBody = z.object({
  clazzIds: z.array(zId('班级ID')).min(1, '请至少选择一个班级').max(100, '一次最多选择100个班级'),
});
export type TCoursePublishBody = z.infer<typeof ZCoursePublishBody>;

/** A short-lived address a `<video>` element can play (it cannot send the bearer header). */
export const ZPlayTicket = z.object({ url: z.string(), posterUrl: z.string(), expiresAt: z.string() });
export type TPlayTicket = z.infer<typeof ZPlayTicket>;

// ---- Statistics ----

export const ZCourseStatQuery = z.object({ clazzId: zId('班级ID').optional().describe('只看这个班级的学生（不填为全部已发布班级）') });

export const ZCourseStatClazz = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  studentCount: z.number().int(),
  /** Students who played any of it. */
  startedCount: z.number().int(),
  /** Students who watched every video (COURSE_COMPLETE_SHARE of each). */
  completedCount: z.number().int(),
  /** Mean completion of the class's students, 0-100 with one decimal. */
  avgCompletion: z.number(),
  totalWatchS: z.number(),
});
export type TCourseStatClazz = z.infer<typeof ZCourseStatClazz>;

export const ZCourseStatStudent = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  studentNo: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  /** 0-100 with one decimal: the share of the course's duration played. */
  completion: z.number(),
  completedVideos: z.number().int(),
  watchS: z.number(),
  firstWatchedAt: z.string().nullable(),
  lastWatchedAt: z.string().nullable(),
});
export type TCourseStatStudent = z.infer<typeof ZCourseStatStudent>;

export const ZCourseStat = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  videoCount: z.number().int(),
  durationS: z.number(),
  clazzes: z.array(ZCourseStatClazz),
  students: z.array(ZCourseStatStudent),
});
export type TCourseStat = z.infer<typeof ZCourseStat>;

export const ZCourseStudentVideo = z.object({
  videoId: z.number().int(),
  ord: z.number().int(),
  title: z.string(),
  durationS: z.number(),
  completion: z.number(),
  completed: ZFlag,
  positionS: z.number(),
  watchS: z.number(),
  lastWatchedAt: z.string().nullable(),
});
export type TCourseStudentVideo = z.infer<typeof ZCourseStudentVideo>;

export const ZCourseStudentDetail = z.object({ student: ZCourseStatStudent, videos: z.array(ZCourseStudentVideo) });
export type TCourseStudentDetail = z.infer<typeof ZCourseStudentDetail>;

// ---- Student page ----

export const ZStudentCourse = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  subjectName: z.string(),
  teacherName: z.string(),
  description: z.string(),
  videoCount: z.number().int(),
  durationS: z.number(),
  coverVideoId: z.number().int().nullable(),
  completion: z.number(),
  publishedAt: z.string(),
});
export type TStudentCourse = z.infer<typeof ZStudentCourse>;
export const ZStudentCourseList = z.array(ZStudentCourse);

export const ZStudentCourseVideo = z.object({
  videoId: z.number().int(),
  ord: z.number().int(),
  title: z.string(),
  durationS: z.number(),
  /** Where to resume, in seconds (0 when finished or never played). */
  positionS: z.number(),
  completion: z.number(),
  completed: ZFlag,
});
export type TStudentCourseVideo = z.infer<typeof ZStudentCourseVideo>;
export const ZStudentCourseDetail = ZStudentCourse.extend({ videos: z.array(ZStudentCourseVideo) });
export type TStudentCourseDetail = z.infer<typeof ZStudentCourseDetail>;

/**
 * A progress report: the stretch of the video played since the last report (fromS → toS, in the
 * video's seconds) and the wall-clock seconds spent playing it; `ended` when the player reached the end.
 */
export const ZCourseProgressBody = z
  .object({
    fromS: z.number({ message: 'fromS必须是数字' }).min(0, '播放位置不能小于0'),
    toS: z.number({ message: 'toS必须是数字' }).min(0, '播放位置不能小于0'),
    watchedS: z.number({ message: 'watchedS必须是数字' }).min(0, '观看时长不能小于0').max(COURSE_PROGRESS_MAX_SPAN_S, `一次上报的观看时长最多${COURSE_PROGRESS_MAX_SPAN_S}秒`),
    ended: ZFlag.default(0),
  })
  .refine((b) => b.toS >= b.fromS, { message: '结束位置不能早于开始位置', path: ['toS'] })
  .refine((b) => b.toS - b.fromS <= COURSE_PROGRESS_MAX_SPAN_S * 2, { message: `一次上报的播放区间最多${COURSE_PROGRESS_MAX_SPAN_S * 2}秒`, path: ['toS'] });
export type TCourseProgressBody = z.input<typeof ZCourseProgressBody>;

export const ZCourseProgress = z.object({ videoId: z.number().int(), positionS: z.number(), completion: z.number(), completed: ZFlag });
export type TCourseProgress = z.infer<typeof ZCourseProgress>;

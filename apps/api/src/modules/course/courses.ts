/**
 * 我的网课 (/course my and edit, docs/course.md): a teacher's courses, their chapters and the classes
 * they are published to. Every query is scoped to the caller's school: another school's course is
 * missing (404); another teacher's course of the same school is forbidden (403). Publishing goes to
 * the classes the teacher may set work for (the homework rule: classes taught or headed this
 * semester, every class of the grades led; the master: the school).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TCourse, TCourseClazzOption, TCourseCreateBody, TCourseDetail, TCourseEditBody, TCoursePage, TCourseQuery, TCourseVideo } from '@app/contract';
import { ZCourseCreateBody } from '@app/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/rows.js';
import { course, courseClazz, courseVideo, grade } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { schoolClazzes, studentCounts } from '../base/queries.js';
import { inTransaction } from '../marking/tx.js';
import { settableClazzes } from '../school-paper/homework.js';
import { assertTeacherSubject } from '../school-paper/papers.js';

export type CourseRow = typeof course.$inferSelect;
export type VideoRow = typeof courseVideo.$inferSelect;

const NOT_FOUND = '课程不存在';

/** Another school's grade is missing, as every school-owned id is. */
async function assertSchoolGrade(db: Db, auth: AuthContext, gradeId: number): Promise<void> {
  const rows = await db.select({ id: grade.id }).from(grade).where(and(eq(grade.id, gradeId), eq(grade.schoolId, auth.schoolId))).limit(1);
  if (!rows.length) throw errors.notFound('年级不存在');
}

export async function requireOwnCourse(db: Db, auth: AuthContext, courseId: number): Promise<CourseRow> {
  const c = (await db.select().from(course).where(eq(course.id, courseId)).limit(1))[0];
  if (!c || c.schoolId !== auth.schoolId) throw errors.notFound(NOT_FOUND);
  if (c.teacherId !== auth.teacherId) throw errors.forbidden('只能查看和修改自己的网课');
  return c;
}

type Row = {
  id: number;
  name: string;
  subject_id: number;
  subject_name: string | null;
  grade_id: number;
  grade_name: string | null;
  description: string;
  created_at: Date | string;
  updated_at: Date | string;
  video_count: number;
  duration_s: number | null;
  cover_video_id: number | null;
  clazzes: { clazzId: number; clazzName: string; publishedAt: string }[] | null;
};

const SELECT = sql`
  select c.id, c.name, c.subject_id, s.name as subject_name, c.grade_id, g.name as grade_name, c.description, c.created_at, c.updated_at,
    (select count(*)::int from course_video v where v.course_id = c.id) as video_count,
    (select coalesce(sum(v.duration_s), 0)::float8 from course_video v where v.course_id = c.id) as duration_s,
    (select v.id from course_video v where v.course_id = c.id order by v.ord, v.id limit 1) as cover_video_id,
    (select json_agg(json_build_object('clazzId', cc.clazz_id, 'clazzName', z.name, 'publishedAt', cc.published_at) order by z.grade_id, z.sort, z.id)
       from course_clazz cc join clazz z on z.id = cc.clazz_id where cc.course_id = c.id) as clazzes
  from course c
  left join subject s on s.id = c.subject_id
  left join grade g on g.id = c.grade_id`;

const present = (r: Row): TCourse => {
  const clazzes = (r.clazzes ?? []).map((z) => ({ clazzId: z.clazzId, clazzName: z.clazzName, publishedAt: new Date(z.publishedAt).toISOString() }));
  return {
    courseId: r.id,
    courseName: r.name,
    subjectId: r.subject_id,
    subjectName: r.subject_name ?? '',
    gradeId: r.grade_id,
    gradeName: r.grade_name ?? '',
    description: r.description,
    published: clazzes.length ? 1 : 0,
    videoCount: r.video_count,
    durationS: Math.round((r.duration_s ?? 0) * 10) / 10,
    coverVideoId: r.cover_video_id,
    clazzes,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
};

export const presentVideo = (v: VideoRow): TCourseVideo => ({
  videoId: v.id,
  ord: v.ord,
  title: v.title,
  fileName: v.fileName,
  kind: v.kind === 'mov' ? 'mov' : v.kind === 'webm' ? 'webm' : 'mp4',
  fileSize: v.fileSize,
  durationS: Math.round(v.durationS * 10) / 10,
  width: v.width,
  height: v.height,
  createdAt: v.createdAt.toISOString(),
});

export async function listCourses(db: Db, auth: AuthContext, q: TCourseQuery): Promise<TCoursePage> {
  const conds: SQL[] = [sql`c.school_id = ${auth.schoolId}`, sql`c.teacher_id = ${auth.teacherId}`];
  if (q.name) conds.push(sql`c.name ilike ${containsPattern(q.name)}`);
  if (q.subjectId) conds.push(sql`c.subject_id = ${q.subjectId}`);
  if (q.gradeId) {
    await assertSchoolGrade(db, auth, q.gradeId);
    conds.push(sql`c.grade_id = ${q.gradeId}`);
  }
  if (q.status === 'published') conds.push(sql`exists (select 1 from course_clazz cc where cc.course_id = c.id)`);
  if (q.status === 'draft') conds.push(sql`not exists (select 1 from course_clazz cc where cc.course_id = c.id)`);
  const where = sql.join(conds, sql` and `);
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from course c where ${where}`))[0]?.n ?? 0;
  const rows = rowsOf<Row>(await db.execute(sql`${SELECT} where ${where} order by c.updated_at desc, c.id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`));
  return { list: rows.map(present), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function courseVideos(db: Db, courseId: number): Promise<VideoRow[]> {
  return db.select().from(courseVideo).where(eq(courseVideo.courseId, courseId)).orderBy(courseVideo.ord, courseVideo.id);
}

export async function courseDetail(db: Db, auth: AuthContext, courseId: number): Promise<TCourseDetail> {
  await requireOwnCourse(db, auth, courseId);
  const row = rowsOf<Row>(await db.execute(sql`${SELECT} where c.id = ${courseId}`))[0];
  if (!row) throw errors.notFound(NOT_FOUND);
  return { ...present(row), videos: (await courseVideos(db, courseId)).map(presentVideo) };
}

export async function createCourse(db: Db, auth: AuthContext, input: TCourseCreateBody): Promise<TCourseDetail> {
  const body = ZCourseCreateBody.parse(input);
  await assertSchoolGrade(db, auth, body.gradeId);
  await assertTeacherSubject(db, auth, body.subjectId);
  const [row] = await db
    .insert(course)
    .values({ schoolId: auth.schoolId, teacherId: auth.teacherId, name: body.courseName, subjectId: body.subjectId, gradeId: body.gradeId, description: body.description })
    .returning({ id: course.id });
  return courseDetail(db, auth, row!.id);
}

export async function editCourse(db: Db, auth: AuthContext, courseId: number, body: TCourseEditBody): Promise<TCourseDetail> {
  await requireOwnCourse(db, auth, courseId);
  if (body.gradeId !== undefined) await assertSchoolGrade(db, auth, body.gradeId);
  if (body.subjectId !== undefined) await assertTeacherSubject(db, auth, body.subjectId);
  await db
    .update(course)
    .set({
      ...(body.courseName !== undefined ? { name: body.courseName } : {}),
      ...(body.subjectId !== undefined ? { subjectId: body.subjectId } : {}),
      ...(body.gradeId !== undefined ? { gradeId: body.gradeId } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      updatedAt: new Date(),
    })
    .where(eq(course.id, courseId));
  return courseDetail(db, auth, courseId);
}

/** Removes the stored files of these videos; a file that cannot be removed is logged, not fatal (the rows are gone). */
export async function removeVideoFiles(storage: Storage, videos: readonly Pick<VideoRow, 'fileKey' | 'posterKey'>[], log?: (err: unknown, key: string) => void): Promise<void> {
  for (const v of videos) {
    for (const key of [v.fileKey, v.posterKey]) {
      try {
        await storage.remove(key);
      } catch (err) {
        log?.(err, key);
      }
    }
  }
}

/** Deletes the course with its chapters, classes and watch history, then its files. */
export async function removeCourse(db: Db, storage: Storage, auth: AuthContext, courseId: number, log?: (err: unknown, key: string) => void): Promise<void> {
  await requireOwnCourse(db, auth, courseId);
  const videos = await inTransaction(db, async (tx) => {
    const vs = await tx.select({ fileKey: courseVideo.fileKey, posterKey: courseVideo.posterKey }).from(courseVideo).where(eq(courseVideo.courseId, courseId));
    await tx.delete(course).where(eq(course.id, courseId));
    return vs;
  });
  await removeVideoFiles(storage, videos, log);
}

export async function publishableClazzes(db: Db, auth: AuthContext): Promise<TCourseClazzOption[]> {
  const rows = await settableClazzes(db, auth);
  const counts = await studentCounts(db, rows.map((r) => r.clazzId));
  return rows.map((r) => ({ clazzId: r.clazzId, clazzName: r.clazzName, gradeId: r.gradeId, gradeName: r.gradeName, studentCount: counts.get(r.clazzId) ?? 0 }));
}

/** Publishes the course to these classes (or adds them to a published course). */
export async function publishCourse(db: Db, auth: AuthContext, courseId: number, clazzIds: readonly number[]): Promise<TCourseDetail> {
  await requireOwnCourse(db, auth, courseId);
  const ids = [...new Set(clazzIds)];
  const school = new Map((await schoolClazzes(db, auth.schoolId)).map((c) => [c.clazzId, c]));
  const missing = ids.filter((id) => !school.has(id));
  if (missing.length) throw errors.notFound(`班级${missing.join('、')}不存在`);
  const allowed = new Set((await settableClazzes(db, auth)).map((c) => c.clazzId));
  const refused = ids.filter((id) => !allowed.has(id)).map((id) => school.get(id)!.clazzName);
  if (refused.length) throw errors.forbidden(`不能发布到${refused.join('、')}：只能发布到自己任教的班级或所管理年级的班级`);
  await inTransaction(db, async (tx) => {
    // The course row is locked so that a chapter removed at the same time cannot leave a published course without video.
    await tx.execute(sql`select id from course where id = ${courseId} for update`);
    const n = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from course_video where course_id = ${courseId}`))[0]!.n;
    if (n === 0) throw errors.conflict('课程还没有视频，请先上传视频再发布');
    await tx.insert(courseClazz).values(ids.map((clazzId) => ({ courseId, clazzId }))).onConflictDoNothing();
    await tx.update(course).set({ updatedAt: new Date() }).where(eq(course.id, courseId));
  });
  return courseDetail(db, auth, courseId);
}

/** Withdraws the course from one class, or from every class (unpublish); watch history stays. */
export async function withdrawCourse(db: Db, auth: AuthContext, courseId: number, clazzId: number | null): Promise<TCourseDetail> {
  await requireOwnCourse(db, auth, courseId);
  const where = clazzId == null ? eq(courseClazz.courseId, courseId) : and(eq(courseClazz.courseId, courseId), eq(courseClazz.clazzId, clazzId));
  const gone = await db.delete(courseClazz).where(where).returning({ clazzId: courseClazz.clazzId });
  if (clazzId != null && gone.length === 0) throw errors.notFound('课程没有发布到这个班级');
  if (clazzId == null && gone.length === 0) throw errors.conflict('课程还没有发布');
  await db.update(course).set({ updatedAt: new Date() }).where(eq(course.id, courseId));
  return courseDetail(db, auth, courseId);
}

/** The onlineCourse counter of /home: the teacher's published courses (of the current subject, as the other counters). */
export async function publishedCourseCount(db: Db, teacherId: number, subjectId: number | null): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from course c where c.teacher_id = ${teacherId} ${subjectId == null ? sql`` : sql`and c.subject_id = ${subjectId}`}
      and exists (select 1 from course_clazz cc where cc.course_id = c.id)`),
  );
  return rows[0]?.n ?? 0;
}


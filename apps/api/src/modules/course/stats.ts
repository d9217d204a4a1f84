/**
 * 学习统计 (/course stat, docs/course.md "Statistics"): for a course and the classes it is published
 * to, who watched, how far (completion, weighted by each video's duration), how long and when; per
 * class and per student, with each student's per-video detail and an Excel download. Students are
 * the 在读 students of the published classes now; watching stays counted when a class is withdrawn
 * and published again.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { schoolDateTime, type TCourseStat, type TCourseStatClazz, type TCourseStatStudent, type TCourseStudentDetail } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { errors } from '../../http/errors.js';
import { addTableSheet, NUM_FMT } from '../../http/excel-sheet.js';
import type { AuthContext } from '../auth/authenticate.js';
import { courseVideos, requireOwnCourse } from './courses.js';
import { completionOf, courseCompletion, isCompleted } from './watch.js';

type StudentRow = { id: number; name: string; student_num: string; clazz_id: number; clazz_name: string };
type WatchRow = { student_id: number; video_id: number; seen: number; watched_s: number; position_s: number; first_at: Date | string; last_at: Date | string };

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
const round1 = (n: number) => Math.round(n * 10) / 10;

async function gather(db: Db, auth: AuthContext, courseId: number, clazzId: number | undefined) {
  const c = await requireOwnCourse(db, auth, courseId);
  const videos = await courseVideos(db, courseId);
  const clazzes = rowsOf<{ clazz_id: number; clazz_name: string }>(
    await db.execute(sql`select cc.clazz_id, z.name as clazz_name from course_clazz cc join clazz z on z.id = cc.clazz_id where cc.course_id = ${courseId} order by z.grade_id, z.sort, z.id`),
  );
  if (clazzId !== undefined && !clazzes.some((z) => z.clazz_id === clazzId)) throw errors.notFound('课程没有发布到这个班级');
  const chosen = clazzId === undefined ? clazzes : clazzes.filter((z) => z.clazz_id === clazzId);
  const ids = chosen.map((z) => z.clazz_id);
  const students = ids.length
    ? rowsOf<StudentRow>(
        await db.execute(sql`select s.id, s.name, s.student_num, s.clazz_id, z.name as clazz_name from student s join clazz z on z.id = s.clazz_id
          where s.clazz_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) and s.status = 1 order by z.grade_id, z.sort, z.id, s.student_num, s.id`),
      )
    : [];
  const watches = ids.length
    ? rowsOf<WatchRow>(
        await db.execute(sql`select w.student_id, w.video_id, w.seen, w.watched_s, w.position_s, w.first_at, w.last_at from course_watch w
          join student s on s.id = w.student_id where w.course_id = ${courseId} and s.clazz_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`),
      )
    : [];
  const byStudent = new Map<number, Map<number, WatchRow>>();
  for (const w of watches) {
    let m = byStudent.get(w.student_id);
    if (!m) byStudent.set(w.student_id, (m = new Map()));
    m.set(w.video_id, w);
  }
  return { course: c, videos, clazzes: chosen, students, byStudent };
}

type Gathered = Awaited<ReturnType<typeof gather>>;

function studentLine(g: Gathered, s: StudentRow): TCourseStatStudent {
  const mine = g.byStudent.get(s.id);
  let watchS = 0;
  let completed = 0;
  let first: Date | null = null;
  let last: Date | null = null;
  const parts = g.videos.map((v) => {
    const w = mine?.get(v.id);
    if (w) {
      watchS += w.watched_s;
      const f = new Date(w.first_at);
      const l = new Date(w.last_at);
      if (!first || f < first) first = f;
      if (!last || l > last) last = l;
      if (isCompleted(w.seen, v.durationS)) completed += 1;
    }
    return { durationS: v.durationS, seen: w?.seen ?? 0 };
  });
  return {
    studentId: s.id,
    studentName: s.name,
    studentNo: s.student_num,
    clazzId: s.clazz_id,
    clazzName: s.clazz_name,
    completion: courseCompletion(parts),
    completedVideos: completed,
    watchS: Math.round(watchS),
    firstWatchedAt: iso(first),
    lastWatchedAt: iso(last),
  };
}

export async function courseStat(db: Db, auth: AuthContext, courseId: number, clazzId: number | undefined): Promise<TCourseStat> {
  const g = await gather(db, auth, courseId, clazzId);
  const students = g.students.map((s) => studentLine(g, s));
  const clazzes: TCourseStatClazz[] = g.clazzes.map((z) => {
    const mine = students.filter((s) => s.clazzId === z.clazz_id);
    return {
      clazzId: z.clazz_id,
      clazzName: z.clazz_name,
      studentCount: mine.length,
      startedCount: mine.filter((s) => s.lastWatchedAt != null).length,
      completedCount: mine.filter((s) => g.videos.length > 0 && s.completedVideos === g.videos.length).length,
      avgCompletion: mine.length ? round1(mine.reduce((a, s) => a + s.completion, 0) / mine.length) : 0,
      totalWatchS: mine.reduce((a, s) => a + s.watchS, 0),
    };
  });
  return {
    courseId: g.course.id,
    courseName: g.course.name,
    videoCount: g.videos.length,
    durationS: round1(g.videos.reduce((a, v) => a + v.durationS, 0)),
    clazzes,
    students,
  };
}

export async function courseStudentDetail(db: Db, auth: AuthContext, courseId: number, studentId: number): Promise<TCourseStudentDetail> {
  const g = await gather(db, auth, courseId, undefined);
  const s = g.students.find((x) => x.id === studentId);
  if (!s) throw errors.notFound('学生不在这门课程发布的班级中');
  const mine = g.byStudent.get(s.id);
  return {
    student: studentLine(g, s),
    videos: g.videos.map((v) => {
      const w = mine?.get(v.id);
      return {
        videoId: v.id,
        ord: v.ord,
        title: v.title,
        durationS: round1(v.durationS),
        completion: completionOf(w?.seen ?? 0, v.durationS),
        completed: w && isCompleted(w.seen, v.durationS) ? 1 : 0,
        positionS: round1(w?.position_s ?? 0),
        watchS: Math.round(w?.watched_s ?? 0),
        lastWatchedAt: iso(w?.last_at),
      };
    }),
  };
}

/** Watch time as a teacher reads it: 1小时5分, 12分30秒. */
export function watchTimeText(seconds: number): string {
  const s = Math.round(seconds);
  if (s >= 3600) return `${Math.floor(s / 3600)}小时${Math.floor((s % 3600) / 60)}分`;
  if (s >= 60) return `${Math.floor(s / 60)}分${s % 60}秒`;
  return `${s}秒`;
}

const when = (s: string | null) => (s ? schoolDateTime(new Date(s)) : '-');

/** The statistics as an Excel workbook: a sheet of classes and a sheet of students (completion as a percentage). */
export async function courseStatWorkbook(stat: TCourseStat, clazzName: string | null): Promise<{ buffer: Buffer; fileName: string }> {
  const wb = new ExcelJS.Workbook();
  const scope = clazzName ?? '全部班级';
  addTableSheet(wb, '班级', {
    title: `${stat.courseName} 学习统计（${scope}）`,
    columns: [
      { header: '班级', width: 14 },
      { header: '学生数', width: 10, numFmt: NUM_FMT.int },
      { header: '已学习', width: 10, numFmt: NUM_FMT.int },
      { header: '已看完', width: 10, numFmt: NUM_FMT.int },
      { header: '平均完成度', width: 12, numFmt: NUM_FMT.rate },
      { header: '总观看时长', width: 14 },
    ],
    rows: stat.clazzes.map((z) => [z.clazzName, z.studentCount, z.startedCount, z.completedCount, z.avgCompletion / 100, watchTimeText(z.totalWatchS)]),
  });
  addTableSheet(wb, '学生', {
    title: `${stat.courseName} 学生学习情况（${scope}，共${stat.videoCount}个视频）`,
    columns: [
      { header: '学号', width: 14 },
      { header: '姓名', width: 10 },
      { header: '班级', width: 12 },
      { header: '完成度', width: 10, numFmt: NUM_FMT.rate },
      { header: '看完视频数', width: 12, numFmt: NUM_FMT.int },
      { header: '观看时长', width: 12 },
      { header: '首次学习', width: 18 },
      { header: '最近学习', width: 18 },
    ],
    rows: stat.students.map((s) => [s.studentNo, s.studentName, s.clazzName, s.completion / 100, s.completedVideos, watchTimeText(s.watchS), when(s.firstWatchedAt), when(s.lastWatchedAt)]),
  });
  const safe = stat.courseName.replace(/[\\/:*?"<>|]/g, ' ').trim() || '网课';
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `${safe}_学习统计_${scope}.xlsx` };
}

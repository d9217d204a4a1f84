/**
 * 作业 (/schoolpaper/homework, docs/school-paper.md "Homework"): a teacher sets a school paper they
 * may read (their own or a shared one) as homework for classes they may set work for: the classes
 * they teach or head this semester, every class of the grades they lead (the master: the school).
 * The teacher sees each class's and student's completion (done, photos, not yet), opens the photos
 * and writes a comment the student sees. Another school's homework is missing (404); another
 * teacher's of the same school is forbidden (403).
 */
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULTS, HOMEWORK_STATE_NAMES, PAPER_TYPE, type THomeworkBody, type THomeworkRecord, type THomeworkClazz, type THomeworkCompletion, type THomeworkItem, type THomeworkPage } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { homework, homeworkClazz, homeworkSubmission, student, teacherClazz } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { currentSemester, schoolClazzes, studentCounts, type ClazzRow } from '../base/queries.js';
import { inTransaction } from '../marking/tx.js';
import { requireReadablePaper } from './papers.js';
import { randomUUID } from 'node:crypto';
import { DOCX_TYPE } from '../../http/send-file.js';
import { loadPaperSource } from '../paper/analysis.js';
import { buildFile, fileName as paperFileName } from '../paper/files.js';
import { requireRecord } from '../paper/records.js';

export type HomeworkRow = typeof homework.$inferSelect;

const NOT_FOUND = '作业不存在';

export async function requireOwnHomework(db: Db, auth: AuthContext, homeworkId: number): Promise<HomeworkRow> {
  const h = (await db.select().from(homework).where(eq(homework.id, homeworkId)).limit(1))[0];
  if (!h || h.schoolId !== auth.schoolId) throw errors.notFound(NOT_FOUND);
  if (h.teacherId !== auth.teacherId) throw errors.forbidden('只能查看和修改自己布置的作业');
  return h;
}

/** The classes (在读) the teacher may set homework for, in the school's order. */
export async function settableClazzes(db: Db, auth: AuthContext): Promise<ClazzRow[]> {
  const all = await schoolClazzes(db, auth.schoolId);
  const sem = await currentSemester(db, auth.schoolId);
  const own = new Set<number>();
  if (sem) {
    const rows = await db.select({ clazzId: teacherClazz.clazzId }).from(teacherClazz).where(and(eq(teacherClazz.teacherId, auth.teacherId), eq(teacherClazz.semesterId, sem.id)));
    for (const r of rows) own.add(r.clazzId);
  }
  return all.filter((c) => own.has(c.clazzId) || auth.leadsWholeSchool || auth.leadGradeIds.includes(c.gradeId));
}

export async function homeworkClazzOptions(db: Db, auth: AuthContext): Promise<THomeworkClazz[]> {
  const rows = await settableClazzes(db, auth);
  const counts = await studentCounts(db, rows.map((r) => r.clazzId));
  return rows.map((r) => ({ clazzId: r.clazzId, clazzName: r.clazzName, gradeName: r.gradeName, studentCount: counts.get(r.clazzId) ?? 0 }));
}

/** Another school's class is missing; one of the school the teacher may not set work for is forbidden. */
async function requireSettableClazzes(db: Db, auth: AuthContext, clazzIds: readonly number[]): Promise<void> {
  const allowed = new Set((await settableClazzes(db, auth)).map((c) => c.clazzId));
  const school = new Map((await schoolClazzes(db, auth.schoolId)).map((c) => [c.clazzId, c]));
  const missing = clazzIds.filter((id) => !school.has(id));
  if (missing.length) throw errors.notFound(`班级${missing.join('、')}不存在`);
  const refused = clazzIds.filter((id) => !allowed.has(id)).map((id) => school.get(id)!.clazzName);
  if (refused.length) throw errors.forbidden(`不能给${refused.join('、')}布置作业：只能布置给自己任教的班级或所管理年级的班级`);
}

type ItemRow = {
  id: number;
  title: string;
  paper_id: number | null;
  record_id: number | null;
  paper_name: string;
  file_type: string;
  due_at: Date | string;
  created_at: Date | string;
  clazzes: { clazzId: number; clazzName: string }[] | null;
  student_count: number;
  done_count: number;
  photo_count: number;
};

async function items(db: Db, where: ReturnType<typeof sql>, limit: number, offset: number): Promise<THomeworkItem[]> {
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`
      select h.id, h.title, h.paper_id, h.record_id, coalesce(p.name, h.file_name) as paper_name, coalesce(p.file_type, 'docx') as file_type, h.due_at, h.created_at,
        (select json_agg(json_build_object('clazzId', c.id, 'clazzName', c.name) order by c.sort, c.id)
           from homework_clazz hc join clazz c on c.id = hc.clazz_id where hc.homework_id = h.id) as clazzes,
        (select count(*)::int from homework_clazz hc join student s on s.clazz_id = hc.clazz_id and s.status = 1 where hc.homework_id = h.id) as student_count,
        (select count(*)::int from homework_submission w where w.homework_id = h.id and w.done) as done_count,
        (select count(*)::int from homework_submission w where w.homework_id = h.id and cardinality(w.photo_keys) > 0) as photo_count
      from homework h left join school_paper p on p.id = h.paper_id
      where ${where}
      order by h.created_at desc, h.id desc limit ${limit} offset ${offset}`),
  );
  const now = Date.now();
  return rows.map((r) => ({
    homeworkId: r.id,
    title: r.title,
    paperId: r.paper_id,
    recordId: r.record_id,
    source: r.paper_id == null ? 'record' : 'school',
    // A composed paper is named by its stored file (the record may have been renamed or deleted since).
    paperName: r.paper_id == null ? r.paper_name.replace(/\.docx$/, '') : r.paper_name,
    fileType: r.file_type === 'pdf' ? 'pdf' : 'docx',
    dueAt: new Date(r.due_at).toISOString(),
    open: new Date(r.due_at).getTime() > now ? 1 : 0,
    clazzes: r.clazzes ?? [],
    studentCount: r.student_count,
    doneCount: r.done_count,
    photoCount: r.photo_count,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function listHomework(db: Db, auth: AuthContext, pageNo: number, pageSize: number): Promise<THomeworkPage> {
  const where = sql`h.school_id = ${auth.schoolId} and h.teacher_id = ${auth.teacherId}`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from homework h where ${where}`))[0]?.n ?? 0;
  return { list: await items(db, where, pageSize, (pageNo - 1) * pageSize), total, pageNo, pageSize };
}

async function homeworkItem(db: Db, homeworkId: number): Promise<THomeworkItem> {
  const item = (await items(db, sql`h.id = ${homeworkId}`, 1, 0))[0];
  if (!item) throw errors.notFound(NOT_FOUND);
  return item;
}

/** The teacher's composed papers (组卷记录) with questions, newest first: what may be set as homework. */
export async function homeworkRecordOptions(db: Db, auth: AuthContext): Promise<THomeworkRecord[]> {
  const rows = rowsOf<{ id: number; name: string; subject_name: string | null; n: number; total_score: number; created_at: Date | string }>(
    await db.execute(sql`
      select r.id, r.name, s.name as subject_name, (select count(*)::int from paper_record_topic t where t.record_id = r.id) as n, r.total_score, r.created_at
      from paper_record r left join subject s on s.id = r.subject_id
      where r.school_id = ${auth.schoolId} and r.teacher_id = ${auth.teacherId} and not r.hidden
        and exists (select 1 from paper_record_topic t where t.record_id = r.id)
      order by r.created_at desc, r.id desc limit 200`),
  );
  return rows.map((r) => ({ recordId: r.id, name: r.name, subjectName: r.subject_name ?? '', questionCount: r.n, totalScore: Number(r.total_score), createdAt: new Date(r.created_at).toISOString() }));
}

/**
 * The Word of the teacher's own composed paper, without answers, stored for the students: what
 * they get stays as it was when the homework was set.
 */
async function storeRecordPaper(db: Db, storage: Storage, auth: AuthContext, recordId: number): Promise<{ fileKey: string; fileName: string }> {
  const r = await requireRecord(db, auth, recordId, 'own');
  const src = await loadPaperSource(db, auth, PAPER_TYPE.RECORD, r.id, null);
  if (src.placed.length === 0) throw errors.validation('这份组卷还没有试题，不能布置为作业');
  const buffer = await buildFile(db, src, 'paper', { examTime: r.examTime ?? DEFAULTS.EXAM_TIME_MINUTES, examDate: r.examDate, clazzIds: [], schoolId: auth.schoolId, storage });
  const fileKey = `homework-papers/${auth.schoolId}/${randomUUID()}.docx`;
  await storage.put(fileKey, buffer, DOCX_TYPE);
  return { fileKey, fileName: paperFileName(src.name, 'paper') };
}

/** Sets homework in one transaction: the row and its classes, or nothing (a composed paper's stored file is removed again). */
export async function createHomework(db: Db, storage: Storage, auth: AuthContext, body: THomeworkBody, now = new Date()): Promise<THomeworkItem> {
  if (body.paperId !== undefined) await requireReadablePaper(db, auth, body.paperId);
  const dueAt = new Date(body.dueAt);
  if (dueAt.getTime() <= now.getTime()) throw errors.validation('截止时间不能早于现在');
  const clazzIds = [...new Set(body.clazzIds)];
  await requireSettableClazzes(db, auth, clazzIds);
  const file = body.recordId !== undefined ? await storeRecordPaper(db, storage, auth, body.recordId) : null;
  let id: number;
  try {
    id = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(homework)
        .values({ schoolId: auth.schoolId, teacherId: auth.teacherId, paperId: body.paperId ?? null, recordId: body.recordId ?? null, fileKey: file?.fileKey ?? null, fileName: file?.fileName ?? null, title: body.title, dueAt })
        .returning({ id: homework.id });
      await tx.insert(homeworkClazz).values(clazzIds.map((clazzId) => ({ homeworkId: row!.id, clazzId })));
      return row!.id;
    });
  } catch (err) {
    if (file) await storage.remove(file.fileKey).catch(() => undefined);
    throw err;
  }
  return homeworkItem(db, id);
}

/** Removes the homework with the students' work; their photos leave storage afterwards. */
export async function deleteHomework(db: Db, storage: Storage, auth: AuthContext, homeworkId: number): Promise<void> {
  await requireOwnHomework(db, auth, homeworkId);
  const keys = await inTransaction(db, async (tx) => {
    const subs = await tx.select({ keys: homeworkSubmission.photoKeys }).from(homeworkSubmission).where(eq(homeworkSubmission.homeworkId, homeworkId));
    const [gone] = await tx.delete(homework).where(eq(homework.id, homeworkId)).returning({ fileKey: homework.fileKey });
    return [...subs.flatMap((s) => s.keys), ...(gone?.fileKey ? [gone.fileKey] : [])];
  });
  for (const key of keys) await storage.remove(key).catch(() => undefined);
}

type StudentRow = {
  id: number;
  name: string;
  student_num: string;
  clazz_id: number;
  clazz_name: string;
  done: boolean | null;
  photo_count: number | null;
  updated_at: Date | string | null;
  comment: string | null;
};

/** Each class's and student's completion (the class filter narrows the students). */
export async function homeworkCompletion(db: Db, auth: AuthContext, homeworkId: number, clazzId?: number): Promise<THomeworkCompletion> {
  await requireOwnHomework(db, auth, homeworkId);
  const item = await homeworkItem(db, homeworkId);
  if (clazzId != null && !item.clazzes.some((c) => c.clazzId === clazzId)) throw errors.notFound('这项作业没有布置给这个班级');
  const rows = rowsOf<StudentRow>(
    await db.execute(sql`
      select s.id, s.name, s.student_num, c.id as clazz_id, c.name as clazz_name, w.done, cardinality(w.photo_keys) as photo_count, w.updated_at, w.comment
      from homework_clazz hc
      join clazz c on c.id = hc.clazz_id
      join student s on s.clazz_id = hc.clazz_id and s.status = 1
      left join homework_submission w on w.homework_id = hc.homework_id and w.student_id = s.id
      where hc.homework_id = ${homeworkId}
      order by c.sort, c.id, s.student_num, s.id`),
  );
  const students = rows.map((r) => {
    const photoCount = r.photo_count ?? 0;
    const done = r.done ? 1 : 0;
    const state = photoCount > 0 ? 2 : done ? 1 : 0;
    return {
      studentId: r.id,
      name: r.name,
      studentNum: r.student_num,
      clazzId: r.clazz_id,
      clazzName: r.clazz_name,
      state,
      stateName: HOMEWORK_STATE_NAMES[state]!,
      done,
      photoCount,
      updatedAt: r.updated_at ? new Date(r.updated_at).toISOString() : null,
      comment: r.comment ?? '',
    };
  });
  const clazzes = item.clazzes.map((c) => {
    const mine = students.filter((s) => s.clazzId === c.clazzId);
    return {
      clazzId: c.clazzId,
      clazzName: c.clazzName,
      studentCount: mine.length,
      doneCount: mine.filter((s) => s.done === 1).length,
      photoCount: mine.filter((s) => s.photoCount > 0).length,
      notYetCount: mine.filter((s) => s.state === 0).length,
    };
  });
  return { homework: item, clazzes, students: clazzId == null ? students : students.filter((s) => s.clazzId === clazzId) };
}

/** The student of one of the homework's classes (another school's or class's student is missing). */
async function requireHomeworkStudent(db: Db, homeworkId: number, studentId: number): Promise<{ clazzId: number }> {
  const rows = await db
    .select({ clazzId: student.clazzId })
    .from(student)
    .innerJoin(homeworkClazz, and(eq(homeworkClazz.clazzId, student.clazzId), eq(homeworkClazz.homeworkId, homeworkId)))
    .where(eq(student.id, studentId))
    .limit(1);
  if (!rows[0]) throw errors.notFound('学生不存在或不在布置作业的班级');
  return rows[0];
}

export async function studentPhotoForTeacher(db: Db, storage: Storage, auth: AuthContext, homeworkId: number, studentId: number, photoNo: number): Promise<Buffer> {
  await requireOwnHomework(db, auth, homeworkId);
  await requireHomeworkStudent(db, homeworkId, studentId);
  const sub = (await db.select({ keys: homeworkSubmission.photoKeys }).from(homeworkSubmission).where(and(eq(homeworkSubmission.homeworkId, homeworkId), eq(homeworkSubmission.studentId, studentId))).limit(1))[0];
  const key = sub?.keys[photoNo - 1];
  const data = key ? await storage.get(key) : null;
  if (!data) throw errors.notFound('没有这张照片');
  return data;
}

/** The teacher's comment on a student's homework (an empty comment clears it); the student sees it. */
export async function commentHomework(db: Db, auth: AuthContext, homeworkId: number, studentId: number, comment: string): Promise<THomeworkCompletion['students'][number]> {
  await requireOwnHomework(db, auth, homeworkId);
  const { clazzId } = await requireHomeworkStudent(db, homeworkId, studentId);
  await db
    .insert(homeworkSubmission)
    .values({ homeworkId, studentId, clazzId, comment, commentedAt: comment ? new Date() : null })
    .onConflictDoUpdate({ target: [homeworkSubmission.homeworkId, homeworkSubmission.studentId], set: { comment, commentedAt: comment ? new Date() : null } });
  const all = await homeworkCompletion(db, auth, homeworkId, clazzId);
  return all.students.find((s) => s.studentId === studentId)!;
}

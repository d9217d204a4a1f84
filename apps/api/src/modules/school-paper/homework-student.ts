/**
 * The student's side of 作业 (docs/school-paper.md "Homework"): homework set for the student's
 * class appears in the task list while it is open; the student reads or downloads the paper,
 * marks it done and hands in up to six photos of the work (the shared student-photo path: 10 MB,
 * JPEG/PNG/WebP by bytes, re-encoded) until the due time, and reads the teacher's comment.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { HOMEWORK_MAX_PHOTOS, type TStudentHomework, type TStudentTask } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { homework, homeworkSubmission } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { JPEG_TYPE, preparePhoto, readPhotoUpload } from '../../http/photo-upload.js';
import type { Storage } from '../../storage/storage.js';
import type { StudentAuthContext } from '../student-auth/authenticate.js';
import { FILE_CONTENT_TYPES } from './file-check.js';

const NOT_FOUND = '作业不存在';

type Row = typeof homework.$inferSelect;

/** A homework of the student's class in the student's school. */
async function studentHomeworkRow(db: Db, auth: StudentAuthContext, homeworkId: number): Promise<Row> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select h.id from homework h where h.id = ${homeworkId} and h.school_id = ${auth.schoolId}
      and exists (select 1 from homework_clazz hc where hc.homework_id = h.id and hc.clazz_id = ${auth.clazzId})`),
  );
  if (!rows.length) throw errors.notFound(NOT_FOUND);
  return (await db.select().from(homework).where(eq(homework.id, homeworkId)).limit(1))[0]!;
}

const isOpen = (h: Row, now = new Date()) => h.dueAt.getTime() > now.getTime();

async function assertOpen(db: Db, auth: StudentAuthContext, homeworkId: number): Promise<Row> {
  const h = await studentHomeworkRow(db, auth, homeworkId);
  if (!isOpen(h)) throw errors.conflict('作业已截止，不能再提交');
  return h;
}

async function submission(db: Db, homeworkId: number, studentId: number) {
  return (await db.select().from(homeworkSubmission).where(and(eq(homeworkSubmission.homeworkId, homeworkId), eq(homeworkSubmission.studentId, studentId))).limit(1))[0] ?? null;
}

export async function studentHomework(db: Db, auth: StudentAuthContext, homeworkId: number): Promise<TStudentHomework> {
  const h = await studentHomeworkRow(db, auth, homeworkId);
  const info = h.paperId != null
    ? rowsOf<{ paper_name: string; file_type: string; file_name: string; teacher_name: string | null }>(
        await db.execute(sql`select p.name as paper_name, p.file_type, p.file_name, t.name as teacher_name from school_paper p left join teacher t on t.id = ${h.teacherId} where p.id = ${h.paperId}`),
      )[0]!
    : { paper_name: (h.fileName ?? '').replace(/\.docx$/, ''), file_type: 'docx', file_name: h.fileName ?? `${h.title}.docx`, teacher_name: rowsOf<{ name: string }>(await db.execute(sql`select name from teacher where id = ${h.teacherId}`))[0]?.name ?? null };
  const s = await submission(db, homeworkId, auth.studentId);
  return {
    homeworkId: h.id,
    title: h.title,
    paperName: info.paper_name,
    fileType: info.file_type === 'pdf' ? 'pdf' : 'docx',
    fileName: info.file_name,
    teacherName: info.teacher_name ?? '',
    dueAt: h.dueAt.toISOString(),
    open: isOpen(h) ? 1 : 0,
    done: s?.done ? 1 : 0,
    photoCount: s?.photoKeys.length ?? 0,
    comment: s?.comment ?? '',
    commentedAt: s?.commentedAt ? s.commentedAt.toISOString() : null,
  };
}

/** The paper's original file, for the student to read or print. */
export async function studentHomeworkFile(db: Db, storage: Storage, auth: StudentAuthContext, homeworkId: number): Promise<{ buffer: Buffer; fileName: string; contentType: string }> {
  const h = await studentHomeworkRow(db, auth, homeworkId);
  // A composed paper's Word was stored when the homework was set.
  const p = h.paperId != null
    ? rowsOf<{ file_key: string; file_name: string; file_type: string }>(await db.execute(sql`select file_key, file_name, file_type from school_paper where id = ${h.paperId}`))[0]!
    : { file_key: h.fileKey!, file_name: h.fileName ?? `${h.title}.docx`, file_type: 'docx' };
  const buffer = await storage.get(p.file_key);
  if (!buffer) throw errors.notFound('试卷文件不存在');
  return { buffer, fileName: p.file_name, contentType: FILE_CONTENT_TYPES[p.file_type === 'pdf' ? 'pdf' : 'docx'] };
}

export async function markHomeworkDone(db: Db, auth: StudentAuthContext, homeworkId: number, done: boolean): Promise<TStudentHomework> {
  await assertOpen(db, auth, homeworkId);
  await db
    .insert(homeworkSubmission)
    .values({ homeworkId, studentId: auth.studentId, clazzId: auth.clazzId, done, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [homeworkSubmission.homeworkId, homeworkSubmission.studentId], set: { done, updatedAt: new Date() } });
  return studentHomework(db, auth, homeworkId);
}

/**
 * Stores the photo, then appends its key in one statement that also checks the count: a full
 * set or a closed homework writes nothing, and the stored file is removed again.
 */
export async function uploadHomeworkPhoto(db: Db, storage: Storage, auth: StudentAuthContext, homeworkId: number, req: FastifyRequest): Promise<TStudentHomework> {
  await assertOpen(db, auth, homeworkId);
  const existing = await submission(db, homeworkId, auth.studentId);
  if ((existing?.photoKeys.length ?? 0) >= HOMEWORK_MAX_PHOTOS) throw errors.validation(`最多上传${HOMEWORK_MAX_PHOTOS}张照片`);
  const jpeg = await preparePhoto(await readPhotoUpload(req));
  const key = `homework-photos/${auth.schoolId}/${homeworkId}/${auth.studentId}-${randomUUID()}.jpg`;
  await storage.put(key, jpeg, JPEG_TYPE);
  let saved: { id: number } | undefined;
  try {
    saved = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into homework_submission (homework_id, student_id, clazz_id, photo_keys, updated_at)
        values (${homeworkId}, ${auth.studentId}, ${auth.clazzId}, array[${key}]::varchar[], now())
        on conflict (homework_id, student_id) do update set photo_keys = homework_submission.photo_keys || excluded.photo_keys, updated_at = now()
          where cardinality(homework_submission.photo_keys) < ${HOMEWORK_MAX_PHOTOS}
        returning id`),
    )[0];
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
  if (!saved) {
    await storage.remove(key).catch(() => undefined);
    throw errors.validation(`最多上传${HOMEWORK_MAX_PHOTOS}张照片`);
  }
  return studentHomework(db, auth, homeworkId);
}

export async function studentHomeworkPhoto(db: Db, storage: Storage, auth: StudentAuthContext, homeworkId: number, photoNo: number): Promise<Buffer> {
  await studentHomeworkRow(db, auth, homeworkId);
  const key = (await submission(db, homeworkId, auth.studentId))?.photoKeys[photoNo - 1];
  const data = key ? await storage.get(key) : null;
  if (!data) throw errors.notFound('没有这张照片');
  return data;
}

/** Removes one photo (while the homework is open); the file leaves storage after the row changed. */
export async function removeHomeworkPhoto(db: Db, storage: Storage, auth: StudentAuthContext, homeworkId: number, photoNo: number): Promise<TStudentHomework> {
  await assertOpen(db, auth, homeworkId);
  const s = await submission(db, homeworkId, auth.studentId);
  const key = s?.photoKeys[photoNo - 1];
  if (!s || !key) throw errors.notFound('没有这张照片');
  await db
    .update(homeworkSubmission)
    .set({ photoKeys: sql`array_remove(${homeworkSubmission.photoKeys}, ${key}::varchar)`, updatedAt: new Date() })
    .where(eq(homeworkSubmission.id, s.id));
  await storage.remove(key).catch(() => undefined);
  return studentHomework(db, auth, homeworkId);
}

/** Open homework of the student's class for the task list: done once marked done or a photo is in. */
export async function homeworkTasks(db: Db, auth: StudentAuthContext): Promise<TStudentTask[]> {
  const rows = rowsOf<{ id: number; title: string; due_at: Date | string; done: boolean | null; photos: number | null }>(
    await db.execute(sql`
      select h.id, h.title, h.due_at, w.done, cardinality(w.photo_keys) as photos
      from homework h join homework_clazz hc on hc.homework_id = h.id and hc.clazz_id = ${auth.clazzId}
      left join homework_submission w on w.homework_id = h.id and w.student_id = ${auth.studentId}
      where h.school_id = ${auth.schoolId} and h.due_at > now()
      order by h.due_at, h.id`),
  );
  return rows.map((r) => ({ kind: 'homework', id: r.id, title: `作业：${r.title}`, dueAt: new Date(r.due_at).toISOString(), status: r.done || (r.photos ?? 0) > 0 ? 'done' : 'todo' }));
}

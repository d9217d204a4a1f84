/**
 * Photos of handwritten essays (docs/writing.md, "Photos"): the student hands in a phone photo
 * instead of, or as well as, the typed text; the teacher reads it beside the essay. Reading,
 * checking and re-encoding the upload is the shared student-photo path (src/http/photo-upload.ts,
 * also used by homework photos).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TStudentWriteTask } from '@app/contract/writing';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { JPEG_TYPE, preparePhoto, readPhotoUpload } from '../../http/photo-upload.js';
import { rowsOf } from '../marking/present.js';
import type { StudentAuthContext } from '../student-auth/authenticate.js';
import { putState } from '../vocabulary/puts.js';
import { requireOwnSubmission, studentTask, studentWriteTask } from './submissions.js';

const NO_PHOTO = '没有上传照片';

export { JPEG_TYPE, MAX_PHOTO_BYTES, PHOTO_TYPES, photoTypeOf, preparePhoto, readPhotoUpload, sendJpeg } from '../../http/photo-upload.js';

/** Where the student may still hand in: the task started, not ended, not scored by the teacher. */
async function assertMayHandIn(db: Db, auth: StudentAuthContext, taskId: number): Promise<void> {
  const t = await studentTask(db, auth, taskId);
  const state = putState(t);
  if (state === 0) throw errors.conflict('写作任务尚未开始');
  if (state === 2) throw errors.conflict('写作任务已结束，不能再提交');
  if ((await submissionPhoto(db, taskId, auth.studentId))?.scored) throw errors.conflict('老师已批改这篇作文，不能再修改');
}

async function submissionPhoto(db: Db, taskId: number, studentId: number): Promise<{ key: string | null; scored: boolean } | null> {
  const row = rowsOf<{ photo_key: string | null; teacher_score: number | null }>(
    await db.execute(sql`select photo_key, teacher_score from write_submission where task_id = ${taskId} and student_id = ${studentId}`),
  )[0];
  return row ? { key: row.photo_key, scored: row.teacher_score != null } : null;
}

/**
 * Stores the student's photo and sets it on their essay: a new essay has no text yet; an existing
 * one keeps its text and feedback. One statement, so the row is never half-written; the previous
 * photo is removed afterwards (a failure to remove it leaves a stray file, nothing worse).
 */
export async function uploadPhoto(db: Db, storage: Storage, auth: StudentAuthContext, taskId: number, req: FastifyRequest): Promise<TStudentWriteTask> {
  await assertMayHandIn(db, auth, taskId);
  const jpeg = await preparePhoto(await readPhotoUpload(req));
  const hash = createHash('sha256').update(jpeg).digest('hex');
  const key = `write-photos/${auth.schoolId}/${taskId}/${auth.studentId}-${hash}.jpg`;
  await storage.put(key, jpeg, JPEG_TYPE);
  const saved = rowsOf<{ id: number; prev_key: string | null }>(
    await db.execute(sql`
      with prev as (select photo_key from write_submission where task_id = ${taskId} and student_id = ${auth.studentId})
      insert into write_submission (task_id, student_id, clazz_id, text, word_count, photo_key, submitted_at)
      values (${taskId}, ${auth.studentId}, ${auth.clazzId}, '', 0, ${key}, now())
      on conflict (task_id, student_id) do update set photo_key = excluded.photo_key, submitted_at = excluded.submitted_at
        where write_submission.teacher_score is null
      returning id, (select photo_key from prev) as prev_key`),
  )[0];
  if (!saved) {
    // Scored in the meantime: drop the new file unless it is the very photo the essay already has.
    if ((await submissionPhoto(db, taskId, auth.studentId))?.key !== key) await storage.remove(key).catch(() => undefined);
    throw errors.conflict('老师已批改这篇作文，不能再修改');
  }
  if (saved.prev_key && saved.prev_key !== key) await storage.remove(saved.prev_key).catch(() => undefined);
  return studentWriteTask(db, auth, taskId);
}

async function storedPhoto(storage: Storage, key: string | null | undefined): Promise<Buffer> {
  const data = key ? await storage.get(key) : null;
  if (!data) throw errors.notFound(NO_PHOTO);
  return data;
}

/** The student's own photo of the task. */
export async function studentPhoto(db: Db, storage: Storage, auth: StudentAuthContext, taskId: number): Promise<Buffer> {
  await studentTask(db, auth, taskId);
  return storedPhoto(storage, (await submissionPhoto(db, taskId, auth.studentId))?.key);
}

/** An essay's photo for the teacher: the same access as the essay (aiwrite). */
export async function teacherPhoto(db: Db, storage: Storage, auth: AuthContext, submissionId: number): Promise<Buffer> {
  const { s } = await requireOwnSubmission(db, auth, submissionId);
  return storedPhoto(storage, s.photoKey);
}

/**
 * Photos of handwritten essays (docs/writing.md, "Photos"): the student hands in a phone photo
 * instead of, or as well as, the typed text; the teacher reads it beside the essay. The upload is
 * checked by its bytes (JPEG, PNG or WebP), decoded with a pixel cap, turned upright by its EXIF
 * orientation, shrunk to at most 2000 px on the long side and stored as a JPEG: what is kept is
 * always an image we wrote, never the sender's file.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { TStudentWriteTask } from '@app/contract/writing';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { imageTypeOf } from '../marking/images/normalise.js';
import { rowsOf } from '../marking/present.js';
import type { StudentAuthContext } from '../student-auth/authenticate.js';
import { putState } from '../vocabulary/puts.js';
import { requireOwnSubmission, studentTask, studentWriteTask } from './submissions.js';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const JPEG_TYPE = 'image/jpeg';
/** Decompression-bomb guard: a 50-megapixel phone photo is the largest a school will see. */
const MAX_PHOTO_PIXELS = 50_000_000;
/** The stored photo's long side: an A4 page stays readable, a photo stays a few hundred KB. */
const MAX_PHOTO_SIDE = 2000;

const TOO_LARGE = '照片超过10MB，请压缩后再上传';
const WRONG_TYPE = '只能上传JPG、PNG或WebP格式的照片';
const UNREADABLE = '照片无法识别，请重新拍摄后上传';
const NO_PHOTO = '没有上传照片';

/** The photo's type from its first bytes: JPEG, PNG (as the scans read them) or WebP (RIFF....WEBP). */
export function photoTypeOf(data: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const known = imageTypeOf(data);
  if (known) return known;
  const ascii = (from: number, to: number) => String.fromCharCode(...data.subarray(from, to));
  if (data.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Reads the form's one file (field file), refusing more than 10 MB while it streams in. */
export async function readPhotoUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw errors.validation('请以multipart/form-data上传文件，字段名为file');
  // An honest client says how big the upload is: refuse before reading it.
  if (Number(req.headers['content-length'] ?? 0) > MAX_PHOTO_BYTES + 64 * 1024) throw errors.tooLarge(TOO_LARGE);
  try {
    const part = await req.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
    if (!part) throw errors.validation('请选择要上传的照片');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw errors.validation('上传文件的字段名应为file');
    }
    const data = await part.toBuffer();
    if (part.file.truncated) throw errors.tooLarge(TOO_LARGE);
    if (!data.length) throw errors.validation('请选择要上传的照片');
    return data;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge(TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw errors.validation('只能上传一张照片');
    throw err;
  }
}

/** Decodes the upload (by its bytes), turns it upright and writes the JPEG we keep. */
export async function preparePhoto(data: Buffer): Promise<Buffer> {
  if (!photoTypeOf(data)) throw errors.validation(WRONG_TYPE);
  try {
    return await sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS, autoOrient: true })
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw errors.validation(UNREADABLE);
  }
}

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

/**
 * Answers the JPEG itself. The photo behind a URL changes with each upload, so the browser
 * revalidates every time, and an unchanged photo costs a 304 (its ETag is the content's hash).
 */
export async function sendJpeg(req: FastifyRequest, reply: FastifyReply, data: Buffer): Promise<null> {
  const etag = `"${createHash('sha256').update(data).digest('hex').slice(0, 32)}"`;
  reply.header('cache-control', 'private, no-cache').header('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return null;
  }
  await reply.header('content-type', JPEG_TYPE).send(data);
  return null;
}

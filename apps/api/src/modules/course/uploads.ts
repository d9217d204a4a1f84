/**
 * Lesson video uploads over tus (docs/course.md "Uploading"): @tus/server with its file store
 * keeps the bytes on local disk as they stream in (never in memory), so an upload can pause,
 * resume and survive a dropped connection or a closed tab. The Fastify route authenticates the
 * teacher first and hands the raw request to tus; tus only ever sees a signed-in teacher, and an
 * upload is reachable only by the teacher who created it, for a course of their own.
 *
 * A finished upload is not yet a chapter: the teacher's client then asks to attach it
 * (attachVideo), which checks the bytes, reads the duration, makes the poster, stores both and
 * writes the row. Uploads never attached expire after 24 hours and are swept hourly.
 */
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import type { ServerRequest } from 'srvx';
import { COURSE_MAX_VIDEOS, COURSE_UPLOAD_PATH, COURSE_VIDEO_MAX_BYTES, ERR, type TCourseVideo } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { course, courseVideo } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { inTransaction } from '../marking/tx.js';
import { presentVideo, requireOwnCourse } from './courses.js';
import { fileHead, makePoster, probeVideo, sniffVideo, VIDEO_MIME, VideoUnreadable } from './video-probe.js';

/**
 * Caps tests may lower: the largest video, how long an unattached upload is kept, and how many
 * unattached uploads a teacher may hold at once (each may claim 2 GB of the upload disk).
 */
export const COURSE_UPLOAD_LIMITS = { maxBytes: COURSE_VIDEO_MAX_BYTES, expiryMs: 24 * 60 * 60 * 1000, perTeacher: 5 };

/** The teacher the Fastify route authenticated, by the raw request tus is handed. */
const teacherOfRequest = new WeakMap<object, number>();

/** What tus's own refusals say, in the product's words. */
const TUS_MESSAGES: Record<number, string> = {
  400: '上传请求无效，请重新上传',
  403: '无权操作这个上传',
  404: '上传不存在或已过期，请重新上传',
  409: '上传进度与服务器不一致，请重新上传',
  410: '上传已过期，请重新上传',
  412: '不支持的上传协议版本',
  413: `视频不能超过${COURSE_VIDEO_MAX_BYTES / 1024 / 1024 / 1024}GB`,
  415: '上传内容类型错误',
  423: '这个上传正在被另一个请求写入，请稍后重试',
  460: '上传的校验和不一致，请重新上传',
};

type TusError = { status_code: number; body: string };

const envelope = (status: number, errCode: string, errMsg: string): TusError => ({ status_code: status, body: JSON.stringify({ errCode, errMsg, data: null }) });

function errCodeOf(status: number): string {
  if (status === 404 || status === 410) return ERR.NOT_FOUND;
  if (status === 403) return ERR.FORBIDDEN;
  if (status === 409 || status === 423) return ERR.CONFLICT;
  if (status === 413) return ERR.TOO_LARGE;
  if (status >= 500) return ERR.INTERNAL;
  return ERR.VALIDATION;
}

/** Uploads being attached right now (one attach per upload at a time, in this process). */
const attaching = new Set<string>();

export type CourseUploads = {
  server: Server;
  store: FileStore;
  dir: string;
  /** The path of a stored upload's bytes. */
  filePath: (uploadId: string) => string;
  /** Removes uploads older than the expiry that were never attached, finished or not; resolves with how many. */
  sweep: (now?: Date) => Promise<number>;
  close: () => Promise<void>;
};

/**
 * The tus server for lesson videos, storing partial uploads under `dir` (a fresh temporary folder
 * when absent, removed on close).
 */
export async function createCourseUploads(db: Db, dir?: string): Promise<CourseUploads> {
  const own = !dir;
  const folder = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'course-uploads-')));
  await mkdir(folder, { recursive: true });
  const store = new FileStore({ directory: folder, expirationPeriodInMilliseconds: COURSE_UPLOAD_LIMITS.expiryMs });
  const teacherOf = (req: ServerRequest) => (req.runtime?.node?.req ? (teacherOfRequest.get(req.runtime.node.req) ?? 0) : 0);
  const server = new Server({
    path: COURSE_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    respectForwardedHeaders: false,
    maxSize: () => COURSE_UPLOAD_LIMITS.maxBytes,
    onUploadCreate: async (req, upload) => {
      const teacherId = teacherOf(req);
      const courseId = Number(upload.metadata?.courseId ?? NaN);
      if (!Number.isInteger(courseId) || courseId <= 0) throw envelope(400, ERR.VALIDATION, '上传信息缺少课程（courseId）');
      const owner = rowsOf<{ teacher_id: number }>(await db.execute(sql`select teacher_id from course where id = ${courseId}`))[0];
      if (!owner || owner.teacher_id !== teacherId) throw envelope(404, ERR.NOT_FOUND, '课程不存在');
      let held = 0;
      for (const id of await store.configstore.list!()) {
        const info = await store.configstore.get(id).catch(() => undefined);
        if (Number(info?.metadata?.teacherId) === teacherId) held += 1;
      }
      if (held >= COURSE_UPLOAD_LIMITS.perTeacher) throw envelope(409, ERR.CONFLICT, `同时进行的上传最多${COURSE_UPLOAD_LIMITS.perTeacher}个，请先完成或取消其他上传`);
      return { metadata: { ...upload.metadata, courseId: String(courseId), teacherId: String(teacherId) } };
    },
    onIncomingRequest: async (req, uploadId) => {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      // Another teacher's upload is as missing as one that never was.
      let upload: Upload;
      try {
        upload = await store.getUpload(uploadId);
      } catch {
        throw envelope(404, ERR.NOT_FOUND, TUS_MESSAGES[404]!);
      }
      if (Number(upload.metadata?.teacherId) !== teacherOf(req)) throw envelope(404, ERR.NOT_FOUND, TUS_MESSAGES[404]!);
    },
    onResponseError: (_req, err) => {
      const e = err as Partial<TusError> & { message?: string };
      if (typeof e.body === 'string' && e.body.startsWith('{')) return { status_code: e.status_code ?? 400, body: e.body };
      const status = e.status_code ?? 500;
      return envelope(status, errCodeOf(status), TUS_MESSAGES[status] ?? '上传失败，请重试');
    },
  });
  /**
   * The file store's own sweep skips finished uploads, and a finished upload never attached
   * (the tab closed before it asked) is as abandoned as a partial one: every upload older than
   * the expiry goes, except one being attached right now.
   */
  const sweep = async (now = new Date()) => {
    store.expirationPeriodInMilliseconds = COURSE_UPLOAD_LIMITS.expiryMs;
    let removed = 0;
    for (const id of await store.configstore.list!()) {
      if (attaching.has(id)) continue;
      const info = await store.configstore.get(id).catch(() => undefined);
      const created = info?.creation_date ? Date.parse(info.creation_date) : Number.NaN;
      if (!Number.isFinite(created) || created + COURSE_UPLOAD_LIMITS.expiryMs > now.getTime()) continue;
      await store.remove(id).catch(() => undefined);
      removed += 1;
    }
    return removed;
  };
  const timer = setInterval(() => void sweep().catch(() => undefined), 60 * 60 * 1000);
  timer.unref();
  return {
    server,
    store,
    dir: folder,
    filePath: (uploadId) => path.join(folder, uploadId),
    sweep,
    close: async () => {
      clearInterval(timer);
      if (own) await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Serves the tus endpoint: `authorise` checks the teacher (it throws the usual envelope errors),
 * then the raw request goes to tus, which streams the body to disk itself.
 */
export function registerCourseUploadRoutes(app: FastifyInstance, uploads: CourseUploads, authorise: (req: FastifyRequest) => Promise<AuthContext>): void {
  // tus's PATCH body is read by tus from the raw stream, not by Fastify.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = await authorise(req);
    teacherOfRequest.set(req.raw, auth.teacherId);
    reply.hijack();
    await uploads.server.handle(req.raw, reply.raw);
  };
  const methods = ['POST', 'PATCH', 'HEAD', 'DELETE'] as const;
  app.route({ method: [...methods], url: COURSE_UPLOAD_PATH, handler, exposeHeadRoute: false });
  app.route({ method: [...methods], url: `${COURSE_UPLOAD_PATH}/:uploadId`, handler, exposeHeadRoute: false });
}

const NOT_A_VIDEO = '文件不是视频：只能上传MP4、MOV或WebM格式的视频';
const UNREADABLE = '视频无法读取（文件已损坏或不完整），请检查后重新上传';

/**
 * Makes a finished upload the course's next chapter: its kind by its bytes, its duration and
 * picture size by ffprobe, a poster by ffmpeg; then both files go to storage and the row is
 * written. A refused file is removed with its upload; a failure after storing removes what was
 * stored, so nothing is left half-written.
 */
export async function attachVideo(db: Db, storage: Storage, uploads: CourseUploads, auth: AuthContext, courseId: number, body: { uploadId: string; title: string }, log?: (err: unknown) => void): Promise<TCourseVideo> {
  await requireOwnCourse(db, auth, courseId);
  let upload: Upload;
  try {
    upload = await uploads.store.getUpload(body.uploadId);
  } catch {
    throw errors.notFound(TUS_MESSAGES[404]!);
  }
  if (Number(upload.metadata?.teacherId) !== auth.teacherId) throw errors.notFound(TUS_MESSAGES[404]!);
  if (Number(upload.metadata?.courseId) !== courseId) throw errors.validation('这个上传不属于这门课程');
  if (upload.size == null || upload.offset !== upload.size) throw errors.conflict('视频还没有上传完，请等待上传完成');
  if (attaching.has(body.uploadId)) throw errors.conflict('视频正在处理中，请稍候');
  attaching.add(body.uploadId);
  const file = uploads.filePath(body.uploadId);
  const discard = () => uploads.store.remove(body.uploadId).catch(() => undefined);
  try {
    const kind = sniffVideo(await fileHead(file));
    if (!kind) {
      await discard();
      throw errors.validation(NOT_A_VIDEO);
    }
    let info;
    const posterFile = path.join(uploads.dir, `${body.uploadId}.poster.jpg`);
    try {
      info = await probeVideo(file);
      await makePoster(file, posterFile, Math.min(1, info.durationS / 2));
    } catch (err) {
      await rm(posterFile, { force: true });
      if (err instanceof VideoUnreadable) {
        await discard();
        throw errors.validation(UNREADABLE);
      }
      throw err;
    }
    const base = `course-videos/${auth.schoolId}/${randomUUID()}`;
    const fileKey = `${base}.${kind}`;
    const posterKey = `${base}.jpg`;
    const fileSize = (await stat(file)).size;
    try {
      await storage.putFile(posterKey, posterFile, 'image/jpeg');
      await storage.putFile(fileKey, file, VIDEO_MIME[kind]);
      const row = await inTransaction(db, async (tx) => {
        await tx.execute(sql`select id from course where id = ${courseId} for update`);
        const n = rowsOf<{ n: number; ord: number }>(await tx.execute(sql`select count(*)::int as n, coalesce(max(ord), 0)::int as ord from course_video where course_id = ${courseId}`))[0]!;
        if (n.n >= COURSE_MAX_VIDEOS) throw errors.conflict(`一门课程最多${COURSE_MAX_VIDEOS}个视频`);
        const fileName = String(upload.metadata?.filename ?? '').replace(/[\\/]/g, '').slice(-200) || `${body.title}.${kind}`;
        const [v] = await tx
          .insert(courseVideo)
          .values({ courseId, ord: n.ord + 1, title: body.title, fileName, kind, fileSize, durationS: info.durationS, width: info.width, height: info.height, fileKey, posterKey })
          .returning();
        await tx.update(course).set({ updatedAt: new Date() }).where(eq(course.id, courseId));
        return v!;
      });
      await discard();
      return presentVideo(row);
    } catch (err) {
      for (const key of [fileKey, posterKey]) await storage.remove(key).catch((e: unknown) => log?.(e));
      throw err;
    } finally {
      await rm(posterFile, { force: true });
    }
  } finally {
    attaching.delete(body.uploadId);
  }
}


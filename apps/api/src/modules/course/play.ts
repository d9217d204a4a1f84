/**
 * Playback (docs/course.md "Playing"): a `<video>` element cannot send the bearer header, so the
 * signed-in teacher or student first asks for a play ticket (a random token, stored as its hash,
 * valid for PLAY_TICKET_HOURS) and plays `/course/play/<ticket>`. That address answers HTTP range
 * requests from the file storage (local folder or S3), so the player seeks without downloading
 * the whole file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import rangeParser from 'range-parser';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TPlayTicket } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { coursePlayTicket } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import { VIDEO_MIME, type VideoKind } from './video-probe.js';

export const PLAY_TICKET_HOURS = 6;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

let lastSweep = 0;

/** A new ticket for the video (the caller has checked who may watch it). */
export async function issueTicket(db: Db, videoId: number, now = new Date()): Promise<TPlayTicket> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + PLAY_TICKET_HOURS * 3600 * 1000);
  // Expired tickets go at most once a minute per process.
  if (now.getTime() - lastSweep > 60_000) {
    lastSweep = now.getTime();
    await db.execute(sql`delete from course_play_ticket where expires_at < ${now}`);
  }
  await db.insert(coursePlayTicket).values({ tokenHash: hashOf(token), videoId, expiresAt });
  return { url: `/course/play/${token}`, posterUrl: `/course/play/${token}/poster`, expiresAt: expiresAt.toISOString() };
}

type TicketVideo = { file_key: string; poster_key: string; kind: string };

async function ticketVideo(db: Db, ticket: string): Promise<TicketVideo> {
  const row = rowsOf<TicketVideo>(
    await db.execute(sql`select v.file_key, v.poster_key, v.kind from course_play_ticket t join course_video v on v.id = t.video_id
      where t.token_hash = ${hashOf(ticket)} and t.expires_at > now()`),
  )[0];
  if (!row) throw errors.notFound('播放地址已失效，请刷新页面后重新播放');
  return row;
}

/** Sends a stored file, the part the Range header asks for (206) or the whole (200); 416 for a range outside it. */
export async function sendRange(req: FastifyRequest, reply: FastifyReply, storage: Storage, key: string, contentType: string): Promise<null> {
  const size = await storage.size(key);
  if (size == null) throw errors.notFound('视频文件不存在');
  void reply.header('accept-ranges', 'bytes').header('content-type', contentType).header('cache-control', 'private, max-age=3600');
  const header = req.headers.range;
  const ranges = header && size > 0 ? rangeParser(size, header, { combine: true }) : -2;
  if (ranges === -1) {
    await reply.code(416).header('content-range', `bytes */${size}`).send();
    return null;
  }
  // No range, a malformed one, or a range of another unit: the whole file. Several ranges: the first.
  const whole = ranges === -2 || ranges.type !== 'bytes';
  const start = whole ? 0 : ranges[0]!.start;
  const end = whole ? size - 1 : ranges[0]!.end;
  const body = size === 0 ? Buffer.alloc(0) : await storage.readRange(key, start, end);
  if (body == null) throw errors.notFound('视频文件不存在');
  if (!whole) void reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  await reply.header('content-length', String(size === 0 ? 0 : end - start + 1)).send(body);
  return null;
}

export async function playVideo(db: Db, storage: Storage, req: FastifyRequest, reply: FastifyReply, ticket: string): Promise<null> {
  const v = await ticketVideo(db, ticket);
  return sendRange(req, reply, storage, v.file_key, VIDEO_MIME[(v.kind as VideoKind) in VIDEO_MIME ? (v.kind as VideoKind) : 'mp4']);
}

export async function ticketPoster(db: Db, storage: Storage, ticket: string): Promise<Buffer> {
  const v = await ticketVideo(db, ticket);
  return posterBytes(storage, v.poster_key);
}

export async function posterBytes(storage: Storage, key: string): Promise<Buffer> {
  const data = await storage.get(key);
  if (!data) throw errors.notFound('封面图片不存在');
  return data;
}

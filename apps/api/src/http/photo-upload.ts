/**
 * Students' phone photos (essays, docs/writing.md "Photos"; homework, docs/school-paper.md): the
 * upload is read with a 10 MB cap while it streams in, checked by its bytes (JPEG, PNG or WebP),
 * decoded with a pixel cap, turned upright by its EXIF orientation, shrunk to at most 2000 px on
 * the long side and stored as a JPEG: what is kept is always an image we wrote, never the sender's
 * file. One path for every feature that takes a student's photo.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { errors } from './errors.js';
import { imageTypeOf } from '../modules/marking/images/normalise.js';

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

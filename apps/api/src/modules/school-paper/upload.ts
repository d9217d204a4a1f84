/**
 * Reads a school file upload (multipart: the file part `file` and text fields), refusing a file
 * over the limit while it streams in: the limit is checked on the bytes that arrive, and an honest
 * client's Content-Length is refused before anything is read.
 */
import type { FastifyRequest } from 'fastify';
import { errors } from '../../http/errors.js';

/** The cap on an uploaded school file; tests lower it (the route reads it on every request). */
export const SCHOOL_FILE_LIMIT = { maxBytes: 50 * 1024 * 1024 };

export type SchoolUpload = { data: Buffer; fileName: string; fields: Record<string, string> };

const MAX_FIELDS = 10;

export async function readSchoolUpload(req: FastifyRequest, what: string): Promise<SchoolUpload> {
  const limit = SCHOOL_FILE_LIMIT.maxBytes;
  const tooLarge = `${what}超过${Math.round(limit / 1024 / 1024)}MB，请压缩或拆分后再上传`;
  if (!req.isMultipart()) throw errors.validation('请以multipart/form-data上传文件，字段名为file');
  if (Number(req.headers['content-length'] ?? 0) > limit + 64 * 1024) throw errors.tooLarge(tooLarge);
  const fields: Record<string, string> = {};
  let file: { data: Buffer; fileName: string } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: limit, files: 1, fields: MAX_FIELDS, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw errors.validation('上传文件的字段名应为file');
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw errors.tooLarge(tooLarge);
        file = { data, fileName: part.filename };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge(tooLarge);
    if (code === 'FST_FILES_LIMIT') throw errors.validation('一次只能上传一个文件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw errors.validation('表单字段过多');
    throw err;
  }
  if (!file || file.data.length === 0) throw errors.validation(`请选择要上传的${what}`);
  return { ...file, fields };
}

/** The file's name without folders, trimmed to what a column holds; a name that is only dots or blank becomes the fallback. */
export function cleanFileName(name: string, fallback: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')].filter((c) => c.charCodeAt(0) >= 0x20).join('').trim().slice(-200);
  return base.replace(/^\.+$/, '') || fallback;
}

/** The file's name without its extension, as a default title. */
export const titleOf = (fileName: string, max: number) => fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, max);

/**
 * Routes of answer images and scans: viewing and rotating an answer image, importing a ZIP of
 * scans, and the exam's scan template (regions that cut whole-page scans into answers).
 * Image routes answer with the PNG itself; errors keep the JSON envelope.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZMarkingAnswerParams, ZMarkingExamParams, ZRotateImageBody, ZRotateImageResult, ZScanImportQuery, ZScanImportResult, ZScanProgress, ZScanProgressParams, ZScanTemplate, zIntParam } from '@app/contract';
import { errors } from '../../http/errors.js';
import { defineRoute } from '../../http/route.js';
import { PNG_TYPE, ZIP_TYPE } from '../../http/send-file.js';
import { rotateAnswerImage, storedImage, viewableAnswer } from './answer-image.js';
import { assertCanImportScans, importScans, MAX_SCAN_ZIP_BYTES } from './scan-import.js';
import { readScanProgress, startScanProgress } from './scan-progress.js';
import { getTemplate, MAX_TEMPLATE_BYTES, parseRegions, saveTemplate, templateImageKey } from './scan-template.js';

/** r: the rotation the client saw (part of the URL so a turned image is a new URL); v: optional image version. */
const ZAnswerImageQuery = z.object({
  r: zIntParam('旋转角度', { max: 359 }).optional(),
  v: z.string().max(64).optional(),
});

/**
 * Sends a stored PNG. Keys are content hashes, so the ETag is the key's hash and a revalidation
 * costs a 304. The browser may keep the image for a year only when the URL names the version
 * (v = the first characters of the key's hash): the image behind /answer/{id}/image?r=0 changes
 * when a scan is re-imported.
 */
async function sendPng(req: FastifyRequest, reply: FastifyReply, key: string, data: Buffer, version?: string): Promise<null> {
  const hash = /([0-9a-f]{64})\.png$/.exec(key)?.[1] ?? createHash('sha256').update(key).digest('hex');
  const etag = `"${hash.slice(0, 32)}"`;
  const pinned = version != null && version.length >= 8 && hash.startsWith(version);
  reply.header('cache-control', pinned ? 'private, max-age=31536000, immutable' : 'private, no-cache').header('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return null;
  }
  await reply.header('content-type', PNG_TYPE).send(data);
  return null;
}

export const markingImageRoutes = [
  defineRoute({
    method: 'GET',
    url: '/marking/answer/:answerId/image',
    summary: '答卷图片（PNG；考试负责人、该题组阅卷老师，班级混合阅卷时本班任课老师和班主任可看）',
    tag: 'marking',
    params: ZMarkingAnswerParams,
    query: ZAnswerImageQuery,
    response: z.null(),
    download: { contentType: PNG_TYPE, inline: true },
    handler: async ({ db, storage, auth, params, query, req, reply }) => {
      const answer = await viewableAnswer(db, auth, params.answerId);
      return sendPng(req, reply, answer.imageKey, await storedImage(storage, answer.imageKey), query.v);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/ufile/rotate-img',
    summary: '旋转答卷图片（顺时针90、180或270度；该题组阅卷老师或考试负责人）',
    tag: 'marking',
    body: ZRotateImageBody,
    response: ZRotateImageResult,
    okMsg: '旋转成功',
    handler: ({ db, storage, auth, body }) => rotateAnswerImage(db, storage, auth, body.answerId, body.degrees),
  }),
  defineRoute({
    method: 'POST',
    url: '/marking/exam/:examId/scans',
    summary: '上传扫描答卷（multipart，字段file，.zip，200MB以内；学号_题号.png/jpg、学号_p页码.png/jpg或学号.pdf）。带progressId时可另行查询处理进度',
    tag: 'marking',
    params: ZMarkingExamParams,
    query: ZScanImportQuery,
    response: ZScanImportResult,
    upload: { file: { field: 'file', contentType: ZIP_TYPE, description: '扫描答卷压缩包（.zip，200MB以内）：学号_题号.png/jpg、学号_p页码.png/jpg或学号.pdf', required: true } },
    okMsg: '扫描答卷已导入',
    handler: async ({ db, storage, auth, params, query, req }) => {
      if (!req.isMultipart()) throw errors.validation('请以multipart/form-data上传文件，字段名为file');
      await assertCanImportScans(db, auth, params.examId);
      // An honest client says how big the upload is: refuse before reading it.
      if (Number(req.headers['content-length'] ?? 0) > MAX_SCAN_ZIP_BYTES + 64 * 1024) throw errors.tooLarge('压缩包超过200MB，请分批上传');
      const part = await req.file({ limits: { fileSize: MAX_SCAN_ZIP_BYTES, files: 1 } });
      if (!part) throw errors.validation('请选择要上传的ZIP压缩包');
      const drain = () => {
        if (!part.file.readableEnded) part.file.resume();
      };
      if (part.fieldname !== 'file') {
        drain();
        throw errors.validation('上传文件的字段名应为file');
      }
      if (!/\.zip$/i.test(part.filename)) {
        drain();
        throw errors.validation('只支持.zip格式的压缩包');
      }
      const progress = await startScanProgress(db, auth, params.examId, query.progressId);
      try {
        const result = await importScans(db, storage, auth, params.examId, part.file, progress);
        if (part.file.truncated) throw errors.tooLarge('压缩包超过200MB，请分批上传');
        progress.set('done', result.imported + result.replaced, result.imported + result.replaced);
        return result;
      } catch (err) {
        progress.set('failed');
        if (part.file.truncated) throw errors.tooLarge('压缩包超过200MB，请分批上传');
        throw err;
      } finally {
        drain();
        await progress.flush();
      }
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/scan-import/progress/:progressId',
    summary: '扫描答卷导入的处理进度（上传时带的progressId；只能查询自己的导入）',
    tag: 'marking',
    params: ZScanProgressParams,
    response: ZScanProgress,
    handler: ({ db, auth, params }) => readScanProgress(db, auth, params.progressId),
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/exam/:examId/template',
    summary: '答题卡模板（模板图片与各题组区域）',
    tag: 'marking',
    params: ZMarkingExamParams,
    response: ZScanTemplate,
    handler: ({ db, auth, params }) => getTemplate(db, auth, params.examId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/exam/:examId/template',
    summary: '保存答题卡模板（multipart：file=模板图片PNG/JPG，10MB以内，可省略；regions=题组区域JSON数组）',
    tag: 'marking',
    params: ZMarkingExamParams,
    response: ZScanTemplate,
    upload: { file: { field: 'file', contentType: [PNG_TYPE, 'image/jpeg'], description: '模板图片（PNG/JPG，10MB以内）；不换图片时可省略', required: false }, fields: { regions: { description: '题组区域的JSON数组：[{groupId, page, x, y, w, h}]，坐标为占页面宽高的比例（0-1）', required: true } }, json: ZScanTemplate.pick({ regions: true }) },
    okMsg: '模板已保存',
    handler: async ({ db, storage, auth, params, req }) => {
      await assertCanImportScans(db, auth, params.examId);
      const form = await readTemplateForm(req);
      return saveTemplate(db, storage, auth, params.examId, { regions: parseRegions(form.regions), image: form.image });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/exam/:examId/template/image',
    summary: '答题卡模板图片（PNG）',
    tag: 'marking',
    params: ZMarkingExamParams,
    response: z.null(),
    download: { contentType: PNG_TYPE, inline: true },
    handler: async ({ db, storage, auth, params, req, reply }) => {
      const key = await templateImageKey(db, auth, params.examId);
      const data = await storage.get(key);
      if (!data) throw errors.notFound('答题卡模板图片不存在');
      return sendPng(req, reply, key, data);
    },
  }),
];

/** The template form: multipart (file + regions) or a JSON body { regions } without a new image. */
async function readTemplateForm(req: FastifyRequest): Promise<{ regions: unknown; image: Buffer | null }> {
  if (!req.isMultipart()) return { regions: (req.body as { regions?: unknown } | null | undefined)?.regions, image: null };
  let regions: unknown;
  let image: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_TEMPLATE_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw errors.validation('模板图片的字段名应为file');
        }
        image = await part.toBuffer();
        if (part.file.truncated) throw errors.tooLarge('模板图片超过10MB');
      } else if (part.fieldname === 'regions') regions = part.value;
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge('模板图片超过10MB');
    if (code === 'FST_FILES_LIMIT') throw errors.validation('只能上传一张模板图片');
    throw err;
  }
  return { regions, image: image && image.length ? image : null };
}

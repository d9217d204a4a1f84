/**
 * The one place errors become responses: { errCode, errMsg, data } (data null unless the error
 * carries one, e.g. a refused import's error list). Never a stack trace
 * or a raw database error.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERR, ERR_MSG } from '@app/contract';
import { AppError } from './errors.js';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) req.log.error({ err: error }, 'request failed');
      return reply.status(error.httpStatus).send({ errCode: error.errCode, errMsg: error.errMsg, data: error.data ?? null });
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (fe.statusCode === 400 && fe instanceof SyntaxError)) {
      return reply.status(400).send({ errCode: ERR.VALIDATION, errMsg: '请求体不是合法的JSON', data: null });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ errCode: ERR.TOO_LARGE, errMsg: '请求体过大', data: null });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ errCode: ERR.VALIDATION, errMsg: '不支持的请求内容类型，请使用application/json', data: null });
    }
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ errCode: ERR.VALIDATION, errMsg: '请求不正确', data: null });
    }
    if (isPgDataException(error)) {
      // Class 22 (data exception): input the database cannot hold, e.g. a NUL character or a number out of range.
      return reply.status(400).send({ errCode: ERR.VALIDATION, errMsg: '请求参数包含无法处理的内容，请检查后重试', data: null });
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ errCode: ERR.INTERNAL, errMsg: ERR_MSG.INTERNAL, data: null });
  });
}

/** PostgreSQL and PGlite put the SQLSTATE in `code`; drizzle may wrap the driver error in `cause`. */
function isPgDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** The envelope for Fastify's own request errors (a badly encoded URL, for example). */
export function frameworkErrorBody(error: FastifyError) {
  return { errCode: ERR.VALIDATION, errMsg: error.code === 'FST_ERR_BAD_URL' ? '请求地址编码不正确' : '请求不正确', data: null };
}

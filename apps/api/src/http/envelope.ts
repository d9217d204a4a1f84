/**
 * The one place errors become responses: { errCode, errMsg, data: null }. Never a stack trace
 * or a raw database error.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERR, ERR_MSG } from '@app/contract';
import { AppError } from './errors.js';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) req.log.error({ err: error }, 'request failed');
      return reply.status(error.httpStatus).send({ errCode: error.errCode, errMsg: error.errMsg, data: null });
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
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ errCode: ERR.INTERNAL, errMsg: ERR_MSG.INTERNAL, data: null });
  });
}

/**
 * Error factories with stable codes and Chinese messages. Thrown anywhere in a request and
 * rendered in one place (http/envelope.ts) into { errCode, errMsg, data }.
 */
import { ERR, ERR_MSG } from '@app/contract';

export class AppError extends Error {
  constructor(
    readonly errCode: string,
    readonly errMsg: string,
    readonly httpStatus: number,
    /** Sent as the envelope's data (null when absent), e.g. the error list of a refused import. */
    readonly data: unknown = null,
  ) {
    super(errMsg);
  }
}

export const errors = {
  validation: (msg: string) => new AppError(ERR.VALIDATION, msg, 400),
  tokenInvalid: () => new AppError(ERR.TOKEN_INVALID, ERR_MSG.TOKEN_INVALID, 401),
  loginFailed: () => new AppError(ERR.LOGIN_FAILED, ERR_MSG.LOGIN_FAILED, 401),
  studentLoginFailed: () => new AppError(ERR.LOGIN_FAILED, ERR_MSG.STUDENT_LOGIN_FAILED, 401),
  loginBlocked: () => new AppError(ERR.LOGIN_BLOCKED, ERR_MSG.LOGIN_BLOCKED, 429),
  forbidden: (msg: string = ERR_MSG.FORBIDDEN) => new AppError(ERR.FORBIDDEN, msg, 403),
  notFound: (msg: string = ERR_MSG.NOT_FOUND) => new AppError(ERR.NOT_FOUND, msg, 404),
  conflict: (msg: string) => new AppError(ERR.CONFLICT, msg, 409),
  tooLarge: (msg: string) => new AppError(ERR.TOO_LARGE, msg, 413),
  internal: () => new AppError(ERR.INTERNAL, ERR_MSG.INTERNAL, 500),
};

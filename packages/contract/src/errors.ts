/**
 * Response envelope and the stable error codes of the API (spec sections 7 and 8).
 * Every response is { errCode, errMsg, data }; success is '00' (the client also accepts '10003').
 */
export const ERR = {
  OK: '00',
  OK_ALT: '10003',
  /** Shown silently by the shared client, redirect by the paper-detail client (section 8). */
  SILENT: '10000',
  TOKEN_INVALID: '40001',
  LOGIN_FAILED: '40002',
  LOGIN_BLOCKED: '40003',
  FORBIDDEN: '40300',
  /** The account's password is an initial or reset one: change it first (/base/teacher/password). */
  PASSWORD_CHANGE_REQUIRED: '40310',
  VALIDATION: '40000',
  NOT_FOUND: '40400',
  CONFLICT: '40900',
  TOO_LARGE: '41300',
  INTERNAL: '50000',
} as const;
export type TErrCode = (typeof ERR)[keyof typeof ERR];

export const SUCCESS_CODES: readonly string[] = [ERR.OK, ERR.OK_ALT];

/** Chinese messages that the server sends with the codes above. */
export const ERR_MSG = {
  TOKEN_INVALID: '登录状态已失效（token失效），请重新登录',
  LOGIN_FAILED: '账号或密码错误',
  /** The student page's sign-in: one message for every wrong case. */
  STUDENT_LOGIN_FAILED: '学校代码、学号或密码错误',
  LOGIN_BLOCKED: '登录失败次数过多，请15分钟后再试',
  FORBIDDEN: '没有权限进行此操作',
  PASSWORD_CHANGE_REQUIRED: '首次登录请先修改初始密码',
  NOT_FOUND: '请求的数据不存在',
  INTERNAL: '系统繁忙，请稍后再试',
  ROUTE_NOT_FOUND: '请求的接口不存在',
} as const;

/** Wording that marks a response as a token failure (section 8): the client redirects to login. */
export const TOKEN_FAILURE_PATTERN = /token|重新登录|登录失效|登录已过期/i;

/** Client-side messages for transport failures (section 8). */
export const CLIENT_MSG = {
  NETWORK: '网络异常，请检查网络连接后稍后再试',
  TIMEOUT: '当前网络不佳，请稍后再试',
  HTTP_503: '请求的服务不可用',
  HTTP_404: '请求的服务地址不存在',
  HTTP_500: '服务器出了点问题，请稍后再试',
  DOWNLOADING: '正在下载，请稍候',
  SEND_OK: '发送成功',
  SEND_FAIL: '发送失败',
} as const;

export type TEnvelope<T> = { errCode: string; errMsg: string; data: T };

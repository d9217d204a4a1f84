/**
 * The student page's own HTTP client and session (docs/student.md). The student token is kept
 * under its own storage key, apart from the teacher's cookie, so a teacher and a student can be
 * signed in in one browser; a student route refuses a teacher token and the other way round.
 * A token failure leads to the student login, an issued password to its change, nothing else
 * is handled here: the screens show errors where they happen.
 */
import { apiUrl, CLIENT_MSG, ERR, SUCCESS_CODES } from '@app/contract';

const TOKEN_KEY = 'student.token';
const SCHOOL_CODE_KEY = 'student.schoolCode';

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value == null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the student signs in again next time.
  }
};

export const studentSession = {
  token: () => read(TOKEN_KEY),
  setToken: (token: string) => write(TOKEN_KEY, token),
  clearToken: () => write(TOKEN_KEY, null),
  /** The school code is remembered on the device: a student types it once. */
  schoolCode: () => read(SCHOOL_CODE_KEY) ?? '',
  setSchoolCode: (code: string) => write(SCHOOL_CODE_KEY, code),
};

export const STUDENT_LOGIN_HASH = '#/student/login';
export const STUDENT_PASSWORD_HASH = '#/student/password';

export class StudentApiError extends Error {
  constructor(
    readonly errCode: string,
    message: string,
  ) {
    super(message);
  }
}

const hosts = {
  base: (import.meta.env.VITE_BASE_API_HOST as string | undefined) ?? '',
  teacher: (import.meta.env.VITE_TEACHER_API_HOST as string | undefined) ?? '',
};

export async function studentRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = studentSession.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  type Envelope = { errCode?: unknown; errMsg?: unknown; data?: unknown };
  let envelope: Envelope | null;
  try {
    const res = await fetch(apiUrl(path, hosts), { method, headers, body: body !== undefined ? JSON.stringify(body) : undefined });
    envelope = (await res.json()) as Envelope | null;
  } catch {
    throw new StudentApiError('network', CLIENT_MSG.NETWORK);
  }
  const errCode = String(envelope?.errCode ?? '');
  const errMsg = typeof envelope?.errMsg === 'string' ? envelope.errMsg : CLIENT_MSG.HTTP_500;
  if (SUCCESS_CODES.includes(errCode)) return envelope!.data as T;
  if (errCode === ERR.TOKEN_INVALID) {
    studentSession.clearToken();
    if (!window.location.hash.startsWith(STUDENT_LOGIN_HASH)) window.location.hash = STUDENT_LOGIN_HASH;
  } else if (errCode === ERR.PASSWORD_CHANGE_REQUIRED && !window.location.hash.startsWith(STUDENT_PASSWORD_HASH)) {
    window.location.hash = STUDENT_PASSWORD_HASH;
  }
  throw new StudentApiError(errCode, errMsg);
}

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

type Envelope = { errCode?: unknown; errMsg?: unknown; data?: unknown };

/** A refusal in the envelope: a token failure leads to the login, an issued password to its change. */
function refusal(envelope: Envelope | null): StudentApiError {
  const errCode = String(envelope?.errCode ?? '');
  const errMsg = typeof envelope?.errMsg === 'string' ? envelope.errMsg : CLIENT_MSG.HTTP_500;
  if (errCode === ERR.TOKEN_INVALID) {
    studentSession.clearToken();
    if (!window.location.hash.startsWith(STUDENT_LOGIN_HASH)) window.location.hash = STUDENT_LOGIN_HASH;
  } else if (errCode === ERR.PASSWORD_CHANGE_REQUIRED && !window.location.hash.startsWith(STUDENT_PASSWORD_HASH)) {
    window.location.hash = STUDENT_PASSWORD_HASH;
  }
  return new StudentApiError(errCode, errMsg);
}

const parseEnvelope = (text: string): Envelope | null => {
  try {
    return JSON.parse(text) as Envelope | null;
  } catch {
    return null;
  }
};

function authHeader(): Record<string, string> {
  const token = studentSession.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function studentRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeader() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let envelope: Envelope | null;
  try {
    const res = await fetch(apiUrl(path, hosts), { method, headers, body: body !== undefined ? JSON.stringify(body) : undefined });
    envelope = (await res.json()) as Envelope | null;
  } catch {
    throw new StudentApiError('network', CLIENT_MSG.NETWORK);
  }
  if (SUCCESS_CODES.includes(String(envelope?.errCode ?? ''))) return envelope!.data as T;
  throw refusal(envelope);
}

/** A file the API answers itself (a photo): fetched with the token, since an <img src> cannot send it. */
export async function studentBlob(path: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path, hosts), { headers: authHeader() });
  } catch {
    throw new StudentApiError('network', CLIENT_MSG.NETWORK);
  }
  const type = res.headers.get('content-type') ?? '';
  // Errors come back as the JSON envelope, files as anything else.
  if (res.ok && !type.includes('application/json')) return res.blob();
  throw refusal(parseEnvelope(await res.text()) ?? { errCode: String(res.status), errMsg: CLIENT_MSG.HTTP_500 });
}

/**
 * Uploads one file as the multipart field `file` through XMLHttpRequest, so the page can show its
 * progress (0-100); resolves with the envelope's data.
 */
export function studentUpload<T>(path: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, hosts));
    for (const [k, v] of Object.entries({ Accept: 'application/json', ...authHeader() })) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new StudentApiError('network', CLIENT_MSG.NETWORK));
    xhr.onload = () => {
      const envelope = parseEnvelope(xhr.responseText);
      if (SUCCESS_CODES.includes(String(envelope?.errCode ?? ''))) resolve(envelope!.data as T);
      else reject(refusal(envelope ?? { errCode: String(xhr.status), errMsg: CLIENT_MSG.HTTP_500 }));
    };
    const form = new FormData();
    form.append('file', file, file.name || 'photo.jpg');
    xhr.send(form);
  });
}

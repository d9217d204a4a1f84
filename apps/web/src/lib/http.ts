/**
 * The shared HTTP client (spec sections 7 and 8). Every call carries the bearer token; the path's
 * first segment chooses the base or the teacher API host; the envelope and transport failures are
 * handled in one place:
 * - token wording -> redirect to the login page of the mode;
 * - errCode other than '00'/'10003' -> errMsg shown as a notice ('10000' silent, or for the
 *   paper-detail client shown with a redirect home: see paper-detail-http.ts);
 * - network error, timeout, 503, 404 and 500 -> their own messages.
 */
import { apiUrl, CLIENT_MSG, ERR, LOGIN_MODE, REQUEST_TIMEOUT_MS, SUCCESS_CODES, TIMING, TOKEN_FAILURE_PATTERN } from '@app/contract';
import { cookies } from './cookies';
import { notify } from './notify';
import { sessionExpiry } from './session-expiry';

export const API_HOSTS = {
  base: (import.meta.env.VITE_BASE_API_HOST as string | undefined) ?? '',
  teacher: (import.meta.env.VITE_TEACHER_API_HOST as string | undefined) ?? '',
};

export class ApiError extends Error {
  constructor(
    readonly errCode: string,
    message: string,
    readonly kind: 'business' | 'token' | 'network' | 'timeout' | 'http',
    /** The envelope's data of a refusal that carries some (e.g. a refused import's error list). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  timeoutMs?: number;
  /** Do not show the error notice (the caller shows its own). */
  quiet?: boolean;
  /**
   * errCode '10000': 'silent' (the shared client, default) or 'redirect-home' (the paper-detail
   * client: errMsg shown as an error, then the teacher home after 1.5 s; spec section 8).
   */
  on10000?: 'silent' | 'redirect-home';
};

/** Where a token failure sends the teacher, by how they signed in (section 8). */
export function loginPathForMode(mode: number): string {
  if (mode === LOGIN_MODE.SCHOOL) {
    const domain = cookies.schoolDomain();
    return domain ? `/school_login?domain=${encodeURIComponent(domain)}` : '/school_login';
  }
  return '/teacher_login';
}

/** The teacher home address (it redirects to the teacher's landing page). */
const TEACHER_HOME_PATH = '/home';
/** Where an account that still has its initial password is sent (errCode '40310'). */
export const FIRST_PASSWORD_PATH = '/firstpassword';

let redirecting = false;
/** The initial password must be changed before anything else (errCode '40310'): to the page that does it. */
export function redirectToFirstPassword(): void {
  if (!window.location.hash.startsWith('#' + FIRST_PASSWORD_PATH)) window.location.hash = '#' + FIRST_PASSWORD_PATH;
}

export function redirectToLogin(): void {
  if (redirecting) return;
  redirecting = true;
  // A teacher who was signed in is told on the login page why they are there.
  if (cookies.token()) sessionExpiry.mark();
  cookies.clearToken();
  window.location.hash = '#' + loginPathForMode(cookies.loginMode());
  // Allow a later failure to redirect again once this navigation has happened.
  setTimeout(() => {
    redirecting = false;
  }, 1000);
}

function buildUrl(path: string, query?: Query): string {
  const url = apiUrl(path, API_HOSTS);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v == null) continue;
    if (Array.isArray(v)) v.forEach((x) => params.append(k, String(x)));
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function fail(err: ApiError, quiet: boolean | undefined, on10000: RequestOptions['on10000'] = 'silent'): never {
  if (err.errCode === ERR.SILENT && on10000 === 'redirect-home') {
    notify.error(err.message);
    setTimeout(() => {
      window.location.hash = '#' + TEACHER_HOME_PATH;
    }, TIMING.ERROR_10000_REDIRECT_MS);
    throw err;
  }
  if (!quiet && err.errCode !== ERR.SILENT && err.kind !== 'token') notify.error(err.message);
  throw err;
}

export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = cookies.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  let text: string;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: controller.signal,
    });
    text = await res.text();
  } catch (e) {
    const aborted = controller.signal.aborted || (e instanceof DOMException && e.name === 'AbortError');
    return fail(aborted ? new ApiError('timeout', CLIENT_MSG.TIMEOUT, 'timeout') : new ApiError('network', CLIENT_MSG.NETWORK, 'network'), opts.quiet);
  } finally {
    clearTimeout(timer);
  }

  type Envelope = { errCode?: unknown; errMsg?: unknown; data?: unknown };
  let envelope: Envelope | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'errCode' in parsed) envelope = parsed as Envelope;
  } catch {
    envelope = null;
  }

  if (envelope) {
    const errCode = String(envelope.errCode);
    const errMsg = typeof envelope.errMsg === 'string' ? envelope.errMsg : '';
    if (SUCCESS_CODES.includes(errCode)) return envelope.data as T;
    if (errCode === ERR.TOKEN_INVALID || TOKEN_FAILURE_PATTERN.test(errMsg)) {
      redirectToLogin();
      return fail(new ApiError(errCode, errMsg, 'token'), true);
    }
    if (errCode === ERR.PASSWORD_CHANGE_REQUIRED) {
      redirectToFirstPassword();
      return fail(new ApiError(errCode, errMsg, 'business'), true);
    }
    return fail(new ApiError(errCode, errMsg || CLIENT_MSG.HTTP_500, 'business', envelope.data ?? null), opts.quiet, opts.on10000);
  }
  if (TOKEN_FAILURE_PATTERN.test(text) && res.status === 401) {
    redirectToLogin();
    return fail(new ApiError(String(res.status), text, 'token'), true);
  }
  const byStatus: Record<number, string> = { 503: CLIENT_MSG.HTTP_503, 404: CLIENT_MSG.HTTP_404, 500: CLIENT_MSG.HTTP_500 };
  return fail(new ApiError(String(res.status), byStatus[res.status] ?? CLIENT_MSG.HTTP_500, 'http'), opts.quiet);
}

export const http = {
  get: <T>(path: string, query?: Query, opts?: Omit<RequestOptions, 'query' | 'body'>) => request<T>('GET', path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, { ...opts, body }),
  del: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/**
 * File downloads and uploads that the JSON client cannot do: a download is fetched as a blob with
 * the bearer token and saved through a link; an upload goes through XMLHttpRequest so its progress
 * can be shown. Failures are handled like the shared client's (spec section 8).
 */
import { apiUrl, CLIENT_MSG, ERR, SUCCESS_CODES, TOKEN_FAILURE_PATTERN } from '@app/contract';
import { cookies } from './cookies';
import { API_HOSTS, ApiError, redirectToFirstPassword, redirectToLogin } from './http';
import { notify } from './notify';

type Envelope = { errCode?: unknown; errMsg?: unknown; data?: unknown };

function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && 'errCode' in parsed ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

function failure(status: number, text: string, quiet: boolean): ApiError {
  const env = parseEnvelope(text);
  let err: ApiError;
  if (env) {
    const errCode = String(env.errCode);
    const errMsg = typeof env.errMsg === 'string' ? env.errMsg : CLIENT_MSG.HTTP_500;
    if (errCode === ERR.TOKEN_INVALID || TOKEN_FAILURE_PATTERN.test(errMsg)) {
      redirectToLogin();
      return new ApiError(errCode, errMsg, 'token');
    }
    if (errCode === ERR.PASSWORD_CHANGE_REQUIRED) {
      redirectToFirstPassword();
      return new ApiError(errCode, errMsg, 'business');
    }
    err = new ApiError(errCode, errMsg, 'business', env.data ?? null);
  } else if (status === 0) {
    err = new ApiError('network', CLIENT_MSG.NETWORK, 'network');
  } else {
    const byStatus: Record<number, string> = { 503: CLIENT_MSG.HTTP_503, 404: CLIENT_MSG.HTTP_404, 500: CLIENT_MSG.HTTP_500 };
    err = new ApiError(String(status), byStatus[status] ?? CLIENT_MSG.HTTP_500, 'http');
  }
  if (!quiet && err.errCode !== ERR.SILENT) notify.error(err.message);
  return err;
}

function authHeader(): Record<string, string> {
  const token = cookies.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The file name of a Content-Disposition header (RFC 5987 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file from the API with the bearer token and saves it; resolves with the file name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path, API_HOSTS), { headers: authHeader() });
  } catch {
    throw failure(0, '', false);
  }
  const type = res.headers.get('content-type') ?? '';
  // Errors come back as the JSON envelope, files as anything else.
  if (!res.ok || type.includes('application/json')) throw failure(res.status, await res.text(), false);
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}

export type UploadOptions = {
  /** Give up after this long (upload and the server's answer together); 0 waits for ever. */
  timeoutMs?: number;
  /** Shown (and the rejection's message) when the time is up. */
  timeoutMessage?: string;
  /** Text fields sent before the file (a form's name, subject, grade). */
  fields?: Record<string, string>;
};

/**
 * Uploads one file as multipart field `field`, reporting progress 0-100; resolves with the
 * envelope's data. A refusal rejects with an ApiError that keeps the envelope's data.
 */
export function uploadFile<T>(path: string, field: string, file: Blob & { name?: string }, onProgress?: (percent: number) => void, opts: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, API_HOSTS));
    if (opts.timeoutMs) xhr.timeout = opts.timeoutMs;
    for (const [k, v] of Object.entries(authHeader())) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(failure(0, '', false));
    xhr.ontimeout = () => {
      const msg = opts.timeoutMessage ?? CLIENT_MSG.TIMEOUT;
      notify.error(msg);
      reject(new ApiError('timeout', msg, 'timeout'));
    };
    xhr.onload = () => {
      const env = parseEnvelope(xhr.responseText);
      if (env && SUCCESS_CODES.includes(String(env.errCode))) resolve(env.data as T);
      else reject(failure(xhr.status, xhr.responseText, false));
    };
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
    form.append(field, file, file.name ?? 'upload');
    xhr.send(form);
  });
}

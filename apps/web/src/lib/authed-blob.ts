/**
 * Files the API answers itself (a student's photo, an answer image) need the bearer token, so an
 * <img src> cannot load them: they are fetched as a blob and shown through an object URL. Failures
 * are not shown as notices (a page of thumbnails would repeat them); the caller shows its own
 * placeholder, and a token failure goes to login like every other call.
 */
import { useEffect, useState } from 'react';
import { apiUrl, CLIENT_MSG, ERR, TOKEN_FAILURE_PATTERN } from '@app/contract';
import { cookies } from './cookies';
import { API_HOSTS, ApiError, redirectToLogin } from './http';

export async function fetchAuthedBlob(url: string, failureMessage = '文件加载失败'): Promise<Blob> {
  const token = cookies.token();
  let res: Response;
  try {
    res = await fetch(apiUrl(url, API_HOSTS), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('network', CLIENT_MSG.NETWORK, 'network');
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && !type.includes('application/json')) return res.blob();
  const text = await res.text();
  let errCode = String(res.status);
  let errMsg = failureMessage;
  try {
    const env = JSON.parse(text) as { errCode?: unknown; errMsg?: unknown };
    errCode = String(env.errCode ?? errCode);
    if (typeof env.errMsg === 'string' && env.errMsg) errMsg = env.errMsg;
  } catch {
    // not an envelope: keep the generic message
  }
  if (errCode === ERR.TOKEN_INVALID || (res.status === 401 && TOKEN_FAILURE_PATTERN.test(errMsg))) {
    redirectToLogin();
    throw new ApiError(errCode, errMsg, 'token');
  }
  throw new ApiError(errCode, errMsg, 'http');
}

/** An object URL for a blob (to show it in an <img>), revoked when the blob changes or the screen goes. */
export function useObjectUrl(blob: Blob | undefined | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

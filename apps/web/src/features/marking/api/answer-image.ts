/**
 * Answer images need the bearer token, so an <img src> cannot load them: the image is fetched as a
 * blob and shown through an object URL. Failures are not shown as notices (a page of thumbnails
 * would repeat them); the image shows its own placeholder, and a token failure goes to login like
 * every other call.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, CLIENT_MSG, ERR, TOKEN_FAILURE_PATTERN } from '@app/contract';
import { cookies } from '../../../lib/cookies';
import { API_HOSTS, ApiError, redirectToLogin } from '../../../lib/http';

export async function fetchAnswerImage(imageUrl: string): Promise<Blob> {
  const token = cookies.token();
  let res: Response;
  try {
    res = await fetch(apiUrl(imageUrl, API_HOSTS), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('network', CLIENT_MSG.NETWORK, 'network');
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && !type.includes('application/json')) return res.blob();
  const text = await res.text();
  let errCode = String(res.status);
  let errMsg = '图片加载失败';
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

/** The image URL carries the rotation, so a rotated image is a new key and never an old blob. */
export const answerImageQuery = (imageUrl: string | null) =>
  queryOptions({
    // Outside the 'marking' key: refreshing the area after a change must not reload every image.
    queryKey: ['marking-image', imageUrl],
    queryFn: () => fetchAnswerImage(imageUrl!),
    enabled: !!imageUrl,
    staleTime: 5 * 60_000,
    gcTime: 2 * 60_000,
  });

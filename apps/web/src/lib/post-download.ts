/**
 * A file made by a POST (a generated document): the JSON body is sent with the bearer token and
 * the answer saved as a file. Errors come back as the JSON envelope and are shown like the shared
 * client's (spec section 8).
 */
import { apiUrl, CLIENT_MSG, ERR, TOKEN_FAILURE_PATTERN } from '@app/contract';
import { cookies } from './cookies';
import { fileNameOf, saveBlob } from './file-transfer';
import { API_HOSTS, ApiError, redirectToLogin } from './http';
import { notify } from './notify';

export async function postDownload(path: string, body: unknown, fallbackName: string): Promise<string> {
  const token = cookies.token();
  let res: Response;
  try {
    res = await fetch(apiUrl(path, API_HOSTS), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    notify.error(CLIENT_MSG.NETWORK);
    throw new ApiError('network', CLIENT_MSG.NETWORK, 'network');
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const text = await res.text();
    let errCode = String(res.status);
    let errMsg: string = res.status === 404 ? CLIENT_MSG.HTTP_404 : res.status === 503 ? CLIENT_MSG.HTTP_503 : CLIENT_MSG.HTTP_500;
    try {
      const env: unknown = JSON.parse(text);
      if (env && typeof env === 'object' && 'errCode' in env) {
        errCode = String(env.errCode);
        if ('errMsg' in env && typeof env.errMsg === 'string' && env.errMsg) errMsg = env.errMsg;
      }
    } catch {
      // Not an envelope: the status message stands.
    }
    if (errCode === ERR.TOKEN_INVALID || TOKEN_FAILURE_PATTERN.test(errMsg)) {
      redirectToLogin();
      throw new ApiError(errCode, errMsg, 'token');
    }
    if (errCode !== ERR.SILENT) notify.error(errMsg);
    throw new ApiError(errCode, errMsg, 'business');
  }
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}

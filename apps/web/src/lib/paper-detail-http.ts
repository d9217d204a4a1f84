/**
 * The paper-detail client (spec sections 8 and 9): the shared client with an 8000 ms timeout, and
 * errCode '10000' shown as an error followed by a redirect to the teacher home after 1.5 s. Same
 * implementation as `http`, only two options differ.
 */
import { PAPER_DETAIL_TIMEOUT_MS } from '@app/contract';
import { request, type RequestOptions } from './http';

type Query = RequestOptions['query'];
type Extra = Pick<RequestOptions, 'quiet'>;

const detail = { timeoutMs: PAPER_DETAIL_TIMEOUT_MS, on10000: 'redirect-home' } as const;

export const paperDetailHttp = {
  get: <T>(path: string, query?: Query, opts?: Extra) => request<T>('GET', path, { ...opts, ...detail, query }),
  post: <T>(path: string, body?: unknown, opts?: Extra) => request<T>('POST', path, { ...opts, ...detail, body }),
  put: <T>(path: string, body?: unknown, opts?: Extra) => request<T>('PUT', path, { ...opts, ...detail, body }),
  del: <T>(path: string, opts?: Extra) => request<T>('DELETE', path, { ...opts, ...detail }),
};

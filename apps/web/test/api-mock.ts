/**
 * The network layer of component tests: `fetch` answers from a table of routes with the API's
 * envelope ({ errCode, errMsg, data }), so the real HTTP client, its error notices and the real
 * TanStack queries all run. Data handed to `on` should be built by the fixtures (contract shapes).
 */
import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Reply = { errCode: string; errMsg: string; data: unknown };
type Handler = (call: ApiCall) => unknown;
type Route = { method: string; path: string | RegExp; handler: Handler; failure?: { errCode: string; errMsg: string } };

const routes: Route[] = [];
export const calls: ApiCall[] = [];
/** Requests no route answered: the setup fails the test when any are left. */
export const unhandled: string[] = [];

function matches(r: Route, method: string, path: string): boolean {
  if (r.method !== method) return false;
  return typeof r.path === 'string' ? r.path === path : r.path.test(path);
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const method = (init?.method ?? 'GET').toUpperCase();
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  const call: ApiCall = { method, path: url.pathname, query: url.searchParams, body };
  calls.push(call);
  // The newest route wins, so a test can override a default answer.
  const route = [...routes].reverse().find((r) => matches(r, method, url.pathname));
  let reply: Reply;
  if (!route) {
    unhandled.push(`${method} ${url.pathname}`);
    reply = { errCode: '99999', errMsg: `未模拟的接口 ${method} ${url.pathname}`, data: null };
  } else if (route.failure) {
    reply = { ...route.failure, data: null };
  } else {
    const data = route.handler(call);
    // A handler may answer with a whole response (an image, a file).
    if (data instanceof Response) return data;
    reply = { errCode: '00', errMsg: '', data: data ?? null };
  }
  return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** A whole answer (for a handler) in the API's envelope around `data`, its body arriving after `ms`: a slow network. */
export function slowReply(data: unknown, ms: number): Response {
  const bytes = new TextEncoder().encode(JSON.stringify({ errCode: '00', errMsg: '', data }));
  const body = new ReadableStream<Uint8Array>({
    start: (c) =>
      void setTimeout(() => {
        c.enqueue(bytes);
        c.close();
      }, ms),
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type On = {
  (method: Method, path: string | RegExp, handler: Handler): void;
  (method: Method, path: string | RegExp, data: unknown): void;
};

/** Answers `method path` with `data` (or what the handler returns for the call). */
const on: On = (method: Method, path: string | RegExp, data: unknown) => {
  routes.push({ method, path, handler: typeof data === 'function' ? (data as Handler) : () => data });
};

export const api = {
  on,
  /** Answers `method path` with a business error (errCode other than '00'). */
  fail(method: Method, path: string | RegExp, errMsg: string, errCode = '20001'): void {
    routes.push({ method, path, handler: () => null, failure: { errCode, errMsg } });
  },
  /** The calls made to `method path`, oldest first. */
  callsTo(method: string, path: string | RegExp): ApiCall[] {
    return calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
  },
};

export function installApiMock(): void {
  vi.stubGlobal('fetch', fakeFetch);
}

export function resetApiMock(): void {
  routes.length = 0;
  calls.length = 0;
  unhandled.length = 0;
}

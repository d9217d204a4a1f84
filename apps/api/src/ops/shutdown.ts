/**
 * Graceful shutdown with a time limit: stop accepting connections (new requests on open
 * keep-alive connections get 503), let the requests in flight finish, then close what the server
 * holds (token cache, database). A request still running when the limit passes is cut off, so a
 * container stop ends in bounded time; a long import should fit in the limit (SHUTDOWN_TIMEOUT_MS).
 */
import type { FastifyInstance } from 'fastify';

export type ShutdownResult = { timedOut: boolean };

/**
 * Closes `app` within `timeoutMs`, then runs `closers` in order (each one's failure is logged and
 * the next still runs). Resolves once everything is closed.
 */
export async function shutdownGracefully(app: FastifyInstance, timeoutMs: number, closers: (() => Promise<void>)[]): Promise<ShutdownResult> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const closing = app.close().then(() => 'closed' as const);
  const first = await Promise.race([closing, limit]);
  clearTimeout(timer);
  const timedOut = first === 'timeout';
  if (timedOut) {
    app.log.warn({ timeoutMs }, 'shutdown: requests still running after the time limit are cut off');
    app.server.closeAllConnections();
    await closing;
  }
  for (const close of closers) {
    try {
      await close();
    } catch (err) {
      app.log.error({ err }, 'shutdown: closing failed');
    }
  }
  return { timedOut };
}

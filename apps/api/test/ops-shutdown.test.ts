/**
 * Graceful shutdown (ops/shutdown.ts) on a real listener: a request in flight when the server is
 * told to stop still gets its answer and the database is closed only after it; a request slower
 * than the time limit is cut off when the limit passes, and the database is closed all the same.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { shutdownGracefully } from '../src/ops/shutdown.js';
import { createLocalStorage } from '../src/storage/storage.js';
import { createTestDatabase } from './support/test-db.js';
import type { Database } from '../src/db/client.js';

type Answer = { status: number; body: string } | { error: string };

function get(port: number, url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('error', (err) => resolve({ error: err.message }));
  });
}

describe('graceful shutdown', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close().catch(() => undefined);
    database = undefined;
  });

  /** What happened on the server's side, in order ('answer' once a response has been sent in full). */
  let order: string[] = [];

  async function slowServer(ms: number): Promise<{ app: FastifyInstance; port: number; started: Promise<void> }> {
    order = [];
    database = await createTestDatabase();
    const app = await buildApp({ db: database.db, storage: createLocalStorage('/nonexistent'), logLevel: 'silent' });
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    // Stands for an import that takes a while.
    app.get('/slow', async () => {
      markStarted();
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { done: true };
    });
    app.addHook('onResponse', async (req) => {
      if (req.url === '/slow') order.push('answer');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as AddressInfo).port, started };
  }

  it('lets a request in flight finish, refuses new connections, then closes the database', async () => {
    const { app, port, started } = await slowServer(600);
    const inFlight = get(port, '/slow');
    await started;
    const stopping = shutdownGracefully(app, 5000, [
      async () => {
        order.push('database');
        await database!.close();
        database = undefined;
      },
    ]);
    const late = await get(port, '/healthz');
    expect(late).toMatchObject({ error: expect.stringMatching(/ECONNREFUSED|ECONNRESET/) });
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    expect(await stopping).toEqual({ timedOut: false });
    expect(order).toEqual(['answer', 'database']);
  });

  it('cuts off a request still running at the time limit and closes the database all the same', async () => {
    const { app, port, started } = await slowServer(10_000);
    const inFlight = get(port, '/slow');
    await started;
    const t0 = Date.now();
    let closed = false;
    const result = await shutdownGracefully(app, 300, [
      async () => {
        await database!.close();
        database = undefined;
        closed = true;
      },
    ]);
    expect(result).toEqual({ timedOut: true });
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(closed).toBe(true);
    expect(await inFlight).toMatchObject({ error: expect.any(String) });
  });

  it('reads the limit from SHUTDOWN_TIMEOUT_MS (10 s by default) and refuses a bad value', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '25000' }).shutdownTimeoutMs).toBe(25_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

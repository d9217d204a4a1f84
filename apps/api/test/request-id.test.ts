/**
 * Request ids: a sane incoming X-Request-Id is kept, otherwise one is generated; every response
 * (successes, errors, 404 and Fastify's own errors) carries it back, and every log line of the
 * request names it, so a teacher's report of a failure finds the server's lines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR } from '@app/contract';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { createLocalStorage } from '../src/storage/storage.js';
import { createTestDatabase } from './support/test-db.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = { requestId?: string; msg?: string; level?: number; req?: { url?: string } };

describe('request ids', () => {
  let database: Database;
  let app: FastifyInstance;
  let filesDir: string;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    filesDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-files-'));
    app = await buildApp({
      db: database.db,
      storage: createLocalStorage(filesDir),
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
      checkResponses: true,
    });
    // A route that fails unexpectedly, so the error handler writes a line of its own.
    app.get('/test/unexpected-failure', async () => {
      throw new Error('boom');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  const send = async (opts: InjectOptions) => {
    const res = await app.inject(opts);
    return { status: res.statusCode, id: res.headers['x-request-id'], body: res.body };
  };

  it('keeps a sane incoming X-Request-Id and sends it back', async () => {
    for (const id of ['3f2b8c1e-7d1a-4b7e-9a55-0c2d9e1f7a10', 'lb-01:req.42_a', 'x', 'A'.repeat(128)]) {
      const res = await send({ method: 'GET', url: '/openapi.json', headers: { 'x-request-id': id } });
      expect(res.status).toBe(200);
      expect(res.id).toBe(id);
    }
  });

  it('generates a UUID when the request has none, a new one each time', async () => {
    const a = await send({ method: 'GET', url: '/openapi.json' });
    const b = await send({ method: 'GET', url: '/openapi.json' });
    expect(a.id).toMatch(UUID);
    expect(b.id).toMatch(UUID);
    expect(a.id).not.toBe(b.id);
  });

  it('replaces a hostile or oversized id with a generated one', async () => {
    for (const hostile of ['abc\nforged log line', 'abc\r\nSet-Cookie: x=1', 'A'.repeat(129), 'x'.repeat(500), 'has space', '<script>', '学号', '']) {
      const res = await send({ method: 'GET', url: '/openapi.json', headers: { 'x-request-id': hostile } });
      expect({ hostile: hostile.slice(0, 20), id: res.id }).toEqual({ hostile: hostile.slice(0, 20), id: expect.stringMatching(UUID) });
    }
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('forged log line');
    expect(logged).not.toContain('x'.repeat(500));
  });

  it('is on error responses too: 401, 404, a bad body, a malformed URL, an overlong path parameter, an unexpected failure', async () => {
    const cases: [InjectOptions, number, string][] = [
      [{ method: 'GET', url: '/base/teacher/info' }, 401, ERR.TOKEN_INVALID],
      [{ method: 'GET', url: '/no/such/route' }, 404, ERR.NOT_FOUND],
      [{ method: 'POST', url: '/auth/teacher/password/login', payload: '{"account": "a", "password":', headers: { 'content-type': 'application/json' } }, 400, ERR.VALIDATION],
      [{ method: 'POST', url: '/auth/teacher/password/login', payload: { account: '' } }, 400, ERR.VALIDATION],
      [{ method: 'GET', url: '/base/clazz/students/%E0%A4%A' }, 400, ERR.VALIDATION],
      [{ method: 'GET', url: `/base/clazz/students/${'1'.repeat(150)}` }, 400, ERR.VALIDATION],
      [{ method: 'GET', url: '/test/unexpected-failure' }, 500, ERR.INTERNAL],
    ];
    for (const [opts, status, errCode] of cases) {
      const id = `case-${status}-${errCode}-${cases.findIndex((c) => c[0] === opts)}`;
      const res = await send({ ...opts, headers: { ...(opts.headers ?? {}), 'x-request-id': id } });
      expect({ url: opts.url, status: res.status, errCode: (JSON.parse(res.body) as { errCode: string }).errCode, id: res.id }).toEqual({ url: opts.url, status, errCode, id });
      const generated = await send(opts);
      expect({ url: opts.url, id: generated.id }).toEqual({ url: opts.url, id: expect.stringMatching(UUID) });
    }
  });

  it("writes the id in every log line of the request, the error handler's included", async () => {
    const id = 'trace-me-0001';
    await send({ method: 'GET', url: '/test/unexpected-failure?probe=1', headers: { 'x-request-id': id } });
    const mine = lines.filter((l) => l.requestId === id);
    expect(mine.map((l) => l.msg)).toEqual(['unexpected error', 'request completed']);
    // One line for the request itself: the request, the status and the time together.
    expect(mine.at(-1)).toMatchObject({ req: { method: 'GET', url: '/test/unexpected-failure?probe=1' }, res: { statusCode: 500 }, responseTime: expect.any(Number) });
    // No line about this request goes without the id.
    const aboutIt = lines.filter((l) => l.req?.url === '/test/unexpected-failure?probe=1');
    expect(aboutIt.length).toBeGreaterThan(0);
    expect(aboutIt.every((l) => l.requestId === id)).toBe(true);

    const generated = await send({ method: 'GET', url: '/no/such/route?probe=2' });
    expect(lines.filter((l) => l.requestId === generated.id).map((l) => l.msg)).toEqual(['request completed']);
  });
});

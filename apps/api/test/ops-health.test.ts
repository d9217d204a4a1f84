/**
 * /healthz and /readyz over HTTP: public (no token), the readiness probe asks the database and
 * answers 503 when the database is unreachable or behind the product's newest migration.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../src/ops/migrations.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('health probes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('/healthz answers without a token or a database query', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready when the database answers and has the newest migration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', migration: readJournal().at(-1)!.tag });
  });

  it('/readyz is not ready while the newest migration is missing', async () => {
    const latest = readJournal().at(-1)!;
    await ctx.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${latest.when}`);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', reason: 'migrations', expected: latest.tag });
    } finally {
      await ctx.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${latest.when} where created_at = ${latest.when - 1}`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz is not ready when the database does not answer; /healthz still is', async () => {
    const { buildApp } = await import('../src/app.js');
    const { createLocalStorage } = await import('../src/storage/storage.js');
    const broken = { execute: async () => Promise.reject(new Error('connection refused')) } as unknown as Parameters<typeof buildApp>[0]['db'];
    const app = await buildApp({ db: broken, storage: createLocalStorage('/nonexistent'), logLevel: 'silent' });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

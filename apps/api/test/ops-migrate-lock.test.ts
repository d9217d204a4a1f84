/**
 * Migrations under the advisory lock (db/client.ts, ops/migrate-lock.ts): two processes' worth of
 * connections migrating one new database at the same moment both succeed and the schema is
 * migrated once. PostgreSQL only (a PGlite folder has one process).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { readJournal } from '../src/ops/migrations.js';
import { MIGRATION_LOCK_KEY, withAdvisoryLock } from '../src/ops/migrate-lock.js';
import { rows } from '../src/ops/rows.js';
import { withDatabase } from './support/db-url.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations under an advisory lock (PostgreSQL)', () => {
  async function admin(statement: string): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  }

  it('two migrations started at once on a new database both succeed, one after the other', async () => {
    const name = `lock_${process.pid}_${Date.now()}`;
    await admin(`CREATE DATABASE ${name}`);
    const a = await openDatabase({ kind: 'postgres', url: withDatabase(url!, name), poolSize: 2 });
    const b = await openDatabase({ kind: 'postgres', url: withDatabase(url!, name), poolSize: 2 });
    try {
      await expect(Promise.all([a.migrate(), b.migrate()])).resolves.toBeDefined();
      const applied = await rows<{ n: string }>(a.db, sql`select count(*)::text as n from drizzle.__drizzle_migrations`);
      expect(Number(applied[0]!.n)).toBe(readJournal().length);
    } finally {
      await a.close();
      await b.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it('the lock is released after the work, also when the work fails', async () => {
    await expect(withAdvisoryLock(url!, MIGRATION_LOCK_KEY, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    // Taken again at once on another connection: nothing still holds it.
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const r = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [MIGRATION_LOCK_KEY]);
      expect(r.rows[0]!.ok).toBe(true);
      await c.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } finally {
      await c.end();
    }
  });
});

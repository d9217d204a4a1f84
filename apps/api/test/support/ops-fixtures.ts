/** Fixtures of the operations tests (ops-*.test.ts): a blank database, and fingerprints of a database and a storage. */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';
import { tablesInDependencyOrder } from '../../src/ops/backup.js';
import { rows } from '../../src/ops/rows.js';
import type { Storage } from '../../src/storage/storage.js';
import { withDatabase } from './db-url.js';

/** A new database with nothing in it, not even the migrations (PGlite in memory, or a new PostgreSQL database). */
export async function createBlankDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite' });
  const name = `b_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 2 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Every table's row count and a digest of its rows (in a stable order), and every sequence's position. */
export async function databaseFingerprint(db: Database['db']): Promise<{ counts: Record<string, number>; digests: Record<string, string>; sequences: Record<string, string> }> {
  const counts: Record<string, number> = {};
  const digests: Record<string, string> = {};
  for (const t of await tablesInDependencyOrder(db)) {
    const [r] = await rows<{ n: string; d: string }>(
      db,
      sql`select count(*)::text as n, md5(coalesce(string_agg(row_to_json(t)::text, E'\n' order by row_to_json(t)::text), '')) as d from ${sql.identifier(t)} t`,
    );
    counts[t] = Number(r!.n);
    digests[t] = r!.d;
  }
  const sequences: Record<string, string> = {};
  const seqs = await rows<{ name: string }>(db, sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S'`);
  for (const s of seqs) {
    const [r] = await rows<{ v: string; c: boolean }>(db, sql`select last_value::text as v, is_called as c from ${sql.identifier(s.name)}`);
    sequences[s.name] = `${r!.v}/${r!.c}`;
  }
  return { counts, digests, sequences };
}

export async function fileHashes(storage: Storage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const key of storage.list()) out[key] = createHash('sha256').update((await storage.get(key))!).digest('hex');
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}


/** Fixtures of the operations tests (ops-*.test.ts): a blank database, and fingerprints of a database and a storage. */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { tablesInDependencyOrder } from '../../src/ops/backup.js';
import { rows } from '../../src/ops/rows.js';
import type { Storage } from '../../src/storage/storage.js';

export { createBlankDatabase } from './test-db.js';

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


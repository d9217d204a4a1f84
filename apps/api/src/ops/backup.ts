/**
 * Backup: a logical dump of the database and the stored files into one .tar archive, written in
 * Node so that it works the same on PostgreSQL and on the embedded PGlite (no pg_dump needed).
 *
 * Consistency: every table is read inside one REPEATABLE READ READ ONLY transaction (one snapshot),
 * through a cursor a batch at a time, so a table of hundreds of thousands of rows is never held in
 * memory. Rows are written as JSON lines (row_to_json), which restore turns back into rows with
 * json_populate_recordset: every column type round-trips through its text form (exact numerics,
 * timestamps, arrays, jsonb, bytea). Stored files are never rewritten in place (storage.ts), so
 * files read after the snapshot hold at least every file the snapshot refers to.
 *
 * The archive is assembled in a temporary folder beside the output first (so its manifest, which
 * lists row counts and file hashes, can be its first entry), then packed; the output appears under
 * its name only when complete. See docs/deploy.md for the format.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Db } from '../db/client.js';
import type { Storage } from '../storage/storage.js';
import { migrationReached } from './migrations.js';
import { rows } from './rows.js';

export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';
const FETCH_ROWS = 2000;

export type ManifestTable = { name: string; file: string; columns: string[]; rows: number };
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The newest migration the database had (drizzle's journal time and tag). */
  migration: { idx: number; tag: string; when: number };
  /** In foreign-key order: a table comes after every table it refers to. */
  tables: ManifestTable[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  files: { key: string; size: number; sha256: string }[];
};

type Executor = Pick<Db, 'execute'>;

/** The tables of the public schema in foreign-key order (a parent before its children), ties by name. */
export async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = (await rows<{ name: string }>(db, sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`)).map((r) => r.name);
  const edges = (await rows<{ child: string; parent: string }>(db, sql`
    select ch.relname as child, pa.relname as parent from pg_constraint k
    join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
    join pg_namespace n on n.oid = ch.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`));
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const done = new Set<string>();
  const order: string[] = [];
  while (order.length < tables.length) {
    const next = tables.find((t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p)));
    if (!next) throw new Error(`foreign keys form a cycle among: ${tables.filter((t) => !done.has(t)).join(', ')}`);
    done.add(next);
    order.push(next);
  }
  return order;
}

/** The columns a row is restored through (generated columns are computed again), in table order. */
export async function insertableColumns(db: Executor, table: string): Promise<string[]> {
  const r = await rows<{ name: string }>(db, sql`
    select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`);
  return r.map((x) => x.name);
}

async function primaryKeyColumns(db: Executor, table: string): Promise<string[]> {
  const r = await rows<{ name: string }>(db, sql`
    select a.attname as name from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    join lateral unnest(i.indkey) with ordinality as k(attnum, pos) on true
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where n.nspname = 'public' and c.relname = ${table} and i.indisprimary order by k.pos`);
  return r.map((x) => x.name);
}

export async function publicSequences(db: Executor): Promise<string[]> {
  const r = await rows<{ name: string }>(db, sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by c.relname`);
  return r.map((x) => x.name);
}

/** Writes one table's rows as JSON lines through a cursor; returns the row count. */
async function dumpTable(tx: Executor, table: string, file: string): Promise<number> {
  const pk = await primaryKeyColumns(tx, table);
  const order = pk.length ? sql` order by ${sql.join(pk.map((c) => sql.identifier(c)), sql`, `)}` : sql``;
  await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table)} t${order}`);
  const out = createWriteStream(file);
  let count = 0;
  try {
    for (;;) {
      const batch = await rows<{ j: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
      if (batch.length === 0) break;
      count += batch.length;
      if (!out.write(batch.map((r) => r.j).join('\n') + '\n')) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
    await tx.execute(sql`close backup_rows`);
  }
  return count;
}

export type BackupResult = { file: string; manifest: Manifest };

/** Writes the archive to `outFile` (replacing it when complete). */
export async function backup(db: Db, kind: 'pglite' | 'postgres', storage: Storage, outFile: string): Promise<BackupResult> {
  const target = path.resolve(outFile);
  const work = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  try {
    await mkdir(path.join(work, 'tables'));
    const tableFiles: ManifestTable[] = [];
    const { migration, sequences } = await db.transaction(
      async (tx) => {
        const reached = await migrationReached(tx as unknown as Db);
        if (!reached) throw new Error('数据库尚未初始化（没有任何迁移），无可备份的内容');
        const order = await tablesInDependencyOrder(tx);
        for (const [i, name] of order.entries()) {
          const file = `tables/${String(i + 1).padStart(3, '0')}-${name}.jsonl`;
          const rows = await dumpTable(tx, name, path.join(work, file));
          tableFiles.push({ name, file, columns: await insertableColumns(tx, name), rows });
        }
        const seqs: Manifest['sequences'] = [];
        for (const name of await publicSequences(tx)) {
          const r = await rows<{ v: string; c: boolean }>(tx, sql`select last_value::text as v, is_called as c from ${sql.identifier(name)}`);
          seqs.push({ name, lastValue: r[0]!.v, isCalled: r[0]!.c });
        }
        return { migration: { idx: reached.idx, tag: reached.tag, when: reached.when }, sequences: seqs };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const files: Manifest['files'] = [];
    for await (const key of storage.list()) {
      const data = await storage.get(key);
      if (!data) continue; // removed since it was listed
      const dest = path.join(work, 'files', ...key.split('/'));
      await mkdir(path.dirname(dest), { recursive: true });
      await writeFile(dest, data);
      files.push({ key, size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
    }
    files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

    const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), database: kind, migration, tables: tableFiles, sequences, files };
    await writeFile(path.join(work, MANIFEST_NAME), JSON.stringify(manifest, null, 1));

    const partial = path.join(work, 'archive.tar');
    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(partial));
    const add = async (name: string, file: string) => {
      const { size } = await stat(file);
      const entry = pack.entry({ name, size, mode: 0o644, mtime: new Date(manifest.createdAt) });
      await pipeline(createReadStream(file), entry);
    };
    await add(MANIFEST_NAME, path.join(work, MANIFEST_NAME));
    for (const t of tableFiles) await add(t.file, path.join(work, t.file));
    for (const f of files) await add(`files/${f.key}`, path.join(work, 'files', ...f.key.split('/')));
    pack.finalize();
    await written;
    await rename(partial, target);
    return { file: target, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The migrations folder's journal (drizzle's meta/_journal.json): which migration a database has
 * reached, and a trimmed copy of the folder that stops at an earlier migration (an older archive is
 * restored into the schema it was taken from, then migrated; the upgrade test starts from there).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Db } from '../db/client.js';
import { rows } from './rows.js';

export type JournalEntry = { idx: number; when: number; tag: string };

export function readJournal(folder: string = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** A temporary copy of the migrations folder holding only its first `count` migrations; remove() deletes it. */
export function trimmedMigrationsFolder(count: number, folder: string = MIGRATIONS_FOLDER): { folder: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cpSync(folder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  if (count < 1 || count > journal.entries.length) throw new Error(`no migration number ${count}`);
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return { folder: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The newest migration applied to the database (drizzle records each one's journal time), or null before the first. */
export async function migrationReached(db: Db): Promise<JournalEntry | null> {
  const exists = await rows<{ t: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists[0]?.t) return null;
  const r = await rows<{ m: string | null }>(db, sql`select max(created_at)::text as m from drizzle.__drizzle_migrations`);
  const when = r[0]?.m == null ? null : Number(r[0].m);
  if (when == null) return null;
  const entries = readJournal();
  return entries.find((e) => e.when === when) ?? { idx: -1, when, tag: 'unknown' };
}

/** A fresh database for one test file, copied from the run's migrated template. */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { applyReferenceData } from '../../src/db/reference-data/apply.js';
import { withDatabase } from './db-url.js';

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    return createPgDatabase(url, 't', `TEMPLATE ${inject('pgTemplateDb')}`);
  }
  const file = inject('pgliteTemplate');
  const blob = new Blob([readFileSync(file)]);
  return openDatabase({ kind: 'pglite', loadDataDir: blob });
}

/**
 * A new database that is not copied from the run's template: migrated, with the reference data
 * every installation has, and nothing else (for a test that seeds it itself, e.g. under another
 * clock). Slower than createTestDatabase (a migration run).
 */
export async function createEmptyTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const database = url ? await createPgDatabase(url, 'e', '') : await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await applyReferenceData(database.db);
  return database;
}

/** A new database with nothing in it, not even the migrations (PGlite in memory, or a new PostgreSQL database). */
export async function createBlankDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPgDatabase(url, 'b', '') : openDatabase({ kind: 'pglite' });
}

/** A new PostgreSQL database on the server of `url` (from a template or empty), dropped when closed. */
async function createPgDatabase(url: string, prefix: string, createOptions: string): Promise<Database> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name} ${createOptions}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

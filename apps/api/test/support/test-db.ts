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
    const template = inject('pgTemplateDb');
    const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
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
  let database: Database;
  if (url) {
    const name = `e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const opened = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  await database.migrate();
  await applyReferenceData(database.db);
  return database;
}

/** A fresh database for one test file, copied from the run's migrated template. */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
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

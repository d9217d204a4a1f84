import type { Config } from '../config.js';
import { applyReferenceData } from './reference-data/apply.js';
import { openDatabase, type Database } from './client.js';

/** Opens the configured database, applies migrations and reference data. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }) : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await database.migrate();
  await applyReferenceData(database.db);
  return database;
}

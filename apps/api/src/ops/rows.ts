import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

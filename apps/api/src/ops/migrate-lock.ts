/**
 * Migrations under a PostgreSQL advisory lock: two processes starting together on a new database
 * (two replicas, or the server and `npm run admin`) would otherwise both run 0000 and the second
 * would fail on "relation already exists". The lock is held on a connection of its own, since the
 * migrator's queries go through the pool and a session lock belongs to one connection.
 */
import pg from 'pg';

/** An arbitrary constant that names the product's migration lock (pg_advisory_lock takes a bigint). */
export const MIGRATION_LOCK_KEY = 7_316_016_001;

/** Runs `work` while holding the session advisory lock `key` on a dedicated connection to `url`. */
export async function withAdvisoryLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A lost lock connection must not end the process; the work's own queries report the outage.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

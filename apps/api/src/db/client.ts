/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in a data folder.
 * Both run the same migrations and queries through drizzle.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { API_ROOT } from '../config.js';
import { MIGRATION_LOCK_KEY, withAdvisoryLock } from '../ops/migrate-lock.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

/** Whether notifications are being heard: false from a lost connection until it is listening again. */
export type ListenState = (listening: boolean) => void;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations of a folder (the product's by default; a trimmed copy to stop at an
   * earlier one, see ops/migrations.ts). On PostgreSQL under an advisory lock held on a connection
   * of its own, so that processes starting together on a new database migrate one after the other.
   */
  migrate: (migrationsFolder?: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * Hears NOTIFY on a channel (a fixed identifier). On PostgreSQL a connection of its own, which is
   * reopened (after a second) whenever it is lost; `onState` says when notifications may have been
   * missed (false) and when they are heard again (true). Returns the function that stops listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void, onState: ListenState) => Promise<() => Promise<void>>;
};

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/** LISTEN on a connection of its own, reopened when lost (see Database.listen). */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onState: ListenState): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void open(), 1000);
  };
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    const lost = () => {
      if (current !== c) return;
      current = null;
      onState(false);
      c.end().catch(() => undefined);
      again();
    };
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch {
      c.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    current = c;
    onState(true);
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = current;
    current = null;
    onState(false);
    if (c) await c.end().catch(() => undefined);
  };
}

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client whose connection the server closes (restart, failover, a dropped test
    // database) emits 'error' on the pool; without a listener that would end the process.
    // The pool discards the client and the next query opens a new connection.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01') console.error('PostgreSQL idle client error:', err.message);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
        await withAdvisoryLock(opts.url, MIGRATION_LOCK_KEY, () => migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder }));
      },
      close: () => pool.end(),
      listen: (channel, onPayload, onState) => listenPostgres(opts.url, channel, onPayload, onState),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process holds a PGlite folder (PGlite refuses a second), so no lock is needed.
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    },
    close: () => client.close(),
    listen: async (channel, onPayload, onState) => {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`);
      // One process's database: a notification is heard as its transaction commits, never lost.
      const unlisten = await client.listen(channel, onPayload);
      onState(true);
      return async () => {
        onState(false);
        if (!client.closed) await unlisten();
      };
    },
  };
}

/** For tests: dumps an in-memory PGlite database so that test files can start from a copy. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

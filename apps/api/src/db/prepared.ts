/**
 * Named (server-side prepared) statements for the hot paths: the token lookup every request
 * makes, and the marking screen's fetch and submit. PostgreSQL plans an unnamed statement from
 * scratch every time; a named one is parsed once per connection and, after a few executions,
 * runs on a cached plan — for these short queries planning cost more than running them.
 *
 * The statement's name is derived from its text, so two different texts never share a name and
 * the same text always does. Use it only for queries whose text does not vary with the data
 * (every value a parameter): each distinct text stays prepared on each pooled connection.
 * PGlite ignores the name (it runs in-process); the results are the same on both.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const names = new Map<string, string>();

export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

type Internals = { dialect: PgDialect; session: PgSession };

/** Runs raw SQL as a named statement and returns its rows (works inside a transaction too). */
export async function execPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as Internals;
  const q = dialect.sqlToQuery(query);
  const result = await session.prepareQuery(q, undefined, statementName(q.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/** Runs a query builder (select, insert, update) as a named statement, with its usual result mapping. */
export async function runPrepared<R>(builder: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<R> } }): Promise<R> {
  return builder.prepare(statementName(builder.toSQL().sql)).execute();
}

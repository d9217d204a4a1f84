/**
 * Static, named (server-side prepared) statements for the hot paths: the token lookup every
 * request makes, and the marking screen's fetch and submit (hundreds of markers at once).
 *
 * Two costs are avoided. PostgreSQL plans an unnamed statement from scratch every time; a named
 * one is parsed once per connection and soon runs on a cached plan. And building a query with
 * drizzle's query builder or `sql` template costs more CPU in the API process than running the
 * query: these statements are SQL text written once, with positional parameters.
 *
 * A statement's name is derived from its text, so two texts never share a name. PGlite ignores
 * the name (it runs in-process); results are the same on both databases.
 */
import { createHash } from 'node:crypto';
import { getTableColumns, type Table } from 'drizzle-orm';
import type { PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

export type Statement<R> = { readonly text: string; readonly name: string; readonly __row?: R };

function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/** A statement: SQL text with $1…$n parameters. Define it once, at module level. */
export function statement<R>(text: string): Statement<R> {
  const t = text.replace(/\s+/g, ' ').trim();
  return { text: t, name: statementName(t) };
}

type Internals = { session: PgSession };

/** Runs a statement on the database or inside a transaction and returns its rows (as the driver gives them). */
export async function run<R>(db: Db, stmt: Statement<R>, params: readonly unknown[]): Promise<R[]> {
  const { session } = db as unknown as Internals;
  const result = await session.prepareQuery({ sql: stmt.text, params: params as unknown[] }, undefined, stmt.name, false).execute();
  return (result as { rows: R[] }).rows;
}

/**
 * A table's columns for a static select list, aliased with a prefix (`g.id as g__id, …`), and the
 * mapper from such a row back to the table's row type (with drizzle's own value conversions).
 */
export function tableColumns<T extends Table>(table: T, alias: string): { list: string; map: (row: Record<string, unknown>) => T['$inferSelect'] } {
  const cols = Object.entries(getTableColumns(table)).map(([key, col]) => ({ key, col, as: `${alias}__${col.name}` }));
  return {
    list: cols.map((c) => `${alias}.${c.col.name} as ${c.as}`).join(', '),
    map: (row) => {
      const out: Record<string, unknown> = {};
      for (const c of cols) {
        const v = row[c.as];
        out[c.key] = v == null ? null : c.col.mapFromDriverValue(v);
      }
      return out as T['$inferSelect'];
    },
  };
}

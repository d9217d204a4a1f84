/**
 * Answers whose result a person decided rather than the marks: open problem papers, confirmed
 * blanks and problem papers resolved with a score or zero. Voiding a mark on them must not let
 * settleAnswer recompute their result from the slots. The rule is the database function
 * marking_person_decided (migration 0006), which the submit uses too.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from './present.js';

export async function personDecidedAnswers(tx: Db, answerIds: readonly number[]): Promise<Set<number>> {
  if (!answerIds.length) return new Set();
  const rows = rowsOf<{ id: number }>(await tx.execute(sql`select id from unnest(${sql.param([...answerIds])}::int[]) as id where marking_person_decided(id)`));
  return new Set(rows.map((r) => Number(r.id)));
}

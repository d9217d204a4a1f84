/**
 * Answers whose result a person decided rather than the marks: open problem papers, confirmed
 * blanks and problem papers resolved with a score or zero. Voiding a mark on them must not let
 * settleAnswer recompute their result from the slots.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from './present.js';

export async function personDecidedAnswers(tx: Db, answerIds: readonly number[]): Promise<Set<number>> {
  if (!answerIds.length) return new Set();
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select a.id from marking_answer a
      where a.id = any(${sql.param([...answerIds])}::int[]) and (a.status = 2 or a.blank_audit = 2 or (a.status = 3 and (
        select p.resolution from marking_problem p where p.answer_id = a.id and p.status = 1
        order by p.handled_at desc nulls last, p.id desc limit 1) in ('score', 'zero')))`),
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Works out an answer's state from its slots after any change (submit, re-mark, arbitration,
 * rejection): single marking takes the one score; double marking averages two scores within the
 * tolerance, and otherwise opens an arbitration round whose score is final. Every change of the
 * final score is logged. Runs inside the caller's transaction.
 *
 * Lock order: callers lock the answer (FOR NO KEY UPDATE, as here) before its slots. Two rounds
 * of one answer submitted at once would otherwise deadlock: each transaction's score-log insert
 * takes a KEY SHARE lock on the answer through the foreign key, and each then waits for the
 * other to upgrade. NO KEY UPDATE does not conflict with those KEY SHARE locks.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markingAnswer, markingGroup, markingSlot } from '../../db/schema.js';
import { round2 } from './present.js';
import { run, statement } from '../../db/prepared.js';

export type SettledAnswer = { status: number; finalScores: number[] | null; finalScore: number | null };

const sameScores = (a: readonly number[] | null, b: readonly number[] | null) => (a == null || b == null ? a === b : a.length === b.length && a.every((x, i) => x === b[i]));

export type AnswerRow = typeof markingAnswer.$inferSelect;
type GroupRow = typeof markingGroup.$inferSelect;
export type SlotRow = typeof markingSlot.$inferSelect;

/** $1 answer, $2 status, $3 final scores, $4 final score. */
const SET_STATE = statement(`update marking_answer set status = $2, final_scores = $3::real[], final_score = $4, updated_at = now() where id = $1`);
/** The same, with the final score's log entry: $5 who, $6 the old final scores. */
const SET_STATE_LOGGED = statement(`
  with u as (
    update marking_answer set status = $2, final_scores = $3::real[], final_score = $4, updated_at = now()
    where id = $1 returning id)
  insert into marking_score_log (answer_id, teacher_id, action, old_scores, new_scores)
  select id, $5, 'final', $6::real[], $3::real[] from u`);
/** $1 answer, $2 group, $3 class. */
const OPEN_ARBITRATION = statement(`insert into marking_slot (answer_id, group_id, clazz_id, round) values ($1, $2, $3, 3) on conflict do nothing`);

/**
 * `known` lets a caller that already locked the answer and loaded its group and slots (the
 * submit path) save the round trips of reading them again; `known.slots` must be the answer's
 * slots as they are now, after the caller's own change.
 */
export async function settleAnswer(tx: Db, answerId: number, actorId: number, known?: { answer: AnswerRow; group: GroupRow; slots?: SlotRow[] }): Promise<SettledAnswer> {
  const a = known?.answer ?? (await tx.select().from(markingAnswer).where(eq(markingAnswer.id, answerId)).for('no key update').limit(1))[0];
  if (!a) throw new Error(`marking answer ${answerId} vanished`);
  // Problem papers and audited blanks are decided by a person, not by the slots.
  if (a.status === 2 || a.blankAudit === 2) return { status: a.status, finalScores: a.finalScores, finalScore: a.finalScore };
  const g = known?.group ?? (await tx.select().from(markingGroup).where(eq(markingGroup.id, a.groupId)).limit(1))[0]!;
  const slots = known?.slots ?? (await tx.select().from(markingSlot).where(eq(markingSlot.answerId, answerId)).orderBy(asc(markingSlot.round)));
  const done = (round: number) => slots.find((s) => s.round === round && s.submittedAt != null) ?? null;
  const required = g.doubleMarking ? 2 : 1;
  let status = 0;
  let finalScores: number[] | null = null;
  const r1 = done(1);
  const r2 = done(2);
  const r3 = done(3);
  if (required === 1) {
    if (r1) {
      status = 3;
      finalScores = r1.scores;
    }
  } else if (r1 && r2) {
    const diff = Math.abs((r1.score ?? 0) - (r2.score ?? 0));
    if (r3) {
      status = 3;
      finalScores = r3.scores;
    } else if (diff <= g.tolerance + 1e-9) {
      status = 3;
      finalScores = r1.scores!.map((x, i) => round2((x + (r2.scores![i] ?? 0)) / 2));
    } else {
      status = 1;
      if (!slots.some((s) => s.round === 3)) await run(tx, OPEN_ARBITRATION, [answerId, a.groupId, a.clazzId]);
    }
  }
  if (status !== 1 && !r3 && slots.some((s) => s.round === 3)) {
    // Within the tolerance again (after a re-mark or a rejection): the open arbitration is not needed.
    await tx.delete(markingSlot).where(and(eq(markingSlot.answerId, answerId), eq(markingSlot.round, 3), isNull(markingSlot.submittedAt)));
  }
  const finalScore = finalScores ? round2(finalScores.reduce((s, x) => s + x, 0)) : null;
  const scoresChanged = !sameScores(finalScores, a.finalScores);
  if (status !== a.status || scoresChanged) {
    // The answer's new state and (when the final score changed) its log entry, in one statement.
    if (scoresChanged) await run(tx, SET_STATE_LOGGED, [answerId, status, finalScores, finalScore, actorId, a.finalScores]);
    else await run(tx, SET_STATE, [answerId, status, finalScores, finalScore]);
  }
  return { status, finalScores, finalScore };
}

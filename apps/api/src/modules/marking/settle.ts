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
import type { Db } from '../../db/client.js';
import { run, statement } from '../../db/prepared.js';

export type SettledAnswer = { status: number; finalScores: number[] | null; finalScore: number | null };

type SettledRow = { settled_status: number; settled_scores: (number | string)[] | null; settled_score: number | string | null };

/** The rule itself is the database function marking_settle (migration 0006), shared with the submit. */
const SETTLE = statement<SettledRow>(`select settled_status, settled_scores, settled_score from marking_settle($1, $2)`);

export function settledOf(r: SettledRow): SettledAnswer {
  return {
    status: Number(r.settled_status),
    finalScores: r.settled_scores == null ? null : r.settled_scores.map(Number),
    finalScore: r.settled_score == null ? null : Number(r.settled_score),
  };
}

/** Settles the answer inside the caller's transaction; the caller has locked the answer before its slots. */
export async function settleAnswer(tx: Db, answerId: number, actorId: number): Promise<SettledAnswer> {
  return settledOf((await run(tx, SETTLE, [answerId, actorId]))[0]!);
}

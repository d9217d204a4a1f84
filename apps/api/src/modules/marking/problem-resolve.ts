/**
 * A manager's decision on a problem paper, in one transaction each:
 * - score / zero: the manager's scores (or 0 for every question) are final; the open slots stay blocked;
 * - remark: every mark of the answer is cleared and it goes back to the pool to be marked afresh;
 * - pool: the open slots go back to the pool, marks already submitted stay;
 * - reject (the report was unfounded): as pool, and the report is marked 已驳回.
 */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markingAnswer, markingProblem, markingScoreLog, markingSlot } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingGroup, type MarkingGroupCtx } from './access.js';
import { round2 } from './present.js';
import type { AnswerRow } from './answer-image.js';
import { settleAnswer } from './settle.js';
import { checkScores, groupQuestionLimits } from './submit.js';
import { inTransaction, lockGroup } from './tx.js';

export type ResolveAction = 'score' | 'zero' | 'remark' | 'pool';
type ProblemRow = typeof markingProblem.$inferSelect;

async function loadProblemForManager(db: Db, auth: AuthContext, problemId: number): Promise<MarkingGroupCtx> {
  const head = (await db.select({ groupId: markingProblem.groupId }).from(markingProblem).where(eq(markingProblem.id, problemId)).limit(1))[0];
  if (!head) throw errors.notFound('问题卷不存在');
  const ctx = await loadMarkingGroup(db, auth, head.groupId);
  assertExamManager(ctx);
  return ctx;
}

/**
 * Locks the group, the pending problem, its answer and the answer's slots inside the transaction
 * (answer before slots: the lock order of settle.ts, which a submit follows too).
 */
async function lockPending(tx: Db, groupId: number, problemId: number): Promise<{ problem: ProblemRow; answer: AnswerRow }> {
  const g = await lockGroup(tx, groupId);
  if (g.status === 4) throw errors.conflict('该题组阅卷已最终完成，不能再处理问题卷');
  const problem = (await tx.select().from(markingProblem).where(eq(markingProblem.id, problemId)).for('no key update').limit(1))[0]!;
  if (problem.status !== 0) throw errors.conflict('该问题卷已处理过了');
  const answer = (await tx.select().from(markingAnswer).where(eq(markingAnswer.id, problem.answerId)).for('no key update').limit(1))[0]!;
  await tx.select({ id: markingSlot.id }).from(markingSlot).where(eq(markingSlot.answerId, problem.answerId)).orderBy(asc(markingSlot.id)).for('no key update');
  return { problem, answer };
}

/** The answer back in the normal flow: open slots unblocked, state from the marks it has. */
async function backToPool(tx: Db, answerId: number, actorId: number): Promise<void> {
  await tx.update(markingSlot).set({ blocked: false }).where(and(eq(markingSlot.answerId, answerId), isNull(markingSlot.submittedAt)));
  await tx.update(markingAnswer).set({ status: 0, updatedAt: new Date() }).where(eq(markingAnswer.id, answerId));
  await settleAnswer(tx, answerId, actorId);
}

async function clearMarks(tx: Db, answerId: number, actorId: number): Promise<void> {
  const slots = await tx.select().from(markingSlot).where(eq(markingSlot.answerId, answerId));
  for (const s of slots) {
    if (s.submittedAt) await tx.insert(markingScoreLog).values({ answerId, slotId: s.id, teacherId: actorId, action: 'reset', oldScores: s.scores, newScores: null });
  }
  await tx.delete(markingSlot).where(and(eq(markingSlot.answerId, answerId), eq(markingSlot.round, 3)));
  await tx
    .update(markingSlot)
    .set({ markerId: null, scores: null, score: null, submittedAt: null, spentMs: null, holderId: null, leaseUntil: null, handedAt: null })
    .where(and(eq(markingSlot.answerId, answerId), lt(markingSlot.round, 3)));
}

function closeProblem(tx: Db, problemId: number, status: 1 | 2, resolution: ResolveAction | null, actorId: number) {
  return tx.update(markingProblem).set({ status, resolution, handledBy: actorId, handledAt: new Date() }).where(eq(markingProblem.id, problemId));
}

export async function resolveProblem(db: Db, auth: AuthContext, problemId: number, action: ResolveAction, scores: number[] | undefined): Promise<void> {
  const ctx = await loadProblemForManager(db, auth, problemId);
  let given: number[] | null = null;
  if (action === 'score' || action === 'zero') {
    const questions = await groupQuestionLimits(db, ctx.group);
    if (action === 'zero') given = questions.map(() => 0);
    else if (!scores?.length) throw errors.validation('请填写分数');
    else given = checkScores(scores, questions, ctx.group.scoreStep);
  }
  await inTransaction(db, async (tx) => {
    const { answer: a } = await lockPending(tx, ctx.group.id, problemId);
    if (given) {
      const finalScore = round2(given.reduce((s, x) => s + x, 0));
      await tx.update(markingAnswer).set({ status: 3, finalScores: given, finalScore, updatedAt: new Date() }).where(eq(markingAnswer.id, a.id));
      await tx.insert(markingScoreLog).values({ answerId: a.id, slotId: null, teacherId: auth.teacherId, action: 'resolve', oldScores: a.finalScores, newScores: given });
    } else {
      if (action === 'remark') await clearMarks(tx, a.id, auth.teacherId);
      await backToPool(tx, a.id, auth.teacherId);
    }
    await closeProblem(tx, problemId, 1, action, auth.teacherId);
  });
}

export async function rejectProblem(db: Db, auth: AuthContext, problemId: number): Promise<void> {
  const ctx = await loadProblemForManager(db, auth, problemId);
  await inTransaction(db, async (tx) => {
    const { problem } = await lockPending(tx, ctx.group.id, problemId);
    await backToPool(tx, problem.answerId, auth.teacherId);
    await closeProblem(tx, problemId, 2, null, auth.teacherId);
  });
}

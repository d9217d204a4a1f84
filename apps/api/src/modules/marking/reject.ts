/**
 * Rejecting a marker's marks (打回): the chosen (or all) submitted first and second marks of one
 * teacher in a group are voided and their slots go back to the pool for someone to mark again;
 * each affected answer is settled anew (a final answer becomes open again, an arbitration that is
 * no longer needed disappears). On answers a person decided (problem papers, confirmed blanks) the
 * mark is voided too but the slot stays blocked and the result stands. A completed group with open
 * work again goes back to 阅卷中.
 */
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markingAnswer, markingGroup, markingScoreLog, markingSlot, teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingGroup } from './access.js';
import { personDecidedAnswers } from './decided.js';
import { rowsOf } from './present.js';
import { settleAnswer } from './settle.js';
import { inTransaction, lockGroup } from './tx.js';

export async function rejectMarks(db: Db, auth: AuthContext, groupId: number, teacherId: number, slotIds: number[] | undefined): Promise<{ returned: number; kept: number }> {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  assertExamManager(ctx);
  const marker = await db.select({ id: teacher.id }).from(teacher).where(and(eq(teacher.id, teacherId), eq(teacher.schoolId, auth.schoolId))).limit(1);
  if (!marker.length) throw errors.validation('阅卷老师不存在或不是本校教师');
  return inTransaction(db, async (tx) => {
    const g = await lockGroup(tx, groupId);
    if (g.status === 4) throw errors.conflict('该题组阅卷已最终完成，不能打回');
    const conds = [eq(markingSlot.groupId, groupId), eq(markingSlot.markerId, teacherId), lt(markingSlot.round, 3), isNotNull(markingSlot.submittedAt)];
    if (slotIds) conds.push(inArray(markingSlot.id, slotIds.length ? slotIds : [-1]));
    // The answers concerned, then their slots (the lock order of settle.ts), each in id order.
    const picked = await tx.select({ answerId: markingSlot.answerId }).from(markingSlot).where(and(...conds));
    const concerned = [...new Set(picked.map((s) => s.answerId))];
    if (concerned.length) {
      await tx.select({ id: markingAnswer.id }).from(markingAnswer).where(inArray(markingAnswer.id, concerned)).orderBy(asc(markingAnswer.id)).for('no key update');
      await tx.select({ id: markingSlot.id }).from(markingSlot).where(inArray(markingSlot.answerId, concerned)).orderBy(asc(markingSlot.id)).for('no key update');
    }
    // Only slots of the answers locked above: a mark committed since the pick (the marker still at
    // work) is left alone. Updating it without its answer's lock would take the lock order backwards
    // (slot, then answer in settleAnswer) and deadlock with a report or submit on that answer.
    const slots = concerned.length ? await tx.select().from(markingSlot).where(and(...conds, inArray(markingSlot.answerId, concerned))).orderBy(asc(markingSlot.id)) : [];
    if (slotIds) {
      const found = new Set(slots.map((s) => s.id));
      const wrong = [...new Set(slotIds)].filter((id) => !found.has(id));
      if (wrong.length) throw errors.validation(`答卷任务${wrong.join('、')}不是该老师在本题组已提交的评分`);
    }
    if (!slots.length) return { returned: 0, kept: 0 };
    const answerIds = [...new Set(slots.map((s) => s.answerId))];
    const decided = await personDecidedAnswers(tx, answerIds);
    for (const s of slots) {
      await tx
        .update(markingSlot)
        .set({ markerId: null, scores: null, score: null, submittedAt: null, spentMs: null, holderId: null, leaseUntil: null, handedAt: null, blocked: decided.has(s.answerId) })
        .where(eq(markingSlot.id, s.id));
      await tx.insert(markingScoreLog).values({ answerId: s.answerId, slotId: s.id, teacherId: auth.teacherId, action: 'reject', oldScores: s.scores, newScores: null });
    }
    for (const answerId of answerIds) if (!decided.has(answerId)) await settleAnswer(tx, answerId, auth.teacherId);
    if (g.status === 3) {
      const open = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from marking_answer where group_id = ${groupId} and status <> 3`))[0]!.n;
      if (open) await tx.update(markingGroup).set({ status: 1, updatedAt: new Date() }).where(eq(markingGroup.id, groupId));
    }
    const kept = slots.filter((s) => decided.has(s.answerId)).length;
    return { returned: slots.length - kept, kept };
  });
}

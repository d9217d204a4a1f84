/**
 * Submitting a mark. One transaction locks the slot, records the scores, logs the change and
 * settles the answer (final score, or an arbitration round); the client hears of success only
 * after the commit. Submitting the same scores again (double click, retried request) changes
 * nothing; different scores on one's own submitted slot are a re-mark (回评), allowed until the
 * answer has been arbitrated or decided by a person or the group is completed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TMarkingSubmitResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examQuestion, markingAnswer, markingScoreLog, markingSlot } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadMarkingGroup, type MarkingGroupRow } from './access.js';
import { myCounters } from './counters.js';
import { answerStatusText, round2, rowsOf } from './present.js';
import { settleAnswer } from './settle.js';
import { personDecidedAnswers } from './decided.js';

const EPS = 1e-6;

export type QuestionLimit = { questionId: number; questionNo: string; fullScore: number };

export async function groupQuestionLimits(db: Db, group: MarkingGroupRow): Promise<QuestionLimit[]> {
  const rows = await db.select({ id: examQuestion.id, questionNo: examQuestion.questionNo, fullScore: examQuestion.fullScore }).from(examQuestion).where(inArray(examQuestion.id, group.questionIds)).orderBy(asc(examQuestion.idx));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return group.questionIds.flatMap((id) => {
    const q = byId.get(id);
    return q ? [{ questionId: q.id, questionNo: q.questionNo, fullScore: q.fullScore }] : [];
  });
}

/** Checks the scores against the group's questions: one per question, within 0..full, on the step. */
export function checkScores(scores: readonly number[], questions: readonly QuestionLimit[], step: number): number[] {
  if (scores.length !== questions.length) throw errors.validation(`请为每道小题打分：本题组共${questions.length}道小题，收到${scores.length}个分数`);
  return scores.map((raw, i) => {
    const q = questions[i]!;
    if (!Number.isFinite(raw) || raw < -EPS || raw > q.fullScore + EPS) throw errors.validation(`第${q.questionNo}题的分数须在0到${q.fullScore}分之间`);
    const steps = raw / step;
    if (Math.abs(steps - Math.round(steps)) > EPS && Math.abs(raw - q.fullScore) > EPS) throw errors.validation(`第${q.questionNo}题的分数须为${step}分的整数倍`);
    return round2(raw);
  });
}

type Head = { group_id: number; answer_id: number; limits: QuestionLimit[] | null };

export async function submitMark(db: Db, auth: AuthContext, slotId: number, rawScores: readonly number[], kind: 'mark' | 'arbitrate'): Promise<TMarkingSubmitResult> {
  const t = auth.teacherId;
  // The slot's group and answer with the group's question limits, in one round trip.
  const head = rowsOf<Head>(
    await db.execute(sql`
      select s.group_id, s.answer_id,
        (select json_agg(json_build_object('questionId', q.id, 'questionNo', q.question_no, 'fullScore', q.full_score) order by array_position(g.question_ids, q.id))
         from exam_question q where q.id = any(g.question_ids)) as limits
      from marking_slot s join marking_group g on g.id = s.group_id where s.id = ${slotId}`),
  )[0];
  if (!head) throw errors.notFound('答卷任务不存在');
  const ctx = await loadMarkingGroup(db, auth, head.group_id);
  const scores = checkScores(rawScores, (head.limits ?? []).map((q) => ({ ...q, fullScore: Number(q.fullScore) })), ctx.group.scoreStep);
  const score = round2(scores.reduce((s, x) => s + x, 0));
  if (ctx.group.status === 2) throw errors.conflict('阅卷已暂停，暂不能提交');
  if (ctx.group.status !== 1) throw errors.conflict('该题组阅卷已结束，不能再提交');

  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // The answer first, then the slot: see the lock order in settle.ts.
    const answer = (await tx.select().from(markingAnswer).where(eq(markingAnswer.id, head.answer_id)).for('no key update').limit(1))[0];
    const slot = (await tx.select().from(markingSlot).where(eq(markingSlot.id, slotId)).for('no key update').limit(1))[0];
    if (!slot || !answer) throw errors.notFound('答卷任务不存在');
    if (kind === 'mark' && slot.round === 3) throw errors.validation('仲裁答卷请使用仲裁提交');
    if (kind === 'arbitrate' && slot.round !== 3) throw errors.validation('这不是待仲裁的答卷');
    if (kind === 'arbitrate' && !ctx.roles.includes('arbiter')) throw errors.forbidden('您不是该题组的仲裁老师');
    if (kind === 'mark' && !ctx.roles.includes('marker')) throw errors.forbidden('您不是该题组的阅卷老师');

    if (slot.submittedAt == null) {
      if (slot.holderId !== t) {
        throw errors.conflict(slot.holderId == null ? '该答卷已超时回收，请阅下一份' : '该答卷已超时回收并分给了其他老师，请阅下一份');
      }
      if (slot.blocked) throw errors.conflict('该答卷已转为问题卷或已处理，请阅下一份');
      const spentMs = slot.handedAt ? Math.min(2_000_000_000, Math.max(0, Date.now() - slot.handedAt.getTime())) : null;
      // The mark and its log entry in one statement.
      await tx.execute(sql`
        with u as (
          update marking_slot set marker_id = ${t}, scores = ${sql.param(scores)}::real[], score = ${score}, submitted_at = now(), holder_id = null, lease_until = null, spent_ms = ${spentMs}
          where id = ${slotId} returning id, answer_id)
        insert into marking_score_log (answer_id, slot_id, teacher_id, action, new_scores)
        select answer_id, id, ${t}, ${kind === 'arbitrate' ? 'arbitrate' : 'submit'}, ${sql.param(scores)}::real[] from u`);
    } else {
      if (slot.markerId !== t) throw errors.conflict('该答卷已由其他老师评阅');
      const same = slot.scores != null && slot.scores.length === scores.length && slot.scores.every((x, i) => Math.abs(x - scores[i]!) < EPS);
      if (!same) {
        if (answer.status === 2) throw errors.conflict('该答卷已转为问题卷，不能回评');
        if (answer.blankAudit === 2) throw errors.conflict('该答卷已按空白卷处理，不能回评');
        if ((await personDecidedAnswers(tx, [answer.id])).has(answer.id)) throw errors.conflict('该答卷已由阅卷负责人给分，不能回评');
        if (slot.round < 3) {
          const arbitrated = await tx.select({ id: markingSlot.id }).from(markingSlot).where(and(eq(markingSlot.answerId, slot.answerId), eq(markingSlot.round, 3))).limit(1);
          if (arbitrated.length && answer.status !== 1) throw errors.conflict('该答卷已仲裁，不能回评');
        }
        await tx.update(markingSlot).set({ scores, score }).where(eq(markingSlot.id, slotId));
        await tx.insert(markingScoreLog).values({ answerId: slot.answerId, slotId, teacherId: t, action: 'remark', oldScores: slot.scores, newScores: scores });
      }
    }
    const settled = await settleAnswer(tx, slot.answerId, t, { answer, group: ctx.group });
    return { answerId: slot.answerId, settled };
  });
  return {
    slotId,
    answerId: result.answerId,
    score,
    answerStatus: result.settled.status,
    answerStatusText: answerStatusText(result.settled.status),
    finalScore: result.settled.finalScore,
    counters: await myCounters(db, t, ctx.group.id),
  };
}

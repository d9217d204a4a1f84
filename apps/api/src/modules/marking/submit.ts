/**
 * Submitting a mark. One transaction locks the slot, records the scores, logs the change and
 * settles the answer (final score, or an arbitration round); the client hears of success only
 * after the commit. Submitting the same scores again (double click, retried request) changes
 * nothing; different scores on one's own submitted slot are a re-mark (回评), allowed until the
 * answer has been arbitrated or decided by a person or the group is completed.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { TMarkingSubmitResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examQuestion } from '../../db/schema.js';
import { run, statement } from '../../db/prepared.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadSlotGroup, type MarkingGroupRow, type QuestionLimit } from './access.js';
import { countersSelect, myCounters } from './counters.js';
import { answerStatusText, round2 } from './present.js';
import { settleAnswer, type AnswerRow, type SlotRow } from './settle.js';
import { personDecidedAnswers } from './decided.js';

const EPS = 1e-6;

export type { QuestionLimit };

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

type LockedRow = {
  id: number;
  round: number;
  blocked: boolean;
  holder_id: number | null;
  lease_until: Date | string | null;
  handed_at: Date | string | null;
  marker_id: number | null;
  scores: number[] | null;
  score: number | null;
  submitted_at: Date | string | null;
  spent_ms: number | null;
  a_group_id: number;
  a_clazz_id: number;
  a_student_id: number;
  a_exam_id: number;
  a_status: number;
  a_final_scores: number[] | null;
  a_final_score: number | null;
  a_blank_audit: number;
};

const asDate = (d: Date | string | null) => (d == null ? null : d instanceof Date ? d : new Date(d));
const nums = (x: number[] | null) => (x == null ? null : x.map(Number));

/**
 * Locks the answer (FOR NO KEY UPDATE) and then all its slots, in that order (see settle.ts), in
 * one statement: the materialised CTE is read by the InitPlan before the slots are scanned.
 * Returns the answer and the slots as they are, for the checks and for settling.
 */
async function lockAnswerAndSlots(tx: Db, answerId: number): Promise<{ answer: AnswerRow; slots: SlotRow[] } | null> {
  const rows = await run(tx, LOCK_ANSWER_AND_SLOTS, [answerId]);
  const first = rows[0];
  if (!first) return null;
  const answer = {
    id: answerId,
    groupId: first.a_group_id,
    examId: first.a_exam_id,
    studentId: first.a_student_id,
    clazzId: first.a_clazz_id,
    status: first.a_status,
    finalScores: nums(first.a_final_scores),
    finalScore: first.a_final_score == null ? null : Number(first.a_final_score),
    blankAudit: first.a_blank_audit,
  } as AnswerRow; // image, rotation and ink are not needed to settle
  const slots: SlotRow[] = rows.map((r) => ({
    id: r.id,
    answerId,
    groupId: first.a_group_id,
    clazzId: first.a_clazz_id,
    round: r.round,
    blocked: r.blocked,
    holderId: r.holder_id,
    leaseUntil: asDate(r.lease_until),
    handedAt: asDate(r.handed_at),
    markerId: r.marker_id,
    scores: nums(r.scores),
    score: r.score == null ? null : Number(r.score),
    submittedAt: asDate(r.submitted_at),
    spentMs: r.spent_ms,
  }));
  return { answer, slots };
}

const LOCK_ANSWER_AND_SLOTS = statement<LockedRow>(`
  with a as materialized (
    select id, group_id, exam_id, student_id, clazz_id, status, final_scores, final_score, blank_audit
    from marking_answer where id = $1 for no key update)
  select s.id, s.round, s.blocked, s.holder_id, s.lease_until, s.handed_at, s.marker_id, s.scores, s.score, s.submitted_at, s.spent_ms,
    a.group_id as a_group_id, a.clazz_id as a_clazz_id, a.student_id as a_student_id, a.exam_id as a_exam_id, a.status as a_status,
    a.final_scores as a_final_scores, a.final_score as a_final_score, a.blank_audit as a_blank_audit
  from marking_slot s cross join a
  where s.answer_id = (select id from a)
  order by s.round
  for no key update of s`);

/**
 * The mark, its log entry and the marker's counters in one statement: $1 slot, $2 teacher,
 * $3 scores, $4 score, $5 time spent, $6 log action, $7 group. The counts are read from the
 * statement's snapshot, before this slot counts as submitted: the caller adds one.
 */
const RECORD_MARK = statement<CounterRow>(`
  with u as (
    update marking_slot set marker_id = $2, scores = $3::real[], score = $4, submitted_at = now(), holder_id = null, lease_until = null, spent_ms = $5
    where id = $1 returning id, answer_id),
  l as (
    insert into marking_score_log (answer_id, slot_id, teacher_id, action, new_scores)
    select answer_id, id, $2, $6, $3::real[] from u)
  ${countersSelect('$7', '$2')}`);

type CounterRow = { my_marked: number; my_arbitrated: number; quota: number | null; has_marker: boolean };

export async function submitMark(db: Db, auth: AuthContext, slotId: number, rawScores: readonly number[], kind: 'mark' | 'arbitrate'): Promise<TMarkingSubmitResult> {
  const t = auth.teacherId;
  // The slot's group, answer and question limits, in one round trip.
  const ctx = await loadSlotGroup(db, auth, slotId);
  const scores = checkScores(rawScores, ctx.limits, ctx.group.scoreStep);
  const score = round2(scores.reduce((s, x) => s + x, 0));
  if (ctx.group.status === 2) throw errors.conflict('阅卷已暂停，暂不能提交');
  if (ctx.group.status !== 1) throw errors.conflict('该题组阅卷已结束，不能再提交');
  const groupId = ctx.group.id;

  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const locked = await lockAnswerAndSlots(tx, ctx.answerId);
    const slot = locked?.slots.find((x) => x.id === slotId);
    if (!locked || !slot) throw errors.notFound('答卷任务不存在');
    const { answer, slots } = locked;
    if (kind === 'mark' && slot.round === 3) throw errors.validation('仲裁答卷请使用仲裁提交');
    if (kind === 'arbitrate' && slot.round !== 3) throw errors.validation('这不是待仲裁的答卷');
    if (kind === 'arbitrate' && !ctx.roles.includes('arbiter')) throw errors.forbidden('您不是该题组的仲裁老师');
    if (kind === 'mark' && !ctx.roles.includes('marker')) throw errors.forbidden('您不是该题组的阅卷老师');

    let counters: CounterRow | null = null;
    if (slot.submittedAt == null) {
      if (slot.holderId !== t) {
        throw errors.conflict(slot.holderId == null ? '该答卷已超时回收，请阅下一份' : '该答卷已超时回收并分给了其他老师，请阅下一份');
      }
      if (slot.blocked) throw errors.conflict('该答卷已转为问题卷或已处理，请阅下一份');
      const spentMs = slot.handedAt ? Math.min(2_000_000_000, Math.max(0, Date.now() - slot.handedAt.getTime())) : null;
      // The mark, its log entry and the marker's counters in one statement. The counts are read
      // from the statement's snapshot, before this slot counts as submitted: one is added below.
      counters = (await run(tx, RECORD_MARK, [slotId, t, scores, score, spentMs, kind === 'arbitrate' ? 'arbitrate' : 'submit', groupId]))[0]!;
      if (slot.round < 3) counters.my_marked += 1;
      else counters.my_arbitrated += 1;
      Object.assign(slot, { markerId: t, scores, score, submittedAt: new Date(), holderId: null, leaseUntil: null, spentMs });
    } else {
      if (slot.markerId !== t) throw errors.conflict('该答卷已由其他老师评阅');
      const same = slot.scores != null && slot.scores.length === scores.length && slot.scores.every((x, i) => Math.abs(x - scores[i]!) < EPS);
      if (!same) {
        if (answer.status === 2) throw errors.conflict('该答卷已转为问题卷，不能回评');
        if (answer.blankAudit === 2) throw errors.conflict('该答卷已按空白卷处理，不能回评');
        if ((await personDecidedAnswers(tx, [answer.id])).has(answer.id)) throw errors.conflict('该答卷已由阅卷负责人给分，不能回评');
        if (slot.round < 3 && slots.some((x) => x.round === 3) && answer.status !== 1) throw errors.conflict('该答卷已仲裁，不能回评');
        await tx.execute(sql`
          with u as (update marking_slot set scores = ${sql.param(scores)}::real[], score = ${score} where id = ${slotId} returning id)
          insert into marking_score_log (answer_id, slot_id, teacher_id, action, old_scores, new_scores)
          select ${answer.id}, id, ${t}, 'remark', ${sql.param(slot.scores)}::real[], ${sql.param(scores)}::real[] from u`);
        Object.assign(slot, { scores, score });
      }
    }
    const settled = await settleAnswer(tx, answer.id, t, { answer, group: ctx.group, slots });
    return { answerId: answer.id, settled, counters };
  });
  const counters = result.counters
    ? { myMarked: result.counters.my_marked, myArbitrated: result.counters.my_arbitrated, myQuota: result.counters.has_marker ? result.counters.quota : null }
    : await myCounters(db, t, groupId);
  return {
    slotId,
    answerId: result.answerId,
    score,
    answerStatus: result.settled.status,
    answerStatusText: answerStatusText(result.settled.status),
    finalScore: result.settled.finalScore,
    counters,
  };
}

/**
 * Submitting a mark. One statement, the database function marking_submit (migration 0006), locks
 * the answer and its slots, records the scores, logs the change and settles the answer (final
 * score, or an arbitration round) in its own transaction; the client hears of success only after
 * the commit. Submitting the same scores again (double click, retried request) changes nothing;
 * different scores on one's own submitted slot are a re-mark (回评), allowed until the answer has
 * been arbitrated or decided by a person or the group is completed.
 */
import { asc, inArray } from 'drizzle-orm';
import type { TMarkingSubmitResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examQuestion } from '../../db/schema.js';
import { run, statement } from '../../db/prepared.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadSlotGroup, type MarkingGroupRow, type QuestionLimit } from './access.js';
import { answerStatusText, round2 } from './present.js';
import { nextItem } from './dispatch.js';
import { settledOf } from './settle.js';

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

type SubmitRow = {
  outcome: 'ok' | 'same' | 'remark' | 'missing' | 'not_holder' | 'blocked' | 'other_marker' | 'problem' | 'blank' | 'decided' | 'arbitrated';
  holder_id: number | null;
  settled_status: number;
  settled_scores: (number | string)[] | null;
  settled_score: number | string | null;
  my_marked: number;
  my_arbitrated: number;
  quota: number | null;
  has_marker: boolean;
};

/** $1 slot, $2 its answer, $3 teacher, $4 scores, $5 their sum, $6 log action (submit / arbitrate). */
export const SUBMIT = statement<SubmitRow>(`select * from marking_submit($1, $2, $3, $4::float8[], $5, $6)`);

/** Why a submit was refused, by the function's outcome; nothing was written. */
function refusal(r: SubmitRow): Error {
  switch (r.outcome) {
    case 'not_holder':
      return errors.conflict(r.holder_id == null ? '该答卷已超时回收，请阅下一份' : '该答卷已超时回收并分给了其他老师，请阅下一份');
    case 'blocked':
      return errors.conflict('该答卷已转为问题卷或已处理，请阅下一份');
    case 'other_marker':
      return errors.conflict('该答卷已由其他老师评阅');
    case 'problem':
      return errors.conflict('该答卷已转为问题卷，不能回评');
    case 'blank':
      return errors.conflict('该答卷已按空白卷处理，不能回评');
    case 'decided':
      return errors.conflict('该答卷已由阅卷负责人给分，不能回评');
    case 'arbitrated':
      return errors.conflict('该答卷已仲裁，不能回评');
    default:
      return errors.notFound('答卷任务不存在');
  }
}

/**
 * Submits a mark; with `withNext`, the response also carries the next answer of the group (the
 * marking screen's one request per answer). The next answer is claimed after the mark is committed,
 * in its own statement, so a failure there never undoes or hides a stored mark: the response then
 * has `next: null` and the screen fetches the next answer itself.
 */
export async function submitMark(db: Db, auth: AuthContext, slotId: number, rawScores: readonly number[], kind: 'mark' | 'arbitrate', withNext = false): Promise<TMarkingSubmitResult> {
  // The slot's group, answer, round and question limits, in one round trip.
  const ctx = await loadSlotGroup(db, auth, slotId);
  const scores = checkScores(rawScores, ctx.limits, ctx.group.scoreStep);
  const score = round2(scores.reduce((s, x) => s + x, 0));
  if (ctx.group.status === 2) throw errors.conflict('阅卷已暂停，暂不能提交');
  if (ctx.group.status !== 1) throw errors.conflict('该题组阅卷已结束，不能再提交');
  if (kind === 'mark' && ctx.round === 3) throw errors.validation('仲裁答卷请使用仲裁提交');
  if (kind === 'arbitrate' && ctx.round !== 3) throw errors.validation('这不是待仲裁的答卷');
  if (kind === 'arbitrate' && !ctx.roles.includes('arbiter')) throw errors.forbidden('您不是该题组的仲裁老师');
  if (kind === 'mark' && !ctx.roles.includes('marker')) throw errors.forbidden('您不是该题组的阅卷老师');

  const r = (await run(db, SUBMIT, [slotId, ctx.answerId, auth.teacherId, scores, score, kind === 'arbitrate' ? 'arbitrate' : 'submit']))[0]!;
  if (r.outcome !== 'ok' && r.outcome !== 'same' && r.outcome !== 'remark') throw refusal(r);
  const settled = settledOf(r);
  const next = withNext ? await nextItem(db, auth, ctx.group.id, kind).catch(() => null) : null;
  return {
    slotId,
    answerId: ctx.answerId,
    score,
    answerStatus: settled.status,
    answerStatusText: answerStatusText(settled.status),
    finalScore: settled.finalScore,
    counters: { myMarked: r.my_marked, myArbitrated: r.my_arbitrated, myQuota: r.has_marker ? r.quota : null },
    next,
  };
}

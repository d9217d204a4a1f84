/** 完成标注 and 撤回: a task moves to finished when every question is tagged; a finished one can be withdrawn (open again). */
import { eq } from 'drizzle-orm';
import { LABEL_STATUS, LABEL_STATUS_NAMES, type TLabelStateResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examLabel } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { examQuestionRows } from './exam-data.js';
import { isTagged, requireLabelExam } from './scope.js';

const result = (examId: number, status: number): TLabelStateResult => ({ examId, status, statusName: LABEL_STATUS_NAMES[status] ?? '' });

export async function finishLabel(db: Db, auth: AuthContext, examId: number): Promise<TLabelStateResult> {
  await requireLabelExam(db, auth, examId);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = (await tx.select({ status: examLabel.status }).from(examLabel).where(eq(examLabel.examId, examId)).for('update').limit(1))[0];
    if (current?.status === LABEL_STATUS.FINISHED) throw errors.conflict('这场考试已完成标注');
    const untagged = (await examQuestionRows(tx, examId)).filter((q) => !isTagged(q));
    if (untagged.length) {
      const nos = untagged.map((q) => q.questionNo);
      const shown = nos.length > 20 ? `${nos.slice(0, 20).join('、')}等${nos.length}道题` : nos.join('、');
      throw errors.validation(`还有题目没有标注完整，不能完成标注：第${shown}题（每题需要知识点、难度和题型）`);
    }
    const now = new Date();
    await tx
      .insert(examLabel)
      .values({ examId, status: LABEL_STATUS.FINISHED, finishedBy: auth.teacherId, finishedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: examLabel.examId, set: { status: LABEL_STATUS.FINISHED, finishedBy: auth.teacherId, finishedAt: now, updatedAt: now } });
    return result(examId, LABEL_STATUS.FINISHED);
  });
}

export async function withdrawLabel(db: Db, auth: AuthContext, examId: number): Promise<TLabelStateResult> {
  await requireLabelExam(db, auth, examId);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = (await tx.select({ status: examLabel.status }).from(examLabel).where(eq(examLabel.examId, examId)).for('update').limit(1))[0];
    if (current?.status !== LABEL_STATUS.FINISHED) throw errors.conflict('只有已完成的标注可以撤回');
    const now = new Date();
    await tx.update(examLabel).set({ status: LABEL_STATUS.WITHDRAWN, withdrawnBy: auth.teacherId, withdrawnAt: now, updatedAt: now }).where(eq(examLabel.examId, examId));
    return result(examId, LABEL_STATUS.WITHDRAWN);
  });
}

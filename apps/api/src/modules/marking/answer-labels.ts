/**
 * Labels on an answer (标记特殊答卷): a teacher who marks, arbitrates or manages the group sets their
 * own labelling of an answer — the system labels and their own labels, with a note. Another
 * teacher's labelling of the same answer is left alone.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markingAnswer, markingAnswerLabel, markingLabel } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertGroupMember, loadMarkingGroup } from './access.js';
import { visibleToTeacher } from './labels.js';
import { rowsOf } from './present.js';
import { inTransaction } from './tx.js';

export type AnswerLabel = { labelId: number; name: string; teacherName: string; note: string };

/** Labels on some answers that this teacher may see (system labels by anyone, own labels). */
export async function labelsOfAnswers(db: Db, auth: AuthContext, answerIds: readonly number[]): Promise<Map<number, AnswerLabel[]>> {
  const out = new Map<number, AnswerLabel[]>();
  if (!answerIds.length) return out;
  const rows = rowsOf<{ answer_id: number; label_id: number; name: string; teacher_name: string; note: string }>(
    await db.execute(sql`
      select al.answer_id, l.id as label_id, l.name, t.name as teacher_name, al.note
      from marking_answer_label al
      join marking_label l on l.id = al.label_id
      join teacher t on t.id = al.teacher_id
      where al.answer_id = any(${sql.param([...answerIds])}::int[]) and l.school_id = ${auth.schoolId}
        and (l.teacher_id is null or l.teacher_id = ${auth.teacherId})
      order by al.answer_id, l.teacher_id nulls first, l.id`),
  );
  for (const r of rows) out.set(r.answer_id, [...(out.get(r.answer_id) ?? []), { labelId: r.label_id, name: r.name, teacherName: r.teacher_name, note: r.note }]);
  return out;
}

export async function setAnswerLabels(db: Db, auth: AuthContext, answerId: number, labelIds: number[], note: string): Promise<AnswerLabel[]> {
  const a = (await db.select({ groupId: markingAnswer.groupId }).from(markingAnswer).where(eq(markingAnswer.id, answerId)).limit(1))[0];
  if (!a) throw errors.notFound('答卷不存在');
  const ctx = await loadMarkingGroup(db, auth, a.groupId);
  assertGroupMember(ctx);
  const ids = [...new Set(labelIds)];
  const usable = ids.length ? await db.select({ id: markingLabel.id }).from(markingLabel).where(and(inArray(markingLabel.id, ids), visibleToTeacher(auth))) : [];
  const unknown = ids.filter((id) => !usable.some((u) => u.id === id));
  if (unknown.length) throw errors.validation(`标签${unknown.join('、')}不存在`);
  await inTransaction(db, async (tx) => {
    await tx.delete(markingAnswerLabel).where(and(eq(markingAnswerLabel.answerId, answerId), eq(markingAnswerLabel.teacherId, auth.teacherId)));
    // A system label another teacher already put on this answer stays theirs.
    if (ids.length) await tx.insert(markingAnswerLabel).values(ids.map((labelId) => ({ answerId, labelId, teacherId: auth.teacherId, note }))).onConflictDoNothing();
  });
  return (await labelsOfAnswers(db, auth, [answerId])).get(answerId) ?? [];
}


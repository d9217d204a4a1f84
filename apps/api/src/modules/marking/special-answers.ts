/**
 * Special answers of a group (特殊答卷): answers carrying a label the teacher can see, for showing
 * good work and typical mistakes in class. Students' names are shown to the exam's managers, and to
 * the group's markers only once marking is complete (marking itself stays anonymous).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZSpecialAnswer } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingLabel } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertGroupMember, loadMarkingGroup } from './access.js';
import { labelsOfAnswers } from './answer-labels.js';
import { visibleToTeacher } from './labels.js';
import { answerImageUrl, paperNo, rowsOf } from './present.js';

type SpecialAnswer = z.output<typeof ZSpecialAnswer>;
type Row = { id: number; rotation: number; image_key: string; final_score: number | null; student_name: string; clazz_name: string };

export async function specialAnswers(db: Db, auth: AuthContext, groupId: number, q: { labelId?: number; pageNo: number; pageSize: number }) {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  assertGroupMember(ctx);
  if (q.labelId != null) {
    const label = await db.select({ id: markingLabel.id }).from(markingLabel).where(and(eq(markingLabel.id, q.labelId), visibleToTeacher(auth))).limit(1);
    if (!label.length) throw errors.notFound('标签不存在');
  }
  const labelled = sql`exists (select 1 from marking_answer_label al join marking_label l on l.id = al.label_id
    where al.answer_id = a.id and l.school_id = ${auth.schoolId} and (l.teacher_id is null or l.teacher_id = ${auth.teacherId})
    ${q.labelId != null ? sql`and l.id = ${q.labelId}` : sql``})`;
  const where = sql`a.group_id = ${groupId} and ${labelled}`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from marking_answer a where ${where}`))[0]!.n;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select a.id, a.rotation, a.image_key, a.final_score::float8 as final_score, st.name as student_name, c.name as clazz_name
      from marking_answer a join student st on st.id = a.student_id join clazz c on c.id = a.clazz_id
      where ${where}
      order by a.id
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const labels = await labelsOfAnswers(db, auth, rows.map((r) => r.id));
  const showNames = ctx.isManager || ctx.group.status >= 3;
  const list: SpecialAnswer[] = rows.map((r) => ({
    answerId: r.id,
    paperNo: paperNo(r.id),
    studentName: showNames ? r.student_name : '',
    clazzName: showNames ? r.clazz_name : '',
    imageUrl: answerImageUrl(r.id, r.rotation, r.image_key),
    finalScore: r.final_score == null ? null : Number(r.final_score),
    labels: labels.get(r.id) ?? [],
  }));
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
}

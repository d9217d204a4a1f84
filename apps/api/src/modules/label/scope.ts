/**
 * Who tags an exam (docs/label.md): an exam (one subject of an exam group) with questions is a
 * tagging task for a teacher when its subject is one the teacher teaches in a class of the group
 * (teacher_clazz of the group's semester), or when the teacher has the subject and leads the grade
 * (grade leader, school master) or created the group. Another school's exam is missing (404); an
 * exam of the school outside the teacher's scope is refused (403).
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examQuestion } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireExam, type ExamGroupRow, type ExamRow } from '../academic/access.js';

export const LABEL_FORBIDDEN = '您不能标注这场考试：只有该学科的任课老师、年级组长或校长可以标注';

/** The exams the teacher teaches the subject in a class of (aliases e = exam, g = exam_group). */
export function teachesSql(auth: AuthContext): SQL {
  return sql`exists (select 1 from teacher_clazz tc join exam_group_clazz gc on gc.clazz_id = tc.clazz_id and gc.exam_group_id = g.id
                      where tc.teacher_id = ${auth.teacherId} and tc.semester_id = g.semester_id and tc.subject_id = e.subject_id)`;
}

/** The exams the teacher reaches through leading the grade or creating the group, with the subject. */
export function leadsSql(auth: AuthContext): SQL {
  const grades = auth.leadsWholeSchool ? sql`true` : auth.leadGradeIds.length ? sql`g.grade_id = any(${sql.param(auth.leadGradeIds)}::int[])` : sql`false`;
  return sql`((${grades} or g.created_by = ${auth.teacherId})
              and exists (select 1 from teacher_subject ts where ts.teacher_id = ${auth.teacherId} and ts.subject_id = e.subject_id))`;
}

/** Every task of the teacher (aliases e, g), optionally without those reached through leading. */
export function scopeSql(auth: AuthContext, containLed = true): SQL {
  return containLed ? sql`(${teachesSql(auth)} or ${leadsSql(auth)})` : teachesSql(auth);
}

export type LabelExam = { exam: ExamRow; group: ExamGroupRow };

/** The exam if the teacher may tag it: 404 for another school's or a missing one, 403 outside the scope, 409 without questions. */
export async function requireLabelExam(db: Db, auth: AuthContext, examId: number): Promise<LabelExam> {
  const found = await requireExam(db, auth, examId);
  const r = (await db.execute(sql`select ${scopeSql(auth)} as "ok" from exam e join exam_group g on g.id = e.exam_group_id where e.id = ${examId}`)) as unknown as { rows: { ok: boolean }[] };
  if (!r.rows[0]?.ok) throw errors.forbidden(LABEL_FORBIDDEN);
  const [n] = await db.select({ n: count() }).from(examQuestion).where(and(eq(examQuestion.examId, examId)));
  if (!Number(n?.n ?? 0)) throw errors.conflict('这场考试还没有题目，无法标注');
  return found;
}

/** A question is tagged when it has what finishing needs: a knowledge point, a difficulty and a question type. */
export const taggedSql = (q: string) => sql.raw(`(cardinality(${q}.knowledge_point_ids) > 0 and ${q}.difficulty is not null and ${q}.question_type is not null)`);

export function isTagged(q: { knowledgePointIds: number[]; difficulty: number | null; questionType: string | null }): boolean {
  return q.knowledgePointIds.length > 0 && q.difficulty != null && q.questionType != null;
}

/**
 * Exams the teacher can set marking up for (阅卷设置): exams of the semester that they manage whose
 * paper has subjective questions, with whether marking groups exist and how far marking is.
 */
import { sql } from 'drizzle-orm';
import { MARK_TYPE_TEXT, type TMarkingExam } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireCurrentSemester, requireSemester } from '../base/queries.js';
import { managesExamSql } from './manager-scope.js';
import { rowsOf } from './present.js';

type Row = {
  exam_id: number;
  exam_group_id: number;
  exam_name: string;
  subject_id: number;
  subject_name: string;
  grade_name: string;
  exam_date: string;
  mark_type: number;
  mark_status: number;
  group_count: number;
  answers_total: number;
  answers_final: number;
};

export async function markingExams(db: Db, auth: AuthContext, q: { semesterId?: number; pageNo: number; pageSize: number }) {
  const semester = q.semesterId ? await requireSemester(db, auth.schoolId, q.semesterId) : await requireCurrentSemester(db, auth.schoolId);
  const where = sql`eg.school_id = ${auth.schoolId} and eg.semester_id = ${semester.id} and ${managesExamSql(auth)}
    and exists (select 1 from exam_question q where q.exam_id = e.id and not q.objective)`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from exam e join exam_group eg on eg.id = e.exam_group_id where ${where}`))[0]!.n;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select e.id as exam_id, eg.id as exam_group_id, eg.name as exam_name, e.subject_id, s.name as subject_name, gr.name as grade_name,
        eg.exam_date::text as exam_date, eg.mark_type, eg.mark_status,
        (select count(*)::int from marking_group g where g.exam_id = e.id) as group_count,
        (select count(*)::int from marking_answer a where a.exam_id = e.id) as answers_total,
        (select count(*)::int from marking_answer a where a.exam_id = e.id and a.status = 3) as answers_final
      from exam e
      join exam_group eg on eg.id = e.exam_group_id
      join subject s on s.id = e.subject_id
      join grade gr on gr.id = eg.grade_id
      where ${where}
      order by eg.exam_date desc, e.id desc
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const list: TMarkingExam[] = rows.map((r) => ({
    examId: r.exam_id,
    examGroupId: r.exam_group_id,
    examName: r.exam_name,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    gradeName: r.grade_name,
    examDate: r.exam_date,
    markType: r.mark_type,
    markTypeText: MARK_TYPE_TEXT[r.mark_type] ?? '未知',
    markStatus: r.mark_status,
    groupCount: r.group_count,
    answersTotal: r.answers_total,
    answersFinal: r.answers_final,
    isManager: true,
  }));
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
}

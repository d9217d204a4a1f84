/**
 * Viewing students' marked papers (spec section 6): the exam's managers and the grade's leaders see
 * every class; under 班级混合阅卷 (markType 3) a class's own teachers — the teacher of the exam's
 * subject or the class teacher — see their classes; nobody else may look.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZStudentPaper } from '@app/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { groupClazzIds } from '../academic/access.js';
import { teacherAssignments } from '../base/queries.js';
import { loadMarkingExam, type MarkingExamCtx } from './access.js';
import { answerImageUrl, answerStatusText, rowsOf } from './present.js';
import { containsPattern } from '../../db/like.js';

type StudentPaper = z.output<typeof ZStudentPaper>;
type StudentRow = { student_id: number; student_name: string; student_num: string; clazz_name: string };
type AnswerRow = { id: number; student_id: number; group_id: number; group_name: string; rotation: number; image_key: string; status: number; final_score: number | null };

async function viewableClazzes(db: Db, auth: AuthContext, ctx: MarkingExamCtx): Promise<number[]> {
  const all = await groupClazzIds(db, ctx.examGroup.id);
  if (ctx.isManager) return all;
  if (ctx.examGroup.markType !== 3) throw errors.forbidden('只有年级组长或考试负责人可以查看学生答卷');
  const mine = await teacherAssignments(db, auth.teacherId, ctx.examGroup.semesterId);
  const own = all.filter((c) => mine.some((a) => a.clazzId === c && (a.isAdmin || a.subjectId === ctx.exam.subjectId)));
  if (!own.length) throw errors.forbidden('只能查看自己任教班级的学生答卷');
  return own;
}

export async function studentPapers(db: Db, auth: AuthContext, examId: number, q: { clazzId?: number; keyword?: string; pageNo: number; pageSize: number }) {
  const ctx = await loadMarkingExam(db, auth, examId);
  let clazzIds = await viewableClazzes(db, auth, ctx);
  if (q.clazzId != null) {
    if (!(await groupClazzIds(db, ctx.examGroup.id)).includes(q.clazzId)) throw errors.notFound('该班级没有参加这次考试');
    if (!clazzIds.includes(q.clazzId)) throw errors.forbidden('只能查看自己任教班级的学生答卷');
    clazzIds = [q.clazzId];
  }
  const keyword = q.keyword ? containsPattern(q.keyword) : null;
  const where = sql`a.exam_id = ${examId} and a.clazz_id = any(${sql.param(clazzIds)}::int[])
    ${keyword ? sql`and (st.name like ${keyword} or st.student_num like ${keyword})` : sql``}`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(distinct a.student_id)::int as n from marking_answer a join student st on st.id = a.student_id where ${where}`))[0]!.n;
  const students = rowsOf<StudentRow>(
    await db.execute(sql`
      select distinct st.id as student_id, st.name as student_name, st.student_num, c.name as clazz_name, c.sort, c.id as clazz_id
      from marking_answer a join student st on st.id = a.student_id join clazz c on c.id = a.clazz_id
      where ${where}
      order by c.sort, c.id, st.student_num, st.id
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const ids = students.map((s) => s.student_id);
  const answers = ids.length
    ? rowsOf<AnswerRow>(
        await db.execute(sql`
          select a.id, a.student_id, g.id as group_id, g.name as group_name, a.rotation, a.image_key, a.status, a.final_score::float8 as final_score
          from marking_answer a join marking_group g on g.id = a.group_id
          where a.exam_id = ${examId} and a.student_id = any(${sql.param(ids)}::int[])
          order by g.sort, g.id`),
      )
    : [];
  const list: StudentPaper[] = students.map((s) => ({
    studentId: s.student_id,
    studentName: s.student_name,
    studentNum: s.student_num,
    clazzName: s.clazz_name,
    answers: answers
      .filter((a) => a.student_id === s.student_id)
      .map((a) => ({ groupId: a.group_id, groupName: a.group_name, answerId: a.id, imageUrl: answerImageUrl(a.id, a.rotation, a.image_key), status: a.status, statusText: answerStatusText(a.status), finalScore: a.final_score == null ? null : Number(a.final_score) })),
  }));
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
}

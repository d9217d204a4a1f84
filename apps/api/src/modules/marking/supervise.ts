/** Marking supervision (阅卷监控) for grade leaders and the school master: every exam of their grades with marking in the semester. */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZSuperviseRow } from '@app/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireCurrentSemester, requireSemester } from '../base/queries.js';
import { leadsGradeSql } from './manager-scope.js';
import { groupStatusText, rowsOf } from './present.js';

type SuperviseRow = z.output<typeof ZSuperviseRow>;
type ExamRow = { exam_id: number; exam_name: string; subject_name: string; grade_name: string; exam_date: string; mark_status: number };
type GroupRow = { id: number; exam_id: number; name: string; status: number; answers_total: number; answers_final: number; markers: number; problem_pending: number; arbitration_pending: number };

export async function superviseMarking(db: Db, auth: AuthContext, semesterId: number | undefined): Promise<SuperviseRow[]> {
  if (!auth.leadsWholeSchool && !auth.leadGradeIds.length) throw errors.forbidden('只有年级组长或校长可以查看阅卷监控');
  const semester = semesterId ? await requireSemester(db, auth.schoolId, semesterId) : await requireCurrentSemester(db, auth.schoolId);
  const exams = rowsOf<ExamRow>(
    await db.execute(sql`
      select e.id as exam_id, eg.name as exam_name, s.name as subject_name, gr.name as grade_name, eg.exam_date::text as exam_date, eg.mark_status
      from exam e
      join exam_group eg on eg.id = e.exam_group_id
      join subject s on s.id = e.subject_id
      join grade gr on gr.id = eg.grade_id
      where eg.school_id = ${auth.schoolId} and eg.semester_id = ${semester.id} and ${leadsGradeSql(auth)}
        and exists (select 1 from marking_group g where g.exam_id = e.id)
      order by eg.exam_date desc, e.id desc`),
  );
  if (!exams.length) return [];
  const groups = rowsOf<GroupRow>(
    await db.execute(sql`
      select g.id, g.exam_id, g.name, g.status,
        (select count(*)::int from marking_answer a where a.group_id = g.id) as answers_total,
        (select count(*)::int from marking_answer a where a.group_id = g.id and a.status = 3) as answers_final,
        (select count(*)::int from marking_marker m where m.group_id = g.id and m.role = 'marker') as markers,
        (select count(*)::int from marking_problem p where p.group_id = g.id and p.status = 0) as problem_pending,
        (select count(*)::int from marking_answer a where a.group_id = g.id and a.status = 1) as arbitration_pending
      from marking_group g
      where g.exam_id = any(${sql.param(exams.map((e) => e.exam_id))}::int[])
      order by g.sort, g.id`),
  );
  return exams.map((e) => ({
    examId: e.exam_id,
    examName: e.exam_name,
    subjectName: e.subject_name,
    gradeName: e.grade_name,
    examDate: e.exam_date,
    markStatus: e.mark_status,
    groups: groups
      .filter((g) => g.exam_id === e.exam_id)
      .map((g) => ({
        groupId: g.id,
        name: g.name,
        status: g.status,
        statusText: groupStatusText(g.status),
        answersTotal: g.answers_total,
        answersFinal: g.answers_final,
        markers: g.markers,
        problemPending: g.problem_pending,
        arbitrationPending: g.arbitration_pending,
      })),
  }));
}

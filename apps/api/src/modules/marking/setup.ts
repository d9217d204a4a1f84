/**
 * Marking setup of one exam (阅卷设置): the paper's questions, the marking groups with their markers,
 * the teachers who can be chosen as markers (teachers of the exam's subject and the grade's
 * leaders) and the exam's classes; and the exam group's marking mode, which is fixed once any
 * group has started.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { TMarkingSetup } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, examGroup, examGroupClazz, examQuestion } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingExam } from './access.js';
import { examGroupsOrdered, presentGroupSetups } from './group-setup.js';
import { rowsOf } from './present.js';
import { inTransaction } from './tx.js';

type CandidateRow = { id: number; name: string; subject_names: string[]; clazz_ids: number[] };

export async function examSetup(db: Db, auth: AuthContext, examId: number): Promise<TMarkingSetup> {
  const ctx = await loadMarkingExam(db, auth, examId);
  assertExamManager(ctx);
  const eg = ctx.examGroup;
  const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  const groups = await presentGroupSetups(db, await examGroupsOrdered(db, examId));
  const subjectId = ctx.exam.subjectId;
  const candidates = rowsOf<CandidateRow>(
    await db.execute(sql`
      select t.id, t.name,
        coalesce((select array_agg(s.name order by ts.sort, ts.subject_id) from teacher_subject ts join subject s on s.id = ts.subject_id where ts.teacher_id = t.id), '{}') as subject_names,
        coalesce((select array_agg(distinct tc.clazz_id) from teacher_clazz tc
          join exam_group_clazz egc on egc.clazz_id = tc.clazz_id and egc.exam_group_id = ${eg.id}
          where tc.teacher_id = t.id and tc.semester_id = ${eg.semesterId} and tc.subject_id = ${subjectId}), '{}') as clazz_ids
      from teacher t
      where t.school_id = ${auth.schoolId} and not t.disabled and (
        exists (select 1 from teacher_subject ts where ts.teacher_id = t.id and ts.subject_id = ${subjectId})
        or exists (select 1 from teacher_clazz tc where tc.teacher_id = t.id and tc.semester_id = ${eg.semesterId} and tc.subject_id = ${subjectId})
        or exists (select 1 from teacher_post tp where tp.teacher_id = t.id and (tp.post = 5 or (tp.post in (2, 3) and (tp.grade_id is null or tp.grade_id = ${eg.gradeId})))))
      order by t.name, t.id`),
  );
  const clazzes = await db
    .select({ clazzId: clazz.id, clazzName: clazz.name })
    .from(examGroupClazz)
    .innerJoin(clazz, eq(clazz.id, examGroupClazz.clazzId))
    .where(eq(examGroupClazz.examGroupId, eg.id))
    .orderBy(asc(clazz.sort), asc(clazz.id));
  return {
    examId,
    examName: eg.name,
    subjectName: ctx.subjectName,
    markType: eg.markType,
    questions: questions.map((q) => ({ questionId: q.id, questionNo: q.questionNo, fullScore: q.fullScore, objective: q.objective })),
    groups,
    candidates: candidates.map((c) => ({ teacherId: c.id, teacherName: c.name, subjectNames: c.subject_names, clazzIds: c.clazz_ids.map(Number).sort((a, b) => a - b) })),
    clazzes,
  };
}

/** markType belongs to the exam group (all its subjects); it decides how the pool is shuffled, so it is fixed once marking starts. */
export async function setMarkType(db: Db, auth: AuthContext, examId: number, markType: 3 | 4): Promise<void> {
  const ctx = await loadMarkingExam(db, auth, examId);
  assertExamManager(ctx);
  await inTransaction(db, async (tx) => {
    await tx.select({ id: examGroup.id }).from(examGroup).where(eq(examGroup.id, ctx.examGroup.id)).for('no key update');
    const started = rowsOf<{ name: string }>(
      await tx.execute(sql`
        select g.name from marking_group g join exam e on e.id = g.exam_id
        where e.exam_group_id = ${ctx.examGroup.id} and g.status >= 1 limit 1`),
    );
    if (started.length) throw errors.conflict(`题组"${started[0]!.name}"已开始阅卷，不能再修改阅卷方式`);
    await tx.update(examGroup).set({ markType, updatedAt: new Date() }).where(eq(examGroup.id, ctx.examGroup.id));
  });
}

/** Manual changes to scores: mark absent (缺考) and overwrite a student's scores, with an audit trail. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clazz, exam, examGroupClazz, examQuestion, examStudent, scoreAudit, student } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertCanManage, requireExam } from './access.js';
import { scoreObjectiveAnswer } from './objective.js';
import { upsertScoreRows } from './score-rows.js';
import { keepPreviousRows, lockScoreVersion } from './score-history.js';

/**
 * The student and the class their result in this exam belongs to: the class they sat it in when
 * the exam already has their row (a student moved since keeps the result with the old class),
 * else their class today, which must be one of the exam's classes.
 */
async function studentOfExam(db: Db, examId: number, examGroupId: number, studentId: number) {
  const sat = (await db.select({ id: examStudent.studentId, clazzId: examStudent.clazzId }).from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, studentId))).limit(1))[0];
  if (sat) return sat;
  const rows = await db
    .select({ id: student.id, clazzId: student.clazzId })
    .from(student)
    .innerJoin(clazz, eq(clazz.id, student.clazzId))
    .innerJoin(examGroupClazz, and(eq(examGroupClazz.clazzId, clazz.id), eq(examGroupClazz.examGroupId, examGroupId)))
    .where(eq(student.id, studentId))
    .limit(1);
  if (!rows[0]) throw errors.notFound('该学生不在本次考试的班级中');
  return rows[0];
}

export async function setMissExam(db: Db, auth: AuthContext, examId: number, studentId: number, missExam: boolean): Promise<void> {
  const { group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  const s = await studentOfExam(db, examId, group.id, studentId);
  const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  await db.transaction(async (tx) => {
    const before = (await tx.select().from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, studentId))).limit(1))[0];
    if (!before && !missExam) throw errors.conflict('该学生还没有成绩，请通过导入或修改成绩录入');
    const version = await lockScoreVersion(tx as unknown as Db, examId);
    await keepPreviousRows(tx as unknown as Db, { examId, teacherId: auth.teacherId, kind: 'miss', added: before ? 0 : 1, changed: before ? 1 : 0, scoreVersion: version + 1 }, [studentId]);
    if (before) {
      await tx.update(examStudent).set({ absent: missExam, total: missExam ? null : before.scores.reduce((a, b) => a + b, 0) }).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, studentId)));
    } else {
      await upsertScoreRows(tx as unknown as Db, examId, [{ studentId, clazzId: s.clazzId, absent: true, scores: questions.map(() => 0), answers: null }]);
    }
    await tx.update(exam).set({ scoreVersion: sql`${exam.scoreVersion} + 1` }).where(eq(exam.id, examId));
    await tx.insert(scoreAudit).values({ examId, studentId, teacherId: auth.teacherId, action: missExam ? 'miss' : 'unmiss', detail: { before: before?.absent ?? null } });
  });
}

export async function overwriteScores(db: Db, auth: AuthContext, examId: number, body: { studentId: number; scores: number[]; answers?: (string | null)[]; reason: string }): Promise<void> {
  const { group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  const s = await studentOfExam(db, examId, group.id, body.studentId);
  const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  if (body.scores.length !== questions.length) throw errors.validation(`分数个数应为${questions.length}个（每题一个），实际为${body.scores.length}个`);
  const answers = questions.map((q, j) => (q.objective ? (body.answers?.[j]?.toUpperCase() ?? null) : null));
  const scores = questions.map((q, j) => {
    const v = q.objective && answers[j] != null ? scoreObjectiveAnswer(answers[j]!, q) : body.scores[j]!;
    if (v > q.fullScore) throw errors.validation(`第${q.questionNo}题分数${v}超过满分${q.fullScore}`);
    // Subjective scores are whole or half points, as in the Excel import.
    if (!q.objective && Math.abs(v * 2 - Math.round(v * 2)) > 1e-9) throw errors.validation(`第${q.questionNo}题分数${v}须为0.5的整数倍`);
    return v;
  });
  questions.forEach((q, j) => {
    const a = answers[j];
    if (a && [...a].some((c) => !(q.options ?? '').includes(c))) throw errors.validation(`第${q.questionNo}题选项“${a}”不在${q.options}范围内`);
  });
  await db.transaction(async (tx) => {
    const before = (await tx.select().from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, body.studentId))).limit(1))[0];
    const version = await lockScoreVersion(tx as unknown as Db, examId);
    await keepPreviousRows(tx as unknown as Db, { examId, teacherId: auth.teacherId, kind: 'edit', added: before ? 0 : 1, changed: before ? 1 : 0, scoreVersion: version + 1 }, [body.studentId]);
    await upsertScoreRows(tx as unknown as Db, examId, [{ studentId: body.studentId, clazzId: s.clazzId, absent: false, scores, answers: questions.some((q) => q.objective) ? answers : null }]);
    await tx.update(exam).set({ scoreVersion: sql`${exam.scoreVersion} + 1` }).where(eq(exam.id, examId));
    await tx.insert(scoreAudit).values({
      examId,
      studentId: body.studentId,
      teacherId: auth.teacherId,
      action: 'overwrite',
      detail: { reason: body.reason, before: before ? { absent: before.absent, scores: before.scores } : null, after: { scores } },
    });
  });
}

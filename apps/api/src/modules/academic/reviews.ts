/**
 * Score review requests (applylist): a teacher asks for a question's score to be re-checked; the
 * exam's managers (creator, grade leaders, school master) accept with a new score or reject. An
 * accepted change updates the score with an audit entry, and the report is rebuilt on next view.
 */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clazz, exam, examGroup, examQuestion, examStudent, scoreAudit, scoreReview, student, subject, teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertCanViewClazz, canManageGroup, requireExam } from './access.js';
import { keepPreviousRows, lockScoreVersion } from './score-history.js';

export const REVIEW_STATUS_NAMES: Record<number, string> = { 0: '待处理', 1: '已通过', 2: '已驳回' };

export async function createReview(db: Db, auth: AuthContext, examId: number, body: { studentId: number; questionId: number; reason: string; proposedScore: number | null }) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  const row = (await db.select().from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, body.studentId))).limit(1))[0];
  if (!row) throw errors.notFound('该学生没有这次考试的成绩');
  await assertCanViewClazz(db, auth, group, e.subjectId, row.clazzId);
  const q = (await db.select().from(examQuestion).where(and(eq(examQuestion.id, body.questionId), eq(examQuestion.examId, examId))).limit(1))[0];
  if (!q) throw errors.notFound('该题不属于这次考试');
  if (body.proposedScore != null && body.proposedScore > q.fullScore) throw errors.validation(`建议分数不能超过该题满分${q.fullScore}`);
  const pending = await db
    .select({ n: count() })
    .from(scoreReview)
    .where(and(eq(scoreReview.examId, examId), eq(scoreReview.studentId, body.studentId), eq(scoreReview.questionId, body.questionId), eq(scoreReview.status, 0)));
  if (Number(pending[0]?.n ?? 0) > 0) throw errors.conflict('该题已有待处理的复核申请');
  const [r] = await db
    .insert(scoreReview)
    .values({ examId, studentId: body.studentId, questionId: body.questionId, requesterId: auth.teacherId, reason: body.reason, proposedScore: body.proposedScore })
    .returning({ id: scoreReview.id });
  return r!.id;
}

/** Requests the teacher made, and requests on exams the teacher manages. */
export async function listReviews(db: Db, auth: AuthContext, q: { status?: number; pageNo: number; pageSize: number }) {
  const managed = auth.leadsWholeSchool
    ? sql`true`
    : sql`(${examGroup.createdBy} = ${auth.teacherId} or ${examGroup.gradeId} in (${sql.join([...auth.leadGradeIds, -1].map((x) => sql`${x}`), sql`, `)}))`;
  const conds = [eq(examGroup.schoolId, auth.schoolId), or(eq(scoreReview.requesterId, auth.teacherId), managed)];
  if (q.status != null) conds.push(eq(scoreReview.status, q.status));
  const where = and(...conds);
  const base = db
    .select({
      review: scoreReview,
      examName: examGroup.name,
      subjectName: subject.name,
      group: examGroup,
      studentName: student.name,
      studentNum: student.studentNum,
      clazzName: clazz.name,
      questionNo: examQuestion.questionNo,
      fullScore: examQuestion.fullScore,
      idx: examQuestion.idx,
      requesterName: teacher.name,
    })
    .from(scoreReview)
    .innerJoin(exam, eq(exam.id, scoreReview.examId))
    .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
    .innerJoin(subject, eq(subject.id, exam.subjectId))
    .innerJoin(student, eq(student.id, scoreReview.studentId))
    .innerJoin(clazz, eq(clazz.id, student.clazzId))
    .innerJoin(examQuestion, eq(examQuestion.id, scoreReview.questionId))
    .innerJoin(teacher, eq(teacher.id, scoreReview.requesterId))
    .where(where);
  const total = await db
    .select({ n: count() })
    .from(scoreReview)
    .innerJoin(exam, eq(exam.id, scoreReview.examId))
    .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
    .where(where);
  const rows = await base.orderBy(desc(scoreReview.createdAt), desc(scoreReview.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const scores = rows.length
    ? await db.select({ examId: examStudent.examId, studentId: examStudent.studentId, scores: examStudent.scores }).from(examStudent).where(inArray(examStudent.examId, [...new Set(rows.map((r) => r.review.examId))]))
    : [];
  return {
    list: rows.map((r) => ({
      reviewId: r.review.id,
      examId: r.review.examId,
      examName: r.examName,
      subjectName: r.subjectName,
      studentId: r.review.studentId,
      studentName: r.studentName,
      studentNum: r.studentNum,
      clazzName: r.clazzName,
      questionId: r.review.questionId,
      questionNo: r.questionNo,
      fullScore: r.fullScore,
      currentScore: scores.find((s) => s.examId === r.review.examId && s.studentId === r.review.studentId)?.scores[r.idx] ?? null,
      proposedScore: r.review.proposedScore,
      reason: r.review.reason,
      requesterName: r.requesterName,
      status: r.review.status,
      statusName: REVIEW_STATUS_NAMES[r.review.status] ?? '',
      reply: r.review.reply,
      createdAt: r.review.createdAt.toISOString(),
      canHandle: r.review.status === 0 && canManageGroup(auth, r.group),
    })),
    total: Number(total[0]?.n ?? 0),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

export async function handleReview(db: Db, auth: AuthContext, reviewId: number, body: { accept: boolean; newScore: number | null; reply: string }) {
  const r = (await db.select().from(scoreReview).where(eq(scoreReview.id, reviewId)).limit(1))[0];
  if (!r) throw errors.notFound('复核申请不存在');
  const { group } = await requireExam(db, auth, r.examId);
  if (!canManageGroup(auth, group)) throw errors.forbidden('只有考试创建人、年级组长或校长可以处理复核申请');
  if (r.status !== 0) throw errors.conflict('该申请已处理');
  const q = (await db.select().from(examQuestion).where(eq(examQuestion.id, r.questionId)).limit(1))[0]!;
  if (body.accept) {
    if (body.newScore == null) throw errors.validation('通过复核时请填写新的分数');
    if (body.newScore > q.fullScore) throw errors.validation(`新分数不能超过该题满分${q.fullScore}`);
    if (Math.abs(body.newScore * 2 - Math.round(body.newScore * 2)) > 1e-9) throw errors.validation(`新分数${body.newScore}须为0.5的整数倍`);
  }
  await db.transaction(async (tx) => {
    // Claim the request first so two managers cannot both apply it.
    const claimed = await tx
      .update(scoreReview)
      .set({ status: body.accept ? 1 : 2, handledBy: auth.teacherId, handledAt: new Date(), reply: body.reply || null })
      .where(and(eq(scoreReview.id, reviewId), eq(scoreReview.status, 0)))
      .returning({ id: scoreReview.id });
    if (!claimed.length) throw errors.conflict('该申请已处理');
    if (!body.accept) return;
    // The student's row before the change is kept in the exam's score history, like any edit.
    const version = await lockScoreVersion(tx as unknown as Db, r.examId);
    await keepPreviousRows(tx as unknown as Db, { examId: r.examId, teacherId: auth.teacherId, kind: 'review', added: 0, changed: 1, scoreVersion: version + 1 }, [r.studentId]);
    const row = (await tx.select().from(examStudent).where(and(eq(examStudent.examId, r.examId), eq(examStudent.studentId, r.studentId))).limit(1))[0]!;
    const scores = [...row.scores];
    const before = scores[q.idx] ?? 0;
    scores[q.idx] = body.newScore!;
    await tx
      .update(examStudent)
      .set({ scores, total: row.absent ? null : scores.reduce((a, b) => a + b, 0) })
      .where(and(eq(examStudent.examId, r.examId), eq(examStudent.studentId, r.studentId)));
    await tx.update(exam).set({ scoreVersion: version + 1 }).where(eq(exam.id, r.examId));
    await tx.insert(scoreAudit).values({ examId: r.examId, studentId: r.studentId, teacherId: auth.teacherId, action: 'review', detail: { reviewId, questionNo: q.questionNo, before, after: body.newScore } });
  });
}

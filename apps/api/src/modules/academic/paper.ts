/** The paper structure of an exam: numbered questions, objective keys, full scores, knowledge points. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TPaperInput } from '@app/contract';
import type { Db } from '../../db/client.js';
import { exam, examQuestion, examStudent, knowledgePoint } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertCanManage, assertNotJointGroup, requireExam } from './access.js';

export type QuestionRow = typeof examQuestion.$inferSelect;

export async function examQuestions(db: Db, examId: number): Promise<QuestionRow[]> {
  return db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
}

export async function setPaper(db: Db, auth: AuthContext, examId: number, input: TPaperInput): Promise<void> {
  const { exam: e, group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  await assertNotJointGroup(db, group.id, '试卷结构');
  const kpIds = [...new Set(input.questions.flatMap((q) => q.knowledgePointIds))];
  if (kpIds.length) {
    const found = await db.select({ id: knowledgePoint.id }).from(knowledgePoint).where(and(inArray(knowledgePoint.id, kpIds), eq(knowledgePoint.subjectId, e.subjectId)));
    const missing = kpIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw errors.validation(`知识点${missing.join('、')}不存在或不属于本学科`);
  }
  await db.transaction(async (tx) => {
    const [n] = await tx.select({ n: count() }).from(examStudent).where(eq(examStudent.examId, examId));
    if (Number(n?.n ?? 0) > 0) throw errors.conflict('该学科已导入成绩，修改试卷结构前请先清空成绩');
    await tx.delete(examQuestion).where(eq(examQuestion.examId, examId));
    await tx.insert(examQuestion).values(
      input.questions.map((q, idx) => ({
        examId,
        idx,
        questionNo: q.questionNo,
        objective: q.objective,
        choiceKind: q.objective ? q.choiceKind : null,
        options: q.objective ? q.options : null,
        answerKey: q.objective ? q.answerKey : null,
        fullScore: q.fullScore,
        partialScore: q.objective && q.choiceKind === 'multiple' ? q.partialScore : 0,
        knowledgePointIds: q.knowledgePointIds,
      })),
    );
    const full = input.questions.reduce((s, q) => s + q.fullScore, 0);
    await tx.update(exam).set({ fullScore: full }).where(eq(exam.id, examId));
  });
}

/** Questions with their knowledge points' names. */
export async function presentQuestions(db: Db, questions: QuestionRow[]) {
  const ids = [...new Set(questions.flatMap((q) => q.knowledgePointIds))];
  const names = ids.length ? await db.select({ id: knowledgePoint.id, name: knowledgePoint.name }).from(knowledgePoint).where(inArray(knowledgePoint.id, ids)) : [];
  return questions.map((q) => ({ ...presentQuestion(q), knowledgePoints: q.knowledgePointIds.map((id) => ({ kpId: id, name: names.find((n) => n.id === id)?.name ?? '' })) }));
}

function presentQuestion(q: QuestionRow) {
  return {
    questionId: q.id,
    idx: q.idx,
    questionNo: q.questionNo,
    objective: q.objective,
    choiceKind: q.choiceKind,
    options: q.options,
    answerKey: q.answerKey,
    fullScore: q.fullScore,
    partialScore: q.partialScore,
    knowledgePointIds: q.knowledgePointIds,
  };
}

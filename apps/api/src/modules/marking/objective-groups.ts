/**
 * Recognised objective answers grouped (客观题答案分组): for each objective question, the identical
 * recognised answers of the exam's students with how many gave each and the score the key gives
 * it, so a manager can spot a wrong key or a recognition fault at a glance. Unanswered is ''.
 */
import { asc, and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZObjectiveGroups } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examQuestion } from '../../db/schema.js';
import type { AuthContext } from '../auth/authenticate.js';
import { scoreObjectiveAnswer } from '../academic/objective.js';
import { assertExamManager, loadMarkingExam } from './access.js';
import { rowsOf } from './present.js';

type ObjectiveGroups = z.output<typeof ZObjectiveGroups>;

export async function objectiveGroups(db: Db, auth: AuthContext, examId: number): Promise<ObjectiveGroups> {
  assertExamManager(await loadMarkingExam(db, auth, examId));
  const questions = await db.select().from(examQuestion).where(and(eq(examQuestion.examId, examId), eq(examQuestion.objective, true))).orderBy(asc(examQuestion.idx));
  const rows = rowsOf<{ question_id: number; answer: string; n: number }>(
    await db.execute(sql`
      select q.id as question_id, coalesce(es.answers[q.idx + 1], '') as answer, count(*)::int as n
      from exam_question q
      join exam_student es on es.exam_id = q.exam_id
      where q.exam_id = ${examId} and q.objective and not es.absent and es.answers is not null
      group by q.id, 2
      order by q.id, n desc, 2`),
  );
  return questions.map((q) => ({
    questionId: q.id,
    questionNo: q.questionNo,
    answerKey: q.answerKey,
    fullScore: q.fullScore,
    groups: rows.filter((r) => r.question_id === q.id).map((r) => ({ answer: r.answer, count: r.n, score: scoreObjectiveAnswer(r.answer || null, q) })),
  }));
}

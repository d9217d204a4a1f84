/** Bank questions beside a question (相似题): the subject's bank questions sharing its knowledge points. */
import { and, eq } from 'drizzle-orm';
import { LABEL_SIMILAR_LIMIT, type TPaperTopic } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examQuestion, paperRecord, paperRecordTopic } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { similarTopics } from '../academic/variant-training.js';
import { kpNames, presentTopic, teacherFlags } from '../paper/topics.js';
import { requireLabelExam } from './scope.js';

export async function similarForQuestion(db: Db, auth: AuthContext, examId: number, questionId: number): Promise<TPaperTopic[]> {
  const { exam: e } = await requireLabelExam(db, auth, examId);
  const q = (await db.select().from(examQuestion).where(and(eq(examQuestion.id, questionId), eq(examQuestion.examId, examId))).limit(1))[0];
  if (!q) throw errors.notFound('题目不存在');
  // An exam sent to print from a composed paper: its own questions are not "similar" to themselves.
  const own = await db
    .select({ topicId: paperRecordTopic.topicId })
    .from(paperRecordTopic)
    .innerJoin(paperRecord, eq(paperRecord.id, paperRecordTopic.recordId))
    .where(and(eq(paperRecord.examId, examId), eq(paperRecord.schoolId, auth.schoolId)));
  const topics = await similarTopics(db, auth.schoolId, e.subjectId, q.knowledgePointIds, q.difficulty ?? 3, new Set(own.map((t) => t.topicId)), LABEL_SIMILAR_LIMIT);
  const names = await kpNames(db, topics);
  const flags = await teacherFlags(db, auth.teacherId, topics.map((t) => t.id));
  return topics.map((t, i) => presentTopic(t, { topicNo: String(i + 1), score: 0 }, names, flags));
}

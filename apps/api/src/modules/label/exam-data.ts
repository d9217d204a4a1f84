/**
 * The tagging page's data (/relation?examId=): the exam's questions in order with their tags and
 * who tagged them last, each with the content the product has of it: the composed question of a
 * paper sent to print (paper_record.exam_id; HTML sanitised when stored, presented as the paper
 * screens do), else a student's answer image of the question's online-marking group, else none.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DIFFICULTY_NAMES, LABEL_STATUS_NAMES, labelMethodsFor, labelQuestionTypesFor, type TLabelExam, type TLabelOptions, type TLabelQuestion } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examLabel, examQuestion, grade, knowledgePoint, labelFolder, markingGroup, paperRecord, subject, teacher } from '../../db/schema.js';
import type { AuthContext } from '../auth/authenticate.js';
import { viewableClazzIds } from '../academic/access.js';
import { viewableAnswer } from '../marking/answer-image.js';
import { recordEntries, placeTopics, type PlacedTopic } from '../paper/paper-content.js';
import { itemNosOf, kpNames, presentTopic, teacherFlags } from '../paper/topics.js';
import { isTagged, requireLabelExam, type LabelExam } from './scope.js';

export type QuestionRow = typeof examQuestion.$inferSelect;
type Content = TLabelQuestion['content'];

/** Questions' tags as the page shows them (names of points and taggers read in two queries). */
export async function presentLabelQuestions(db: Db, rows: QuestionRow[], content: Map<number, Content> = new Map()): Promise<TLabelQuestion[]> {
  const kpIds = [...new Set(rows.flatMap((q) => q.knowledgePointIds))];
  const kps = kpIds.length ? await db.select({ id: knowledgePoint.id, name: knowledgePoint.name }).from(knowledgePoint).where(inArray(knowledgePoint.id, kpIds)) : [];
  const kpName = new Map(kps.map((k) => [k.id, k.name]));
  const taggerIds = [...new Set(rows.flatMap((q) => (q.taggedBy == null ? [] : [q.taggedBy])))];
  const taggers = taggerIds.length ? await db.select({ id: teacher.id, name: teacher.name }).from(teacher).where(inArray(teacher.id, taggerIds)) : [];
  const taggerName = new Map(taggers.map((t) => [t.id, t.name]));
  return rows.map((q) => ({
    questionId: q.id,
    idx: q.idx,
    questionNo: q.questionNo,
    fullScore: q.fullScore,
    objective: q.objective,
    knowledgePoints: q.knowledgePointIds.map((id) => ({ kpId: id, name: kpName.get(id) ?? '' })),
    methodIds: q.methodIds,
    difficulty: q.difficulty,
    questionType: q.questionType,
    folderId: q.folderId,
    tagged: isTagged(q),
    taggedByName: q.taggedBy == null ? null : (taggerName.get(q.taggedBy) ?? null),
    taggedAt: q.taggedAt ? q.taggedAt.toISOString() : null,
    content: content.get(q.id) ?? null,
  }));
}

export async function examQuestionRows(db: Db, examId: number): Promise<QuestionRow[]> {
  return db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
}

/** The printed paper's question behind each question number, if the exam came from a send to print. */
async function printedContent(db: Db, auth: AuthContext, examId: number, questions: QuestionRow[]): Promise<Map<number, Content> | null> {
  const rec = (await db.select({ id: paperRecord.id }).from(paperRecord).where(and(eq(paperRecord.examId, examId), eq(paperRecord.schoolId, auth.schoolId))).limit(1))[0];
  if (!rec) return null;
  const placed = await placeTopics(db, await recordEntries(db, rec.id), auth.schoolId);
  const byNo = new Map<string, PlacedTopic>();
  for (const p of placed) for (const no of itemNosOf(p.topic, p.topicNo)) byNo.set(no, p);
  const names = await kpNames(db, placed.map((p) => p.topic));
  const flags = await teacherFlags(db, auth.teacherId, placed.map((p) => p.topicId));
  const out = new Map<number, Content>();
  for (const q of questions) {
    const p = byNo.get(q.questionNo);
    if (p) out.set(q.id, { kind: 'topic', topic: presentTopic(p.topic, { topicNo: p.topicNo, score: p.score }, names, flags) });
  }
  return out;
}

/**
 * The first answer (in the teacher's classes) of the marking group holding each question, where the
 * marking module's image route lets the teacher see it (viewableAnswer: managers, the group's
 * markers, class teachers under 班级混合阅卷).
 */
async function sampleAnswers(db: Db, auth: AuthContext, le: LabelExam): Promise<Map<number, { answerId: number }>> {
  const groups = await db.select({ id: markingGroup.id, questionIds: markingGroup.questionIds }).from(markingGroup).where(eq(markingGroup.examId, le.exam.id));
  if (!groups.length) return new Map();
  const clazzIds = await viewableClazzIds(db, auth, le.group, le.exam.subjectId);
  if (!clazzIds.length) return new Map();
  const answers = (await db.execute(sql`
    select distinct on (a.group_id) a.group_id as "groupId", a.id as "answerId", a.image_key as "imageKey"
      from marking_answer a
     where a.exam_id = ${le.exam.id} and a.clazz_id = any(${sql.param(clazzIds)}::int[])
     order by a.group_id, a.id`)) as unknown as { rows: { groupId: number; answerId: number; imageKey: string }[] };
  const byGroup = new Map(answers.rows.map((a) => [a.groupId, a]));
  const out = new Map<number, { answerId: number }>();
  for (const g of groups) {
    const a = byGroup.get(g.id);
    if (!a) continue;
    const visible = await viewableAnswer(db, auth, a.answerId).then(
      () => true,
      () => false,
    );
    if (visible) for (const qid of g.questionIds) out.set(qid, { answerId: a.answerId });
  }
  return out;
}

export async function labelExamData(db: Db, auth: AuthContext, examId: number): Promise<TLabelExam> {
  const le = await requireLabelExam(db, auth, examId);
  const questions = await examQuestionRows(db, examId);
  let content = await printedContent(db, auth, examId, questions);
  if (!content) {
    const samples = await sampleAnswers(db, auth, le);
    content = new Map([...samples].map(([qid, a]) => [qid, { kind: 'image', url: `/marking/answer/${a.answerId}/image` } as const]));
  }
  const [meta] = await db
    .select({ subjectName: subject.name, gradeName: grade.name })
    .from(subject)
    .innerJoin(grade, eq(grade.id, le.group.gradeId))
    .where(eq(subject.id, le.exam.subjectId))
    .limit(1);
  const label = (await db.select().from(examLabel).where(eq(examLabel.examId, examId)).limit(1))[0];
  const finisher = label?.finishedBy ? (await db.select({ name: teacher.name }).from(teacher).where(eq(teacher.id, label.finishedBy)).limit(1))[0] : undefined;
  const status = label?.status ?? 0;
  return {
    examId,
    examGroupId: le.group.id,
    examName: le.group.name,
    examTime: le.group.examDate,
    subjectId: le.exam.subjectId,
    subjectName: meta?.subjectName ?? '',
    gradeName: meta?.gradeName ?? '',
    status,
    statusName: LABEL_STATUS_NAMES[status] ?? '',
    finishedByName: status === 1 ? (finisher?.name ?? null) : null,
    finishedAt: status === 1 && label?.finishedAt ? label.finishedAt.toISOString() : null,
    questions: await presentLabelQuestions(db, questions, content),
  };
}

/** The tag form's choices for the exam's subject: knowledge tree, methods, question types, difficulties, folders. */
export async function labelOptions(db: Db, auth: AuthContext, examId: number): Promise<TLabelOptions> {
  const le = await requireLabelExam(db, auth, examId);
  const subjectId = le.exam.subjectId;
  const points = await db.select().from(knowledgePoint).where(eq(knowledgePoint.subjectId, subjectId)).orderBy(asc(knowledgePoint.sort), asc(knowledgePoint.id));
  const folders = await db
    .select({ folderId: labelFolder.id, name: labelFolder.name })
    .from(labelFolder)
    .where(and(eq(labelFolder.schoolId, auth.schoolId), eq(labelFolder.subjectId, subjectId)))
    .orderBy(asc(labelFolder.name), asc(labelFolder.id));
  return {
    subjectId,
    knowledgePoints: points.map((k) => ({ kpId: k.id, name: k.name, parentId: k.parentId })),
    methods: [...labelMethodsFor(subjectId)],
    questionTypes: [...labelQuestionTypesFor(subjectId)],
    difficulties: Object.entries(DIFFICULTY_NAMES).map(([value, label]) => ({ value: Number(value), label })),
    folders,
  };
}

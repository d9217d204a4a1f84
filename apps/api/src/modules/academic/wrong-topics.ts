/**
 * Wrong-question re-practice (wrongtopic): the class's questions below a scoring rate over the
 * term, filtered by exam and knowledge point, and a re-practice sheet (Word) printing each chosen
 * question (its content where the exam came from a composed paper) with the students who lost
 * points on it.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun, type FileChild } from 'docx';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { clazz, examQuestion, examStudent, knowledgePoint, paperRecord, student } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { A4_TEXT_WIDTH_PX } from '../paper/doc-content.js';
import { pageFooter, topicAssets, topicBlocks } from '../paper/documents.js';
import { placeTopics, recordEntries, type PlacedTopic } from '../paper/paper-content.js';
import { knowledgePointSubtree } from '../paper/search.js';
import { itemNosOf } from '../paper/topics.js';
import { assertCanViewClazz, requireExam } from './access.js';
import { ensureReport, readClazzDoc } from './build-report.js';
import { knowledgePointNames } from './report-queries.js';
import { clazzTrend } from './trends.js';

export async function wrongTopics(db: Db, auth: AuthContext, q: { clazzId: number; subjectId: number; semesterId?: number; examId?: number; kpId?: number; maxRate: number }) {
  const exams = await clazzTrend(db, auth, { clazzId: q.clazzId, subjectId: q.subjectId, semesterId: q.semesterId });
  const chosen = q.examId ? exams.filter((e) => e.examId === q.examId) : exams;
  // A chapter or strand stands for every point under it.
  const wanted = q.kpId ? new Set((await db.select({ id: knowledgePoint.id }).from(knowledgePoint).where(sql`${knowledgePoint.id} in ${knowledgePointSubtree(q.kpId)}`)).map((k) => k.id)) : null;
  const out = [];
  for (const e of chosen) {
    const grade = await ensureReport(db, e.examId, auth.schoolId);
    const doc = await readClazzDoc(db, e.examId, q.clazzId);
    if (!doc) continue;
    const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, e.examId)).orderBy(asc(examQuestion.idx));
    for (const question of questions) {
      const stats = doc.questions.find((x) => x.questionId === question.id)?.stats;
      if (!stats || stats.scoringRate == null || stats.scoringRate >= q.maxRate) continue;
      if (wanted && !question.knowledgePointIds.some((id) => wanted.has(id))) continue;
      out.push({
        examId: e.examId,
        examName: e.name,
        examDate: e.examDate,
        questionId: question.id,
        questionNo: question.questionNo,
        objective: question.objective,
        answerKey: question.answerKey,
        fullScore: question.fullScore,
        clazzRate: stats.scoringRate,
        gradeRate: grade.questions.find((x) => x.questionId === question.id)?.grade.scoringRate ?? null,
        wrongCount: stats.participants - stats.fullMarkCount,
        knowledgePointIds: question.knowledgePointIds,
      });
    }
  }
  const names = await knowledgePointNames(db, out.flatMap((o) => o.knowledgePointIds));
  return out
    .map(({ knowledgePointIds, ...o }) => ({ ...o, knowledgePoints: knowledgePointIds.map((id) => ({ kpId: id, name: names.get(id) ?? '' })) }))
    .sort((a, b) => a.clazzRate - b.clazzRate);
}

/** A question a class sat, checked: the exam is the school's and the teacher may see the class in it. */
export async function requireClazzQuestion(db: Db, auth: AuthContext, clazzId: number, item: { examId: number; questionId: number }) {
  const { exam: e, group } = await requireExam(db, auth, item.examId);
  await assertCanViewClazz(db, auth, group, e.subjectId, clazzId);
  const question = (await db.select().from(examQuestion).where(and(eq(examQuestion.id, item.questionId), eq(examQuestion.examId, item.examId))).limit(1))[0];
  if (!question) throw errors.notFound('所选题目不属于该考试');
  return { exam: e, group, question };
}

/**
 * The content of an exam's questions, by question number, where the product has it: an exam
 * created by sending a composed paper to print (paper_record.exam_id) has the paper's questions;
 * a sub-question of a passage maps to its whole passage. Exams entered by hand have none.
 */
async function examQuestionContent(db: Db, schoolId: number, examId: number): Promise<Map<string, PlacedTopic>> {
  const out = new Map<string, PlacedTopic>();
  const r = (await db.select({ id: paperRecord.id }).from(paperRecord).where(and(eq(paperRecord.examId, examId), eq(paperRecord.schoolId, schoolId))).orderBy(desc(paperRecord.id)).limit(1))[0];
  if (!r) return out;
  for (const p of await placeTopics(db, await recordEntries(db, r.id), schoolId)) for (const no of itemNosOf(p.topic, p.topicNo)) out.set(no, p);
  return out;
}

export const NO_CONTENT = '本题暂无题目内容，请对照原试卷';

export async function practiceSheet(
  db: Db,
  auth: AuthContext,
  body: { clazzId: number; title: string; items: { examId: number; questionId: number }[] },
  storage?: Storage | null,
): Promise<{ buffer: Buffer; fileName: string }> {
  const clazzName = (await db.select({ name: clazz.name }).from(clazz).where(eq(clazz.id, body.clazzId)).limit(1))[0]?.name ?? '';
  const contents = new Map<number, Map<string, PlacedTopic>>();
  const chosen = [];
  for (const item of body.items) {
    const { group, question: q } = await requireClazzQuestion(db, auth, body.clazzId, item);
    if (!contents.has(item.examId)) contents.set(item.examId, await examQuestionContent(db, auth.schoolId, item.examId));
    chosen.push({ item, group, q, placed: contents.get(item.examId)!.get(q.questionNo) ?? null });
  }
  if (!chosen.length) throw errors.validation('请至少选择一道题');
  const assets = await topicAssets(chosen.flatMap((c) => (c.placed ? [c.placed.topic] : [])), storage, A4_TEXT_WIDTH_PX);
  const sections: FileChild[] = [];
  let n = 0;
  for (const { item, group, q, placed } of chosen) {
    const rows = await db
      .select({ name: student.name, scores: examStudent.scores, absent: examStudent.absent })
      .from(examStudent)
      .innerJoin(student, eq(student.id, examStudent.studentId))
      .where(and(eq(examStudent.examId, item.examId), eq(examStudent.clazzId, body.clazzId)));
    const lost = rows.filter((r) => !r.absent && (r.scores[q.idx] ?? 0) < q.fullScore);
    const kps = await knowledgePointNames(db, q.knowledgePointIds);
    n += 1;
    sections.push(new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, spacing: { before: 240 }, children: [new TextRun(`${n}. ${group.name} 第${q.questionNo}题（${q.fullScore}分）`)] }));
    if (placed) {
      // A passage is printed whole: the sub-question is one of its numbers.
      if (placed.topicNo !== q.questionNo) sections.push(new Paragraph({ children: [new TextRun({ text: `（本题为下列材料中的第${q.questionNo}题）`, italics: true })] }));
      sections.push(...topicBlocks({ topic: placed.topic, topicNo: placed.topicNo, score: null }, false, assets));
    } else {
      sections.push(new Paragraph({ children: [new TextRun({ text: NO_CONTENT, color: '888888' })] }));
    }
    sections.push(
      new Paragraph({ children: [new TextRun(`知识点：${q.knowledgePointIds.map((id) => kps.get(id)).filter(Boolean).join('、') || '未标注'}${q.answerKey ? `，正确答案：${q.answerKey}` : ''}`)] }),
      new Paragraph({ children: [new TextRun(`需重练学生（${lost.length}人）：${lost.map((r) => `${r.name}（${r.scores[q.idx] ?? 0}分）`).join('、') || '无'}`)] }),
      new Paragraph({ children: [new TextRun('重练要求：订正原题并写出错因，完成同一知识点的两道同类题。')] }),
    );
  }
  const doc = new Document({
    styles: { default: { document: { run: { font: 'SimSun', size: 22 } } } },
    sections: [{ footers: { default: pageFooter() }, children: [new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: `${clazzName}${body.title}`, bold: true })] }), ...sections] }],
  });
  return { buffer: await Packer.toBuffer(doc), fileName: `${clazzName}${body.title}.docx` };
}

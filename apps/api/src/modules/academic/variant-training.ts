/**
 * Variable training (变式训练) for the wrong-question page: for each wrong question a class chose,
 * similar questions from the question bank — same subject, sharing the question's knowledge
 * points (most shared first), closest in difficulty to how hard the grade found the question —
 * and a Word set of them with the answers and analyses at the end.
 */
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun, type FileChild } from 'docx';
import type { TVariantGroup } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, topic } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import type { Storage } from '../../storage/storage.js';
import { answerBlocks, pageFooter, topicAssets, topicBlocks } from '../paper/documents.js';
import { A4_TEXT_WIDTH_PX } from '../paper/doc-content.js';
import { kpNames, loadTopics, presentTopic, teacherFlags, type TopicRow } from '../paper/topics.js';
import { ensureReport } from './build-report.js';
import { knowledgePointNames } from './report-queries.js';
import { requireClazzQuestion } from './wrong-topics.js';

type Item = { examId: number; questionId: number };

/**
 * The bank difficulty (1 超易, 2 易, 3 中档偏易, 4 中档偏难, 5 难, 6 超难) matching a question's scoring rate in the grade:
 * ≥ 90 % → 1, ≥ 75 % → 2, ≥ 60 % → 3, ≥ 45 % → 4, ≥ 30 % → 5, below → 6; unknown → 3.
 */
export function targetDifficulty(rate: number | null | undefined): number {
  if (rate == null || !Number.isFinite(rate)) return 3;
  if (rate >= 0.9) return 1;
  if (rate >= 0.75) return 2;
  if (rate >= 0.6) return 3;
  if (rate >= 0.45) return 4;
  if (rate >= 0.3) return 5;
  return 6;
}

/** Bank questions of the subject sharing a knowledge point, best first. */
export async function similarTopics(db: Db, schoolId: number, subjectId: number, kps: number[], target: number, exclude: ReadonlySet<number>, limit: number): Promise<TopicRow[]> {
  if (!kps.length) return [];
  const kpArray = sql`${sql.param(kps)}::int[]`;
  const conds: SQL[] = [eq(topic.subjectId, subjectId), or(isNull(topic.schoolId), eq(topic.schoolId, schoolId))!, sql`${topic.knowledgePointIds} && ${kpArray}`];
  if (exclude.size) conds.push(sql`not (${topic.id} = any(${sql.param([...exclude])}::int[]))`);
  return db
    .select()
    .from(topic)
    .where(and(...conds))
    .orderBy(
      sql`cardinality(array(select unnest(${topic.knowledgePointIds}) intersect select unnest(${kpArray}))) desc`,
      sql`abs(${topic.difficulty} - ${target})`,
      desc(topic.useCount),
      asc(topic.id),
    )
    .limit(limit);
}

export async function findVariants(db: Db, auth: AuthContext, body: { clazzId: number; items: Item[]; perQuestion: number; excludeTopicIds: number[] }): Promise<TVariantGroup[]> {
  const exclude = new Set(body.excludeTopicIds);
  const found: { item: Item; examName: string; questionNo: string; kps: number[]; rate: number | null; target: number; topics: TopicRow[] }[] = [];
  for (const item of body.items) {
    const { exam: e, group, question } = await requireClazzQuestion(db, auth, body.clazzId, item);
    const report = await ensureReport(db, e.id, auth.schoolId);
    const rate = report.questions.find((x) => x.questionId === question.id)?.grade.scoringRate ?? null;
    const target = targetDifficulty(rate);
    const topics = await similarTopics(db, auth.schoolId, e.subjectId, question.knowledgePointIds, target, exclude, body.perQuestion);
    // A bank question serves one wrong question only.
    for (const t of topics) exclude.add(t.id);
    found.push({ item, examName: group.name, questionNo: question.questionNo, kps: question.knowledgePointIds, rate, target, topics });
  }
  const all = found.flatMap((f) => f.topics);
  const names = await kpNames(db, [...all, ...found.map((f) => ({ knowledgePointIds: f.kps }))]);
  const flags = await teacherFlags(db, auth.teacherId, all.map((t) => t.id));
  let n = 0;
  return found.map((f) => ({
    examId: f.item.examId,
    questionId: f.item.questionId,
    examName: f.examName,
    questionNo: f.questionNo,
    gradeRate: f.rate,
    targetDifficulty: f.target,
    knowledgePoints: f.kps.map((id) => ({ kpId: id, kpName: names.get(id) ?? '' })),
    topics: f.topics.map((t) => presentTopic(t, { topicNo: String(++n), score: 0 }, names, flags)),
  }));
}

export async function variantSheet(
  db: Db,
  auth: AuthContext,
  body: { clazzId: number; title: string; groups: (Item & { topicIds: number[] })[] },
  storage?: Storage | null,
): Promise<{ buffer: Buffer; fileName: string }> {
  const clazzName = (await db.select({ name: clazz.name }).from(clazz).where(eq(clazz.id, body.clazzId)).limit(1))[0]?.name ?? '';
  const topics = await loadTopics(db, body.groups.flatMap((g) => g.topicIds), auth.schoolId);
  const assets = await topicAssets([...topics.values()], storage, A4_TEXT_WIDTH_PX);
  const questions: FileChild[] = [];
  const answers: FileChild[] = [];
  let n = 0;
  for (const g of body.groups) {
    const { exam: e, group, question } = await requireClazzQuestion(db, auth, body.clazzId, g);
    const chosen = g.topicIds.map((id) => {
      const t = topics.get(id);
      if (!t || t.subjectId !== e.subjectId) throw errors.notFound(`试题${id}不存在或不是本学科的题目`);
      return t;
    });
    const kps = await knowledgePointNames(db, question.knowledgePointIds);
    questions.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        spacing: { before: 240, after: 120 },
        children: [new TextRun(`原题：${group.name} 第${question.questionNo}题（知识点：${question.knowledgePointIds.map((id) => kps.get(id)).filter(Boolean).join('、') || '未标注'}）`)],
      }),
    );
    for (const t of chosen) {
      n += 1;
      questions.push(...topicBlocks({ topic: t, topicNo: String(n), score: null }, false, assets));
      answers.push(new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: `${n}.`, bold: true })] }), ...answerBlocks({ topic: t, topicNo: String(n) }, assets));
    }
  }
  const doc = new Document({
    creator: '学情分析',
    title: `${clazzName}${body.title}`,
    styles: { default: { document: { run: { font: 'SimSun', size: 21 } } } },
    sections: [
      {
        footers: { default: pageFooter() },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: `${clazzName}${body.title}`, bold: true })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(`共${n}题\u3000姓名：__________\u3000学号：__________`)] }),
          ...questions,
          new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, children: [new TextRun('参考答案与解析')] }),
          ...answers,
        ],
      },
    ],
  });
  return { buffer: await Packer.toBuffer(doc), fileName: `${clazzName}${body.title}.docx` };
}

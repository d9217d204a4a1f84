/**
 * Paper-centre fixtures: questions and fine papers written straight into the (platform-wide)
 * bank, known papers whose analysis numbers the tests check, and helpers for the print form and
 * the Word files.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { chineseNumber, isoDate, numberTopics, scoredItemCount, type TTopicOption } from '@app/contract';
import type { Db } from '../../src/db/client.js';
import { finePaper, finePaperTopic, topic } from '../../src/db/schema.js';
import { plainTextOf, sanitizeQuestionHtml } from '../../src/modules/paper/sanitize.js';
import { searchGrams } from '../../src/modules/paper/search-grams.js';

let seq = 0;

export type TopicSpec = {
  subjectId: number;
  type: string;
  title?: string;
  options?: TTopicOption[];
  slaves?: { title: string; options?: TTopicOption[]; answer: string; analysis?: string }[];
  answer?: string;
  analysis?: string;
  difficulty?: number;
  kps?: number[];
  grade?: number;
  schoolId?: number | null;
};

export const abcd = (correct: string): TTopicOption[] => ['A', 'B', 'C', 'D'].map((l) => ({ optionNo: l, content: `选项${l}`, isTrue: correct.includes(l) ? 1 : 0 }));

export async function buildTopic(db: Db, s: TopicSpec): Promise<number> {
  seq += 1;
  const title = sanitizeQuestionHtml(s.title ?? `<p>第${seq}题 ${s.type}题干 keyword${seq}</p>`);
  const [row] = await db
    .insert(topic)
    .values({
      schoolId: s.schoolId ?? null,
      subjectId: s.subjectId,
      type: s.type,
      title,
      options: s.options ?? [],
      slaves: (s.slaves ?? []).map((x) => ({ title: x.title, options: x.options ?? [], answer: x.answer, analysis: x.analysis ?? '' })),
      answer: s.answer ?? '',
      analysis: s.analysis ?? '<p>解析</p>',
      difficulty: s.difficulty ?? 3,
      knowledgePointIds: s.kps ?? [],
      grade: s.grade ?? 1,
      source: '测试来源',
      year: 2025,
      plainText: plainTextOf(title),
      searchGrams: searchGrams(plainTextOf(title)),
    })
    .returning({ id: topic.id });
  return row!.id;
}

export type PaperSpec = {
  subjectId: number;
  name?: string;
  category?: string;
  grade?: number;
  year?: number;
  provinceId?: number | null;
  testType?: number;
  groups: { typeName: string; topics: { topicId: number; type: string; slaveCount: number; score: number }[] }[];
};

export async function buildFinePaper(db: Db, p: PaperSpec): Promise<number> {
  seq += 1;
  const flat = p.groups.flatMap((g, gi) => g.topics.map((t) => ({ ...t, gi, typeName: g.typeName })));
  const nos = numberTopics(flat.map((t) => ({ type: t.type, slaveCount: t.slaveCount })));
  const [fp] = await db
    .insert(finePaper)
    .values({
      subjectId: p.subjectId,
      name: p.name ?? `测试试卷${seq}`,
      category: p.category ?? '精品试卷',
      testType: p.testType ?? 6,
      grade: p.grade ?? 1,
      year: p.year ?? 2025,
      provinceId: p.provinceId ?? null,
      totalScore: flat.reduce((s, t) => s + t.score, 0),
      topicCount: flat.reduce((n, t) => n + scoredItemCount(t.type, t.slaveCount), 0),
    })
    .returning({ id: finePaper.id });
  if (flat.length)
    await db.insert(finePaperTopic).values(flat.map((t, sort) => ({ paperId: fp!.id, sort, topicId: t.topicId, groupIdx: t.gi, typeNoCn: chineseNumber(t.gi + 1), typeName: t.typeName, topicNo: nos[sort]!.topicNo, score: t.score })));
  return fp!.id;
}

/** Knowledge points used by the fixtures (names from reference data). */
export const KP = { tense: 8011, detail: 8027, sevenFive: 8034, applied: 8058, funcConcept: 3011, derivApply: 3025, probability: 3075 };

export type EnglishFixture = { paperId: number; topicIds: { single1: number; single2: number; reading: number; sevenFive: number; writing: number } };

/**
 * 一、单项填空 1-2 (1 分 each, 超易 and 中档偏易), 二、阅读理解 3-4 (one passage, 4 分, 中档偏易),
 * 三、七选五 5-6 (4 分, 中档偏难, answers A and C), 四、书面表达 7 (10 分, 难): 20 分, 7 items.
 */
export async function englishFixture(db: Db, opts: { name?: string; grade?: number; category?: string } = {}): Promise<EnglishFixture> {
  const single1 = await buildTopic(db, { subjectId: 8, type: '单项填空', options: abcd('B'), answer: 'B', difficulty: 1, kps: [KP.tense] });
  const single2 = await buildTopic(db, { subjectId: 8, type: '单项填空', options: abcd('D'), answer: 'D', difficulty: 3, kps: [KP.tense] });
  const reading = await buildTopic(db, {
    subjectId: 8,
    type: '阅读理解',
    title: '<p>Reading passage about a camp.</p>',
    slaves: [
      { title: 'What is the camp about?', options: abcd('A'), answer: 'A' },
      { title: 'Who can join?', options: abcd('C'), answer: 'C' },
    ],
    difficulty: 3,
    kps: [KP.detail],
  });
  const sevenFive = await buildTopic(db, {
    subjectId: 8,
    type: '七选五',
    title: '<p>Seven-five passage with blanks.</p><p>A. one</p><p>B. two</p><p>C. three</p>',
    slaves: [
      { title: '1', answer: 'A' },
      { title: '2', answer: 'C' },
    ],
    difficulty: 4,
    kps: [KP.sevenFive],
  });
  const writing = await buildTopic(db, { subjectId: 8, type: '书面表达', title: '<p>Write a letter.</p>', answer: '<p>Sample essay.</p>', difficulty: 5, kps: [KP.applied] });
  const paperId = await buildFinePaper(db, {
    subjectId: 8,
    name: opts.name,
    grade: opts.grade ?? 1,
    category: opts.category,
    groups: [
      { typeName: '单项填空', topics: [{ topicId: single1, type: '单项填空', slaveCount: 0, score: 1 }, { topicId: single2, type: '单项填空', slaveCount: 0, score: 1 }] },
      { typeName: '阅读理解', topics: [{ topicId: reading, type: '阅读理解', slaveCount: 2, score: 4 }] },
      { typeName: '七选五', topics: [{ topicId: sevenFive, type: '七选五', slaveCount: 2, score: 4 }] },
      { typeName: '书面表达', topics: [{ topicId: writing, type: '书面表达', slaveCount: 0, score: 10 }] },
    ],
  });
  return { paperId, topicIds: { single1, single2, reading, sevenFive, writing } };
}

export type MathsFixture = { paperId: number; topicIds: number[] };

/** 单选题 1-2 (5 分), 多选题 3 (6 分, AC), 填空题 4 (5 分), 解答题 5 (12 分): 33 分. */
export async function mathsFixture(db: Db, opts: { name?: string; grade?: number; category?: string } = {}): Promise<MathsFixture> {
  const s1 = await buildTopic(db, { subjectId: 3, type: '单选题', title: '<p>已知 \\(x<2\\)，则</p>', options: abcd('A'), answer: 'A', difficulty: 2, kps: [KP.funcConcept] });
  const s2 = await buildTopic(db, { subjectId: 3, type: '单选题', options: abcd('C'), answer: 'C', difficulty: 3, kps: [KP.funcConcept] });
  const m = await buildTopic(db, { subjectId: 3, type: '多选题', options: abcd('AC'), answer: 'AC', difficulty: 4, kps: [KP.derivApply] });
  const f = await buildTopic(db, { subjectId: 3, type: '填空题', answer: '\\(3\\)', difficulty: 3, kps: [KP.probability] });
  const sol = await buildTopic(db, { subjectId: 3, type: '解答题', answer: '略', difficulty: 5, kps: [KP.derivApply, KP.funcConcept] });
  const paperId = await buildFinePaper(db, {
    subjectId: 3,
    name: opts.name,
    grade: opts.grade ?? 1,
    category: opts.category,
    groups: [
      { typeName: '单选题', topics: [{ topicId: s1, type: '单选题', slaveCount: 0, score: 5 }, { topicId: s2, type: '单选题', slaveCount: 0, score: 5 }] },
      { typeName: '多选题', topics: [{ topicId: m, type: '多选题', slaveCount: 0, score: 6 }] },
      { typeName: '填空题', topics: [{ topicId: f, type: '填空题', slaveCount: 0, score: 5 }] },
      { typeName: '解答题', topics: [{ topicId: sol, type: '解答题', slaveCount: 0, score: 12 }] },
    ],
  });
  return { paperId, topicIds: [s1, s2, m, f, sol] };
}

/** A print form that passes every check. */
export function printForm(paperId: number, clazzIds: number[], extra: Record<string, unknown> = {}) {
  return { paperId, paperType: 1, paperName: '测试打印卷', answerType: 1, paperSize: 1, sheetSize: 1, examTime: 100, examDate: isoDate(new Date()), examType: 1, markType: '4', clazzIds, ...extra };
}

/** The text of word/document.xml of a .docx (throws unless it is a real Word zip). */
export function docxText(buffer: Buffer): string {
  const files = unzipSync(new Uint8Array(buffer));
  const xml = files['word/document.xml'];
  if (!xml) throw new Error('not a docx: no word/document.xml');
  return strFromU8(xml);
}

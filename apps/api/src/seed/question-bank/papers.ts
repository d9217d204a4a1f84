/**
 * Papers (试卷) assembled from the bank: 精品试卷 (mock, joint, midterm and final exams), 周月卷
 * (weekly and monthly tests), 创新套卷, 二轮专题训练卷 and 高考真题-style papers, for English and
 * maths. Each paper lists its type groups in the order a Chinese paper prints them, with the score
 * of one scored item (see TBankPaperGroup) so that the groups add up to the paper's full score.
 * Questions are drawn deterministically per paper; a question may appear in several papers but
 * never twice in one.
 */
import { KNOWLEDGE_POINTS } from '../../db/reference-data/knowledge-points.js';
import type { Rng } from '../random.js';
import { ENGLISH_QUESTIONS } from './english.js';
import { ENGLISH_LISTENING_KIND } from './english-listening.js';
import { CN_NUMBERS, rngFor, textbookVersionIdsOf } from './helpers.js';
import { MATHS_QUESTIONS, MATHS_SOLUTION_CATEGORY } from './maths.js';
import type { TSolutionCategory } from './maths-solution.js';
import type { TBankGrade, TBankPaper, TBankPaperGroup, TBankQuestion, TBankSubjectId } from './types.js';

type TFilter = (q: TBankQuestion) => boolean;
type TPick = { type: string; count: number; filter?: TFilter };
type TGroupSpec = { typeName: string; score: number; scores?: number[]; picks: TPick[] };
type TPaperSpec = Omit<TBankPaper, 'groups'> & { groups: TGroupSpec[] };

const ALL_QUESTIONS = [...ENGLISH_QUESTIONS, ...MATHS_QUESTIONS];
const BY_KEY = new Map(ALL_QUESTIONS.map((q) => [q.key, q]));

/** Points one question contributes to its group: per sub-question for passage types. */
export function questionPoints(group: TBankPaperGroup, index: number): number {
  const qq = BY_KEY.get(group.questionKeys[index]!);
  const per = group.scores?.[index] ?? group.score;
  if (!qq) return per;
  return qq.slaves.length > 0 ? per * qq.slaves.length : per;
}

export function paperTotal(paper: TBankPaper): number {
  return paper.groups.reduce((sum, g) => sum + g.questionKeys.reduce((s, _, i) => s + questionPoints(g, i), 0), 0);
}

function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

function build(spec: TPaperSpec): TBankPaper {
  const rng = rngFor(`paper:${spec.key}`);
  const used = new Set<string>();
  const groups: TBankPaperGroup[] = spec.groups.map((g, gi) => {
    const keys: string[] = [];
    for (const pick of g.picks) {
      const pool = shuffled(
        rng,
        ALL_QUESTIONS.filter((q) => q.subjectId === spec.subjectId && q.type === pick.type && !used.has(q.key) && (pick.filter ? pick.filter(q) : true)),
      );
      if (pool.length < pick.count) throw new Error(`${spec.key}: only ${pool.length} ${pick.type} questions for ${pick.count} slots`);
      for (const q of pool.slice(0, pick.count)) {
        used.add(q.key);
        keys.push(q.key);
      }
    }
    const group: TBankPaperGroup = { typeName: g.typeName, typeNoCn: CN_NUMBERS[gi]!, score: g.score, questionKeys: keys };
    if (g.scores) group.scores = g.scores;
    return group;
  });
  const paper: TBankPaper = { ...spec, groups };
  const total = paperTotal(paper);
  if (Math.abs(total - spec.fullScore) > 1e-9) throw new Error(`${spec.key}: groups add up to ${total}, not ${spec.fullScore}`);
  return paper;
}

// ---------------------------------------------------------------- filters

const slaves = (n: number): TFilter => (q) => q.slaves.length === n;
const listeningKind = (kind: string): TFilter => (q) => ENGLISH_LISTENING_KIND[q.key] === kind;
const upToGrade = (g: TBankGrade): TFilter => (q) => q.grade <= g;
const CHAPTER = new Map(KNOWLEDGE_POINTS.map((k) => [k.id, k.parentId]));
const inChapters =
  (...chapters: number[]): TFilter =>
  (q) =>
    q.knowledgePointIds.some((id) => chapters.includes(CHAPTER.get(id) ?? -1));
const solutionOf =
  (...cats: TSolutionCategory[]): TFilter =>
  (q) =>
    cats.includes(MATHS_SOLUTION_CATEGORY[q.key]!);

// ---------------------------------------------------------------- English layouts

const listening30: TGroupSpec = {
  typeName: '听力',
  score: 1.5,
  picks: [
    { type: '考试听力', count: 1, filter: listeningKind('short') },
    { type: '考试听力', count: 2, filter: listeningKind('long') },
    { type: '考试听力', count: 1, filter: listeningKind('monologue') },
  ],
};

const reading15 = (score: number): TGroupSpec => ({
  typeName: '阅读理解',
  score,
  picks: [
    { type: '阅读理解', count: 1, filter: slaves(3) },
    { type: '阅读理解', count: 3, filter: slaves(4) },
  ],
});

/** 新高考 paper: 听力 30 + 阅读 37.5 + 七选五 12.5 + 完形 15 + 语法填空 15 + 应用文 15 + 读后续写 25 = 150 */
function englishNewGaokao(last15: '书面表达' | '概要写作' = '书面表达'): TGroupSpec[] {
  return [
    listening30,
    reading15(2.5),
    { typeName: '七选五', score: 2.5, picks: [{ type: '七选五', count: 1 }] },
    { typeName: '完形填空', score: 1, picks: [{ type: '完形填空', count: 1, filter: slaves(15) }] },
    { typeName: '语法填空', score: 1.5, picks: [{ type: '语法填空', count: 1 }] },
    { typeName: last15 === '书面表达' ? '书面表达（应用文写作）' : '概要写作', score: 15, picks: [{ type: last15, count: 1 }] },
    { typeName: '读后续写', score: 25, picks: [{ type: '读后续写', count: 1 }] },
  ];
}

/** 全国卷 paper: 听力 30 + 阅读 30 + 七选五 10 + 完形 30 + 语法填空 15 + 短文改错 10 + 书面表达 25 = 150 */
function englishOldGaokao(): TGroupSpec[] {
  return [
    listening30,
    reading15(2),
    { typeName: '七选五', score: 2, picks: [{ type: '七选五', count: 1 }] },
    { typeName: '完形填空', score: 1.5, picks: [{ type: '完形填空', count: 1, filter: slaves(20) }] },
    { typeName: '语法填空', score: 1.5, picks: [{ type: '语法填空', count: 1 }] },
    { typeName: '短文改错', score: 1, picks: [{ type: '短文改错', count: 1 }] },
    { typeName: '书面表达', score: 25, picks: [{ type: '书面表达', count: 1 }] },
  ];
}

/** School exam without listening: 15 + 15 + 30 + 10 + 15 + 10 + 25 = 120 */
function englishSchool120(): TGroupSpec[] {
  return [
    { typeName: '单项填空', score: 1, picks: [{ type: '单项填空', count: 15 }] },
    { typeName: '完形填空', score: 1, picks: [{ type: '完形填空', count: 1, filter: slaves(15) }] },
    reading15(2),
    { typeName: '七选五', score: 2, picks: [{ type: '七选五', count: 1 }] },
    { typeName: '语法填空', score: 1.5, picks: [{ type: '语法填空', count: 1 }] },
    { typeName: '单词拼写', score: 1, picks: [{ type: '单词拼写', count: 10 }] },
    { typeName: '书面表达', score: 25, picks: [{ type: '书面表达', count: 1 }] },
  ];
}

/** Weekly tests (50 points), four variants so that every short type is used. */
const WEEKLY_LAYOUTS: TGroupSpec[][] = [
  [
    { typeName: '单词拼写', score: 1, picks: [{ type: '单词拼写', count: 10 }] },
    { typeName: '单句语法填空', score: 1, picks: [{ type: '单句语法填空', count: 10 }] },
    { typeName: '完成句子', score: 2, picks: [{ type: '完成句子', count: 5 }] },
    { typeName: '阅读理解', score: 2.5, picks: [{ type: '阅读理解', count: 2, filter: slaves(4) }] },
  ],
  [
    { typeName: '单项填空', score: 1, picks: [{ type: '单项填空', count: 10 }] },
    { typeName: '单句改错', score: 1, picks: [{ type: '单句改错', count: 10 }] },
    { typeName: '句子翻译', score: 2, picks: [{ type: '句子翻译', count: 5 }] },
    { typeName: '七选五', score: 2, picks: [{ type: '七选五', count: 2 }] },
  ],
  [
    { typeName: '单词拼写', score: 1, picks: [{ type: '单词拼写', count: 10 }] },
    { typeName: '单句翻译', score: 2, picks: [{ type: '单句翻译', count: 5 }] },
    { typeName: '课文填空', score: 1, picks: [{ type: '课文填空', count: 1 }] },
    { typeName: '选词填空', score: 1, picks: [{ type: '选词填空', count: 1 }] },
    { typeName: '书面表达', score: 10, picks: [{ type: '书面表达', count: 1 }] },
  ],
  [
    { typeName: '单项填空', score: 1, picks: [{ type: '单项填空', count: 10 }] },
    { typeName: '单句语法填空', score: 1, picks: [{ type: '单句语法填空', count: 10 }] },
    { typeName: '完形填空', score: 1, picks: [{ type: '完形填空', count: 1, filter: slaves(15) }] },
    { typeName: '阅读表达', score: 3, picks: [{ type: '阅读表达', count: 1 }] },
  ],
];

// ---------------------------------------------------------------- maths layouts

type TSolutionSlot = TSolutionCategory[];
const SENIOR_SLOTS: TSolutionSlot[] = [['triangle', 'sequence', 'trig'], ['solid'], ['probability', 'statistics'], ['conic'], ['derivative']];
const JUNIOR_SLOTS: TSolutionSlot[] = [['set'], ['function'], ['trig'], ['triangle'], ['function']];
const SOLUTION_SCORES = [13, 15, 15, 17, 17];

/** 新高考数学: 8×5 + 3×6 + 3×5 + (13+15+15+17+17) = 150 */
function maths150(grade: TBankGrade, slots: TSolutionSlot[] = grade === 1 ? JUNIOR_SLOTS : SENIOR_SLOTS): TGroupSpec[] {
  const g = upToGrade(grade);
  return [
    { typeName: '单选题', score: 5, picks: [{ type: '单选题', count: 8, filter: g }] },
    { typeName: '多选题', score: 6, picks: [{ type: '多选题', count: 3, filter: g }] },
    { typeName: '填空题', score: 5, picks: [{ type: '填空题', count: 3, filter: g }] },
    { typeName: '解答题', score: 15, scores: SOLUTION_SCORES, picks: slots.map((cats) => ({ type: '解答题', count: 1, filter: solutionOf(...cats) })) },
  ];
}

/** 周测: 8×5 + 4×5 + 2×20 = 100 */
function mathsWeekly(chapters: number[], slots: TSolutionSlot[]): TGroupSpec[] {
  const f = inChapters(...chapters);
  return [
    { typeName: '单选题', score: 5, picks: [{ type: '单选题', count: 8, filter: f }] },
    { typeName: '填空题', score: 5, picks: [{ type: '填空题', count: 4, filter: f }] },
    { typeName: '解答题', score: 20, picks: slots.map((cats) => ({ type: '解答题', count: 1, filter: solutionOf(...cats) })) },
  ];
}

/** 二轮专题: 6×5 + 2×6 + 2×5 + 2×24 = 100 */
function mathsTopic(chapters: number[], cats: TSolutionCategory[]): TGroupSpec[] {
  const f = inChapters(...chapters);
  return [
    { typeName: '单选题', score: 5, picks: [{ type: '单选题', count: 6, filter: f }] },
    { typeName: '多选题', score: 6, picks: [{ type: '多选题', count: 2, filter: f }] },
    { typeName: '填空题', score: 5, picks: [{ type: '填空题', count: 2, filter: f }] },
    { typeName: '解答题', score: 24, picks: [{ type: '解答题', count: 2, filter: solutionOf(...cats) }] },
  ];
}

// chapter ids of the maths tree
const CH = { sets: 3001, functions: 3010, derivative: 3019, trig: 3026, vectorComplex: 3035, sequence: 3044, solid: 3052, analytic: 3061, probability: 3070 } as const;

type TMeta = Omit<TPaperSpec, 'groups' | 'subjectId' | 'key'>;
const meta = (name: string, category: string, testType: number, grade: TBankGrade, year: number, provinceId: number | null, textbookVersionId: number, fullScore: number, examMinutes: number): TMeta => ({
  name,
  category,
  testType,
  grade,
  year,
  provinceId,
  textbookVersionId,
  fullScore,
  examMinutes,
});

function spec(subjectId: TBankSubjectId, n: number, m: TMeta, groups: TGroupSpec[]): TPaperSpec {
  // A version of another subject (the table below was written for both) becomes one of the subject's own.
  const versions = textbookVersionIdsOf(subjectId);
  const textbookVersionId = versions.includes(m.textbookVersionId) ? m.textbookVersionId : versions[n % versions.length]!;
  return { key: `${subjectId === 8 ? 'en' : 'ma'}-paper-${String(n).padStart(3, '0')}`, subjectId, ...m, textbookVersionId, groups };
}

const ENGLISH_SPECS: TPaperSpec[] = [
  // 精品试卷
  spec(8, 1, meta('2026届高三第一次模拟考试 英语', '精品试卷', 1, 3, 2026, 11, 14, 150, 120), englishNewGaokao()),
  spec(8, 2, meta('2026届高三第二次联合考试 英语', '精品试卷', 5, 3, 2026, 19, 45, 150, 120), englishNewGaokao()),
  spec(8, 3, meta('2025届高三考前冲刺卷 英语', '精品试卷', 0, 3, 2025, 23, 16, 150, 120), englishOldGaokao()),
  spec(8, 4, meta('2025-2026学年高一上学期期中考试 英语', '精品试卷', 6, 1, 2025, 10, 13, 120, 100), englishSchool120()),
  spec(8, 5, meta('2025-2026学年高一上学期期末考试 英语', '精品试卷', 7, 1, 2026, 10, 13, 120, 100), englishSchool120()),
  spec(8, 6, meta('2024-2025学年高二下学期期末考试 英语', '精品试卷', 7, 2, 2025, 15, 32, 150, 120), englishOldGaokao()),
  // 周月卷
  spec(8, 7, meta('高一上学期第3周周测 英语', '周月卷', 2, 1, 2025, 10, 13, 50, 45), WEEKLY_LAYOUTS[0]!),
  spec(8, 8, meta('高一上学期第8周周测 英语', '周月卷', 2, 1, 2025, 10, 13, 50, 45), WEEKLY_LAYOUTS[1]!),
  spec(8, 9, meta('高二下学期第5周周测 英语', '周月卷', 2, 2, 2026, 10, 13, 50, 45), WEEKLY_LAYOUTS[2]!),
  spec(8, 10, meta('高三上学期第12周周测 英语', '周月卷', 2, 3, 2025, 10, 14, 50, 45), WEEKLY_LAYOUTS[3]!),
  spec(8, 11, meta('2025-2026学年高一上学期10月月考 英语', '周月卷', 4, 1, 2025, 10, 13, 120, 100), englishSchool120()),
  spec(8, 12, meta('2025-2026学年高二上学期12月月考 英语', '周月卷', 4, 2, 2025, 10, 13, 150, 120), englishNewGaokao()),
  // 创新套卷
  spec(8, 13, meta('2026年高考英语创新题型卷（一）', '创新套卷', 1, 3, 2026, null, 14, 150, 120), englishNewGaokao('概要写作')),
  spec(8, 14, meta('2026年高考英语创新题型卷（二）', '创新套卷', 1, 3, 2026, null, 45, 150, 120), englishNewGaokao()),
  spec(8, 15, meta('2026年高考英语创新题型卷（三）', '创新套卷', 1, 3, 2026, null, 46, 150, 120), englishNewGaokao('概要写作')),
  spec(8, 16, meta('2025年高考英语创新题型卷（四）', '创新套卷', 1, 3, 2025, null, 47, 150, 120), englishNewGaokao()),
  // 二轮专题训练卷
  spec(8, 17, meta('2026届高考英语二轮专题训练：阅读理解与七选五', '二轮专题训练卷', 0, 3, 2026, null, 14, 60, 60), [
    { typeName: '阅读理解', score: 2.5, picks: [{ type: '阅读理解', count: 4, filter: slaves(4) }] },
    { typeName: '七选五', score: 2, picks: [{ type: '七选五', count: 2 }] },
  ]),
  spec(8, 18, meta('2026届高考英语二轮专题训练：完形填空与选词填空', '二轮专题训练卷', 0, 3, 2026, null, 14, 65, 60), [
    { typeName: '完形填空', score: 1, picks: [{ type: '完形填空', count: 3, filter: slaves(15) }] },
    { typeName: '选词填空', score: 1, picks: [{ type: '选词填空', count: 2 }] },
  ]),
  spec(8, 19, meta('2026届高考英语二轮专题训练：语法填空与短文改错', '二轮专题训练卷', 0, 3, 2026, null, 14, 65, 60), [
    { typeName: '语法填空', score: 1.5, picks: [{ type: '语法填空', count: 3 }] },
    { typeName: '短文改错', score: 1, picks: [{ type: '短文改错', count: 2 }] },
  ]),
  spec(8, 20, meta('2026届高考英语二轮专题训练：听力', '二轮专题训练卷', 0, 3, 2026, null, 14, 45, 40), [{ typeName: '听力', score: 1.5, picks: [{ type: '考试听力', count: 6 }] }]),
  spec(8, 21, meta('2026届高考英语二轮专题训练：读后续写与概要写作', '二轮专题训练卷', 0, 3, 2026, null, 14, 80, 90), [
    { typeName: '概要写作', score: 15, picks: [{ type: '概要写作', count: 2 }] },
    { typeName: '读后续写', score: 25, picks: [{ type: '读后续写', count: 2 }] },
  ]),
  spec(8, 22, meta('2026届高考英语二轮专题训练：任务型阅读与阅读表达', '二轮专题训练卷', 0, 3, 2026, null, 14, 50, 60), [
    { typeName: '任务型阅读', score: 1, picks: [{ type: '任务型阅读', count: 2, filter: slaves(10) }] },
    { typeName: '阅读表达', score: 2, picks: [{ type: '阅读表达', count: 2 }] },
    { typeName: '课文填空', score: 1, picks: [{ type: '课文填空', count: 1 }] },
  ]),
  // 高考真题 (style)
  spec(8, 23, meta('2025年高考英语真题卷（新高考Ⅰ卷）', '高考真题', 1, 3, 2025, null, 14, 150, 120), englishNewGaokao()),
  spec(8, 24, meta('2024年高考英语真题卷（新高考Ⅱ卷）', '高考真题', 1, 3, 2024, null, 14, 150, 120), englishNewGaokao()),
  spec(8, 25, meta('2022年高考英语真题卷（全国甲卷）', '高考真题', 1, 3, 2022, null, 16, 150, 120), englishOldGaokao()),
  spec(8, 26, meta('2021年高考英语真题卷（全国乙卷）', '高考真题', 1, 3, 2021, null, 16, 150, 120), englishOldGaokao()),
];

const MATHS_SPECS: TPaperSpec[] = [
  // 精品试卷
  spec(3, 1, meta('2026届高三第一次模拟考试 数学', '精品试卷', 1, 3, 2026, 11, 14, 150, 120), maths150(3)),
  spec(3, 2, meta('2026届高三第二次联合考试 数学', '精品试卷', 5, 3, 2026, 19, 45, 150, 120), maths150(3)),
  spec(3, 3, meta('2025届高三考前冲刺卷 数学', '精品试卷', 0, 3, 2025, 23, 16, 150, 120), maths150(3)),
  spec(3, 4, meta('2025-2026学年高一上学期期中考试 数学', '精品试卷', 6, 1, 2025, 10, 13, 150, 120), maths150(1)),
  spec(3, 5, meta('2025-2026学年高一上学期期末考试 数学', '精品试卷', 7, 1, 2026, 10, 13, 150, 120), maths150(1)),
  spec(3, 6, meta('2024-2025学年高二下学期期末考试 数学', '精品试卷', 7, 2, 2025, 15, 32, 150, 120), maths150(2)),
  // 周月卷
  spec(3, 7, meta('高一上学期第3周周测 数学', '周月卷', 2, 1, 2025, 10, 13, 100, 60), mathsWeekly([CH.sets, CH.functions], [['set'], ['function']])),
  spec(3, 8, meta('高一下学期第6周周测 数学', '周月卷', 2, 1, 2026, 10, 13, 100, 60), mathsWeekly([CH.trig, CH.vectorComplex], [['trig'], ['triangle']])),
  spec(3, 9, meta('高二下学期第3周周测 数学', '周月卷', 2, 2, 2026, 10, 13, 100, 60), mathsWeekly([CH.sequence], [['sequence'], ['sequence']])),
  spec(3, 10, meta('高二上学期第10周周测 数学', '周月卷', 2, 2, 2025, 10, 13, 100, 60), mathsWeekly([CH.analytic], [['conic'], ['conic']])),
  spec(3, 11, meta('2025-2026学年高一上学期10月月考 数学', '周月卷', 4, 1, 2025, 10, 13, 150, 120), maths150(1)),
  spec(3, 12, meta('2025-2026学年高三上学期12月月考 数学', '周月卷', 4, 3, 2025, 10, 14, 150, 120), maths150(3)),
  // 创新套卷
  spec(3, 13, meta('2026年高考数学创新题型卷（一）', '创新套卷', 1, 3, 2026, null, 14, 150, 120), maths150(3)),
  spec(3, 14, meta('2026年高考数学创新题型卷（二）', '创新套卷', 1, 3, 2026, null, 45, 150, 120), maths150(3)),
  spec(3, 15, meta('2026年高考数学创新题型卷（三）', '创新套卷', 1, 3, 2026, null, 46, 150, 120), maths150(3, [['sequence'], ['solid'], ['statistics'], ['conic'], ['derivative']])),
  spec(3, 16, meta('2025年高考数学创新题型卷（四）', '创新套卷', 1, 3, 2025, null, 47, 150, 120), maths150(3, [['trig'], ['solid'], ['probability'], ['conic'], ['derivative']])),
  // 二轮专题训练卷
  spec(3, 17, meta('2026届高考数学二轮专题训练：导数及其应用', '二轮专题训练卷', 0, 3, 2026, null, 14, 100, 75), mathsTopic([CH.derivative], ['derivative'])),
  spec(3, 18, meta('2026届高考数学二轮专题训练：圆锥曲线', '二轮专题训练卷', 0, 3, 2026, null, 14, 100, 75), mathsTopic([CH.analytic], ['conic'])),
  spec(3, 19, meta('2026届高考数学二轮专题训练：数列', '二轮专题训练卷', 0, 3, 2026, null, 14, 100, 75), mathsTopic([CH.sequence], ['sequence'])),
  spec(3, 20, meta('2026届高考数学二轮专题训练：概率与统计', '二轮专题训练卷', 0, 3, 2026, null, 14, 100, 75), mathsTopic([CH.probability], ['probability', 'statistics'])),
  spec(3, 21, meta('2026届高考数学二轮专题训练：立体几何', '二轮专题训练卷', 0, 3, 2026, null, 14, 100, 75), mathsTopic([CH.solid], ['solid'])),
  spec(3, 22, meta('2026届高考数学二轮专题训练：三角函数与解三角形', '二轮专题训练卷', 0, 3, 2026, null, 14, 100, 75), mathsTopic([CH.trig, CH.vectorComplex], ['trig', 'triangle'])),
  // 高考真题 (style)
  spec(3, 23, meta('2025年高考数学真题卷（新高考Ⅰ卷）', '高考真题', 1, 3, 2025, null, 14, 150, 120), maths150(3)),
  spec(3, 24, meta('2024年高考数学真题卷（新高考Ⅱ卷）', '高考真题', 1, 3, 2024, null, 14, 150, 120), maths150(3)),
  spec(3, 25, meta('2023年高考数学真题卷（新高考Ⅰ卷）', '高考真题', 1, 3, 2023, null, 14, 150, 120), maths150(3, [['sequence'], ['solid'], ['probability'], ['conic'], ['derivative']])),
  spec(3, 26, meta('2022年高考数学真题卷（新高考Ⅱ卷）', '高考真题', 1, 3, 2022, null, 14, 150, 120), maths150(3, [['triangle'], ['solid'], ['statistics'], ['conic'], ['derivative']])),
];

export const ENGLISH_PAPERS: TBankPaper[] = ENGLISH_SPECS.map(build);
export const MATHS_PAPERS: TBankPaper[] = MATHS_SPECS.map(build);
export const BANK_PAPERS: TBankPaper[] = [...ENGLISH_PAPERS, ...MATHS_PAPERS];


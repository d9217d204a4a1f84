/**
 * Small helpers shared by the bank's content files: option lists, passage HTML, and the
 * deterministic metadata (year, province, source, textbook version) each question gets from its key.
 */
import { textbookVersionsOf } from '@app/contract';
import { PROVINCES, REGIONS } from '../../db/reference-data/regions.js';
import { createRng, type Rng } from '../random.js';
import type { TBankDifficulty, TBankGrade, TBankOption, TBankQuestion, TBankSubQuestion, TBankSubjectId } from './types.js';

export const LETTERS = 'ABCDEFGHIJKLMNOP';
export const TEXTBOOK_VERSION_IDS = [13, 14, 15, 16, 32, 28, 48, 43, 44, 45, 46, 47] as const;
/** A subject's own textbook versions (a maths question is never 外研版). */
export const textbookVersionIdsOf = (subjectId: number): number[] => textbookVersionsOf(subjectId).map((v) => v.id);
export const CN_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'] as const;

/** FNV-1a: a stable 32-bit hash of a key, used to seed per-question randomness. */
export function hashKey(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function rngFor(key: string): Rng {
  return createRng(hashKey(key));
}

export function letter(i: number): string {
  const l = LETTERS[i];
  if (l === undefined) throw new Error(`no option letter for index ${i}`);
  return l;
}

/** Options from contents; `correct` holds the index (or indexes) of the correct ones. */
export function options(contents: readonly string[], correct: number | readonly number[]): TBankOption[] {
  const set = new Set(typeof correct === 'number' ? [correct] : correct);
  return contents.map((content, i) => ({ optionNo: letter(i), content, isTrue: set.has(i) ? 1 : 0 }));
}

/** The letters of the correct options, e.g. 'B' or 'ACD'. */
export function answerOf(opts: readonly TBankOption[]): string {
  return opts.filter((o) => o.isTrue === 1).map((o) => o.optionNo).join('');
}

/** Shuffles a correct answer among distractors; returns the options (all distinct, checked). */
export function shuffledOptions(rng: Rng, correct: string, distractors: readonly string[]): TBankOption[] {
  const all = [correct, ...distractors];
  if (new Set(all).size !== all.length) throw new Error(`duplicate options: ${all.join(' | ')}`);
  const order = all.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order.map((idx, i) => ({ optionNo: letter(i), content: all[idx]!, isTrue: idx === 0 ? 1 : 0 }));
}

/** A numbered blank in a passage. */
export function blank(n: number | string): string {
  return `<u>&nbsp;&nbsp;${n}&nbsp;&nbsp;</u>`;
}

/** A short unnumbered blank inside a sentence. */
export const GAP = '<u>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;</u>';

/**
 * Passage text to HTML: paragraphs are separated by blank lines, `[[n]]` becomes blank n and
 * `**text**` becomes underlined text (the text is trusted, authored HTML).
 */
export function passageHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0)
    .map((p) => `<p>${p.replace(/\[\[(\d+)\]\]/g, (_, n: string) => blank(n)).replace(/\*\*(.+?)\*\*/g, '<u>$1</u>')}</p>`)
    .join('');
}

/** Replaces `[[n]]` markers with numbered blanks. */
export function withBlanks(html: string): string {
  return html.replace(/\[\[(\d+)\]\]/g, (_, n: string) => blank(n));
}

/** A simple bordered table; cells may contain `[[n]]` blank markers. */
export function tableHtml(rows: readonly (readonly string[])[]): string {
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${withBlanks(c)}</td>`).join('')}</tr>`).join('');
  return `<table border="1" style="border-collapse:collapse">${body}</table>`;
}

export function para(text: string): string {
  return `<p>${text}</p>`;
}

/** Top-level answer of a passage question: '1. B  2. D …'. */
export function summariseSlaves(slaves: readonly TBankSubQuestion[]): string {
  return slaves.map((s, i) => `${i + 1}. ${s.answer}`).join('&nbsp;&nbsp;');
}

export type TBankMeta = Pick<TBankQuestion, 'grade' | 'textbookVersionId' | 'source' | 'year' | 'provinceId'>;

const EXAM_NAMES_SENIOR = ['第一次联考', '第一次模拟考试', '第二次模拟考试', '二模', '三模', '适应性考试', '期末考试', '开学考试'];
const EXAM_NAMES_JUNIOR = ['上学期期中考试', '上学期期末考试', '下学期期中考试', '下学期期末考试', '上学期10月月考', '下学期3月月考', '上学期12月联考'];
const GRADE_NAMES = ['', '高一', '高二', '高三'] as const;
const NATIONAL_PAPERS = ['新高考Ⅰ卷', '新高考Ⅱ卷', '全国甲卷', '全国乙卷'];

/**
 * Metadata derived from the question key: deterministic, varied, and self-consistent (a source
 * names the question's year, grade and province; 高考真题 sources have no province).
 */
export function bankMeta(key: string, grade: TBankGrade, subjectId: number): TBankMeta {
  const rng = rngFor(`meta:${key}`);
  const textbookVersionId = rng.pick(textbookVersionIdsOf(subjectId));
  const roll = rng.next();
  if (roll < 0.1) {
    const year = rng.int(2021, 2026);
    return { grade, textbookVersionId, source: '原创', year, provinceId: null };
  }
  const province = rng.pick(PROVINCES);
  const cities = REGIONS.filter((r) => r.provinceId === province.id);
  const city = cities.length > 0 ? rng.pick(cities).name : '';
  if (grade === 3) {
    if (roll < 0.25) {
      const year = rng.int(2021, 2025);
      return { grade, textbookVersionId, source: `${year}年高考真题·${rng.pick(NATIONAL_PAPERS)}`, year, provinceId: null };
    }
    const year = rng.int(2022, 2026);
    return { grade, textbookVersionId, source: `${year}届${province.name}${city}高三${rng.pick(EXAM_NAMES_SENIOR)}`, year, provinceId: province.id };
  }
  const year = rng.int(2021, 2025);
  const exam = rng.pick(EXAM_NAMES_JUNIOR);
  return {
    grade,
    textbookVersionId,
    source: `${year}-${year + 1}学年${province.name}${city}${GRADE_NAMES[grade]}${exam}`,
    // 上学期 exams sit in the first calendar year of the school year, 下学期 ones in the second
    year: exam.startsWith('下') ? year + 1 : year,
    provinceId: province.id,
  };
}

export type TQuestionInput = {
  key: string;
  subjectId: TBankSubjectId;
  type: string;
  title: string;
  options?: TBankOption[];
  slaves?: TBankSubQuestion[];
  answer?: string;
  analysis: string;
  difficulty: TBankDifficulty;
  knowledgePointIds: number[];
  grade: TBankGrade;
};

/** Builds a question: fills metadata from the key, the answer from the options or slaves when not given. */
export function question(input: TQuestionInput): TBankQuestion {
  const opts = input.options ?? [];
  const slaves = input.slaves ?? [];
  const answer = input.answer ?? (opts.length > 0 ? answerOf(opts) : summariseSlaves(slaves));
  return {
    key: input.key,
    subjectId: input.subjectId,
    type: input.type,
    title: input.title,
    options: opts,
    slaves,
    answer,
    analysis: input.analysis,
    difficulty: input.difficulty,
    knowledgePointIds: [...new Set(input.knowledgePointIds)],
    ...bankMeta(input.key, input.grade, input.subjectId),
  };
}

export function pad3(n: number): string {
  return String(n).padStart(3, '0');
}

export function clampDifficulty(n: number): TBankDifficulty {
  const v = Math.max(1, Math.min(6, Math.round(n)));
  return v as TBankDifficulty;
}

/** English knowledge-point leaves (subject 8). */
export const KP_EN = {
  noun: 8002, verb: 8003, adjAdv: 8004, pronoun: 8005, prep: 8006, article: 8007, conj: 8008, phrase: 8009,
  tense: 8011, voice: 8012, nonfinite: 8013, modal: 8014, subjunctive: 8015, attributive: 8016, nominal: 8017, adverbial: 8018,
  pattern: 8020, compound: 8021, agreement: 8022, inversion: 8023, emphatic: 8024, ellipsis: 8025,
  detail: 8027, inference: 8028, mainIdea: 8029, wordMeaning: 8030, structure: 8031, attitude: 8032, reference: 8033, sevenFive: 8034,
  clLogic: 8036, clWord: 8037, clPhrase: 8038, clRecur: 8039, clEmotion: 8040, clCommon: 8041,
  gfVerb: 8043, gfNonfinite: 8044, gfWordForm: 8045, gfNounPron: 8046, gfArtPrep: 8047, gfConj: 8048, gfCompare: 8049,
  ecVerb: 8051, ecNoun: 8052, ecWordForm: 8053, ecPronArt: 8054, ecPrepConj: 8055, ecAddDel: 8056,
  wApplied: 8058, wContinuation: 8059, wSummary: 8060, wOutline: 8061, wChart: 8062, wTopic: 8063,
  lShort: 8065, lLong: 8066, lMonologue: 8067, lNumber: 8068, lRelation: 8069, lIntention: 8070,
} as const;

/** Maths knowledge-point leaves (subject 3). */
export const KP_MA = {
  setConcept: 3002, setRelation: 3003, setOps: 3004, condition: 3005, quantifier: 3006, inequalityProps: 3007, basicInequality: 3008, quadInequality: 3009,
  funcConcept: 3011, monotonic: 3012, parity: 3013, power: 3014, exponential: 3015, logarithm: 3016, funcGraph: 3017, zeros: 3018,
  derivConcept: 3020, derivRules: 3021, derivComposite: 3022, derivMonotonic: 3023, extremum: 3024, derivApply: 3025,
  angle: 3027, trigConcept: 3028, trigIdentity: 3029, reduction: 3030, trigGraph: 3031, sinusoid: 3032, sumDiff: 3033, trigTransform: 3034,
  vecLinear: 3036, vecCoord: 3037, vecDot: 3038, vecApply: 3039, sineCosineLaw: 3040, triangleApply: 3041, complexConcept: 3042, complexOps: 3043,
  seqConcept: 3045, arithmetic: 3046, geometric: 3047, recurrence: 3048, seqSum: 3049, induction: 3050, seqApply: 3051,
  solidBasic: 3053, solidVolume: 3054, spacePosition: 3055, spaceParallel: 3056, spacePerp: 3057, spaceVector: 3058, spaceCoord: 3059, spaceAngle: 3060,
  line: 3062, twoLines: 3063, circle: 3064, lineCircle: 3065, ellipse: 3066, hyperbola: 3067, parabola: 3068, lineConic: 3069,
  counting: 3071, binomial: 3072, sampling: 3073, pairedData: 3074, probability: 3075, conditional: 3076, distribution: 3077, binomialDist: 3078,
} as const;

/** A sub-question with options; `correct` is the index of the right option. */
export function optionSlave(title: string, contents: readonly string[], correct: number, analysis: string): TBankSubQuestion {
  const opts = options(contents, correct);
  return { title, options: opts, answer: answerOf(opts), analysis };
}

/** A sub-question answered in words (blanks, corrections, short answers). */
export function textSlave(title: string, answer: string, analysis: string): TBankSubQuestion {
  return { title, options: [], answer, analysis };
}

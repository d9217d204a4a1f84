/**
 * Pure rules of the paper centre shared by the server and the web client: the print checks in
 * their order, the answer-sheet length checks, the two readings of paper statuses, difficulty
 * texts, rendering groups, default scores, numbering and the paper analysis.
 */
import { DIFFICULTY_NAMES, DIFFICULTY_STARS, PAPER_STATUS_NAMES, PRINT_LIMITS, TEST_RECORD_STATUS_NAMES } from './constants.js';
import {
  ENGLISH_BLOCK_TYPES,
  ENGLISH_FILL_TYPES,
  PRINT_CHECKS,
  TEST_RECORD_STATUS_CLASSES,
  TOPIC_DEFAULT_SCORE,
  TOPIC_TYPE_DEFAULT_SCORES,
  type TPrintDraft,
  type TRenderGroup,
} from './schemas/paper.js';

// ---------------------------------------------------------------- print settings

function isEmpty(v: unknown): boolean {
  if (v == null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'number') return Number.isNaN(v);
  return false;
}

/** The first failing print check's exact message in the spec's order, or null when all pass. */
export function firstPrintError(draft: TPrintDraft): string | null {
  for (const check of PRINT_CHECKS) {
    if (isEmpty(draft[check.field])) return check.message;
  }
  return null;
}

/** yyyy-MM-dd of a local date. */
export function isoDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The day before `today` (both yyyy-MM-dd). */
export function yesterdayOf(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d) - 86_400_000);
  return t.toISOString().slice(0, 10);
}

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in yyyy-MM-dd. */
export function isValidDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** Exam dates earlier than yesterday are disabled (spec section 5). */
export function isExamDateSelectable(date: string, today: string): boolean {
  return isValidDate(date) && date >= yesterdayOf(today);
}

// ---------------------------------------------------------------- length checks

export type TLengthTopic = { type: string; slaveCount: number };

/** How many of a limit's units a question uses: 1 question, its sub-questions, or 1 passage. */
function unitsOf(unit: (typeof PRINT_LIMITS)[number]['unit'], t: TLengthTopic): number {
  if (unit === 'subQuestions') return Math.max(1, t.slaveCount);
  return 1;
}

export type TLengthViolation = { type: string; limit: number; actual: number; message: string };

/** Every answer-sheet length limit the paper breaks, in the spec's table order. */
export function printLengthViolations(topics: readonly TLengthTopic[]): TLengthViolation[] {
  const out: TLengthViolation[] = [];
  for (const l of PRINT_LIMITS) {
    const actual = topics.filter((t) => t.type === l.type).reduce((n, t) => n + unitsOf(l.unit, t), 0);
    if (actual > l.limit) out.push({ type: l.type, limit: l.limit, actual, message: l.message });
  }
  return out;
}

/** The message of the first length violation, or null (the send button is active only then). */
export function firstPrintLengthError(topics: readonly TLengthTopic[]): string | null {
  return printLengthViolations(topics)[0]?.message ?? null;
}

// ---------------------------------------------------------------- statuses

/**
 * The stored status (spec section 4: 0 正在编辑, 1 完成阅卷, 2 考试结束, 3 发送打印, 4 扫描成功) in
 * the test-records list's reading (1 完成阅卷, 2 正在编辑, 3 发送打印, 4 扫描成功): the readings
 * differ for 0 and 2, which swap.
 */
export function testRecordListStatus(stored: number): number {
  if (stored === 0) return 2;
  if (stored === 2) return 0;
  return stored;
}

/** The stored status of a list-reading status (the same swap). */
export function storedStatusOfListStatus(listStatus: number): number {
  return testRecordListStatus(listStatus);
}

/** The text of a list-reading status; 0 (a stored 考试结束) reads 考试结束. */
export function testRecordStatusText(listStatus: number): string {
  return TEST_RECORD_STATUS_NAMES[listStatus] ?? (listStatus === 0 ? PAPER_STATUS_NAMES[2]! : '未知');
}

export function testRecordStatusClass(listStatus: number): string {
  return TEST_RECORD_STATUS_CLASSES[listStatus] ?? '';
}

/** The stored status's own text (detail screen). */
export function paperStatusText(stored: number): string {
  return PAPER_STATUS_NAMES[stored] ?? '未知';
}

/** Delete is offered only for list status 2 (正在编辑). */
export function canDeleteTestRecord(listStatus: number): boolean {
  return listStatus === 2;
}

/** The submission rate shows only when the list status is 1 (完成阅卷). */
export function showsCompleteRatio(listStatus: number): boolean {
  return listStatus === 1;
}

// ---------------------------------------------------------------- difficulty

/** 超易 … 超难 for 1-6, otherwise 未知. */
export function difficultyName(level: number | null | undefined): string {
  return (level != null && DIFFICULTY_NAMES[level]) || '未知';
}

/** 一星 … 六星 for 1-6, otherwise 未知. */
export function difficultyStars(level: number | null | undefined): string {
  return (level != null && DIFFICULTY_STARS[level]) || '未知';
}

/** Difficulty coefficient (0-1, higher is easier) of a level: 超易 0.95 … 超难 0.45; null when unknown. */
export function difficultyCoefficient(level: number): number | null {
  if (!Number.isInteger(level) || level < 1 || level > 6) return null;
  return Math.round((1.05 - level * 0.1) * 100) / 100;
}

/** The text of a paper's difficulty coefficient, by the same bands as the levels. */
export function paperDifficultyText(coefficient: number | null): string {
  if (coefficient == null) return '未知';
  if (coefficient >= 0.9) return DIFFICULTY_NAMES[1]!;
  if (coefficient >= 0.8) return DIFFICULTY_NAMES[2]!;
  if (coefficient >= 0.7) return DIFFICULTY_NAMES[3]!;
  if (coefficient >= 0.6) return DIFFICULTY_NAMES[4]!;
  if (coefficient >= 0.5) return DIFFICULTY_NAMES[5]!;
  return DIFFICULTY_NAMES[6]!;
}

// ---------------------------------------------------------------- types, scores, numbering

/** The rendering group of a question type (spec section 2, paper record detail). */
export function renderGroupOf(type: string, hasOptions: boolean): TRenderGroup {
  if ((ENGLISH_FILL_TYPES as readonly string[]).includes(type)) return 'fill';
  if ((ENGLISH_BLOCK_TYPES as readonly string[]).includes(type)) return 'block';
  if (type === '完形填空') return 'cloze';
  if (type === '阅读理解') return 'reading';
  if (type === '单词拼写') return 'spelling';
  return hasOptions ? 'choice' : 'text';
}

/** Scored items of a question: its sub-questions for per-sub-question types, else 1. */
export function scoredItemCount(type: string, slaveCount: number): number {
  const rule = TOPIC_TYPE_DEFAULT_SCORES[type] ?? TOPIC_DEFAULT_SCORE;
  return rule.perSlave && slaveCount > 0 ? slaveCount : 1;
}

/** Default score of a whole question of a type. */
export function defaultTopicScore(type: string, slaveCount: number): number {
  const rule = TOPIC_TYPE_DEFAULT_SCORES[type] ?? TOPIC_DEFAULT_SCORE;
  return rule.score * scoredItemCount(type, slaveCount);
}

const CN_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 12 → 十二, 20 → 二十 (type group numbers). */
export function chineseNumber(n: number): string {
  if (n <= 0 || n >= 100 || !Number.isInteger(n)) return String(n);
  if (n < 10) return CN_DIGITS[n]!;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : CN_DIGITS[tens]}十${ones ? CN_DIGITS[ones] : ''}`;
}

/**
 * Question numbers in paper order: a question whose sub-questions are scored separately takes
 * one number per sub-question (its own number is the first); others take one number.
 */
export function numberTopics(topics: readonly { type: string; slaveCount: number }[], start = 1): { topicNo: string; slaveTopicNos: string[] }[] {
  let next = start;
  return topics.map((t) => {
    const items = t.slaveCount > 0 ? scoredItemCount(t.type, t.slaveCount) : 1;
    if (t.slaveCount > 0 && items === t.slaveCount) {
      const nos = Array.from({ length: items }, (_, i) => String(next + i));
      next += items;
      return { topicNo: nos[0]!, slaveTopicNos: nos };
    }
    const no = String(next);
    next += 1;
    // Sub-questions scored with their question are numbered 17(1), 17(2), …
    return { topicNo: no, slaveTopicNos: Array.from({ length: t.slaveCount }, (_, i) => `${no}(${i + 1})`) };
  });
}

// ---------------------------------------------------------------- analysis

export type TAnalysisTopic = {
  topicNo: string;
  /** Numbers of the scored items (sub-questions), empty when the question is one item. */
  itemNos: readonly string[];
  type: string;
  difficulty: number;
  score: number;
  knowledgePoints: readonly { kpId: number; kpName: string }[];
};

type TRow = {
  difficulty: number;
  difficultyText: string;
  topicNum: number;
  topicNumPercent: number;
  topicScore: number;
  topicScorePercent: number;
  topicTypeAnalysis: { typeName: string; topicNum: number; topicScore: number }[];
};

export type TAnalysisResult = {
  difficulties: TRow[];
  totalDiff: TRow;
  topicTypes: string[];
  paperDifficulty: number | null;
  paperDifficultyText: string;
  kpInfos: { kpId: number; kpName: string; topicCount: number; topicScoreCount: number; topicNos: string[] }[];
  majorKpName: string;
};

/** How many knowledge points make the 主要考点 line. */
export const MAJOR_KP_COUNT = 3;

/**
 * The paper analysis: per difficulty (1-6, plus 未知 when present) the scored items and their
 * score, per type and in total, with shares in percent (not rounded); the score-weighted
 * difficulty coefficient; per knowledge point the items, score and numbers; the main points.
 */
export function analysePaper(topics: readonly TAnalysisTopic[]): TAnalysisResult {
  type Item = { no: string; type: string; difficulty: number; score: number; kps: readonly { kpId: number; kpName: string }[] };
  const items: Item[] = topics.flatMap((t) => {
    const nos = t.itemNos.length ? t.itemNos : [t.topicNo];
    const share = t.score / nos.length;
    return nos.map((no) => ({ no, type: t.type, difficulty: t.difficulty >= 1 && t.difficulty <= 6 ? t.difficulty : 0, score: share, kps: t.knowledgePoints }));
  });
  const topicTypes = [...new Set(topics.map((t) => t.type))];
  const totalNum = items.length;
  const totalScore = items.reduce((s, i) => s + i.score, 0);
  const pct = (part: number, whole: number) => (whole > 0 ? (part * 100) / whole : 0);
  const row = (difficulty: number, text: string, its: Item[]): TRow => {
    const score = its.reduce((s, i) => s + i.score, 0);
    return {
      difficulty,
      difficultyText: text,
      topicNum: its.length,
      topicNumPercent: pct(its.length, totalNum),
      topicScore: score,
      topicScorePercent: pct(score, totalScore),
      topicTypeAnalysis: topicTypes.map((typeName) => {
        const of = its.filter((i) => i.type === typeName);
        return { typeName, topicNum: of.length, topicScore: of.reduce((s, i) => s + i.score, 0) };
      }),
    };
  };
  const levels = [1, 2, 3, 4, 5, 6, ...(items.some((i) => i.difficulty === 0) ? [0] : [])];
  const difficulties = levels.map((lv) => row(lv, difficultyName(lv), items.filter((i) => i.difficulty === lv)));
  const totalDiff = row(-1, '合计', items);

  const rated = items.filter((i) => i.difficulty > 0);
  const ratedScore = rated.reduce((s, i) => s + i.score, 0);
  const paperDifficulty = ratedScore > 0 ? rated.reduce((s, i) => s + i.score * difficultyCoefficient(i.difficulty)!, 0) / ratedScore : null;

  const kpMap = new Map<number, { kpId: number; kpName: string; topicCount: number; topicScoreCount: number; topicNos: string[] }>();
  for (const i of items) {
    for (const kp of i.kps) {
      const e = kpMap.get(kp.kpId) ?? { kpId: kp.kpId, kpName: kp.kpName, topicCount: 0, topicScoreCount: 0, topicNos: [] };
      e.topicCount += 1;
      e.topicScoreCount += i.score;
      e.topicNos.push(i.no);
      kpMap.set(kp.kpId, e);
    }
  }
  const kpInfos = [...kpMap.values()].sort((a, b) => b.topicScoreCount - a.topicScoreCount || b.topicCount - a.topicCount || a.kpId - b.kpId);
  return {
    difficulties,
    totalDiff,
    topicTypes,
    paperDifficulty,
    paperDifficultyText: paperDifficultyText(paperDifficulty),
    kpInfos,
    majorKpName: kpInfos
      .slice(0, MAJOR_KP_COUNT)
      .map((k) => k.kpName)
      .join('、'),
  };
}

/** Text of a stem without tags and with entities decoded (outline, search, Word). */
export function stripHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|tr|li)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

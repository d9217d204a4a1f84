/**
 * The union build's reads, parsed (build.ts): each exam's rows come from the database as one text,
 * `student;class;absent;scores;answers` (scores and answers comma-joined, answers '~' when there are
 * none) or `student;class;absent;total`, rows joined by '|'. They are read here with a cursor
 * straight into columns, without a string or an object per row: a union's 50,000 rows per subject
 * made both, and their garbage collection was a large part of a build (docs/performance.md "Joint
 * exams"). Scores are numbers and answers option letters: neither holds ';' or '|'. Pure.
 */
import { readScoreCells } from '../academic/score-cells.js';

/** A non-negative integer written in `text` from `from` to `to`. */
function intAt(text: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) v = v * 10 + (text.charCodeAt(i) - 48);
  return v;
}

/** The number of rows of a packed text (empty: none). */
function rowCount(packed: string): number {
  if (!packed) return 0;
  let n = 1;
  for (let i = packed.indexOf('|'); i >= 0; i = packed.indexOf('|', i + 1)) n++;
  return n;
}

export type PackedExam = { examId: number; packed: string | null };

export type ScoreColumns = {
  studentIds: Int32Array;
  clazzIds: Int32Array;
  examIds: Int32Array;
  absent: Uint8Array;
  /** `k` scores per row, each within [0, its full score]; an absentee's all 0. */
  scores: Float64Array;
  /** `k` cells per row: the objective questions' answers (null: blank or absent); undefined when no question is objective. */
  answers: (string | null)[] | undefined;
};

/**
 * The score rows of the exams in the order they come: `k` questions of `fullScores`, `objective[j]`
 * saying whose answers are kept.
 */
export function parseScoreRows(exams: readonly PackedExam[], fullScores: Float64Array, objective: readonly boolean[]): ScoreColumns {
  const k = fullScores.length;
  const n = exams.reduce((sum, e) => sum + rowCount(e.packed ?? ''), 0);
  const out: ScoreColumns = {
    studentIds: new Int32Array(n),
    clazzIds: new Int32Array(n),
    examIds: new Int32Array(n),
    absent: new Uint8Array(n),
    scores: new Float64Array(n * k),
    answers: objective.some(Boolean) ? new Array<string | null>(n * k).fill(null) : undefined,
  };
  let i = 0;
  for (const { examId, packed: text } of exams) {
    if (!text) continue;
    let pos = 0;
    while (pos <= text.length) {
      let rowEnd = text.indexOf('|', pos);
      if (rowEnd < 0) rowEnd = text.length;
      const s1 = text.indexOf(';', pos);
      const s2 = text.indexOf(';', s1 + 1);
      const s3 = text.indexOf(';', s2 + 1);
      const s4 = text.indexOf(';', s3 + 1);
      out.studentIds[i] = intAt(text, pos, s1);
      out.clazzIds[i] = intAt(text, s1 + 1, s2);
      out.examIds[i] = examId;
      const absent = text.charCodeAt(s2 + 1) === 49;
      out.absent[i] = absent ? 1 : 0;
      if (!absent) {
        readScoreCells(text, k, fullScores, out.scores, i * k, s3 + 1, s4);
        if (out.answers && !(text.charCodeAt(s4 + 1) === 126 && s4 + 2 === rowEnd)) readAnswers(text, s4 + 1, rowEnd, objective, out.answers, i * k);
      }
      i++;
      pos = rowEnd + 1;
    }
  }
  return out;
}

/** The objective cells of a comma-joined answer list from `from` to `to` (an empty cell: null). */
function readAnswers(text: string, from: number, to: number, objective: readonly boolean[], out: (string | null)[], base: number): void {
  let pos = from;
  for (let j = 0; j < objective.length && pos <= to; j++) {
    let end = text.indexOf(',', pos);
    if (end < 0 || end > to) end = to;
    // One letter is V8's cached one-character string: no allocation for a single choice.
    if (objective[j] && end > pos) out[base + j] = end === pos + 1 ? text.charAt(pos) : text.slice(pos, end);
    pos = end + 1;
  }
}

/** A total is read as a score without a full score (and clamped to it by the build). */
const NO_LIMIT = Float64Array.of(Infinity);

export type TotalColumns = { studentIds: Int32Array; clazzIds: Int32Array; examIds: Int32Array; absent: Uint8Array; /** NaN: no total. */ totals: Float64Array };

/** Each student's total in each exam, in the order they come. */
export function parseTotalRows(exams: readonly PackedExam[]): TotalColumns {
  const n = exams.reduce((sum, e) => sum + rowCount(e.packed ?? ''), 0);
  const out: TotalColumns = { studentIds: new Int32Array(n), clazzIds: new Int32Array(n), examIds: new Int32Array(n), absent: new Uint8Array(n), totals: new Float64Array(n) };
  let i = 0;
  for (const { examId, packed: text } of exams) {
    if (!text) continue;
    let pos = 0;
    while (pos <= text.length) {
      let rowEnd = text.indexOf('|', pos);
      if (rowEnd < 0) rowEnd = text.length;
      const s1 = text.indexOf(';', pos);
      const s2 = text.indexOf(';', s1 + 1);
      const s3 = text.indexOf(';', s2 + 1);
      out.studentIds[i] = intAt(text, pos, s1);
      out.clazzIds[i] = intAt(text, s1 + 1, s2);
      out.examIds[i] = examId;
      out.absent[i] = text.charCodeAt(s2 + 1) === 49 ? 1 : 0;
      if (s3 + 1 < rowEnd) readScoreCells(text, 1, NO_LIMIT, out.totals, i, s3 + 1, rowEnd);
      else out.totals[i] = NaN;
      i++;
      pos = rowEnd + 1;
    }
  }
  return out;
}

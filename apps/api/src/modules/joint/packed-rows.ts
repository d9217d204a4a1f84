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

/** Where the current row is: its exam, its index among all rows, its text's range and its first three ';'. */
type Cursor = { text: string; examId: number; i: number; from: number; to: number; s1: number; s2: number; s3: number };

/**
 * Calls `visit` for every row of every exam in order with the cursor on it (one object, moved from
 * row to row: nothing is allocated per row). Writes each row's student, class, exam and absence.
 */
function eachRow(exams: readonly PackedExam[], cols: { studentIds: Int32Array; clazzIds: Int32Array; examIds: Int32Array; absent: Uint8Array }, visit: (c: Cursor) => void): void {
  const c: Cursor = { text: '', examId: 0, i: 0, from: 0, to: 0, s1: 0, s2: 0, s3: 0 };
  for (const { examId, packed: text } of exams) {
    if (!text) continue;
    c.text = text;
    c.examId = examId;
    let pos = 0;
    while (pos <= text.length) {
      let rowEnd = text.indexOf('|', pos);
      if (rowEnd < 0) rowEnd = text.length;
      c.from = pos;
      c.to = rowEnd;
      c.s1 = text.indexOf(';', pos);
      c.s2 = text.indexOf(';', c.s1 + 1);
      c.s3 = text.indexOf(';', c.s2 + 1);
      cols.studentIds[c.i] = intAt(text, pos, c.s1);
      cols.clazzIds[c.i] = intAt(text, c.s1 + 1, c.s2);
      cols.examIds[c.i] = examId;
      cols.absent[c.i] = text.charCodeAt(c.s2 + 1) === 49 ? 1 : 0;
      visit(c);
      c.i++;
      pos = rowEnd + 1;
    }
  }
}

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
  eachRow(exams, out, (c) => {
    if (out.absent[c.i]) return;
    const s4 = c.text.indexOf(';', c.s3 + 1);
    readScoreCells(c.text, k, fullScores, out.scores, c.i * k, c.s3 + 1, s4);
    if (out.answers && !(c.text.charCodeAt(s4 + 1) === 126 && s4 + 2 === c.to)) readAnswers(c.text, s4 + 1, c.to, objective, out.answers, c.i * k);
  });
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
  eachRow(exams, out, (c) => {
    if (c.s3 + 1 < c.to) readScoreCells(c.text, 1, NO_LIMIT, out.totals, c.i, c.s3 + 1, c.to);
    else out.totals[c.i] = NaN;
  });
  return out;
}

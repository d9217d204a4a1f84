/**
 * Checks of the engine's inputs. The engine refuses inconsistent data rather than computing around
 * it: a score above the question's full score or a mis-sized matrix is an upstream bug, and a report
 * quietly built on it (P > 1, a student's row shifted onto the next one) would be stored and shown.
 */
import { MAX_OPTIONS, questionOptions } from './objective.js';
import { edgeTolerance } from './descriptive.js';
import type { TExamInput, TStatsSettings } from './types.js';

function isRate(x: number): boolean {
  return Number.isFinite(x) && x >= 0 && x <= 1;
}

export function validateSettings(settings: TStatsSettings): void {
  const { passRate, goodRate, excellentRate, lowRate, bandWidth, tierCutoffs } = settings;
  for (const [name, v] of [['passRate', passRate], ['goodRate', goodRate], ['excellentRate', excellentRate], ['lowRate', lowRate]] as const) {
    if (!isRate(v)) throw new RangeError(`统计设置${name}必须在0到1之间：${v}`);
  }
  if (!(bandWidth > 0) || !Number.isFinite(bandWidth)) throw new RangeError(`分数段宽度必须是正数：${bandWidth}`);
  const { top, excellent, middle } = tierCutoffs;
  if (!(isRate(top) && isRate(excellent) && isRate(middle) && top <= excellent && excellent <= middle)) {
    throw new RangeError(`分层比例必须满足 0 ≤ top ≤ excellent ≤ middle ≤ 1：${top}, ${excellent}, ${middle}`);
  }
}

export function assertUniqueIds(ids: Iterable<number>, what: string): void {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw new RangeError(`${what} ${id} is listed twice`);
    seen.add(id);
  }
}

/**
 * Every counted score must be a finite number in [0, full]. Rows whose skipRow flag is set (absent
 * students) and cells whose skipCell flag is set (a subject the student missed) are not checked:
 * they are ignored, and callers typically leave zeros (or anything) there.
 */
export function assertScoresInRange(scores: Float64Array, fullScores: Float64Array, skipRow: Uint8Array, skipCell: Uint8Array | null, label: (row: number, col: number) => string): void {
  const cols = fullScores.length;
  const rows = skipRow.length;
  // Limits computed once: this loop visits every cell of a district's matrix.
  const limits = fullScores.map((full) => full + edgeTolerance(full));
  for (let i = 0; i < rows; i++) {
    if (skipRow[i]) continue;
    const base = i * cols;
    for (let j = 0; j < cols; j++) {
      const s = scores[base + j] as number;
      // Written so that NaN fails too.
      if ((s >= 0 && s <= (limits[j] as number)) || (skipCell && skipCell[base + j])) continue;
      const full = fullScores[j] as number;
      throw new RangeError(`${label(i, j)}: score ${s} is outside [0, ${full}]`);
    }
  }
}

export function validateExamInput(input: TExamInput): void {
  const { questions, students, scores, answers } = input;
  validateSettings(input.settings);
  assertUniqueIds(
    questions.map((q) => q.questionId),
    'question',
  );
  assertUniqueIds(
    students.map((s) => s.studentId),
    'student',
  );
  for (const q of questions) {
    if (!Number.isFinite(q.fullScore) || q.fullScore < 0) throw new RangeError(`question ${q.questionId} has full score ${q.fullScore}`);
    if (!q.objective) continue;
    const options = questionOptions(q.options);
    if (options.length === 0 || options.length > MAX_OPTIONS) throw new RangeError(`question ${q.questionId} has ${options.length} options`);
    if (options.some((o) => o.length !== 1)) throw new RangeError(`question ${q.questionId}: every option must be one letter`);
    if (new Set(options).size !== options.length) throw new RangeError(`question ${q.questionId} lists an option twice`);
  }
  const cells = students.length * questions.length;
  if (scores.length !== cells) throw new RangeError(`scores has ${scores.length} cells, expected ${students.length} students × ${questions.length} questions`);
  if (answers && answers.length !== cells) throw new RangeError(`answers has ${answers.length} cells, expected ${cells}`);
  assertScoresInRange(
    scores,
    Float64Array.from(questions, (q) => q.fullScore),
    Uint8Array.from(students, (s) => (s.absent ? 1 : 0)),
    null,
    (i, j) => `student ${students[i]?.studentId}, question ${questions[j]?.questionId}`,
  );
}

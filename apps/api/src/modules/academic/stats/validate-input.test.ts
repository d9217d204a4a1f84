/** The engine's input checks on their boundaries: what is accepted exactly at a limit and refused just past it. */
import { describe, expect, it } from 'vitest';
import { MAX_OPTIONS } from './objective.js';
import { DEFAULT_STATS_SETTINGS, type TExamInput, type TStatsSettings } from './types.js';
import { assertScoresInRange, assertUniqueIds, validateExamInput, validateSettings } from './validate-input.js';

const settings = (change: Partial<TStatsSettings>): TStatsSettings => ({ ...DEFAULT_STATS_SETTINGS, ...change });
const tiers = (top: number, excellent: number, middle: number) => settings({ tierCutoffs: { top, excellent, middle } });

/** Two students × (one subjective question of 10, one single-choice question of 3 with `options`). */
function exam(change: Partial<TExamInput> = {}, options?: string[]): TExamInput {
  return {
    questions: [
      { questionId: 1, fullScore: 10, objective: false, knowledgePointIds: [] },
      { questionId: 2, fullScore: 3, objective: true, options, knowledgePointIds: [] },
    ],
    students: [
      { studentId: 11, clazzId: 1, absent: false },
      { studentId: 12, clazzId: 1, absent: false },
    ],
    scores: Float64Array.from([10, 3, 0, 0]),
    settings: DEFAULT_STATS_SETTINGS,
    ...change,
  };
}

describe('validateSettings', () => {
  it('accepts the defaults and every rate exactly at 0 and at 1', () => {
    expect(() => validateSettings(DEFAULT_STATS_SETTINGS)).not.toThrow();
    for (const name of ['passRate', 'goodRate', 'excellentRate', 'lowRate'] as const) {
      expect(() => validateSettings(settings({ [name]: 0 }))).not.toThrow();
      expect(() => validateSettings(settings({ [name]: 1 }))).not.toThrow();
    }
  });

  it('refuses each rate below 0, above 1 or not a number, naming it', () => {
    for (const name of ['passRate', 'goodRate', 'excellentRate', 'lowRate'] as const) {
      for (const bad of [-0.01, 1.01, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(() => validateSettings(settings({ [name]: bad }))).toThrow(new RangeError(`统计设置${name}必须在0到1之间：${bad}`));
      }
    }
  });

  it('takes any positive finite band width and refuses 0, negatives, NaN and Infinity', () => {
    expect(() => validateSettings(settings({ bandWidth: 0.5 }))).not.toThrow();
    for (const bad of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => validateSettings(settings({ bandWidth: bad }))).toThrow(new RangeError(`分数段宽度必须是正数：${bad}`));
    }
  });

  it('takes tier cut-offs in order, equal neighbours and the ends 0 and 1', () => {
    for (const ok of [tiers(0, 0, 0), tiers(1, 1, 1), tiers(0.2, 0.2, 0.2), tiers(0, 0.5, 1)]) expect(() => validateSettings(ok)).not.toThrow();
  });

  it('refuses tier cut-offs out of order or outside 0 to 1', () => {
    for (const [top, excellent, middle] of [
      [0.31, 0.3, 0.8],
      [0.1, 0.81, 0.8],
      [-0.1, 0.3, 0.8],
      [0.1, 0.3, 1.01],
      [0.1, Number.NaN, 0.8],
    ] as const) {
      expect(() => validateSettings(tiers(top, excellent, middle))).toThrow(new RangeError(`分层比例必须满足 0 ≤ top ≤ excellent ≤ middle ≤ 1：${top}, ${excellent}, ${middle}`));
    }
  });

  it('keeps the shared defaults frozen all the way down', () => {
    expect(Object.isFrozen(DEFAULT_STATS_SETTINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_STATS_SETTINGS.tierCutoffs)).toBe(true);
    expect(() => {
      (DEFAULT_STATS_SETTINGS.tierCutoffs as { top: number }).top = 0.5;
    }).toThrow(TypeError);
    expect(DEFAULT_STATS_SETTINGS.tierCutoffs.top).toBe(0.1);
  });
});

describe('assertUniqueIds', () => {
  it('passes distinct ids and names the first one listed twice', () => {
    expect(() => assertUniqueIds([1, 2, 3], 'student')).not.toThrow();
    expect(() => assertUniqueIds([1, 2, 1, 2], 'student')).toThrow(new RangeError('student 1 is listed twice'));
  });
});

describe('assertScoresInRange', () => {
  const full = Float64Array.from([10, 5]);
  const label = (i: number, j: number) => `r${i}c${j}`;
  it('accepts 0 and the full score, and refuses just past either, naming the cell', () => {
    expect(() => assertScoresInRange(Float64Array.from([0, 5, 10, 0]), full, new Uint8Array(2), null, label)).not.toThrow();
    expect(() => assertScoresInRange(Float64Array.from([0, 5, 10.001, 0]), full, new Uint8Array(2), null, label)).toThrow(new RangeError('r1c0: score 10.001 is outside [0, 10]'));
    expect(() => assertScoresInRange(Float64Array.from([0, -0.5, 10, 0]), full, new Uint8Array(2), null, label)).toThrow(new RangeError('r0c1: score -0.5 is outside [0, 5]'));
    expect(() => assertScoresInRange(Float64Array.from([Number.NaN, 0, 0, 0]), full, new Uint8Array(2), null, label)).toThrow(/r0c0: score NaN/);
  });
  it('skips the rows and cells it is told to skip, and only those', () => {
    const scores = Float64Array.from([99, 99, 1, 99]);
    expect(() => assertScoresInRange(scores, full, Uint8Array.from([1, 0]), Uint8Array.from([0, 0, 0, 1]), label)).not.toThrow();
    expect(() => assertScoresInRange(scores, full, Uint8Array.from([1, 0]), null, label)).toThrow(/r1c1/);
    expect(() => assertScoresInRange(scores, full, Uint8Array.from([0, 0]), Uint8Array.from([0, 0, 0, 1]), label)).toThrow(/r0c0/);
  });
});

describe('validateExamInput', () => {
  it('accepts a consistent exam, with and without answers', () => {
    expect(() => validateExamInput(exam())).not.toThrow();
    expect(() => validateExamInput(exam({ answers: [null, 'A', null, 'B'] }))).not.toThrow();
  });

  it('checks the settings it carries', () => {
    expect(() => validateExamInput(exam({ settings: settings({ bandWidth: 0 }) }))).toThrow(/分数段宽度/);
  });

  it('refuses a question or student listed twice', () => {
    const base = exam();
    expect(() => validateExamInput({ ...base, questions: [base.questions[0]!, { ...base.questions[1]!, questionId: 1 }] })).toThrow(new RangeError('question 1 is listed twice'));
    expect(() => validateExamInput({ ...base, students: [base.students[0]!, { ...base.students[1]!, studentId: 11 }] })).toThrow(new RangeError('student 11 is listed twice'));
  });

  it('refuses a negative or non-finite full score and accepts 0', () => {
    const base = exam({ scores: Float64Array.from([0, 0, 0, 0]) });
    const withFull = (fullScore: number) => ({ ...base, questions: [{ ...base.questions[0]!, fullScore }, base.questions[1]!] });
    expect(() => validateExamInput(withFull(0))).not.toThrow();
    expect(() => validateExamInput(withFull(-1))).toThrow(new RangeError('question 1 has full score -1'));
    expect(() => validateExamInput(withFull(Number.NaN))).toThrow(new RangeError('question 1 has full score NaN'));
  });

  it('takes 1 to MAX_OPTIONS one-letter options and refuses none, too many, two letters or a repeat', () => {
    expect(() => validateExamInput(exam({}, ['A']))).not.toThrow();
    expect(() => validateExamInput(exam({}, []))).toThrow(new RangeError('question 2 has 0 options'));
    const many = Array.from({ length: MAX_OPTIONS + 1 }, (_, i) => String.fromCodePoint(0x41 + i));
    expect(() => validateExamInput(exam({}, many))).toThrow(new RangeError(`question 2 has ${MAX_OPTIONS + 1} options`));
    expect(() => validateExamInput(exam({}, many.slice(0, MAX_OPTIONS)))).not.toThrow();
    expect(() => validateExamInput(exam({}, ['A', 'BC']))).toThrow(new RangeError('question 2: every option must be one letter'));
    expect(() => validateExamInput(exam({}, ['A', 'B', 'A']))).toThrow(new RangeError('question 2 lists an option twice'));
  });

  it('does not check the options of a subjective question', () => {
    const base = exam();
    expect(() => validateExamInput({ ...base, questions: [{ ...base.questions[0]!, options: [] }, base.questions[1]!] })).not.toThrow();
  });

  it('refuses a score matrix or answer list of the wrong size', () => {
    expect(() => validateExamInput(exam({ scores: Float64Array.from([1, 1, 1]) }))).toThrow(new RangeError('scores has 3 cells, expected 2 students × 2 questions'));
    expect(() => validateExamInput(exam({ answers: [null, 'A', null] }))).toThrow(new RangeError('answers has 3 cells, expected 4'));
  });

  it('refuses a score above full, except in the row of an absent student', () => {
    expect(() => validateExamInput(exam({ scores: Float64Array.from([10, 3, 11, 0]) }))).toThrow(new RangeError('student 12, question 1: score 11 is outside [0, 10]'));
    const base = exam({ scores: Float64Array.from([10, 3, 11, 0]) });
    expect(() => validateExamInput({ ...base, students: [base.students[0]!, { ...base.students[1]!, absent: true }] })).not.toThrow();
  });
});

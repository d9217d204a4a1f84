/**
 * Every statistic is independent of the order the rows come in (docs/statistics.md, "Row order"):
 * any permutation of the students gives the same report, to the last bit. Small exams with few
 * distinct scores, so ties (at the 27 % cut, in ranks, in top lists) are the rule, not the exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeExamReport } from './exam-report.js';
import { computeTotalReport } from './subject-total.js';
import { DEFAULT_STATS_SETTINGS, type TExamInput, type TTotalInput } from './types.js';

type Row = { clazzId: number; absent: boolean; scores: number[]; answers: (string | null)[] };

/** A small exam: 1-4 questions (the first objective), 2-40 students in 1-3 classes, scores in a few steps. */
const exam = fc
  .record({
    fulls: fc.array(fc.constantFrom(1, 2, 3, 5), { minLength: 1, maxLength: 4 }),
    n: fc.integer({ min: 2, max: 40 }),
  })
  .chain(({ fulls, n }) =>
    fc.record({
      fulls: fc.constant(fulls),
      rows: fc.array(
        fc.record({
          clazzId: fc.integer({ min: 1, max: 3 }),
          absent: fc.integer({ min: 0, max: 9 }).map((x) => x < 2),
          // Few distinct values: 0, half and full marks, and one decimal score (0.1 steps do not add up exactly).
          scores: fc.tuple(...fulls.map((f) => fc.constantFrom(0, f / 2, f, Math.min(f, 0.1)))),
          answers: fc.tuple(...fulls.map((_, j) => (j === 0 ? fc.constantFrom('A', 'B', 'ab', null, 'E') : fc.constant(null)))),
        }) as fc.Arbitrary<Row>,
        { minLength: n, maxLength: n },
      ),
      order: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }),
    }),
  );

function examInput(fulls: number[], rows: Row[], perm: number[]): TExamInput {
  return {
    questions: fulls.map((fullScore, j) => ({ questionId: 100 + j, fullScore, objective: j === 0, kind: 'single', knowledgePointIds: j === 0 ? [1] : [1, 2] })),
    students: perm.map((i) => ({ studentId: 1000 + i, clazzId: rows[i]!.clazzId, absent: rows[i]!.absent })),
    scores: Float64Array.from(perm.flatMap((i) => rows[i]!.scores)),
    answers: perm.flatMap((i) => rows[i]!.answers),
    settings: { ...DEFAULT_STATS_SETTINGS, bandWidth: 2 },
  };
}

function permutationOf(keys: number[]): number[] {
  return keys.map((k, i) => [k, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, i]) => i);
}

describe('row order', () => {
  it('any permutation of the rows gives the same exam report', () => {
    fc.assert(
      fc.property(exam, ({ fulls, rows, order }) => {
        const identity = rows.map((_, i) => i);
        const a = computeExamReport(examInput(fulls, rows, identity));
        const b = computeExamReport(examInput(fulls, rows, permutationOf(order)));
        expect(b).toEqual(a);
        expect(computeExamReport(examInput(fulls, rows, [...identity].reverse()))).toEqual(a);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('any permutation of the rows gives the same total report', () => {
    fc.assert(
      fc.property(exam, ({ fulls, rows, order }) => {
        const input = (perm: number[]): TTotalInput => ({
          subjects: fulls.map((fullScore, j) => ({ subjectId: j + 1, fullScore })),
          students: perm.map((i) => ({ studentId: 1000 + i, clazzId: rows[i]!.clazzId })),
          totals: Float64Array.from(perm.flatMap((i) => rows[i]!.scores)),
          // Absent from the first subject only: still reported for the others.
          absent: Uint8Array.from(perm.flatMap((i) => fulls.map((_, j) => (rows[i]!.absent && j === 0 ? 1 : 0)))),
          settings: DEFAULT_STATS_SETTINGS,
        });
        const a = computeTotalReport(input(rows.map((_, i) => i)));
        expect(computeTotalReport(input(permutationOf(order)))).toEqual(a);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('re-saving one student (the row moves to the end) changes no figure', () => {
    // Totals 15, 14, then five students tied at 8, then 3, 1, 0. The 27 % groups of 10 have
    // round(2.7) = 3 places; the high group has two above the tie:
    // before the fix the third place went to whichever tied student came first.
    const rows: Row[] = [
      [10, 5],
      [9, 5],
      [3, 5],
      [8, 0],
      [4, 4],
      [7, 1],
      [5, 3],
      [2, 1],
      [1, 0],
      [0, 0],
    ].map((scores) => ({ clazzId: 1, absent: false, scores, answers: [null, null] }));
    const fulls = [10, 5];
    const before = computeExamReport(examInput(fulls, rows, rows.map((_, i) => i)));
    const moved = computeExamReport(examInput(fulls, rows, [0, 1, 3, 4, 5, 6, 7, 8, 9, 2]));
    expect(moved).toEqual(before);
    // High group: students 0 and 1 (Q2: 5 and 5) and one place shared by the five tied at 5, each
    // weighing 1/5 (their Q2: 5 0 4 1 3, mean 2.6). Low group: the last three (Q2: 1 0 0).
    // D(Q2) = ((5 + 5 + 2.6) / 3 − (1 + 0 + 0) / 3) / 5 = 11.6 / 15.
    expect(before.questions[1]!.grade.discrimination).toBeCloseTo(11.6 / 15, 12);
  });
});

/** Deep equality where numbers may differ in the last bits (sums added in another order). */
function expectClose(actual: unknown, expected: unknown, at = 'report'): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), `${at}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  } else if (expected && typeof expected === 'object') {
    expect(typeof actual, at).toBe('object');
    const keys = Object.keys(expected as object);
    expect(Object.keys(actual as object).sort(), at).toEqual([...keys].sort());
    for (const k of keys) expectClose((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], `${at}.${k}`);
  } else {
    expect(actual, at).toEqual(expected);
  }
}

describe('student ids', () => {
  it('giving the students other ids (so tied students change places in id order) changes no figure', () => {
    // The engine orders rows by student id, so row permutations alone cannot show whether a rule
    // breaks ties by that order: here the same students carry other ids. The 27 % groups, ranks,
    // tiers and every statistic must not move (the tie-neutral cut, docs/statistics.md).
    fc.assert(
      fc.property(exam, ({ fulls, rows, order }) => {
        const identity = rows.map((_, i) => i);
        const a = computeExamReport(examInput(fulls, rows, identity));
        const relabel = permutationOf(order);
        const input = examInput(fulls, rows, identity);
        input.students = input.students.map((st, i) => ({ ...st, studentId: 5000 + relabel[i]! }));
        const b = computeExamReport(input);
        const { students: sa, absentStudentIds: _a, ...restA } = a;
        const { students: sb, absentStudentIds: _b, ...restB } = b;
        expectClose(restB, restA);
        // Each student keeps their total, ranks and tier under the new id.
        const byId = new Map(sb.map((st) => [st.studentId, st]));
        for (const st of sa) {
          const other = byId.get(5000 + relabel[st.studentId - 1000]!)!;
          expectClose({ ...other, studentId: st.studentId }, st, `student ${st.studentId}`);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('a grade of one class', () => {
  it('has the class’s figures: every grade statistic equals the one class’s, question by question', () => {
    fc.assert(
      fc.property(exam, ({ fulls, rows }) => {
        const one = rows.map((r) => ({ ...r, clazzId: 1 }));
        const r = computeExamReport(examInput(fulls, one, one.map((_, i) => i)));
        const c = r.classes.find((x) => x.clazzId === 1)!;
        const { clazzId: _id, rank, aboveAverageRate, ...clazzStats } = c;
        expect(clazzStats).toEqual(r.grade);
        if (r.grade.participants === 0) return;
        expect(rank).toBe(1);
        // 超均率 is measured against the grade average: nothing above or below it (undefined at 0).
        if (r.grade.average) expect(aboveAverageRate).toBe(0);
        for (const q of r.questions) expect(q.classes[1]).toEqual(q.grade);
        for (const k of r.knowledgePoints) expect(k.classMastery[1] ?? null).toEqual(k.gradeMastery);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

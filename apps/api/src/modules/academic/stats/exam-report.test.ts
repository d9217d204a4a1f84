import { describe, expect, it } from 'vitest';
import { computeExamReport, studentsChoosingOption } from './exam-report.js';
import { scoreObjective } from './objective.js';
import { DEFAULT_STATS_SETTINGS, type TExamInput, type TExamReport, type TStatsQuestion, type TStatsStudent, type TStudentResult } from './types.js';

/*
 * Main fixture. Paper (full 10):
 *   Q101 single choice, full 2, key A,            knowledge point 1
 *   Q102 multiple choice, full 3, key AC, half 1.5, knowledge points 1 and 2
 *   Q103 subjective, full 5,                      knowledge point 2
 * Band width 2 → bands [0,2) [2,4) [4,6) [6,8) [8,10]. Lines on 10: pass ≥ 6, good ≥ 7,
 * excellent ≥ 8.5, low < 4.
 *
 *   student class  Q101      Q102        Q103  total
 *   1       1      2 'A'     3   'CA'    5     10
 *   2       1      2 'a'     1.5 'a'     4.5    8
 *   3       1      0 'B'     3   'ACA'   3      6   (exactly 60%: a pass)
 *   4       1      absent ('A', 'AC' written but ignored)
 *   5       2      2 'A'     1.5 'C'     4.5    8
 *   6       2      2 'A'     0   'AB'    2      4   (exactly 40%: not low)
 *   7       2      0 'AB'    0   null    0      0
 *   8       3      absent: class 3 has no participant ('ABCD' ignored)
 */
const QUESTIONS: TStatsQuestion[] = [
  { questionId: 101, fullScore: 2, objective: true, options: ['A', 'B', 'C', 'D'], kind: 'single', knowledgePointIds: [1] },
  { questionId: 102, fullScore: 3, objective: true, options: ['A', 'B', 'C', 'D'], kind: 'multiple', knowledgePointIds: [1, 2] },
  { questionId: 103, fullScore: 5, objective: false, knowledgePointIds: [2] },
];
const ROWS: [number, number, boolean, number[], (string | null)[]][] = [
  [1, 1, false, [2, 3, 5], ['A', 'CA', null]],
  [2, 1, false, [2, 1.5, 4.5], ['a', 'a', null]],
  [3, 1, false, [0, 3, 3], ['B', 'ACA', null]],
  [4, 1, true, [0, 0, 0], ['A', 'AC', null]],
  [5, 2, false, [2, 1.5, 4.5], ['A', 'C', null]],
  [6, 2, false, [2, 0, 2], ['A', 'AB', null]],
  [7, 2, false, [0, 0, 0], ['AB', null, null]],
  [8, 3, true, [0, 0, 0], ['ABCD', 'ABCD', null]],
];

function buildInput(rows = ROWS, questions = QUESTIONS, settings = { ...DEFAULT_STATS_SETTINGS, bandWidth: 2 }): TExamInput {
  const students: TStatsStudent[] = rows.map(([studentId, clazzId, absent]) => ({ studentId, clazzId, absent }));
  return {
    questions,
    students,
    scores: Float64Array.from(rows.flatMap((r) => r[3])),
    answers: rows.flatMap((r) => r[4]),
    settings,
  };
}

const input = buildInput();
const report = computeExamReport(input);
const student = (r: TExamReport, id: number): TStudentResult => {
  const s = r.students.find((x) => x.studentId === id);
  if (!s) throw new Error(`no student ${id}`);
  return s;
};
const clazz = (r: TExamReport, id: number) => {
  const c = r.classes.find((x) => x.clazzId === id);
  if (!c) throw new Error(`no class ${id}`);
  return c;
};
const question = (r: TExamReport, id: number) => {
  const q = r.questions.find((x) => x.questionId === id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};

describe('the fixture is self-consistent', () => {
  it('the objective scores are what scoreObjective gives for the answers', () => {
    for (const [, , absent, scores, answers] of ROWS) {
      if (absent) continue;
      expect(scoreObjective(answers[0] ?? null, 'A', 2, 'single', 0)).toBe(scores[0]);
      expect(scoreObjective(answers[1] ?? null, 'AC', 3, 'multiple', 1.5)).toBe(scores[1]);
    }
  });
});

describe('absentees', () => {
  it('are listed apart and kept in the students, flagged, with no figures', () => {
    expect(report.absentStudentIds).toEqual([4, 8]);
    expect(report.participants).toBe(6);
    expect(report.students).toHaveLength(8);
    expect(student(report, 4)).toEqual({ studentId: 4, clazzId: 1, absent: true, total: null, classRank: null, gradeRank: null, z: null, t: null, tier: null, scores: null, knowledgeMastery: null });
  });
});

describe('grade statistics', () => {
  // Totals 10, 8, 6, 8, 4, 0: sum 36, mean 6. Sorted 0 4 6 8 8 10: median (6 + 8) / 2 = 7.
  // Squared deviations 16 4 0 4 4 36 = 64: variance 64/6 = 32/3, sd 3.265986.
  it('average, median, extremes and population sd', () => {
    expect(report.fullScore).toBe(10);
    expect(report.grade).toMatchObject({ participants: 6, absent: 2, max: 10, min: 0 });
    expect(report.grade.average).toBeCloseTo(6, 12);
    expect(report.grade.median).toBeCloseTo(7, 12);
    expect(report.grade.stdDev).toBeCloseTo(Math.sqrt(32 / 3), 12);
    expect(report.grade.stdDev).toBeCloseTo(3.265986, 6);
  });
  it('lines: 6 (exactly 60%) passes, 4 (exactly 40%) is not low', () => {
    // pass ≥ 6: 10 8 6 8 = 4; good ≥ 7: 10 8 8 = 3; excellent ≥ 8.5: 10 = 1; low < 4: 0 = 1.
    expect(report.grade.pass.count).toBe(4);
    expect(report.grade.pass.rate).toBeCloseTo(4 / 6, 12);
    expect(report.grade.good.count).toBe(3);
    expect(report.grade.good.rate).toBeCloseTo(0.5, 12);
    expect(report.grade.excellent.count).toBe(1);
    expect(report.grade.low.count).toBe(1);
    expect(report.grade.low.rate).toBeCloseTo(1 / 6, 12);
  });
  it('bands: 4, 6 and 8 on boundaries start their band; 10 (full) is in the closed last band', () => {
    // [0,2): 0; [2,4): none; [4,6): 4; [6,8): 6; [8,10]: 8, 8, 10.
    expect(report.grade.bands).toEqual([
      { from: 0, to: 2, toInclusive: false, count: 1 },
      { from: 2, to: 4, toInclusive: false, count: 0 },
      { from: 4, to: 6, toInclusive: false, count: 1 },
      { from: 6, to: 8, toInclusive: false, count: 1 },
      { from: 8, to: 10, toInclusive: true, count: 3 },
    ]);
  });
});

describe('class statistics', () => {
  it('class 1: totals 10, 8, 6, one absent', () => {
    // Mean 8, squared deviations 4 0 4: variance 8/3, sd 1.632993. 超均率 (8 − 6) / 6 = 1/3.
    const c = clazz(report, 1);
    expect(c).toMatchObject({ participants: 3, absent: 1, max: 10, min: 6, median: 8, rank: 1 });
    expect(c.average).toBeCloseTo(8, 12);
    expect(c.stdDev).toBeCloseTo(Math.sqrt(8 / 3), 12);
    expect(c.aboveAverageRate).toBeCloseTo(1 / 3, 12);
    expect(c.pass).toEqual({ count: 3, rate: 1 });
    expect(c.good.count).toBe(2);
    expect(c.excellent.count).toBe(1);
    expect(c.low).toEqual({ count: 0, rate: 0 });
    expect(c.bands.map((b) => b.count)).toEqual([0, 0, 0, 1, 2]);
  });
  it('class 2: totals 8, 4, 0', () => {
    // Mean 4, squared deviations 16 0 16: variance 32/3. 超均率 (4 − 6) / 6 = −1/3.
    const c = clazz(report, 2);
    expect(c).toMatchObject({ participants: 3, absent: 0, max: 8, min: 0, median: 4, rank: 2 });
    expect(c.average).toBeCloseTo(4, 12);
    expect(c.stdDev).toBeCloseTo(Math.sqrt(32 / 3), 12);
    expect(c.aboveAverageRate).toBeCloseTo(-1 / 3, 12);
    expect(c.pass.count).toBe(1);
    expect(c.low.count).toBe(1);
    expect(c.bands.map((b) => b.count)).toEqual([1, 0, 1, 0, 1]);
  });
  it('class 3 has only an absentee: listed, all aggregates null, not ranked', () => {
    const c = clazz(report, 3);
    expect(c).toMatchObject({ participants: 0, absent: 1, average: null, max: null, min: null, median: null, stdDev: null, rank: null, aboveAverageRate: null });
    expect(c.pass).toEqual({ count: 0, rate: null });
    expect(c.bands.map((b) => b.count)).toEqual([0, 0, 0, 0, 0]);
  });
  it('classes come in clazzId order', () => {
    expect(report.classes.map((c) => c.clazzId)).toEqual([1, 2, 3]);
  });
});

describe('students', () => {
  it('totals and per-question scores', () => {
    expect(student(report, 2)).toMatchObject({ total: 8, scores: [2, 1.5, 4.5], absent: false });
  });
  it('withoutStudentDetail leaves every student\'s scores and mastery null and changes nothing else', () => {
    const lean = computeExamReport({ ...input, withoutStudentDetail: true });
    expect(lean.students.every((s) => s.scores === null && s.knowledgeMastery === null)).toBe(true);
    const stripped = { ...report, students: report.students.map((s) => ({ ...s, scores: null, knowledgeMastery: null })) };
    expect(JSON.stringify(lean)).toBe(JSON.stringify(stripped));
  });
  it('grade ranks are competition ranks: 10 → 1, 8 and 8 → 2, 2, 6 → 4', () => {
    expect([1, 2, 5, 3, 6, 7].map((id) => student(report, id).gradeRank)).toEqual([1, 2, 2, 4, 5, 6]);
  });
  it('class ranks', () => {
    expect([1, 2, 3].map((id) => student(report, id).classRank)).toEqual([1, 2, 3]);
    expect([5, 6, 7].map((id) => student(report, id).classRank)).toEqual([1, 2, 3]);
  });
  it('Z = (total − 6) / 3.265986 and T = 50 + 10Z', () => {
    // Student 1: 4 / 3.265986 = 1.224745, T 62.24745. Student 7: −6 / 3.265986 = −1.837117, T 31.62883.
    expect(student(report, 1).z).toBeCloseTo(1.224745, 6);
    expect(student(report, 1).t).toBeCloseTo(62.24745, 5);
    expect(student(report, 7).z).toBeCloseTo(-1.837117, 6);
    expect(student(report, 7).t).toBeCloseTo(31.62883, 5);
    expect(student(report, 3).z).toBe(0);
    expect(student(report, 3).t).toBe(50);
  });
  it('tiers by (rank − 1) / 6; the tied students 2 and 5 share one', () => {
    // Rank 1 → 0 top; rank 2 → 1/6 = 0.167 excellent (both); rank 4 → 0.5 middle; rank 5 → 0.667
    // middle; rank 6 → 0.833 struggling.
    expect([1, 2, 5, 3, 6, 7].map((id) => student(report, id).tier)).toEqual(['top', 'excellent', 'excellent', 'middle', 'middle', 'struggling']);
  });
});

describe('question statistics (grade)', () => {
  // Students sorted by total: 1 (10), 2 and 5 tied (8), 3 (6), 6 (4), 7 (0).
  // n = 6 → 27% groups of round(1.62) = 2: high = student 1 and the tied 2 and 5 at weight 1/2
  // each (tie-neutral cut); low = students 6, 7. Students 2 and 5 score the same on every
  // question, so each D below is what a plain "first two" would give.
  it('Q101: scores 2 2 0 2 2 0', () => {
    // Mean 8/6 = 4/3, P = 2/3. Deviations 2/3 ×4 and −4/3 ×2: Σ = 16/9·… = 16/3, variance 8/9.
    // D: high (2 + ½·2 + ½·2)/2 = 2, low (2 + 0)/2 = 1 → (2 − 1)/2 = 0.5.
    // Item-rest: rest = 8 6 6 6 2 0 (mean 14/3); Σdx·dr = 60/9, Σdx² = 48/9, Σdr² = 408/9,
    //   r = 60 / sqrt(48 · 408) = 20 / sqrt(2176) = 0.428746.
    const g = question(report, 101).grade;
    expect(g.participants).toBe(6);
    expect(g.average).toBeCloseTo(4 / 3, 12);
    expect(g.scoringRate).toBeCloseTo(2 / 3, 12);
    expect(g.stdDev).toBeCloseTo(Math.sqrt(8 / 9), 12);
    expect(g.discrimination).toBeCloseTo(0.5, 12);
    expect(g.itemRestCorrelation).toBeCloseTo(20 / Math.sqrt(2176), 12);
    expect(g.itemRestCorrelation).toBeCloseTo(0.428746, 6);
    expect(g.fullMarkCount).toBe(4);
    expect(g.zeroCount).toBe(2);
  });
  it('Q102: scores 3 1.5 3 1.5 0 0', () => {
    // Mean 1.5, P 0.5; deviations ±1.5 four times: variance 9/6 = 1.5.
    // D: high (3 + 1.5)/2 = 2.25, low 0 → 2.25/3 = 0.75.
    const g = question(report, 102).grade;
    expect(g.average).toBeCloseTo(1.5, 12);
    expect(g.scoringRate).toBeCloseTo(0.5, 12);
    expect(g.stdDev).toBeCloseTo(Math.sqrt(1.5), 12);
    expect(g.discrimination).toBeCloseTo(0.75, 12);
    expect(g.fullMarkCount).toBe(2);
    expect(g.zeroCount).toBe(2);
  });
  it('Q103 (subjective): scores 5 4.5 3 4.5 2 0', () => {
    // Mean 19/6, P 19/30. Σx² = 78.5: variance 78.5/6 − (19/6)² = 55/18.
    // D: high (5 + 4.5)/2 = 4.75, low (2 + 0)/2 = 1 → 3.75/5 = 0.75.
    const g = question(report, 103).grade;
    expect(g.average).toBeCloseTo(19 / 6, 12);
    expect(g.scoringRate).toBeCloseTo(19 / 30, 12);
    expect(g.stdDev).toBeCloseTo(Math.sqrt(55 / 18), 12);
    expect(g.discrimination).toBeCloseTo(0.75, 12);
    expect(g.fullMarkCount).toBe(1);
    expect(g.zeroCount).toBe(1);
    expect(g.optionDistribution).toBeNull();
  });
});

describe('question statistics (classes)', () => {
  it('Q101 in class 1: scores 2 2 0, groups of one (round(0.81) = 1)', () => {
    // Mean 4/3. High = student 1 (2), low = student 3 (0): D = 2/2 = 1.
    // Rest 8 6 6: dx 2/3 2/3 −4/3, dr 4/3 −2/3 −2/3: Σdx·dr = 12/9, Σdx² = Σdr² = 24/9 → r = 0.5.
    const c = question(report, 101).classes[1];
    expect(c?.participants).toBe(3);
    expect(c?.average).toBeCloseTo(4 / 3, 12);
    expect(c?.discrimination).toBeCloseTo(1, 12);
    expect(c?.itemRestCorrelation).toBeCloseTo(0.5, 12);
  });
  it('Q102 in class 2: scores 1.5 0 0', () => {
    // Mean 0.5; high = student 5 (1.5), low = student 7 (0): D = 1.5/3 = 0.5.
    const c = question(report, 102).classes[2];
    expect(c?.average).toBeCloseTo(0.5, 12);
    expect(c?.scoringRate).toBeCloseTo(1 / 6, 12);
    expect(c?.discrimination).toBeCloseTo(0.5, 12);
    expect(c?.fullMarkCount).toBe(0);
    expect(c?.zeroCount).toBe(2);
  });
  it('the empty class has null statistics', () => {
    expect(question(report, 103).classes[3]).toEqual({ participants: 0, average: null, scoringRate: null, stdDev: null, discrimination: null, itemRestCorrelation: null, fullMarkCount: 0, zeroCount: 0, optionDistribution: null });
  });
});

describe('option distribution', () => {
  it('single choice Q101 (grade): equals an option, lower case folded, "AB" is other, absentees ignored', () => {
    // Present answers: A a B A A AB → A 4, B 1, other 1.
    expect(question(report, 101).grade.optionDistribution).toEqual({
      options: [
        { option: 'A', count: 4 },
        { option: 'B', count: 1 },
        { option: 'C', count: 0 },
        { option: 'D', count: 0 },
      ],
      blank: 0,
      other: 1,
    });
  });
  it('multiple choice Q102 (grade): every option the answer contains, plus blank', () => {
    // Present answers: CA a ACA C AB (blank) → A: 1 2 3 6 = 4; B: 6 = 1; C: 1 3 5 = 3; blank 1.
    const d = question(report, 102).grade.optionDistribution;
    expect(d?.options.map((o) => o.count)).toEqual([4, 1, 3, 0]);
    expect(d?.blank).toBe(1);
    expect(d?.other).toBe(0);
  });
  it('per class', () => {
    // Class 1: CA a ACA → A 3, C 2. Class 2: C AB (blank) → A 1, B 1, C 1, blank 1. Class 3: nobody.
    const q = question(report, 102);
    expect(q.classes[1]?.optionDistribution?.options.map((o) => o.count)).toEqual([3, 0, 2, 0]);
    expect(q.classes[2]?.optionDistribution?.options.map((o) => o.count)).toEqual([1, 1, 1, 0]);
    expect(q.classes[2]?.optionDistribution?.blank).toBe(1);
    expect(q.classes[3]?.optionDistribution).toEqual({ options: ['A', 'B', 'C', 'D'].map((option) => ({ option, count: 0 })), blank: 0, other: 0 });
    expect(question(report, 101).classes[2]?.optionDistribution?.other).toBe(1);
  });
  it('lists who chose an option, counted the same way', () => {
    expect(studentsChoosingOption(input, 102, 'A')).toEqual([1, 2, 3, 6]);
    expect(studentsChoosingOption(input, 102, 'c', 2)).toEqual([5]);
    expect(studentsChoosingOption(input, 102, 'blank')).toEqual([7]);
    expect(studentsChoosingOption(input, 101, 'A')).toEqual([1, 2, 5, 6]);
    expect(studentsChoosingOption(input, 101, 'other')).toEqual([7]);
    expect(studentsChoosingOption(input, 101, 'D')).toEqual([]);
  });
  it('refuses an unknown option or a subjective question', () => {
    expect(() => studentsChoosingOption(input, 101, 'E')).toThrow(RangeError);
    expect(() => studentsChoosingOption(input, 103, 'A')).toThrow(RangeError);
    expect(() => studentsChoosingOption(input, 999, 'A')).toThrow(RangeError);
  });
  it('without answers there is no distribution', () => {
    const r = computeExamReport({ ...input, answers: undefined });
    expect(question(r, 101).grade.optionDistribution).toBeNull();
  });
});

describe('knowledge points', () => {
  // kp 1 = Q101 + Q102 (full 5); kp 2 = Q102 + Q103 (full 8).
  it('lists each point with its questions and full score', () => {
    expect(report.knowledgePoints.map(({ kpId, questionIds, fullScore }) => ({ kpId, questionIds, fullScore }))).toEqual([
      { kpId: 1, questionIds: [101, 102], fullScore: 5 },
      { kpId: 2, questionIds: [102, 103], fullScore: 8 },
    ]);
  });
  it('grade and class mastery are summed points over summed full scores', () => {
    // Grade kp1: (Q101 8 + Q102 9) / (6 · 5) = 17/30; kp2: (9 + 19) / (6 · 8) = 28/48.
    // Class 1 kp1: (4 + 7.5) / 15 = 11.5/15; kp2: (7.5 + 12.5) / 24 = 20/24.
    // Class 2 kp1: (4 + 1.5) / 15 = 5.5/15; kp2: (1.5 + 6.5) / 24 = 8/24. Class 3: null.
    const [kp1, kp2] = report.knowledgePoints;
    expect(kp1?.gradeMastery).toBeCloseTo(17 / 30, 12);
    expect(kp2?.gradeMastery).toBeCloseTo(28 / 48, 12);
    expect(kp1?.classMastery[1]).toBeCloseTo(11.5 / 15, 12);
    expect(kp2?.classMastery[1]).toBeCloseTo(20 / 24, 12);
    expect(kp1?.classMastery[2]).toBeCloseTo(5.5 / 15, 12);
    expect(kp2?.classMastery[2]).toBeCloseTo(8 / 24, 12);
    expect(kp1?.classMastery[3]).toBeNull();
  });
  it('per student, aligned with the knowledge point list', () => {
    // Student 2: kp1 (2 + 1.5)/5 = 0.7; kp2 (1.5 + 4.5)/8 = 0.75.
    const m = student(report, 2).knowledgeMastery;
    expect(m?.[0]).toBeCloseTo(0.7, 12);
    expect(m?.[1]).toBeCloseTo(0.75, 12);
    expect(student(report, 7).knowledgeMastery).toEqual([0, 0]);
  });
});

describe("Cronbach's alpha", () => {
  it('3 questions with variances 8/9, 3/2, 55/18 and total variance 32/3', () => {
    // Σ = 98/18 = 49/9; alpha = 3/2 · (1 − (49/9)/(32/3)) = 3/2 · 47/96 = 0.734375.
    expect(report.alpha).toBeCloseTo(0.734375, 12);
  });
});

describe('a question everyone got right', () => {
  // Q1 (full 4) all full; Q2 (full 6) 6, 3, 0. Totals 10, 7, 4.
  const r = computeExamReport(
    buildInput(
      [
        [1, 1, false, [4, 6], [null, null]],
        [2, 1, false, [4, 3], [null, null]],
        [3, 1, false, [4, 0], [null, null]],
      ],
      [
        { questionId: 1, fullScore: 4, objective: false, knowledgePointIds: [] },
        { questionId: 2, fullScore: 6, objective: false, knowledgePointIds: [] },
      ],
    ),
  );
  it('has P = 1, D = 0, sd 0 and no item-rest correlation (zero variance)', () => {
    expect(question(r, 1).grade).toMatchObject({ average: 4, scoringRate: 1, stdDev: 0, discrimination: 0, itemRestCorrelation: null, fullMarkCount: 3, zeroCount: 0 });
  });
  it('the other question still correlates with its rest only if that rest varies (here it does not)', () => {
    // Q2's rest is Q1 = 4 for everyone → variance 0 → null. Its D: (6 − 0)/6 = 1.
    expect(question(r, 2).grade.itemRestCorrelation).toBeNull();
    expect(question(r, 2).grade.discrimination).toBeCloseTo(1, 12);
  });
  it('alpha from variances 0 and 6 against total variance 6: 2 · (1 − 6/6) = 0', () => {
    expect(r.alpha).toBeCloseTo(0, 12);
  });
});

describe('zero variance: every student has the same total', () => {
  const r = computeExamReport(
    buildInput(
      [
        [1, 1, false, [3, 2], [null, null]],
        [2, 1, false, [2, 3], [null, null]],
        [3, 2, false, [5, 0], [null, null]],
      ],
      [
        { questionId: 1, fullScore: 5, objective: false, knowledgePointIds: [] },
        { questionId: 2, fullScore: 5, objective: false, knowledgePointIds: [] },
      ],
    ),
  );
  it('sd 0, Z 0, T 50, everyone first and top', () => {
    expect(r.grade.stdDev).toBe(0);
    expect(r.students).toHaveLength(3);
    for (const s of r.students) expect(s).toMatchObject({ total: 5, z: 0, t: 50, gradeRank: 1, classRank: 1, tier: 'top' });
  });
  it('alpha is null; classes tie for first (1, 1)', () => {
    expect(r.alpha).toBeNull();
    expect(r.classes.map((c) => c.rank)).toEqual([1, 1]);
    expect(r.classes.map((c) => c.aboveAverageRate)).toEqual([0, 0]);
  });
  it('the rest of each question is the constant total minus it: correlation −1', () => {
    // Q1 = 3 2 5, rest = 2 3 0 = 5 − Q1: perfectly anti-correlated.
    expect(question(r, 1).grade.itemRestCorrelation).toBeCloseTo(-1, 12);
  });
});

describe('one participant', () => {
  const r = computeExamReport(
    buildInput(
      [
        [1, 1, false, [1.5, 4], [null, null]],
        [2, 1, true, [0, 0], [null, null]],
      ],
      [
        { questionId: 1, fullScore: 5, objective: false, knowledgePointIds: [] },
        { questionId: 2, fullScore: 5, objective: false, knowledgePointIds: [] },
      ],
    ),
  );
  it('rank 1, Z 0, T 50, top; median is the score; sd 0', () => {
    expect(student(r, 1)).toMatchObject({ total: 5.5, gradeRank: 1, classRank: 1, z: 0, t: 50, tier: 'top' });
    expect(r.grade).toMatchObject({ participants: 1, absent: 1, average: 5.5, median: 5.5, stdDev: 0 });
  });
  it('D and correlation are null (n < 2), alpha null', () => {
    expect(question(r, 1).grade).toMatchObject({ participants: 1, average: 1.5, scoringRate: 0.3, discrimination: null, itemRestCorrelation: null });
    expect(r.alpha).toBeNull();
  });
});

describe('nobody sat the exam', () => {
  const r = computeExamReport(
    buildInput([
      [1, 1, true, [0, 0, 0], ['A', 'A', null]],
      [2, 2, true, [0, 0, 0], [null, null, null]],
    ]),
  );
  it('every aggregate is null and nothing is ranked', () => {
    expect(r.participants).toBe(0);
    expect(r.absentStudentIds).toEqual([1, 2]);
    expect(r.grade).toMatchObject({ participants: 0, absent: 2, average: null, median: null, stdDev: null });
    expect(r.classes.map((c) => c.rank)).toEqual([null, null]);
    expect(question(r, 101).grade.average).toBeNull();
    expect(r.knowledgePoints[0]?.gradeMastery).toBeNull();
    expect(r.alpha).toBeNull();
  });
});

describe('class ranks with tied averages (1, 1, 3)', () => {
  const r = computeExamReport(
    buildInput(
      [
        [1, 10, false, [8], [null]],
        [2, 20, false, [6], [null]],
        [3, 20, false, [10], [null]],
        [4, 30, false, [4], [null]],
      ],
      [{ questionId: 1, fullScore: 10, objective: false, knowledgePointIds: [] }],
    ),
  );
  it('classes 10 and 20 both average 8', () => {
    expect(r.classes.map((c) => [c.clazzId, c.average, c.rank])).toEqual([
      [10, 8, 1],
      [20, 8, 1],
      [30, 4, 3],
    ]);
  });
  it('a single question paper has no alpha', () => {
    expect(r.alpha).toBeNull();
  });
});

describe('decimal scores', () => {
  // 0.1 + 0.2 = 0.30000000000000004 in floating point, yet it is the same score as 0.3 + 0.
  const r = computeExamReport(
    buildInput(
      [
        [1, 1, false, [0.1, 0.2], [null, null]],
        [2, 1, false, [0.3, 0], [null, null]],
        [3, 2, false, [0.1, 0], [null, null]],
      ],
      [
        { questionId: 1, fullScore: 1, objective: false, knowledgePointIds: [] },
        { questionId: 2, fullScore: 1, objective: false, knowledgePointIds: [] },
      ],
    ),
  );
  it('sums that differ only by representation error tie', () => {
    expect(r.students.map((s) => s.gradeRank)).toEqual([1, 1, 3]);
    expect(r.students.map((s) => s.classRank)).toEqual([1, 1, 1]);
  });
});

describe('input checks', () => {
  it('refuses a score above the full score, NaN, or a negative score of a present student', () => {
    const bad = (v: number) => {
      const i = buildInput();
      i.scores[0] = v;
      return () => computeExamReport(i);
    };
    expect(bad(2.5)).toThrow(/student 1, question 101/);
    expect(bad(Number.NaN)).toThrow(RangeError);
    expect(bad(-1)).toThrow(RangeError);
  });
  it('ignores the row of an absent student', () => {
    const i = buildInput();
    i.scores[3 * 3] = 99;
    expect(() => computeExamReport(i)).not.toThrow();
  });
  it('refuses a matrix of the wrong size, duplicate ids and bad settings', () => {
    expect(() => computeExamReport({ ...input, scores: new Float64Array(5) })).toThrow(RangeError);
    expect(() => computeExamReport({ ...input, answers: [] })).toThrow(RangeError);
    expect(() => computeExamReport({ ...input, students: input.students.map((s) => ({ ...s, studentId: 1 })) })).toThrow(/twice/);
    expect(() => computeExamReport({ ...input, settings: { ...input.settings, bandWidth: 0 } })).toThrow(RangeError);
    expect(() => computeExamReport({ ...input, settings: { ...input.settings, passRate: 60 } })).toThrow(RangeError);
    expect(() => computeExamReport({ ...input, settings: { ...input.settings, tierCutoffs: { top: 0.5, excellent: 0.3, middle: 0.8 } } })).toThrow(RangeError);
  });
});

describe('the report is plain JSON', () => {
  it('survives a JSON round trip unchanged', () => {
    const round = JSON.parse(JSON.stringify(report)) as TExamReport;
    expect(round.students).toEqual(report.students);
    expect(round.grade).toEqual(report.grade);
    expect(round.questions[0]?.classes[1]).toEqual(report.questions[0]?.classes[1]);
  });
});

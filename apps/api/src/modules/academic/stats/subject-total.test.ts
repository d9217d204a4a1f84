import { describe, expect, it } from 'vitest';
import { computeTotalReport } from './subject-total.js';
import { DEFAULT_STATS_SETTINGS, type TTotalInput, type TTotalReport } from './types.js';

/*
 * Two subjects, 语文 (id 1) and 数学 (id 2), both full 150: the total is out of 300, bands of 50 →
 * [0,50) [50,100) [100,150) [150,200) [200,250) [250,300]. Lines on 300: pass ≥ 180, good ≥ 210,
 * excellent ≥ 255, low < 120.
 *
 *   student class  语文    数学     total
 *   1       1      120     130      250
 *   2       1      100     absent   absent for the total (语文 100 still reported)
 *   3       2       90     110      200
 *   4       2      140     110      250
 *   5       2      absent  absent   absent
 */
const X = Number.NaN; // what sits in an absent cell must not matter
const input: TTotalInput = {
  subjects: [
    { subjectId: 1, fullScore: 150 },
    { subjectId: 2, fullScore: 150 },
  ],
  students: [
    { studentId: 1, clazzId: 1 },
    { studentId: 2, clazzId: 1 },
    { studentId: 3, clazzId: 2 },
    { studentId: 4, clazzId: 2 },
    { studentId: 5, clazzId: 2 },
  ],
  totals: Float64Array.from([120, 130, 100, X, 90, 110, 140, 110, X, X]),
  absent: Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 0, 1, 1]),
  settings: { ...DEFAULT_STATS_SETTINGS, bandWidth: 50 },
};
const report = computeTotalReport(input);
const student = (r: TTotalReport, id: number) => {
  const s = r.students.find((x) => x.studentId === id);
  if (!s) throw new Error(`no student ${id}`);
  return s;
};

describe('total over subjects', () => {
  it('a student absent from one subject is absent for the total, with the sat subject kept', () => {
    expect(report.absentStudentIds).toEqual([2, 5]);
    expect(report.participants).toBe(3);
    expect(student(report, 2)).toMatchObject({ absent: true, total: null, gradeRank: null, classRank: null, z: null, tier: null, subjectScores: [100, null], absentSubjectIds: [2] });
    expect(student(report, 5)).toMatchObject({ absent: true, subjectScores: [null, null], absentSubjectIds: [1, 2] });
  });
  it('grade statistics of the totals 250, 200, 250', () => {
    // Mean 700/3 = 233.333; deviations 16.667, −33.333, 16.667: variance (2 · 277.778 + 1111.111)/3
    // = 5000/9, sd 23.5702. Median 250.
    expect(report.fullScore).toBe(300);
    expect(report.grade).toMatchObject({ participants: 3, absent: 2, max: 250, min: 200, median: 250 });
    expect(report.grade.average).toBeCloseTo(700 / 3, 10);
    expect(report.grade.stdDev).toBeCloseTo(Math.sqrt(5000 / 9), 10);
    expect(report.grade.stdDev).toBeCloseTo(23.5702, 4);
    expect([report.grade.pass.count, report.grade.good.count, report.grade.excellent.count, report.grade.low.count]).toEqual([3, 2, 0, 0]);
  });
  it('bands of 50: 200 opens [200,250), 250 opens the closed last band', () => {
    expect(report.grade.bands.map((b) => [b.from, b.to, b.toInclusive, b.count])).toEqual([
      [0, 50, false, 0],
      [50, 100, false, 0],
      [100, 150, false, 0],
      [150, 200, false, 0],
      [200, 250, false, 1],
      [250, 300, true, 2],
    ]);
  });
  it('its own ranks: 250, 250, 200 → 1, 1, 3; class ranks within each class', () => {
    expect([1, 4, 3].map((id) => student(report, id).gradeRank)).toEqual([1, 1, 3]);
    expect([1, 4, 3].map((id) => student(report, id).classRank)).toEqual([1, 1, 2]);
  });
  it('Z, T and tiers', () => {
    // Student 1: (250 − 233.333)/23.5702 = 0.707107, T 57.07107. Student 3: −1.414214, T 35.85786.
    // Tiers over 3: rank 1 → 0 top; rank 3 → 2/3 middle.
    expect(student(report, 1).z).toBeCloseTo(Math.SQRT1_2, 10);
    expect(student(report, 1).t).toBeCloseTo(57.07107, 5);
    expect(student(report, 3).z).toBeCloseTo(-Math.SQRT2, 10);
    expect(student(report, 3).t).toBeCloseTo(35.85786, 5);
    expect([1, 4, 3].map((id) => student(report, id).tier)).toEqual(['top', 'top', 'middle']);
    expect(student(report, 1).subjectScores).toEqual([120, 130]);
  });
  it('classes: averages 250 and 225, ranks, 超均率', () => {
    // Class 1: only student 1 sat everything. Class 2: students 3 and 4 (5 absent).
    // 超均率: (250 − 233.333)/233.333 = 1/14; (225 − 233.333)/233.333 = −1/28.
    const [c1, c2] = report.classes;
    expect(c1).toMatchObject({ clazzId: 1, participants: 1, absent: 1, average: 250, stdDev: 0, rank: 1 });
    expect(c2).toMatchObject({ clazzId: 2, participants: 2, absent: 1, average: 225, median: 225, stdDev: 25, rank: 2 });
    expect(c1?.aboveAverageRate).toBeCloseTo(1 / 14, 12);
    expect(c2?.aboveAverageRate).toBeCloseTo(-1 / 28, 12);
  });
  it('per-subject statistics over the total’s participants', () => {
    // 语文 of students 1, 3, 4: 120 90 140 → mean 350/3; 数学: 130 110 110 → mean 350/3.
    expect(report.subjects.map((s) => s.subjectId)).toEqual([1, 2]);
    expect(report.subjects[0]?.grade.average).toBeCloseTo(350 / 3, 10);
    expect(report.subjects[1]?.grade.average).toBeCloseTo(350 / 3, 10);
    expect(report.subjects[0]?.classes[1]?.average).toBe(120);
  });
  it('refuses mis-sized matrices and scores out of range in a sat subject', () => {
    expect(() => computeTotalReport({ ...input, absent: new Uint8Array(3) })).toThrow(RangeError);
    const totals = Float64Array.from(input.totals);
    totals[2] = 151; // student 2's 语文: counted for the student though not for the total
    expect(() => computeTotalReport({ ...input, totals })).toThrow(/student 2, subject 1/);
  });
  it('names each input it refuses', () => {
    expect(() => computeTotalReport({ ...input, settings: { ...input.settings, bandWidth: 0 } })).toThrow(new RangeError('分数段宽度必须是正数：0'));
    expect(() => computeTotalReport({ ...input, subjects: [input.subjects[0]!, { ...input.subjects[1]!, subjectId: 1 }] })).toThrow(new RangeError('subject 1 is listed twice'));
    expect(() => computeTotalReport({ ...input, students: [...input.students.slice(0, 4), { ...input.students[4]!, studentId: 1 }] })).toThrow(new RangeError('student 1 is listed twice'));
    expect(() => computeTotalReport({ ...input, totals: new Float64Array(9) })).toThrow(new RangeError('totals has 9 cells, expected 5 students × 2 subjects'));
    expect(() => computeTotalReport({ ...input, absent: new Uint8Array(11) })).toThrow(new RangeError('absent has 11 cells, expected 5 students × 2 subjects'));
    for (const fullScore of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => computeTotalReport({ ...input, subjects: [input.subjects[0]!, { subjectId: 2, fullScore }] })).toThrow(new RangeError(`subject 2 has full score ${fullScore}`));
    }
  });
  it('takes a subject with full score 0 and a score exactly at full', () => {
    const totals = Float64Array.from(input.totals);
    totals[0] = 150;
    const r = computeTotalReport({ ...input, totals });
    expect(student(r, 1).total).toBe(280);
    expect(() => computeTotalReport({ ...input, subjects: [input.subjects[0]!, { subjectId: 2, fullScore: 0 }], totals: Float64Array.from([120, 0, 100, X, 90, 0, 140, 0, X, X]) })).not.toThrow();
  });
});

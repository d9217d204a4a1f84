import { describe, expect, it } from 'vitest';
import { clazzDocOf, storedClazzDoc, type ClazzReportDoc } from './build-report.js';
import { readScoreCells } from './score-cells.js';

/** What the build did before the fast path: split, Number, 0 for a missing or unreadable cell, clamped. */
function reference(text: string, full: number[]): number[] {
  const cells = text.split(',');
  return full.map((f, j) => {
    const v = Number(cells[j] ?? 0);
    return Math.min(Math.max(Number.isFinite(v) ? v : 0, 0), f);
  });
}

function read(text: string, full: number[]): number[] {
  const out = new Float64Array(full.length + 2).fill(-7);
  readScoreCells(text, full.length, Float64Array.from(full), out, 1);
  expect(out[0]).toBe(-7);
  expect(out[full.length + 1]).toBe(-7);
  return Array.from(out.subarray(1, full.length + 1));
}

describe('readScoreCells (the report build reading exam_student scores as text)', () => {
  it('reads whole numbers and halves exactly, clamped to each full score', () => {
    expect(read('0,3,12.5,150,4.5', [5, 5, 20, 150, 4])).toEqual([0, 3, 12.5, 150, 4]);
  });

  it('reads thirds, exponents and long digit runs as Number does', () => {
    const text = '18.333333333333332,1e1,1234567890,0.1,3.';
    expect(read(text, [100, 100, 2e9, 1, 5])).toEqual([18.333333333333332, 10, 1234567890, 0.1, 3]);
  });

  it('counts a missing, empty, negative or unreadable cell as 0', () => {
    expect(read('4,,-2,NaN,Infinity', [5, 5, 5, 5, 5, 5])).toEqual([4, 0, 0, 0, 0, 0]);
    expect(read('', [5, 5])).toEqual([0, 0]);
  });

  it('agrees with split and Number on random rows', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const tokens = ['', '0', '1', '9', '10', '12.5', '0.5', '.5', '5.', '-1', '7.25', '2.50', '1e2', 'abc', '99999999999', '3.333333333333333'];
    for (let n = 0; n < 500; n++) {
      const k = 1 + Math.floor(rnd() * 8);
      const full = Array.from({ length: k }, () => [1, 5, 10, 150][Math.floor(rnd() * 4)]!);
      const cells = Array.from({ length: Math.floor(rnd() * (k + 2)) }, () => tokens[Math.floor(rnd() * tokens.length)]!);
      const text = cells.join(',');
      expect(read(text, full), text).toEqual(reference(text, full));
    }
  });
});

describe('class documents as stored', () => {
  const students = [
    { studentId: 3, clazzId: 9, absent: false, total: 55.5, classRank: 1, gradeRank: 4, z: 0.25, t: 52.5, tier: 'excellent' as const, scores: null, knowledgeMastery: null },
    { studentId: 8, clazzId: 9, absent: true, total: null, classRank: null, gradeRank: null, z: null, t: null, tier: null, scores: null, knowledgeMastery: null },
  ];
  const objective = { participants: 1, average: 3, scoringRate: 0.6, stdDev: 0, discrimination: null, itemRestCorrelation: null, fullMarkCount: 1, zeroCount: 0, optionDistribution: { options: [{ option: 'A', count: 1 }], blank: 0, other: 0 } };
  const subjective = { ...objective, average: 7.5, scoringRate: 0.75, optionDistribution: null };
  const doc: ClazzReportDoc = {
    stats: { clazzId: 9 } as ClazzReportDoc['stats'],
    questions: [
      { questionId: 101, stats: objective },
      { questionId: 102, stats: subjective },
      { questionId: 103, stats: null },
    ],
    knowledgePoints: [{ kpId: 5, mastery: 0.5 }],
    students,
  };

  it('reads back exactly what a build stored (students and question statistics as arrays), through JSON', () => {
    const stored = JSON.parse(JSON.stringify(storedClazzDoc(doc)));
    expect(stored).not.toHaveProperty('students');
    expect(clazzDocOf(stored)).toEqual(doc);
  });

  it('reads a document stored before (lists of students and questions) as it is', () => {
    expect(clazzDocOf(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });
});

import { describe, expect, it } from 'vitest';
import { gradeRanksOf, rankChange } from './rank-change.js';

describe('rank change', () => {
  it('previous − current, positive when the student moved up; null when absent in either exam', () => {
    const current = new Map<number, number | null>([
      [1, 1], // was 3: up 2
      [2, 5], // was 2: down 3
      [3, null], // absent now
      [4, 2], // not in the previous exam
      [6, 7], // same rank
    ]);
    const previous = new Map<number, number | null>([
      [1, 3],
      [2, 2],
      [3, 1],
      [5, 4], // not in the current exam
      [6, 7],
    ]);
    expect(Object.fromEntries(rankChange(current, previous))).toEqual({ 1: 2, 2: -3, 3: null, 4: null, 5: null, 6: 0 });
  });
  it('reads the grade ranks of a report', () => {
    expect(
      gradeRanksOf([
        { studentId: 1, gradeRank: 2 },
        { studentId: 2, gradeRank: null },
      ]),
    ).toEqual(
      new Map([
        [1, 2],
        [2, null],
      ]),
    );
  });
});

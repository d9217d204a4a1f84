import { describe, expect, it } from 'vitest';
import { cohortRankChange, gradeRanksOf, rankChange } from './rank-change.js';

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
  it('over a comparable cohort: both exams re-ranked over the students present in both', () => {
    // Previous exam: 5 students; 9 and 8 did not sit the current one. Current exam: 4 students; 7 is new.
    //   previous totals 1: 50, 2: 80, 3: 60, 8: 100, 9: 90  → cohort {1, 2, 3}: ranks 2: 1, 3: 2, 1: 3
    //   current totals  1: 70, 2: 70, 3: 40, 7: 95          → cohort ranks 1: 1, 2: 1 (tied), 3: 3
    // Grade ranks would give student 1: 5 − 2 = +3 and student 3: 4 − 4 = 0, moved only by who sat.
    const previous = new Map([
      [1, 50],
      [2, 80],
      [3, 60],
      [8, 100],
      [9, 90],
    ]);
    const current = new Map([
      [1, 70],
      [2, 70],
      [3, 40],
      [7, 95],
    ]);
    const { change, cohort } = cohortRankChange(current, previous, { current: 100, previous: 100 });
    expect(cohort).toBe(3);
    expect(Object.fromEntries(change)).toEqual({ 1: 2, 2: 0, 3: -1 });
  });
  it('a single common student, or none, changes nothing', () => {
    expect(Object.fromEntries(cohortRankChange(new Map([[1, 10]]), new Map([[1, 90], [2, 95]]), { current: 100, previous: 100 }).change)).toEqual({ 1: 0 });
    expect(cohortRankChange(new Map([[1, 10]]), new Map([[2, 95]]), { current: 100, previous: 100 })).toEqual({ change: new Map(), cohort: 0 });
  });
});

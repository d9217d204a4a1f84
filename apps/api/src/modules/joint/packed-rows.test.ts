import { describe, expect, it } from 'vitest';
import { parseScoreRows, parseTotalRows } from './packed-rows.js';

const full = Float64Array.of(5, 6, 10);
/** Question 1 single choice, 2 multiple choice, 3 written. */
const objective = [true, true, false];

describe('parseScoreRows (the union build reading packed exam rows)', () => {
  it('reads every row of every exam into columns, in the order they come', () => {
    const rows = parseScoreRows(
      [
        { examId: 7, packed: '12;301;0;5,3,7.5;A,AC,|10;302;0;0,6,10;B,,' },
        { examId: 9, packed: '11;401;1;0,0,0;~' },
      ],
      full,
      objective,
    );
    expect(Array.from(rows.studentIds)).toEqual([12, 10, 11]);
    expect(Array.from(rows.clazzIds)).toEqual([301, 302, 401]);
    expect(Array.from(rows.examIds)).toEqual([7, 7, 9]);
    expect(Array.from(rows.absent)).toEqual([0, 0, 1]);
    expect(Array.from(rows.scores)).toEqual([5, 3, 7.5, 0, 6, 10, 0, 0, 0]);
    // Blank answers are null; the written question's cell is never kept.
    expect(rows.answers).toEqual(['A', 'AC', null, 'B', null, null, null, null, null]);
  });

  it('clamps scores to [0, full], reads other decimals, and counts missing or unreadable cells 0', () => {
    const rows = parseScoreRows([{ examId: 1, packed: '1;1;0;9,2.25,-3;~|2;1;0;4;~|3;1;0;x,1,2,99;A,B,C,D' }], full, objective);
    expect(Array.from(rows.scores)).toEqual([5, 2.25, 0, 4, 0, 0, 0, 1, 2]);
    expect(rows.answers!.slice(6)).toEqual(['A', 'B', null]);
  });

  it('keeps no answers for an absentee or a paper without objective questions', () => {
    const absent = parseScoreRows([{ examId: 1, packed: '1;1;1;5,6,10;A,B,' }], full, objective);
    expect(Array.from(absent.scores)).toEqual([0, 0, 0]);
    expect(absent.answers).toEqual([null, null, null]);
    expect(parseScoreRows([{ examId: 1, packed: '1;1;0;5,6,10;A,B,' }], full, [false, false, false]).answers).toBeUndefined();
  });

  it('reads an exam without rows as none', () => {
    const rows = parseScoreRows([{ examId: 1, packed: null }, { examId: 2, packed: '' }], full, objective);
    expect(rows.studentIds.length).toBe(0);
    expect(rows.scores.length).toBe(0);
  });
});

describe('parseTotalRows', () => {
  it('reads each total, NaN where there is none', () => {
    const rows = parseTotalRows([
      { examId: 3, packed: '5;20;0;123.5|6;20;1;' },
      { examId: 4, packed: '5;20;0;88' },
    ]);
    expect(Array.from(rows.studentIds)).toEqual([5, 6, 5]);
    expect(Array.from(rows.examIds)).toEqual([3, 3, 4]);
    expect(Array.from(rows.absent)).toEqual([0, 1, 0]);
    expect(Array.from(rows.totals)).toEqual([123.5, NaN, 88]);
  });
});

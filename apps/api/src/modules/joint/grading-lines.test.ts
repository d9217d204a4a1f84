import { describe, expect, it } from 'vitest';
import { computeGradingLines, gradingLinesProblem, type TLineStudent } from './grading-lines.js';

const s = (schoolId: number, clazzId: number, total: number | null): TLineStudent => ({ schoolId, clazzId, total });

describe('grading lines (上线统计)', () => {
  const students = [s(1, 11, 600), s(1, 11, 520), s(1, 12, 519.5), s(1, 12, null), s(2, 21, 700), s(2, 21, 520), s(2, 22, 300), s(2, 22, 520)];

  it('counts the participants reaching each score line per union, school and class; absentees are not participants', () => {
    const r = computeGradingLines(students, [{ name: '特控线', kind: 'score', value: 600 }, { name: '本科线', kind: 'score', value: 520 }], 750);
    expect(r.lines.map((l) => l.score)).toEqual([600, 520]);
    expect(r.union).toEqual({ participants: 7, counts: [2, 5], rates: [2 / 7, 5 / 7] });
    expect(r.schools[1]).toEqual({ participants: 3, counts: [1, 2], rates: [1 / 3, 2 / 3] });
    expect(r.schools[2]).toEqual({ participants: 4, counts: [1, 3], rates: [1 / 4, 3 / 4] });
    expect(r.classes[12]).toEqual({ participants: 1, counts: [0, 0], rates: [0, 0] });
  });

  it('turns a top share into the score of the participant at rank ⌈share × n⌉, ties included', () => {
    // 7 participants: 700, 600, 520, 520, 520, 519.5, 300. 前30%: rank ⌈2.1⌉ = 3 → 520, and all three 520s reach it.
    const r = computeGradingLines(students, [{ name: '前30%', kind: 'top', value: 0.3 }, { name: '前50%', kind: 'top', value: 0.5 }], 750);
    expect(r.lines.map((l) => l.score)).toEqual([520, 520]);
    expect(r.union.counts).toEqual([5, 5]);
    // 前10%: rank ⌈0.7⌉ = 1.
    expect(computeGradingLines(students, [{ name: '前10%', kind: 'top', value: 0.1 }], 750).union.counts).toEqual([1]);
  });

  it('has no line score and no counts without participants', () => {
    const r = computeGradingLines([s(1, 11, null)], [{ name: '前10%', kind: 'top', value: 0.1 }], 750);
    expect(r.lines[0]!.score).toBeNull();
    expect(r.union).toEqual({ participants: 0, counts: [0], rates: [null] });
  });

  it('refuses lines out of order, above full marks, unnamed or repeated, in Chinese', () => {
    expect(gradingLinesProblem([{ name: '本科线', kind: 'score', value: 520 }, { name: '特控线', kind: 'score', value: 600 }], 750)).toBe('分数线应从高到低排列：“特控线”应低于“本科线”');
    expect(gradingLinesProblem([{ name: '特控线', kind: 'score', value: 800 }], 750)).toBe('分数线“特控线”应在0到满分750之间');
    expect(gradingLinesProblem([{ name: '前10%', kind: 'top', value: 0.3 }, { name: '前5%', kind: 'top', value: 0.05 }], 750)).toMatch(/从高到低/);
    expect(gradingLinesProblem([{ name: ' ', kind: 'score', value: 1 }], 750)).toBe('第1条分数线没有名称');
    expect(gradingLinesProblem([{ name: 'A', kind: 'score', value: 2 }, { name: 'A', kind: 'score', value: 1 }], 750)).toBe('分数线“A”重复');
    expect(gradingLinesProblem([{ name: '特控线', kind: 'score', value: 600 }, { name: '前10%', kind: 'top', value: 0.1 }], 750)).toBeNull();
    expect(() => computeGradingLines([], [{ name: '特控线', kind: 'score', value: 800 }], 750)).toThrow('满分750');
  });
});

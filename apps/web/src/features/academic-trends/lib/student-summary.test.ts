import { describe, expect, it } from 'vitest';
import type { TStudentExam } from '../api/student-trend';
import { countByType, reviewPlanFor, termSummary } from './student-summary';

const exam = (id: number, typeName: string, score: number | null, fullScore: number, gradeRank: number | null): TStudentExam => ({
  examId: id,
  name: `考试${id}`,
  typeName,
  examDate: `2026-09-${String(id).padStart(2, '0')}`,
  fullScore,
  missExam: score == null,
  score,
  clazzRank: null,
  gradeRank,
  tier: null,
  participants: 300,
  clazzAverage: 60,
  gradeAverage: 58,
});

describe('student term summary', () => {
  const exams = [exam(1, '周考', 80, 100, 50), exam(2, '月考', 90, 150, 80), exam(3, '周考', null, 100, null), exam(4, '期中考试', 135, 150, 20)];

  it('counts exams by type, sat and missed', () => {
    expect(countByType(exams)).toEqual([
      { typeName: '周考', total: 2, sat: 1, missed: 1 },
      { typeName: '月考', total: 1, sat: 1, missed: 0 },
      { typeName: '期中考试', total: 1, sat: 1, missed: 0 },
    ]);
  });

  it('compares exams by score rate and ranks from the first to the last exam sat', () => {
    // The rank change is the server's, over the students who sat both exams; the grade ranks of the
    // two exams (40 and 10 here) are not subtracted, their cohorts may differ.
    expect(termSummary(exams).rankGain).toBeNull();
    const s = termSummary(exams, 7);
    expect(s.sat).toBe(3);
    expect(s.missed).toBe(1);
    expect(s.averageRate).toBeCloseTo((0.8 + 0.6 + 0.9) / 3);
    expect(s.best?.examId).toBe(4);
    expect(s.worst?.examId).toBe(2);
    expect(s.rankGain).toBe(7);
  });

  it('has no best, worst or rank change without exams sat', () => {
    const s = termSummary([exam(3, '周考', null, 100, null)]);
    expect([s.sat, s.averageRate, s.best, s.worst, s.rankGain]).toEqual([0, null, null, null, null]);
  });

  it('plans more weeks for weaker points', () => {
    const item = (mastery: number) => reviewPlanFor({ kpId: 1, name: '数列', mastery, advice: '' });
    expect([item(0.2).level, item(0.5).level, item(0.7).level]).toEqual(['基础薄弱', '方法不熟', '基本掌握']);
    expect(item(0.2).weeks.map((w) => w.week)).toEqual([1, 2, 3]);
    expect(item(0.7).weeks).toHaveLength(2);
  });
});

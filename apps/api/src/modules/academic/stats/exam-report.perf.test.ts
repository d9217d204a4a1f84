/**
 * A district exam at full size: 50,000 students in 1,000 classes × 30 questions. Asserts only
 * invariants (timing is machine-dependent and would make the suite flaky); the elapsed time is
 * printed so it can be read from the test output and recorded by hand.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../seed/random.js';
import { computeExamReport } from './exam-report.js';
import { scoreObjective } from './objective.js';
import { DEFAULT_STATS_SETTINGS, type TExamInput, type TStatsQuestion, type TStatsStudent } from './types.js';

const STUDENTS = 50_000;
const CLASSES = 1_000;
const LETTERS = ['A', 'B', 'C', 'D'];

function buildDistrictExam(): { input: TExamInput; keys: string[] } {
  const rng = createRng(20261121);
  // 12 single choice (3 points), 3 multiple choice (5 points, 2 for a subset), 15 subjective.
  const questions: TStatsQuestion[] = [];
  const keys: string[] = [];
  for (let j = 0; j < 30; j++) {
    const kind = j < 12 ? 'single' : 'multiple';
    if (j < 15) {
      questions.push({ questionId: j + 1, fullScore: j < 12 ? 3 : 5, objective: true, options: LETTERS, kind, knowledgePointIds: [1 + (j % 6)] });
      keys.push(kind === 'single' ? rng.pick(LETTERS) : 'AC');
    } else {
      questions.push({ questionId: j + 1, fullScore: j < 25 ? 6 : 10, objective: false, knowledgePointIds: [1 + (j % 6), 7] });
      keys.push('');
    }
  }
  const q = questions.length;
  const students: TStatsStudent[] = [];
  const scores = new Float64Array(STUDENTS * q);
  const answers: (string | null)[] = new Array<string | null>(STUDENTS * q).fill(null);
  for (let i = 0; i < STUDENTS; i++) {
    students.push({ studentId: 100_000 + i, clazzId: 1 + (i % CLASSES), absent: rng.next() < 0.02 });
    const ability = rng.next();
    for (let j = 0; j < q; j++) {
      const question = questions[j] as TStatsQuestion;
      const key = keys[j] as string;
      if (question.objective) {
        const r = rng.next();
        let answer: string | null;
        if (r < 0.03) answer = null;
        else if (r < 0.3 + 0.6 * ability) answer = question.kind === 'single' ? key : rng.pick(['AC', 'A', 'C']);
        else answer = question.kind === 'single' ? rng.pick(LETTERS) : rng.pick(['AB', 'ABCD', 'D', 'B']);
        answers[i * q + j] = answer;
        scores[i * q + j] = scoreObjective(answer, key, question.fullScore, question.kind ?? 'single', 2);
      } else {
        const raw = question.fullScore * Math.min(1, Math.max(0, ability + (rng.next() - 0.5) * 0.6));
        scores[i * q + j] = Math.round(raw * 2) / 2;
      }
    }
  }
  return { input: { questions, students, scores, answers, settings: DEFAULT_STATS_SETTINGS }, keys };
}

describe('district exam, 50,000 × 30', () => {
  it('computes a consistent report', () => {
    const { input, keys } = buildDistrictExam();
    const started = performance.now();
    const report = computeExamReport(input);
    const elapsed = performance.now() - started;
    const jsonStarted = performance.now();
    const json = JSON.stringify(report);
    const jsonElapsed = performance.now() - jsonStarted;
    console.log(`computeExamReport 50,000 × 30 (1,000 classes): ${elapsed.toFixed(0)} ms; JSON.stringify ${jsonElapsed.toFixed(0)} ms, ${(json.length / 1e6).toFixed(1)} MB`);

    const n = report.participants;
    expect(n + report.absentStudentIds.length).toBe(STUDENTS);
    expect(report.classes).toHaveLength(CLASSES);
    expect(report.classes.reduce((s, c) => s + c.participants, 0)).toBe(n);
    expect(report.grade.bands.reduce((s, b) => s + b.count, 0)).toBe(n);

    // The grade average is the participant-weighted mean of the class averages.
    const weighted = report.classes.reduce((s, c) => s + (c.average ?? 0) * c.participants, 0) / n;
    expect(weighted).toBeCloseTo(report.grade.average ?? Number.NaN, 6);

    // Ranks: 1 + the number of strictly higher totals, checked by brute force on a sample.
    const present = report.students.filter((s) => !s.absent);
    expect(present.length).toBeGreaterThan(25);
    const totals = present.map((s) => s.total as number);
    for (const s of present.slice(0, 25)) {
      const higher = totals.reduce((c, t) => c + (t > (s.total as number) ? 1 : 0), 0);
      expect(s.gradeRank).toBe(higher + 1);
      expect((s.z as number) * (report.grade.stdDev as number)).toBeCloseTo((s.total as number) - (report.grade.average as number), 6);
      expect(s.tier).toBe(((s.gradeRank as number) - 1) / n < 0.1 ? 'top' : ((s.gradeRank as number) - 1) / n < 0.3 ? 'excellent' : ((s.gradeRank as number) - 1) / n < 0.8 ? 'middle' : 'struggling');
    }

    expect(report.questions.length).toBeGreaterThan(0);
    report.questions.forEach((q, j) => {
      const g = q.grade;
      expect(g.scoringRate).toBeGreaterThanOrEqual(0);
      expect(g.scoringRate).toBeLessThanOrEqual(1);
      expect(Math.abs(g.discrimination as number)).toBeLessThanOrEqual(1);
      expect(Math.abs(g.itemRestCorrelation as number)).toBeLessThanOrEqual(1);
      // Good students score higher on every generated question, so D and r are positive.
      expect(g.discrimination).toBeGreaterThan(0);
      expect(g.itemRestCorrelation).toBeGreaterThan(0);
      const d = g.optionDistribution;
      if (j < 12 && d) {
        // Single choice: every answer lands in exactly one slot, and full marks are the key's count.
        expect(d.options.reduce((s, o) => s + o.count, 0) + d.blank + d.other).toBe(n);
        expect(d.options.find((o) => o.option === keys[j])?.count).toBe(g.fullMarkCount);
      }
    });
    expect(report.alpha).toBeGreaterThan(0.5);
    expect(report.alpha).toBeLessThan(1);
    expect(report.knowledgePoints).toHaveLength(7);
  });
});

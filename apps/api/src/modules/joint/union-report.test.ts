/**
 * The union report (docs/statistics.md "Union reports"): a union of one school is that school's
 * own report, and every school's figures in a union equal the single-school engine over that
 * school's students alone; ranks, 超均率 and percentiles follow the single-school rules. Generated
 * exams with few distinct scores, so ties and absentees are the rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeExamReport, computeTotalReport, DEFAULT_STATS_SETTINGS, type TExamInput } from '../academic/stats/index.js';
import { computeUnionReport, computeUnionTotalReport, type TUnionInput, type TUnionTotalInput } from './union-report.js';

type Row = { schoolId: number; clazz: number; absent: boolean; scores: number[]; answers: (string | null)[] };

/** 1-4 questions (the first objective), 2-60 students in 1-3 schools of 1-3 classes each. */
const union = (maxSchools: number) =>
  fc
    .record({ fulls: fc.array(fc.constantFrom(1, 2, 3, 5), { minLength: 1, maxLength: 4 }), n: fc.integer({ min: 2, max: 60 }) })
    .chain(({ fulls, n }) =>
      fc.record({
        fulls: fc.constant(fulls),
        rows: fc.array(
          fc.record({
            schoolId: fc.integer({ min: 1, max: maxSchools }),
            clazz: fc.integer({ min: 1, max: 3 }),
            absent: fc.integer({ min: 0, max: 9 }).map((x) => x < 2),
            scores: fc.tuple(...fulls.map((f) => fc.constantFrom(0, f / 2, f, Math.min(f, 0.1)))),
            answers: fc.tuple(...fulls.map((_, j) => (j === 0 ? fc.constantFrom('A', 'B', null, 'E') : fc.constant(null)))),
          }) as fc.Arbitrary<Row>,
          { minLength: n, maxLength: n },
        ),
      }),
    );

/** Class ids are unique across schools: school s's class c is s × 10 + c. */
const clazzOf = (r: Row) => r.schoolId * 10 + r.clazz;

function unionInput(fulls: number[], rows: Row[]): TUnionInput {
  return {
    questions: fulls.map((fullScore, j) => ({ questionId: 100 + j, fullScore, objective: j === 0, kind: 'single', knowledgePointIds: j === 0 ? [1] : [1, 2] })),
    students: rows.map((r, i) => ({ studentId: 1000 + i, schoolId: r.schoolId, clazzId: clazzOf(r), absent: r.absent })),
    scores: Float64Array.from(rows.flatMap((r) => r.scores)),
    answers: rows.flatMap((r) => r.answers),
    settings: DEFAULT_STATS_SETTINGS,
  };
}

/** The single-school input of the rows of one school. */
function schoolInput(fulls: number[], rows: Row[], schoolId: number): TExamInput {
  const keep = rows.map((r, i) => ({ r, i })).filter((x) => x.r.schoolId === schoolId);
  return {
    questions: unionInput(fulls, rows).questions,
    students: keep.map(({ r, i }) => ({ studentId: 1000 + i, clazzId: clazzOf(r), absent: r.absent })),
    scores: Float64Array.from(keep.flatMap(({ r }) => r.scores)),
    answers: keep.flatMap(({ r }) => r.answers),
    settings: DEFAULT_STATS_SETTINGS,
  };
}

describe('union report', () => {
  it('a union of one school is that school’s own report', () => {
    fc.assert(
      fc.property(union(1), ({ fulls, rows }) => {
        const u = computeUnionReport(unionInput(fulls, rows));
        const own = computeExamReport(schoolInput(fulls, rows, 1));
        expect(u.union).toEqual(own.grade);
        expect(u.participants).toBe(own.participants);
        expect(u.absentStudentIds).toEqual(own.absentStudentIds);
        expect(u.alpha).toEqual(own.alpha);
        expect(u.classes.map(({ schoolId: _s, schoolRank, ...c }) => ({ ...c, schoolRankIsRank: schoolRank === c.rank }))).toEqual(own.classes.map((c) => ({ ...c, schoolRankIsRank: true })));
        expect(u.schools).toHaveLength(1);
        const { schoolId, rank, aboveAverageRate, ...group } = u.schools[0]!;
        expect({ schoolId, group }).toEqual({ schoolId: 1, group: own.grade });
        // Ranked first when it has participants; 超均率 0 against itself (null when the average is 0, as for a class).
        expect([rank, aboveAverageRate]).toEqual(own.participants ? [1, own.grade.average ? 0 : null] : [null, null]);
        expect(u.students.map((s) => [s.studentId, s.total, s.classRank, s.unionRank, s.schoolRank, s.z, s.t, s.tier, s.scores, s.knowledgeMastery])).toEqual(
          own.students.map((s) => [s.studentId, s.total, s.classRank, s.gradeRank, s.gradeRank, s.z, s.t, s.tier, s.scores, s.knowledgeMastery]),
        );
        expect(u.questions.map((q) => [q.union, q.schools[1], q.classes])).toEqual(own.questions.map((q) => [q.grade, q.grade, q.classes]));
        expect(u.knowledgePoints.map((k) => [k.kpId, k.unionMastery, k.schoolMastery[1], k.classMastery])).toEqual(own.knowledgePoints.map((k) => [k.kpId, k.gradeMastery, k.gradeMastery, k.classMastery]));
      }),
      { numRuns: 150 },
    );
  });

  it('each school’s figures are the single-school figures over its own students; the union’s are over all', () => {
    fc.assert(
      fc.property(union(3), ({ fulls, rows }) => {
        const input = unionInput(fulls, rows);
        const u = computeUnionReport(input);
        // The union level: the single-school engine over every student of the union.
        const all = computeExamReport({ ...input, students: input.students.map((s) => ({ studentId: s.studentId, clazzId: s.clazzId, absent: s.absent })) });
        expect(u.union).toEqual(all.grade);
        expect(u.questions.map((q) => q.union)).toEqual(all.questions.map((q) => q.grade));
        for (const school of u.schools) {
          const own = computeExamReport(schoolInput(fulls, rows, school.schoolId));
          const { schoolId: _id, rank: _r, aboveAverageRate: _a, ...group } = school;
          expect(group).toEqual(own.grade);
          for (const [j, q] of u.questions.entries()) expect(q.schools[school.schoolId]).toEqual(own.questions[j]!.grade);
          for (const [j, k] of u.knowledgePoints.entries()) expect(k.schoolMastery[school.schoolId]).toEqual(own.knowledgePoints[j]!.gradeMastery);
          const ownRank = new Map(own.students.map((s) => [s.studentId, s.gradeRank]));
          for (const s of u.students.filter((x) => x.schoolId === school.schoolId)) expect(s.schoolRank).toBe(ownRank.get(s.studentId));
          // Each class ranks among its school's classes as in that school's own report.
          const ownClassRank = new Map(own.classes.map((c) => [c.clazzId, c.rank]));
          for (const c of u.classes.filter((x) => x.schoolId === school.schoolId)) expect(c.schoolRank).toBe(ownClassRank.get(c.clazzId));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('ranks schools by average, 超均率 against the union, percentiles as the share below', () => {
    fc.assert(
      fc.property(union(3), ({ fulls, rows }) => {
        const u = computeUnionReport(unionInput(fulls, rows));
        const ranked = u.schools.filter((s) => s.average !== null);
        for (const s of ranked) {
          expect(s.rank).toBe(1 + ranked.filter((o) => (o.average as number) > (s.average as number) + 1e-9).length);
          expect(s.aboveAverageRate).toEqual(u.union.average ? ((s.average as number) - u.union.average) / u.union.average : null);
        }
        const totals = u.students.filter((s) => !s.absent).map((s) => s.total as number);
        for (const s of u.students) {
          if (s.absent) expect([s.percentile, s.unionRank, s.schoolRank]).toEqual([null, null, null]);
          else expect(s.percentile).toBe(totals.filter((t) => t < (s.total as number) - 1e-9).length / totals.length);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a class that appears under two schools', () => {
    const input = unionInput([5], [
      { schoolId: 1, clazz: 1, absent: false, scores: [5], answers: ['A'] },
      { schoolId: 2, clazz: 1, absent: false, scores: [3], answers: ['B'] },
    ]);
    input.students[1]!.clazzId = input.students[0]!.clazzId;
    expect(() => computeUnionReport(input)).toThrow(/is in schools 1 and 2/);
  });

  it('总分: each school’s figures are the single-school total over its own students', () => {
    // Per student: 1-3 subjects, each a total in a few steps or absent.
    const rowArb = (k: number) =>
      fc.record({
        schoolId: fc.integer({ min: 1, max: 3 }),
        clazz: fc.integer({ min: 1, max: 2 }),
        totals: fc.tuple(...Array.from({ length: k }, () => fc.constantFrom(0, 50, 75, 100, 75.5))),
        absent: fc.tuple(...Array.from({ length: k }, () => fc.integer({ min: 0, max: 9 }).map((x) => (x < 1 ? 1 : 0)))),
      });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }).chain((k) => fc.record({ k: fc.constant(k), rows: fc.array(rowArb(k), { minLength: 2, maxLength: 50 }) })),
        ({ k, rows }) => {
          const subjects = Array.from({ length: k }, (_, j) => ({ subjectId: 3 + j, fullScore: 100 }));
          const input: TUnionTotalInput = {
            subjects,
            students: rows.map((r, i) => ({ studentId: 1000 + i, schoolId: r.schoolId, clazzId: r.schoolId * 10 + r.clazz })),
            totals: Float64Array.from(rows.flatMap((r) => r.totals)),
            absent: Uint8Array.from(rows.flatMap((r) => r.absent)),
            settings: DEFAULT_STATS_SETTINGS,
          };
          const u = computeUnionTotalReport(input);
          for (const school of u.schools) {
            const keep = rows.map((r, i) => ({ r, i })).filter((x) => x.r.schoolId === school.schoolId);
            const own = computeTotalReport({
              subjects,
              students: keep.map(({ r, i }) => ({ studentId: 1000 + i, clazzId: r.schoolId * 10 + r.clazz })),
              totals: Float64Array.from(keep.flatMap(({ r }) => r.totals)),
              absent: Uint8Array.from(keep.flatMap(({ r }) => r.absent)),
              settings: DEFAULT_STATS_SETTINGS,
            });
            const { schoolId: _id, rank: _r, aboveAverageRate: _a, ...group } = school;
            expect(group).toEqual(own.grade);
            for (const [j, x] of u.subjects.entries()) expect(x.schools[school.schoolId]).toEqual(own.subjects[j]!.grade);
            const ownRank = new Map(own.students.map((s) => [s.studentId, s.gradeRank]));
            for (const s of u.students.filter((x) => x.schoolId === school.schoolId)) expect(s.schoolRank).toBe(ownRank.get(s.studentId));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

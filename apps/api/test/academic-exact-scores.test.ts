/**
 * Scores and totals are stored exactly (double precision): a total of 55/3 reads back as
 * 18.333333333333332, not as single precision's 18.333332 (docs/statistics.md, "Stored scores").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { exam, examRank, examStudent, student } from '../src/db/schema.js';
import { upsertScoreRows } from '../src/modules/academic/score-rows.js';
import { examWithScores } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('exact scores', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let ids: number[];
  let examId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const c1 = s.clazzIds[1]![0]!;
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    const rows = await db.select().from(student).where(eq(student.clazzId, c1));
    ids = rows.map((r) => r.id);
    examId = await examWithScores(ctx, leader, {
      name: '单元测验',
      type: 5,
      date: '2026-11-11',
      gradeId: s.gradeIds[1]!,
      clazzIds: [c1],
      subjectId: 3,
      questions: [{ full: 60 }, { full: 40 }],
      scores: { [rows[0]!.studentNum]: [10, 8.5], [rows[1]!.studentNum]: [18, 0], [rows[2]!.studentNum]: [30, 20] },
    });
    // The import takes half points only; thirds come from elsewhere (a marking average, a computed
    // total). Written through the same bulk writer the import uses: 55/3 = 18.333333333333332 in
    // double precision, single precision keeps 18.333332.
    await upsertScoreRows(db, examId, [
      { studentId: rows[0]!.id, clazzId: c1, absent: false, scores: [10, 25 / 3], answers: null },
      { studentId: rows[1]!.id, clazzId: c1, absent: false, scores: [55 / 3, 0], answers: null },
    ]);
    await db.update(exam).set({ scoreVersion: sql`${exam.scoreVersion} + 1` }).where(eq(exam.id, examId));
  });
  afterAll(() => ctx.close());

  it('stores a total of 55/3 and reads 18.333333333333332 back', async () => {
    const db = ctx.database.db;
    const stored = await db.select({ scores: examStudent.scores, total: examStudent.total }).from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, ids[1]!)));
    expect(stored[0]).toEqual({ scores: [55 / 3, 0], total: 18.333333333333332 });
    const first = await db.select({ total: examStudent.total }).from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, ids[0]!)));
    expect(first[0]!.total).toBe(18.333333333333336);
  });

  it('the rank list and the stored ranks show the exact totals', async () => {
    const top = expectOk(await ctx.call<{ studentId: number; score: number; gradeRank: number }[]>({ method: 'GET', url: `/academic/exam/${examId}/rank/top`, token: leader }));
    expect(top[0]).toMatchObject({ studentId: ids[2], score: 50, gradeRank: 1 });
    // 10 + 25/3 is 18.333333333333336, a rounding hair above 55/3: the same total, so both rank 2.
    expect(top.slice(1).map((r) => [r.studentId, r.score, r.gradeRank])).toEqual([
      [ids[0], 18.333333333333336, 2],
      [ids[1], 18.333333333333332, 2],
    ]);
    const ranks = await ctx.database.db.select({ total: examRank.total }).from(examRank).where(and(eq(examRank.examId, examId), eq(examRank.studentId, ids[1]!)));
    expect(ranks[0]!.total).toBe(18.333333333333332);
  });

  it('the box plot’s quartiles are taken from the exact totals', async () => {
    const r = expectOk(await ctx.call<{ classes: { q1: number | null; q3: number | null; median: number | null }[] }>({ method: 'GET', url: `/academic/exam/${examId}/grade-compare`, token: leader }));
    const c = r.classes.find((x) => x.q1 != null)!;
    // Totals 55/3, 10 + 25/3 and 50: Q1 halfway between the two thirds, Q3 halfway between the second and 50.
    // Single precision made Q1 18.33333206.
    expect(c.q1).toBeCloseTo((18.333333333333332 + 18.333333333333336) / 2, 12);
    expect(c.q3).toBeCloseTo((18.333333333333336 + 50) / 2, 12);
    expect(c.median).toBeCloseTo(18.333333333333336, 12);
  });
});

/**
 * Cut-off lists never depend on which of several tied students a cut would drop
 * (docs/statistics.md, "Row order"): 年级前100名 lists every rank up to 100, ties included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { exam, student } from '../src/db/schema.js';
import { upsertScoreRows } from '../src/modules/academic/score-rows.js';
import { examWithScores } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('top and last lists with ties at the cut', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let examId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const c1 = s.clazzIds[1]![0]!;
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    const three = await db.select().from(student).where(eq(student.clazzId, c1));
    examId = await examWithScores(ctx, leader, { name: '月考', type: 5, date: '2026-11-11', gradeId: s.gradeIds[1]!, clazzIds: [c1], subjectId: 3, questions: [{ full: 100 }], scores: Object.fromEntries(three.map((x) => [x.studentNum, [10]])) });
    // 102 more students: one at 100, then 101 tied at 50 (ranks 2..): the 100th place falls inside the tie.
    const more = await db
      .insert(student)
      .values(Array.from({ length: 102 }, (_, i) => ({ schoolId: s.schoolId, clazzId: c1, name: `学生R${i}`, studentNum: `R${String(i).padStart(4, '0')}${c1}`, gender: 1 })))
      .returning({ id: student.id });
    await upsertScoreRows(db, examId, more.map((m, i) => ({ studentId: m.id, clazzId: c1, absent: false, scores: [i === 0 ? 100 : 50], answers: null })));
    await db.update(exam).set({ scoreVersion: sql`${exam.scoreVersion} + 1` }).where(eq(exam.id, examId));
  });
  afterAll(() => ctx.close());

  it('年级前100名 lists all 101 tied at rank 2 with the one at rank 1', async () => {
    const top = expectOk(await ctx.call<{ gradeRank: number; score: number }[]>({ method: 'GET', url: `/academic/exam/${examId}/rank/top`, token: leader }));
    expect(top.length).toBe(102);
    expect(top.filter((r) => r.gradeRank === 2).length).toBe(101);
  });

  it('年级后100名 lists every rank at or below the 100th from the bottom, ties included', async () => {
    const last = expectOk(await ctx.call<{ gradeRank: number }[]>({ method: 'GET', url: `/academic/exam/${examId}/rank/last`, token: leader }));
    // From the bottom: three at 10 (rank 103), then the 101 at 50 (rank 2): the 100th is inside the tie.
    expect(last.length).toBe(104);
    expect(last.slice(0, 3).map((r) => r.gradeRank)).toEqual([103, 103, 103]);
  });
});

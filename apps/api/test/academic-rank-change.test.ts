/**
 * 名次变化 compares ranks over the students who sat both exams (docs/statistics.md, "Rank change"):
 * the previous exam was sat by three classes, the current one by one class only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, fillExam } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { student } from '../src/db/schema.js';
import { eq } from 'drizzle-orm';

describe('rank change over a comparable cohort', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let c1: number;
  let current: number;
  let ids: number[];

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const [a, b, c] = s.clazzIds[1]!;
    c1 = a!;
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    const inClass = async (id: number) => (await db.select().from(student).where(eq(student.clazzId, id))).sort((x, y) => x.id - y.id);
    const [s1, s2, s3] = [await inClass(a!), await inClass(b!), await inClass(c!)];
    ids = s1.map((x) => x.id);
    // Previous exam, three classes (9 sitters): class 1 scores 30, 20, 10, below all six others.
    const prev = await createGroup(ctx, leader, { name: '月考一', type: 5, date: '2026-10-01', gradeId: s.gradeIds[1]!, clazzIds: [a!, b!, c!], subjectIds: [3] });
    const prevScores = [30, 20, 10, 90, 80, 70, 60, 50, 40];
    const everyone = [...s1, ...s2, ...s3];
    await fillExam(ctx, leader, prev.examOf(3), [{ full: 100 }], Object.fromEntries(everyone.map((x, i) => [x.studentNum, [prevScores[i]!]])));
    // Current exam, class 1 only (3 sitters): 10, 30, 20.
    const cur = await createGroup(ctx, leader, { name: '月考二', type: 5, date: '2026-11-11', gradeId: s.gradeIds[1]!, clazzIds: [a!], subjectIds: [3] });
    current = cur.examOf(3);
    await fillExam(ctx, leader, current, [{ full: 100 }], Object.fromEntries(s1.map((x, i) => [x.studentNum, [[10, 30, 20][i]!]])));
  });
  afterAll(() => ctx.close());

  it('re-ranks both exams over the students present in both', async () => {
    const summary = expectOk(await ctx.call<{ compareCohort: number | null; students: { studentId: number; gradeRank: number; compare: number | null }[] }>({ method: 'GET', url: `/academic/exam/${current}/clazz/${c1}/summary`, token: leader }));
    const byId = new Map(summary.students.map((x) => [x.studentId, x]));
    // Grade ranks 7, 8, 9 before and 3, 1, 2 now would read +4, +7, +7: everyone "improved".
    // Over the three who sat both: before 1, 2, 3; now 3, 1, 2 → −2, +1, +1.
    expect(ids.map((id) => byId.get(id)!.compare)).toEqual([-2, 1, 1]);
    expect(summary.compareCohort).toBe(3);
  });

  it('the big-change tabs use the same figures', async () => {
    const tabs = expectOk(await ctx.call<{ improved: { studentId: number; compare: number }[]; declined: { studentId: number; compare: number }[] }>({ method: 'GET', url: `/academic/exam/${current}/clazz/${c1}/student-tabs`, token: leader }));
    for (const x of [...tabs.improved, ...tabs.declined]) expect(Math.abs(x.compare)).toBeLessThanOrEqual(2);
  });

  it('rank swings (波动名次) compare the same cohort too', async () => {
    const tabs = expectOk(await ctx.call<{ top10: { studentId: number; fluctuation: number | null }[] }>({ method: 'GET', url: `/academic/exam/${current}/clazz/${c1}/student-tabs`, token: leader }));
    const swing = new Map(tabs.top10.map((x) => [x.studentId, x.fluctuation]));
    // Grade ranks 7→3, 8→1, 9→2 would swing 4, 7, 7; over the three who sat both: 1→3, 2→1, 3→2.
    expect(ids.map((id) => swing.get(id))).toEqual([2, 1, 1]);
  });

  it("a student's term trend compares the first and last exam over the same cohort", async () => {
    const trend = expectOk(await ctx.call<{ exams: { gradeRank: number | null }[]; rankGain: number | null; rankGainCohort: number | null }>({ method: 'GET', url: `/academic/student/trend?studentId=${ids[1]}&subjectId=3`, token: leader }));
    // Grade rank 8 then 1 would be "进步7名"; over the three who sat both it is 2 → 1.
    expect(trend.exams.map((e) => e.gradeRank)).toEqual([8, 1]);
    expect(trend.rankGain).toBe(1);
    expect(trend.rankGainCohort).toBe(3);
  });
});

/** Trends over a term: class trend, knowledge points, a student's trend and suggestions, the student tabs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { student } from '../src/db/schema.js';
import { examWithScores } from './support/academic.js';
import { expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('academic trends', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let teacher: string;
  let other: string;
  let c1: number;
  let c2: number;
  let nums: string[];
  let ids: number[];
  let exam2: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    teacher = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    other = await ctx.login(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }] }));
    const rows = await db.select().from(student).where(eq(student.clazzId, c1));
    const rows2 = await db.select().from(student).where(eq(student.clazzId, c2));
    nums = [...rows, ...rows2].map((r) => r.studentNum);
    ids = [...rows, ...rows2].map((r) => r.id);
    const base = { type: 3, gradeId: s.gradeIds[1]!, clazzIds: [c1, c2], subjectId: 3, questions: [{ full: 50, kps: [3002] }, { full: 50, kps: [3003] }] };
    // 高一(1): students 0-2, 高一(2): 3-5. Exam 1 then exam 2 (same type): student 0 falls from 1st to last.
    await examWithScores(ctx, leader, { ...base, name: '10月月考', date: '2026-10-10', scores: { [nums[0]!]: [50, 50], [nums[1]!]: [30, 20], [nums[2]!]: [20, 20], [nums[3]!]: [40, 40], [nums[4]!]: [35, 35], [nums[5]!]: [10, 10] } });
    exam2 = await examWithScores(ctx, leader, { ...base, name: '11月月考', date: '2026-11-10', scores: { [nums[0]!]: [5, 5], [nums[1]!]: [40, 20], [nums[2]!]: [30, 10], [nums[3]!]: [45, 45], [nums[4]!]: '缺考', [nums[5]!]: [20, 20] } });
  });
  afterAll(() => ctx.close());

  it('the class trend lists both exams with class and grade averages and the class rank', async () => {
    const rows = expectOk(await ctx.call<{ name: string; average: number; gradeAverage: number; rank: number }[]>({ method: 'GET', url: `/academic/clazz/trend?clazzId=${c1}&subjectId=3`, token: teacher }));
    expect(rows.map((r) => r.name)).toEqual(['10月月考', '11月月考']);
    expect(rows[0]!.average).toBeCloseTo(190 / 3);
    expect(rows[0]!.gradeAverage).toBeCloseTo((100 + 50 + 40 + 80 + 70 + 20) / 6);
    expect(rows[1]!.average).toBeCloseTo(110 / 3);
    expect(rows[1]!.rank).toBe(2);
  });

  it('a subject teacher of another subject cannot read this subject; bad input is named', async () => {
    expectError(await ctx.call({ method: 'GET', url: `/academic/clazz/trend?clazzId=${c1}&subjectId=3`, token: other }), 403, '40300', '您没有查看该班级此学科成绩的权限');
    expectValidation(await ctx.call({ method: 'GET', url: `/academic/clazz/trend?clazzId=x&subjectId=3`, token: teacher }), 'clazzId');
    expect((await ctx.call({ method: 'GET', url: `/academic/clazz/trend?clazzId=${c1}&subjectId=3` })).status).toBe(401);
  });

  it('class knowledge points over the term are weighted by points at stake', async () => {
    const rows = expectOk(await ctx.call<{ kpId: number; clazzMastery: number; exams: number }[]>({ method: 'GET', url: `/academic/clazz/point-trend?clazzId=${c1}&subjectId=3`, token: teacher }));
    const kp = rows.find((r) => r.kpId === 3002)!;
    // 高一(1) on question 1: exam 1 (50+30+20)/150, exam 2 (5+40+30)/150 → (100+75)/300
    expect(kp.clazzMastery).toBeCloseTo(175 / 300);
    expect(kp.exams).toBe(2);
  });

  it("a student's trend and knowledge points, with advice for the weakest", async () => {
    const trend = expectOk(await ctx.call<{ exams: { score: number; gradeRank: number }[] }>({ method: 'GET', url: `/academic/student/trend?studentId=${ids[0]}&subjectId=3`, token: teacher }));
    expect(trend.exams.map((e) => [e.score, e.gradeRank])).toEqual([
      [100, 1],
      [10, 5],
    ]);
    const pts = expectOk(await ctx.call<{ points: { kpId: number; mastery: number }[]; guide: { advice: string }[] }>({ method: 'GET', url: `/academic/student/points?studentId=${ids[0]}&subjectId=3`, token: teacher }));
    expect(pts.points.find((p) => p.kpId === 3002)!.mastery).toBeCloseTo(55 / 100);
    expect(pts.guide[0]!.advice).toContain('掌握率55%');
    expectError(await ctx.call({ method: 'GET', url: `/academic/student/trend?studentId=${ids[3]}&subjectId=3`, token: teacher }), 403, '40300');
  });

  it('the student tabs find the big decline and the critical students', async () => {
    const tabs = expectOk(
      await ctx.call<{ declined: { studentNum: string; compare: number }[]; critical: { studentNum: string; distanceToPass: number }[]; top10: unknown[]; last10: { studentNum: string }[] }>({
        method: 'GET',
        url: `/academic/exam/${exam2}/clazz/${c1}/student-tabs`,
        token: teacher,
      }),
    );
    // Default big change is 50 ranks: nobody in a 6-student grade moves that far.
    expect(tabs.declined).toEqual([]);
    expect(tabs.top10).toHaveLength(3);
    expect(tabs.last10[0]!.studentNum).toBe(nums[0]);
    // Pass line 60, margin 5: 60 (student 1) is critical; 40 (student 2) is not.
    expect(tabs.critical.map((c) => [c.studentNum, c.distanceToPass])).toEqual([[nums[1], 0]]);
    const settings = expectOk(await ctx.call<Record<string, unknown>>({ method: 'GET', url: '/academic/report-setting', token: leader }));
    expectOk(await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: leader, payload: { ...settings, bigRankChange: 3 } }));
    const again = expectOk(await ctx.call<{ declined: { studentNum: string; compare: number }[] }>({ method: 'GET', url: `/academic/exam/${exam2}/clazz/${c1}/student-tabs`, token: teacher }));
    expect(again.declined.map((d) => [d.studentNum, d.compare])).toEqual([[nums[0], -4]]);
    expectError(await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: teacher, payload: settings }), 403, '40300');
    expectValidation(await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: leader, payload: { ...settings, passRate: 0.3 } }), 'passRate', '低分线 < 及格线');
  });

  it('wrong questions below the rate, and a Word re-practice sheet naming who lost points', async () => {
    const rows = expectOk(await ctx.call<{ examName: string; questionNo: string; clazzRate: number; questionId: number; examId: number; wrongCount: number }[]>({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=0.6`, token: teacher }));
    expect(rows.map((r) => [r.examName, r.questionNo])).toEqual([
      ['11月月考', '2'],
      ['11月月考', '1'],
    ]);
    expect(rows[0]!.clazzRate).toBeCloseTo(35 / 150);
    expect(rows[0]!.wrongCount).toBe(3);
    const kp = expectOk(await ctx.call<unknown[]>({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=0.6&kpId=3002`, token: teacher }));
    expect(kp).toHaveLength(1);
    expectValidation(await ctx.call({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=2`, token: teacher }), 'maxRate', '得分率须在0到1之间');
    const res = await ctx.app.inject({ method: 'POST', url: '/academic/wrongtopic/practice-sheet', headers: { authorization: `Bearer ${teacher}` }, payload: { clazzId: c1, items: rows.map((r) => ({ examId: r.examId, questionId: r.questionId })) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('错题重练单.docx');
    expectError(await ctx.call({ method: 'POST', url: '/academic/wrongtopic/practice-sheet', token: other, payload: { clazzId: c1, items: [{ examId: rows[0]!.examId, questionId: rows[0]!.questionId }] } }), 403, '40300');
  });

  it('提分宝 ranks students by the gap to the next line with the points they lost most on', async () => {
    const rows = expectOk(await ctx.call<{ studentNum: string; score: number; nextLine: string | null; gapToNext: number | null; focus: { kpId: number; lostPoints: number }[] }[]>({ method: 'GET', url: `/academic/exam/${exam2}/clazz/${c1}/score-up`, token: teacher }));
    // 11月: s1 60 (next 良好线 70, gap 10), s2 40 (及格线 60, gap 20), s0 10 (及格线, gap 50).
    expect(rows.map((r) => [r.studentNum, r.nextLine, r.gapToNext])).toEqual([
      [nums[1], '良好线', 10],
      [nums[2], '及格线', 20],
      [nums[0], '及格线', 50],
    ]);
    expect(rows[0]!.focus[0]).toEqual({ kpId: 3003, name: expect.any(String), lostPoints: 30 });
    expect((await ctx.call({ method: 'GET', url: `/academic/exam/${exam2}/clazz/${c2}/score-up`, token: teacher })).status).toBe(403);
  });
});

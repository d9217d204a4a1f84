/**
 * One source and one rounding for each figure a report page shows: the class count, the class
 * summary text, knowledge points with the same name in two chapters (the English paper's
 * 非谓语动词 under 语法 and under 语法填空).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { averageGap, fmtFixed } from '@app/contract';
import { student } from '../src/db/schema.js';
import { createGroup, fillExam } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('report texts and figures', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let c1: number;
  let c2: number;
  let c3: number;
  let examId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2, c3] = s.clazzIds[1]! as [number, number, number];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    const nums = async (id: number) => (await db.select().from(student).where(eq(student.clazzId, id))).map((r) => r.studentNum);
    const [n1, n2, n3] = [await nums(c1), await nums(c2), await nums(c3)];
    const g = await createGroup(ctx, leader, { name: '期中考试', type: 5, date: '2026-11-11', gradeId: s.gradeIds[1]!, clazzIds: [c1, c2, c3], subjectIds: [8] });
    examId = g.examOf(8);
    // Class 3 sat nobody: all absent. Question 1 is tagged 8013 (语法 › 非谓语动词), question 2
    // 8044 (语法填空 › 非谓语动词), question 3 both.
    await fillExam(ctx, leader, examId, [{ full: 10, kps: [8013] }, { full: 10, kps: [8044] }, { full: 5, kps: [8013, 8044] }], {
      [n1[0]!]: [9, 3, 5],
      [n1[1]!]: [6, 7, 2],
      [n1[2]!]: [5, 5, 1],
      [n2[0]!]: [8, 8, 4],
      [n2[1]!]: [7, 2, 3],
      [n2[2]!]: [4, 6, 0],
      ...Object.fromEntries(n3.map((n) => [n, '缺考' as const])),
    });
  });
  afterAll(() => ctx.close());

  it('counts only the classes with participants', async () => {
    const summary = expectOk(await ctx.call<{ clazzCount: number; clazz: { rank: number | null } }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/summary`, token: leader }));
    expect(summary.clazzCount).toBe(2);
    const report = expectOk(await ctx.call<{ paragraphs: string[] }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/report`, token: leader }));
    expect(report.paragraphs[0]).toContain('在全年级2个班级中排名第');
  });

  it('the summary text has no empty clause for a class without participants', async () => {
    const report = expectOk(await ctx.call<{ paragraphs: string[] }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c3}/report`, token: leader }));
    const text = report.paragraphs.join('');
    expect(text).not.toMatch(/，，|，。|-分/);
    expect(report.paragraphs[0]).toContain('实考0人');
  });

  it('the gap to the grade average reads as on the page header', async () => {
    const summary = expectOk(await ctx.call<{ clazz: { average: number }; grade: { average: number } }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/summary`, token: leader }));
    const report = expectOk(await ctx.call<{ paragraphs: string[] }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/report`, token: leader }));
    // Class 1 averages 43/3 = 14.333…, the grade 85/6 = 14.1666…: 14.33 against 14.17, 0.16 above
    // (one decimal used to make it 14.3 against 14.2 and 0.2).
    const gap = averageGap(summary.clazz.average, summary.grade.average)!;
    expect(gap).toBe(0.16);
    expect(report.paragraphs[0]).toContain(`班级平均分${fmtFixed(summary.clazz.average)}分，高于年级平均分（${fmtFixed(summary.grade.average)}分）${fmtFixed(gap)}分`);
    expect(report.paragraphs[0]).toContain('班级平均分14.33分，高于年级平均分（14.17分）0.16分');
  });

  it('two knowledge points of the same name are told apart by their chapter', async () => {
    const points = expectOk(await ctx.call<{ kpId: number; name: string }[]>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/point`, token: leader }));
    expect(points.map((p) => [p.kpId, p.name])).toEqual([
      [8013, '非谓语动词（语法）'],
      [8044, '非谓语动词（语法填空）'],
    ]);
    const topics = expectOk(await ctx.call<{ knowledgePoints: { name: string }[] }[]>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/topic`, token: leader }));
    expect(topics[2]!.knowledgePoints.map((k) => k.name)).toEqual(['非谓语动词（语法）', '非谓语动词（语法填空）']);
  });
});

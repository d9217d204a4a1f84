/**
 * Report figures derived once per build and kept per process (report-cache.ts): the class report
 * text, the grade document, 名次变化 against the previous exam and the rank swings. Whatever a
 * teacher changes that the text or the figures are written from shows at the next read, and access
 * is checked on every read, cached or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { student } from '../src/db/schema.js';
import { createGroup, fillExam } from './support/academic.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { studentsOf } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Text = { clazzName: string; paragraphs: string[] };
type Summary = { students: { studentId: number; compare: number | null }[] };
type Tabs = { top10: { studentId: number; fluctuation: number | null }[] };

describe('report figures kept between reads follow every change', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let master: string;
  let outsider: string;
  let c1: number;
  let c2: number;
  let groupId: number;
  let examId: number;
  let prevExamId: number;
  let c1Students: { studentId: number; num: string }[];
  let c2Students: { studentId: number; num: string }[];

  const text = async () => expectOk(await ctx.call<Text>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/report`, token: leader })).paragraphs.join('\n');
  const summary = async () => expectOk(await ctx.call<Summary>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/summary`, token: leader }));
  const tabs = async () => expectOk(await ctx.call<Tabs>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/student-tabs`, token: leader }));
  const editScore = async (exam: number, studentId: number, score: number) =>
    expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${exam}/score`, token: leader, payload: { studentId, scores: [score], reason: '复核' } }));

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = s.clazzIds[1]! as [number, number];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    master = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 5 }] }));
    // Teaches maths in class 2 only: not a reader of class 1's English report.
    outsider = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c2, subjectId: 3 }] }));
    c1Students = await studentsOf(db, c1);
    c2Students = await studentsOf(db, c2);
    const prev = await createGroup(ctx, leader, { name: '十月月考', type: 3, date: '2026-10-10', gradeId: s.gradeIds[1]!, clazzIds: [c1, c2], subjectIds: [8] });
    prevExamId = prev.examOf(8);
    // The previous exam: class 1's students first, second and third of six.
    await fillExam(ctx, leader, prevExamId, [{ full: 100 }], Object.fromEntries([...c1Students, ...c2Students].map((x, i) => [x.num, [95 - i * 10]])));
    const g = await createGroup(ctx, leader, { name: '十一月月考', type: 3, date: '2026-11-10', gradeId: s.gradeIds[1]!, clazzIds: [c1, c2], subjectIds: [8] });
    groupId = g.examGroupId;
    examId = g.examOf(8);
    // Class 1: 60 sits on the pass line (60 % of 100), so its student is named as 临界.
    await fillExam(ctx, leader, examId, [{ full: 100 }], {
      [c1Students[0]!.num]: [60],
      [c1Students[1]!.num]: [90],
      [c1Students[2]!.num]: [30],
      [c2Students[0]!.num]: [80],
      [c2Students[1]!.num]: [70],
      [c2Students[2]!.num]: [50],
    });
  });
  afterAll(() => ctx.close());

  it('reads the same text twice', async () => {
    const first = await text();
    expect(first).toContain('本次十一月月考英语');
    expect(first).toContain('学生111');
    expect(await text()).toBe(first);
  });

  it('shows the exam new name after the exam is renamed', async () => {
    await text();
    expectOk(
      await ctx.call({
        method: 'PUT',
        url: `/academic/exam-group/${groupId}`,
        token: leader,
        payload: { name: '十一月阶段考', type: 3, examDate: '2026-11-10', gradeId: s.gradeIds[1]!, clazzIds: [c1, c2], subjects: [{ subjectId: 8, fullScore: 100 }] },
      }),
    );
    const after = await text();
    expect(after).toContain('本次十一月阶段考英语');
    expect(after).not.toContain('十一月月考');
  });

  it('names a renamed student by the new name', async () => {
    expect(await text()).toContain('学生111');
    await ctx.database.db.update(student).set({ name: '改名学生' }).where(eq(student.id, c1Students[0]!.studentId));
    const after = await text();
    expect(after).toContain('改名学生');
    expect(after).not.toContain('学生111');
  });

  it('writes the new average after a score is edited', async () => {
    expect(await text()).toContain('班级平均分60.00分');
    await editScore(examId, c1Students[2]!.studentId, 60);
    expect(await text()).toContain('班级平均分70.00分');
  });

  it('follows a change of the school report settings', async () => {
    expect(await text()).toMatch(/及格率100\.0%（年级/);
    const settings = expectOk(await ctx.call<Record<string, unknown>>({ method: 'GET', url: '/academic/report-setting', token: master }));
    expectOk(await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: master, payload: { ...settings, passRate: 0.7 } }));
    // Pass line 70: of 60, 90 and 60 only 90 passes.
    expect(await text()).toMatch(/及格率33\.3%（年级/);
    expectOk(await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: master, payload: settings }));
  });

  it('re-ranks 名次变化 and the rank swings when the previous exam changes', async () => {
    const id = c1Students[1]!.studentId; // 90 now, first of six; second in the previous exam
    expect((await summary()).students.find((x) => x.studentId === id)!.compare).toBe(1);
    expect((await tabs()).top10.find((x) => x.studentId === id)!.fluctuation).toBe(1);
    // The previous exam's third becomes its last: a fall of six places to first is a rise of 5.
    await editScore(prevExamId, id, 1);
    expect((await summary()).students.find((x) => x.studentId === id)!.compare).toBe(5);
    expect((await tabs()).top10.find((x) => x.studentId === id)!.fluctuation).toBe(5);
  });

  it('checks access on every read, also once the text is kept', async () => {
    await text();
    expectError(await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/report`, token: outsider }), 403, '40300');
    expectError(await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/report` }), 401, '40001');
  });
});

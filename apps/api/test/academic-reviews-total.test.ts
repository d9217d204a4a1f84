/** Score reviews (applylist), the all-subject total (rankinglist) and contrast. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { student } from '../src/db/schema.js';
import { createGroup, fillExam } from './support/academic.js';
import { expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('reviews, totals and contrast', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let head: string;
  let maths: string;
  let c1: number;
  let c2: number;
  let ids: number[];
  let mathsExam: number;
  let englishExam: number;
  let groupId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    head = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 1 }], subjects: [9], adminOf: [c1] }));
    maths = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    const rows = [...(await db.select().from(student).where(eq(student.clazzId, c1))), ...(await db.select().from(student).where(eq(student.clazzId, c2)))];
    ids = rows.map((r) => r.id);
    const nums = rows.map((r) => r.studentNum);
    const g = await createGroup(ctx, leader, { name: '期中考试', type: 5, date: '2026-11-11', gradeId: s.gradeIds[1]!, clazzIds: [c1, c2], subjectIds: [3, 8] });
    groupId = g.examGroupId;
    mathsExam = g.examOf(3);
    englishExam = g.examOf(8);
    const questions = [{ full: 60 }, { full: 40 }];
    await fillExam(ctx, leader, mathsExam, questions, { [nums[0]!]: [50, 30], [nums[1]!]: [40, 20], [nums[2]!]: [30, 30], [nums[3]!]: [60, 40], [nums[4]!]: [20, 10], [nums[5]!]: '缺考' });
    await fillExam(ctx, leader, englishExam, questions, { [nums[0]!]: [40, 30], [nums[1]!]: [50, 30], [nums[2]!]: [10, 10], [nums[3]!]: [30, 30], [nums[4]!]: [60, 40], [nums[5]!]: [30, 20] });
  });
  afterAll(() => ctx.close());

  it('a teacher asks for a review; the manager accepts it and the score and report change', async () => {
    const q = expectOk(await ctx.call<{ questionId: number }[]>({ method: 'GET', url: `/academic/exam/${mathsExam}/paper`, token: maths }));
    expectValidation(await ctx.call({ method: 'POST', url: `/academic/exam/${mathsExam}/review`, token: maths, payload: { studentId: ids[1], questionId: q[1]!.questionId, reason: '' } }), 'reason', '请填写复核原因');
    expectError(await ctx.call({ method: 'POST', url: `/academic/exam/${mathsExam}/review`, token: maths, payload: { studentId: ids[3], questionId: q[1]!.questionId, reason: '漏判' } }), 403, '40300');
    const created = expectOk(await ctx.call<{ reviewId: number }>({ method: 'POST', url: `/academic/exam/${mathsExam}/review`, token: maths, payload: { studentId: ids[1], questionId: q[1]!.questionId, reason: '第2题步骤分漏判', proposedScore: 30 } }));
    expectError(await ctx.call({ method: 'POST', url: `/academic/exam/${mathsExam}/review`, token: maths, payload: { studentId: ids[1], questionId: q[1]!.questionId, reason: '再次申请' } }), 409, '40900', '该题已有待处理的复核申请');
    const mine = expectOk(await ctx.call<{ list: { reviewId: number; statusName: string; canHandle: boolean; currentScore: number }[] }>({ method: 'GET', url: '/academic/review/page', token: maths }));
    expect(mine.list).toEqual([expect.objectContaining({ reviewId: created.reviewId, statusName: '待处理', canHandle: false, currentScore: 20 })]);
    expectError(await ctx.call({ method: 'PUT', url: `/academic/review/${created.reviewId}`, token: maths, payload: { accept: true, newScore: 30 } }), 403, '40300');
    expectValidation(await ctx.call({ method: 'PUT', url: `/academic/review/${created.reviewId}`, token: leader, payload: { accept: true, newScore: null } }), '', '通过复核时请填写新的分数');
    expectValidation(await ctx.call({ method: 'PUT', url: `/academic/review/${created.reviewId}`, token: leader, payload: { accept: true, newScore: 29.3 } }), '', '新分数29.3须为0.5的整数倍');
    expectOk(await ctx.call({ method: 'PUT', url: `/academic/review/${created.reviewId}`, token: leader, payload: { accept: true, newScore: 30, reply: '已核实' } }));
    // The accepted review keeps the student's previous row in the exam's score history.
    const history = expectOk(await ctx.call<{ list: { kind: string; changed: number; teacherName: string }[] }>({ method: 'GET', url: `/academic/exam/${mathsExam}/score-import/history`, token: leader }));
    expect(history.list[0]).toMatchObject({ kind: 'review', changed: 1 });
    expectError(await ctx.call({ method: 'PUT', url: `/academic/review/${created.reviewId}`, token: leader, payload: { accept: false } }), 409, '40900', '该申请已处理');
    const summary = expectOk(await ctx.call<{ students: { studentId: number; score: number }[] }>({ method: 'GET', url: `/academic/exam/${mathsExam}/clazz/${c1}/summary`, token: maths }));
    expect(summary.students.find((x) => x.studentId === ids[1])!.score).toBe(70);
  });

  it('the total over subjects: class teachers see their class, subject teachers do not', async () => {
    const t = expectOk(await ctx.call<{ fullScore: number; subjects: { subjectName: string }[]; students: { studentId: number; total: number | null; gradeRank: number | null; missedSubjects: number }[]; classes: unknown[] }>({ method: 'GET', url: `/academic/exam-group/${groupId}/total`, token: leader }));
    expect(t.fullScore).toBe(200);
    expect(t.subjects.map((x) => x.subjectName)).toEqual(['数学', '英语']);
    // Totals: s0 80+70=150, s1 70+80=150 (after the review), s2 60+20=80, s3 100+60=160, s4 30+100=130, s5 missed maths.
    const byId = new Map(t.students.map((x) => [x.studentId, x]));
    expect([0, 1, 2, 3, 4].map((i) => [byId.get(ids[i]!)!.total, byId.get(ids[i]!)!.gradeRank])).toEqual([
      [150, 2],
      [150, 2],
      [80, 5],
      [160, 1],
      [130, 4],
    ]);
    expect(byId.get(ids[5]!)!).toMatchObject({ total: null, missedSubjects: 1 });
    const forHead = expectOk(await ctx.call<{ students: { studentId: number }[] }>({ method: 'GET', url: `/academic/exam-group/${groupId}/total`, token: head }));
    expect(forHead.students.map((x) => x.studentId).sort()).toEqual(ids.slice(0, 3).sort());
    expectError(await ctx.call({ method: 'GET', url: `/academic/exam-group/${groupId}/total`, token: maths }), 403, '40300', '总分排名仅对班主任、年级组长和校长开放');
    expectError(await ctx.call({ method: 'GET', url: `/academic/exam-group/${groupId}/total?clazzId=${c2}`, token: head }), 403, '40300');
  });

  it('contrast puts two exams of a class side by side', async () => {
    const rows = expectOk(await ctx.call<{ exam: { subjectName: string }; clazz: { average: number } }[]>({ method: 'POST', url: '/academic/contrast', token: leader, payload: { items: [{ examId: mathsExam, clazzId: c1 }, { examId: englishExam, clazzId: c1 }] } }));
    expect(rows.map((r) => [r.exam.subjectName, r.clazz.average])).toEqual([
      ['数学', (80 + 70 + 60) / 3],
      ['英语', (70 + 80 + 20) / 3],
    ]);
    expectValidation(await ctx.call({ method: 'POST', url: '/academic/contrast', token: leader, payload: { items: [{ examId: mathsExam, clazzId: c1 }] } }), 'items', '请至少选择两项进行对比');
    expectError(await ctx.call({ method: 'POST', url: '/academic/contrast', token: maths, payload: { items: [{ examId: mathsExam, clazzId: c1 }, { examId: mathsExam, clazzId: c2 }] } }), 403, '40300');
  });
});

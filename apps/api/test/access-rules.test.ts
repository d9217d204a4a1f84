/**
 * Who may see and manage an exam and its marking (spec section 6; academic/access.ts and
 * marking/access.ts), over HTTP. Every test stands alone: the school and its teachers are built
 * once and only read, and each test creates the exams it needs. This file (with
 * marking-dispatch-rules.test.ts) is what the mutation folder `access` runs per test.
 *
 * - Another school's exam, exam group, marking group or answer is not found, never forbidden.
 * - Managing an exam group: its creator, leaders of its grade (年级组长, a leader post without a
 *   grade) and the school master (校长); not a leader of another grade nor a teacher of the classes.
 * - Seeing classes: leaders of the grade and the creator see every class of the exam; a class
 *   teacher (班主任) every subject of their class; a subject teacher their own subject in their classes.
 * - Grade-wide pages: leaders of the grade and the creator only.
 * - Marking: the exam's manager (负责人), the group's creator, the grade's leaders and the master
 *   manage it; markers and arbiters open the groups they are assigned to.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMarkingGroupInfo, TMarkingNext } from '@app/contract';
import type { Db } from '../src/db/client.js';
import { exam, teacherClazz } from '../src/db/schema.js';
import { createGroup } from './support/academic.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { setupMarkingExam } from './support/marking.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const MANAGE = '只有考试创建人、年级组长或校长可以管理该考试';
const NO_CLASS = '您没有查看该班级这次考试成绩的权限';
const NO_EXAM = '您没有查看这次考试的权限';
const NO_GRADE = '只有年级组长或校长可以查看全年级数据';
const NO_MARKING = '只有考试负责人、年级组长或校长可以管理阅卷';

type Who = { id: number; token: string };

describe('who may see and manage exams and marking', () => {
  let ctx: TestContext;
  let db: Db;
  let s: BuiltSchool;
  let c1: number;
  let c2: number;
  let c3: number;
  let master: Who; // 校长
  let leader: Who; // 年级组长 of 高一
  let dean: Who; // a leader post (教务) without a grade: the whole school
  let otherLeader: Who; // 年级组长 of 高二
  let mathsC1: Who; // teaches maths in 高一(1)
  let mathsC2: Who; // teaches maths in 高一(2)
  let englishC1: Who; // teaches English in 高一(1)
  let classTeacherC1: Who; // 班主任 of 高一(1), teaches nothing there
  let pastMathsC3: Who; // taught maths in 高一(3) last semester only
  let nobody: Who; // a maths teacher with no class
  let stranger: Who; // master of another school

  const who = async (t: Awaited<ReturnType<typeof buildTeacher>>): Promise<Who> => ({ id: t.teacherId, token: await ctx.login(t) });
  const get = <T = unknown>(url: string, w: Who) => ctx.call<T>({ method: 'GET', url, token: w.token });

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2, c3] = s.clazzIds[1]! as [number, number, number];
    master = await who(await buildTeacher(db, s, { posts: [{ post: 5 }], subjects: [3] }));
    leader = await who(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
    dean = await who(await buildTeacher(db, s, { posts: [{ post: 3 }], subjects: [3] }));
    otherLeader = await who(await buildTeacher(db, s, { posts: [{ post: 2, grade: 2 }], subjects: [3] }));
    mathsC1 = await who(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    mathsC2 = await who(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c2, subjectId: 3 }] }));
    englishC1 = await who(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }] }));
    classTeacherC1 = await who(await buildTeacher(db, s, { subjects: [9], adminOf: [c1] }));
    pastMathsC3 = await who(await buildTeacher(db, s, { subjects: [3] }));
    await db.insert(teacherClazz).values({ teacherId: pastMathsC3.id, clazzId: c3, subjectId: 3, semesterId: s.finishedSemesterId, isAdmin: false });
    nobody = await who(await buildTeacher(db, s, { subjects: [3] }));
    stranger = await who(await buildTeacher(db, await buildSchool(db), { posts: [{ post: 5 }], subjects: [3] }));
  });
  afterAll(() => ctx.close());

  /** A maths and English exam of 高一 created by `by` (the leader unless said) for the given classes. */
  const makeExam = (by: Who = leader, clazzIds = [c1, c2, c3]) =>
    createGroup(ctx, by.token, { name: '访问规则测试', type: 1, date: '2026-11-10', gradeId: s.gradeIds[1]!, clazzIds, subjectIds: [3, 8] });
  const paper = (examId: number, w: Who) =>
    ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/paper`, token: w.token, payload: { questions: [{ questionNo: '1', objective: false, fullScore: 10, knowledgePointIds: [] }] } });
  const classesSeen = async (examId: number, w: Who) => {
    const res = await get<{ clazzes: { clazzId: number }[] }>(`/academic/exam/${examId}`, w);
    return res.body.errCode === '00' ? res.body.data.clazzes.map((c) => c.clazzId).sort((a, b) => a - b) : res.body.errMsg;
  };

  it("another school's exam group and exam, or an unknown id, are not found", async () => {
    const g = await makeExam();
    const maths = g.examOf(3);
    expectError(await get(`/academic/exam-group/${g.examGroupId}`, stranger), 404, '40400', '考试不存在');
    expectError(await get(`/academic/exam-group/999999999`, master), 404, '40400', '考试不存在');
    expectError(await get(`/academic/exam/${maths}`, stranger), 404, '40400', '考试不存在');
    expectError(await get(`/academic/exam/999999999`, master), 404, '40400', '考试不存在');
    expectError(await paper(maths, stranger), 404, '40400', '考试不存在');
    expectError(await get(`/academic/exam/${maths}/clazz/${c1}/summary`, stranger), 404, '40400', '考试不存在');
    // The school's own master sees them.
    expect(expectOk(await get<{ examGroupId: number }>(`/academic/exam-group/${g.examGroupId}`, master)).examGroupId).toBe(g.examGroupId);
  });

  it('the creator, the grade leaders and the master manage an exam group; others may not', async () => {
    const g = await makeExam();
    const canManage = async (w: Who) => expectOk(await get<{ canManage: boolean }>(`/academic/exam-group/${g.examGroupId}`, w)).canManage;
    expect(await canManage(leader)).toBe(true);
    expect(await canManage(master)).toBe(true);
    expect(await canManage(dean)).toBe(true);
    expect(await canManage(otherLeader)).toBe(false);
    expect(await canManage(mathsC1)).toBe(false);
    expect(await canManage(classTeacherC1)).toBe(false);
    const maths = g.examOf(3);
    expectError(await paper(maths, otherLeader), 403, '40300', MANAGE);
    expectError(await paper(maths, mathsC1), 403, '40300', MANAGE);
    expectError(await paper(maths, classTeacherC1), 403, '40300', MANAGE);
    expectOk(await paper(maths, master));
    expectOk(await paper(maths, dean));
    expectOk(await paper(maths, leader));
  });

  it('a teacher who created an exam for their class manages it; a colleague of the same subject does not', async () => {
    const g = await makeExam(mathsC1, [c1]);
    const canManage = async (w: Who) => expectOk(await get<{ canManage: boolean }>(`/academic/exam-group/${g.examGroupId}`, w)).canManage;
    expect(await canManage(mathsC1)).toBe(true);
    expect(await canManage(mathsC2)).toBe(false);
    expect(await canManage(leader)).toBe(true);
    expectOk(await paper(g.examOf(3), mathsC1));
    expectError(await paper(g.examOf(3), mathsC2), 403, '40300', MANAGE);
    // The creator sees every class and subject of their exam, even a subject they do not teach.
    expect(await classesSeen(g.examOf(8), mathsC1)).toEqual([c1]);
    expect(await classesSeen(g.examOf(8), mathsC2)).toBe(NO_EXAM);
  });

  it('which classes of an exam each teacher sees', async () => {
    const g = await makeExam();
    const [maths, english] = [g.examOf(3), g.examOf(8)];
    const all = [c1, c2, c3].sort((a, b) => a - b);
    expect(await classesSeen(maths, leader)).toEqual(all);
    expect(await classesSeen(maths, master)).toEqual(all);
    expect(await classesSeen(maths, dean)).toEqual(all);
    expect(await classesSeen(maths, otherLeader)).toBe(NO_EXAM);
    expect(await classesSeen(maths, mathsC1)).toEqual([c1]);
    expect(await classesSeen(maths, mathsC2)).toEqual([c2]);
    expect(await classesSeen(english, mathsC1)).toBe(NO_EXAM);
    expect(await classesSeen(english, englishC1)).toEqual([c1]);
    expect(await classesSeen(maths, englishC1)).toBe(NO_EXAM);
    expect(await classesSeen(maths, classTeacherC1)).toEqual([c1]);
    expect(await classesSeen(english, classTeacherC1)).toEqual([c1]);
    // Last semester's classes do not count.
    expect(await classesSeen(maths, pastMathsC3)).toBe(NO_EXAM);
    expect(await classesSeen(maths, nobody)).toBe(NO_EXAM);
  });

  it('a class page: a class outside the exam is not found, one the teacher may not see is forbidden', async () => {
    const g = await makeExam(leader, [c1, c2]);
    const maths = g.examOf(3);
    const summary = (clazzId: number, w: Who) => get(`/academic/exam/${maths}/clazz/${clazzId}/summary`, w);
    expectError(await summary(c3, leader), 404, '40400', '该班级没有参加这次考试');
    expectError(await summary(c3, mathsC1), 404, '40400', '该班级没有参加这次考试');
    expectError(await summary(c2, mathsC1), 403, '40300', NO_CLASS);
    expectError(await summary(c1, englishC1), 403, '40300', NO_CLASS);
    expectError(await summary(c1, otherLeader), 403, '40300', NO_CLASS);
    expectError(await summary(c2, classTeacherC1), 403, '40300', NO_CLASS);
    // Allowed: past the access check, the class simply has no scores yet.
    const noScores = (res: Awaited<ReturnType<typeof summary>>) => expect({ status: res.status, errMsg: res.body.errMsg }).toEqual({ status: 404, errMsg: '该班级还没有这次考试的成绩' });
    noScores(await summary(c1, mathsC1));
    noScores(await summary(c2, mathsC2));
    noScores(await summary(c1, classTeacherC1));
    noScores(await summary(c2, leader));
    noScores(await summary(c1, master));
  });

  it('grade-wide pages are for the grade leaders, the master and the creator', async () => {
    const g = await makeExam(mathsC1, [c1]);
    const maths = g.examOf(3);
    const compare = (w: Who) => get(`/academic/exam/${maths}/grade-compare`, w);
    for (const w of [otherLeader, mathsC2, classTeacherC1, englishC1]) expectError(await compare(w), 403, '40300', NO_GRADE);
    expectError(await get(`/academic/exam/${maths}/rank/top`, mathsC2), 403, '40300', NO_GRADE);
    for (const w of [leader, master, dean, mathsC1]) {
      const res = await compare(w);
      expect(res.status, JSON.stringify(res.body)).not.toBe(403);
    }
  });

  describe('marking', () => {
    const setup = async () => {
      const markerT = mathsC1;
      const m = await setupMarkingExam(ctx, leader.token, s, {
        questions: [{ no: '1', full: 8 }],
        groups: [{ questionNos: ['1'], markers: [{ teacherId: markerT.id }, { teacherId: mathsC2.id }], arbiters: [mathsC2.id] }],
      });
      return { ...m, groupId: m.groupIds[0]! };
    };
    const info = (groupId: number, w: Who) => get<TMarkingGroupInfo>(`/marking/group/${groupId}`, w);

    it("another school's marking exam, group and answer are not found", async () => {
      const m = await setup();
      expectError(await get(`/marking/exam/${m.examId}/setup`, stranger), 404, '40400', '考试不存在');
      expectError(await get(`/marking/exam/999999999/setup`, master), 404, '40400', '考试不存在');
      expectError(await info(m.groupId, stranger), 404, '40400', '阅卷题组不存在');
      expectError(await info(999999999, master), 404, '40400', '阅卷题组不存在');
      const item = expectOk(await get<TMarkingNext>(`/marking/group/${m.groupId}/next?mode=mark`, mathsC1)).item!;
      expectError(await ctx.call({ method: 'POST', url: '/marking/submit', token: stranger.token, payload: { slotId: item.slotId, scores: [1] } }), 404, '40400', '答卷任务不存在');
      expectError(await ctx.call({ method: 'POST', url: '/marking/submit', token: mathsC1.token, payload: { slotId: 999999999, scores: [1] } }), 404, '40400', '答卷任务不存在');
    });

    it("the exam's manager, the creator, the grade leaders and the master manage marking", async () => {
      const m = await setup();
      await db.update(exam).set({ managerId: nobody.id }).where(eq(exam.id, m.examId));
      for (const w of [leader, master, dean, nobody]) expectOk(await get(`/marking/exam/${m.examId}/setup`, w));
      for (const w of [otherLeader, mathsC1, mathsC2, classTeacherC1]) expectError(await get(`/marking/exam/${m.examId}/setup`, w), 403, '40300', NO_MARKING);
      for (const w of [leader, master, nobody]) {
        const i = expectOk(await info(m.groupId, w));
        expect(i.isManager).toBe(true);
        expect(i.roles).toEqual([]);
      }
      // The marking management actions check the same rule.
      expectError(await ctx.call({ method: 'POST', url: `/marking/group/${m.groupId}/stop`, token: mathsC1.token }), 403, '40300', NO_MARKING);
      expectOk(await ctx.call({ method: 'POST', url: `/marking/group/${m.groupId}/stop`, token: nobody.token }));
    });

    it('markers and arbiters open their group with their roles; other teachers may not', async () => {
      const m = await setup();
      const marker = expectOk(await info(m.groupId, mathsC1));
      expect(marker.roles).toEqual(['marker']);
      expect(marker.isManager).toBe(false);
      expect(marker.subjectName).toBe('数学');
      expect(marker.questions.map((q) => [q.questionNo, q.fullScore])).toEqual([['1', 8]]);
      // Roles come sorted, whatever order they were stored in.
      const both = expectOk(await info(m.groupId, mathsC2));
      expect(both.roles).toEqual(['arbiter', 'marker']);
      for (const w of [nobody, englishC1, otherLeader, classTeacherC1]) expectError(await info(m.groupId, w), 403, '40300', '您不是该题组的阅卷老师');
    });

    it("a submit is checked against the group's question limits", async () => {
      const m = await setup();
      const item = expectOk(await get<TMarkingNext>(`/marking/group/${m.groupId}/next?mode=mark`, mathsC1)).item!;
      const submit = (scores: number[]) => ctx.call<{ answerStatus: number; finalScore: number | null }>({ method: 'POST', url: '/marking/submit', token: mathsC1.token, payload: { slotId: item.slotId, scores } });
      expectError(await submit([9]), 400, '40000', '第1题的分数须在0到8分之间');
      const ok = expectOk(await submit([8]));
      expect(ok.finalScore).toBe(8);
      expect(ok.answerStatus).toBe(3);
    });
  });
});

/**
 * Marking management over HTTP: exams to set up, groups, marking mode, assignment, the group's
 * life cycle through to the marked scores in the academic report, rejecting a marker's marks, the
 * task list. Every route of the management side also refuses a missing or forged token.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exam, examGroup, examStudent, markingAnswer, markingGroup, markingMarker, markingScoreLog, markingSlot } from '../src/db/schema.js';
import { markingManageRoutes } from '../src/modules/marking/routes-manage.js';
import { markingOversightRoutes } from '../src/modules/marking/routes-oversight.js';
import { markingReviewRoutes } from '../src/modules/marking/routes-review.js';
import { expectAuthRequired, expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { createGroup } from './support/academic.js';
import { setupMarkingExam } from './support/marking.js';
import { addAnswers, buildCast, fetchNext, markAll, submit, type Cast } from './support/marking-manage.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Setup = {
  questions: { questionId: number; questionNo: string; objective: boolean }[];
  groups: { groupId: number; name: string; questionIds: number[]; fullScore: number; status: number; answersTotal: number; markers: { teacherId: number; quota: number | null; clazzIds: number[] | null; marked: number }[]; arbiters: { teacherId: number }[] }[];
  candidates: { teacherId: number; clazzIds: number[] }[];
  clazzes: { clazzId: number }[];
};
type Task = { taskKey: string; examId: number; hidden: boolean; isManager: boolean; showProblems: boolean; markType: number; groups: { groupId: number; roles: string[]; counters: { myMarked: number; myQuota: number | null; groupDone: number } }[] };
type GroupState = { groupId: number; status: number; statusText: string; scoresWritten: boolean };

const SUBJECTIVE = [
  { no: '1', full: 5, objective: true },
  { no: '13', full: 6 },
  { no: '14', full: 4 },
  { no: '15', full: 10 },
];

describe('marking management', () => {
  let ctx: TestContext;
  let c: Cast;
  let examId: number;
  let examGroupId: number;
  let setup: Setup;
  const qid = (no: string) => setup.questions.find((q) => q.questionNo === no)!.questionId;

  beforeAll(async () => {
    ctx = await createTestApp();
    c = await buildCast(ctx);
    const e = await setupMarkingExam(ctx, c.leader, c.s, { questions: SUBJECTIVE, groups: [], markType: 3 });
    examId = e.examId;
    examGroupId = e.examGroupId;
    await ctx.database.db.update(examGroup).set({ markStatus: 0 }).where(eq(examGroup.id, examGroupId));
  });
  afterAll(() => ctx.close());

  it('every marking management and oversight route refuses a missing or forged token', async () => {
    const routes = [...markingManageRoutes, ...markingOversightRoutes, ...markingReviewRoutes];
    expect(routes.length).toBeGreaterThanOrEqual(35);
    for (const r of routes) {
      const url = r.url.replace(/:[a-zA-Z]+/g, '1');
      await expectAuthRequired(ctx, { method: r.method, url, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) });
    }
  });

  it('lists the exams with subjective questions that the teacher manages', async () => {
    // An exam with only objective questions is not one to mark.
    const objectiveOnly = await createGroup(ctx, c.leader, { name: '选择题周测', type: 1, date: '2026-11-12', gradeId: c.s.gradeIds[1]!, clazzIds: c.clazz, subjectIds: [3] });
    const paper = await ctx.call({ method: 'PUT', url: `/academic/exam/${objectiveOnly.examOf(3)}/paper`, token: c.leader, payload: { questions: [{ questionNo: '1', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'A', fullScore: 5, knowledgePointIds: [] }] } });
    expectOk(paper);
    const page = expectOk(await ctx.call<{ list: { examId: number; groupCount: number; markType: number; markTypeText: string; isManager: boolean }[]; total: number }>({ method: 'GET', url: '/marking/exams', token: c.leader }));
    expect(page.list.map((e) => e.examId)).toEqual([examId]);
    expect(page.list[0]).toMatchObject({ groupCount: 0, markType: 3, markTypeText: '班级混合阅卷', isManager: true });
    expect(expectOk(await ctx.call<{ total: number }>({ method: 'GET', url: '/marking/exams', token: c.m1 })).total).toBe(0);
    expect(expectOk(await ctx.call<{ total: number }>({ method: 'GET', url: '/marking/exams', token: c.stranger })).total).toBe(0);
    expectValidation(await ctx.call({ method: 'GET', url: '/marking/exams?pageSize=0', token: c.leader }), 'pageSize', '每页条数最小为1');
    const otherSemester = expectOk(await ctx.call<{ total: number }>({ method: 'GET', url: `/marking/exams?semesterId=${c.s.finishedSemesterId}`, token: c.leader }));
    expect(otherSemester.total).toBe(0);
    expectError(await ctx.call({ method: 'GET', url: '/marking/exams?semesterId=999999', token: c.leader }), 404, '40400', '学期不存在');
  });

  it('shows the setup: questions, candidate markers with the exam classes they teach, classes', async () => {
    setup = expectOk(await ctx.call<Setup>({ method: 'GET', url: `/marking/exam/${examId}/setup`, token: c.leader }));
    expect(setup.questions.map((q) => [q.questionNo, q.objective])).toEqual([['1', true], ['13', false], ['14', false], ['15', false]]);
    expect(setup.groups).toEqual([]);
    expect(setup.clazzes.map((x) => x.clazzId)).toEqual(c.clazz);
    const cand = new Map(setup.candidates.map((x) => [x.teacherId, x.clazzIds]));
    expect(cand.get(c.ids.m1)).toEqual([c.clazz[0]]);
    expect(cand.get(c.ids.m3)).toEqual([c.clazz[2]]);
    expect(cand.get(c.ids.arbiter)).toEqual([]);
    expect(cand.has(c.ids.leader)).toBe(true);
    expect(cand.has(c.ids.stranger)).toBe(false);
    expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${examId}/setup`, token: c.m1 }), 403, '40300', '只有考试负责人、年级组长或校长可以管理阅卷');
    expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${examId}/setup`, token: c.stranger }), 404, '40400', '考试不存在');
    expectValidation(await ctx.call({ method: 'GET', url: '/marking/exam/abc/setup', token: c.leader }), 'examId', '考试ID必须是数字');
  });

  it('defines groups: only subjective questions of the exam, each in one group; full score is the sum', async () => {
    const put = (groups: unknown[], token = c.leader) => ctx.call<Setup>({ method: 'PUT', url: `/marking/exam/${examId}/groups`, token, payload: { groups } });
    expectValidation(await put([{ name: '选择', questionIds: [qid('1')] }]), '第1题是客观题，不能加入阅卷题组');
    expectValidation(await put([{ name: 'A', questionIds: [qid('13')] }, { name: 'B', questionIds: [qid('13'), qid('14')] }]), '第13题同时出现在题组"A"和"B"中');
    expectValidation(await put([{ name: 'A', questionIds: [999999] }]), '题目999999不是这次考试的题目');
    expectValidation(await put([{ name: 'A', questionIds: [] }]), 'groups.0.questionIds', '每个题组至少包含一道题');
    expectValidation(await put([{ name: 'A', questionIds: [qid('14')], tolerance: 5 }]), '误差分不能大于满分4分');
    expectValidation(await put([{ name: 'A', questionIds: [qid('14')], scoreStep: 3 }]), 'scoreStep', '给分步长只能是0.5、1或2');
    expectError(await put([{ name: 'A', questionIds: [qid('14')] }], c.m1), 403, '40300');
    expectError(await put([{ name: 'A', questionIds: [qid('14')] }], c.stranger), 404, '40400');

    setup = expectOk(await put([
      { name: '第13-14题', questionIds: [qid('14'), qid('13')], rubric: '13题6分，14题4分' },
      { name: '第15题', questionIds: [qid('15')], modelEssays: [{ title: '范文一', content: '略' }] },
    ]));
    expect(setup.groups.map((g) => [g.name, g.fullScore, g.status])).toEqual([['第13-14题', 10, 0], ['第15题', 10, 0]]);
    expect(setup.groups[0]!.questionIds).toEqual([qid('13'), qid('14')]); // paper order
    const rows = await ctx.database.db.select().from(markingGroup).where(eq(markingGroup.examId, examId)).orderBy(asc(markingGroup.sort));
    expect(rows.map((r) => [r.name, r.fullScore, r.rubric])).toEqual([['第13-14题', 10, '13题6分，14题4分'], ['第15题', 10, '']]);

    // Edit one, delete the other, then put it back.
    const [g1, g2] = setup.groups;
    setup = expectOk(await put([{ groupId: g1!.groupId, name: '第13-14题', questionIds: [qid('13'), qid('14')], rubric: '新细则' }]));
    expect(setup.groups.map((g) => g.groupId)).toEqual([g1!.groupId]);
    expect((await ctx.database.db.select().from(markingGroup).where(eq(markingGroup.id, g2!.groupId))).length).toBe(0);
    expectValidation(await put([{ groupId: g2!.groupId, name: 'X', questionIds: [qid('15')] }]), `题组${g2!.groupId}不属于这次考试`);
    setup = expectOk(await put([{ groupId: g1!.groupId, name: '第13-14题', questionIds: [qid('13'), qid('14')] }, { name: '第15题', questionIds: [qid('15')] }]));
    expect(setup.groups).toHaveLength(2);
  });

  it('sets the marking mode before marking starts', async () => {
    expectValidation(await ctx.call({ method: 'PUT', url: `/marking/exam/${examId}/mark-type`, token: c.leader, payload: { markType: 5 } }), 'markType', '阅卷方式只能是3');
    expectError(await ctx.call({ method: 'PUT', url: `/marking/exam/${examId}/mark-type`, token: c.m1, payload: { markType: 4 } }), 403, '40300');
    expectError(await ctx.call({ method: 'PUT', url: `/marking/exam/${examId}/mark-type`, token: c.stranger, payload: { markType: 4 } }), 404, '40400');
    expectOk(await ctx.call({ method: 'PUT', url: `/marking/exam/${examId}/mark-type`, token: c.leader, payload: { markType: 4 } }));
    expect((await ctx.database.db.select().from(examGroup).where(eq(examGroup.id, examGroupId)))[0]!.markType).toBe(4);
    expectOk(await ctx.call({ method: 'PUT', url: `/marking/exam/${examId}/mark-type`, token: c.leader, payload: { markType: 3 } }));
  });

  it('assignment checks the teachers, double marking and quotas', async () => {
    const [g1, g2] = setup.groups;
    await addAnswers(ctx, examGroupId, examId, g1!.groupId);
    await addAnswers(ctx, examGroupId, examId, g2!.groupId);
    const assign = (groupId: number, payload: Record<string, unknown>, token = c.leader) => ctx.call<Setup['groups'][number]>({ method: 'PUT', url: `/marking/group/${groupId}/assign`, token, payload });
    const url = g1!.groupId;
    expectValidation(await assign(url, { assignMode: 'even', markers: [] }), 'markers', '请至少选择一位阅卷老师');
    expectValidation(await assign(url, { assignMode: 'fair', markers: [{ teacherId: c.ids.m1 }] }), 'assignMode', '分配方式只能是');
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.stranger }] }), `阅卷老师不存在或不是本校教师（ID：${c.ids.stranger}）`);
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }], arbiters: [c.ids.stranger] }), '仲裁老师不存在或不是本校教师');
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m1 }] }), '阅卷老师不能重复');
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }], doubleMarking: true, arbiters: [c.ids.arbiter] }), '双评至少需要2位阅卷老师');
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }], doubleMarking: true }), '双评至少需要1位仲裁老师');
    expectValidation(await assign(url, { assignMode: 'quota', markers: [{ teacherId: c.ids.m1, quota: 5 }, { teacherId: c.ids.m2 }] }), '未填写');
    expectValidation(await assign(url, { assignMode: 'quota', markers: [{ teacherId: c.ids.m1, quota: 4 }, { teacherId: c.ids.m2, quota: 4 }] }), '任务量合计8份，少于需要评阅的9份（9份答卷×1评），还差1份');
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1, clazzIds: [c.s.clazzIds[2]![0]!] }] }), '没有参加这次考试');
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1, clazzIds: [c.clazz[0]] }] }), '高一(2)班、高一(3)班的答卷没有阅卷老师');
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2, clazzIds: [c.clazz[0]] }], doubleMarking: true, arbiters: [c.ids.arbiter] }), '双评时每个班级至少需要2位阅卷老师：高一(2)班、高一(3)班不足2位');
    expectValidation(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1, quota: -1 }] }), 'markers.0.quota', '任务量不能为负');
    expectError(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }] }, c.m1), 403, '40300');
    expectError(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }] }, c.stranger), 404, '40400', '阅卷题组不存在');

    const quota = expectOk(await assign(url, { assignMode: 'quota', markers: [{ teacherId: c.ids.m1, quota: 5 }, { teacherId: c.ids.m2, quota: 4 }] }));
    expect(quota.markers.map((m) => [m.teacherId, m.quota])).toEqual([[c.ids.m1, 5], [c.ids.m2, 4]]);
    const double = expectOk(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }, { teacherId: c.ids.m3 }], doubleMarking: true, tolerance: 1, arbiters: [c.ids.arbiter] }));
    expect(double.markers.map((m) => m.quota)).toEqual([6, 6, 6]); // ceil(9 × 2 / 3)
    expect(double.arbiters.map((a) => a.teacherId)).toEqual([c.ids.arbiter]);
    const even = expectOk(await assign(url, { assignMode: 'even', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }], doubleMarking: false, arbiters: [] }));
    expect(even.markers.map((m) => [m.teacherId, m.quota, m.clazzIds])).toEqual([[c.ids.m1, 5, null], [c.ids.m2, 5, null]]); // ceil(9 / 2)
    const rows = await ctx.database.db.select().from(markingMarker).where(eq(markingMarker.groupId, url));
    expect(rows.map((r) => r.role)).toEqual(['marker', 'marker']);
    expect((await ctx.database.db.select().from(markingGroup).where(eq(markingGroup.id, url)))[0]).toMatchObject({ assignMode: 'even', doubleMarking: false });

    const free = expectOk(await assign(g2!.groupId, { assignMode: 'free', markers: [{ teacherId: c.ids.m3, quota: 3 }] }));
    expect(free.markers).toEqual([expect.objectContaining({ teacherId: c.ids.m3, quota: null })]);
  });

  it('two markers share a group evenly, fetch and submit, and the progress shows their counts', async () => {
    const g1 = setup.groups[0]!.groupId;
    expectError(await ctx.call({ method: 'POST', url: `/marking/group/${g1}/start`, token: c.m1 }), 403, '40300');
    expectError(await ctx.call({ method: 'POST', url: `/marking/group/${g1}/start`, token: c.stranger }), 404, '40400');
    expectValidation(await ctx.call({ method: 'POST', url: '/marking/group/0/start', token: c.leader }), 'groupId', '题组ID必须大于0');
    expectError(await ctx.call({ method: 'POST', url: `/marking/group/${g1}/stop`, token: c.leader }), 409, '40900', '该题组当前为"未开始"，不能暂停阅卷');
    const started = expectOk(await ctx.call<GroupState>({ method: 'POST', url: `/marking/group/${g1}/start`, token: c.leader }));
    expect(started).toEqual({ groupId: g1, status: 1, statusText: '阅卷中', scoresWritten: false });
    expect((await ctx.database.db.select().from(examGroup).where(eq(examGroup.id, examGroupId)))[0]!.markStatus).toBe(1);
    expect((await ctx.database.db.select().from(markingSlot).where(eq(markingSlot.groupId, g1))).length).toBe(9);
    expectError(await ctx.call({ method: 'POST', url: `/marking/group/${g1}/start`, token: c.leader }), 409, '40900', '该题组当前为"阅卷中"，不能开始阅卷');

    const byM1 = await markAll(ctx, c.m1, g1, () => [5, 3]);
    const byM2 = await markAll(ctx, c.m2, g1, () => [4, 4]);
    expect(byM1).toHaveLength(5); // quota reached
    expect(byM2).toHaveLength(4); // the pool is empty
    expect((await fetchNext(ctx, c.m1, g1)).reason).toBe('您的阅卷任务量已完成');

    type Progress = { isManager: boolean; groups: { groupId: number; answersTotal: number; answersFinal: number; slotsTotal: number; slotsDone: number; meanScore: number | null; markers: { teacherId: number; marked: number; held: number; remaining: number | null; avgSeconds: number | null; perHour: number | null; meanScore: number | null }[] }[] };
    const p = expectOk(await ctx.call<Progress>({ method: 'GET', url: `/marking/exam/${examId}/progress`, token: c.leader }));
    const g = p.groups.find((x) => x.groupId === g1)!;
    expect(g).toMatchObject({ answersTotal: 9, answersFinal: 9, slotsTotal: 9, slotsDone: 9 });
    expect(g.meanScore).toBeCloseTo((5 * 8 + 4 * 8) / 9);
    const m = new Map(g.markers.map((x) => [x.teacherId, x]));
    expect(m.get(c.ids.m1)).toMatchObject({ marked: 5, held: 0, remaining: 0, perHour: 5, meanScore: 8 });
    expect(m.get(c.ids.m2)).toMatchObject({ marked: 4, held: 0, remaining: 1, perHour: 4, meanScore: 8 });
    expect(m.get(c.ids.m1)!.avgSeconds).toBeGreaterThanOrEqual(0);
    // A marker sees it read-only; someone with no part in the exam does not.
    expect(expectOk(await ctx.call<Progress>({ method: 'GET', url: `/marking/exam/${examId}/progress`, token: c.m2 })).isManager).toBe(false);
    expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${examId}/progress`, token: c.outsider }), 403, '40300');
  });

  it('finish is refused while answers are open; then finish, final and the report shows the marked scores', async () => {
    const [g1, g2] = setup.groups.map((g) => g.groupId) as [number, number];
    const finish = (groupId: number) => ctx.call<GroupState>({ method: 'POST', url: `/marking/group/${groupId}/finish`, token: c.leader });
    expectError(await finish(g2), 409, '40900', '该题组当前为"未开始"，不能完成阅卷');
    expectOk(await ctx.call({ method: 'POST', url: `/marking/group/${g2}/start`, token: c.leader }));
    expectOk(await ctx.call({ method: 'POST', url: `/marking/group/${g2}/stop`, token: c.leader }));
    expect((await fetchNext(ctx, c.m3, g2)).reason).toBe('阅卷已暂停，请稍后再试');
    expectOk(await ctx.call({ method: 'POST', url: `/marking/group/${g2}/resume`, token: c.leader }));
    await markAll(ctx, c.m3, g2, () => [7], 5);
    expectError(await finish(g2), 409, '40900', '还有4份答卷未完成（待阅4份，待仲裁0份，问题卷0份），不能完成阅卷');
    await markAll(ctx, c.m3, g2, () => [6]);

    expect(expectOk(await finish(g1)).status).toBe(3);
    expect(expectOk(await ctx.call<GroupState>({ method: 'POST', url: `/marking/group/${g1}/reopen`, token: c.leader })).status).toBe(1);
    expectOk(await finish(g1));
    expectError(await ctx.call({ method: 'POST', url: `/marking/group/${g2}/final`, token: c.leader }), 409, '40900', '该题组当前为"阅卷中"，不能最终完成阅卷');
    expectOk(await finish(g2));
    const first = expectOk(await ctx.call<GroupState>({ method: 'POST', url: `/marking/group/${g1}/final`, token: c.leader }));
    expect(first).toEqual({ groupId: g1, status: 4, statusText: '最终完成', scoresWritten: false });
    expectError(await ctx.call({ method: 'POST', url: `/marking/group/${g1}/reopen`, token: c.leader }), 409, '40900', '该题组当前为"最终完成"，不能重新开启阅卷');
    // Until the last group is final the academic side shows no scores: the exam is 阅卷中.
    const db = ctx.database.db;
    const subjectId = (await db.select().from(exam).where(eq(exam.id, examId)))[0]!.subjectId;
    type Listed = { list: { examId: number; inMarking: boolean; hasScores: boolean }[] };
    const listed = async () => expectOk(await ctx.call<Listed>({ method: 'GET', url: `/academic/exam/list?clazzId=${c.clazz[0]}&subjectId=${subjectId}`, token: c.leader })).list.find((e) => e.examId === examId);
    expect(await listed()).toMatchObject({ inMarking: true, hasScores: false });
    expectError(await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c.clazz[0]}/summary`, token: c.leader }), 409, '40900', '该考试正在网上阅卷，阅卷全部完成后才能查看成绩和报告');
    expect(expectOk(await ctx.call<{ inMarking: boolean }>({ method: 'GET', url: `/academic/exam/${examId}`, token: c.leader })).inMarking).toBe(true);
    const last = expectOk(await ctx.call<GroupState>({ method: 'POST', url: `/marking/group/${g2}/final`, token: c.leader }));
    expect(last.scoresWritten).toBe(true);
    expect(await listed()).toMatchObject({ inMarking: false, hasScores: true });

    expect((await db.select().from(examGroup).where(eq(examGroup.id, examGroupId)))[0]!.markStatus).toBe(2);
    const answers = await db.select().from(markingAnswer).where(eq(markingAnswer.examId, examId));
    // Per student: the scores of 13 and 14 (first group) and 15 (second group), in paper order.
    const finals = (studentId: number) => [g1, g2].flatMap((g) => answers.find((a) => a.groupId === g && a.studentId === studentId)!.finalScores!);
    type Summary = { students: { studentId: number; score: number | null; scores: number[] | null }[] };
    const summary = expectOk(await ctx.call<Summary>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c.clazz[0]}/summary`, token: c.leader }));
    expect(summary.students).toHaveLength(3);
    for (const st of summary.students) {
      const mine = finals(st.studentId);
      expect(st.scores).toEqual([0, ...mine]);
      expect(st.score).toBeCloseTo(mine.reduce((x, y) => x + y, 0));
    }
    const row = (await db.select().from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, summary.students[0]!.studentId))))[0]!;
    expect(row.scores).toEqual([0, ...finals(row.studentId)]);
    // Started groups keep their questions; a finally complete group refuses assignment.
    const put = (groups: unknown[]) => ctx.call({ method: 'PUT', url: `/marking/exam/${examId}/groups`, token: c.leader, payload: { groups } });
    expectError(await put([{ groupId: g1, name: '第13-14题', questionIds: [qid('13')] }, { groupId: g2, name: '第15题', questionIds: [qid('15')] }]), 409, '40900', '题组"第13-14题"已开始阅卷，不能修改题目');
    expectError(await put([{ groupId: g1, name: '第13-14题', questionIds: [qid('13'), qid('14')], doubleMarking: true }, { groupId: g2, name: '第15题', questionIds: [qid('15')] }]), 409, '40900', '题组"第13-14题"已开始阅卷，不能修改双评设置');
    expectError(await put([{ groupId: g1, name: '第13-14题', questionIds: [qid('13'), qid('14')] }]), 409, '40900', '题组"第15题"已开始阅卷，不能删除');
    expectOk(await put([{ groupId: g1, name: '第13-14题', questionIds: [qid('13'), qid('14')], rubric: '阅后补充' }, { groupId: g2, name: '第15题', questionIds: [qid('15')], tolerance: 1 }]));
    expect((await db.select().from(markingGroup).where(eq(markingGroup.id, g1)))[0]!.rubric).toBe('阅后补充');
    expectError(await ctx.call({ method: 'PUT', url: `/marking/group/${g1}/assign`, token: c.leader, payload: { assignMode: 'free', markers: [{ teacherId: c.ids.m1 }] } }), 409, '40900', '该题组阅卷已最终完成，不能再分配阅卷老师');
    expectError(await ctx.call({ method: 'PUT', url: `/marking/exam/${examId}/mark-type`, token: c.leader, payload: { markType: 4 } }), 409, '40900', '题组"第13-14题"已开始阅卷，不能再修改阅卷方式');
  });

  it('a whole-exam task (markType 3) holds all groups; tasks can be hidden and shown', async () => {
    const [g1, g2] = setup.groups.map((g) => g.groupId) as [number, number];
    const tasks = (token: string, hidden = 0) => ctx.call<Task[]>({ method: 'GET', url: `/marking/tasks?hidden=${hidden}`, token });
    const mine = expectOk(await tasks(c.m1)).filter((t) => t.examId === examId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ taskKey: `exam-${examId}`, markType: 3, isManager: false, showProblems: false, hidden: false });
    expect(mine[0]!.groups.map((g) => [g.groupId, g.roles])).toEqual([[g1, ['marker']], [g2, []]]);
    expect(mine[0]!.groups[0]!.counters).toMatchObject({ myMarked: 5, myQuota: 5, groupDone: 9 });
    const leaderTasks = expectOk(await tasks(c.leader)).filter((t) => t.examId === examId);
    expect(leaderTasks[0]).toMatchObject({ isManager: true, showProblems: true });
    expect(expectOk(await tasks(c.outsider))).toEqual([]);
    expect(expectOk(await tasks(c.stranger))).toEqual([]);
    expectValidation(await tasks(c.m1, 2), 'hidden', 'hidden只能是0或1');

    const hide = (token: string, groupIds: number[], hidden: boolean) => ctx.call({ method: 'PUT', url: '/marking/task/hide', token, payload: { groupIds, hidden } });
    expectValidation(await hide(c.m1, [], true), 'groupIds', '请选择任务');
    expectValidation(await ctx.call({ method: 'PUT', url: '/marking/task/hide', token: c.m1, payload: { groupIds: [g1], hidden: 'yes' } }), 'hidden', 'hidden必须是true或false');
    expectError(await hide(c.stranger, [g1], true), 404, '40400', '阅卷任务不存在');
    expectError(await hide(c.outsider, [g1, g2], true), 403, '40300', '只能隐藏或显示自己参与阅卷的任务');
    expectOk(await hide(c.m1, [g1, g2], true));
    expect((await ctx.database.db.select().from(markingMarker).where(and(eq(markingMarker.groupId, g1), eq(markingMarker.teacherId, c.ids.m1))))[0]!.hidden).toBe(true);
    expect(expectOk(await tasks(c.m1)).filter((t) => t.examId === examId)).toEqual([]);
    expect(expectOk(await tasks(c.m1, 1)).map((t) => [t.taskKey, t.hidden])).toEqual([[`exam-${examId}`, true]]);
    // Hiding is the teacher's own: m2 still sees the task.
    expect(expectOk(await tasks(c.m2)).some((t) => t.examId === examId)).toBe(true);
    expectOk(await hide(c.m1, [g1], false));
    expect(expectOk(await tasks(c.m1)).map((t) => t.taskKey)).toContain(`exam-${examId}`);
  });
});

describe('marking management: per-class marking, reassigning and rejecting marks', () => {
  let ctx: TestContext;
  let c: Cast;
  let examId: number;
  let groupId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    c = await buildCast(ctx);
    const e = await setupMarkingExam(ctx, c.leader, c.s, { questions: [{ no: '13', full: 10 }], groups: [{ questionNos: ['13'], markers: [{ teacherId: c.ids.m1 }], status: 0 }], markType: 4 });
    examId = e.examId;
    groupId = e.groupIds[0]!;
    await ctx.database.db.delete(markingMarker).where(eq(markingMarker.groupId, groupId));
  });
  afterAll(() => ctx.close());

  const assign = (payload: Record<string, unknown>) => ctx.call<{ markers: { teacherId: number; quota: number | null; clazzIds: number[] | null }[] }>({ method: 'PUT', url: `/marking/group/${groupId}/assign`, token: c.leader, payload });

  it('markType 4: a marker marks the exam classes they teach unless told otherwise; every class needs a marker', async () => {
    expectError(await ctx.call({ method: 'POST', url: `/marking/group/${groupId}/start`, token: c.leader }), 409, '40900', '请先分配阅卷老师');
    expectValidation(await assign({ assignMode: 'even', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }] }), '高一(3)班的答卷没有阅卷老师');
    const ok = expectOk(await assign({ assignMode: 'even', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }, { teacherId: c.ids.m3 }, { teacherId: c.ids.arbiter }] }));
    expect(ok.markers.map((m) => [m.teacherId, m.clazzIds, m.quota])).toEqual([
      [c.ids.m1, [c.clazz[0]], 2], // half of 高一(1)'s 3 answers, rounded up
      [c.ids.m2, [c.clazz[1]], 2],
      [c.ids.m3, [c.clazz[2]], 2],
      [c.ids.arbiter, null, 5], // teaches none of the classes: every class, half of each (1.5 × 3)
    ]);
    const started = expectOk(await ctx.call<GroupState>({ method: 'POST', url: `/marking/group/${groupId}/start`, token: c.leader }));
    expect(started.status).toBe(1);
    // markType 4 always shows problem papers: the markers' tasks say so.
    const task = expectOk(await ctx.call<Task[]>({ method: 'GET', url: '/marking/tasks', token: c.m1 })).find((t) => t.examId === examId)!;
    expect(task).toMatchObject({ taskKey: `group-${groupId}`, showProblems: true, isManager: false });
  });

  it('a teacher taken off the group loses the answer they hold; their submitted marks stay', async () => {
    const first = (await fetchNext(ctx, c.m3, groupId)).item!;
    await submit(ctx, c.m3, first.slotId, [6]);
    const held = (await fetchNext(ctx, c.m3, groupId)).item!;
    const db = ctx.database.db;
    expect((await db.select().from(markingSlot).where(eq(markingSlot.id, held.slotId)))[0]!.holderId).toBe(c.ids.m3);
    const ok = expectOk(await assign({ assignMode: 'even', markers: [{ teacherId: c.ids.m1, clazzIds: null }, { teacherId: c.ids.m2 }] }));
    // m1 takes every class: 高一(1) and 高一(3) alone, 高一(2) shared with m2.
    expect(ok.markers.map((m) => [m.teacherId, m.quota])).toEqual([[c.ids.m1, 8], [c.ids.m2, 2]]);
    const slot = (await db.select().from(markingSlot).where(eq(markingSlot.id, held.slotId)))[0]!;
    expect(slot).toMatchObject({ holderId: null, leaseUntil: null, submittedAt: null });
    expect((await db.select().from(markingSlot).where(eq(markingSlot.id, first.slotId)))[0]).toMatchObject({ markerId: c.ids.m3, score: 6 });
    expectError(await ctx.call({ method: 'GET', url: `/marking/group/${groupId}/next`, token: c.m3 }), 403, '40300');
    expectError(await assign({ assignMode: 'even', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }], doubleMarking: true, arbiters: [c.ids.arbiter] }), 409, '40900', '该题组已开始阅卷，不能修改双评设置');
  });

  it('every status action is for managers only and checks the group id', async () => {
    for (const action of ['start', 'stop', 'resume', 'finish', 'reopen', 'final']) {
      const url = `/marking/group/${groupId}/${action}`;
      expectError(await ctx.call({ method: 'POST', url, token: c.m1 }), 403, '40300', '只有考试负责人、年级组长或校长可以管理阅卷');
      expectError(await ctx.call({ method: 'POST', url, token: c.stranger }), 404, '40400', '阅卷题组不存在');
      expectValidation(await ctx.call({ method: 'POST', url: `/marking/group/abc/${action}`, token: c.leader }), 'groupId', '题组ID必须是数字');
    }
    expect((await ctx.database.db.select().from(markingGroup).where(eq(markingGroup.id, groupId)))[0]!.status).toBe(1);
  });

  it("rejecting a marker's marks sends them back to the pool and re-settles the answers", async () => {
    const db = ctx.database.db;
    const marked = await markAll(ctx, c.m1, groupId, () => [9], 3);
    expect(marked).toHaveLength(3);
    const reject = (payload: Record<string, unknown>, token = c.leader) => ctx.call<{ returned: number; kept: number }>({ method: 'POST', url: `/marking/group/${groupId}/reject`, token, payload });
    expectValidation(await reject({}), 'teacherId', '请选择阅卷老师');
    expectValidation(await reject({ teacherId: c.ids.stranger }), '阅卷老师不存在或不是本校教师');
    expectValidation(await reject({ teacherId: c.ids.m1, slotIds: [marked[0]!.slotId, 999999] }), '答卷任务999999不是该老师在本题组已提交的评分');
    expectError(await reject({ teacherId: c.ids.m1 }, c.m2), 403, '40300');
    expectError(await reject({ teacherId: c.ids.m1 }, c.stranger), 404, '40400');

    const one = expectOk(await reject({ teacherId: c.ids.m1, slotIds: [marked[0]!.slotId] }));
    expect(one).toEqual({ returned: 1, kept: 0 });
    const slot = (await db.select().from(markingSlot).where(eq(markingSlot.id, marked[0]!.slotId)))[0]!;
    expect(slot).toMatchObject({ markerId: null, scores: null, score: null, submittedAt: null, blocked: false });
    const answer = (await db.select().from(markingAnswer).where(eq(markingAnswer.id, marked[0]!.answerId)))[0]!;
    expect(answer).toMatchObject({ status: 0, finalScore: null });
    const log = await db.select().from(markingScoreLog).where(and(eq(markingScoreLog.slotId, slot.id), eq(markingScoreLog.action, 'reject')));
    expect(log).toEqual([expect.objectContaining({ teacherId: c.ids.leader, oldScores: [9], newScores: null })]);

    const rest = expectOk(await reject({ teacherId: c.ids.m1 }));
    expect(rest).toEqual({ returned: 2, kept: 0 });
    const left = await db.execute(sql`select count(*)::int as n from marking_slot where group_id = ${groupId} and marker_id = ${c.ids.m1}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // The marker's own counter follows: nothing of theirs is left in the group.
    expect((await fetchNext(ctx, c.m1, groupId)).counters.myMarked).toBe(0);
    // The returned answers are in the pool again: m1 can mark them anew.
    expect((await markAll(ctx, c.m1, groupId, () => [8], 3)).length).toBe(3);
  });
});

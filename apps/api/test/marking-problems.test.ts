/**
 * Problem papers (report, list, each way of resolving, rejecting a report), double marking with
 * arbitration through the arbitration list, and blank-image auto marking with its bulk audit.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markingAnswer, markingGroup, markingProblem, markingScoreLog, markingSlot } from '../src/db/schema.js';
import { expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { expectStoredCountsMatchSlots, setupMarkingExam } from './support/marking.js';
import { buildCast, fetchNext, markAll, submit, type Cast } from './support/marking-manage.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number };
type Problem = { problemId: number; answerId: number; status: number; statusText: string; type: number; typeText: string; reporterName: string; resolution: string | null; finalScore: number | null; studentName: string };

describe('marking: problem papers', () => {
  let ctx: TestContext;
  let c: Cast;
  let groupId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    c = await buildCast(ctx);
    const e = await setupMarkingExam(ctx, c.leader, c.s, { questions: [{ no: '13', full: 10 }], groups: [{ questionNos: ['13'], markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }] }], markType: 4 });
    groupId = e.groupIds[0]!;
  });
  afterAll(() => ctx.close());

  const report = (token: string, payload: Record<string, unknown>) => ctx.call({ method: 'POST', url: '/marking/problem', token, payload });
  const resolve = (problemId: number, payload: Record<string, unknown>, token = c.leader) => ctx.call({ method: 'PUT', url: `/marking/problem/${problemId}/resolve`, token, payload });
  const problems = (token: string, query = '') => ctx.call<Page<Problem>>({ method: 'GET', url: `/marking/group/${groupId}/problems${query}`, token });
  const slotOf = async (id: number) => (await ctx.database.db.select().from(markingSlot).where(eq(markingSlot.id, id)))[0]!;
  const answerOf = async (id: number) => (await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.id, id)))[0]!;
  const openProblem = async (answerId: number) => (await ctx.database.db.select().from(markingProblem).where(and(eq(markingProblem.answerId, answerId), eq(markingProblem.status, 0))))[0]!;

  it('a marker reports the answer in front of them: it leaves the pool until a manager decides', async () => {
    const item = (await fetchNext(ctx, c.m1, groupId)).item!;
    expectValidation(await report(c.m1, { slotId: item.slotId, type: 5 }), 'type', '请选择问题类型');
    expectValidation(await report(c.m1, { slotId: item.slotId, type: 1, note: '字'.repeat(201) }), 'note', '问题说明最多200个字');
    expectValidation(await report(c.m1, { slotId: 'x', type: 1 }), 'slotId', '答卷任务ID必须是数字');
    expectError(await report(c.m1, { slotId: 999999, type: 1 }), 404, '40400', '答卷任务不存在');
    expectError(await report(c.m2, { slotId: item.slotId, type: 1 }), 403, '40300', '只能报告自己正在评阅或评阅过的答卷');
    expectError(await report(c.stranger, { slotId: item.slotId, type: 1 }), 404, '40400');

    expectOk(await report(c.m1, { slotId: item.slotId, type: 1, note: '看不清' }));
    expect(await slotOf(item.slotId)).toMatchObject({ blocked: true, holderId: null, leaseUntil: null });
    expect((await answerOf(item.answerId)).status).toBe(2);
    // Reported twice while open: still one problem.
    expectOk(await report(c.m1, { slotId: item.slotId, type: 2 }));
    const rows = await ctx.database.db.select().from(markingProblem).where(eq(markingProblem.answerId, item.answerId));
    expect(rows).toEqual([expect.objectContaining({ type: 1, note: '看不清', status: 0, reporterId: c.ids.m1 })]);
    // The blocked answer is not handed out again.
    const next = (await fetchNext(ctx, c.m1, groupId)).item!;
    expect(next.answerId).not.toBe(item.answerId);
    await submit(ctx, c.m1, next.slotId, [8]);
  });

  it('the list is for managers, and under markType 4 for the group markers too', async () => {
    const page = expectOk(await problems(c.leader));
    expect(page).toMatchObject({ total: 1, pageNo: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ status: 0, statusText: '待处理', type: 1, typeText: '图像不清', resolution: null });
    expect(page.list[0]!.studentName).not.toBe('');
    expect(expectOk(await problems(c.m2)).total).toBe(1);
    expect(expectOk(await problems(c.leader, '?status=1')).total).toBe(0);
    expectValidation(await problems(c.leader, '?status=3'), 'status', '状态只能是0、1、2');
    expectError(await problems(c.outsider), 403, '40300', '只有考试负责人可以查看问题卷');
    expectError(await problems(c.stranger), 404, '40400');
  });

  it('resolving with a score makes it final and keeps its slots out of the pool', async () => {
    const p = expectOk(await problems(c.leader)).list[0]!;
    expectError(await resolve(p.problemId, { action: 'score', scores: [5] }, c.m1), 403, '40300');
    expectError(await resolve(p.problemId, { action: 'score', scores: [5] }, c.stranger), 404, '40400');
    expectError(await resolve(999999, { action: 'zero' }), 404, '40400', '问题卷不存在');
    expectValidation(await resolve(p.problemId, { action: 'ignore' }), 'action', '处理方式只能是给分、零分、重评或退回');
    expectValidation(await resolve(p.problemId, { action: 'score' }), '请填写分数');
    expectValidation(await resolve(p.problemId, { action: 'score', scores: [11] }), '第13题的分数须在0到10分之间');
    expectValidation(await resolve(p.problemId, { action: 'score', scores: [5, 1] }), '本题组共1道小题，收到2个分数');
    expectOk(await resolve(p.problemId, { action: 'score', scores: [7] }));
    expect(await answerOf(p.answerId)).toMatchObject({ status: 3, finalScores: [7], finalScore: 7 });
    const slots = await ctx.database.db.select().from(markingSlot).where(eq(markingSlot.answerId, p.answerId));
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.blocked && s.submittedAt == null)).toBe(true);
    const log = await ctx.database.db.select().from(markingScoreLog).where(and(eq(markingScoreLog.answerId, p.answerId), eq(markingScoreLog.action, 'resolve')));
    expect(log).toEqual([expect.objectContaining({ teacherId: c.ids.leader, oldScores: null, newScores: [7] })]);
    expectError(await resolve(p.problemId, { action: 'zero' }), 409, '40900', '该问题卷已处理过了');
    expect(expectOk(await problems(c.leader, '?status=1')).list[0]).toMatchObject({ status: 1, resolution: 'score', finalScore: 7 });
  });

  it('zero, pool and remark; an unfounded report is rejected', async () => {
    // zero
    const a = (await fetchNext(ctx, c.m2, groupId)).item!;
    expectOk(await report(c.m2, { slotId: a.slotId, type: 3 }));
    expectOk(await resolve((await openProblem(a.answerId)).id, { action: 'zero' }));
    expect(await answerOf(a.answerId)).toMatchObject({ status: 3, finalScores: [0], finalScore: 0 });

    // pool: the held answer goes back to the pool with its marks kept
    const b = (await fetchNext(ctx, c.m2, groupId)).item!;
    expectOk(await report(c.m2, { slotId: b.slotId, type: 4, note: '疑似抄袭' }));
    expectOk(await resolve((await openProblem(b.answerId)).id, { action: 'pool' }));
    expect(await slotOf(b.slotId)).toMatchObject({ blocked: false, holderId: null, submittedAt: null });
    expect((await answerOf(b.answerId)).status).toBe(0);

    // remark: a marker reports an answer they already marked; all its marks are cleared
    const d = (await fetchNext(ctx, c.m1, groupId)).item!;
    await submit(ctx, c.m1, d.slotId, [9]);
    expect((await answerOf(d.answerId)).status).toBe(3);
    expectOk(await report(c.m1, { slotId: d.slotId, type: 2 }));
    expect((await answerOf(d.answerId)).status).toBe(2);
    expectOk(await resolve((await openProblem(d.answerId)).id, { action: 'remark' }));
    expect(await slotOf(d.slotId)).toMatchObject({ markerId: null, scores: null, submittedAt: null, blocked: false });
    expect(await answerOf(d.answerId)).toMatchObject({ status: 0, finalScores: null, finalScore: null });
    const reset = await ctx.database.db.select().from(markingScoreLog).where(and(eq(markingScoreLog.slotId, d.slotId), eq(markingScoreLog.action, 'reset')));
    expect(reset).toEqual([expect.objectContaining({ oldScores: [9] })]);

    // reject: not a problem after all
    const e = (await fetchNext(ctx, c.m2, groupId)).item!;
    expectOk(await report(c.m2, { slotId: e.slotId, type: 1 }));
    const pe = await openProblem(e.answerId);
    expectError(await ctx.call({ method: 'PUT', url: `/marking/problem/${pe.id}/reject`, token: c.m2 }), 403, '40300');
    expectError(await ctx.call({ method: 'PUT', url: `/marking/problem/${pe.id}/reject`, token: c.stranger }), 404, '40400');
    expectValidation(await ctx.call({ method: 'PUT', url: '/marking/problem/abc/reject', token: c.leader }), 'problemId', '问题卷ID必须是数字');
    expectOk(await ctx.call({ method: 'PUT', url: `/marking/problem/${pe.id}/reject`, token: c.leader }));
    expect((await ctx.database.db.select().from(markingProblem).where(eq(markingProblem.id, pe.id)))[0]).toMatchObject({ status: 2, handledBy: c.ids.leader });
    expect(await slotOf(e.slotId)).toMatchObject({ blocked: false, holderId: null });
    expect((await answerOf(e.answerId)).status).toBe(0);
    expectError(await ctx.call({ method: 'PUT', url: `/marking/problem/${pe.id}/reject`, token: c.leader }), 409, '40900', '该问题卷已处理过了');
  });

  it('rejecting marks on an answer a manager decided voids the mark but keeps the decision', async () => {
    const x = (await fetchNext(ctx, c.m1, groupId)).item!;
    await submit(ctx, c.m1, x.slotId, [8]);
    expectOk(await report(c.m1, { slotId: x.slotId, type: 4 }));
    expectOk(await resolve((await openProblem(x.answerId)).id, { action: 'score', scores: [5] }));
    const res = expectOk(await ctx.call<{ returned: number; kept: number }>({ method: 'POST', url: `/marking/group/${groupId}/reject`, token: c.leader, payload: { teacherId: c.ids.m1, slotIds: [x.slotId] } }));
    expect(res).toEqual({ returned: 0, kept: 1 });
    expect(await slotOf(x.slotId)).toMatchObject({ markerId: null, submittedAt: null, blocked: true });
    expect(await answerOf(x.answerId)).toMatchObject({ status: 3, finalScore: 5 });
  });

  it('finishing waits for the open answers, then the rest are marked and the group completes', async () => {
    expectError(await ctx.call({ method: 'POST', url: `/marking/group/${groupId}/finish`, token: c.leader }), 409, '40900', /^还有\d+份答卷未完成/);
    await markAll(ctx, c.m1, groupId, () => [6]);
    await markAll(ctx, c.m2, groupId, () => [6]);
    expect(expectOk(await ctx.call<{ status: number }>({ method: 'POST', url: `/marking/group/${groupId}/finish`, token: c.leader })).status).toBe(3);
    const own = (await ctx.database.db.select().from(markingSlot).where(and(eq(markingSlot.groupId, groupId), eq(markingSlot.markerId, c.ids.m1))))[0]!;
    expectError(await report(c.m1, { slotId: own.id, type: 1 }), 409, '40900', '该题组不在阅卷中，不能报告问题卷');
    await expectStoredCountsMatchSlots(ctx.database.db);
  });
});

describe('marking: double marking and arbitration', () => {
  let ctx: TestContext;
  let c: Cast;
  let examId: number;
  let groupId: number;
  let disagree: Set<number>;

  beforeAll(async () => {
    ctx = await createTestApp();
    c = await buildCast(ctx);
    const e = await setupMarkingExam(ctx, c.leader, c.s, {
      questions: [{ no: '13', full: 6 }, { no: '14', full: 4 }],
      groups: [{ questionNos: ['13', '14'], doubleMarking: true, tolerance: 2, markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }], arbiters: [c.ids.arbiter] }],
      markType: 3,
    });
    examId = e.examId;
    groupId = e.groupIds[0]!;
    disagree = new Set(e.answerIds.get(groupId)!.slice(0, 3));
  });
  afterAll(() => ctx.close());

  type Arbitration = { answerId: number; slotId: number | null; priorMarks: { round: number; teacherName: string; score: number }[]; difference: number; finalScore: number | null; arbiterName: string | null };
  const arbitrations = (token: string, query = '') => ctx.call<Page<Arbitration>>({ method: 'GET', url: `/marking/group/${groupId}/arbitrations${query}`, token });

  it('two markers disagree beyond the tolerance: the answers wait for arbitration', async () => {
    expect(await markAll(ctx, c.m1, groupId, () => [5, 3])).toHaveLength(9);
    expect(await markAll(ctx, c.m2, groupId, (answerId) => (disagree.has(answerId) ? [2, 1] : [4, 3]))).toHaveLength(9);
    const pending = expectOk(await arbitrations(c.arbiter));
    expect(pending.total).toBe(3);
    expect(pending.list.map((a) => a.answerId).sort()).toEqual([...disagree].sort());
    expect(pending.list[0]).toMatchObject({ difference: 5, finalScore: null, arbiterName: null });
    expect(pending.list[0]!.priorMarks.map((m) => [m.round, m.score]).sort()).toHaveLength(2);
    expect(expectOk(await arbitrations(c.leader)).total).toBe(3);
    expectError(await arbitrations(c.m1), 403, '40300', '只有仲裁老师或考试负责人可以查看仲裁列表');
    expectError(await arbitrations(c.stranger), 404, '40400');
    expectValidation(await arbitrations(c.arbiter, '?status=all'), 'status', '状态只能是pending或done');
    // Agreeing pairs are final at the average.
    const agreed = await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.groupId, groupId));
    expect(agreed.filter((a) => a.status === 3).map((a) => a.finalScores)).toEqual(Array(6).fill([4.5, 3]));
  });

  it('the arbiter fetches and submits; the arbitrated score is final and listed as done', async () => {
    const listedSlots = expectOk(await arbitrations(c.arbiter)).list.map((a) => [a.answerId, a.slotId]);
    for (let i = 0; i < 2; i++) {
      const next = (await fetchNext(ctx, c.arbiter, groupId, 'arbitrate')).item!;
      expect(next.round).toBe(3);
      expect(listedSlots).toContainEqual([next.answerId, next.slotId]);
      const res = await submit(ctx, c.arbiter, next.slotId, [3, 2], true);
      expect(res).toMatchObject({ answerStatus: 3, finalScore: 5 });
    }
    expect(expectOk(await arbitrations(c.arbiter)).total).toBe(1);
    const done = expectOk(await arbitrations(c.arbiter, '?status=done'));
    expect(done.total).toBe(2);
    expect(done.list).toHaveLength(2);
    expect(done.list.every((a) => a.finalScore === 5 && a.arbiterName != null)).toBe(true);

    type Progress = { groups: { agreementRate: number | null; arbitrationPending: number; arbitrationDone: number; answersFinal: number; markers: { teacherId: number; role: string; marked: number; agreementRate: number | null; arbitrations: number }[] }[] };
    const g = expectOk(await ctx.call<Progress>({ method: 'GET', url: `/marking/exam/${examId}/progress`, token: c.leader })).groups[0]!;
    expect(g).toMatchObject({ arbitrationPending: 1, arbitrationDone: 2, answersFinal: 8 });
    expect(g.agreementRate).toBeCloseTo(6 / 9);
    const m1 = g.markers.find((m) => m.teacherId === c.ids.m1)!;
    expect(m1).toMatchObject({ role: 'marker', marked: 9, arbitrations: 3 });
    expect(m1.agreementRate).toBeCloseTo(6 / 9);
    expect(g.markers.find((m) => m.teacherId === c.ids.arbiter)).toMatchObject({ role: 'arbiter', marked: 2, agreementRate: null, arbitrations: 0 });
  });

  it('a larger tolerance settles the answer still waiting for arbitration', async () => {
    const waiting = expectOk(await arbitrations(c.leader)).list[0]!;
    expectOk(await ctx.call({ method: 'PUT', url: `/marking/group/${groupId}/assign`, token: c.leader, payload: { assignMode: 'free', markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }], arbiters: [c.ids.arbiter], tolerance: 6 } }));
    const db = ctx.database.db;
    expect((await db.select().from(markingGroup).where(eq(markingGroup.id, groupId)))[0]!.tolerance).toBe(6);
    expect((await db.select().from(markingAnswer).where(eq(markingAnswer.id, waiting.answerId)))[0]).toMatchObject({ status: 3, finalScores: [3.5, 2], finalScore: 5.5 });
    expect(await db.select().from(markingSlot).where(and(eq(markingSlot.answerId, waiting.answerId), eq(markingSlot.round, 3)))).toEqual([]);
    expect(expectOk(await arbitrations(c.leader)).total).toBe(0);
  });

  it("rejecting a mark of an arbitrated answer: it is marked again and the arbitration stands", async () => {
    const db = ctx.database.db;
    const arbitrated = (await db.select().from(markingSlot).where(and(eq(markingSlot.groupId, groupId), eq(markingSlot.round, 3)))).map((s) => s.answerId);
    const slot = (await db.select().from(markingSlot).where(and(eq(markingSlot.groupId, groupId), eq(markingSlot.markerId, c.ids.m2), inArray(markingSlot.answerId, arbitrated))))[0]!;
    const res = expectOk(await ctx.call<{ returned: number }>({ method: 'POST', url: `/marking/group/${groupId}/reject`, token: c.leader, payload: { teacherId: c.ids.m2, slotIds: [slot.id] } }));
    expect(res.returned).toBe(1);
    expect((await db.select().from(markingAnswer).where(eq(markingAnswer.id, slot.answerId)))[0]).toMatchObject({ status: 0, finalScore: null });
    expectOk(await ctx.call({ method: 'PUT', url: `/marking/group/${groupId}/assign`, token: c.leader, payload: { assignMode: 'free', markers: [{ teacherId: c.ids.m2 }, { teacherId: c.ids.m3 }], arbiters: [c.ids.arbiter] } }));
    const again = (await fetchNext(ctx, c.m3, groupId)).item!;
    expect(again.answerId).toBe(slot.answerId);
    expect(await submit(ctx, c.m3, again.slotId, [1, 1])).toMatchObject({ answerStatus: 3, finalScore: 5 });
    await expectStoredCountsMatchSlots(ctx.database.db);
  });
});

describe('marking: blank-image auto marking and audit', () => {
  let ctx: TestContext;
  let c: Cast;
  let groupId: number;
  let answers: number[];

  beforeAll(async () => {
    ctx = await createTestApp();
    c = await buildCast(ctx);
    const e = await setupMarkingExam(ctx, c.leader, c.s, { questions: [{ no: '13', full: 10 }, { no: '14', full: 2 }], groups: [{ questionNos: ['13', '14'], markers: [{ teacherId: c.ids.m1 }] }] });
    groupId = e.groupIds[0]!;
    answers = e.answerIds.get(groupId)!;
    const db = ctx.database.db;
    // Four nearly empty images, one of them a little darker.
    await db.update(markingAnswer).set({ inkRatio: 0.001 }).where(inArray(markingAnswer.id, answers.slice(0, 3)));
    await db.update(markingAnswer).set({ inkRatio: 0.003 }).where(eq(markingAnswer.id, answers[3]!));
  });
  afterAll(() => ctx.close());

  type Row = { groupId: number; threshold: number; answersTotal: number; candidates: number; proposed: number; confirmed: number; rejected: number };
  type Candidate = { answerId: number; inkRatio: number | null; blankAudit: number; blankAuditText: string; answerStatus: number };

  it('lists the groups with their candidates and the candidates under a threshold', async () => {
    const rows = expectOk(await ctx.call<Row[]>({ method: 'GET', url: '/marking/autojdt', token: c.leader }));
    expect(rows).toEqual([expect.objectContaining({ groupId, threshold: expect.closeTo(0.004, 6), answersTotal: 9, candidates: 4, proposed: 0 })]);
    expect(expectOk(await ctx.call<Row[]>({ method: 'GET', url: '/marking/autojdt', token: c.m1 }))).toEqual([]);
    const url = `/marking/group/${groupId}/blank-candidates`;
    const all = expectOk(await ctx.call<Page<Candidate>>({ method: 'GET', url, token: c.leader }));
    expect(all.total).toBe(4);
    expect(all.list[3]).toMatchObject({ answerId: answers[3], blankAudit: 0, blankAuditText: '未检测', answerStatus: 0 });
    expect(expectOk(await ctx.call<Page<Candidate>>({ method: 'GET', url: `${url}?threshold=0.002`, token: c.leader })).total).toBe(3);
    expectValidation(await ctx.call({ method: 'GET', url: `${url}?threshold=0.5`, token: c.leader }), 'threshold', '阈值须在0到0.2之间');
    expectError(await ctx.call({ method: 'GET', url, token: c.m1 }), 403, '40300');
    expectError(await ctx.call({ method: 'GET', url, token: c.stranger }), 404, '40400');
  });

  it('proposes the open candidates and saves the threshold', async () => {
    // One candidate is marked before the proposal: it is final and not proposed.
    let marked: number | null = null;
    while (marked == null) {
      const item = (await fetchNext(ctx, c.m1, groupId)).item!;
      await submit(ctx, c.m1, item.slotId, [0, 0]);
      if (answers.slice(0, 4).includes(item.answerId)) marked = item.answerId;
    }
    const url = `/marking/group/${groupId}/blank-propose`;
    expectValidation(await ctx.call({ method: 'POST', url, token: c.leader, payload: {} }), 'threshold', '阈值必须是数字');
    expectError(await ctx.call({ method: 'POST', url, token: c.m1, payload: { threshold: 0.004 } }), 403, '40300');
    expectError(await ctx.call({ method: 'POST', url, token: c.stranger, payload: { threshold: 0.004 } }), 404, '40400');
    const res = expectOk(await ctx.call<{ proposed: number; threshold: number }>({ method: 'POST', url, token: c.leader, payload: { threshold: 0.005 } }));
    expect(res).toEqual({ threshold: 0.005, proposed: 3 });
    expect((await ctx.database.db.select().from(markingGroup).where(eq(markingGroup.id, groupId)))[0]!.blankThreshold).toBeCloseTo(0.005);
    const audit = await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.blankAudit, 1));
    expect(audit.map((a) => a.id).sort()).toEqual(answers.slice(0, 4).filter((id) => id !== marked).sort());
    // Proposing again changes nothing.
    expect(expectOk(await ctx.call<{ proposed: number }>({ method: 'POST', url, token: c.leader, payload: { threshold: 0.005 } })).proposed).toBe(0);
  });

  it('confirms and rejects proposals in bulk', async () => {
    type Item = Candidate & { groupId: number; groupName: string; examName: string };
    const list = (token: string, query = '') => ctx.call<Page<Item>>({ method: 'GET', url: `/marking/audit/list${query}`, token });
    const pending = expectOk(await list(c.leader));
    expect(pending.total).toBe(3);
    expect(pending.list[0]).toMatchObject({ groupId, examName: '阅卷测试', blankAudit: 1, blankAuditText: '待审核' });
    expect(expectOk(await list(c.leader, `?groupId=${groupId}`)).total).toBe(3);
    expect(expectOk(await list(c.m1)).total).toBe(0);
    expectError(await list(c.m1, `?groupId=${groupId}`), 403, '40300');
    expectError(await list(c.stranger, `?groupId=${groupId}`), 404, '40400');
    expectValidation(await list(c.leader, '?status=4'), 'status', '状态只能是1、2、3');

    const ids = pending.list.map((i) => i.answerId);
    const audit = (payload: Record<string, unknown>, token = c.leader) => ctx.call<{ updated: number; skipped: number }>({ method: 'PUT', url: '/marking/audit', token, payload });
    expectValidation(await audit({ answerIds: [], action: 'confirm' }), 'answerIds', '请选择答卷');
    expectValidation(await audit({ answerIds: ids, action: 'approve' }), 'action', '操作只能是确认或驳回');
    expectError(await audit({ answerIds: ids, action: 'confirm' }, c.m1), 403, '40300');
    expectError(await audit({ answerIds: ids, action: 'confirm' }, c.stranger), 404, '40400');
    expectError(await audit({ answerIds: [ids[0]!, 999999], action: 'confirm' }), 404, '40400', '答卷999999不存在');

    expect(expectOk(await audit({ answerIds: ids.slice(0, 2), action: 'confirm' }))).toEqual({ updated: 2, skipped: 0 });
    expect(expectOk(await audit({ answerIds: [ids[2]!], action: 'reject' }))).toEqual({ updated: 1, skipped: 0 });
    expect(expectOk(await audit({ answerIds: ids.slice(0, 2), action: 'reject' }))).toEqual({ updated: 0, skipped: 2 });
    const db = ctx.database.db;
    for (const id of ids.slice(0, 2)) {
      expect((await db.select().from(markingAnswer).where(eq(markingAnswer.id, id)))[0]).toMatchObject({ status: 3, blankAudit: 2, finalScores: [0, 0], finalScore: 0 });
      expect((await db.select().from(markingSlot).where(eq(markingSlot.answerId, id)))[0]).toMatchObject({ blocked: true, holderId: null });
      expect((await db.select().from(markingScoreLog).where(and(eq(markingScoreLog.answerId, id), eq(markingScoreLog.action, 'blank'))))).toHaveLength(1);
    }
    expect((await db.select().from(markingAnswer).where(eq(markingAnswer.id, ids[2]!)))[0]).toMatchObject({ status: 0, blankAudit: 3 });
    expect(expectOk(await list(c.leader, '?status=2')).total).toBe(2);
    expect(expectOk(await list(c.leader, '?status=3')).total).toBe(1);
    // The confirmed blanks are never handed out; the rejected one is marked as usual.
    const rest = await markAll(ctx, c.m1, groupId, () => [1, 0]);
    expect(rest.map((r) => r.answerId)).toContain(ids[2]);
    expect(rest.map((r) => r.answerId)).not.toContain(ids[0]);
    const autojdt = expectOk(await ctx.call<Row[]>({ method: 'GET', url: '/marking/autojdt', token: c.leader }));
    expect(autojdt[0]).toMatchObject({ proposed: 0, confirmed: 2, rejected: 1 });
  });
});

describe('marking: management actions racing the markers', () => {
  let ctx: TestContext;
  let c: Cast;
  let groupId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    c = await buildCast(ctx);
    const e = await setupMarkingExam(ctx, c.leader, c.s, {
      questions: [{ no: '13', full: 10 }],
      groups: [{ questionNos: ['13'], doubleMarking: true, tolerance: 1, markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }, { teacherId: c.ids.m3 }], arbiters: [c.ids.arbiter] }],
      extraStudents: 30,
    });
    groupId = e.groupIds[0]!;
    const ids = e.answerIds.get(groupId)!;
    await ctx.database.db.update(markingAnswer).set({ inkRatio: 0.001 }).where(inArray(markingAnswer.id, ids.filter((_, i) => i % 4 === 0)));
    expectOk(await ctx.call({ method: 'POST', url: `/marking/group/${groupId}/blank-propose`, token: c.leader, payload: { threshold: 0.004 } }));
  });
  afterAll(() => ctx.close());

  it('submits, reports, rejections, audits and problem decisions at the same moment never end in a server error', async () => {
    const seen: { status: number; errCode: string }[] = [];
    const keep = async (p: Promise<{ status: number; body: { errCode: string } }>) => {
      const r = await p;
      seen.push({ status: r.status, errCode: r.body.errCode });
    };
    for (let round = 0; round < 6; round++) {
      const items = await Promise.all([c.m1, c.m2, c.m3].map((t) => fetchNext(ctx, t, groupId)));
      const proposed = await ctx.database.db.select({ id: markingAnswer.id }).from(markingAnswer).where(and(eq(markingAnswer.groupId, groupId), eq(markingAnswer.blankAudit, 1))).limit(3);
      const open = await ctx.database.db.select({ id: markingProblem.id }).from(markingProblem).where(and(eq(markingProblem.groupId, groupId), eq(markingProblem.status, 0))).limit(1);
      const arb = await fetchNext(ctx, c.arbiter, groupId, 'arbitrate');
      await Promise.all([
        ...items.slice(0, 2).map((n, i) => (n.item ? keep(ctx.call({ method: 'POST', url: '/marking/submit', token: [c.m1, c.m2][i]!, payload: { slotId: n.item.slotId, scores: [i === 0 ? 8 : 3] } })) : Promise.resolve())),
        items[2]!.item ? keep(ctx.call({ method: 'POST', url: '/marking/problem', token: c.m3, payload: { slotId: items[2]!.item.slotId, type: 1 } })) : Promise.resolve(),
        arb.item ? keep(ctx.call({ method: 'PUT', url: '/marking/arbitration/submit', token: c.arbiter, payload: { slotId: arb.item.slotId, scores: [5] } })) : Promise.resolve(),
        keep(ctx.call({ method: 'POST', url: `/marking/group/${groupId}/reject`, token: c.leader, payload: { teacherId: c.ids.m1 } })),
        proposed.length ? keep(ctx.call({ method: 'PUT', url: '/marking/audit', token: c.leader, payload: { answerIds: proposed.map((p) => p.id), action: round % 2 ? 'reject' : 'confirm' } })) : Promise.resolve(),
        open.length ? keep(ctx.call({ method: 'PUT', url: `/marking/problem/${open[0]!.id}/resolve`, token: c.leader, payload: { action: round % 2 ? 'pool' : 'remark' } })) : Promise.resolve(),
      ]);
    }
    expect(seen.length).toBeGreaterThan(20);
    for (const r of seen) {
      expect(r.errCode, JSON.stringify(r)).not.toBe('50000');
      expect(['00', '40900']).toContain(r.errCode);
    }
    // Every answer's state still agrees with its slots: no final answer without a final score.
    const answers = await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.groupId, groupId));
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.some((a) => a.status === 3)).toBe(true);
    for (const a of answers) expect(a.status === 3).toBe(a.finalScore != null);
    // The stored counts of each teacher's marks still agree with the slots.
    await expectStoredCountsMatchSlots(ctx.database.db);
  });
});

describe('marking: the end of the pool', () => {
  let ctx: TestContext;
  let c: Cast;
  let groupId: number;
  let answers: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    c = await buildCast(ctx);
    const e = await setupMarkingExam(ctx, c.leader, c.s, {
      questions: [{ no: '13', full: 10 }],
      groups: [{ questionNos: ['13'], doubleMarking: true, tolerance: 10, markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }, { teacherId: c.ids.m3 }] }],
    });
    groupId = e.groupIds[0]!;
    answers = e.answerIds.get(groupId)!.length;
  });
  afterAll(() => ctx.close());

  it('tells a marker whether the answers left are held by others or none are left for them', async () => {
    // m1 marks one round of every answer: the other rounds are open, but never for m1.
    expect(await markAll(ctx, c.m1, groupId, () => [6])).toHaveLength(answers);
    expect(await fetchNext(ctx, c.m1, groupId)).toMatchObject({ item: null, reason: '本题组已没有待阅答卷' });
    // m2 marks all but one and holds the last: m3 could take it once it is free.
    expect(await markAll(ctx, c.m2, groupId, () => [7], answers - 1)).toHaveLength(answers - 1);
    const last = (await fetchNext(ctx, c.m2, groupId)).item!;
    expect(await fetchNext(ctx, c.m3, groupId)).toMatchObject({ item: null, reason: '剩余答卷正由其他老师评阅，请稍后再试' });
    await submit(ctx, c.m2, last.slotId, [7]);
    expect(await fetchNext(ctx, c.m3, groupId)).toMatchObject({ item: null, reason: '本题组已没有待阅答卷', counters: { myMarked: 0 } });
    expect(await fetchNext(ctx, c.m2, groupId)).toMatchObject({ item: null, counters: { myMarked: answers } });
    await expectStoredCountsMatchSlots(ctx.database.db);
  });
});

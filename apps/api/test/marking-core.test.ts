/**
 * The marking screen's calls under concurrency: dispatch never hands one answer to two markers,
 * leases return answers to the pool, submits are idempotent and durable, re-marks are logged,
 * double marking averages within the tolerance and otherwise goes to arbitration, quotas and
 * pauses are respected, and finally complete groups write their scores to the academic side.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMarkingGroupInfo, TMarkingNext, TMarkingSubmitResult } from '@app/contract';
import type { Db } from '../src/db/client.js';
import { examStudent, markingAnswer, markingGroup, markingScoreLog, markingSlot } from '../src/db/schema.js';
import { writeMarkedScores } from '../src/modules/marking/finalize.js';
import { expectAuthRequired, expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { setupMarkingExam, type MarkingExam } from './support/marking.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('marking: dispatch, submit, double marking and arbitration', () => {
  let ctx: TestContext;
  let db: Db;
  let s: BuiltSchool;
  let leader: string;
  let markers: { id: number; token: string }[];
  let arbiter: { id: number; token: string };
  let outsider: string;
  let otherSchool: string;
  let single: MarkingExam;
  let double: MarkingExam;

  const next = (token: string, groupId: number, mode: 'mark' | 'arbitrate' = 'mark') => ctx.call<TMarkingNext>({ method: 'GET', url: `/marking/group/${groupId}/next?mode=${mode}`, token });
  const submit = (token: string, slotId: number, scores: number[], how: 'v1' | 'v2' | 'arb' = 'v1', withNext?: boolean) => {
    const payload = withNext == null ? { slotId, scores } : { slotId, scores, next: withNext };
    return ctx.call<TMarkingSubmitResult>(
      how === 'v1' ? { method: 'POST', url: '/marking/submit', token, payload } : { method: 'PUT', url: how === 'v2' ? '/marking/v2/submit' : '/marking/arbitration/submit', token, payload },
    );
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    s = await buildSchool(db);
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
    markers = [];
    for (let i = 0; i < 8; i++) {
      const t = await buildTeacher(db, s, { subjects: [3] });
      markers.push({ id: t.teacherId, token: await ctx.login(t) });
    }
    const a = await buildTeacher(db, s, { subjects: [3] });
    arbiter = { id: a.teacherId, token: await ctx.login(a) };
    outsider = await ctx.login(await buildTeacher(db, s, { subjects: [3] }));
    const other = await buildSchool(db);
    otherSchool = await ctx.login(await buildTeacher(db, other, { posts: [{ post: 5 }], subjects: [3] }));
    // 9 students in the grade plus 31 more: 40 answers per group.
    single = await setupMarkingExam(ctx, leader, s, {
      questions: [
        { no: '1', full: 5, objective: true, answerKey: 'B' },
        { no: '2', full: 10 },
        { no: '3', full: 6 },
        { no: '4', full: 6 },
      ],
      groups: [
        { questionNos: ['2'], markers: markers.map((m) => ({ teacherId: m.id })) },
        { questionNos: ['3', '4'], scoreStep: 0.5, markers: [{ teacherId: markers[0]!.id, quota: 2 }] },
      ],
      extraStudents: 31,
    });
    double = await setupMarkingExam(ctx, leader, s, {
      questions: [{ no: '1', full: 20 }],
      groups: [{ questionNos: ['1'], doubleMarking: true, tolerance: 3, markers: markers.slice(0, 3).map((m) => ({ teacherId: m.id })), arbiters: [arbiter.id] }],
    });
  });
  afterAll(() => ctx.close());

  it('requires a login, the same school and a marker role', async () => {
    const g = single.groupIds[0]!;
    await expectAuthRequired(ctx, { method: 'GET', url: `/marking/group/${g}/next` });
    await expectAuthRequired(ctx, { method: 'POST', url: '/marking/submit', payload: { slotId: 1, scores: [1] } });
    expectError(await next(otherSchool, g), 404, '40400', '阅卷题组不存在');
    expectError(await ctx.call({ method: 'GET', url: `/marking/group/${g}`, token: otherSchool }), 404, '40400');
    expectError(await next(outsider, g), 403, '40300', '您不是该题组的阅卷老师');
    expectError(await next(markers[0]!.token, g, 'arbitrate'), 403, '40300', '您不是该题组的仲裁老师');
    expectValidation(await ctx.call({ method: 'GET', url: `/marking/group/${g}/next?mode=all`, token: markers[0]!.token }), 'mode');
    expectValidation(await ctx.call({ method: 'GET', url: '/marking/group/abc/next', token: markers[0]!.token }), 'groupId', '题组ID必须是数字');
  });

  it('shows the group to its markers and managers with questions and counters', async () => {
    const info = expectOk(await ctx.call<TMarkingGroupInfo>({ method: 'GET', url: `/marking/group/${single.groupIds[1]}`, token: leader }));
    expect(info.isManager).toBe(true);
    expect(info.roles).toEqual([]);
    expect(info.questions.map((q) => [q.questionNo, q.fullScore])).toEqual([['3', 6], ['4', 6]]);
    expect(info.fullScore).toBe(12);
    expect(info.counters).toMatchObject({ answersTotal: 40, groupTotal: 40, groupDone: 0, answersFinal: 0 });
    expectError(await ctx.call({ method: 'GET', url: `/marking/group/${single.groupIds[1]}`, token: outsider }), 403, '40300');
  });

  it('never hands the same answer to two markers fetching at the same moment', async () => {
    const g = single.groupIds[0]!;
    const results = await Promise.all(markers.map((m) => next(m.token, g)));
    const slots = results.map((r) => expectOk(r).item!.slotId);
    expect(new Set(slots).size).toBe(markers.length);
    // Fetching again returns the slot already held (reload), not a new one.
    const again = await Promise.all(markers.map((m) => next(m.token, g)));
    expect(again.map((r) => expectOk(r).item!.slotId)).toEqual(slots);
    const held = await db.select().from(markingSlot).where(and(eq(markingSlot.groupId, g), sql`${markingSlot.holderId} is not null`));
    expect(held).toHaveLength(markers.length);
  });

  it('refuses scores out of range, off the step or of the wrong count, naming the question', async () => {
    const item = expectOk(await next(markers[0]!.token, single.groupIds[0]!)).item!;
    expectError(await submit(markers[0]!.token, item.slotId, [11]), 400, '40000', '第2题的分数须在0到10分之间');
    expectError(await submit(markers[0]!.token, item.slotId, [-1]), 400, '40000', '第2题的分数须在0到10分之间');
    expectError(await submit(markers[0]!.token, item.slotId, [2.5]), 400, '40000', '第2题的分数须为1分的整数倍');
    expectError(await submit(markers[0]!.token, item.slotId, [2, 3]), 400, '40000', ['共1道小题']);
    expectValidation(await ctx.call({ method: 'POST', url: '/marking/submit', token: markers[0]!.token, payload: { slotId: item.slotId, scores: ['x'] } }), 'scores', '分数必须是数字');
    expectError(await submit(markers[0]!.token, 999999, [1]), 404, '40400', '答卷任务不存在');
    // Another marker cannot submit a slot they do not hold.
    expectError(await submit(markers[1]!.token, item.slotId, [1]), 409, '40900', '该答卷已超时回收并分给了其他老师，请阅下一份');
  });

  it('records one score for a double click and logs a re-mark', async () => {
    const m = markers[0]!;
    const item = expectOk(await next(m.token, single.groupIds[0]!)).item!;
    const [a, b] = await Promise.all([submit(m.token, item.slotId, [7]), submit(m.token, item.slotId, [7], 'v2')]);
    expect(expectOk(a).finalScore).toBe(7);
    expect(expectOk(b).finalScore).toBe(7);
    const logs = await db.select().from(markingScoreLog).where(eq(markingScoreLog.slotId, item.slotId));
    expect(logs.filter((l) => l.action === 'submit')).toHaveLength(1);
    // The submitted score is durable and visible in the history.
    const hist = expectOk(await ctx.call<{ list: { slotId: number; score: number; editable: boolean }[]; total: number }>({ method: 'GET', url: `/marking/group/${single.groupIds[0]}/history`, token: m.token }));
    expect(hist.list[0]).toMatchObject({ slotId: item.slotId, score: 7, editable: true });
    // 回评: the marker changes their mind.
    const re = expectOk(await submit(m.token, item.slotId, [9]));
    expect(re.finalScore).toBe(9);
    const remark = await db.select().from(markingScoreLog).where(and(eq(markingScoreLog.slotId, item.slotId), eq(markingScoreLog.action, 'remark')));
    expect(remark).toHaveLength(1);
    expect(remark[0]).toMatchObject({ oldScores: [7], newScores: [9], teacherId: m.id });
    const own = expectOk(await ctx.call<{ scores: number[] }>({ method: 'GET', url: `/marking/slot/${item.slotId}`, token: m.token }));
    expect(own.scores).toEqual([9]);
    expectError(await ctx.call({ method: 'GET', url: `/marking/slot/${item.slotId}`, token: markers[1]!.token }), 403, '40300', '只能查看自己评阅的答卷');
    expectError(await submit(markers[1]!.token, item.slotId, [1]), 409, '40900', '该答卷已由其他老师评阅');
  });

  it('a score the manager gave to a problem paper cannot be overridden by a re-mark', async () => {
    const m = markers[4]!;
    const item = expectOk(await next(m.token, single.groupIds[0]!)).item!;
    expectOk(await submit(m.token, item.slotId, [2]));
    expectOk(await ctx.call({ method: 'POST', url: '/marking/problem', token: m.token, payload: { slotId: item.slotId, type: 1, note: '看不清' } }));
    const problems = expectOk(await ctx.call<{ list: { problemId: number; answerId: number }[] }>({ method: 'GET', url: `/marking/group/${single.groupIds[0]}/problems`, token: leader }));
    const p = problems.list.find((x) => x.answerId === item.answerId)!;
    expectOk(await ctx.call({ method: 'PUT', url: `/marking/problem/${p.problemId}/resolve`, token: leader, payload: { action: 'score', scores: [6] } }));
    expectError(await submit(m.token, item.slotId, [3]), 409, '40900', '该答卷已由阅卷负责人给分，不能回评');
    const hist = expectOk(await ctx.call<{ list: { slotId: number; editable: boolean }[] }>({ method: 'GET', url: `/marking/group/${single.groupIds[0]}/history`, token: m.token }));
    expect(hist.list.find((h) => h.slotId === item.slotId)!.editable).toBe(false);
    const answer = (await db.select().from(markingAnswer).where(eq(markingAnswer.id, item.answerId)))[0]!;
    expect(answer).toMatchObject({ status: 3, finalScore: 6 });
  });

  it('hands out the next answer with the submit when asked, as the marking screen does', async () => {
    const g = single.groupIds[0]!;
    const m = markers[5]!;
    const first = expectOk(await next(m.token, g)).item!;
    const r = expectOk(await submit(m.token, first.slotId, [6], 'v1', true));
    expect(r).toMatchObject({ slotId: first.slotId, finalScore: 6 });
    const handed = r.next!.item!;
    expect(handed.slotId).not.toBe(first.slotId);
    expect(handed).toMatchObject({ scores: null, submittedAt: null, round: 1 });
    expect(r.next!.counters).toEqual(r.counters);
    // The answer handed out is the marker's under a lease: fetching again gives the same one back.
    expect(expectOk(await next(m.token, g)).item!.slotId).toBe(handed.slotId);
    // Not asked for (or asked not to): nothing more is handed out.
    expect(expectOk(await submit(m.token, handed.slotId, [3], 'v2', false)).next).toBeNull();
    expect(expectOk(await submit(m.token, handed.slotId, [4])).next).toBeNull();
    expectValidation(await ctx.call({ method: 'POST', url: '/marking/submit', token: m.token, payload: { slotId: handed.slotId, scores: [4], next: 'yes' } }), 'next');
    // A refused submit hands out nothing: another marker cannot submit this slot.
    expectError(await submit(markers[6]!.token, handed.slotId, [1], 'v1', true), 409, '40900', '该答卷已由其他老师评阅');
  });

  it('returns an answer to the pool when its lease runs out', async () => {
    const g = single.groupIds[0]!;
    const [slow, fast] = [markers[2]!, markers[3]!];
    const held = expectOk(await next(slow.token, g)).item!;
    // fast submits what it holds, then its lease-expired colleague's slot becomes free.
    const own = expectOk(await next(fast.token, g)).item!;
    expectOk(await submit(fast.token, own.slotId, [5]));
    await db.update(markingSlot).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(markingSlot.id, held.slotId));
    const taken = expectOk(await next(fast.token, g)).item!;
    expect(taken.slotId).toBe(held.slotId);
    expectError(await submit(slow.token, held.slotId, [3]), 409, '40900', '该答卷已超时回收并分给了其他老师，请阅下一份');
    expectOk(await submit(fast.token, taken.slotId, [4]));
  });

  it('lets many markers work through a group in parallel without a duplicate or a lost mark', async () => {
    const g = single.groupIds[0]!;
    const submittedBy = new Map<number, number>();
    await Promise.all(
      markers.map(async (m, i) => {
        for (;;) {
          const n = expectOk(await next(m.token, g));
          if (!n.item) {
            expect(n.reason).toMatch(/本题组已没有待阅答卷|剩余答卷正由其他老师评阅/);
            if (n.reason === '本题组已没有待阅答卷') return;
            await new Promise((r) => setTimeout(r, 5));
            continue;
          }
          // Half the markers work as the marking screen does: each submit brings the next answer.
          let item: TMarkingNext['item'] = n.item;
          while (item) {
            const r: TMarkingSubmitResult = expectOk(await submit(m.token, item.slotId, [(i + item.slotId) % 11], 'v1', i % 2 === 1));
            expect(submittedBy.has(item.slotId)).toBe(false);
            submittedBy.set(item.slotId, m.id);
            item = r.next?.item ?? null;
          }
        }
      }),
    );
    const rows = await db.select().from(markingSlot).where(eq(markingSlot.groupId, g));
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.submittedAt != null && r.markerId != null)).toBe(true);
    const answers = await db.select().from(markingAnswer).where(eq(markingAnswer.groupId, g));
    expect(answers).toHaveLength(40);
    expect(answers.every((a) => a.status === 3 && a.finalScore != null)).toBe(true);
    const counters = expectOk(await ctx.call<{ groupDone: number; answersFinal: number }>({ method: 'GET', url: `/marking/group/${g}/counters`, token: markers[0]!.token }));
    expect(counters).toMatchObject({ groupDone: 40, answersFinal: 40 });
  });

  it('stops handing out answers at the quota', async () => {
    const g = single.groupIds[1]!;
    const m = markers[0]!;
    for (let i = 0; i < 2; i++) {
      const item = expectOk(await next(m.token, g)).item!;
      const r = expectOk(await submit(m.token, item.slotId, [3.5, 6]));
      expect(r.counters).toEqual({ myMarked: i + 1, myArbitrated: 0, myQuota: 2 });
    }
    const n = expectOk(await next(m.token, g));
    expect(n.item).toBeNull();
    expect(n.reason).toBe('您的阅卷任务量已完成');
  });

  it('does not hand out or accept marks while the group is paused', async () => {
    const g = single.groupIds[1]!;
    await db.update(markingGroup).set({ status: 2 }).where(eq(markingGroup.id, g));
    const n = expectOk(await next(markers[0]!.token, g));
    expect(n).toMatchObject({ item: null, reason: '阅卷已暂停，请稍后再试' });
    const slot = (await db.select().from(markingSlot).where(and(eq(markingSlot.groupId, g), eq(markingSlot.markerId, markers[0]!.id))).limit(1))[0]!;
    expectError(await submit(markers[0]!.token, slot.id, [1, 1]), 409, '40900', '阅卷已暂停，暂不能提交');
    await db.update(markingGroup).set({ status: 1 }).where(eq(markingGroup.id, g));
  });

  it('double marking: never both rounds to one marker, averages within the tolerance, arbitrates beyond it', async () => {
    const g = double.groupIds[0]!;
    const [m1, m2, m3] = markers;
    // m1 takes round 1 of the first answer; m2 gets its round 2, never m1.
    const a1 = expectOk(await next(m1!.token, g)).item!;
    const b1 = expectOk(await next(m2!.token, g)).item!;
    expect(b1.answerId).toBe(a1.answerId);
    expect(b1.round).not.toBe(a1.round);
    expectOk(await submit(m1!.token, a1.slotId, [12]));
    const agreed = expectOk(await submit(m2!.token, b1.slotId, [15]));
    expect(agreed).toMatchObject({ answerStatus: 3, finalScore: 13.5 });
    // The next pair disagrees by more than 3: arbitration.
    const a2 = expectOk(await next(m1!.token, g)).item!;
    expect(a2.answerId).not.toBe(a1.answerId);
    const b2 = expectOk(await next(m3!.token, g)).item!;
    expect(b2.answerId).toBe(a2.answerId);
    expectOk(await submit(m1!.token, a2.slotId, [4]));
    const disagreed = expectOk(await submit(m3!.token, b2.slotId, [16]));
    expect(disagreed).toMatchObject({ answerStatus: 1, answerStatusText: '待仲裁', finalScore: null });
    // A marker of the group cannot take the arbitration; the arbiter sees both marks.
    const arb = expectOk(await next(arbiter.token, g, 'arbitrate')).item!;
    expect(arb.answerId).toBe(a2.answerId);
    expect(arb.round).toBe(3);
    expect(arb.priorMarks.map((p) => p.score).sort((x, y) => x - y)).toEqual([4, 16]);
    expectError(await submit(arbiter.token, arb.slotId, [10]), 400, '40000', '仲裁答卷请使用仲裁提交');
    expectError(await submit(m1!.token, arb.slotId, [10], 'arb'), 403, '40300', '您不是该题组的仲裁老师');
    const final = expectOk(await submit(arbiter.token, arb.slotId, [10], 'arb', true));
    expect(final).toMatchObject({ answerStatus: 3, finalScore: 10, next: { item: null, reason: '暂无待仲裁的答卷' } });
    // After arbitration the markers may no longer re-mark that answer.
    expectError(await submit(m1!.token, a2.slotId, [5]), 409, '40900', '该答卷已仲裁，不能回评');
    const logs = await db.select().from(markingScoreLog).where(eq(markingScoreLog.answerId, a2.answerId));
    expect(logs.map((l) => l.action).sort()).toEqual(['arbitrate', 'final', 'submit', 'submit']);
  });

  it('a re-mark that brings a pair within the tolerance withdraws the open arbitration', async () => {
    const g = double.groupIds[0]!;
    const [m1, m2] = markers;
    const a = expectOk(await next(m1!.token, g)).item!;
    const b = expectOk(await next(m2!.token, g)).item!;
    expect(b.answerId).toBe(a.answerId);
    expectOk(await submit(m1!.token, a.slotId, [2]));
    expect(expectOk(await submit(m2!.token, b.slotId, [18])).answerStatus).toBe(1);
    expect(await db.select().from(markingSlot).where(and(eq(markingSlot.answerId, a.answerId), eq(markingSlot.round, 3)))).toHaveLength(1);
    const fixed = expectOk(await submit(m1!.token, a.slotId, [17]));
    expect(fixed).toMatchObject({ answerStatus: 3, finalScore: 17.5 });
    expect(await db.select().from(markingSlot).where(and(eq(markingSlot.answerId, a.answerId), eq(markingSlot.round, 3)))).toHaveLength(0);
    // A difference of exactly the tolerance (3) is within it: averaged, no arbitration.
    const c = expectOk(await next(m1!.token, g)).item!;
    const d = expectOk(await next(m2!.token, g)).item!;
    expect(d.answerId).toBe(c.answerId);
    expectOk(await submit(m1!.token, c.slotId, [4]));
    expect(expectOk(await submit(m2!.token, d.slotId, [7]))).toMatchObject({ answerStatus: 3, finalScore: 5.5 });
    const settled = (await db.select().from(markingAnswer).where(eq(markingAnswer.id, c.answerId)))[0]!;
    expect(settled).toMatchObject({ status: 3, finalScores: [5.5], finalScore: 5.5 });
  });

  it('writes the marked scores into the exam when every group is finally complete', async () => {
    const examId = single.examId;
    const g2 = single.groupIds[1]!;
    // Finish group 2 by hand: give every open answer a final score.
    await db.execute(sql`update marking_answer set status = 3, final_scores = array[1, 2]::real[], final_score = 3 where group_id = ${g2} and status <> 3`);
    await db.update(markingGroup).set({ status: 3 }).where(eq(markingGroup.examId, examId));
    expect(await db.transaction((tx) => writeMarkedScores(tx as unknown as Db, examId, markers[0]!.id))).toBe(false);
    await db.update(markingGroup).set({ status: 4 }).where(eq(markingGroup.examId, examId));
    expect(await db.transaction((tx) => writeMarkedScores(tx as unknown as Db, examId, markers[0]!.id))).toBe(true);
    const answers = await db.select().from(markingAnswer).where(eq(markingAnswer.groupId, single.groupIds[0]!));
    const rows = await db.select().from(examStudent).where(eq(examStudent.examId, examId));
    expect(rows).toHaveLength(40);
    expect(answers).toHaveLength(40);
    for (const a of answers) {
      const row = rows.find((r) => r.studentId === a.studentId)!;
      // Question 2 sits at index 1 (after the objective question 1).
      expect(row.scores[1]).toBe(a.finalScores![0]);
      expect(row.total).toBeCloseTo(row.scores.reduce((x, y) => x + y, 0), 5);
    }
    const status = await db.execute(sql`select mark_status from exam_group where id = ${single.examGroupId}`);
    expect((status as unknown as { rows: { mark_status: number }[] }).rows[0]!.mark_status).toBe(2);
    // The write is in the exam's score history: 40 students written, each kept as it was before.
    const history = await db.execute(sql`select h.kind, h.students, (select count(*)::int from score_history_row r where r.history_id = h.id) as kept from score_history h where h.exam_id = ${examId}`);
    expect((history as unknown as { rows: unknown[] }).rows).toEqual([{ kind: 'marking', students: 40, kept: 40 }]);
  });
});

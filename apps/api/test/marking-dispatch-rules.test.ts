/**
 * How papers are handed out and settled (marking/dispatch.ts, settle.ts, resettle.ts,
 * quota-plan.ts), over HTTP on the real database. Every test stands alone: the school and its
 * teachers are built once and only read, and each test sets up its own marking exam (9 students in
 * 3 classes: 9 answers per group). With access-rules.test.ts this is what the mutation folders
 * `access` and `marking` run per test.
 *
 * - The next paper: only to a marker (or arbiter) of a group of the teacher's school that is being
 *   marked; a reloaded page gets the paper it holds back; a marker never receives both rounds of
 *   one answer, and nothing past their quota; the reason when nothing is handed out.
 * - Double marking: two scores within the tolerance are averaged, further apart they go to
 *   arbitration; the arbiter sees both marks, prefers papers they did not mark, and decides.
 * - A larger tolerance settles the answers waiting for arbitration; a smaller one reopens nothing.
 * - Quotas: even shares (per class for markers limited to classes), the manager's numbers that must
 *   cover the work, or none; every class needs enough markers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKING_LEASE_SECONDS, type TMarkingItem, type TMarkingNext } from '@app/contract';
import type { Db } from '../src/db/client.js';
import { markingAnswer, markingGroup, markingSlot, teacher } from '../src/db/schema.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { setupMarkingExam, type MarkingGroupSpec } from './support/marking.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Who = { id: number; token: string; name: string };
type Submitted = { answerStatus: number; finalScore: number | null; counters: { myMarked: number; myArbitrated: number; myQuota: number | null } };
type Setup = { markers: { teacherId: number; teacherName: string; quota: number | null; clazzIds: number[] | null }[]; arbiters: { teacherId: number }[] };

describe('dispatch and settling of marking', () => {
  let ctx: TestContext;
  let db: Db;
  let s: BuiltSchool;
  let leader: Who;
  let a: Who;
  let b: Who;
  let c: Who;
  let arbiter: Who;
  let outsider: Who;
  let stranger: Who;
  let clazz: [number, number, number];

  const who = async (t: Awaited<ReturnType<typeof buildTeacher>>): Promise<Who> => {
    const [row] = await db.select({ name: teacher.name }).from(teacher).where(eq(teacher.id, t.teacherId));
    return { id: t.teacherId, token: await ctx.login(t), name: row!.name };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    s = await buildSchool(db);
    clazz = s.clazzIds[1]! as [number, number, number];
    leader = await who(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
    a = await who(await buildTeacher(db, s, { subjects: [3] }));
    b = await who(await buildTeacher(db, s, { subjects: [3] }));
    c = await who(await buildTeacher(db, s, { subjects: [3] }));
    arbiter = await who(await buildTeacher(db, s, { subjects: [3] }));
    outsider = await who(await buildTeacher(db, s, { subjects: [3] }));
    stranger = await who(await buildTeacher(db, await buildSchool(db), { posts: [{ post: 5 }], subjects: [3] }));
  });
  afterAll(() => ctx.close());

  /** One group of one 10-point question; returns its id and answer ids. */
  const group = async (spec: Omit<MarkingGroupSpec, 'questionNos'>) => {
    const m = await setupMarkingExam(ctx, leader.token, s, { questions: [{ no: '1', full: 10 }], groups: [{ questionNos: ['1'], ...spec }] });
    return { id: m.groupIds[0]!, answerIds: m.answerIds.get(m.groupIds[0]!)! };
  };
  const next = (w: Who, groupId: number, mode: 'mark' | 'arbitrate' = 'mark') => ctx.call<TMarkingNext>({ method: 'GET', url: `/marking/group/${groupId}/next?mode=${mode}`, token: w.token });
  const nextOk = async (w: Who, groupId: number, mode: 'mark' | 'arbitrate' = 'mark') => expectOk(await next(w, groupId, mode));
  const submit = async (w: Who, slotId: number, score: number, arbitrate = false) =>
    expectOk(
      await ctx.call<Submitted>({ method: arbitrate ? 'PUT' : 'POST', url: arbitrate ? '/marking/arbitration/submit' : '/marking/submit', token: w.token, payload: { slotId, scores: [score] } }),
    );
  /** Fetches and submits one paper; returns the item. */
  const markOne = async (w: Who, groupId: number, score: number): Promise<TMarkingItem & { result: Submitted }> => {
    const item = (await nextOk(w, groupId)).item!;
    expect(item, `${w.name} got no paper`).not.toBeNull();
    return { ...item, result: await submit(w, item.slotId, score) };
  };
  const answerRow = async (answerId: number) => (await db.select().from(markingAnswer).where(eq(markingAnswer.id, answerId)))[0]!;
  const assign = (groupId: number, payload: Record<string, unknown>) => ctx.call<Setup>({ method: 'PUT', url: `/marking/group/${groupId}/assign`, token: leader.token, payload });

  describe('who gets a paper', () => {
    it('only a marker of a group of their school; an arbiter only in arbitration', async () => {
      const g = await group({ markers: [{ teacherId: a.id }], arbiters: [arbiter.id], doubleMarking: false });
      expectError(await next(stranger, g.id), 404, '40400', '阅卷题组不存在');
      expectError(await next(stranger, g.id, 'arbitrate'), 404, '40400', '阅卷题组不存在');
      expectError(await next(a, 999999999), 404, '40400', '阅卷题组不存在');
      expectError(await next(outsider, g.id), 403, '40300', '您不是该题组的阅卷老师');
      expectError(await next(leader, g.id), 403, '40300', '您不是该题组的阅卷老师');
      expectError(await next(arbiter, g.id), 403, '40300', '您不是该题组的阅卷老师');
      expectError(await next(a, g.id, 'arbitrate'), 403, '40300', '您不是该题组的仲裁老师');
      expectError(await next(outsider, g.id, 'arbitrate'), 403, '40300', '您不是该题组的仲裁老师');
      expect(await nextOk(arbiter, g.id, 'arbitrate')).toEqual({ item: null, reason: '暂无待仲裁的答卷', counters: { myMarked: 0, myArbitrated: 0, myQuota: null } });
      // None of these refused calls claimed anything.
      expect(await db.select().from(markingSlot).where(and(eq(markingSlot.groupId, g.id), sql`${markingSlot.holderId} is not null`))).toEqual([]);
      expect((await nextOk(a, g.id)).item).not.toBeNull();
    });

    it('nothing is handed out unless the group is being marked, with the reason', async () => {
      const g = await group({ markers: [{ teacherId: a.id }], arbiters: [arbiter.id] });
      const reasons: Record<number, string> = { 0: '阅卷尚未开始', 2: '阅卷已暂停，请稍后再试', 3: '该题组阅卷已完成', 4: '该题组阅卷已最终完成' };
      for (const [status, reason] of Object.entries(reasons)) {
        await db.update(markingGroup).set({ status: Number(status) }).where(eq(markingGroup.id, g.id));
        expect(await nextOk(a, g.id)).toEqual({ item: null, reason, counters: { myMarked: 0, myArbitrated: 0, myQuota: null } });
        expect((await nextOk(arbiter, g.id, 'arbitrate')).reason).toBe(reason);
        expectError(await next(outsider, g.id), 403, '40300', '您不是该题组的阅卷老师');
      }
      expect(await db.select().from(markingSlot).where(and(eq(markingSlot.groupId, g.id), sql`${markingSlot.holderId} is not null`))).toEqual([]);
      await db.update(markingGroup).set({ status: 1 }).where(eq(markingGroup.id, g.id));
      expect((await nextOk(a, g.id)).reason).toBeNull();
    });

    it('the paper: image, lease, no scores yet; a reload gets the same paper with a fresh lease', async () => {
      const g = await group({ markers: [{ teacherId: a.id }, { teacherId: b.id }] });
      const before = Date.now();
      const first = await nextOk(a, g.id);
      const item = first.item!;
      expect(first.reason).toBeNull();
      expect(first.counters).toEqual({ myMarked: 0, myArbitrated: 0, myQuota: null });
      expect(g.answerIds).toContain(item.answerId);
      expect(item).toMatchObject({ round: 1, rotation: 0, scores: null, submittedAt: null, priorMarks: [], labelIds: [], paperNo: String(item.answerId).padStart(7, '0') });
      expect(item.imageUrl).toBe(`/marking/answer/${item.answerId}/image?r=0`);
      const lease = Date.parse(item.leaseUntil!);
      expect(lease).toBeGreaterThanOrEqual(before + MARKING_LEASE_SECONDS * 1000 - 5000);
      expect(lease).toBeLessThanOrEqual(Date.now() + MARKING_LEASE_SECONDS * 1000 + 5000);
      // The lease is shortened behind the API's back; a reload renews it on the same paper.
      await db.update(markingSlot).set({ leaseUntil: new Date(Date.now() + 60_000) }).where(eq(markingSlot.id, item.slotId));
      const again = (await nextOk(a, g.id)).item!;
      expect(again.slotId).toBe(item.slotId);
      expect(Date.parse(again.leaseUntil!)).toBeGreaterThan(Date.now() + MARKING_LEASE_SECONDS * 1000 - 5000);
      // The other marker gets another paper.
      expect((await nextOk(b, g.id)).item!.answerId).not.toBe(item.answerId);
    });

    it("the paper's labels travel with it", async () => {
      const g = await group({ markers: [{ teacherId: a.id }] });
      const labels = expectOk(await ctx.call<{ labelId: number }[]>({ method: 'GET', url: '/marking/labels', token: a.token }));
      const item = (await nextOk(a, g.id)).item!;
      expectOk(await ctx.call({ method: 'PUT', url: `/marking/answer/${item.answerId}/labels`, token: a.token, payload: { labelIds: [labels[0]!.labelId] } }));
      expect((await nextOk(a, g.id)).item!.labelIds).toEqual([labels[0]!.labelId]);
      // Looking back at the paper (回评) shows them too.
      await submit(a, item.slotId, 7);
      const own = expectOk(await ctx.call<TMarkingItem>({ method: 'GET', url: `/marking/slot/${item.slotId}`, token: a.token }));
      expect(own).toMatchObject({ slotId: item.slotId, answerId: item.answerId, round: 1, scores: [7], priorMarks: [], labelIds: [labels[0]!.labelId] });
    });

    it('a paper whose lease ran out goes to the next marker; until then the others are told to wait', async () => {
      const g = await group({ markers: [{ teacherId: a.id }, { teacherId: b.id }] });
      for (let i = 0; i < 8; i++) await markOne(a, g.id, 5);
      const held = (await nextOk(b, g.id)).item!;
      expect(await nextOk(a, g.id)).toMatchObject({ item: null, reason: '剩余答卷正由其他老师评阅，请稍后再试', counters: { myMarked: 8, myQuota: null } });
      await db.update(markingSlot).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(markingSlot.id, held.slotId));
      const taken = (await nextOk(a, g.id)).item!;
      expect(taken.slotId).toBe(held.slotId);
      await submit(a, taken.slotId, 5);
      expect(await nextOk(a, g.id)).toMatchObject({ item: null, reason: '本题组已没有待阅答卷', counters: { myMarked: 9 } });
      expect((await nextOk(b, g.id)).reason).toBe('本题组已没有待阅答卷');
    });

    it('a marker never receives both rounds of one answer', async () => {
      const g = await group({ doubleMarking: true, tolerance: 10, markers: [{ teacherId: a.id }, { teacherId: b.id }], arbiters: [arbiter.id] });
      const mine: number[] = [];
      for (;;) {
        const n = await nextOk(a, g.id);
        if (!n.item) {
          // What is left is the second round of every answer A marked: nothing for A, now or later.
          expect(n.reason).toBe('本题组已没有待阅答卷');
          break;
        }
        mine.push(n.item.answerId);
        await submit(a, n.item.slotId, 4);
      }
      expect(mine.sort()).toEqual([...g.answerIds].sort());
      // B holds one of them: still nothing for A (it is not A's to wait for).
      const held = (await nextOk(b, g.id)).item!;
      expect(held.round).toBe(2);
      expect((await nextOk(a, g.id)).reason).toBe('本题组已没有待阅答卷');
      // B marks the rest, each within the tolerance: every answer is final with the average.
      const last = await submit(b, held.slotId, 6);
      expect(last).toMatchObject({ answerStatus: 3, finalScore: 5 });
      while ((await nextOk(b, g.id)).item) await markOne(b, g.id, 6);
      expect((await db.select().from(markingAnswer).where(eq(markingAnswer.groupId, g.id))).map((r) => r.status)).toEqual(Array(9).fill(3));
    });

    it('a marker holding the first round of an answer does not receive its second round', async () => {
      const g = await group({ doubleMarking: true, tolerance: 10, markers: [{ teacherId: a.id }, { teacherId: b.id }], arbiters: [arbiter.id] });
      const held = (await nextOk(a, g.id)).item!;
      // The held paper is set aside (blocked, as a reported problem paper is) but A still holds it.
      await db.update(markingSlot).set({ blocked: true }).where(eq(markingSlot.id, held.slotId));
      const other = (await nextOk(a, g.id)).item!;
      expect(other.answerId).not.toBe(held.answerId);
    });

    it('per-class marking: a marker limited to classes gets only their answers; their arbitrations are not limited', async () => {
      const g = await group({ doubleMarking: true, tolerance: 0, markers: [{ teacherId: a.id, clazzIds: [clazz[0]] }, { teacherId: b.id }, { teacherId: c.id }], arbiters: [a.id] });
      const clazzOf = async (answerId: number) => (await answerRow(answerId)).clazzId;
      const taken: number[] = [];
      for (;;) {
        const n = await nextOk(a, g.id);
        if (!n.item) break;
        taken.push(await clazzOf(n.item.answerId));
        await submit(a, n.item.slotId, 1);
      }
      expect(taken).toEqual([clazz[0], clazz[0], clazz[0]]);
      // The other classes' papers are not A's to wait for.
      expect((await nextOk(a, g.id)).reason).toBe('本题组已没有待阅答卷');
      // B and C mark the rest apart: arbitrations in every class, which A (as arbiter) may all take.
      for (;;) {
        const nb = (await nextOk(b, g.id)).item;
        if (nb) await submit(b, nb.slotId, 5);
        const nc = (await nextOk(c, g.id)).item;
        if (nc) await submit(c, nc.slotId, 9);
        if (!nb && !nc) break;
      }
      const arbitrated: number[] = [];
      for (;;) {
        const x = (await nextOk(a, g.id, 'arbitrate')).item;
        if (!x) break;
        arbitrated.push(await clazzOf(x.answerId));
        await submit(a, x.slotId, 5, true);
      }
      expect(arbitrated).toHaveLength(9);
      expect(new Set(arbitrated)).toEqual(new Set(clazz));
    });

    it('a group in a state the marking screen does not know hands out nothing', async () => {
      const g = await group({ markers: [{ teacherId: a.id }] });
      await db.update(markingGroup).set({ status: 9 }).where(eq(markingGroup.id, g.id));
      expect(await nextOk(a, g.id)).toMatchObject({ item: null, reason: '阅卷未在进行中' });
    });

    it('stops at the quota, and says so', async () => {
      const g = await group({ markers: [{ teacherId: a.id, quota: 2 }, { teacherId: b.id, quota: 0 }, { teacherId: c.id }] });
      expect(await nextOk(b, g.id)).toEqual({ item: null, reason: '您的阅卷任务量已完成', counters: { myMarked: 0, myArbitrated: 0, myQuota: 0 } });
      const one = await markOne(a, g.id, 3);
      expect(one.result.counters).toEqual({ myMarked: 1, myArbitrated: 0, myQuota: 2 });
      await markOne(a, g.id, 3);
      expect(await nextOk(a, g.id)).toEqual({ item: null, reason: '您的阅卷任务量已完成', counters: { myMarked: 2, myArbitrated: 0, myQuota: 2 } });
      // The rest of the pool is still there for the marker without a quota.
      const rest = await markOne(c, g.id, 3);
      expect(rest.result.counters).toEqual({ myMarked: 1, myArbitrated: 0, myQuota: null });
    });

    it('a marker below their quota is told when the pool is empty, not that the quota is reached', async () => {
      const g = await group({ markers: [{ teacherId: a.id, quota: 20 }] });
      for (let i = 0; i < 9; i++) await markOne(a, g.id, 3);
      expect(await nextOk(a, g.id)).toEqual({ item: null, reason: '本题组已没有待阅答卷', counters: { myMarked: 9, myArbitrated: 0, myQuota: 20 } });
    });
  });

  describe('double marking and arbitration', () => {
    it('two scores within the tolerance are averaged; further apart they wait for arbitration', async () => {
      const g = await group({ doubleMarking: true, tolerance: 2, markers: [{ teacherId: a.id }, { teacherId: b.id }], arbiters: [arbiter.id] });
      // Rounds 1 and 2 of an answer sit next to each other in the pool: A takes round 1, B round 2.
      const pairs: [number, number, { answerStatus: number; finalScore: number | null }][] = [];
      for (const [sa, sb] of [
        [4, 6], // exactly the tolerance apart: averaged
        [4, 5], // a half point
        [3, 6], // beyond it
        [7, 7],
      ] as const) {
        const first = await markOne(a, g.id, sa);
        expect(first.result).toMatchObject({ answerStatus: 0, finalScore: null });
        const second = await markOne(b, g.id, sb);
        expect(second.answerId).toBe(first.answerId);
        pairs.push([sa, sb, second.result]);
      }
      expect(pairs.map((p) => p[2])).toMatchObject([
        { answerStatus: 3, finalScore: 5 },
        { answerStatus: 3, finalScore: 4.5 },
        { answerStatus: 1, finalScore: null },
        { answerStatus: 3, finalScore: 7 },
      ]);
    });

    it('the arbiter sees both marks, prefers papers they did not mark, and their score is final', async () => {
      // The arbiter is also a marker here (a small group): they may arbitrate their own answer, last.
      const g = await group({ doubleMarking: true, tolerance: 1, markers: [{ teacherId: a.id, quota: 1 }, { teacherId: b.id }, { teacherId: c.id }], arbiters: [a.id] });
      const first = await markOne(a, g.id, 0);
      const second = await markOne(b, g.id, 5);
      expect(second.answerId).toBe(first.answerId);
      expect(second.result).toMatchObject({ answerStatus: 1, finalScore: null });
      // B and C mark the other eight answers 5 and 10: all go to arbitration, after A's answer.
      for (;;) {
        const nb = (await nextOk(b, g.id)).item;
        if (nb) await submit(b, nb.slotId, 5);
        const nc = (await nextOk(c, g.id)).item;
        if (nc) await submit(c, nc.slotId, 10);
        if (!nb && !nc) break;
      }
      const arbitrations = await db.select().from(markingSlot).where(and(eq(markingSlot.groupId, g.id), eq(markingSlot.round, 3)));
      expect(arbitrations).toHaveLength(9);
      expect(arbitrations.sort((x, y) => x.id - y.id)[0]!.answerId).toBe(first.answerId);

      const n = await nextOk(a, g.id, 'arbitrate');
      const item = n.item!;
      expect(item.round).toBe(3);
      expect(item.answerId).not.toBe(first.answerId);
      expect(item.priorMarks).toEqual([
        { round: 1, teacherName: b.name, scores: [5], score: 5 },
        { round: 2, teacherName: c.name, scores: [10], score: 10 },
      ]);
      const decided = await submit(a, item.slotId, 8, true);
      expect(decided).toMatchObject({ answerStatus: 3, finalScore: 8, counters: { myArbitrated: 1 } });
      expect(await answerRow(item.answerId)).toMatchObject({ status: 3, finalScore: 8 });
      // The others, then their own answer last: not barred from it.
      const seen: number[] = [];
      for (;;) {
        const x = (await nextOk(a, g.id, 'arbitrate')).item;
        if (!x) break;
        seen.push(x.answerId);
        if (x.answerId === first.answerId) {
          expect(x.priorMarks).toEqual([
            { round: 1, teacherName: a.name, scores: [0], score: 0 },
            { round: 2, teacherName: b.name, scores: [5], score: 5 },
          ]);
        }
        await submit(a, x.slotId, 6, true);
      }
      expect(seen).toHaveLength(8);
      expect(seen.at(-1)).toBe(first.answerId);
      expect((await nextOk(a, g.id, 'arbitrate')).reason).toBe('暂无待仲裁的答卷');
      // Looking back at an arbitration shows the two marks.
      const own = expectOk(await ctx.call<TMarkingItem>({ method: 'GET', url: `/marking/slot/${item.slotId}`, token: a.token }));
      expect(own).toMatchObject({ round: 3, scores: [8], priorMarks: [{ round: 1, score: 5 }, { round: 2, score: 10 }] });
    });

    it('a larger tolerance settles the answers waiting for arbitration; a smaller one reopens nothing', async () => {
      const g = await group({ doubleMarking: true, tolerance: 1, markers: [{ teacherId: a.id }, { teacherId: b.id }], arbiters: [arbiter.id] });
      const answers: number[] = [];
      for (const [sa, sb] of [
        [2, 5], // 3 apart
        [2, 7], // 5 apart
        [3, 4], // within 1: final 3.5
      ] as const) {
        answers.push((await markOne(a, g.id, sa)).answerId);
        await markOne(b, g.id, sb);
      }
      expect((await Promise.all(answers.map(answerRow))).map((r) => r.status)).toEqual([1, 1, 3]);
      const body = (tolerance: number) => ({ assignMode: 'free', doubleMarking: true, tolerance, markers: [{ teacherId: a.id }, { teacherId: b.id }], arbiters: [arbiter.id] });
      expectOk(await assign(g.id, body(3)));
      const after = await Promise.all(answers.map(answerRow));
      expect(after.map((r) => [r.status, r.finalScore])).toEqual([
        [3, 3.5],
        [1, null],
        [3, 3.5],
      ]);
      // Only the 5-apart answer is left to arbitrate.
      const arb = (await nextOk(arbiter, g.id, 'arbitrate')).item!;
      expect(arb.answerId).toBe(answers[1]);
      // Back to a tolerance of 1: the settled answer stays final.
      expectOk(await assign(g.id, body(1)));
      expect((await answerRow(answers[0]!)).status).toBe(3);
      expect((await answerRow(answers[1]!)).status).toBe(1);
    });
  });

  describe('quotas', () => {
    const notStarted = (spec: Omit<MarkingGroupSpec, 'questionNos' | 'markers'> = {}) => group({ ...spec, status: 0, markers: [{ teacherId: a.id }] });
    const quotas = (res: Awaited<ReturnType<typeof assign>>) => expectOk(res).markers.map((m) => m.quota);

    it('even: the work shared out equally, rounded up', async () => {
      const g = await notStarted();
      const even = (...ids: number[]) => assign(g.id, { assignMode: 'even', markers: ids.map((teacherId) => ({ teacherId })) });
      expect(quotas(await even(a.id, b.id))).toEqual([5, 5]); // 9 / 2
      expect(quotas(await even(a.id, b.id, c.id))).toEqual([3, 3, 3]); // exactly 9 / 3
      expect(quotas(await even(a.id, b.id, c.id, arbiter.id))).toEqual([3, 3, 3, 3]); // 9 / 4
      expect(quotas(await even(a.id))).toEqual([9]);
      const double = expectOk(await assign(g.id, { assignMode: 'even', doubleMarking: true, markers: [{ teacherId: a.id }, { teacherId: b.id }, { teacherId: c.id }], arbiters: [arbiter.id] }));
      expect(double.markers.map((m) => m.quota)).toEqual([6, 6, 6]); // 9 × 2 / 3
    });

    it('even with markers limited to classes: an equal share of those classes with the others', async () => {
      const g = await notStarted();
      const res = await assign(g.id, { assignMode: 'even', markers: [{ teacherId: a.id, clazzIds: [clazz[0]] }, { teacherId: b.id, clazzIds: null }, { teacherId: c.id, clazzIds: [clazz[0], clazz[1]] }] });
      // 高一(1): 3 answers over A, B, C; 高一(2): 3 over B, C; 高一(3): 3 for B alone.
      expect(quotas(res)).toEqual([1, 6, 3]); // A 1; B 1 + 1.5 + 3 = 5.5 → 6; C 1 + 1.5 = 2.5 → 3
      const two = await assign(g.id, { assignMode: 'even', markers: [{ teacherId: a.id, clazzIds: [clazz[0]] }, { teacherId: b.id, clazzIds: [clazz[1], clazz[2]] }] });
      expect(quotas(two)).toEqual([3, 6]);
    });

    it('every class needs a marker (two for double marking), named in the message', async () => {
      const g = await notStarted();
      const [n1, n2, n3] = ['高一(1)班', '高一(2)班', '高一(3)班'];
      expectError(await assign(g.id, { assignMode: 'even', markers: [{ teacherId: a.id, clazzIds: [clazz[0]] }] }), 400, '40000', `${n2}、${n3}的答卷没有阅卷老师，请为这些班级安排阅卷老师`);
      expectError(await assign(g.id, { assignMode: 'free', markers: [{ teacherId: a.id, clazzIds: [clazz[0], clazz[1]] }] }), 400, '40000', `${n3}的答卷没有阅卷老师，请为这些班级安排阅卷老师`);
      const double = (markers: unknown[]) => assign(g.id, { assignMode: 'even', doubleMarking: true, arbiters: [arbiter.id], markers });
      expectError(await double([{ teacherId: a.id }, { teacherId: b.id, clazzIds: [clazz[0]] }]), 400, '40000', `双评时每个班级至少需要2位阅卷老师：${n2}、${n3}不足2位`);
      expectError(await double([{ teacherId: a.id, clazzIds: [clazz[1]] }, { teacherId: b.id, clazzIds: [clazz[0], clazz[1]] }, { teacherId: c.id, clazzIds: [clazz[2]] }]), 400, '40000', `双评时每个班级至少需要2位阅卷老师：${n1}、${n3}不足2位`);
      // Exactly two markers for each class is enough.
      const ok = expectOk(await double([{ teacherId: a.id, clazzIds: [clazz[0], clazz[1]] }, { teacherId: b.id, clazzIds: [clazz[0], clazz[2]] }, { teacherId: c.id, clazzIds: [clazz[1], clazz[2]] }]));
      expect(ok.markers.map((m) => m.quota)).toEqual([6, 6, 6]);
    });

    it("quota: the manager's numbers, which must cover every answer and round", async () => {
      const g = await notStarted();
      const quota = (markers: unknown[], doubleMarking = false) => assign(g.id, { assignMode: 'quota', doubleMarking, arbiters: doubleMarking ? [arbiter.id] : [], markers });
      expectError(await quota([{ teacherId: a.id, quota: 5 }, { teacherId: b.id }, { teacherId: c.id, quota: null }]), 400, '40000', `按任务量分配时请填写每位老师的任务量：${b.name}、${c.name}未填写`);
      expectError(await quota([{ teacherId: a.id, quota: 4 }, { teacherId: b.id, quota: 4 }]), 400, '40000', '任务量合计8份，少于需要评阅的9份（9份答卷×1评），还差1份');
      expectError(await quota([{ teacherId: a.id, quota: 9 }, { teacherId: b.id, quota: 8 }], true), 400, '40000', '任务量合计17份，少于需要评阅的18份（9份答卷×2评），还差1份');
      expect(quotas(await quota([{ teacherId: a.id, quota: 5 }, { teacherId: b.id, quota: 4 }]))).toEqual([5, 4]);
      expect(quotas(await quota([{ teacherId: a.id, quota: 0 }, { teacherId: b.id, quota: 12 }]))).toEqual([0, 12]);
      expect(quotas(await quota([{ teacherId: a.id, quota: 9 }, { teacherId: b.id, quota: 9 }], true))).toEqual([9, 9]);
    });

    it('free: no quotas, whatever was typed', async () => {
      const g = await notStarted();
      expect(quotas(await assign(g.id, { assignMode: 'free', markers: [{ teacherId: a.id, quota: 3 }, { teacherId: b.id }] }))).toEqual([null, null]);
    });

    it('starting fixes the even quotas from the answers there are then', async () => {
      const g = await notStarted();
      expectOk(await assign(g.id, { assignMode: 'even', markers: [{ teacherId: a.id }, { teacherId: b.id }] }));
      // Two answers withdrawn before the start: 7 answers, 4 each.
      await db.delete(markingAnswer).where(eq(markingAnswer.id, g.answerIds[0]!));
      await db.delete(markingAnswer).where(eq(markingAnswer.id, g.answerIds[1]!));
      expectOk(await ctx.call({ method: 'POST', url: `/marking/group/${g.id}/start`, token: leader.token }));
      const setup = expectOk(await ctx.call<{ groups: Setup[] }>({ method: 'GET', url: `/marking/exam/${(await db.select().from(markingGroup).where(eq(markingGroup.id, g.id)))[0]!.examId}/setup`, token: leader.token }));
      expect(setup.groups[0]!.markers.map((m) => m.quota)).toEqual([4, 4]);
      expect((await nextOk(a, g.id)).counters.myQuota).toBe(4);
    });
  });
});

/**
 * Helpers of the marking management tests: a school with a leader, markers, an arbiter and
 * outsiders; answers written directly (scans are another module's work); marking a whole pool
 * over HTTP as the markers would.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { examGroupClazz, markingAnswer, student } from '../../src/db/schema.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './factories.js';
import { TINY_PNG } from './marking.js';
import type { TestContext } from './test-app.js';

export type Cast = {
  s: BuiltSchool;
  /** Grade leader of 高一: creates the exams and manages marking. */
  leader: string;
  /** Maths teachers of 高一(1), 高一(2), 高一(3). */
  m1: string;
  m2: string;
  m3: string;
  arbiter: string;
  /** A maths teacher of the school with no role in the exams. */
  outsider: string;
  /** A grade leader of another school. */
  stranger: string;
  ids: { leader: number; m1: number; m2: number; m3: number; arbiter: number; outsider: number; stranger: number };
  clazz: [number, number, number];
};

export async function buildCast(ctx: TestContext): Promise<Cast> {
  const db = ctx.database.db;
  const s = await buildSchool(db);
  const other = await buildSchool(db);
  const c = s.clazzIds[1]! as [number, number, number];
  const leader = await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] });
  const m1 = await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c[0], subjectId: 3 }] });
  const m2 = await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c[1], subjectId: 3 }] });
  const m3 = await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c[2], subjectId: 3 }] });
  const arbiter = await buildTeacher(db, s, { subjects: [3] });
  const outsider = await buildTeacher(db, s, { subjects: [3] });
  const stranger = await buildTeacher(db, other, { posts: [{ post: 5 }], subjects: [3] });
  return {
    s,
    leader: await ctx.login(leader),
    m1: await ctx.login(m1),
    m2: await ctx.login(m2),
    m3: await ctx.login(m3),
    arbiter: await ctx.login(arbiter),
    outsider: await ctx.login(outsider),
    stranger: await ctx.login(stranger),
    ids: { leader: leader.teacherId, m1: m1.teacherId, m2: m2.teacherId, m3: m3.teacherId, arbiter: arbiter.teacherId, outsider: outsider.teacherId, stranger: stranger.teacherId },
    clazz: c,
  };
}

/** One answer image per student of the exam's classes, as a scan import would write them. */
export async function addAnswers(ctx: TestContext, examGroupId: number, examId: number, groupId: number, inkRatio: (i: number) => number | null = () => 0.05): Promise<number[]> {
  const db = ctx.database.db;
  await ctx.storage.put('test/tiny.png', TINY_PNG, 'image/png');
  const clazzIds = (await db.select({ id: examGroupClazz.clazzId }).from(examGroupClazz).where(eq(examGroupClazz.examGroupId, examGroupId))).map((r) => r.id);
  const students = (await Promise.all(clazzIds.map((c) => db.select({ id: student.id, clazzId: student.clazzId }).from(student).where(eq(student.clazzId, c))))).flat();
  const rows = await db
    .insert(markingAnswer)
    .values(students.map((st, i) => ({ groupId, examId, studentId: st.id, clazzId: st.clazzId, imageKey: 'test/tiny.png', inkRatio: inkRatio(i) })))
    .returning({ id: markingAnswer.id });
  return rows.map((r) => r.id);
}

type Next = { item: { slotId: number; answerId: number; round: number } | null; reason: string | null; counters: { myMarked: number; myArbitrated: number; myQuota: number | null } };

export async function fetchNext(ctx: TestContext, token: string, groupId: number, mode: 'mark' | 'arbitrate' = 'mark'): Promise<Next> {
  const res = await ctx.call<Next>({ method: 'GET', url: `/marking/group/${groupId}/next?mode=${mode}`, token });
  expect(res.body.errCode, res.body.errMsg).toBe('00');
  return res.body.data;
}

export async function submit(ctx: TestContext, token: string, slotId: number, scores: number[], arbitrate = false) {
  const res = await ctx.call<{ answerStatus: number; finalScore: number | null }>({
    method: arbitrate ? 'PUT' : 'POST',
    url: arbitrate ? '/marking/arbitration/submit' : '/marking/submit',
    token,
    payload: { slotId, scores },
  });
  expect(res.body.errCode, res.body.errMsg).toBe('00');
  return res.body.data;
}

/** Marks answers until the pool has nothing for this teacher (or `limit` answers); returns the slots marked. */
export async function markAll(ctx: TestContext, token: string, groupId: number, scores: (answerId: number) => number[], limit = 1000): Promise<{ slotId: number; answerId: number }[]> {
  const done: { slotId: number; answerId: number }[] = [];
  while (done.length < limit) {
    const next = await fetchNext(ctx, token, groupId);
    if (!next.item) break;
    await submit(ctx, token, next.item.slotId, scores(next.item.answerId));
    done.push({ slotId: next.item.slotId, answerId: next.item.answerId });
  }
  return done;
}

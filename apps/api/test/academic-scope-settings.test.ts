/**
 * Two permission holes of issue 15: the class's exam counts follow the subject rule of the class
 * trend (a subject teacher sees their own subject only), and the school-wide report settings are
 * the school master's to change, not a grade leader's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS } from '@app/contract';
import { createGroup } from './support/academic.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const MATHS = 3;
const ENGLISH = 8;

type CountRow = { type: number; typeName: string; count: number };

describe('GET /academic/clazz/exam-count: the subject rule', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let mathsTeacher: string;
  let classTeacher: string;
  let c1: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    c1 = s.clazzIds[1]![0]!;
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    mathsTeacher = await ctx.login(await buildTeacher(db, s, { subjects: [MATHS], teaches: [{ clazzId: c1, subjectId: MATHS }] }));
    classTeacher = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 1 }], subjects: [ENGLISH], adminOf: [c1] }));
    const base = { gradeId: s.gradeIds[1]!, clazzIds: [c1] };
    // Maths: one weekly test (type 1) and one monthly exam (type 3); English: two weekly tests.
    await createGroup(ctx, leader, { ...base, subjectIds: [MATHS], type: 1, name: '数学周测', date: '2026-10-08' });
    await createGroup(ctx, leader, { ...base, subjectIds: [MATHS], type: 3, name: '数学月考', date: '2026-10-20' });
    await createGroup(ctx, leader, { ...base, subjectIds: [ENGLISH], type: 1, name: '英语周测一', date: '2026-10-09' });
    await createGroup(ctx, leader, { ...base, subjectIds: [ENGLISH], type: 1, name: '英语周测二', date: '2026-10-16' });
  });
  afterAll(() => ctx.close());

  const counts = (token: string, subjectId: number) => ctx.call<CountRow[]>({ method: 'GET', url: `/academic/clazz/exam-count?clazzId=${c1}&subjectId=${subjectId}`, token });
  const byType = (rows: CountRow[]) => rows.map((r) => [r.type, r.count]);

  it('a maths teacher of the class gets the maths exams counted, and is refused the English ones', async () => {
    expect(byType(expectOk(await counts(mathsTeacher, MATHS)))).toEqual([
      [1, 1],
      [3, 1],
    ]);
    expectError(await counts(mathsTeacher, ENGLISH), 403, '40300', '您没有查看该班级此学科成绩的权限');
  });

  it('the class teacher and the grade leader get every subject', async () => {
    for (const token of [classTeacher, leader]) {
      expect(byType(expectOk(await counts(token, ENGLISH)))).toEqual([[1, 2]]);
      expect(byType(expectOk(await counts(token, MATHS)))).toEqual([
        [1, 1],
        [3, 1],
      ]);
    }
  });
});

describe('PUT /academic/report-setting: school-wide, the school master’s', () => {
  let ctx: TestContext;
  let s: BuiltSchool;

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
  });
  afterAll(() => ctx.close());

  const read = (token: string) => ctx.call<typeof DEFAULT_REPORT_SETTINGS>({ method: 'GET', url: '/academic/report-setting', token });
  const save = (token: string, payload: object) => ctx.call<typeof DEFAULT_REPORT_SETTINGS>({ method: 'PUT', url: '/academic/report-setting', token, payload });

  it('a grade leader (post 2 or 3) is refused with a Chinese message, and nothing changes', async () => {
    for (const post of [2, 3]) {
      const leader = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post, grade: 1 }] }));
      expectError(await save(leader, { ...DEFAULT_REPORT_SETTINGS, passRate: 0.55 }), 403, '40300', '报告设置适用于全校，只有校长可以修改');
      // Reading stays open to them.
      expect(expectOk(await read(leader)).passRate).toBe(DEFAULT_REPORT_SETTINGS.passRate);
    }
  });

  it('the school master (post 5) saves them, for the whole school', async () => {
    const master = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post: 5 }] }));
    const saved = expectOk(await save(master, { ...DEFAULT_REPORT_SETTINGS, passRate: 0.55 }));
    expect(saved.passRate).toBe(0.55);
    const teacher = await ctx.login(await buildTeacher(ctx.database.db, s));
    expect(expectOk(await read(teacher)).passRate).toBe(0.55);
  });
});

/**
 * Student accounts and the student page's API (docs/student.md) over HTTP: who may list a class's
 * accounts and issue or reset first-time passwords, the student's sign-in (one failure message,
 * throttled), the forced change of an issued password, own data, tasks and sign-out, and the two
 * audiences: a teacher token is unknown to the student routes and a student token to the teacher's.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, ERR_MSG, type TIssuedPasswords, type TStudentAccountClazz, type TStudentAccountList, type TStudentLoginResult, type TStudentMe } from '@app/contract';
import { school, student, studentCredential, studentToken } from '../src/db/schema.js';
import { expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const ENGLISH = 8;
const MATHS = 3;
const CODE = 'STU-0001';
/** An issued password: 8 letters and digits without look-alikes (no 0, o, 1, l, i). */
const READABLE = /^[a-hjkmnp-z2-9]{8}$/;

describe('student accounts and the student page', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let c1: number;
  let c2: number;
  let head: string;
  let english: string;
  let maths: string;
  let leader1: string;
  let leader2: string;
  let master: string;
  let otherMaster: string;
  let nums: { id: number; num: string }[];

  const issue = (token: string, clazzId: number, payload: object = {}) => ctx.call<TIssuedPasswords>({ method: 'POST', url: `/student-account/clazz/${clazzId}/passwords`, token, payload });
  const list = (token: string, clazzId: number) => ctx.call<TStudentAccountList>({ method: 'GET', url: `/student-account/clazz/${clazzId}`, token });
  const login = (studentNum: string, password: string, schoolCode = CODE) => ctx.call<TStudentLoginResult>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode, studentNum, password } });
  const signIn = async (studentNum: string, password: string) => expectOk(await login(studentNum, password)).studentToken;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    await db.update(school).set({ code: CODE }).where(eq(school.id, s.schoolId));
    const other = await buildSchool(db);
    [c1, c2] = s.clazzIds[1]! as [number, number];
    head = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 1 }], adminOf: [c1] }));
    english = await ctx.login(await buildTeacher(db, s, { subjects: [ENGLISH], teaches: [{ clazzId: c1, subjectId: ENGLISH }] }));
    maths = await ctx.login(await buildTeacher(db, s, { subjects: [MATHS], teaches: [{ clazzId: c1, subjectId: MATHS }] }));
    leader1 = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    leader2 = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 3, grade: 2 }] }));
    master = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 5 }] }));
    otherMaster = await ctx.login(await buildTeacher(db, other, { posts: [{ post: 5 }] }));
    nums = (await db.select({ id: student.id, num: student.studentNum }).from(student).where(eq(student.clazzId, c1))).sort((a, b) => a.num.localeCompare(b.num));
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('lists the classes each teacher may manage: 班主任 and English teacher their class, leaders their grade, the master all', async () => {
    const ids = async (token: string) => expectOk(await ctx.call<TStudentAccountClazz[]>({ method: 'GET', url: '/student-account/clazz', token })).map((c) => c.clazzId);
    expect(await ids(head)).toEqual([c1]);
    expect(await ids(english)).toEqual([c1]);
    expect(await ids(maths)).toEqual([]);
    expect(await ids(leader1)).toEqual(s.clazzIds[1]);
    expect(await ids(leader2)).toEqual(s.clazzIds[2]);
    expect((await ids(master)).length).toBe(9);
  });

  it('refuses the class to a teacher who may not manage it (403 with the reason) and to another school (404)', async () => {
    for (const token of [maths, leader2]) {
      expectError(await list(token, c1), 403, ERR.FORBIDDEN, '只有本班班主任、本班英语教师、年级组长或校长可以管理学生账号');
      expectError(await issue(token, c1), 403, ERR.FORBIDDEN, /班主任/);
    }
    expectError(await list(otherMaster, c1), 404, ERR.NOT_FOUND, '班级不存在');
    expectError(await issue(otherMaster, c1), 404, ERR.NOT_FOUND, '班级不存在');
    expect(await ctx.database.db.select().from(studentCredential).where(inArray(studentCredential.studentId, nums.map((n) => n.id)))).toEqual([]);
  });

  it('refuses bad input with a Chinese message naming the field', async () => {
    expectValidation(await list(head, 0), 'clazzId', '班级ID');
    expectValidation(await issue(head, c1, { studentIds: [] }), 'studentIds', '请至少选择一名学生');
    expectValidation(await issue(head, c1, { studentIds: ['x'] }), 'studentIds');
    expectValidation(await issue(head, c1, { studentIds: [s.studentIds[c2]![0]] }), 'studentIds', '不是本班在读学生');
    expectValidation(await issue(head, c1, { extra: 1 }), 'extra');
    expectValidation(await login('', 'x'), 'studentNum', '请输入学号');
    expectValidation(await ctx.call({ method: 'POST', url: '/student/auth/login', payload: { studentNum: '1', password: 'x' } }), 'schoolCode', '请输入学校代码');
  });

  it('issues readable first-time passwords once, keeps only their hashes, and a student must change one before anything else', async () => {
    const before = expectOk(await list(head, c1));
    expect(before.students.map((r) => r.stateName)).toEqual(['未开通', '未开通', '未开通']);
    expect(before.schoolCode).toBe(CODE);
    const sheet = expectOk(await issue(head, c1));
    expect(sheet.schoolCode).toBe(CODE);
    expect(sheet.issued.map((r) => r.studentNum)).toEqual(nums.map((n) => n.num));
    for (const r of sheet.issued) expect(r.password).toMatch(READABLE);
    const stored = await ctx.database.db.select().from(studentCredential).where(inArray(studentCredential.studentId, nums.map((n) => n.id)));
    expect(stored.every((r) => r.mustChangePassword && r.passwordHash.startsWith('$argon2id$') && !sheet.issued.some((i) => r.passwordHash.includes(i.password)))).toBe(true);
    // Every student has an account now: a second issue has nobody to give one to.
    expect(expectOk(await issue(head, c1)).issued).toEqual([]);
    expect(expectOk(await list(head, c1)).students.map((r) => r.stateName)).toEqual(['待首次登录', '待首次登录', '待首次登录']);

    const first = sheet.issued[0]!;
    const res = expectOk(await login(first.studentNum, first.password));
    expect(res.mustChangePassword).toBe(1);
    const token = res.studentToken;
    expectError(await ctx.call({ method: 'GET', url: '/student/tasks', token }), 403, ERR.PASSWORD_CHANGE_REQUIRED, ERR_MSG.PASSWORD_CHANGE_REQUIRED);
    const me = expectOk(await ctx.call<TStudentMe>({ method: 'GET', url: '/student/me', token }));
    expect(me).toMatchObject({ studentId: first.studentId, studentNum: first.studentNum, clazzName: '高一(1)班', gradeName: '高一', mustChangePassword: 1 });
    const change = (payload: object) => ctx.call({ method: 'POST', url: '/student/auth/password', token, payload });
    expectValidation(await change({ oldPassword: first.password, newPassword: 'short1' }), 'newPassword', '新密码至少8位');
    expectValidation(await change({ oldPassword: 'wrong-old-1', newPassword: 'mynewpass1' }), '原密码不正确');
    expectOk(await change({ oldPassword: first.password, newPassword: 'mynewpass1' }));
    expect(expectOk(await ctx.call({ method: 'GET', url: '/student/tasks', token }))).toEqual([]);
    expect(expectOk(await ctx.call<TStudentMe>({ method: 'GET', url: '/student/me', token })).mustChangePassword).toBe(0);
    expectError(await login(first.studentNum, first.password), 401, ERR.LOGIN_FAILED);
    expect(expectOk(await login(first.studentNum, 'mynewpass1')).mustChangePassword).toBe(0);
    const row = expectOk(await list(english, c1)).students.find((r) => r.studentId === first.studentId)!;
    expect(row.stateName).toBe('已启用');
    expect(row.lastLoginAt).not.toBeNull();
  });

  it('answers one failure message for every wrong case', async () => {
    const db = ctx.database.db;
    const [left] = await db.update(student).set({ status: 2 }).where(eq(student.id, nums[2]!.id)).returning({ num: student.studentNum });
    const noAccount = (await db.select({ num: student.studentNum }).from(student).where(eq(student.clazzId, c2)))[0]!.num;
    const cases = [login(nums[0]!.num, 'mynewpass1', 'NO-SUCH-CODE'), login('no-such-number', 'mynewpass1'), login(nums[0]!.num, 'wrong-password'), login(noAccount, 'whatever1'), login(left!.num, 'whatever1')];
    for (const res of await Promise.all(cases)) expectError(res, 401, ERR.LOGIN_FAILED, ERR_MSG.STUDENT_LOGIN_FAILED);
    await db.update(student).set({ status: 1 }).where(eq(student.id, nums[2]!.id));
  });

  it('resets one student: a new password, the old one and every session end', async () => {
    const target = nums[1]!;
    const firstSheet = expectOk(await issue(english, c1, { studentIds: [target.id] }));
    const oldToken = await signIn(target.num, firstSheet.issued[0]!.password);
    const reset = expectOk(await issue(english, c1, { studentIds: [target.id] }));
    expect(reset.issued.map((r) => r.studentId)).toEqual([target.id]);
    expect(reset.issued[0]!.password).not.toBe(firstSheet.issued[0]!.password);
    expectTokenFailure(await ctx.call({ method: 'GET', url: '/student/me', token: oldToken }));
    expectError(await login(target.num, firstSheet.issued[0]!.password), 401, ERR.LOGIN_FAILED);
    expect(expectOk(await login(target.num, reset.issued[0]!.password)).mustChangePassword).toBe(1);
    // The grade's leader and the master may reset too.
    expectOk(await issue(leader1, c1, { studentIds: [target.id] }));
    expectOk(await issue(master, c1, { studentIds: [target.id] }));
  });

  it('signs a student out: the token stops working', async () => {
    const token = await signIn(nums[0]!.num, 'mynewpass1');
    expectOk(await ctx.call({ method: 'POST', url: '/student/auth/logout', token }));
    expectTokenFailure(await ctx.call({ method: 'GET', url: '/student/tasks', token }));
  });

  it('locks a student account after 5 failures (the right password too), apart from the teachers’ counters', async () => {
    const sheet = expectOk(await issue(head, c1, { studentIds: [nums[2]!.id] }));
    // A sign-in clears the account's earlier failures (the wrong-case test made one).
    await signIn(nums[2]!.num, sheet.issued[0]!.password);
    for (let i = 0; i < 5; i++) expectError(await login(nums[2]!.num, 'wrong-password'), 401, ERR.LOGIN_FAILED);
    expectError(await login(nums[2]!.num, sheet.issued[0]!.password), 429, ERR.LOGIN_BLOCKED);
    // Another student of the school and the teachers still sign in.
    await signIn(nums[0]!.num, 'mynewpass1');
    expect(await ctx.call({ method: 'GET', url: '/student-account/clazz', token: head })).toMatchObject({ status: 200 });
  });

  it('keeps the audiences apart: no token, a teacher token on a student route and a student token on a teacher route are 401', async () => {
    const studentTok = await signIn(nums[0]!.num, 'mynewpass1');
    const teacherRoutes = [
      { method: 'GET' as const, url: '/student-account/clazz' },
      { method: 'GET' as const, url: `/student-account/clazz/${c1}` },
      { method: 'POST' as const, url: `/student-account/clazz/${c1}/passwords`, payload: {} },
    ];
    const studentRoutes = [
      { method: 'GET' as const, url: '/student/me' },
      { method: 'GET' as const, url: '/student/tasks' },
      { method: 'POST' as const, url: '/student/auth/password', payload: { oldPassword: 'mynewpass1', newPassword: 'another12' } },
      { method: 'POST' as const, url: '/student/auth/logout' },
    ];
    const tokensBefore = await ctx.database.db.select().from(studentToken);
    for (const r of teacherRoutes) {
      expectTokenFailure(await ctx.call(r));
      expectTokenFailure(await ctx.call({ ...r, token: studentTok }));
    }
    for (const r of studentRoutes) {
      expectTokenFailure(await ctx.call(r));
      expectTokenFailure(await ctx.call({ ...r, token: head }));
    }
    expect(await ctx.database.db.select().from(studentToken)).toEqual(tokensBefore);
    expect(expectOk(await ctx.call<TStudentMe>({ method: 'GET', url: '/student/me', token: studentTok })).studentNum).toBe(nums[0]!.num);
  });
});

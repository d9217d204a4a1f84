/** Teacher routes: own info, profile update, password change, teacher lists and counters. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, POST_NAMES } from '@app/contract';
import { teacher } from '../src/db/schema.js';
import { verifyPassword } from '../src/modules/auth/password.js';
import { expectAuthRequired, expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool, type BuiltTeacher } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type TeacherInfo = {
  teacherId: number;
  teacherName: string;
  account: string;
  phone: string | null;
  gender: number | null;
  posts: number[];
  postsName: string;
  leadGrades: number[];
  subjects: { subjectId: number; subjectName: string; id: number; name: string; isBasic: number }[];
  section: number;
  domain: string;
  schoolId: number;
  schoolName: string;
  schoolLogo: string;
  schoolBrand: string;
  headImg: string;
  isSchoolCustomize: number;
  isExtendSubject: number;
};
type TeacherBrief = { teacherId: number; teacherName: string; posts: number[]; subjectIds: number[]; subjectNames: string };

describe('teacher routes', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db, { name: '教师测试中学' });
    other = await buildSchool(ctx.database.db, { name: '别的学校', isSchoolCustomize: true });
  });
  afterAll(() => ctx.close());

  describe('GET /base/teacher/info', () => {
    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: '/base/teacher/info' });
    });

    it("returns the teacher's posts, grades led, subjects and school", async () => {
      const t = await buildTeacher(ctx.database.db, s, { posts: [{ post: 2, grade: 1 }, { post: 4 }], subjects: [8, 3], isExtendSubject: true });
      const token = await ctx.login(t);
      const me = expectOk(await ctx.call<TeacherInfo>({ method: 'GET', url: '/base/teacher/info', token }));
      expect(me).toMatchObject({
        teacherId: t.teacherId,
        account: t.account,
        posts: [2, 4],
        postsName: `${POST_NAMES[2]}、${POST_NAMES[4]}`,
        leadGrades: [1],
        section: 2,
        domain: s.domain,
        schoolId: s.schoolId,
        schoolName: '教师测试中学',
        schoolLogo: '/brand/x.svg',
        schoolBrand: '测试',
        isSchoolCustomize: 0,
        isExtendSubject: 1,
        phone: null,
      });
      expect(me.postsName).toBe('年级组长、任课教师');
      // Subjects in the teacher's order, in both naming styles.
      expect(me.subjects).toEqual([
        { subjectId: 8, subjectName: '英语', id: 8, name: '英语', isBasic: 1 },
        { subjectId: 3, subjectName: '数学', id: 3, name: '数学', isBasic: 1 },
      ]);
    });

    it('reports the customised school of a teacher there', async () => {
      const t = await buildTeacher(ctx.database.db, other, { posts: [{ post: 5 }] });
      const me = expectOk(await ctx.call<TeacherInfo>({ method: 'GET', url: '/base/teacher/info', token: await ctx.login(t) }));
      expect(me).toMatchObject({ schoolId: other.schoolId, schoolName: '别的学校', isSchoolCustomize: 1, posts: [5], postsName: '校长', leadGrades: [] });
    });
  });

  describe('PUT /base/teacher/update', () => {
    let t: BuiltTeacher;
    let token: string;
    beforeAll(async () => {
      t = await buildTeacher(ctx.database.db, s);
      token = await ctx.login(t);
    });
    const update = (payload: unknown, tok: string | undefined = token) => ctx.call<TeacherInfo>({ method: 'PUT', url: '/base/teacher/update', payload: payload as object, token: tok });

    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'PUT', url: '/base/teacher/update', payload: { teacherName: '张三' } });
    });

    it('rejects a bad phone number with a message naming 手机号', async () => {
      for (const phone of ['12345', '2380013800', '138001380001', '1380013800a', '+8613800138000']) {
        expectValidation(await update({ teacherName: '张三', phone }), 'phone', '手机号');
      }
    });

    it('rejects a missing or blank name and a bad gender', async () => {
      expectValidation(await update({ phone: '13800138000' }), 'teacherName', '请输入姓名');
      expectValidation(await update({ teacherName: '   ' }), 'teacherName', '姓名不能为空');
      expectValidation(await update({ teacherName: '张'.repeat(21) }), 'teacherName', '20');
      expectValidation(await update({ teacherName: '张三', gender: 3 }), 'gender', '性别');
      expectValidation(await update({ teacherName: '张三', gender: '1' }), 'gender', '性别');
      // Nothing was saved by the rejected calls.
      const [row] = await ctx.database.db.select().from(teacher).where(eq(teacher.id, t.teacherId));
      expect(row!.name).toBe(`教师${t.account.slice(-4)}`);
      expect(row!.phone).toBeNull();
    });

    it('saves the name, phone and gender and returns the new info', async () => {
      const res = await update({ teacherName: '  李老师 ', phone: '13800138000', gender: 2 });
      const me = expectOk(res);
      expect(res.body.errMsg).toBe('保存成功');
      expect(me).toMatchObject({ teacherId: t.teacherId, teacherName: '李老师', phone: '13800138000', gender: 2, account: t.account });
      const again = expectOk(await ctx.call<TeacherInfo>({ method: 'GET', url: '/base/teacher/info', token }));
      expect(again).toMatchObject({ teacherName: '李老师', phone: '13800138000', gender: 2 });
      const [row] = await ctx.database.db.select().from(teacher).where(eq(teacher.id, t.teacherId));
      expect(row).toMatchObject({ name: '李老师', phone: '13800138000', gender: 2 });
    });

    it('keeps phone and gender when they are left out and clears the phone with an empty string', async () => {
      expectOk(await update({ teacherName: '李老师', phone: '13900139000', gender: 1 }));
      expect(expectOk(await update({ teacherName: '李明' }))).toMatchObject({ teacherName: '李明', phone: '13900139000', gender: 1 });
      expect(expectOk(await update({ teacherName: '李明', phone: '' }))).toMatchObject({ phone: null, gender: 1 });
    });

    it("changes only the caller's own row", async () => {
      const u = await buildTeacher(ctx.database.db, s);
      expectOk(await update({ teacherName: '只改自己' }));
      const [row] = await ctx.database.db.select().from(teacher).where(eq(teacher.id, u.teacherId));
      expect(row!.name).toBe(`教师${u.account.slice(-4)}`);
    });
  });

  describe('PUT /base/teacher/password', () => {
    const change = (token: string | undefined, payload: unknown) => ctx.call({ method: 'PUT', url: '/base/teacher/password', payload: payload as object, token });

    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'PUT', url: '/base/teacher/password', payload: { oldPassword: 'a', newPassword: 'abcdefg12' } });
    });

    it('rejects a wrong old password and weak new passwords', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const token = await ctx.login(t);
      expectError(await change(token, { oldPassword: 'not-my-password-1', newPassword: 'NewPass2026' }), 400, ERR.VALIDATION, '原密码不正确');
      expectValidation(await change(token, { oldPassword: t.password, newPassword: 'ab12' }), 'newPassword', '至少8位');
      expectValidation(await change(token, { oldPassword: t.password, newPassword: 'abcdefghijk' }), 'newPassword', '字母和数字');
      expectValidation(await change(token, { oldPassword: t.password, newPassword: '1234567890' }), 'newPassword', '字母和数字');
      expectValidation(await change(token, { oldPassword: t.password, newPassword: `a1${'x'.repeat(63)}` }), 'newPassword', '64');
      expectValidation(await change(token, { oldPassword: t.password, newPassword: t.password }), 'newPassword', '不能与原密码相同');
      expectValidation(await change(token, { newPassword: 'NewPass2026' }), 'oldPassword', '请输入原密码');
      expectValidation(await change(token, { oldPassword: t.password }), 'newPassword', '请输入新密码');
      // The password is unchanged and the session still works.
      const [row] = await ctx.database.db.select().from(teacher).where(eq(teacher.id, t.teacherId));
      expect(await verifyPassword(row!.passwordHash, t.password)).toBe(true);
      expectOk(await ctx.call({ method: 'GET', url: '/base/teacher/info', token }));
    });

    it('changes the password and signs out every other session of the teacher', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const bystander = await buildTeacher(ctx.database.db, s);
      const current = await ctx.login(t);
      const otherSession = await ctx.login(t);
      const bystanderToken = await ctx.login(bystander);

      const res = await change(current, { oldPassword: t.password, newPassword: 'NewPass2026' });
      expect(expectOk(res)).toBeNull();
      expect(res.body.errMsg).toBe('密码修改成功');

      expectOk(await ctx.call({ method: 'GET', url: '/base/teacher/info', token: current }));
      expectTokenFailure(await ctx.call({ method: 'GET', url: '/base/teacher/info', token: otherSession }));
      expectOk(await ctx.call({ method: 'GET', url: '/base/teacher/info', token: bystanderToken }));

      const login = (password: string) => ctx.call<{ loginToken: string }>({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: t.account, password }, remoteAddress: '10.9.9.9' });
      expectError(await login(t.password), 401, ERR.LOGIN_FAILED, '账号或密码错误');
      const fresh = expectOk(await login('NewPass2026')).loginToken;
      expectOk(await ctx.call({ method: 'GET', url: '/base/teacher/info', token: fresh }));
      // The stored value is a hash, not the password.
      const [row] = await ctx.database.db.select().from(teacher).where(eq(teacher.id, t.teacherId));
      expect(row!.passwordHash).not.toContain('NewPass2026');
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('teacher lists', () => {
    let s2: BuiltSchool;
    let maths: BuiltTeacher;
    let english: BuiltTeacher;
    let leader: BuiltTeacher;
    let idle: BuiltTeacher;
    let disabled: BuiltTeacher;
    let stranger: BuiltTeacher;
    let token: string;

    beforeAll(async () => {
      s2 = await buildSchool(ctx.database.db);
      const [g1, g2] = [s2.clazzIds[1]!, s2.clazzIds[2]!];
      maths = await buildTeacher(ctx.database.db, s2, { subjects: [3], teaches: [{ clazzId: g1[0]!, subjectId: 3 }, { clazzId: g1[1]!, subjectId: 3 }] });
      english = await buildTeacher(ctx.database.db, s2, { posts: [{ post: 1 }], subjects: [8, 12], teaches: [{ clazzId: g2[0]!, subjectId: 8 }], adminOf: [g2[0]!] });
      leader = await buildTeacher(ctx.database.db, s2, { posts: [{ post: 2, grade: 1 }], subjects: [9] });
      idle = await buildTeacher(ctx.database.db, s2, { subjects: [3] });
      disabled = await buildTeacher(ctx.database.db, s2, { subjects: [3], disabled: true, teaches: [{ clazzId: g1[2]!, subjectId: 3 }] });
      // Another school's teacher of the same subject in "the same" grade.
      stranger = await buildTeacher(ctx.database.db, other, { subjects: [3], teaches: [{ clazzId: other.clazzIds[1]![0]!, subjectId: 3 }] });
      token = await ctx.login(leader);
    });

    const ids = (rows: TeacherBrief[]) => rows.map((r) => r.teacherId).sort((a, b) => a - b);

    it('require a token', async () => {
      for (const url of ['/base/teacher/all', '/base/teacher/grade/1', '/base/teacher/business/data', '/base/school/teachers/3', '/base/school/hasClazzTeachers']) {
        await expectAuthRequired(ctx, { method: 'GET', url });
      }
    });

    it('GET /base/teacher/all lists the enabled teachers of the own school only', async () => {
      const rows = expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/teacher/all', token }));
      expect(ids(rows)).toEqual([maths, english, leader, idle].map((t) => t.teacherId).sort((a, b) => a - b));
      expect(rows.some((r) => r.teacherId === stranger.teacherId || r.teacherId === disabled.teacherId)).toBe(false);
      expect(rows.find((r) => r.teacherId === english.teacherId)!.teacherName).toBe(`教师${english.account.slice(-4)}`);

      const theirs = expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/teacher/all', token: await ctx.login(stranger) }));
      expect(theirs.map((r) => r.teacherId)).toContain(stranger.teacherId);
      expect(theirs.some((r) => [maths, english, leader, idle].some((t) => t.teacherId === r.teacherId))).toBe(false);
    });

    it("GET /base/teacher/all gives each teacher's own posts and subject names", async () => {
      const rows = expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/teacher/all', token }));
      const brief = (t: BuiltTeacher) => rows.find((r) => r.teacherId === t.teacherId);
      expect(brief(maths)).toMatchObject({ posts: [4], subjectIds: [3], subjectNames: '数学' });
      expect(brief(english)).toMatchObject({ posts: [1], subjectIds: [8, 12], subjectNames: '英语、物理' });
      expect(brief(leader)).toMatchObject({ posts: [2], subjectIds: [9], subjectNames: '语文' });
      expect(brief(idle)).toMatchObject({ posts: [4], subjectIds: [3], subjectNames: '数学' });
    });

    it('GET /base/teacher/grade/{grade} lists the teachers teaching in the grade this semester', async () => {
      expect(ids(expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/teacher/grade/1', token })))).toEqual([maths.teacherId]);
      expect(ids(expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/teacher/grade/2', token })))).toEqual([english.teacherId]);
      expect(expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/teacher/grade/3', token }))).toEqual([]);
    });

    it('GET /base/teacher/grade/{grade} rejects a grade outside 1-3', async () => {
      expectValidation(await ctx.call({ method: 'GET', url: '/base/teacher/grade/4', token }), 'grade', '年级只能是1、2或3');
      expectValidation(await ctx.call({ method: 'GET', url: '/base/teacher/grade/0', token }), 'grade', '年级只能是1、2或3');
      expectValidation(await ctx.call({ method: 'GET', url: '/base/teacher/grade/abc', token }), 'grade', '年级必须是数字');
    });

    it('GET /base/school/teachers/{subjectId} lists the own-school teachers of a subject', async () => {
      expect(ids(expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/school/teachers/3', token })))).toEqual([maths.teacherId, idle.teacherId].sort((a, b) => a - b));
      expect(ids(expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/school/teachers/12', token })))).toEqual([english.teacherId]);
      expect(expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/school/teachers/17', token }))).toEqual([]);
      expectValidation(await ctx.call({ method: 'GET', url: '/base/school/teachers/abc', token }), 'subjectId', '学科ID');
      expectValidation(await ctx.call({ method: 'GET', url: '/base/school/teachers/0', token }), 'subjectId', '学科ID必须大于0');
      // The brief of each teacher carries that teacher's posts and subjects.
      const physics = expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/school/teachers/12', token }));
      expect(physics[0]).toMatchObject({ teacherId: english.teacherId, posts: [1], subjectIds: [8, 12], subjectNames: '英语、物理' });
    });

    it('GET /base/school/hasClazzTeachers lists the own-school teachers with classes this semester', async () => {
      const rows = expectOk(await ctx.call<TeacherBrief[]>({ method: 'GET', url: '/base/school/hasClazzTeachers', token }));
      expect(ids(rows)).toEqual([maths.teacherId, english.teacherId].sort((a, b) => a - b));
    });

    it('GET /base/teacher/business/data returns the six counters, zero with no data', async () => {
      const zero = { collectPaper: 0, collectTopic: 0, examLabel: 0, makePaper: 0, onlineCourse: 0, topicError: 0 };
      expect(expectOk(await ctx.call({ method: 'GET', url: '/base/teacher/business/data', token }))).toEqual(zero);
      expect(expectOk(await ctx.call({ method: 'GET', url: '/base/teacher/business/data?subjectId=3', token }))).toEqual(zero);
      expectValidation(await ctx.call({ method: 'GET', url: '/base/teacher/business/data?subjectId=abc', token }), 'subjectId', '学科ID必须是数字');
      expectValidation(await ctx.call({ method: 'GET', url: '/base/teacher/business/data?subjectId=-1', token }), 'subjectId', '学科ID必须大于0');
    });
  });
});

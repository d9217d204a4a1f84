/**
 * Creating a school from the command line's service (docs/admin.md): the school with its grades and
 * its section's subjects, the first administrator with a password shown once and changed at the
 * first sign-in; duplicates and bad fields refused with a reason and nothing written.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grade, school, schoolSubject } from '../src/db/schema.js';
import { createSchool, createSchoolAdmin, newSchoolProblem } from '../src/modules/admin/schools.js';
import { AppError } from '../src/http/errors.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('creating a school', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  const base = { name: '新建实验中学', code: 'XJ-2026', section: 3, brand: 'school' as const, domain: 'xinjian.example.edu.cn' };

  it('checks every field with a reason', () => {
    expect(newSchoolProblem({ ...base, code: 'a b' })).toBe('学校代码只能是2-32位字母、数字或“-”');
    expect(newSchoolProblem({ ...base, section: 4 })).toBe('学段只能是1（初中）、2（高中）或3（高完中）');
    expect(newSchoolProblem({ ...base, domain: 'not a domain' })).toBe('登录域名“not a domain”格式不正确，例如 yucai.example.edu.cn');
    expect(newSchoolProblem({ ...base, brand: 'x' as never })).toBe('品牌模式只能是platform（平台登录页）或school（学校定制登录页）');
    expect(newSchoolProblem(base)).toBeNull();
  });

  it('creates the school with both sections\' grades and subjects, and refuses the same code or domain again', async () => {
    const db = ctx.database.db;
    const { schoolId } = await createSchool(db, base);
    const grades = await db.select().from(grade).where(eq(grade.schoolId, schoolId));
    expect(grades.map((g) => g.name).sort()).toEqual(['初一', '初三', '初二', '高一', '高三', '高二'].sort());
    const subjects = await db.select({ n: count() }).from(schoolSubject).where(eq(schoolSubject.schoolId, schoolId));
    expect(Number(subjects[0]!.n)).toBe(12);
    const [s] = await db.select().from(school).where(eq(school.id, schoolId));
    expect(s).toMatchObject({ code: 'XJ-2026', isSchoolCustomize: true, section: 3 });
    const before = Number((await db.select({ n: count() }).from(school))[0]!.n);
    await expect(createSchool(db, { ...base, domain: 'other.example.edu.cn' })).rejects.toThrow('学校代码XJ-2026已被新建实验中学使用');
    await expect(createSchool(db, { ...base, code: 'XJ-2027' })).rejects.toThrow('登录域名xinjian.example.edu.cn已被新建实验中学使用');
    await expect(createSchool(db, { ...base, code: '!' })).rejects.toBeInstanceOf(AppError);
    expect(Number((await db.select({ n: count() }).from(school))[0]!.n)).toBe(before);
  });

  it('creates the first administrator: the password works once, must be changed, and opens the admin area only', async () => {
    const db = ctx.database.db;
    const { schoolId } = await createSchool(db, { ...base, code: 'XJ-2', domain: 'xj2.example.edu.cn', section: 2, brand: 'platform' });
    const p = await createSchoolAdmin(db, schoolId, 'xj2admin', '教务处');
    await expect(createSchoolAdmin(db, schoolId, 'XJ2ADMIN', '重复')).rejects.toThrow('账号XJ2ADMIN已被使用');
    const token = await ctx.login({ teacherId: p.teacherId, account: p.account, password: p.password });
    expectError(await ctx.call({ method: 'GET', url: '/admin/overview', token }), 403, '40310', '首次登录请先修改初始密码');
    expectOk(await ctx.call({ method: 'PUT', url: '/base/teacher/password', token, payload: { oldPassword: p.password, newPassword: 'admin2026x' } }));
    const o = expectOk(await ctx.call<{ schoolName: string; grades: unknown[]; currentSemester: unknown }>({ method: 'GET', url: '/admin/overview', token }));
    expect(o).toMatchObject({ schoolName: '新建实验中学', currentSemester: null });
    expect(o.grades).toHaveLength(3);
    expectError(await ctx.call({ method: 'GET', url: '/academic/report-setting', token }), 403, '40300', '教务管理员账号只能使用教务管理');
  });
});

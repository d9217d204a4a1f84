/**
 * The `npm run admin` commands admin-cli.test.ts does not run: create-school, create-admin,
 * reset-password, import (a preview, then --yes) and rollover (a rehearsal that leaves every row as
 * it was, then --yes). Each runs through the command table the entry point (src/cli/admin.ts)
 * dispatches to, on the test database; what it prints is what the person at the terminal reads, and
 * its refusals are CommandErrors (exit 1). Changes are in the audit log as made by 命令行.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, clazz, grade, school, schoolRollover, semester, student, teacher, teacherClazz, teacherPost } from '../src/db/schema.js';
import { xlsx } from './support/academic.js';
import { expectError } from './support/expect-envelope.js';
import { adminCli } from './support/admin-cli.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('npm run admin: school set-up, accounts, imports and the rollover from a terminal', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  const work = mkdtempSync(path.join(os.tmpdir(), 'admin-cli-cmd-'));
  const { run, refusal } = adminCli(() => ctx);
  const auditOf = async (schoolId: number) => (await ctx.database.db.select().from(adminAudit).where(eq(adminAudit.schoolId, schoolId)).orderBy(asc(adminAudit.id))).map((e) => ({ action: e.action, actorId: e.actorId, actorName: e.actorName, target: e.target }));
  const code = () => `CMD${s.schoolId}`;
  const file = async (name: string, rows: (string | null)[][]) => {
    const p = path.join(work, name);
    writeFileSync(p, await xlsx(rows));
    return p;
  };
  /** Every row of the tables a rollover or an import of the school could touch. */
  const snapshot = async () => {
    const db = ctx.database.db;
    return {
      clazz: await db.select().from(clazz).orderBy(asc(clazz.id)),
      student: await db.select().from(student).orderBy(asc(student.id)),
      semester: await db.select().from(semester).orderBy(asc(semester.id)),
      teacherClazz: await db.select().from(teacherClazz).orderBy(asc(teacherClazz.id)),
      rollover: await db.select().from(schoolRollover).orderBy(asc(schoolRollover.id)),
      audit: await db.select().from(adminAudit).orderBy(asc(adminAudit.id)),
      teacher: await db.select().from(teacher).orderBy(asc(teacher.id)),
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
    await ctx.database.db.update(school).set({ code: `CMD${s.schoolId}` }).where(eq(school.id, s.schoolId));
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await ctx?.close();
  });

  it('create-school creates the school, its grades and first administrator; the printed password signs in once', async () => {
    const db = ctx.database.db;
    const c = `NEW${s.schoolId}`;
    const domain = `new${s.schoolId}.example.edu.cn`;
    const out = await run('create-school', ['--name', '命令行中学', '--code', c, '--section', '1', '--domain', domain, '--brand', 'school', '--admin-account', `newadm${s.schoolId}`, '--admin-name', '教务处']);
    const [made] = await db.select().from(school).where(eq(school.code, c));
    expect(made).toMatchObject({ name: '命令行中学', section: 1, domain, isSchoolCustomize: true });
    const lines = out.split('\n');
    expect(lines[0]).toBe(`已创建学校：命令行中学（代码${c}，ID ${made!.id}）`);
    const m = /^教务管理员：账号 (\S+)，初始密码 (\S+)（只显示这一次；首次登录须修改）$/.exec(lines[1]!);
    expect(m?.[1]).toBe(`newadm${s.schoolId}`);
    expect((await db.select({ name: grade.name }).from(grade).where(eq(grade.schoolId, made!.id))).map((g) => g.name).sort()).toEqual(['初一', '初三', '初二'].sort());
    const [adm] = await db.select().from(teacher).where(eq(teacher.account, `newadm${s.schoolId}`));
    expect(adm).toMatchObject({ schoolId: made!.id, accountKind: 2, mustChangePassword: true, name: '教务处' });
    const token = await ctx.login({ teacherId: adm!.id, account: adm!.account, password: m![2]! });
    expectError(await ctx.call({ method: 'GET', url: '/admin/overview', token }), 403, '40310', '首次登录请先修改初始密码');
    expect(await auditOf(made!.id)).toEqual([
      { action: 'school.create', actorId: null, actorName: '命令行', target: '命令行中学' },
      { action: 'admin.create', actorId: null, actorName: '命令行', target: `newadm${s.schoolId} 教务处` },
    ]);

    // Refusals: the same code, missing and bad arguments. No school is added by any of them.
    const schools = Number((await db.select({ n: count() }).from(school))[0]!.n);
    expect(await refusal('create-school', ['--name', '重复', '--code', c, '--section', '1', '--domain', `x${domain}`])).toBe(`学校代码${c}已被命令行中学使用`);
    expect(await refusal('create-school', ['--name', '缺参数', '--section', '1'])).toBe('缺少参数：--code、--domain');
    expect(await refusal('create-school', ['--name', '坏学段', '--code', `${c}x`, '--section', '4', '--domain', `y${domain}`])).toBe('学段只能是1（初中）、2（高中）或3（高完中）');
    expect(await refusal('create-school', ['--name', 'x', '--code', 'y', '--section', '1', '--domain', 'z', '--color', 'red'])).toMatch(/^参数有误：/);
    expect(Number((await db.select({ n: count() }).from(school))[0]!.n)).toBe(schools);
  });

  it('create-admin adds an administrator to an existing school, refusing a used account and an unknown school', async () => {
    const db = ctx.database.db;
    const account = `cliadm${s.schoolId}`;
    const out = await run('create-admin', ['--school', code(), '--account', account, '--name', '教务员']);
    const m = new RegExp(`^\\S+ 教务管理员：账号 ${account}，初始密码 (\\S+)（只显示这一次；首次登录须修改）$`).exec(out);
    expect(m).not.toBeNull();
    const [adm] = await db.select().from(teacher).where(eq(teacher.account, account));
    expect(adm).toMatchObject({ schoolId: s.schoolId, accountKind: 2, mustChangePassword: true });
    await ctx.login({ teacherId: adm!.id, account, password: m![1]! });
    expect(await refusal('create-admin', ['--school', code(), '--account', account.toUpperCase(), '--name', '重复'])).toBe(`账号${account.toUpperCase()}已被使用`);
    expect(await refusal('create-admin', ['--school', 'NO-SUCH-SCHOOL', '--account', `${account}x`, '--name', '无校'])).toBe('没有代码为NO-SUCH-SCHOOL的学校');
    expect(await refusal('create-admin', ['--school', code(), '--account', `${account}y`])).toBe('缺少参数：--name');
    expect((await db.select().from(teacher).where(eq(teacher.account, `${account}x`))).length).toBe(0);
    expect((await auditOf(s.schoolId)).filter((e) => e.action === 'admin.create')).toEqual([{ action: 'admin.create', actorId: null, actorName: '命令行', target: `${account} 教务员` }]);
  });

  it('reset-password prints a new first password: old sessions end, the old password stops, the new one must be changed', async () => {
    const db = ctx.database.db;
    const t = await buildTeacher(db, s);
    const token = await ctx.login(t);
    const out = await run('reset-password', ['--school', code(), '--account', t.account]);
    const m = new RegExp(`^${t.account} \\S+ 的新初始密码：(\\S+)（只显示这一次；登录后须修改）$`).exec(out);
    expect(m).not.toBeNull();
    expect((await ctx.call({ method: 'GET', url: '/base/teacher/info', token })).status).toBe(401);
    const oldLogin = await ctx.call({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: t.account, password: t.password } });
    expect(oldLogin.body.errCode).not.toBe('00');
    const fresh = await ctx.login({ ...t, password: m![1]! });
    expectError(await ctx.call({ method: 'GET', url: '/academic/report-setting', token: fresh }), 403, '40310');
    expect((await auditOf(s.schoolId)).filter((e) => e.action === 'teacher.reset-password')).toEqual([{ action: 'teacher.reset-password', actorId: null, actorName: '命令行', target: expect.stringMatching(new RegExp(`^${t.account} `)) }]);
    expect(await refusal('reset-password', ['--school', code(), '--account', 'nobody-here'])).toBe('该校没有账号nobody-here');
  });

  it('import previews without --yes (nothing written), writes with --yes, and the same file again changes nothing', async () => {
    const db = ctx.database.db;
    const classes = await file('classes.xlsx', [['年级', '班级'], ['高一', '高一(1)班'], ['高一', '高一(5)班']]);
    const before = await snapshot();
    expect(await run('import', ['--school', code(), '--kind', 'classes', '--file', classes])).toBe(['预览（未写入）：新增1，修改0，不变1', '  第3行 高一 高一(5)班 高一(5)班：新增', '确认无误后加 --yes 再运行一次以写入。'].join('\n'));
    expect(await snapshot()).toEqual(before);
    expect(await run('import', ['--school', code(), '--kind', 'classes', '--file', classes, '--yes'])).toBe(['已导入：新增1，修改0，不变1', '  第3行 高一 高一(5)班 高一(5)班：新增'].join('\n'));
    expect((await db.select().from(clazz).where(and(eq(clazz.schoolId, s.schoolId), eq(clazz.name, '高一(5)班')))).length).toBe(1);
    const once = await snapshot();
    expect(await run('import', ['--school', code(), '--kind', 'classes', '--file', classes, '--yes'])).toBe('预览（未写入）：新增0，修改0，不变2');
    expect(await snapshot()).toEqual(once);

    const students = await file('students.xlsx', [['学号', '姓名', '性别', '班级'], [`C${s.schoolId}1`, '命令甲', '男', '高一(5)班'], [`C${s.schoolId}2`, '命令乙', '女', '高一(5)班']]);
    expect(await run('import', ['--school', code(), '--kind', 'students', '--file', students, '--yes'])).toMatch(/^已导入：新增2，修改0，不变0\n/);
    expect((await db.select().from(student).where(eq(student.clazzId, (await db.select().from(clazz).where(and(eq(clazz.schoolId, s.schoolId), eq(clazz.name, '高一(5)班'))))[0]!.id))).map((x) => x.name).sort()).toEqual(['命令乙', '命令甲']);
    const twice = await snapshot();
    expect(await run('import', ['--school', code(), '--kind', 'students', '--file', students, '--yes'])).toBe('预览（未写入）：新增0，修改0，不变2');
    expect(await snapshot()).toEqual(twice);

    // Teachers: the new account's first password is printed once and signs in.
    const acc = `clit${s.schoolId}`;
    const teachers = await file('teachers.xlsx', [['姓名', '账号', '手机', '学科', '岗位', '管理年级', '任教班级', '班主任班级'], ['命令老师', acc, '', '数学', '1、4', '', '高一(5)班', '高一(5)班']]);
    const out = await run('import', ['--school', code(), '--kind', 'teachers', '--file', teachers, '--yes']);
    const pw = new RegExp(`\\n  ${acc}\\t命令老师\\t(\\S+)$`).exec(out);
    expect(out).toMatch(/^已导入：新增1，修改0，不变0\n/);
    expect(out).toContain('新账号的初始密码（只显示这一次，请保存后发给教师；首次登录须修改）：');
    const [t] = await db.select().from(teacher).where(eq(teacher.account, acc));
    expect((await db.select({ post: teacherPost.post }).from(teacherPost).where(eq(teacherPost.teacherId, t!.id))).map((p) => p.post).sort()).toEqual([1, 4]);
    await ctx.login({ teacherId: t!.id, account: acc, password: pw![1]! });
    const audit = (await auditOf(s.schoolId)).filter((e) => ['clazz.create', 'student.create', 'teacher.create'].includes(e.action));
    expect(audit).toEqual([
      { action: 'clazz.create', actorId: null, actorName: '命令行', target: '高一 高一(5)班' },
      { action: 'student.create', actorId: null, actorName: '命令行', target: `C${s.schoolId}1 命令甲` },
      { action: 'student.create', actorId: null, actorName: '命令行', target: `C${s.schoolId}2 命令乙` },
      { action: 'teacher.create', actorId: null, actorName: '命令行', target: `${acc} 命令老师` },
    ]);

    // A file with errors: every one listed, nothing written; a missing file and a bad kind refused.
    const bad = await file('bad.xlsx', [['学号', '姓名', '性别', '班级'], ['B1', '坏甲', '男', '高九(1)班'], ['B2', '坏乙', '不知', '高一(1)班']]);
    const beforeBad = await snapshot();
    expect(await refusal('import', ['--school', code(), '--kind', 'students', '--file', bad, '--yes'])).toBe(['文件中有2处错误，没有导入任何数据', '  第2行 D列（班级）：班级“高九(1)班”不存在，请先导入班级', '  第3行 C列（性别）：性别“不知”不正确，只能填“男”或“女”'].join('\n'));
    expect(await snapshot()).toEqual(beforeBad);
    expect(await refusal('import', ['--school', code(), '--kind', 'students', '--file', path.join(work, 'missing.xlsx')])).toBe(`读不到文件：${path.join(work, 'missing.xlsx')}`);
    expect(await refusal('import', ['--school', code(), '--kind', 'parents', '--file', bad])).toBe('--kind只能是classes、students、teachers');
  });

  it('rollover rehearses without changing a row, then --yes moves the school up a year, once', async () => {
    const db = ctx.database.db;
    const args = ['--school', code(), '--name', '2027-2028学年第一学期', '--start', '2027-09-01', '--end', '2028-01-20'];
    const before = await snapshot();
    const rehearsal = await run('rollover', args);
    expect(rehearsal.split('\n')[0]).toBe('升年级预演（未做任何修改）：2026-2027学年第一学期 → 2027-2028学年第一学期');
    expect(rehearsal).toContain('  高一(1)班 → 高二(1)班（3人）');
    expect(rehearsal).toContain('  高一(5)班 → 高二(5)班（2人）');
    expect(rehearsal).toContain('  高三(1)班 毕业（3人）');
    expect(rehearsal).toMatch(/毕业学生9人，沿用任课\d+条；待导入新班级的年级：高一\n确认无误后加 --yes 再运行一次以执行。$/);
    expect(await snapshot()).toEqual(before);

    expect(await refusal('rollover', [...args.slice(0, 4), '--start', '2027-09-01', '--end', '2027-08-01'])).toBe('日期格式应为yyyy-MM-dd，且结束日期晚于开始日期');
    expect(await snapshot()).toEqual(before);

    const done = await run('rollover', [...args, '--yes']);
    expect(done.split('\n')[0]).toBe('升年级完成：2026-2027学年第一学期 → 2027-2028学年第一学期');
    expect(done).not.toContain('--yes');
    const moved = (await db.select().from(clazz).where(eq(clazz.id, s.clazzIds[1]![0]!)))[0]!;
    expect([moved.name, moved.gradeId, moved.status]).toEqual(['高二(1)班', s.gradeIds[2], 1]);
    expect((await db.select().from(clazz).where(eq(clazz.id, s.clazzIds[3]![0]!)))[0]!.status).toBe(2);
    const current = await db.select().from(semester).where(and(eq(semester.schoolId, s.schoolId), eq(semester.status, 1)));
    expect(current.map((c) => c.name)).toEqual(['2027-2028学年第一学期']);
    const entries = (await auditOf(s.schoolId)).filter((e) => e.action === 'rollover');
    expect(entries[0]).toEqual({ action: 'rollover', actorId: null, actorName: '命令行', target: '2026-2027学年 → 2027-2028学年' });
    // 10 classes: 7 move up (高一 ×4, 高二 ×3), 3 graduate; a summary entry besides.
    expect(entries).toHaveLength(1 + 10);

    const after = await snapshot();
    expect(await refusal('rollover', [...args, '--yes'])).toBe('本校已经升入2027-2028学年，不能重复升年级');
    expect(await snapshot()).toEqual(after);
  });
});

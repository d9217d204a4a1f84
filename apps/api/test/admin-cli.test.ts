/**
 * The school commands of `npm run admin` that mirror the admin area (docs/admin.md): semesters,
 * student changes, teacher accounts and the audit log, run on the test database. Each command's
 * refusals are the terminal's message (CommandError, exit 1 in the entry point); every change is
 * in the audit log as made by 命令行.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, school, semester, student, teacher } from '../src/db/schema.js';
import { adminCli } from './support/admin-cli.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('npm run admin: the admin area from a terminal', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  const work = mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
  const { run, refusal } = adminCli(() => ctx);

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
    other = await buildSchool(ctx.database.db);
    await ctx.database.db.update(school).set({ code: `CLI${s.schoolId}` }).where(eq(school.id, s.schoolId));
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await ctx?.close();
  });
  const code = () => `CLI${s.schoolId}`;

  it('sets the current semester, finishes, hides and shows one; refuses another school’s', async () => {
    const db = ctx.database.db;
    const created = await run('semester-create', ['--school', code(), '--name', '2026-2027学年第二学期', '--start', '2027-02-20', '--end', '2027-07-10']);
    expect(created).toBe('已创建学期：2026-2027学年第二学期');
    const [next] = await db.select().from(semester).where(and(eq(semester.schoolId, s.schoolId), eq(semester.name, '2026-2027学年第二学期')));
    expect(await run('semester-set', ['--school', code(), '--id', String(next!.id), '--current'])).toBe('2026-2027学年第二学期已设为当前学期');
    const current = await db.select({ id: semester.id }).from(semester).where(and(eq(semester.schoolId, s.schoolId), eq(semester.status, 1)));
    expect(current.map((c) => c.id)).toEqual([next!.id]);
    // The semester that was current ended with the switch; one not started yet can be ended.
    expect((await db.select().from(semester).where(eq(semester.id, s.currentSemesterId)))[0]!.status).toBe(2);
    expect(await refusal('semester-set', ['--school', code(), '--id', String(s.currentSemesterId), '--finish'])).toBe('该学期已经结束');
    await run('semester-create', ['--school', code(), '--name', '备用学期', '--start', '2027-08-01', '--end', '2027-08-20']);
    const [spare] = await db.select().from(semester).where(and(eq(semester.schoolId, s.schoolId), eq(semester.name, '备用学期')));
    expect(await run('semester-set', ['--school', code(), '--id', String(spare!.id), '--finish'])).toBe('备用学期已结束');
    expect(await refusal('semester-set', ['--school', code(), '--id', String(next!.id), '--finish'])).toMatch(/^当前学期不能直接结束/);
    expect(await run('semester-set', ['--school', code(), '--id', String(s.currentSemesterId), '--hide'])).toMatch(/已隐藏$/);
    expect((await db.select().from(semester).where(eq(semester.id, s.currentSemesterId)))[0]!.isShow).toBe(false);
    expect(await run('semester-set', ['--school', code(), '--id', String(s.currentSemesterId), '--show'])).toMatch(/已显示$/);
    expect(await refusal('semester-set', ['--school', code(), '--id', String(next!.id)])).toBe('请在 --current、--finish、--hide、--show 中选择一项');
    expect(await refusal('semester-set', ['--school', code(), '--id', '0x10', '--finish'])).toMatch(/--id 应为学期ID/);
    expect(await refusal('semester-set', ['--school', code(), '--id', String(other.currentSemesterId), '--finish'])).toBe('学期不存在');
    expect((await db.select().from(semester).where(eq(semester.id, other.currentSemesterId)))[0]!.status).toBe(1);
    const listed = await run('semesters', ['--school', code()]);
    expect(listed).toContain(`${next!.id}\t2026-2027学年第二学期\t2027-02-20至2027-07-10\t当前学期`);
  });

  it('moves a student, lets them leave and rejoin, by 学号 and class name', async () => {
    const db = ctx.database.db;
    const sid = s.studentIds[s.clazzIds[1]![0]!]![0]!;
    const [st] = await db.select().from(student).where(eq(student.id, sid));
    expect(await run('student', ['--school', code(), '--num', st!.studentNum, '--move', '高一(2)班'])).toBe(`${st!.name}已调到高一(2)班（已有成绩仍属原班级）`);
    expect((await db.select().from(student).where(eq(student.id, sid)))[0]!.clazzId).toBe(s.clazzIds[1]![1]);
    expect(await run('student', ['--school', code(), '--num', st!.studentNum, '--leave'])).toBe(`${st!.name}已办理离校（历史成绩保留）`);
    expect(await refusal('student', ['--school', code(), '--num', st!.studentNum, '--move', '高一(3)班'])).toMatch(/离校，不能调班/);
    expect(await run('student', ['--school', code(), '--num', st!.studentNum, '--rejoin', '高一(1)班'])).toBe(`${st!.name}已复学，进入高一(1)班`);
    expect((await db.select().from(student).where(eq(student.id, sid)))[0]).toMatchObject({ status: 1, clazzId: s.clazzIds[1]![0] });
    expect(await refusal('student', ['--school', code(), '--num', st!.studentNum, '--move', '高九(1)班'])).toBe('该校没有在读的班级高九(1)班');
    expect(await refusal('student', ['--school', code(), '--num', 'nobody', '--leave'])).toBe('该校没有学号为nobody的学生');
    // Another school's student is not found by this school's code.
    const [foreign] = await db.select().from(student).where(eq(student.id, other.studentIds[other.clazzIds[1]![0]!]![0]!));
    expect(await refusal('student', ['--school', code(), '--num', foreign!.studentNum, '--leave'])).toMatch(/该校没有学号为/);
    expect(await refusal('student', ['--school', code(), '--num', st!.studentNum, '--leave', '--move', '高一(2)班'])).toMatch(/请在 --move/);
  });

  it('disables an account (its sessions stop at once) and enables it again', async () => {
    const t = await buildTeacher(ctx.database.db, s, { posts: [{ post: 4 }] });
    const token = await ctx.login(t);
    expect((await ctx.call({ method: 'GET', url: '/base/teacher/info', token })).status).toBe(200);
    expect(await run('teacher', ['--school', code(), '--account', t.account, '--disable'])).toMatch(/已停用$/);
    expect((await ctx.call({ method: 'GET', url: '/base/teacher/info', token })).status).toBe(401);
    expect(await refusal('teacher', ['--school', code(), '--account', t.account, '--disable'])).toBe('该账号已经停用');
    expect(await run('teacher', ['--school', code(), '--account', t.account, '--enable'])).toMatch(/已启用$/);
    expect((await ctx.database.db.select().from(teacher).where(eq(teacher.id, t.teacherId)))[0]!.disabled).toBe(false);
    expect(await refusal('teacher', ['--school', code(), '--account', t.account])).toBe('请在 --disable、--enable 中选择一项');
  });

  it('reads the audit log with before → after, filters it and exports it to Excel', async () => {
    const out = await run('audit', ['--school', code(), '--action', 'student.move']);
    expect(out).toMatch(/命令行\t调班\t\S+ 学生111\t学号：\S+；姓名：学生111；班级：高一\(1\)班；状态：在读 → 学号：\S+；姓名：学生111；班级：高一\(2\)班；状态：在读/);
    expect(out.split('\n')).toHaveLength(1);
    expect(await run('audit', ['--school', code(), '--limit', '2'])).toMatch(/共\d+条，显示最新2条$/);
    expect(await run('audit', ['--school', code(), '--keyword', '没有这个人'])).toBe('没有符合条件的操作记录');
    expect(await refusal('audit', ['--school', code(), '--action', 'drop-table'])).toMatch(/^--action只能是/);
    const file = path.join(work, 'audit.xlsx');
    expect(await run('audit', ['--school', code(), '--out', file])).toBe(`操作日志已导出到 ${file}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().slice(3) as unknown[][];
    const entries = await ctx.database.db.select().from(adminAudit).where(eq(adminAudit.schoolId, s.schoolId));
    expect(rows).toHaveLength(entries.length);
    expect(rows.map((r) => r[3])).toContain('停用账号');
    // Nothing of the other school's log.
    expect(entries.every((e) => e.actorName === '命令行')).toBe(true);
  });
});

/**
 * The audit log is complete (issue 16, docs/admin.md): every kind of administrative change in
 * ADMIN_ACTION_NAMES is made once — through its HTTP route, or through the command-line service for
 * the commands that exist only there (create-school, create-admin) — and exactly the entries it
 * should write appear in admin_audit: the action, the school, who (the signed-in administrator, or
 * 命令行), the target and the record before → after. A change that stops writing its entry, writes
 * it twice, or writes the wrong fields fails here; so does a new action kind without a case below.
 * Rehearsals and previews write nothing.
 */
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ACTION_NAMES, type TAdminImportResult, type TAdminPassword, type TAdminRolloverResult, type TAdminSemester } from '@app/contract';
import { SCHOOL_COMMANDS, type OpenDatabase } from '../src/cli/admin-school.js';
import { adminAudit, clazz, school, semester, student, teacher } from '../src/db/schema.js';
import { xlsx } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, testPasswordHash, type BuiltSchool } from './support/factories.js';
import { multipartBody } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Fields = Record<string, string | number | null> | null;
type Expected = { action: string; schoolId?: number; actorId?: number | null; actorName?: string; target: string; before: Fields; after: Fields };

describe('every administrative change writes its audit entry', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let adminToken: string;
  let adminId: number;
  const ADMIN_NAME = '审计教务';
  const covered = new Set<string>();

  const upload = (kind: string, file: Buffer, confirmToken?: string) =>
    ctx.call<TAdminImportResult>({ method: 'POST', url: `/admin/import/${kind}${confirmToken ? `?confirmToken=${confirmToken}` : ''}`, token: adminToken, ...multipartBody([{ name: 'file', filename: 'import.xlsx', content: file }]) });
  const importConfirmed = async (kind: string, rows: (string | null)[][]) => {
    const file = await xlsx(rows);
    const preview = expectOk(await upload(kind, file));
    return expectOk(await upload(kind, file, preview.confirmToken!));
  };
  const lastId = async () => {
    const [r] = await ctx.database.db.select({ id: max(adminAudit.id) }).from(adminAudit);
    return r?.id ?? 0;
  };
  /** The entries `work` adds, in the order written. */
  const entriesOf = async (work: () => Promise<unknown>) => {
    const from = await lastId();
    await work();
    const rows = await ctx.database.db.select().from(adminAudit).where(gt(adminAudit.id, from)).orderBy(adminAudit.id);
    return rows.map((r) => ({ action: r.action, schoolId: r.schoolId, actorId: r.actorId, actorName: r.actorName, target: r.target, before: r.before as Fields, after: r.after as Fields }));
  };
  /** Runs `work` and expects exactly these entries (made by the signed-in administrator unless said). */
  const expectEntries = async (work: () => Promise<unknown>, expected: Expected[]) => {
    const got = await entriesOf(work);
    expect(got).toEqual(expected.map((e) => ({ schoolId: s.schoolId, actorId: adminId, actorName: ADMIN_NAME, ...e })));
    for (const e of expected) covered.add(e.action);
    return got;
  };
  const semesterFields = (name: string, start: string, end: string, status: string, shown: string) => ({ 名称: name, 开始日期: start, 结束日期: end, 状态: status, 显示: shown });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const [a] = await db.insert(teacher).values({ schoolId: s.schoolId, account: `aud${s.schoolId}`, passwordHash: await testPasswordHash(), name: ADMIN_NAME, section: 2, accountKind: 2 }).returning();
    adminId = a!.id;
    adminToken = await ctx.login({ teacherId: a!.id, account: a!.account, password: 'test-pass-123' });
  });
  afterAll(async () => ctx?.close());

  it('semesters: create, edit, hide, finish, make current (the previous current one finishes)', async () => {
    const name = '2026-2027学年第二学期';
    let created: TAdminSemester | undefined;
    await expectEntries(
      async () => (created = expectOk(await ctx.call<TAdminSemester>({ method: 'POST', url: '/admin/semesters', token: adminToken, payload: { semesterName: name, startDate: '2027-02-20', endDate: '2027-07-10' } }))),
      [{ action: 'semester.create', target: name, before: null, after: semesterFields(name, '2027-02-20', '2027-07-10', '未开始', '是') }],
    );
    const id = created!.semesterId;
    await expectEntries(() => ctx.call({ method: 'PUT', url: `/admin/semesters/${id}`, token: adminToken, payload: { semesterName: name, startDate: '2027-02-21', endDate: '2027-07-10' } }), [
      { action: 'semester.update', target: name, before: semesterFields(name, '2027-02-20', '2027-07-10', '未开始', '是'), after: semesterFields(name, '2027-02-21', '2027-07-10', '未开始', '是') },
    ]);
    await expectEntries(() => ctx.call({ method: 'PUT', url: `/admin/semesters/${id}/visibility`, token: adminToken, payload: { isShow: 0 } }), [
      { action: 'semester.visibility', target: name, before: semesterFields(name, '2027-02-21', '2027-07-10', '未开始', '是'), after: semesterFields(name, '2027-02-21', '2027-07-10', '未开始', '否') },
    ]);
    expectOk(await ctx.call({ method: 'PUT', url: `/admin/semesters/${id}/visibility`, token: adminToken, payload: { isShow: 1 } }));
    // A spare semester, not current, finished.
    const [spare] = await ctx.database.db.insert(semester).values({ schoolId: s.schoolId, name: '暑期', status: 0, isShow: true, startDate: '2027-07-15', endDate: '2027-08-20' }).returning();
    await expectEntries(() => ctx.call({ method: 'POST', url: `/admin/semesters/${spare!.id}/finish`, token: adminToken }), [
      { action: 'semester.finish', target: '暑期', before: semesterFields('暑期', '2027-07-15', '2027-08-20', '未开始', '是'), after: semesterFields('暑期', '2027-07-15', '2027-08-20', '已结束', '是') },
    ]);
    const cur = '2026-2027学年第一学期';
    await expectEntries(() => ctx.call({ method: 'POST', url: `/admin/semesters/${id}/current`, token: adminToken }), [
      { action: 'semester.finish', target: cur, before: semesterFields(cur, '2026-09-01', '2027-01-20', '当前学期', '是'), after: semesterFields(cur, '2026-09-01', '2027-01-20', '已结束', '是') },
      { action: 'semester.current', target: name, before: semesterFields(name, '2027-02-21', '2027-07-10', '未开始', '是'), after: semesterFields(name, '2027-02-21', '2027-07-10', '当前学期', '是') },
    ]);
  });

  it('classes: an import creates one, a rename, a deletion', async () => {
    await expectEntries(() => importConfirmed('classes', [['年级', '班级'], ['高一', '高一(1)班'], ['高一', '高一(7)班']]), [
      { action: 'clazz.create', target: '高一 高一(7)班', before: null, after: { 年级: '高一', 班级: '高一(7)班' } },
    ]);
    const [made] = await ctx.database.db.select().from(clazz).where(eq(clazz.name, '高一(7)班'));
    expect(made!.schoolId).toBe(s.schoolId);
    await expectEntries(() => ctx.call({ method: 'PUT', url: `/admin/classes/${made!.id}`, token: adminToken, payload: { clazzName: '高一(8)班' } }), [
      { action: 'clazz.rename', target: '高一 高一(7)班', before: { 班级: '高一(7)班' }, after: { 班级: '高一(8)班' } },
    ]);
    await expectEntries(() => ctx.call({ method: 'DELETE', url: `/admin/classes/${made!.id}`, token: adminToken }), [{ action: 'clazz.delete', target: '高一 高一(8)班', before: { 年级: '高一', 班级: '高一(8)班' }, after: null }]);
    expect(await ctx.database.db.select().from(clazz).where(eq(clazz.id, made!.id))).toEqual([]);
  });

  it('students: an import creates one and changes one; move, leave, rejoin', async () => {
    const header = ['学号', '姓名', '性别', '年级', '班级', '身份证后六位'];
    const num = `AUD${s.schoolId}`;
    await expectEntries(() => importConfirmed('students', [header, [num, '审计甲', '男', '高一', '高一(1)班', '']]), [
      { action: 'student.create', target: `${num} 审计甲`, before: null, after: { 学号: num, 姓名: '审计甲', 性别: '男', 班级: '高一(1)班', 状态: '在读' } },
    ]);
    await expectEntries(() => importConfirmed('students', [header, [num, '审计乙', '男', '高一', '高一(1)班', '']]), [
      { action: 'student.update', target: `${num} 审计乙`, before: { 学号: num, 姓名: '审计甲', 性别: '男', 班级: '高一(1)班', 状态: '在读' }, after: { 学号: num, 姓名: '审计乙', 性别: '男', 班级: '高一(1)班', 状态: '在读' } },
    ]);
    const [st] = await ctx.database.db.select().from(student).where(eq(student.studentNum, num));
    const f = (clazzName: string, status: string) => ({ 学号: num, 姓名: '审计乙', 班级: clazzName, 状态: status });
    const target = `${num} 审计乙`;
    await expectEntries(() => ctx.call({ method: 'POST', url: `/admin/students/${st!.id}/move`, token: adminToken, payload: { clazzId: s.clazzIds[1]![1]! } }), [
      { action: 'student.move', target, before: f('高一(1)班', '在读'), after: f('高一(2)班', '在读') },
    ]);
    await expectEntries(() => ctx.call({ method: 'POST', url: `/admin/students/${st!.id}/leave`, token: adminToken }), [{ action: 'student.leave', target, before: f('高一(2)班', '在读'), after: f('高一(2)班', '离校') }]);
    await expectEntries(() => ctx.call({ method: 'POST', url: `/admin/students/${st!.id}/rejoin`, token: adminToken, payload: { clazzId: s.clazzIds[1]![0]! } }), [
      { action: 'student.rejoin', target, before: f('高一(2)班', '离校'), after: f('高一(1)班', '在读') },
    ]);
  });

  it('teachers: an import creates one, the editor changes one, reset password, disable, enable', async () => {
    const acc = `audt${s.schoolId}`;
    const header = ['姓名', '账号', '手机', '学科', '岗位', '管理年级', '任教班级', '班主任班级'];
    const made = await expectEntries(() => importConfirmed('teachers', [header, ['审计老师', acc, '13800000001', '数学', '4', '', '高一(3)班', '']]), [
      { action: 'teacher.create', target: `${acc} 审计老师`, before: null, after: { 姓名: '审计老师', 手机: '13800000001', 岗位: '任课教师', 学科: '数学', 任教: '数学:高一(3)班', 班主任: '' } },
    ]);
    expect(made).toHaveLength(1);
    const [t] = await ctx.database.db.select().from(teacher).where(eq(teacher.account, acc));
    const body = { teacherName: '审计老师', posts: [{ post: 1 }, { post: 4 }], subjectIds: [3], assignments: [{ clazzId: s.clazzIds[1]![2]!, subjectId: 3 }], adminClazzIds: [s.clazzIds[1]![2]!] };
    await expectEntries(() => ctx.call({ method: 'PUT', url: `/admin/teachers/${t!.id}`, token: adminToken, payload: body }), [
      {
        action: 'teacher.update',
        target: `${acc} 审计老师`,
        before: { 姓名: '审计老师', 手机: '13800000001', 岗位: '任课教师', 学科: '数学', 任教: '数学:高一(3)班', 班主任: '' },
        after: { 姓名: '审计老师', 手机: '13800000001', 岗位: '班主任、任课教师', 学科: '数学', 任教: '数学:高一(3)班', 班主任: '高一(3)班' },
      },
    ]);
    let pw: TAdminPassword | undefined;
    await expectEntries(async () => (pw = expectOk(await ctx.call<TAdminPassword>({ method: 'POST', url: `/admin/teachers/${t!.id}/reset-password`, token: adminToken }))), [
      { action: 'teacher.reset-password', target: `${acc} 审计老师`, before: null, after: { 账号: acc, 首次登录须改密码: '是' } },
    ]);
    // The password itself is never in the log.
    expect(JSON.stringify(await ctx.database.db.select().from(adminAudit))).not.toContain(pw!.password);
    await expectEntries(() => ctx.call({ method: 'POST', url: `/admin/teachers/${t!.id}/disable`, token: adminToken }), [{ action: 'teacher.disable', target: `${acc} 审计老师`, before: { 状态: '启用' }, after: { 状态: '停用' } }]);
    await expectEntries(() => ctx.call({ method: 'POST', url: `/admin/teachers/${t!.id}/enable`, token: adminToken }), [{ action: 'teacher.enable', target: `${acc} 审计老师`, before: { 状态: '停用' }, after: { 状态: '启用' } }]);
  });

  it('English resources: enabling and disabling a product', async () => {
    await expectEntries(() => ctx.call({ method: 'PUT', url: '/admin/products/11', token: adminToken, payload: { enabled: true } }), [{ action: 'product.enable', target: '高考英语范文精讲', before: { 状态: '未开通' }, after: { 状态: '已开通' } }]);
    await expectEntries(() => ctx.call({ method: 'PUT', url: '/admin/products/11', token: adminToken, payload: { enabled: false } }), [{ action: 'product.disable', target: '高考英语范文精讲', before: { 状态: '已开通' }, after: { 状态: '未开通' } }]);
  });

  it('previews write nothing; the rollover writes its summary and one entry per class', async () => {
    const body = { semesterName: '2027-2028学年第一学期', startDate: '2027-09-01', endDate: '2028-01-20', carryTeachers: true };
    expect(await entriesOf(() => upload('students', Buffer.from('')))).toEqual([]);
    let rehearsal: TAdminRolloverResult | undefined;
    expect(await entriesOf(async () => (rehearsal = expectOk(await ctx.call<TAdminRolloverResult>({ method: 'POST', url: '/admin/rollover/preview', token: adminToken, payload: body }))))).toEqual([]);
    expect(await entriesOf(() => upload('classes', Buffer.from('x')))).toEqual([]);
    const r = rehearsal!;
    expect(r.moves).toHaveLength(6);
    expect(r.graduated).toHaveLength(3);
    await expectEntries(() => ctx.call({ method: 'POST', url: `/admin/rollover?confirmToken=${r.confirmToken}`, token: adminToken, payload: body }), [
      {
        action: 'rollover',
        target: '2026-2027学年 → 2027-2028学年',
        before: { 当前学期: '2026-2027学年第二学期', 在读班级: 9 },
        after: { 当前学期: '2027-2028学年第一学期', 升级班级: 6, 毕业班级: 3, 毕业学生: 9, 沿用任课: r.carriedAssignments },
      },
      ...r.moves.map((m) => ({ action: 'rollover', target: m.fromName, before: { 年级: m.fromGrade, 班级: m.fromName }, after: { 年级: m.toGrade, 班级: m.toName } })),
      ...r.graduated.map((g) => ({ action: 'rollover', target: g.clazzName, before: { 年级: g.gradeName, 状态: '在读' }, after: { 年级: g.gradeName, 状态: '已毕业' } })),
    ]);
    expect(r.carriedAssignments).toBeGreaterThan(0);
  });

  it('command line only: create-school and create-admin, made by 命令行', async () => {
    const open: OpenDatabase = async () => ({ ...ctx.database, close: async () => {} });
    const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const code = `AUD-${s.schoolId}`;
      const domain = `aud${s.schoolId}.example.edu.cn`;
      const schoolEntries = await entriesOf(() => SCHOOL_COMMANDS['create-school']!.run(['--name', '审计新校', '--code', code, '--section', '2', '--domain', domain], open));
      const [created] = await ctx.database.db.select().from(school).where(eq(school.code, code));
      expect(schoolEntries).toEqual([{ action: 'school.create', schoolId: created!.id, actorId: null, actorName: '命令行', target: '审计新校', before: null, after: { 名称: '审计新校', 代码: code, 学段: 2, 品牌: '平台', 登录域名: domain } }]);
      covered.add('school.create');
      const adminEntries = await entriesOf(() => SCHOOL_COMMANDS['create-admin']!.run(['--school', code, '--account', `audadm${s.schoolId}`, '--name', '新校教务'], open));
      expect(adminEntries).toEqual([{ action: 'admin.create', schoolId: created!.id, actorId: null, actorName: '命令行', target: `audadm${s.schoolId} 新校教务`, before: null, after: { 账号: `audadm${s.schoolId}`, 姓名: '新校教务', 首次登录须改密码: '是' } }]);
      covered.add('admin.create');
    } finally {
      quiet.mockRestore();
    }
  });

  it('covered every action kind the log names', () => {
    expect([...covered].sort()).toEqual(Object.keys(ADMIN_ACTION_NAMES).sort());
  });
});

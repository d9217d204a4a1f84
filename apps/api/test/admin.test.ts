/**
 * 教务管理 (docs/admin.md) over HTTP: who may use it, semesters, the three Excel imports (checked
 * whole first, preview, confirmation, idempotent), teacher accounts (first password, reset,
 * disable), student changes, class deletion, the year rollover (rehearsal, once a school year)
 * and the audit log. Every refusal leaves the data as it was.
 */
import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminAuditEntry, TAdminImportResult, TAdminPassword, TAdminRolloverResult, TAdminSemester, TAdminStudent, TAdminTeacherDetail } from '@app/contract';
import { adminRoutes } from '../src/modules/admin/routes.js';
import { adminAudit, clazz, exam, examGroup, examGroupClazz, examStudent, schoolSubject, semester, student, teacher, teacherClazz } from '../src/db/schema.js';
import { examWithScores, xlsx } from './support/academic.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { addJuniorGrade, buildSchool, buildTeacher, testPasswordHash, type BuiltSchool } from './support/factories.js';
import { multipartBody } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Cell = ExcelJS.CellValue;

describe('admin area', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let master: string;
  let adminToken: string;
  let subjectTeacher: string;
  let otherMaster: string;
  let adminTeacherId: number;

  const upload = (kind: string, file: Buffer, token = adminToken, confirmToken?: string) =>
    ctx.call<TAdminImportResult>({ method: 'POST', url: `/admin/import/${kind}${confirmToken ? `?confirmToken=${confirmToken}` : ''}`, token, ...multipartBody([{ name: 'file', filename: 'import.xlsx', content: file }]) });
  /** Preview, then confirm with the token. */
  const importConfirmed = async (kind: string, rows: Cell[][]) => {
    const file = await xlsx(rows);
    const preview = expectOk(await upload(kind, file));
    expect(preview.applied).toBe(false);
    expect(preview.confirmToken).toMatch(/^[0-9a-f]{64}$/);
    return expectOk(await upload(kind, file, adminToken, preview.confirmToken!));
  };
  /** A refusal that carries data (an import's error list, a fresh preview). */
  const refusedWith = <T,>(res: { status: number; body: { errCode: string; errMsg: string; data: unknown } }, status: number, errCode: string, msg: string | RegExp): T => {
    expect({ status: res.status, errCode: res.body.errCode }).toEqual({ status, errCode });
    if (typeof msg === 'string') expect(res.body.errMsg).toBe(msg);
    else expect(res.body.errMsg).toMatch(msg);
    return res.body.data as T;
  };
  const tableCounts = async () => {
    const db = ctx.database.db;
    const n = async (t: typeof clazz | typeof student | typeof teacher | typeof teacherClazz | typeof semester) => Number((await db.select({ n: count() }).from(t))[0]!.n);
    return { clazz: await n(clazz), student: await n(student), teacher: await n(teacher), teacherClazz: await n(teacherClazz), semester: await n(semester) };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    other = await buildSchool(db);
    master = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 5 }] }));
    subjectTeacher = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 4 }], teaches: [{ clazzId: s.clazzIds[1]![0]!, subjectId: 3 }] }));
    otherMaster = await ctx.login(await buildTeacher(db, other, { posts: [{ post: 5 }] }));
    const [a] = await db.insert(teacher).values({ schoolId: s.schoolId, account: `adm${s.schoolId}`, passwordHash: await testPasswordHash(), name: '教务老师', section: 2, accountKind: 2 }).returning();
    adminTeacherId = a!.id;
    adminToken = await ctx.login({ teacherId: a!.id, account: a!.account, password: 'test-pass-123' });
  });
  afterAll(async () => ctx?.close());

  describe('who may use it', () => {
    it('asks for a sign-in', async () => {
      const res = await ctx.call({ method: 'GET', url: '/admin/overview' });
      expect(res.status).toBe(401);
    });
    it('refuses teachers who are not the school master', async () => {
      expectError(await ctx.call({ method: 'GET', url: '/admin/overview', token: subjectTeacher }), 403, '40300', '只有校长或教务管理员可以使用教务管理');
      expectError(await upload('classes', await xlsx([['年级', '班级'], ['高一', '高一(9)班']]), subjectTeacher), 403, '40300');
    });
    it('refuses a subject teacher on every admin route before reading its input, and changes nothing', async () => {
      const before = await tableCounts();
      for (const r of adminRoutes) {
        const url = r.url.replace(':kind', 'classes').replace(/:[A-Za-z]+/g, '1');
        const res = await ctx.call({ method: r.method, url, token: subjectTeacher, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) });
        expect([r.method, r.url, res.status, res.body.errCode, res.body.errMsg]).toEqual([r.method, r.url, 403, '40300', '只有校长或教务管理员可以使用教务管理']);
      }
      expect(adminRoutes.length).toBeGreaterThan(20);
      expect(await tableCounts()).toEqual(before);
    });
    it('lets the school master and the administrator account in, and keeps the administrator out of teaching screens', async () => {
      const o = expectOk(await ctx.call<{ schoolId: number; clazzCount: number }>({ method: 'GET', url: '/admin/overview', token: master }));
      expect(o.schoolId).toBe(s.schoolId);
      expect(o.clazzCount).toBe(9);
      expectOk(await ctx.call({ method: 'GET', url: '/admin/overview', token: adminToken }));
      const info = expectOk(await ctx.call<{ accountKind: number }>({ method: 'GET', url: '/base/teacher/info', token: adminToken }));
      expect(info.accountKind).toBe(2);
      expectError(await ctx.call({ method: 'GET', url: '/academic/report-setting', token: adminToken }), 403, '40300', '教务管理员账号只能使用教务管理');
      // Nor is the administrator among the school's teachers (marker pickers, teacher lists).
      const teachers = expectOk(await ctx.call<{ teacherId: number }[]>({ method: 'GET', url: '/base/teacher/all', token: master }));
      expect(teachers.length).toBeGreaterThan(0);
      expect(teachers.map((t) => t.teacherId)).not.toContain(adminTeacherId);
    });
    it('reads another school\'s records as missing', async () => {
      const theirs = s.clazzIds[1]![0]!;
      expectError(await ctx.call({ method: 'DELETE', url: `/admin/classes/${theirs}`, token: otherMaster }), 404, '40400', '班级不存在');
      const sid = s.studentIds[theirs]![0]!;
      expectError(await ctx.call({ method: 'POST', url: `/admin/students/${sid}/leave`, token: otherMaster }), 404, '40400', '学生不存在');
      expectError(await ctx.call({ method: 'GET', url: `/admin/teachers/${adminTeacherId}`, token: otherMaster }), 404, '40400', '教师不存在');
      expectError(await ctx.call({ method: 'POST', url: `/admin/semesters/${s.currentSemesterId}/current`, token: otherMaster }), 404, '40400', '学期不存在');
    });
  });

  describe('semesters', () => {
    it('creates, refuses bad dates, duplicates and overlaps, and keeps one current semester', async () => {
      const bad = await ctx.call({ method: 'POST', url: '/admin/semesters', token: adminToken, payload: { semesterName: '2027春', startDate: '2027-03-01', endDate: '2027-02-01' } });
      expectError(bad, 400, '40000', '参数endDate错误：结束日期须晚于开始日期');
      expectError(await ctx.call({ method: 'POST', url: '/admin/semesters', token: adminToken, payload: { semesterName: '2027春', startDate: '2027-02-30', endDate: '2027-07-01' } }), 400, '40000', '参数startDate错误：开始日期不是有效日期');
      expectError(await ctx.call({ method: 'POST', url: '/admin/semesters', token: adminToken, payload: { semesterName: '2026-2027学年第一学期', startDate: '2027-02-20', endDate: '2027-07-01' } }), 400, '40000', '学期名称“2026-2027学年第一学期”已存在');
      expectError(await ctx.call({ method: 'POST', url: '/admin/semesters', token: adminToken, payload: { semesterName: '重叠', startDate: '2026-12-01', endDate: '2027-03-01' } }), 400, '40000', /重叠/);
      const created = expectOk(await ctx.call<TAdminSemester>({ method: 'POST', url: '/admin/semesters', token: adminToken, payload: { semesterName: '2026-2027学年第二学期', startDate: '2027-02-20', endDate: '2027-07-10' } }));
      expect(created).toMatchObject({ status: 0, isShow: 1, schoolYear: 2026 });
      expectError(await ctx.call({ method: 'POST', url: `/admin/semesters/${s.currentSemesterId}/finish`, token: adminToken }), 409, '40900', /当前学期不能直接结束/);
      expectError(await ctx.call({ method: 'PUT', url: `/admin/semesters/${s.currentSemesterId}/visibility`, token: adminToken, payload: { isShow: 0 } }), 409, '40900', '当前学期不能隐藏');
      const hidden = expectOk(await ctx.call<TAdminSemester>({ method: 'PUT', url: `/admin/semesters/${created.semesterId}/visibility`, token: adminToken, payload: { isShow: 0 } }));
      expect(hidden.isShow).toBe(0);
      // The semester not yet current never stands in for the current one.
      const cur = expectOk(await ctx.call<{ semesterId: number }>({ method: 'GET', url: '/base/semester/current', token: master }));
      expect(cur.semesterId).toBe(s.currentSemesterId);
      // Its deletion is not offered; finishing it is.
      const finished = expectOk(await ctx.call<TAdminSemester>({ method: 'POST', url: `/admin/semesters/${created.semesterId}/finish`, token: adminToken }));
      expect(finished.status).toBe(2);
    });
    it('lists semesters newest first, edits one and makes it current (the current one ends), then back', async () => {
      const db = ctx.database.db;
      const made = expectOk(await ctx.call<TAdminSemester>({ method: 'POST', url: '/admin/semesters', token: adminToken, payload: { semesterName: '暑期学期', startDate: '2027-07-15', endDate: '2027-08-20' } }));
      expectError(await ctx.call({ method: 'PUT', url: `/admin/semesters/${made.semesterId}`, token: adminToken, payload: { semesterName: '暑期学期', startDate: '2027-08-20', endDate: '2027-07-15' } }), 400, '40000', '参数endDate错误：结束日期须晚于开始日期');
      const edited = expectOk(await ctx.call<TAdminSemester>({ method: 'PUT', url: `/admin/semesters/${made.semesterId}`, token: adminToken, payload: { semesterName: '2027暑期学期', startDate: '2027-07-16', endDate: '2027-08-25' } }));
      expect(edited).toMatchObject({ semesterName: '2027暑期学期', startDate: '2027-07-16', endDate: '2027-08-25', status: 0 });
      const list = expectOk(await ctx.call<TAdminSemester[]>({ method: 'GET', url: '/admin/semesters', token: adminToken }));
      expect(list[0]).toMatchObject({ semesterId: made.semesterId, semesterName: '2027暑期学期' });
      expect(list.map((x) => x.startDate)).toEqual([...list.map((x) => x.startDate)].sort().reverse());
      expect(list.filter((x) => x.status === 1).map((x) => x.semesterId)).toEqual([s.currentSemesterId]);
      // Another school's semester is not this school's to change.
      expectError(await ctx.call({ method: 'POST', url: `/admin/semesters/${other.currentSemesterId}/current`, token: adminToken }), 404, '40400');

      const now = expectOk(await ctx.call<TAdminSemester>({ method: 'POST', url: `/admin/semesters/${made.semesterId}/current`, token: adminToken }));
      expect(now.status).toBe(1);
      expect(expectOk(await ctx.call<{ semesterId: number }>({ method: 'GET', url: '/base/semester/current', token: master })).semesterId).toBe(made.semesterId);
      expect((await db.select().from(semester).where(eq(semester.id, s.currentSemesterId)))[0]!.status).toBe(2);
      expectError(await ctx.call({ method: 'POST', url: `/admin/semesters/${made.semesterId}/current`, token: adminToken }), 409, '40900', '该学期已经是当前学期');
      // Back as it was for the tests that follow.
      expectOk(await ctx.call({ method: 'POST', url: `/admin/semesters/${s.currentSemesterId}/current`, token: adminToken }));
      expect(expectOk(await ctx.call<{ semesterId: number }>({ method: 'GET', url: '/base/semester/current', token: master })).semesterId).toBe(s.currentSemesterId);
      const audit = expectOk(await ctx.call<{ list: TAdminAuditEntry[] }>({ method: 'GET', url: '/admin/audit?action=semester.update', token: adminToken }));
      expect(audit.list[0]).toMatchObject({ target: '2027暑期学期', before: expect.stringContaining('暑期学期'), after: expect.stringContaining('2027-08-25') });
    });
  });

  describe('imports', () => {
    it('offers each template as an Excel file with its columns', async () => {
      for (const [kind, first] of [['classes', '年级*'], ['students', '学号*'], ['teachers', '姓名*']] as const) {
        const res = await ctx.app.inject({ method: 'GET', url: `/admin/import/${kind}/template`, headers: { authorization: `Bearer ${adminToken}` } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('spreadsheetml');
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        expect(wb.worksheets[0]!.getCell(1, 1).value).toBe(first);
        expect(wb.worksheets[1]!.name).toBe('填写说明');
      }
    });

    it('refuses a file with errors, listing each with row and column, and writes nothing', async () => {
      const before = await tableCounts();
      const res = await upload('classes', await xlsx([['年级', '班级'], ['高四', '高四(1)班'], ['高一', ''], ['高一', '高一(8)班'], ['高一', '高一(8)班']]));
      expect(refusedWith<{ errors: unknown[] }>(res, 400, '40000', '文件中有3处错误，没有导入任何数据').errors).toEqual([
        { row: 2, column: 'A列（年级）', message: '年级“高四”不是本校的年级（本校年级：高一、高二、高三）' },
        { row: 3, column: 'B列（班级）', message: '班级名称不能为空' },
        { row: 5, column: 'B列（班级）', message: '与第4行重复' },
      ]);
      const unknownColumn = await upload('classes', await xlsx([['年级', '班级', '备注'], ['高一', '高一(8)班', 'x']]));
      expect(refusedWith<{ errors: { message: string }[] }>(unknownColumn, 400, '40000', '文件中有1处错误，没有导入任何数据').errors[0]!.message).toContain('未知的列“备注”');
      expectError(await upload('classes', Buffer.from('not a workbook')), 400, '40000', '文件不是有效的Excel（.xlsx）文件');
      expect(await tableCounts()).toEqual(before);
    });

    it('imports classes after a preview; the same file again changes nothing', async () => {
      const rows: Cell[][] = [['年级', '班级'], ['高一', '高一(4)班'], ['高一', '高一(1)班'], ['高二', '高二(4)班']];
      const before = await tableCounts();
      const preview = expectOk(await upload('classes', await xlsx(rows)));
      expect([preview.created, preview.updated, preview.unchanged]).toEqual([2, 0, 1]);
      expect(await tableCounts()).toEqual(before);
      const done = await importConfirmed('classes', rows);
      expect(done).toMatchObject({ applied: true, created: 2, unchanged: 1 });
      expect((await tableCounts()).clazz).toBe(before.clazz + 2);
      const again = expectOk(await upload('classes', await xlsx(rows)));
      expect([again.created, again.updated, again.unchanged, again.confirmToken]).toEqual([0, 0, 3, null]);
    });

    it('imports students keyed by 学号: new ones, changes (a class move) and errors', async () => {
      const bad = await upload('students', await xlsx([['学号', '姓名', '性别', '班级'], ['S1', '甲', '男', '高九(1)班'], ['S1', '乙', '未知', '高一(1)班'], ['S 3', '丙', '女', '高一(1)班']]));
      expect(refusedWith<{ errors: { row: number; message: string }[] }>(bad, 400, '40000', '文件中有4处错误，没有导入任何数据').errors.map((e) => [e.row, e.message])).toEqual([
        [2, '班级“高九(1)班”不存在，请先导入班级'],
        [3, '学号S1与第2行重复'],
        [3, '性别“未知”不正确，只能填“男”或“女”'],
        [4, '学号“S 3”格式不正确：只能是字母、数字或“-”，最长32位'],
      ]);
      const header = ['学号', '姓名', '性别', '年级', '班级', '身份证后六位'];
      const done = await importConfirmed('students', [header, ['T2026001', '新生甲', '男', '高一', '高一(4)班', '12345x'], ['T2026002', '新生乙', '女', '', '高一(4)班', '']]);
      expect([done.created, done.updated]).toEqual([2, 0]);
      const moved = expectOk(await upload('students', await xlsx([header, ['T2026001', '新生甲', '男', '高一', '高一(1)班', '12345X']])));
      expect(moved.rows[0]).toMatchObject({ action: 'update', changes: ['班级：高一(4)班 → 高一(1)班'] });
      const list = expectOk(await ctx.call<{ list: TAdminStudent[] }>({ method: 'GET', url: '/admin/students?keyword=T2026001', token: adminToken }));
      expect(list.list[0]).toMatchObject({ clazzName: '高一(4)班', idTail: '12345X', statusName: '在读' });
    });

    it('imports teachers: accounts with a first password shown once, posts, subjects, classes; refuses rule breaks', async () => {
      const header = ['姓名', '账号', '手机', '学科', '岗位', '管理年级', '任教班级', '班主任班级'];
      const acc = `imp${s.schoolId}`;
      const bad = await upload('teachers', await xlsx([header, ['甲', `${acc}a`, '', '生物', '6', '', '', ''], ['乙', `${acc}b`, '', '数学', '1', '', '高一(1)班', '高一(4)班'], ['丙', `${acc}c`, '', '数学', '1', '', '', '高一(4)班'], ['丁', `${acc}b`, '', '', '4', '', '', '']]));
      const messages = refusedWith<{ errors: { row: number; message: string }[] }>(bad, 400, '40000', /^文件中有\d+处错误，没有导入任何数据$/).errors.map((e) => [e.row, e.message]);
      expect(messages).toContainEqual([2, '学科“生物”不是本校开设的学科（本校学科：语文、数学、英语、物理）']);
      expect(messages).toContainEqual([2, expect.stringContaining('岗位“6”不正确')]);
      expect(messages).toContainEqual([4, '高一(4)班已由第3行的教师担任班主任，一个班只能有一位班主任']);
      expect(messages).toContainEqual([5, `账号${acc}b与第3行重复`]);

      const rows: Cell[][] = [header, ['王老师', `${acc}w`, '13800000000', '数学、物理', '1、4', '', '数学:高一(4)班；物理:高一(1)班', '高一(4)班'], ['赵老师', `${acc}z`, '', '英语', '2', '高一', '高一(4)班', '']];
      const done = await importConfirmed('teachers', rows);
      expect(done.created).toBe(2);
      expect(done.passwords.map((p) => p.account).sort()).toEqual([`${acc}w`, `${acc}z`]);
      const again = expectOk(await upload('teachers', await xlsx(rows)));
      expect([again.unchanged, again.confirmToken, again.passwords]).toEqual([2, null, []]);

      const pw = done.passwords.find((p) => p.account === `${acc}w`) as TAdminPassword;
      const token = await ctx.login({ teacherId: pw.teacherId, account: pw.account, password: pw.password });
      const info = expectOk(await ctx.call<{ mustChangePassword: number; posts: number[] }>({ method: 'GET', url: '/base/teacher/info', token }));
      expect(info).toMatchObject({ mustChangePassword: 1, posts: [1, 4] });
      expectError(await ctx.call({ method: 'GET', url: '/academic/report-setting', token }), 403, '40310', '首次登录请先修改初始密码');
      expectOk(await ctx.call({ method: 'PUT', url: '/base/teacher/password', token, payload: { oldPassword: pw.password, newPassword: 'newpass2026' } }));
      expectOk(await ctx.call({ method: 'GET', url: '/academic/report-setting', token }));
      const detail = expectOk(await ctx.call<TAdminTeacherDetail>({ method: 'GET', url: `/admin/teachers/${pw.teacherId}`, token: adminToken }));
      expect(detail.assignments).toHaveLength(2);
      expect(detail.adminClazzIds).toHaveLength(1);
    });
  });

  describe('subjects two sections share (a 高完中)', () => {
    it('decides 数学 by the classes taught, or asks for 数学（高中）/数学（初中）', async () => {
      const db = ctx.database.db;
      await db.insert(schoolSubject).values({ schoolId: other.schoolId, subjectId: 23, sort: 9 });
      await addJuniorGrade(db, other, 1);
      const header = ['姓名', '账号', '手机', '学科', '岗位', '管理年级', '任教班级', '班主任班级'];
      const acc = `mix${other.schoolId}`;
      const bad = await upload('teachers', await xlsx([header, ['甲', `${acc}a`, '', '数学', '4', '', '', '']]), otherMaster);
      expect(refusedWith<{ errors: { message: string }[] }>(bad, 400, '40000', '文件中有1处错误，没有导入任何数据').errors[0]!.message).toBe('学科“数学”在初中和高中都有，请写成“数学（高中）”或“数学（初中）”');
      const rows: Cell[][] = [header, ['初中老师', `${acc}j`, '', '数学', '4', '', '初一(1)班', ''], ['高中老师', `${acc}s`, '', '数学（高中）', '4', '', '', '']];
      const file = await xlsx(rows);
      const preview = expectOk(await upload('teachers', file, otherMaster));
      const done = expectOk(await upload('teachers', file, otherMaster, preview.confirmToken!));
      const subjectOf = async (account: string) => {
        const id = done.passwords.find((p) => p.account === account)!.teacherId;
        return expectOk(await ctx.call<TAdminTeacherDetail>({ method: 'GET', url: `/admin/teachers/${id}`, token: otherMaster })).subjectIds;
      };
      expect(await subjectOf(`${acc}j`)).toEqual([23]);
      expect(await subjectOf(`${acc}s`)).toEqual([3]);
    });
  });

  describe('teacher accounts', () => {
    it('disables an account: its token stops at once; enables it again', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const token = await ctx.login(t);
      expectOk(await ctx.call({ method: 'GET', url: '/base/teacher/info', token }));
      expectOk(await ctx.call({ method: 'POST', url: `/admin/teachers/${t.teacherId}/disable`, token: adminToken }));
      expect((await ctx.call({ method: 'GET', url: '/base/teacher/info', token })).status).toBe(401);
      expectError(await ctx.call({ method: 'POST', url: `/admin/teachers/${t.teacherId}/disable`, token: adminToken }), 409, '40900', '该账号已经停用');
      expectOk(await ctx.call({ method: 'POST', url: `/admin/teachers/${t.teacherId}/enable`, token: adminToken }));
      await ctx.login(t);
    });
    it('resets a password: old sessions end, the new one must be changed first', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const token = await ctx.login(t);
      const pw = expectOk(await ctx.call<TAdminPassword>({ method: 'POST', url: `/admin/teachers/${t.teacherId}/reset-password`, token: adminToken }));
      expect(pw.password).toMatch(/^(?=.*[a-z])(?=.*[0-9])[a-z0-9]{8}$/);
      expect((await ctx.call({ method: 'GET', url: '/base/teacher/info', token })).status).toBe(401);
      const fresh = await ctx.login({ ...t, password: pw.password });
      expectError(await ctx.call({ method: 'GET', url: '/academic/report-setting', token: fresh }), 403, '40310');
    });
    it('edits posts, subjects and classes, refusing a second class teacher and a subject not offered', async () => {
      const t = await buildTeacher(ctx.database.db, s, { adminOf: [s.clazzIds[2]![0]!] });
      const u = await buildTeacher(ctx.database.db, s);
      const body = { teacherName: '改名', posts: [{ post: 1 }], subjectIds: [3], assignments: [{ clazzId: s.clazzIds[2]![1]!, subjectId: 3 }], adminClazzIds: [s.clazzIds[2]![0]!] };
      expectError(await ctx.call({ method: 'PUT', url: `/admin/teachers/${u.teacherId}`, token: adminToken, payload: body }), 400, '40000', /已有班主任/);
      expectError(await ctx.call({ method: 'PUT', url: `/admin/teachers/${u.teacherId}`, token: adminToken, payload: { ...body, adminClazzIds: [], subjectIds: [14] } }), 400, '40000', '学科14不是本校开设的学科');
      expectError(await ctx.call({ method: 'PUT', url: `/admin/teachers/${u.teacherId}`, token: adminToken, payload: { ...body, posts: [{ post: 6 }] } }), 400, '40000', /岗位只能是1-5/);
      const d = expectOk(await ctx.call<TAdminTeacherDetail>({ method: 'PUT', url: `/admin/teachers/${t.teacherId}`, token: adminToken, payload: body }));
      expect(d).toMatchObject({ teacherName: '改名', posts: [1], adminClazzIds: [s.clazzIds[2]![0]!], assignments: [{ clazzId: s.clazzIds[2]![1]!, subjectId: 3 }] });
    });
  });

  describe('students and classes', () => {
    it('moves a student (past results stay with the old class), lets one leave and rejoin', async () => {
      const db = ctx.database.db;
      const from = s.clazzIds[2]![2]!;
      const to = s.clazzIds[2]![1]!;
      const sid = s.studentIds[from]![0]!;
      const nums = Object.fromEntries((await db.select({ id: student.id, num: student.studentNum }).from(student)).map((r) => [r.id, r.num]));
      // An exam of both classes sat before the move.
      const examId = await examWithScores(ctx, master, {
        name: '调班前月考', type: 1, date: '2026-10-10', gradeId: s.gradeIds[2]!, clazzIds: [from, to], subjectId: 3,
        questions: [{ full: 10 }, { full: 10 }],
        scores: Object.fromEntries([...s.studentIds[from]!, ...s.studentIds[to]!].map((id, i) => [nums[id]!, [i + 1, 2]])),
      });
      const groupId = (await db.select({ g: exam.examGroupId }).from(exam).where(eq(exam.id, examId)))[0]!.g;
      expectError(await ctx.call({ method: 'POST', url: `/admin/students/${sid}/move`, token: adminToken, payload: { clazzId: from } }), 400, '40000', /已在/);
      expectOk(await ctx.call({ method: 'POST', url: `/admin/students/${sid}/move`, token: adminToken, payload: { clazzId: to } }));
      expect((await db.select().from(student).where(eq(student.id, sid)))[0]!.clazzId).toBe(to);
      const moveEntry = expectOk(await ctx.call<{ list: TAdminAuditEntry[] }>({ method: 'GET', url: '/admin/audit?action=student.move', token: adminToken })).list[0]!;
      expect(moveEntry).toMatchObject({ actionName: expect.any(String), target: `${nums[sid]} 学生231`, before: `学号：${nums[sid]}；姓名：学生231；班级：高二(3)班；状态：在读`, after: `学号：${nums[sid]}；姓名：学生231；班级：高二(2)班；状态：在读` });

      // The old exam still counts the student in the class they sat it in: the total list names
      // that class, the old class's report counts them, and a score edit keeps the result there.
      const total = expectOk(await ctx.call<{ students: { studentId: number; clazzName: string }[] }>({ method: 'GET', url: `/academic/exam-group/${groupId}/total`, token: master }));
      expect(total.students.find((x) => x.studentId === sid)).toMatchObject({ clazzName: '高二(3)班' });
      expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/score`, token: master, payload: { studentId: sid, scores: [9, 9], reason: '复核' } }));
      expect((await db.select({ c: examStudent.clazzId }).from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, sid))))[0]!.c).toBe(from);
      type Summary = { clazz: { participants: number }; students: { studentId: number }[] };
      const fromSummary = expectOk(await ctx.call<Summary>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${from}/summary`, token: master }));
      expect([fromSummary.clazz.participants, fromSummary.students.map((x) => x.studentId)]).toEqual([3, expect.arrayContaining([sid])]);
      const toSummary = expectOk(await ctx.call<Summary>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${to}/summary`, token: master }));
      expect([toSummary.clazz.participants, toSummary.students.map((x) => x.studentId)]).toEqual([3, expect.not.arrayContaining([sid])]);

      expectOk(await ctx.call({ method: 'POST', url: `/admin/students/${sid}/leave`, token: adminToken }));
      const names = expectOk(await ctx.call<{ studentId: number }[]>({ method: 'GET', url: `/base/clazz/students/${to}`, token: master }));
      expect(names.map((n) => n.studentId)).not.toContain(sid);
      expectError(await ctx.call({ method: 'POST', url: `/admin/students/${sid}/move`, token: adminToken, payload: { clazzId: from } }), 409, '40900', /离校/);
      expectOk(await ctx.call({ method: 'POST', url: `/admin/students/${sid}/rejoin`, token: adminToken, payload: { clazzId: from } }));
      const back = expectOk(await ctx.call<{ list: TAdminStudent[] }>({ method: 'GET', url: `/admin/students?clazzId=${from}`, token: adminToken }));
      expect(back.list.map((x) => x.studentId)).toContain(sid);
      const rejoinEntry = expectOk(await ctx.call<{ list: TAdminAuditEntry[] }>({ method: 'GET', url: '/admin/audit?action=student.rejoin', token: adminToken })).list[0]!;
      expect(rejoinEntry.before).toContain('状态：离校');
      expect(rejoinEntry.after).toContain('班级：高二(3)班；状态：在读');
    });
    it('renames a class, refusing an empty name and another school’s class', async () => {
      const id = s.clazzIds[1]![2]!;
      expectError(await ctx.call({ method: 'PUT', url: `/admin/classes/${id}`, token: adminToken, payload: { clazzName: '  ' } }), 400, '40000', /请填写班级名称/);
      expectError(await ctx.call({ method: 'PUT', url: `/admin/classes/${other.clazzIds[1]![2]!}`, token: adminToken, payload: { clazzName: '改名班' } }), 404, '40400');
      expectOk(await ctx.call({ method: 'PUT', url: `/admin/classes/${id}`, token: adminToken, payload: { clazzName: '高一(3)班 实验班' } }));
      const listed = expectOk(await ctx.call<{ clazzId: number; clazzName: string }[]>({ method: 'GET', url: '/admin/classes', token: adminToken }));
      expect(listed.find((c) => c.clazzId === id)!.clazzName).toBe('高一(3)班 实验班');
      expectOk(await ctx.call({ method: 'PUT', url: `/admin/classes/${id}`, token: adminToken, payload: { clazzName: '高一(3)班' } }));
    });
    it('lists the teacher accounts with search and paging, without the other school’s', async () => {
      const page = expectOk(await ctx.call<{ list: { teacherId: number; account: string; teacherName: string }[]; total: number }>({ method: 'GET', url: '/admin/teachers?pageSize=2', token: adminToken }));
      expect(page.list).toHaveLength(2);
      const all = expectOk(await ctx.call<{ list: { teacherId: number; schoolId?: number }[]; total: number }>({ method: 'GET', url: '/admin/teachers?pageSize=100', token: adminToken }));
      expect(all.total).toBe(page.total);
      // Teachers and the school's administrator accounts; none of the other school's.
      const mine = await ctx.database.db.select({ id: teacher.id }).from(teacher).where(eq(teacher.schoolId, s.schoolId));
      expect(all.list.map((t) => t.teacherId).sort((a, b) => a - b)).toEqual(mine.map((t) => t.id).sort((a, b) => a - b));
      const found = expectOk(await ctx.call<{ list: { teacherName: string }[]; total: number }>({ method: 'GET', url: `/admin/teachers?keyword=${encodeURIComponent('改名')}`, token: adminToken }));
      expect(found.list.map((t) => t.teacherName)).toEqual(['改名']);
      expectError(await ctx.call({ method: 'GET', url: '/admin/teachers?pageSize=0', token: adminToken }), 400, '40000');
    });
    it('refuses to delete a class with students or exam results, deletes an empty one', async () => {
      const db = ctx.database.db;
      expectError(await ctx.call({ method: 'DELETE', url: `/admin/classes/${s.clazzIds[3]![0]!}`, token: adminToken }), 409, '40900', /还有3名学生/);
      const [empty] = await db.insert(clazz).values({ schoolId: s.schoolId, gradeId: s.gradeIds[3]!, name: '空班', sort: 9 }).returning();
      const [g] = await db.insert(examGroup).values({ schoolId: s.schoolId, semesterId: s.currentSemesterId, gradeId: s.gradeIds[3]!, name: '月考', type: 1, examDate: '2026-10-01', createdBy: adminTeacherId }).returning();
      await db.insert(examGroupClazz).values({ examGroupId: g!.id, clazzId: empty!.id });
      expectError(await ctx.call({ method: 'DELETE', url: `/admin/classes/${empty!.id}`, token: adminToken }), 409, '40900', '空班已有1次考试的成绩，不能删除（历史成绩需要保留）');
      await db.delete(examGroupClazz).where(eq(examGroupClazz.examGroupId, g!.id));
      expectOk(await ctx.call({ method: 'DELETE', url: `/admin/classes/${empty!.id}`, token: adminToken }));
    });
  });

  describe('year rollover', () => {
    const body = { semesterName: '2027-2028学年第一学期', startDate: '2027-09-01', endDate: '2028-01-20', carryTeachers: true };
    it('rehearses without changing anything, then moves classes up, graduates 高三 and opens the new semester, once', async () => {
      const db = ctx.database.db;
      expectError(await ctx.call({ method: 'POST', url: '/admin/rollover/preview', token: adminToken, payload: { ...body, startDate: '2028-09-01', endDate: '2029-01-01' } }), 400, '40000', /新学期须属于2027-2028学年/);
      const before = await tableCounts();
      const rehearsal = expectOk(await ctx.call<TAdminRolloverResult>({ method: 'POST', url: '/admin/rollover/preview', token: adminToken, payload: body }));
      expect(rehearsal.applied).toBe(false);
      expect(rehearsal.moves.find((m) => m.fromName === '高一(1)班')).toMatchObject({ toName: '高二(1)班', toGrade: '高二' });
      // Each class's own count of students 在读 (高一(2)班 has its three).
      expect(rehearsal.moves.find((m) => m.clazzId === s.clazzIds[1]![1]!)).toMatchObject({ studentCount: 3 });
      expect(rehearsal.graduated.map((g) => g.studentCount)).toEqual([3, 3, 3]);
      expect(rehearsal.graduated.map((g) => g.clazzName)).toEqual(['高三(1)班', '高三(2)班', '高三(3)班']);
      expect(rehearsal.emptyGrades).toEqual(['高一']);
      expect(await tableCounts()).toEqual(before);
      expect((await db.select().from(clazz).where(eq(clazz.id, s.clazzIds[1]![0]!)))[0]!.name).toBe('高一(1)班');

      const stale = refusedWith<TAdminRolloverResult>(await ctx.call({ method: 'POST', url: `/admin/rollover?confirmToken=${'0'.repeat(64)}`, token: adminToken, payload: body }), 409, '40900', /有变化/);
      expect(stale.confirmToken).toBe(rehearsal.confirmToken);
      expect(await tableCounts()).toEqual(before);
      const done = expectOk(await ctx.call<TAdminRolloverResult>({ method: 'POST', url: `/admin/rollover?confirmToken=${rehearsal.confirmToken}`, token: adminToken, payload: body }));
      expect(done.applied).toBe(true);
      expect(done.graduatedStudents).toBe(9);
      const moved = (await db.select().from(clazz).where(eq(clazz.id, s.clazzIds[1]![0]!)))[0]!;
      expect([moved.name, moved.gradeId]).toEqual(['高二(1)班', s.gradeIds[2]]);
      const grad = (await db.select().from(clazz).where(eq(clazz.id, s.clazzIds[3]![0]!)))[0]!;
      expect(grad.status).toBe(2);
      const current = (await db.select().from(semester).where(and(eq(semester.schoolId, s.schoolId), eq(semester.status, 1))))[0]!;
      expect(current.name).toBe(body.semesterName);
      const listed = expectOk(await ctx.call<{ clazzId: number }[]>({ method: 'GET', url: '/admin/classes', token: adminToken }));
      expect(listed.map((c) => c.clazzId)).not.toContain(grad.id);
      const graduates = expectOk(await ctx.call<{ clazzId: number; clazzName: string; studentCount: number }[]>({ method: 'GET', url: '/admin/classes?status=2', token: adminToken }));
      expect(graduates.find((c) => c.clazzId === grad.id)).toMatchObject({ clazzName: '高三(1)班', studentCount: 3 });
      // Graduated classes are in no teacher's class list any more.
      const visible = expectOk(await ctx.call<{ clazzId: number }[]>({ method: 'GET', url: `/base/clazz/admin-and-teaching/all/${current.id}`, token: master }));
      expect(visible.map((c) => c.clazzId)).not.toContain(grad.id);
      expect(visible.map((c) => c.clazzId)).toContain(moved.id);

      const twice = await ctx.call({ method: 'POST', url: '/admin/rollover/preview', token: adminToken, payload: body });
      expectError(twice, 409, '40900', '本校已经升入2027-2028学年，不能重复升年级');
      const audit = expectOk(await ctx.call<{ list: { action: string; actionName: string }[]; total: number }>({ method: 'GET', url: '/admin/audit?action=rollover', token: adminToken }));
      expect(audit.list[audit.list.length - 1]).toMatchObject({ actionName: '升年级' });
      // The other school's log holds its own imports, no rollover.
      expect(Number((await db.select({ n: count() }).from(adminAudit).where(and(eq(adminAudit.schoolId, other.schoolId), eq(adminAudit.action, 'rollover'))))[0]!.n)).toBe(0);
    });
    it('graduates 初三 as well as 高三 in a school of both sections; a graduated class’s reports stay readable', async () => {
      const db = ctx.database.db;
      const both = await buildSchool(db);
      const junior3 = await addJuniorGrade(db, both, 3, 2);
      const junior1 = await addJuniorGrade(db, both, 1, 1);
      const [a] = await db.insert(teacher).values({ schoolId: both.schoolId, account: `adm-both${both.schoolId}`, passwordHash: await testPasswordHash(), name: '教务', section: 3, accountKind: 2 }).returning();
      const admin = await ctx.login({ teacherId: a!.id, account: a!.account, password: 'test-pass-123' });
      const head = await ctx.login(await buildTeacher(db, both, { posts: [{ post: 5 }] }));
      // An exam 高三(1)班 sat this year.
      const senior3 = both.clazzIds[3]![0]!;
      const nums = (await db.select({ num: student.studentNum }).from(student).where(eq(student.clazzId, senior3))).map((r) => r.num);
      const examId = await examWithScores(ctx, head, { name: '高三一模', type: 2, date: '2026-11-01', gradeId: both.gradeIds[3]!, clazzIds: [senior3], subjectId: 3, questions: [{ full: 10 }], scores: Object.fromEntries(nums.map((n, i) => [n, [i + 5]])) });
      const before = expectOk(await ctx.call<{ clazz: { participants: number; average: number } }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${senior3}/summary`, token: head }));

      // 初一 cannot move up while the school has no 初二: refused, not graduated.
      expectError(await ctx.call({ method: 'POST', url: '/admin/rollover/preview', token: admin, payload: body }), 400, '40000', '本校没有初一的下一个年级，初一(1)班无法升级：请先补全年级');
      await addJuniorGrade(db, both, 2, 0);
      const rehearsal = expectOk(await ctx.call<TAdminRolloverResult>({ method: 'POST', url: '/admin/rollover/preview', token: admin, payload: body }));
      expect(rehearsal.graduated.map((g) => g.clazzName)).toEqual(expect.arrayContaining(['初三(1)班', '初三(2)班', '高三(1)班', '高三(2)班', '高三(3)班']));
      expect(rehearsal.moves.find((m) => m.clazzId === junior1.clazzIds[0])).toMatchObject({ toName: '初二(1)班', toGrade: '初二' });
      const done = expectOk(await ctx.call<TAdminRolloverResult>({ method: 'POST', url: `/admin/rollover?confirmToken=${rehearsal.confirmToken}`, token: admin, payload: body }));
      expect(done.graduatedStudents).toBe(9 + 4);
      const statuses = await db.select({ id: clazz.id, status: clazz.status }).from(clazz).where(eq(clazz.gradeId, junior3.gradeId));
      expect(statuses.map((c) => c.status)).toEqual([2, 2]);
      expect((await db.select({ status: student.status }).from(student).where(eq(student.clazzId, junior3.clazzIds[0]!))).map((r) => r.status)).toEqual([3, 3]);
      // The graduated class's exam report reads as before.
      const after = expectOk(await ctx.call<{ clazz: { participants: number; average: number } }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${senior3}/summary`, token: head }));
      expect(after.clazz).toEqual(before.clazz);
    });
    it('downloads the audit log as Excel', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/admin/audit/download', headers: { authorization: `Bearer ${adminToken}` } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      expect(ws.getRow(2).values).toEqual([undefined, '时间', '操作人', '操作', '对象', '修改前', '修改后']);
      expect(ws.rowCount).toBeGreaterThan(10);
    });
  });
});

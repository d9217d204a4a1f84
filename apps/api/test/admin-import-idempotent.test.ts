/**
 * Re-importing a student file changes nothing (issue 16: idempotent, keyed by 学号). After a file is
 * imported, the same file again previews every row as unchanged with no confirmation to give, and
 * not a row of student, clazz or admin_audit changes, even when an old confirmation token is sent
 * with it. A file that differs in some students lists exactly those as changed, and the write
 * touches exactly those rows (with one audit entry each).
 */
import { asc, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminImportResult } from '@app/contract';
import { adminAudit, clazz, student, teacher } from '../src/db/schema.js';
import { xlsx } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, testPasswordHash, type BuiltSchool } from './support/factories.js';
import { multipartBody } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Row = (string | null)[];

describe('student import: the same file twice changes nothing', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let adminToken: string;
  const header = ['学号', '姓名', '性别', '年级', '班级', '身份证后六位'];

  const upload = (file: Buffer, confirmToken?: string) =>
    ctx.call<TAdminImportResult>({ method: 'POST', url: `/admin/import/students${confirmToken ? `?confirmToken=${confirmToken}` : ''}`, token: adminToken, ...multipartBody([{ name: 'file', filename: 'students.xlsx', content: file }]) });
  /** Every row of the three tables an import could touch, in id order. */
  const snapshot = async () => {
    const db = ctx.database.db;
    return {
      student: await db.select().from(student).orderBy(asc(student.id)),
      clazz: await db.select().from(clazz).orderBy(asc(clazz.id)),
      audit: await db.select().from(adminAudit).orderBy(asc(adminAudit.id)),
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const [a] = await db.insert(teacher).values({ schoolId: s.schoolId, account: `idem${s.schoolId}`, passwordHash: await testPasswordHash(), name: '教务', section: 2, accountKind: 2 }).returning();
    adminToken = await ctx.login({ teacherId: a!.id, account: a!.account, password: 'test-pass-123' });
  });
  afterAll(async () => ctx?.close());

  it('previews all unchanged with no confirmation, writes nothing, and refuses a stale confirmation', async () => {
    const db = ctx.database.db;
    // A student the factory made, written in the file exactly as stored: unchanged from the start.
    const [old] = await db.select().from(student).where(eq(student.id, s.studentIds[s.clazzIds[2]![0]!]![0]!));
    const rows: Row[] = [
      header,
      [`ID${s.schoolId}01`, '幂等甲', '男', '高一', '高一(1)班', '12345x'],
      [`ID${s.schoolId}02`, '幂等乙', '女', '', '高一(2)班', ''],
      [`ID${s.schoolId}03`, '幂等丙', '男', '高二', '高二(3)班', '654321'],
      [old!.studentNum, old!.name, old!.gender === 1 ? '男' : '女', '高二', '高二(1)班', ''],
    ];
    const file = await xlsx(rows);
    const preview = expectOk(await upload(file));
    expect([preview.created, preview.updated, preview.unchanged]).toEqual([3, 0, 1]);
    const done = expectOk(await upload(file, preview.confirmToken!));
    expect([done.applied, done.created, done.updated, done.unchanged]).toEqual([true, 3, 0, 1]);
    const after = await snapshot();
    expect(after.audit.filter((e) => e.schoolId === s.schoolId).map((e) => e.action)).toEqual(['student.create', 'student.create', 'student.create']);

    // The same file again (a fresh upload of the same rows): nothing to create or change.
    const again = expectOk(await upload(await xlsx(rows)));
    expect({ applied: again.applied, created: again.created, updated: again.updated, unchanged: again.unchanged, confirmToken: again.confirmToken }).toEqual({ applied: false, created: 0, updated: 0, unchanged: 4, confirmToken: null });
    expect(again.rows.map((r) => [r.row, r.action, r.changes])).toEqual([2, 3, 4, 5].map((n) => [n, 'unchanged', []]));
    expect(await snapshot()).toEqual(after);
    // Confirming with the first preview's token writes nothing either: 409, all imported already.
    const stale = await upload(file, preview.confirmToken!);
    expect([stale.status, stale.body.errCode, stale.body.errMsg]).toEqual([409, '40900', '这份文件的内容已经全部导入，没有需要导入的变化']);
    expect((stale.body.data as TAdminImportResult).confirmToken).toBeNull();
    expect(await snapshot()).toEqual(after);
  });

  it('lists only the changed students as changed, and writes only those', async () => {
    const db = ctx.database.db;
    const rows: Row[] = [
      header,
      // 甲 moves class; lower or upper case x in 身份证后六位 is the same.
      [`ID${s.schoolId}01`, '幂等甲', '男', '高一', '高一(3)班', '12345X'],
      // 乙 unchanged; 丙's name changes and its 身份证后六位 left empty keeps what is stored.
      [`ID${s.schoolId}02`, '幂等乙', '女', '', '高一(2)班', ''],
      [`ID${s.schoolId}03`, '幂等丙丙', '男', '高二', '高二(3)班', ''],
    ];
    const before = await snapshot();
    const [lastAudit] = await db.select({ id: max(adminAudit.id) }).from(adminAudit);
    const preview = expectOk(await upload(await xlsx(rows)));
    expect([preview.created, preview.updated, preview.unchanged]).toEqual([0, 2, 1]);
    expect(preview.rows.map((r) => [r.key, r.action, r.changes])).toEqual([
      [`ID${s.schoolId}01`, 'update', ['班级：高一(1)班 → 高一(3)班']],
      [`ID${s.schoolId}02`, 'unchanged', []],
      [`ID${s.schoolId}03`, 'update', ['姓名：幂等丙 → 幂等丙丙']],
    ]);
    expect(await snapshot()).toEqual(before);

    expectOk(await upload(await xlsx(rows), preview.confirmToken!));
    const after = await snapshot();
    expect(after.clazz).toEqual(before.clazz);
    const changedIds = after.student.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before.student[i])).map((r) => r.studentNum);
    expect(after.student).toHaveLength(before.student.length);
    expect(changedIds).toEqual([`ID${s.schoolId}01`, `ID${s.schoolId}03`]);
    const byNum = new Map(after.student.map((r) => [r.studentNum, r]));
    expect(byNum.get(`ID${s.schoolId}01`)).toMatchObject({ clazzId: s.clazzIds[1]![2]!, idTail: '12345X' });
    expect(byNum.get(`ID${s.schoolId}03`)).toMatchObject({ name: '幂等丙丙', idTail: '654321' });
    const added = after.audit.filter((e) => e.id > (lastAudit?.id ?? 0));
    expect(added.map((e) => [e.action, e.target])).toEqual([
      ['student.update', `ID${s.schoolId}01 幂等甲`],
      ['student.update', `ID${s.schoolId}03 幂等丙丙`],
    ]);

    // And that file once more is all unchanged.
    const third = expectOk(await upload(await xlsx(rows)));
    expect([third.created, third.updated, third.unchanged, third.confirmToken]).toEqual([0, 0, 3, null]);
    expect(await snapshot()).toEqual(after);
  });
});

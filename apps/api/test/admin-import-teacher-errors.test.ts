/**
 * Teacher import refusals that depend on what the database already holds (issue 16, docs/admin.md):
 * a class the school does not have (in 任教班级 or 班主任班级), an account another school uses, and a
 * class whose class teacher is already someone else in the current semester. Each is refused with
 * its row, column and Chinese reason (errCode 40000), and nothing at all is written — not by the
 * preview, and not when the upload is sent again with a confirmation token.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminImportResult } from '@app/contract';
import { adminAudit, teacher, teacherClazz, teacherPost, teacherSubject } from '../src/db/schema.js';
import { xlsx } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, testPasswordHash, type BuiltSchool } from './support/factories.js';
import { multipartBody } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Problem = { row: number; column: string; message: string };

describe('teacher import: refusals against the stored data', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let adminToken: string;
  let foreignAccount: string;
  let headTeacherName: string;
  const header = ['姓名', '账号', '手机', '学科', '岗位', '管理年级', '任教班级', '班主任班级'];

  const upload = (file: Buffer, confirmToken?: string) =>
    ctx.call<TAdminImportResult>({ method: 'POST', url: `/admin/import/teachers${confirmToken ? `?confirmToken=${confirmToken}` : ''}`, token: adminToken, ...multipartBody([{ name: 'file', filename: 'teachers.xlsx', content: file }]) });
  const snapshot = async () => {
    const db = ctx.database.db;
    return {
      teacher: await db.select().from(teacher).orderBy(asc(teacher.id)),
      post: await db.select().from(teacherPost).orderBy(asc(teacherPost.teacherId), asc(teacherPost.post)),
      subject: await db.select().from(teacherSubject).orderBy(asc(teacherSubject.teacherId), asc(teacherSubject.subjectId)),
      clazz: await db.select().from(teacherClazz).orderBy(asc(teacherClazz.id)),
      audit: await db.select().from(adminAudit).orderBy(asc(adminAudit.id)),
    };
  };
  /** Uploads the rows (and again with a made-up confirmation): refused with these problems, nothing written. */
  const refused = async (rows: string[][], problems: Problem[]) => {
    const before = await snapshot();
    const file = await xlsx([header, ...rows]);
    for (const token of [undefined, 'f'.repeat(64)]) {
      const res = await upload(file, token);
      expect([res.status, res.body.errCode, res.body.errMsg]).toEqual([400, '40000', `文件中有${problems.length}处错误，没有导入任何数据`]);
      expect((res.body.data as unknown as { errors: Problem[] }).errors).toEqual(problems);
    }
    expect(await snapshot()).toEqual(before);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    other = await buildSchool(db);
    const [a] = await db.insert(teacher).values({ schoolId: s.schoolId, account: `terr${s.schoolId}`, passwordHash: await testPasswordHash(), name: '教务', section: 2, accountKind: 2 }).returning();
    adminToken = await ctx.login({ teacherId: a!.id, account: a!.account, password: 'test-pass-123' });
    foreignAccount = (await buildTeacher(db, other)).account;
    // 高一(1)班 has its class teacher already, in this semester.
    const head = await buildTeacher(db, s, { posts: [{ post: 1 }], adminOf: [s.clazzIds[1]![0]!] });
    headTeacherName = (await db.select({ name: teacher.name }).from(teacher).where(eq(teacher.id, head.teacherId)))[0]!.name;
  });
  afterAll(async () => ctx?.close());

  it('refuses a class the school does not have, in 任教班级 and in 班主任班级', async () => {
    const acc = `tu${s.schoolId}`;
    await refused(
      [
        ['甲老师', `${acc}a`, '', '数学', '4', '', '高一(9)班', ''],
        ['乙老师', `${acc}b`, '', '数学', '1', '', '高一(2)班', '高四(1)班'],
        ['丙老师', `${acc}c`, '', '数学、物理', '4', '', '数学:高一(3)班；物理:高九(2)班', ''],
      ],
      [
        { row: 2, column: 'G列（任教班级）', message: '班级“高一(9)班”不存在，请先导入班级' },
        { row: 3, column: 'H列（班主任班级）', message: '班级“高四(1)班”不存在，请先导入班级' },
        { row: 4, column: 'G列（任教班级）', message: '班级“高九(2)班”不存在，请先导入班级' },
      ],
    );
  });

  it('refuses an account another school uses (in any letter case)', async () => {
    await refused(
      [
        ['丁老师', foreignAccount, '', '数学', '4', '', '', ''],
        ['戊老师', foreignAccount.toUpperCase(), '', '数学', '4', '', '', ''],
      ],
      [
        { row: 2, column: 'B列（账号）', message: `账号${foreignAccount}已被其他学校使用，请换一个账号` },
        { row: 3, column: 'B列（账号）', message: `账号${foreignAccount.toUpperCase()}与第2行重复` },
        { row: 3, column: 'B列（账号）', message: `账号${foreignAccount.toUpperCase()}已被其他学校使用，请换一个账号` },
      ],
    );
    // The other school's teacher is as it was (the snapshot above covers every teacher row).
  });

  it('refuses a class whose class teacher is already another teacher in the database', async () => {
    await refused(
      [['己老师', `th${s.schoolId}`, '', '数学', '1、4', '', '高一(1)班', '高一(1)班']],
      [{ row: 2, column: 'H列（班主任班级）', message: `高一(1)班已有班主任${headTeacherName}，一个班只能有一位班主任（请先在教师账号中取消）` }],
    );
  });

  it('all three in one file: every row reported, nothing written; the clean rows alone import', async () => {
    const acc = `tm${s.schoolId}`;
    await refused(
      [
        ['好老师', `${acc}ok`, '', '数学', '4', '', '高一(2)班', ''],
        ['庚老师', `${acc}g`, '', '数学', '4', '', '高二(7)班', ''],
        ['辛老师', foreignAccount, '', '数学', '4', '', '', ''],
        ['壬老师', `${acc}r`, '', '数学', '1', '', '', '高一(1)班'],
      ],
      [
        { row: 3, column: 'G列（任教班级）', message: '班级“高二(7)班”不存在，请先导入班级' },
        { row: 4, column: 'B列（账号）', message: `账号${foreignAccount}已被其他学校使用，请换一个账号` },
        { row: 5, column: 'H列（班主任班级）', message: `高一(1)班已有班主任${headTeacherName}，一个班只能有一位班主任（请先在教师账号中取消）` },
      ],
    );
    // The same file with only its clean row goes through.
    const file = await xlsx([header, ['好老师', `${acc}ok`, '', '数学', '4', '', '高一(2)班', '']]);
    const preview = expectOk(await upload(file));
    expect(preview.created).toBe(1);
    expect(expectOk(await upload(file, preview.confirmToken!)).applied).toBe(true);
  });
});

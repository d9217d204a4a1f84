/** Semesters, grades and subjects of the signed-in teacher's school. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR } from '@app/contract';
import { semester, schoolSubject, subject } from '../src/db/schema.js';
import { expectAuthRequired, expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { addJuniorGrade, buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Semester = { semesterId: number; semesterName: string; status: number; semesterStatus: number; isShow: number; startDate: string; endDate: string };
type Grade = { gradeId: number; gradeName: string; section: number; grade: number };
type SchoolGrade = Grade & { clazzCount: number; studentCount: number };
type Subject = { subjectId: number; subjectName: string; id: number; name: string; isBasic: number };

describe('semesters, grades and subjects', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let teacherToken: string;
  let masterToken: string;
  let otherToken: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
    other = await buildSchool(ctx.database.db);
    // The other school has one more (current-looking) semester, so leaks would show.
    await ctx.database.db.insert(semester).values({ schoolId: other.schoolId, name: '别校学期', status: 1, isShow: true, startDate: '2027-02-20', endDate: '2027-07-10' });
    teacherToken = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post: 4 }] }));
    masterToken = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post: 5 }] }));
    otherToken = await ctx.login(await buildTeacher(ctx.database.db, other, { posts: [{ post: 5 }] }));
  });
  afterAll(() => ctx.close());

  const get = <T>(url: string, token?: string) => ctx.call<T>({ method: 'GET', url, token });

  it('every route requires a token', async () => {
    for (const url of ['/base/semester/all', '/base/semester/current', '/base/grade/all', '/business/grade/school', '/business/subject/school', '/base/subject/school/extend']) {
      await expectAuthRequired(ctx, { method: 'GET', url });
    }
  });

  describe('GET /base/semester/all', () => {
    it('lists the shown semesters of the own school, newest first', async () => {
      const rows = expectOk(await get<Semester[]>('/base/semester/all', teacherToken));
      expect(rows).toEqual([
        { semesterId: s.currentSemesterId, semesterName: '2026-2027学年第一学期', status: 1, semesterStatus: 1, isShow: 1, startDate: '2026-09-01', endDate: '2027-01-20' },
        { semesterId: s.finishedSemesterId, semesterName: '2025-2026学年第二学期', status: 2, semesterStatus: 2, isShow: 1, startDate: '2026-02-20', endDate: '2026-07-10' },
      ]);
    });

    it('hides isShow=0 semesters from a school master outside the principal client', async () => {
      expect(expectOk(await get<Semester[]>('/base/semester/all', masterToken)).map((r) => r.semesterId)).toEqual([s.currentSemesterId, s.finishedSemesterId]);
      expect(expectOk(await get<Semester[]>('/base/semester/all?source=teacher', masterToken))).toHaveLength(2);
    });

    it('lists all 3 semesters for a school master with source=principal', async () => {
      const rows = expectOk(await get<Semester[]>('/base/semester/all?source=principal', masterToken));
      expect(rows.map((r) => r.semesterId)).toEqual([s.currentSemesterId, s.finishedSemesterId, s.hiddenSemesterId]);
      expect(rows[2]).toMatchObject({ semesterName: '2025-2026学年第一学期', isShow: 0, status: 2 });
    });

    it('keeps hiding them from a post-4 teacher who claims source=principal', async () => {
      const rows = expectOk(await get<Semester[]>('/base/semester/all?source=principal', teacherToken));
      expect(rows.map((r) => r.semesterId)).toEqual([s.currentSemesterId, s.finishedSemesterId]);
    });

    it("never lists another school's semesters", async () => {
      const theirs = expectOk(await get<Semester[]>('/base/semester/all?source=principal', otherToken));
      expect(theirs.map((r) => r.semesterName)).toEqual(['别校学期', '2026-2027学年第一学期', '2025-2026学年第二学期', '2025-2026学年第一学期']);
      expect(theirs.some((r) => [s.currentSemesterId, s.finishedSemesterId, s.hiddenSemesterId].includes(r.semesterId))).toBe(false);
    });

    it('rejects an overlong source', async () => {
      expectValidation(await get('/base/semester/all?source=' + 'p'.repeat(40), teacherToken), 'source');
    });
  });

  describe('GET /base/semester/current', () => {
    it('returns the status-1 semester of the own school', async () => {
      expect(expectOk(await get<Semester>('/base/semester/current', teacherToken))).toEqual({
        semesterId: s.currentSemesterId,
        semesterName: '2026-2027学年第一学期',
        status: 1,
        semesterStatus: 1,
        isShow: 1,
        startDate: '2026-09-01',
        endDate: '2027-01-20',
      });
      expect(expectOk(await get<Semester>('/base/semester/current', otherToken)).semesterName).toBe('别校学期');
    });

    it('answers 404 for a school without semesters', async () => {
      const empty = await buildSchool(ctx.database.db);
      const token = await ctx.login(await buildTeacher(ctx.database.db, empty));
      await ctx.database.db.delete(semester).where(eq(semester.schoolId, empty.schoolId));
      expectError(await get('/base/semester/current', token), 404, ERR.NOT_FOUND, '学校尚未设置学期');
      expect(expectOk(await get<Semester[]>('/base/semester/all', token))).toEqual([]);
      expectError(await get('/base/clazz/from-teacher', token), 404, ERR.NOT_FOUND, '学校尚未设置学期');
    });
  });

  describe('GET /base/grade/all and /business/grade/school', () => {
    it('lists the own grades, senior before junior', async () => {
      const mixed = await buildSchool(ctx.database.db, { section: 3 });
      const junior = await addJuniorGrade(ctx.database.db, mixed, 1, 2);
      const token = await ctx.login(await buildTeacher(ctx.database.db, mixed));
      expect(expectOk(await get<Grade[]>('/base/grade/all', token))).toEqual([
        { gradeId: mixed.gradeIds[1]!, gradeName: '高一', section: 2, grade: 1 },
        { gradeId: mixed.gradeIds[2]!, gradeName: '高二', section: 2, grade: 2 },
        { gradeId: mixed.gradeIds[3]!, gradeName: '高三', section: 2, grade: 3 },
        { gradeId: junior.gradeId, gradeName: '初一', section: 1, grade: 1 },
      ]);
      const counted = expectOk(await get<SchoolGrade[]>('/business/grade/school', token));
      expect(counted.map((g) => [g.gradeName, g.clazzCount, g.studentCount])).toEqual([
        ['高一', 3, 9],
        ['高二', 3, 9],
        ['高三', 3, 9],
        ['初一', 2, 4],
      ]);
    });

    it("never lists another school's grades", async () => {
      const mine = expectOk(await get<Grade[]>('/base/grade/all', teacherToken));
      expect(mine.map((g) => g.gradeId)).toEqual([s.gradeIds[1]!, s.gradeIds[2]!, s.gradeIds[3]!]);
      const theirs = expectOk(await get<SchoolGrade[]>('/business/grade/school', otherToken));
      expect(theirs.map((g) => g.gradeId)).toEqual([other.gradeIds[1]!, other.gradeIds[2]!, other.gradeIds[3]!]);
      expect(theirs.every((g) => g.clazzCount === 3 && g.studentCount === 9)).toBe(true);
    });
  });

  describe('GET /business/subject/school and /base/subject/school/extend', () => {
    it('lists the subjects the school offers, in the school’s order', async () => {
      const rows = expectOk(await get<Subject[]>('/business/subject/school', teacherToken));
      expect(rows).toEqual([
        { subjectId: 9, subjectName: '语文', id: 9, name: '语文', isBasic: 1 },
        { subjectId: 3, subjectName: '数学', id: 3, name: '数学', isBasic: 1 },
        { subjectId: 8, subjectName: '英语', id: 8, name: '英语', isBasic: 1 },
        { subjectId: 12, subjectName: '物理', id: 12, name: '物理', isBasic: 1 },
      ]);
      expect(expectOk(await get<Subject[]>('/base/subject/school/extend', teacherToken))).toEqual([]);
    });

    it("lists a school's own extended subjects, only to that school", async () => {
      const db = ctx.database.db;
      const ext = await buildSchool(db);
      await db.insert(subject).values({ id: 41, name: '信息技术', isBasic: false, schoolId: ext.schoolId });
      await db.insert(schoolSubject).values({ schoolId: ext.schoolId, subjectId: 41, sort: 10 });
      const token = await ctx.login(await buildTeacher(db, ext, { subjects: [41], isExtendSubject: true }));
      const all = expectOk(await get<Subject[]>('/business/subject/school', token));
      expect(all.map((x) => x.subjectId)).toEqual([9, 3, 8, 12, 41]);
      expect(expectOk(await get<Subject[]>('/base/subject/school/extend', token))).toEqual([{ subjectId: 41, subjectName: '信息技术', id: 41, name: '信息技术', isBasic: 0 }]);
      // Other schools do not see it.
      expect(expectOk(await get<Subject[]>('/business/subject/school', teacherToken)).map((x) => x.subjectId)).toEqual([9, 3, 8, 12]);
      expect(expectOk(await get<Subject[]>('/base/subject/school/extend', teacherToken))).toEqual([]);
    });
  });
});

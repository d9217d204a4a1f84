/** Class routes and who may see which class (spec section 6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR } from '@app/contract';
import { teacherClazz } from '../src/db/schema.js';
import { expectAuthRequired, expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { addJuniorGrade, buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Clazz = {
  clazzId: number;
  clazzName: string;
  grade: number;
  gradeId: number;
  gradeName: string;
  section: number;
  teaching: number;
  isAdmin: number;
  studentCount: number;
  teachingSubjectIds: number[];
};
type Student = { studentId: number; studentName: string; studentNum: string; gender: number; clazzId: number };

describe('class routes', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let mixed: BuiltSchool;
  let junior: { gradeId: number; clazzIds: number[] };
  /** Tokens by role. */
  const tk: Record<'leader' | 'master' | 'subject' | 'head' | 'stranger' | 'junior' | 'mixedSenior' | 'mixedMaster', string> = {} as never;
  let g1: number[];
  let g2: number[];
  let g3: number[];

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    other = await buildSchool(db);
    mixed = await buildSchool(db, { section: 3 });
    junior = await addJuniorGrade(db, mixed, 1, 2);
    [g1, g2, g3] = [s.clazzIds[1]!, s.clazzIds[2]!, s.clazzIds[3]!];

    // 高一 grade leader who also teaches English in 高二(1).
    const leader = await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [8], teaches: [{ clazzId: g2[0]!, subjectId: 8 }] });
    const master = await buildTeacher(db, s, { posts: [{ post: 5 }], subjects: [3] });
    // Subject teacher: maths in 高一(1) and 高二(2), English in 高一(2); taught 高三(3) last semester only.
    const subject = await buildTeacher(db, s, {
      subjects: [3, 8],
      teaches: [
        { clazzId: g1[0]!, subjectId: 3 },
        { clazzId: g2[1]!, subjectId: 3 },
        { clazzId: g1[1]!, subjectId: 8 },
      ],
    });
    await db.insert(teacherClazz).values({ teacherId: subject.teacherId, clazzId: g3[2]!, subjectId: 3, semesterId: s.finishedSemesterId, isAdmin: false });
    // Class teacher (班主任) of 高二(3) who teaches maths in 高三(2).
    const head = await buildTeacher(db, s, { posts: [{ post: 1 }], subjects: [3], adminOf: [g2[2]!], teaches: [{ clazzId: g3[1]!, subjectId: 3 }] });
    const stranger = await buildTeacher(db, other, { posts: [{ post: 5 }], teaches: [{ clazzId: other.clazzIds[1]![0]!, subjectId: 3 }] });
    const juniorTeacher = await buildTeacher(db, mixed, { section: 1, subjects: [23], teaches: [{ clazzId: junior.clazzIds[0]!, subjectId: 23 }] });
    const mixedSenior = await buildTeacher(db, mixed, { subjects: [3], teaches: [{ clazzId: mixed.clazzIds[1]![0]!, subjectId: 3 }] });
    const mixedMaster = await buildTeacher(db, mixed, { posts: [{ post: 5 }] });
    const entries = { leader, master, subject, head, stranger, junior: juniorTeacher, mixedSenior, mixedMaster };
    for (const [k, t] of Object.entries(entries)) tk[k as keyof typeof tk] = await ctx.login(t);
  });
  afterAll(() => ctx.close());

  const get = <T = Clazz[]>(url: string, token?: string) => ctx.call<T>({ method: 'GET', url, token });
  const ids = (rows: { clazzId: number }[]) => rows.map((r) => r.clazzId);
  const byId = (rows: Clazz[], id: number) => rows.find((r) => r.clazzId === id)!;

  describe('GET /base/clazz/admin-and-teaching/all/{semesterId}', () => {
    const url = (sem: number | string) => `/base/clazz/admin-and-teaching/all/${sem}`;

    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: url(s.currentSemesterId) });
    });

    it('gives a grade leader every class of the grade led plus the own teaching classes elsewhere', async () => {
      const rows = expectOk(await get(url(s.currentSemesterId), tk.leader));
      expect(ids(rows)).toEqual([...g1, g2[0]!]);
      expect(byId(rows, g1[0]!)).toEqual({
        clazzId: g1[0]!,
        clazzName: '高一(1)班',
        grade: 1,
        gradeId: s.gradeIds[1]!,
        gradeName: '高一',
        section: 2,
        teaching: 0,
        isAdmin: 0,
        studentCount: 3,
        teachingSubjectIds: [],
      });
      expect(byId(rows, g2[0]!)).toMatchObject({ clazzName: '高二(1)班', grade: 2, teaching: 1, isAdmin: 0, teachingSubjectIds: [8] });
    });

    it('gives a school master (post 5) all 9 classes, in grade and class order', async () => {
      const rows = expectOk(await get(url(s.currentSemesterId), tk.master));
      expect(ids(rows)).toEqual([...g1, ...g2, ...g3]);
      expect(rows.map((r) => r.clazzName)).toEqual(['高一(1)班', '高一(2)班', '高一(3)班', '高二(1)班', '高二(2)班', '高二(3)班', '高三(1)班', '高三(2)班', '高三(3)班']);
      expect(rows.every((r) => r.teaching === 0 && r.isAdmin === 0 && r.studentCount === 3)).toBe(true);
    });

    it('gives a subject teacher only the classes taught this semester', async () => {
      const rows = expectOk(await get(url(s.currentSemesterId), tk.subject));
      expect(ids(rows)).toEqual([g1[0]!, g1[1]!, g2[1]!]);
      expect(byId(rows, g1[0]!)).toMatchObject({ teaching: 1, isAdmin: 0, teachingSubjectIds: [3] });
      expect(byId(rows, g1[1]!)).toMatchObject({ teaching: 1, isAdmin: 0, teachingSubjectIds: [8] });
      expect(byId(rows, g2[1]!)).toMatchObject({ teaching: 1, teachingSubjectIds: [3], gradeName: '高二' });
    });

    it('gives a class teacher the administered class and the taught one', async () => {
      const rows = expectOk(await get(url(s.currentSemesterId), tk.head));
      expect(ids(rows)).toEqual([g2[2]!, g3[1]!]);
      expect(byId(rows, g2[2]!)).toMatchObject({ clazzName: '高二(3)班', isAdmin: 1, teaching: 0, teachingSubjectIds: [] });
      expect(byId(rows, g3[1]!)).toMatchObject({ isAdmin: 0, teaching: 1, teachingSubjectIds: [3] });
    });

    it('treats post 3 like post 2, and a leader post without a grade as the whole school', async () => {
      const db = ctx.database.db;
      const supervisor = await buildTeacher(db, s, { posts: [{ post: 3, grade: 3 }], subjects: [9] });
      expect(ids(expectOk(await get(url(s.currentSemesterId), await ctx.login(supervisor))))).toEqual(g3);
      const wholeSchool = await buildTeacher(db, s, { posts: [{ post: 2 }], subjects: [9] });
      expect(ids(expectOk(await get(url(s.currentSemesterId), await ctx.login(wholeSchool))))).toEqual([...g1, ...g2, ...g3]);
      // A plain class teacher post is not a leader post.
      const plain = await buildTeacher(db, s, { posts: [{ post: 1, grade: 1 }], subjects: [9] });
      expect(expectOk(await get(url(s.currentSemesterId), await ctx.login(plain)))).toEqual([]);
    });

    it('answers for the semester in the path', async () => {
      expect(ids(expectOk(await get(url(s.finishedSemesterId), tk.subject)))).toEqual([g3[2]!]);
      expect(expectOk(await get(url(s.hiddenSemesterId), tk.subject))).toEqual([]);
      // A leader's grade does not depend on the semester.
      expect(ids(expectOk(await get(url(s.finishedSemesterId), tk.leader)))).toEqual(g1);
    });

    it("gives a school master of a mixed school the senior and junior classes, senior first", async () => {
      const rows = expectOk(await get(url(mixed.currentSemesterId), tk.mixedMaster));
      expect(ids(rows)).toEqual([...mixed.clazzIds[1]!, ...mixed.clazzIds[2]!, ...mixed.clazzIds[3]!, ...junior.clazzIds]);
      expect(rows.slice(-2).map((r) => [r.clazzName, r.gradeName, r.section, r.studentCount])).toEqual([
        ['初一(1)班', '初一', 1, 2],
        ['初一(2)班', '初一', 1, 2],
      ]);
    });

    it("answers 404 for another school's semester, even for a school master", async () => {
      expectError(await get(url(other.currentSemesterId), tk.master), 404, ERR.NOT_FOUND, '学期不存在');
      expectError(await get(url(s.currentSemesterId), tk.stranger), 404, ERR.NOT_FOUND, '学期不存在');
      expectError(await get(url(987654), tk.master), 404, ERR.NOT_FOUND, '学期不存在');
    });

    it('rejects a bad semester id naming semesterId', async () => {
      expectValidation(await get(url('abc'), tk.master), 'semesterId', '学期ID必须是数字');
      expectValidation(await get(url(0), tk.master), 'semesterId', '学期ID必须大于0');
      expectValidation(await get(url('1.5'), tk.master), 'semesterId', '学期ID必须是整数');
    });
  });

  describe('GET /base/clazz/v2/admin-and-teaching/from-teacher/{semesterId}', () => {
    const url = (sem: number | string) => `/base/clazz/v2/admin-and-teaching/from-teacher/${sem}`;

    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: url(s.currentSemesterId) });
    });

    it('returns only the own classes, even for grade leaders and the school master', async () => {
      expect(ids(expectOk(await get(url(s.currentSemesterId), tk.leader)))).toEqual([g2[0]!]);
      expect(expectOk(await get(url(s.currentSemesterId), tk.master))).toEqual([]);
      expect(ids(expectOk(await get(url(s.currentSemesterId), tk.subject)))).toEqual([g1[0]!, g1[1]!, g2[1]!]);
      const head = expectOk(await get(url(s.currentSemesterId), tk.head));
      expect(head.map((r) => [r.clazzId, r.isAdmin, r.teaching])).toEqual([
        [g2[2]!, 1, 0],
        [g3[1]!, 0, 1],
      ]);
      expect(ids(expectOk(await get(url(s.finishedSemesterId), tk.subject)))).toEqual([g3[2]!]);
    });

    it("answers 404 for another school's semester and 400 for a bad id", async () => {
      expectError(await get(url(other.currentSemesterId), tk.subject), 404, ERR.NOT_FOUND, '学期不存在');
      expectValidation(await get(url('x'), tk.subject), 'semesterId');
    });
  });

  describe('GET /base/clazz/get-list/{semesterId}/{grade}/{subjectId}', () => {
    const url = (grade: number | string, subjectId: number | string, sem: number | string = s.currentSemesterId) => `/base/clazz/get-list/${sem}/${grade}/${subjectId}`;

    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: url(1, 3) });
    });

    it('filters a subject teacher’s classes by grade and subject', async () => {
      expect(ids(expectOk(await get(url(1, 3), tk.subject)))).toEqual([g1[0]!]);
      expect(ids(expectOk(await get(url(1, 8), tk.subject)))).toEqual([g1[1]!]);
      expect(ids(expectOk(await get(url(2, 3), tk.subject)))).toEqual([g2[1]!]);
      expect(expectOk(await get(url(2, 8), tk.subject))).toEqual([]);
      expect(expectOk(await get(url(3, 3), tk.subject))).toEqual([]);
      expect(ids(expectOk(await get(url(3, 3, s.finishedSemesterId), tk.subject)))).toEqual([g3[2]!]);
    });

    it('gives a grade leader the whole grade led, and only the own subject classes elsewhere', async () => {
      expect(ids(expectOk(await get(url(1, 8), tk.leader)))).toEqual(g1);
      expect(ids(expectOk(await get(url(1, 3), tk.leader)))).toEqual(g1);
      expect(ids(expectOk(await get(url(2, 8), tk.leader)))).toEqual([g2[0]!]);
      expect(expectOk(await get(url(2, 3), tk.leader))).toEqual([]);
      expect(expectOk(await get(url(3, 8), tk.leader))).toEqual([]);
      expect(ids(expectOk(await get(url(3, 9), tk.master)))).toEqual(g3);
    });

    it('gives a class teacher the administered class under any subject', async () => {
      expect(ids(expectOk(await get(url(2, 9), tk.head)))).toEqual([g2[2]!]);
      expect(ids(expectOk(await get(url(3, 3), tk.head)))).toEqual([g3[1]!]);
      expect(expectOk(await get(url(3, 9), tk.head))).toEqual([]);
    });

    it('picks the junior section for junior subjects', async () => {
      expect(ids(expectOk(await get(url(1, 23, mixed.currentSemesterId), tk.junior)))).toEqual([junior.clazzIds[0]!]);
      expect(ids(expectOk(await get(url(1, 23, mixed.currentSemesterId), tk.mixedMaster)))).toEqual(junior.clazzIds);
      expect(ids(expectOk(await get(url(1, 3, mixed.currentSemesterId), tk.mixedMaster)))).toEqual(mixed.clazzIds[1]!);
      expect(ids(expectOk(await get(url(1, 3, mixed.currentSemesterId), tk.mixedSenior)))).toEqual([mixed.clazzIds[1]![0]!]);
    });

    it('rejects bad parameters naming the field', async () => {
      expectValidation(await get(url(4, 3), tk.subject), 'grade', '年级只能是1、2或3');
      expectValidation(await get(url('one', 3), tk.subject), 'grade', '年级必须是数字');
      expectValidation(await get(url(1, 'abc'), tk.subject), 'subjectId', '学科ID必须是数字');
      expectValidation(await get(url(1, 0), tk.subject), 'subjectId', '学科ID必须大于0');
      expectValidation(await get(url(1, 3, 'abc'), tk.subject), 'semesterId', '学期ID必须是数字');
    });

    it("answers 404 for another school's semester", async () => {
      expectError(await get(url(1, 3, other.currentSemesterId), tk.master), 404, ERR.NOT_FOUND, '学期不存在');
    });
  });

  describe('GET /base/clazz/students/{clazzId}', () => {
    const url = (id: number | string) => `/base/clazz/students/${id}`;

    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: url(g1[0]!) });
    });

    it('lists the students of a class the teacher teaches', async () => {
      const rows = expectOk(await get<Student[]>(url(g1[0]!), tk.subject));
      expect(rows.map((r) => r.studentName).sort()).toEqual(['学生111', '学生112', '学生113']);
      expect(rows.map((r) => r.studentId).sort((a, b) => a - b)).toEqual([...s.studentIds[g1[0]!]!].sort((a, b) => a - b));
      expect(rows.every((r) => r.clazzId === g1[0]!)).toBe(true);
      expect(rows.find((r) => r.studentName === '学生111')!.gender).toBe(2);
      expect(rows.find((r) => r.studentName === '学生112')!.gender).toBe(1);
      // Ordered by student number.
      const nums = rows.map((r) => r.studentNum);
      expect(nums).toEqual([...nums].sort());
    });

    it('forbids a same-school class the teacher does not teach', async () => {
      expectError(await get(url(g3[0]!), tk.subject), 403, ERR.FORBIDDEN, '您没有查看该班级的权限');
      // Taught last semester only: not visible now.
      expectError(await get(url(g3[2]!), tk.subject), 403, ERR.FORBIDDEN, '您没有查看该班级的权限');
      expectError(await get(url(g1[0]!), tk.head), 403, ERR.FORBIDDEN);
    });

    it('lets a class teacher see the administered class', async () => {
      expect(expectOk(await get<Student[]>(url(g2[2]!), tk.head))).toHaveLength(3);
    });

    it('lets a grade leader see every class of the grade led and the own teaching classes, nothing else', async () => {
      for (const id of g1) expect(expectOk(await get<Student[]>(url(id), tk.leader))).toHaveLength(3);
      expect(expectOk(await get<Student[]>(url(g2[0]!), tk.leader))).toHaveLength(3);
      expectError(await get(url(g2[1]!), tk.leader), 403, ERR.FORBIDDEN, '您没有查看该班级的权限');
      expectError(await get(url(g3[0]!), tk.leader), 403, ERR.FORBIDDEN);
    });

    it('lets the school master see every class of the school', async () => {
      for (const id of [...g1, ...g2, ...g3]) {
        const rows = expectOk(await get<Student[]>(url(id), tk.master));
        expect(rows.map((r) => r.studentId).sort((a, b) => a - b)).toEqual([...s.studentIds[id]!].sort((a, b) => a - b));
      }
    });

    it("reports another school's class, or a missing one, as not existing", async () => {
      for (const token of [tk.master, tk.leader, tk.subject]) {
        expectError(await get(url(other.clazzIds[1]![0]!), token), 404, ERR.NOT_FOUND, '班级不存在');
      }
      expectError(await get(url(g1[0]!), tk.stranger), 404, ERR.NOT_FOUND, '班级不存在');
      expectError(await get(url(987654), tk.master), 404, ERR.NOT_FOUND, '班级不存在');
    });

    it('rejects a bad class id naming clazzId', async () => {
      expectValidation(await get(url('abc'), tk.master), 'clazzId', '班级ID必须是数字');
      expectValidation(await get(url(-3), tk.master), 'clazzId', '班级ID必须大于0');
      expectValidation(await get(url('2.5'), tk.master), 'clazzId', '班级ID必须是整数');
    });

    it('rejects a class id beyond the integer range as bad input, not a server error', async () => {
      const res = await get(url('99999999999'), tk.master);
      expectValidation(res, 'clazzId');
    });
  });

  describe('GET /base/clazz/send-print/{grade}/{subjectId}', () => {
    const url = (grade: number | string, subjectId: number | string) => `/base/clazz/send-print/${grade}/${subjectId}`;

    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: url(1, 3) });
    });

    it('returns every class of the grade, marking the teacher’s own', async () => {
      const rows = expectOk(await get(url(1, 3), tk.subject));
      expect(ids(rows)).toEqual(g1);
      expect(rows.map((r) => [r.clazzName, r.teaching, r.studentCount])).toEqual([
        ['高一(1)班', 1, 3],
        ['高一(2)班', 1, 3],
        ['高一(3)班', 0, 3],
      ]);
      expect(ids(expectOk(await get(url(3, 8), tk.subject)))).toEqual(g3);
      expect(ids(expectOk(await get(url(2, 3), tk.head)))).toEqual(g2);
      expect(byId(expectOk(await get(url(2, 3), tk.head)), g2[2]!).isAdmin).toBe(1);
    });

    it('uses the junior grades for junior subjects and junior teachers', async () => {
      expect(ids(expectOk(await get(url(1, 23), tk.mixedSenior)))).toEqual(junior.clazzIds);
      expect(ids(expectOk(await get(url(1, 3), tk.mixedSenior)))).toEqual(mixed.clazzIds[1]!);
      expect(ids(expectOk(await get(url(1, 23), tk.junior)))).toEqual(junior.clazzIds);
      // A senior-only school has no junior classes.
      expect(expectOk(await get(url(1, 23), tk.subject))).toEqual([]);
    });

    it("never lists another school's classes", async () => {
      const theirs = expectOk(await get(url(1, 3), tk.stranger));
      expect(ids(theirs)).toEqual(other.clazzIds[1]!);
    });

    it('rejects bad parameters naming the field', async () => {
      expectValidation(await get(url(0, 3), tk.subject), 'grade');
      expectValidation(await get(url(1, 'x'), tk.subject), 'subjectId');
    });
  });

  describe('GET /base/clazz/from-teacher', () => {
    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: '/base/clazz/from-teacher' });
    });

    it("returns the teacher's own classes of the current semester", async () => {
      expect(expectOk(await get<{ clazzId: number; clazzName: string; grade: number }[]>('/base/clazz/from-teacher', tk.subject))).toEqual([
        { clazzId: g1[0]!, clazzName: '高一(1)班', grade: 1 },
        { clazzId: g1[1]!, clazzName: '高一(2)班', grade: 1 },
        { clazzId: g2[1]!, clazzName: '高二(2)班', grade: 2 },
      ]);
      expect(expectOk(await get('/base/clazz/from-teacher', tk.head))).toEqual([
        { clazzId: g2[2]!, clazzName: '高二(3)班', grade: 2 },
        { clazzId: g3[1]!, clazzName: '高三(2)班', grade: 3 },
      ]);
      expect(expectOk(await get('/base/clazz/from-teacher', tk.leader))).toEqual([{ clazzId: g2[0]!, clazzName: '高二(1)班', grade: 2 }]);
      expect(expectOk(await get('/base/clazz/from-teacher', tk.master))).toEqual([]);
      expect(expectOk(await get('/base/clazz/from-teacher', tk.junior))).toEqual([{ clazzId: junior.clazzIds[0]!, clazzName: '初一(1)班', grade: 1 }]);
    });
  });
});

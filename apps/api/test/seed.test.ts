/** The demo school seed (apps/api/src/seed/demo-school.ts) on a fresh test database. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUNIOR_SUBJECTS, SENIOR_SUBJECTS } from '@app/contract';
import type { Db } from '../src/db/client.js';
import { clazz, exam, examGroup, examGroupClazz, examStudent, grade, markingAnswer, markingGroup, markingMarker, markingSlot, notice, school, schoolSubject, semester, student, subject, teacher, teacherClazz, teacherPost, teacherSubject } from '../src/db/schema.js';
import { measureInk } from '../src/modules/marking/images/ink.js';
import { DEMO_ENGLISH_MARKING_EXAM, DEMO_MATHS_MARKING_EXAM } from '../src/seed/demo-marking.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { CUSTOM_SCHOOL_DOMAIN, DEMO_PASSWORD, DEMO_SCHOOL_DOMAIN, seedDemo, type SeedResult } from '../src/seed/demo-school.js';
import { expectOk } from './support/expect-envelope.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const TABLES = { school, subject, schoolSubject, semester, grade, clazz, student, teacher, teacherPost, teacherSubject, teacherClazz, notice, examGroup, markingGroup, markingAnswer, markingSlot };

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = Number(row!.n);
  }
  return out;
}

type Account = {
  schoolId: number;
  section: number;
  subjects: number[];
  posts: { post: number; gradeName: string | null }[];
  /** Assignments of the current semester: [class name, subject id or null for 班主任]. */
  current: [string, number | null][];
};

describe('demo seed', () => {
  let ctx: TestContext;
  let db: Db;
  let first: SeedResult;
  let demoId: number;
  let customId: number;
  let currentSemesterId: number;

  async function account(name: string): Promise<Account> {
    const [t] = await db.select().from(teacher).where(eq(teacher.account, name));
    expect(t, `account ${name}`).toBeDefined();
    const posts = await db
      .select({ post: teacherPost.post, gradeName: grade.name })
      .from(teacherPost)
      .leftJoin(grade, eq(grade.id, teacherPost.gradeId))
      .where(eq(teacherPost.teacherId, t!.id))
      .orderBy(asc(teacherPost.post));
    const subjects = await db.select({ id: teacherSubject.subjectId }).from(teacherSubject).where(eq(teacherSubject.teacherId, t!.id)).orderBy(asc(teacherSubject.sort));
    const [cur] = await db.select({ id: semester.id }).from(semester).where(and(eq(semester.schoolId, t!.schoolId), eq(semester.status, 1)));
    const rows = await db
      .select({ name: clazz.name, subjectId: teacherClazz.subjectId, sort: clazz.sort, gradeNo: grade.gradeNo })
      .from(teacherClazz)
      .innerJoin(clazz, eq(clazz.id, teacherClazz.clazzId))
      .innerJoin(grade, eq(grade.id, clazz.gradeId))
      .where(and(eq(teacherClazz.teacherId, t!.id), eq(teacherClazz.semesterId, cur!.id)))
      .orderBy(asc(grade.gradeNo), asc(clazz.sort), asc(teacherClazz.subjectId));
    return {
      schoolId: t!.schoolId,
      section: t!.section,
      subjects: subjects.map((x) => x.id),
      posts: posts.map((p) => ({ post: p.post, gradeName: p.gradeName })),
      current: rows.map((r) => [r.name, r.subjectId] as [string, number | null]),
    };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    // One real argon2 hash of the demo password for every account keeps seeding fast.
    const realHash = await hashPassword(DEMO_PASSWORD);
    first = await seedDemo(db, ctx.storage, async () => realHash);
    demoId = (await db.select().from(school).where(eq(school.domain, DEMO_SCHOOL_DOMAIN)))[0]!.id;
    customId = (await db.select().from(school).where(eq(school.domain, CUSTOM_SCHOOL_DOMAIN)))[0]!.id;
    currentSemesterId = (await db.select().from(semester).where(and(eq(semester.schoolId, demoId), eq(semester.status, 1))))[0]!.id;
    // The demo school's answer images are rendered while seeding: allow for a busy machine.
  }, 300_000);
  afterAll(() => ctx.close());

  it('creates the two demo schools and the four of their district', () => {
    expect(first).toEqual({ created: ['育才实验中学', '明德外国语学校', '城南第二中学', '滨江中学', '启明中学', '东湖高级中学'], skipped: [] });
  });

  it('builds 3 senior grades of 8 classes and 3 junior grades of 4 classes, 40-50 students each', async () => {
    const grades = await db.select().from(grade).where(eq(grade.schoolId, demoId)).orderBy(asc(grade.section), asc(grade.gradeNo));
    expect(grades.map((g) => [g.section, g.gradeNo, g.name])).toEqual([
      [1, 1, '初一'],
      [1, 2, '初二'],
      [1, 3, '初三'],
      [2, 1, '高一'],
      [2, 2, '高二'],
      [2, 3, '高三'],
    ]);
    for (const g of grades) {
      const classes = await db.select().from(clazz).where(eq(clazz.gradeId, g.id)).orderBy(asc(clazz.sort));
      const expected = g.section === 2 ? 8 : 4;
      expect(classes.map((c) => c.name)).toEqual(Array.from({ length: expected }, (_, i) => `${g.name}(${i + 1})班`));
      const counts = await db
        .select({ clazzId: student.clazzId, n: count() })
        .from(student)
        .where(inArray(student.clazzId, classes.map((c) => c.id)))
        .groupBy(student.clazzId);
      expect(counts).toHaveLength(expected);
      for (const c of counts) {
        expect(Number(c.n)).toBeGreaterThanOrEqual(40);
        expect(Number(c.n)).toBeLessThanOrEqual(50);
      }
    }
    const [total] = await db.select({ n: count() }).from(clazz).where(eq(clazz.schoolId, demoId));
    expect(Number(total!.n)).toBe(36);
  });

  it('gives every school three semesters: one current, one finished, one hidden', async () => {
    for (const id of [demoId, customId]) {
      const rows = await db.select().from(semester).where(eq(semester.schoolId, id)).orderBy(asc(semester.startDate));
      expect(rows.map((r) => [r.status, r.isShow])).toEqual([
        [2, false],
        [2, true],
        [1, true],
      ]);
    }
  });

  it('creates the named accounts with their posts, subjects and classes', async () => {
    expect(await account('master')).toMatchObject({ schoolId: demoId, posts: [{ post: 5, gradeName: null }], subjects: [3], current: [] });

    const leader1 = await account('leader1');
    expect(leader1).toMatchObject({ schoolId: demoId, posts: [{ post: 2, gradeName: '高一' }], subjects: [8] });

    expect(await account('head11')).toEqual({
      schoolId: demoId,
      section: 2,
      subjects: [3],
      posts: [{ post: 1, gradeName: null }],
      current: [
        ['高一(1)班', 3],
        ['高一(1)班', null],
        ['高一(2)班', 3],
      ],
    });

    expect(await account('english1')).toEqual({
      schoolId: demoId,
      section: 2,
      subjects: [8],
      posts: [{ post: 4, gradeName: null }],
      current: [
        ['高一(1)班', 8],
        ['高一(2)班', 8],
      ],
    });

    expect(await account('maths1')).toEqual({
      schoolId: demoId,
      section: 2,
      subjects: [3],
      posts: [{ post: 4, gradeName: null }],
      current: [
        ['高一(3)班', 3],
        ['高一(4)班', 3],
      ],
    });

    expect(await account('junior1')).toEqual({
      schoolId: demoId,
      section: 1,
      subjects: [28],
      posts: [{ post: 4, gradeName: null }],
      current: [
        ['初一(1)班', 28],
        ['初一(2)班', 28],
      ],
    });

    const custom1 = await account('custom1');
    expect(custom1.schoolId).toBe(customId);
    expect(custom1.subjects).toEqual([8]);
    expect(custom1.current.filter(([, subjectId]) => subjectId === 8).map(([name]) => name)).toEqual(['高一(1)班', '高一(2)班']);
    const [custom] = await db.select().from(school).where(eq(school.id, customId));
    expect(custom).toMatchObject({ name: '明德外国语学校', isSchoolCustomize: true });
    const [demo] = await db.select().from(school).where(eq(school.id, demoId));
    expect(demo).toMatchObject({ name: '育才实验中学', isSchoolCustomize: false });

    expect((await account('leader3')).posts).toEqual([{ post: 3, gradeName: '高三' }]);
  });

  describe('marking exams', () => {
    type GroupRow = typeof markingGroup.$inferSelect;
    async function markingExam(name: string) {
      const [eg] = await db.select().from(examGroup).where(and(eq(examGroup.schoolId, demoId), eq(examGroup.name, name)));
      expect(eg, name).toBeDefined();
      const [e] = await db.select().from(exam).where(eq(exam.examGroupId, eg!.id));
      const groups = await db.select().from(markingGroup).where(eq(markingGroup.examId, e!.id)).orderBy(asc(markingGroup.sort));
      const clazzIds = (await db.select({ id: examGroupClazz.clazzId }).from(examGroupClazz).where(eq(examGroupClazz.examGroupId, eg!.id))).map((r) => r.id);
      const students = await db.select({ id: student.id }).from(student).where(inArray(student.clazzId, clazzIds));
      return { eg: eg!, clazzIds, students, groups };
    }
    const clazzNames = async (ids: number[]) => (await db.select({ name: clazz.name }).from(clazz).where(inArray(clazz.id, ids)).orderBy(asc(clazz.sort))).map((c) => c.name);
    const account = async (id: number) => (await db.select({ account: teacher.account }).from(teacher).where(eq(teacher.id, id)))[0]!.account;

    async function checkAnswers(g: GroupRow, studentCount: number, rounds: number) {
      const answers = await db.select().from(markingAnswer).where(eq(markingAnswer.groupId, g.id));
      expect(answers, g.name).toHaveLength(studentCount);
      expect(answers.every((a) => a.inkRatio != null && a.rotation === 0 && a.status === 0)).toBe(true);
      // About 5% blank scans: below the group's threshold; everything else clearly above it.
      const blank = answers.filter((a) => a.inkRatio! < g.blankThreshold);
      expect(blank.length, `${g.name} blanks`).toBeGreaterThanOrEqual(1);
      expect(blank.length / answers.length, `${g.name} blank share`).toBeLessThan(0.12);
      expect(Math.min(...answers.filter((a) => a.inkRatio! >= g.blankThreshold).map((a) => a.inkRatio!))).toBeGreaterThan(g.blankThreshold * 1.5);
      // The stored images are what was measured.
      for (const a of [blank[0]!, answers.find((x) => x.inkRatio! > g.blankThreshold)!]) {
        const png = await ctx.storage.get(a.imageKey);
        expect(png, a.imageKey).not.toBeNull();
        expect((await measureInk(png!)).inkRatio).toBeCloseTo(a.inkRatio!, 6);
      }
      const slots = await db.select({ n: count() }).from(markingSlot).where(eq(markingSlot.groupId, g.id));
      expect(Number(slots[0]!.n), `${g.name} slots`).toBe(studentCount * rounds);
      return answers;
    }

    it('has the 高一 maths weekly test being marked: objective letters for everyone, three single-marked groups per class', async () => {
      const { eg, clazzIds, students, groups: mine } = await markingExam(DEMO_MATHS_MARKING_EXAM);
      expect(eg).toMatchObject({ type: 1, markType: 4, markStatus: 1, semesterId: currentSemesterId });
      expect(eg.examDate < '2026-11-21').toBe(true);
      expect(await clazzNames(clazzIds)).toEqual(['高一(1)班', '高一(2)班', '高一(3)班', '高一(4)班']);
      expect(mine.map((g) => [g.name, g.questionIds.length, g.fullScore, g.scoreStep, g.doubleMarking, g.status])).toEqual([
        ['第9题', 1, 12, 1, false, 1],
        ['第10题', 1, 12, 0.5, false, 1],
        ['第11题', 2, 14, 1, false, 1],
      ]);
      const rows = await db.select().from(examStudent).where(eq(examStudent.examId, mine[0]!.examId));
      expect(rows).toHaveLength(students.length);
      expect(rows.every((r) => r.answers!.slice(0, 8).filter((x) => x != null).length >= 6 && r.scores.length === 12)).toBe(true);
      for (const g of mine) {
        await checkAnswers(g, students.length, 1);
        const markers = await db.select().from(markingMarker).where(eq(markingMarker.groupId, g.id));
        const byAccount = Object.fromEntries(await Promise.all(markers.map(async (m) => [await account(m.teacherId), { role: m.role, classes: await clazzNames(m.clazzIds!), quota: m.quota }])));
        expect(Object.keys(byAccount).sort()).toEqual(['head11', 'maths1']);
        expect(byAccount.head11.classes).toEqual(['高一(1)班', '高一(2)班']);
        expect(byAccount.maths1.classes).toEqual(['高一(3)班', '高一(4)班']);
        expect(byAccount.head11.quota + byAccount.maths1.quota).toBe(students.length);
      }
    });

    it('has the 高一 English monthly exam: 书面表达 double-marked with tolerance 3, an arbiter, a rubric and model essays', async () => {
      const { eg, clazzIds, students, groups } = await markingExam(DEMO_ENGLISH_MARKING_EXAM);
      expect(eg).toMatchObject({ type: 3, markType: 3, markStatus: 1 });
      expect(await clazzNames(clazzIds)).toEqual(['高一(1)班', '高一(2)班']);
      expect(groups.map((x) => x.name)).toEqual(['书面表达']);
      const g = groups[0];
      expect(g).toMatchObject({ fullScore: 15, scoreStep: 1, doubleMarking: true, tolerance: 3, status: 1 });
      expect(g!.rubric).toContain('评分细则');
      expect(g!.modelEssays).toHaveLength(2);
      await checkAnswers(g!, students.length, 2);
      const markers = await db.select().from(markingMarker).where(eq(markingMarker.groupId, g!.id));
      const roles = await Promise.all(markers.map(async (m) => `${await account(m.teacherId)}:${m.role}:${m.quota ?? '-'}`));
      expect(roles.sort()).toEqual([`english1:marker:${students.length}`, 'leader1:arbiter:-', `leader1:marker:${students.length}`]);
    });
  });

  it('has a teacher of every post 1-5 in the demo school', async () => {
    const rows = await db
      .selectDistinct({ post: teacherPost.post })
      .from(teacherPost)
      .innerJoin(teacher, eq(teacher.id, teacherPost.teacherId))
      .where(eq(teacher.schoolId, demoId))
      .orderBy(asc(teacherPost.post));
    expect(rows.map((r) => r.post)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has every subject of the senior and junior lists taught this semester', async () => {
    const rows = await db
      .selectDistinct({ subjectId: teacherClazz.subjectId })
      .from(teacherClazz)
      .innerJoin(clazz, eq(clazz.id, teacherClazz.clazzId))
      .where(and(eq(clazz.schoolId, demoId), eq(teacherClazz.semesterId, currentSemesterId)));
    const taught = new Set(rows.map((r) => r.subjectId));
    for (const s of [...SENIOR_SUBJECTS, ...JUNIOR_SUBJECTS]) expect(taught.has(s.subjectId), `${s.subjectName} (${s.subjectId})`).toBe(true);
    // Every class has exactly one class teacher (班主任) this semester.
    const heads = await db
      .select({ clazzId: teacherClazz.clazzId, n: count() })
      .from(teacherClazz)
      .innerJoin(clazz, eq(clazz.id, teacherClazz.clazzId))
      .where(and(eq(clazz.schoolId, demoId), eq(teacherClazz.semesterId, currentSemesterId), eq(teacherClazz.isAdmin, true)))
      .groupBy(teacherClazz.clazzId);
    expect(heads).toHaveLength(36);
    expect(heads.every((h) => Number(h.n) === 1)).toBe(true);
  });

  it('changes nothing when run a second time and reports the schools as skipped', async () => {
    const before = await tableCounts(db);
    const second = await seedDemo(db, ctx.storage, async () => {
      throw new Error('no account should be hashed on a second run');
    });
    expect(second).toEqual({ created: [], skipped: ['育才实验中学', '明德外国语学校', '城南第二中学', '滨江中学', '启明中学', '东湖高级中学'] });
    expect(await tableCounts(db)).toEqual(before);
    expect(before.school).toBe(6);
  });

  it('lets head11 log in with the demo password and see the own classes', async () => {
    const res = await ctx.call<{ loginToken: string }>({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: 'head11', password: 'demo123456' } });
    const token = expectOk(res).loginToken;
    const me = expectOk(await ctx.call<{ teacherName: string; posts: number[]; postsName: string; schoolName: string; subjects: { subjectId: number }[] }>({ method: 'GET', url: '/base/teacher/info', token }));
    expect(me).toMatchObject({ posts: [1], postsName: '班主任', schoolName: '育才实验中学' });
    expect(me.subjects.map((x) => x.subjectId)).toEqual([3]);
    const classes = expectOk(await ctx.call<{ clazzName: string; isAdmin: number; teaching: number; studentCount: number }[]>({ method: 'GET', url: `/base/clazz/admin-and-teaching/all/${currentSemesterId}`, token }));
    expect(classes.map((c) => [c.clazzName, c.isAdmin, c.teaching])).toEqual([
      ['高一(1)班', 1, 1],
      ['高一(2)班', 0, 1],
    ]);
    expect(classes.every((c) => c.studentCount >= 40 && c.studentCount <= 50)).toBe(true);
    // A wrong password still fails.
    const bad = await ctx.call({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: 'head11', password: 'demo1234567' }, remoteAddress: '10.7.7.7' });
    expect(bad.body.errCode).toBe('40002');
  });

  it('gives the grade leader and the school master their classes through the API', async () => {
    const login = async (acc: string) => expectOk(await ctx.call<{ loginToken: string }>({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: acc, password: DEMO_PASSWORD } })).loginToken;
    const leader = expectOk(await ctx.call<{ clazzName: string }[]>({ method: 'GET', url: `/base/clazz/admin-and-teaching/all/${currentSemesterId}`, token: await login('leader1') }));
    expect(leader.map((c) => c.clazzName)).toEqual(Array.from({ length: 8 }, (_, i) => `高一(${i + 1})班`));
    const master = expectOk(await ctx.call<{ clazzName: string }[]>({ method: 'GET', url: `/base/clazz/admin-and-teaching/all/${currentSemesterId}`, token: await login('master') }));
    expect(master).toHaveLength(36);
    const logo = expectOk(await ctx.call({ method: 'GET', url: `/cms/api/school-logo/info?domainName=${CUSTOM_SCHOOL_DOMAIN}` }));
    expect(logo).toMatchObject({ schoolId: customId, schoolName: '明德外国语学校', isSchoolCustomize: 1 });
  });
  it('has english1’s vocabulary practice: three lists, one put over and one under way, with the students’ answers in the reports', async () => {
    const login = async (acc: string) => expectOk(await ctx.call<{ loginToken: string }>({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: acc, password: DEMO_PASSWORD } })).loginToken;
    const token = await login('english1');
    const lists = expectOk(await ctx.call<{ list: { name: string; wordCount: number; putCount: number }[] }>({ method: 'GET', url: '/vocabulary/list', token }));
    expect(lists.list.map((l) => [l.name, l.wordCount, l.putCount])).toEqual([
      ['高考高频动词（一）', 20, 0],
      ['必修一 Unit 2 旅行', 20, 1],
      ['必修一 Unit 1 校园生活', 20, 1],
    ]);
    const puts = expectOk(await ctx.call<{ list: { putId: number; listName: string; clazzes: { clazzName: string }[]; studentCount: number; finishedCount: number }[] }>({ method: 'GET', url: '/vocabulary/put', token })).list;
    expect(puts.map((p) => p.listName)).toEqual(['必修一 Unit 2 旅行', '必修一 Unit 1 校园生活']);
    expect(puts.map((p) => p.clazzes.map((c) => c.clazzName))).toEqual([['高一(2)班'], ['高一(1)班', '高一(2)班']]);
    const over = puts[1]!;
    expect(over.finishedCount / over.studentCount).toBeGreaterThan(0.5);
    const results = expectOk(await ctx.call<{ total: { accuracy: number; startedCount: number; studentCount: number } }>({ method: 'GET', url: `/vocabulary/put/${over.putId}/results`, token }));
    expect(results.total.accuracy).toBeGreaterThan(0.5);
    expect(results.total.accuracy).toBeLessThan(0.95);
    const words = expectOk(await ctx.call<{ words: { wrongCount: number; wrongAnswers: { modeName: string; answer: string }[] }[] }>({ method: 'GET', url: `/vocabulary/put/${over.putId}/words`, token }));
    expect(words.words[0]!.wrongCount).toBeGreaterThan(0);
    expect(words.words[0]!.wrongAnswers.map((a) => a.modeName)).toContain('拼写');
  });

  it('has english1’s writing task, over, with essays, 智能批改 and scores in the report', async () => {
    const token = expectOk(await ctx.call<{ loginToken: string }>({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: 'english1', password: DEMO_PASSWORD } })).loginToken;
    const tasks = expectOk(await ctx.call<{ list: { taskId: number; title: string; kindName: string; state: number; studentCount: number; submittedCount: number; scoredCount: number }[] }>({ method: 'GET', url: '/write/task', token })).list;
    expect(tasks.map((t) => [t.title, t.kindName, t.state])).toEqual([['邀请外教参加中国结编织课', '应用文写作', 2]]);
    const t = tasks[0]!;
    expect(t.submittedCount / t.studentCount).toBeGreaterThan(0.75);
    expect(t.scoredCount).toBeGreaterThan(t.submittedCount / 2);
    expect(t.scoredCount).toBeLessThan(t.submittedCount);
    const results = expectOk(await ctx.call<{ clazzes: { clazzName: string; avgScore: number; bands: number[] }[]; commonMisspellings: unknown[] }>({ method: 'GET', url: `/write/task/${t.taskId}/results`, token }));
    expect(results.clazzes.map((c) => c.clazzName)).toEqual(['高一(1)班', '高一(2)班']);
    // Essays of every quality: more than one band, and misspellings to show.
    for (const c of results.clazzes) expect(c.bands.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(results.commonMisspellings.length).toBeGreaterThan(3);
  });

  it('imports the paper centre: the question bank with every English type, 20+ papers per subject, writing prompts and a demo history', async () => {
    const { finePaper: fp, paperRecord: pr, topic: tp } = await import('../src/db/schema.js');
    const { seedPaperCentre } = await import('../src/seed/demo-paper-bank.js');
    const { ENGLISH_TOPIC_TYPES, MATHS_TOPIC_TYPES } = await import('@app/contract');
    const types = await db.select({ subjectId: tp.subjectId, type: tp.type, n: count() }).from(tp).groupBy(tp.subjectId, tp.type);
    const of = (subjectId: number) => types.filter((t) => t.subjectId === subjectId);
    expect(of(8).map((t) => t.type).sort()).toEqual([...ENGLISH_TOPIC_TYPES].sort());
    expect(of(3).map((t) => t.type).sort()).toEqual([...MATHS_TOPIC_TYPES].sort());
    expect(of(8).reduce((n, t) => n + Number(t.n), 0)).toBeGreaterThanOrEqual(300);
    expect(of(3).reduce((n, t) => n + Number(t.n), 0)).toBeGreaterThanOrEqual(300);
    const [unsafe] = await db.select({ n: count() }).from(tp).where(sql`${tp.title} ~* '<script|onerror=|javascript:'`);
    expect(Number(unsafe!.n)).toBe(0);
    const papers = await db.select({ subjectId: fp.subjectId, category: fp.category, n: count() }).from(fp).groupBy(fp.subjectId, fp.category);
    for (const s of [3, 8]) expect(papers.filter((p) => p.subjectId === s && !p.category.includes('作文')).reduce((n, p) => n + Number(p.n), 0)).toBeGreaterThanOrEqual(20);
    expect(papers.filter((p) => p.category === '名师猜作文' || p.category === '高考作文').length).toBe(2);
    const records = await db.select({ status: pr.status, examId: pr.examId, teacher: teacher.account }).from(pr).innerJoin(teacher, eq(teacher.id, pr.teacherId)).where(eq(pr.schoolId, demoId));
    for (const acc of ['english1', 'maths1']) {
      const mine = records.filter((r) => r.teacher === acc);
      expect(new Set(mine.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 4]));
      // Every record past 正在编辑 was printed, so it has its exam; the marked one (完成阅卷) has scores.
      expect(mine.filter((r) => r.status !== 0).every((r) => r.examId != null)).toBe(true);
      const marked = mine.find((r) => r.status === 1)!;
      const [sat] = await db.select({ n: count() }).from(examStudent).where(and(eq(examStudent.examId, marked.examId!), eq(examStudent.absent, false)));
      expect(Number(sat!.n)).toBeGreaterThan(50);
    }
    const before = [await db.select({ n: count() }).from(tp), await db.select({ n: count() }).from(fp), await db.select({ n: count() }).from(pr)].map((r) => Number(r[0]!.n));
    await seedPaperCentre(db, DEMO_SCHOOL_DOMAIN);
    const after = [await db.select({ n: count() }).from(tp), await db.select({ n: count() }).from(fp), await db.select({ n: count() }).from(pr)].map((r) => Number(r[0]!.n));
    expect(after).toEqual(before);
  });
});

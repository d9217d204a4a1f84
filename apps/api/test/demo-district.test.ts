/**
 * The demo district (apps/api/src/seed/demo-district.ts) as seedDemo adds it: four schools beside
 * 育才 and 明德 (inserted here without their year of exams, which the district does not need), all
 * six in one 区, a released joint exam of about 3,000 students and one still collecting scores.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJointDetail, TJointLines, TJointPage } from '@app/contract';
import type { Db } from '../src/db/client.js';
import { exam, examQuestion, examStudent, jointExam, jointExamSchool, region, school, student, teacher } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { DEMO_JOINT_COLLECTING, DEMO_JOINT_FINISHED, DISTRICT_MASTER_ACCOUNTS, DISTRICT_SCHOOLS } from '../src/seed/demo-district.js';
import { CUSTOM_MASTER_ACCOUNT, DEMO_PASSWORD, insertSchool, planCustomSchool, planDemoSchool, seedDemo, type SeedResult } from '../src/seed/demo-school.js';
import { expectOk } from './support/expect-envelope.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const DISTRICT_NAMES = ['城南第二中学', '滨江中学', '启明中学', '东湖高级中学'];
const ALL_NAMES = ['育才实验中学', '明德外国语学校', ...DISTRICT_NAMES];

describe('demo district', () => {
  let ctx: TestContext;
  let db: Db;
  let first: SeedResult;
  const tokens = new Map<string, string>();

  async function login(account: string): Promise<string> {
    if (!tokens.has(account)) {
      const res = await ctx.call<{ loginToken: string }>({ method: 'POST', url: '/auth/teacher/password/login', payload: { account, password: DEMO_PASSWORD } });
      tokens.set(account, expectOk(res).loginToken);
    }
    return tokens.get(account)!;
  }
  const get = async <T>(account: string, url: string) => expectOk(await ctx.call<T>({ method: 'GET', url, token: await login(account) }));

  async function jointOf(account: string, name: string): Promise<TJointDetail> {
    const page = await get<TJointPage>(account, `/joint?keyword=${encodeURIComponent(name)}`);
    const item = page.list.find((j) => j.name === name);
    expect(item, `${account} sees ${name}`).toBeDefined();
    return get<TJointDetail>(account, `/joint/${item!.jointId}`);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    // One real argon2 hash of the demo password for every account keeps seeding fast.
    const realHash = await hashPassword(DEMO_PASSWORD);
    const hash = async () => realHash;
    await insertSchool(db, ctx.storage, { ...planDemoSchool(), withExams: false }, hash);
    await insertSchool(db, ctx.storage, planCustomSchool(), hash);
    first = await seedDemo(db, ctx.storage, hash);
  }, 300_000);
  afterAll(() => ctx.close());

  it('adds the four schools beside the two demo schools', () => {
    expect(first).toEqual({ created: DISTRICT_NAMES, skipped: ['育才实验中学', '明德外国语学校'] });
    expect(DISTRICT_SCHOOLS.map((s) => s.name)).toEqual(DISTRICT_NAMES);
  });

  it('puts the six schools in one 区, each with its own 10-digit school code', async () => {
    const rows = await db.select({ name: school.name, code: school.code, regionName: region.name }).from(school).leftJoin(region, eq(region.id, school.regionId));
    expect(rows.map((r) => r.name).sort()).toEqual([...ALL_NAMES].sort());
    expect(new Set(rows.map((r) => r.regionName))).toEqual(new Set(['徐汇区']));
    expect(rows.every((r) => /^\d{10}$/.test(r.code))).toBe(true);
    expect(new Set(rows.map((r) => r.code)).size).toBe(6);
  });

  it('gives every school a master who signs in, and the four schools a 高一 of about 640 students', async () => {
    const masters = [CUSTOM_MASTER_ACCOUNT, ...DISTRICT_MASTER_ACCOUNTS];
    expect(masters).toEqual(['mdmaster', 'master2', 'master3', 'master4', 'master5']);
    for (const [i, account] of masters.entries()) {
      const me = await get<{ posts: number[]; schoolName: string }>(account, '/base/teacher/info');
      expect(me).toMatchObject({ posts: [5], schoolName: ['明德外国语学校', ...DISTRICT_NAMES][i] });
    }
    for (const name of DISTRICT_NAMES) {
      const [s] = await db.select({ id: school.id }).from(school).where(eq(school.name, name));
      const [n] = await db.select({ n: count() }).from(student).where(eq(student.schoolId, s!.id));
      expect(Number(n!.n), name).toBeGreaterThanOrEqual(14 * 42);
      expect(Number(n!.n), name).toBeLessThanOrEqual(14 * 48);
      const [t] = await db.select({ n: count() }).from(teacher).where(eq(teacher.schoolId, s!.id));
      // Nine subjects, a teacher for every two classes, and the master.
      expect(Number(t!.n), name).toBe(9 * 7 + 1);
    }
  });

  describe(DEMO_JOINT_FINISHED, () => {
    let d: TJointDetail;
    beforeAll(async () => {
      d = await jointOf('master', DEMO_JOINT_FINISHED);
    });

    it('is released with the six schools included, about 3,000 students with scores in every subject', () => {
      expect(d).toMatchObject({ status: 2, anonymous: true, gradeName: '高一', examDate: '2026-11-06', organiser: '育才实验中学', mine: true });
      expect(d.releasedAt! <= '2026-11-21').toBe(true);
      expect(d.subjects.map((s) => [s.subjectName, s.fullScore])).toEqual([
        ['语文', 150],
        ['数学', 150],
        ['英语', 150],
        ['物理', 100],
        ['化学', 100],
        ['生物', 100],
      ]);
      expect(d.subjects.every((s) => s.questionCount >= 14)).toBe(true);
      expect(d.schools.map((s) => [s.schoolName, s.statusText, s.included])).toEqual(ALL_NAMES.map((name) => [name, '已参加', true]));
      const students = d.schools.reduce((n, s) => n + s.students, 0);
      expect(students).toBeGreaterThan(2850);
      expect(students).toBeLessThan(3150);
      for (const subject of d.subjects) {
        const cells = d.schools.map((s) => s.subjects.find((x) => x.subjectId === subject.subjectId)!);
        const sat = cells.reduce((n, c) => n + c.withScores, 0);
        const absent = cells.reduce((n, c) => n + c.absent, 0);
        expect(sat + absent, subject.subjectName).toBe(students);
        expect(absent / students, subject.subjectName).toBeGreaterThan(0.002);
        expect(absent / students, subject.subjectName).toBeLessThan(0.03);
      }
      expect(d.lines.map((l) => [l.subjectId, l.name, l.kind, l.value])).toEqual([
        [null, '特控线', 'score', 600],
        [null, '本科线', 'score', 480],
        [null, '专科线', 'score', 360],
        [3, '前10%', 'share', 0.1],
        [3, '前30%', 'share', 0.3],
      ]);
    });

    it('holds scores that follow each paper, with a new score version', async () => {
      const [j] = await db.select({ id: jointExam.id }).from(jointExam).where(eq(jointExam.name, DEMO_JOINT_FINISHED));
      const groups = (await db.select({ g: jointExamSchool.examGroupId }).from(jointExamSchool).where(eq(jointExamSchool.jointExamId, j!.id))).map((r) => r.g!);
      const exams = await db.select().from(exam).where(inArray(exam.examGroupId, groups));
      expect(exams).toHaveLength(36);
      expect(exams.every((e) => e.scoreVersion >= 1)).toBe(true);
      const [bad] = await db
        .select({ n: count() })
        .from(examStudent)
        .innerJoin(exam, eq(exam.id, examStudent.examId))
        .where(
          and(
            inArray(exam.examGroupId, groups),
            sql`(cardinality(${examStudent.scores}) <> (select count(*) from ${examQuestion} q where q.exam_id = ${exam.id})
              or ${examStudent.total} > ${exam.fullScore}
              or (not ${examStudent.absent} and ${examStudent.total} is distinct from (select sum(x) from unnest(${examStudent.scores}) x))
              or (${examStudent.answers} is not null and cardinality(${examStudent.answers}) <> cardinality(${examStudent.scores})))`,
          ),
        );
      expect(Number(bad!.n)).toBe(0);
    });

    it('shows stronger and weaker schools, and a meaningful share of the union reaching each line', async () => {
      const lines = await get<TJointLines>('master', `/joint/${d.jointId}/report/lines?subjectId=0`);
      const rates = lines.union.counts.map((c) => c.rate!);
      expect(rates[0]).toBeGreaterThan(0.08);
      expect(rates[0]).toBeLessThan(0.3);
      expect(rates[1]).toBeGreaterThan(0.3);
      expect(rates[1]).toBeLessThan(0.6);
      expect(rates[2]).toBeGreaterThan(0.55);
      expect(rates[2]).toBeLessThan(0.85);
      const top = lines.schools.map((s) => s.counts[0]!.rate!);
      expect(Math.max(...top) - Math.min(...top)).toBeGreaterThan(0.2);
      const maths = await get<TJointLines>('master', `/joint/${d.jointId}/report/lines?subjectId=3`);
      expect(maths.lines.map((l) => l.name)).toEqual(['前10%', '前30%']);
      expect(maths.union.counts[0]!.rate).toBeGreaterThanOrEqual(0.1);
      expect(maths.union.counts[0]!.rate).toBeLessThan(0.15);
    });

    it('is anonymous for a participating school: its own name, the others by letter', async () => {
      const seen = await jointOf('master3', DEMO_JOINT_FINISHED);
      const names = seen.schools.map((s) => s.schoolName);
      expect(names).toContain('滨江中学');
      expect(names.filter((n) => /^学校[A-Z]$/.test(n))).toHaveLength(5);
    });
  });

  describe(DEMO_JOINT_COLLECTING, () => {
    it('is still collecting: three schools in, one not answered, 语文 and 数学 from 育才 and 明德 only', async () => {
      const d = await jointOf('master', DEMO_JOINT_COLLECTING);
      expect(d).toMatchObject({ status: 1, statusText: '收集成绩中', releasedAt: null });
      expect(d.examDate <= '2026-11-21').toBe(true);
      expect(d.subjects.map((s) => s.subjectName)).toEqual(['语文', '数学', '英语']);
      expect(d.subjects.every((s) => s.questionCount > 0)).toBe(true);
      expect(d.schools.map((s) => [s.schoolName, s.statusText])).toEqual([
        ['育才实验中学', '已参加'],
        ['明德外国语学校', '已参加'],
        ['城南第二中学', '已参加'],
        ['滨江中学', '待接受'],
      ]);
      const withScores = Object.fromEntries(d.schools.map((s) => [s.schoolName, s.subjects.map((x) => x.withScores > 0)]));
      expect(withScores).toEqual({
        育才实验中学: [true, true, false],
        明德外国语学校: [true, true, false],
        城南第二中学: [false, false, false],
        滨江中学: [false, false, false],
      });
    });

    it('waits for 滨江中学’s master to answer', async () => {
      const page = await get<TJointPage>('master3', '/joint');
      const item = page.list.find((j) => j.name === DEMO_JOINT_COLLECTING);
      expect(item).toMatchObject({ myStatus: 0, rights: { respond: true } });
      // A teacher of 东湖, which was not invited, does not see it.
      expect((await get<TJointPage>('master5', '/joint')).list.map((j) => j.name)).toEqual([DEMO_JOINT_FINISHED]);
    });
  });

  it('changes nothing when seeded again', async () => {
    const counts = async () => Promise.all([school, teacher, student, jointExam, jointExamSchool, examStudent].map(async (t) => Number((await db.select({ n: count() }).from(t))[0]!.n)));
    const before = await counts();
    const again = await seedDemo(db, ctx.storage, async () => {
      throw new Error('no account should be hashed on a second run');
    });
    expect(again).toEqual({ created: [], skipped: ALL_NAMES });
    expect(await counts()).toEqual(before);
  });
});

/**
 * 联考 over HTTP (docs/joint.md): creating a joint exam with its refusals (school invited twice,
 * no subject, a school of another district), invitations and answers, papers and grading lines
 * (out of order, above the full score), release (none in; with the schools whose scores are in),
 * the report ports' figures against the scores written, privacy between schools (anonymous names
 * never in a body, no other school's students, a class teacher's own classes only) and a re-import
 * rebuilding only the reports that depend on it.
 */
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, type TJointDetail, type TJointExcellentStudents, type TJointLines, type TJointMySchool, type TJointOverview, type TJointPage, type TJointQuestions, type TJointStudentPage, type TJointSummary } from '@app/contract';
import { exam, examStudent, jointExamSchool, jointReport, region, school } from '../src/db/schema.js';
import { expectError, expectOk, expectTokenFailure } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { writeJointScores } from './support/joint.js';
import { backgroundJointBuilds } from '../src/modules/joint/build.js';
import { multipart, xlsx } from './support/academic.js';

const MATHS_PAPER = {
  questions: [
    { questionNo: '1', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'A', fullScore: 4 },
    { questionNo: '2', objective: false, fullScore: 6 },
  ],
};
const ENGLISH_PAPER = { questions: [{ questionNo: '1', objective: false, fullScore: 10 }] };

describe('joint exams', () => {
  let ctx: TestContext;
  let a: BuiltSchool;
  let b: BuiltSchool;
  let c: BuiltSchool;
  let far: BuiltSchool;
  let aMaster: string;
  let bMaster: string;
  let cMaster: string;
  let farMaster: string;
  let aTeacher: string;
  let bClassTeacher: string;
  let jointId: number;
  const names: Record<string, string> = {};

  const call = <T>(token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.call<T>({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  const create = (token: string, schoolIds: number[], extra: object = {}) =>
    call<TJointDetail>(token, 'POST', '/joint', { name: '高一期中联考', gradeId: a.gradeIds[1], examDate: '2026-11-06', subjects: [{ subjectId: 3, fullScore: 10 }, { subjectId: 8, fullScore: 10 }], schoolIds, ...extra });

  const writeScores = (s: BuiltSchool, subjectId: number, score: (i: number) => number[]) => writeJointScores(ctx.database.db, jointId, s, subjectId, score);

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const [r1, r2] = await db.select({ id: region.id }).from(region).limit(2);
    a = await buildSchool(db, { name: '城东中学' });
    b = await buildSchool(db, { name: '城西中学' });
    c = await buildSchool(db, { name: '城北中学' });
    far = await buildSchool(db, { name: '远郊中学' });
    for (const s of [a, b, c]) await db.update(school).set({ regionId: r1!.id }).where(eq(school.id, s.schoolId));
    await db.update(school).set({ regionId: r2!.id }).where(eq(school.id, far.schoolId));
    for (const s of [a, b, c, far]) names[s.schoolId] = (await db.select({ name: school.name }).from(school).where(eq(school.id, s.schoolId)))[0]!.name;
    aMaster = await ctx.login(await buildTeacher(db, a, { posts: [{ post: 5 }] }));
    bMaster = await ctx.login(await buildTeacher(db, b, { posts: [{ post: 5 }] }));
    cMaster = await ctx.login(await buildTeacher(db, c, { posts: [{ post: 5 }] }));
    farMaster = await ctx.login(await buildTeacher(db, far, { posts: [{ post: 5 }] }));
    aTeacher = await ctx.login(await buildTeacher(db, a, { teaches: [{ clazzId: a.clazzIds[1]![0]!, subjectId: 3 }] }));
    bClassTeacher = await ctx.login(await buildTeacher(db, b, { posts: [{ post: 1 }], adminOf: [b.clazzIds[1]![0]!] }));
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses every route without a valid token', async () => {
    for (const [method, url] of [
      ['GET', '/joint'],
      ['POST', '/joint'],
      ['GET', '/joint/1'],
      ['PUT', '/joint/1/lines'],
      ['POST', '/joint/1/release'],
      ['GET', '/joint/1/report/overview'],
      ['GET', '/joint/1/report/students'],
    ] as const) {
      expectTokenFailure(await call(undefined, method, url, method === 'GET' ? undefined : {}));
    }
  });

  it('refuses a joint exam a school master did not ask for, invited twice, without subjects or across districts', async () => {
    expectError(await create(aTeacher, [b.schoolId]), 403, ERR.FORBIDDEN, '只有校长可以发起联考');
    expectError(await create(aMaster, [b.schoolId, b.schoolId]), 400, ERR.VALIDATION, `学校重复邀请：${names[b.schoolId]}`);
    expectError(await create(aMaster, [b.schoolId], { subjects: [] }), 400, ERR.VALIDATION, '参数subjects错误：联考至少要有一个学科');
    expectError(await create(aMaster, [far.schoolId]), 400, ERR.VALIDATION, `只能邀请本区县的学校：${names[far.schoolId]}不在本区县`);
    expectError(await create(aMaster, [a.schoolId]), 400, ERR.VALIDATION, '发起学校已自动参加，无需邀请');
    expect(await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(jointExamSchool)).toEqual([{ n: 0 }]);
  });

  it('creates a joint exam: the organiser takes part at once, the invited school sees the invitation, others nothing', async () => {
    const d = expectOk(await create(aMaster, [b.schoolId]));
    jointId = d.jointId;
    expect(d.rights).toMatchObject({ organise: true, respond: false, report: false });
    expect(d.schools.map((s) => [s.schoolName, s.statusText])).toEqual([
      [names[a.schoolId], '已参加'],
      [names[b.schoolId], '待接受'],
    ]);
    expect(d.myExamGroupId).not.toBeNull();
    const page = expectOk(await call<TJointPage>(bMaster, 'GET', '/joint'));
    expect(page.list.map((j) => [j.name, j.organiser, j.myStatus, j.rights.respond])).toEqual([['高一期中联考', names[a.schoolId], 0, true]]);
    expectError(await call(farMaster, 'GET', `/joint/${jointId}`), 404, ERR.NOT_FOUND);
    expectError(await call(bClassTeacher, 'GET', `/joint/${jointId}`), 404, ERR.NOT_FOUND);
    expect(expectOk(await call<TJointPage>(bClassTeacher, 'GET', '/joint')).total).toBe(0);
    // Only the organiser's master manages it.
    expectError(await call(bMaster, 'POST', `/joint/${jointId}/schools`, { schoolIds: [c.schoolId] }), 403, ERR.FORBIDDEN);
  });

  it('invites more schools of the district, never one already in', async () => {
    expectError(await call(aMaster, 'POST', `/joint/${jointId}/schools`, { schoolIds: [b.schoolId] }), 400, ERR.VALIDATION, `学校已在联考中：${names[b.schoolId]}`);
    const options = expectOk(await call<{ schoolName: string; invited: boolean }[]>(aMaster, 'GET', `/joint/school-options?jointId=${jointId}&keyword=城`));
    expect(options.map((o) => [o.schoolName, o.invited])).toEqual([
      [names[c.schoolId], false],
      [names[b.schoolId], true],
    ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))));
    const d = expectOk(await call<TJointDetail>(aMaster, 'POST', `/joint/${jointId}/schools`, { schoolIds: [c.schoolId] }));
    expect(d.schools).toHaveLength(3);
  });

  it('answers an unset paper as empty, and shows school ids to the organiser only', async () => {
    expect(expectOk(await call<{ questions: unknown[]; locked: boolean }>(aMaster, 'GET', `/joint/${jointId}/paper/3`))).toMatchObject({ questions: [], locked: false, fullScore: 10 });
    const d = expectOk(await call<TJointDetail>(aMaster, 'GET', `/joint/${jointId}`));
    expect(d.schools.map((s) => s.schoolId)).toEqual([a.schoolId, b.schoolId, c.schoolId]);
  });

  it('sets the papers (copied to every school that takes part) and refuses grading lines out of order or above full marks', async () => {
    expectOk(await call(aMaster, 'PUT', `/joint/${jointId}/paper/3`, MATHS_PAPER));
    expectOk(await call(aMaster, 'PUT', `/joint/${jointId}/paper/8`, ENGLISH_PAPER));
    expectError(await call(aMaster, 'PUT', `/joint/${jointId}/lines`, { lines: [{ subjectId: null, name: '本科线', kind: 'score', value: 12 }, { subjectId: null, name: '特控线', kind: 'score', value: 16 }] }), 400, ERR.VALIDATION, '总分：分数线应从高到低排列：“特控线”应低于“本科线”');
    expectError(await call(aMaster, 'PUT', `/joint/${jointId}/lines`, { lines: [{ subjectId: 3, name: '优秀线', kind: 'score', value: 11 }] }), 400, ERR.VALIDATION, '数学：分数线“优秀线”应在0到满分10之间');
    const d = expectOk(
      await call<TJointDetail>(aMaster, 'PUT', `/joint/${jointId}/lines`, {
        lines: [
          { subjectId: null, name: '特控线', kind: 'score', value: 16 },
          { subjectId: null, name: '本科线', kind: 'score', value: 12 },
          { subjectId: 3, name: '前30%', kind: 'share', value: 0.3 },
        ],
      }),
    );
    expect(d.lines.map((l) => l.name)).toEqual(['特控线', '本科线', '前30%']);
  });

  it('lets the invited masters answer once: B takes part (and gets the papers), C declines', async () => {
    expectError(await call(bClassTeacher, 'POST', `/joint/${jointId}/accept`), 404, ERR.NOT_FOUND);
    const d = expectOk(await call<TJointDetail>(bMaster, 'POST', `/joint/${jointId}/accept`));
    expect(d.myExamGroupId).not.toBeNull();
    expect(d.schools.find((s) => s.mine)!.subjects.map((s) => s.examId != null)).toEqual([true, true]);
    // B's part of the joint exam is managed by the organiser: B cannot change its paper or delete it.
    const bExam = d.schools.find((s) => s.mine)!.subjects[0]!.examId!;
    expectError(await call(bMaster, 'PUT', `/academic/exam/${bExam}/paper`, ENGLISH_PAPER), 409, ERR.CONFLICT, '该考试属于联考，试卷结构由联考发起学校在联考中设置');
    expectError(await call(bMaster, 'DELETE', `/academic/exam-group/${d.myExamGroupId}`), 409, ERR.CONFLICT, '该考试属于联考，考试的删除由联考发起学校在联考中设置');
    expectOk(await call(cMaster, 'POST', `/joint/${jointId}/decline`));
    expectError(await call(cMaster, 'POST', `/joint/${jointId}/accept`), 409, ERR.CONFLICT, '本校已谢绝，不能再次答复');
  });

  it('imports the scores of a school into its own exam of the joint subject, never into a joint exam the school is not part of', async () => {
    const tpl = await ctx.app.inject({ method: 'GET', url: `/joint/${jointId}/score-template/8`, headers: { authorization: `Bearer ${bMaster}` } });
    expect(tpl.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['学号', '姓名', '班级', '缺考']);
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push([...(row.values as ExcelJS.CellValue[]).slice(1, 4), '', 7]);
    });
    expect(rows).toHaveLength(9);
    const file = multipart(await xlsx([header, ...rows]));
    expectError(await ctx.call({ method: 'POST', url: `/joint/${jointId}/scores/8`, token: cMaster, ...file }), 400, ERR.VALIDATION, '本校没有参加该联考，不能导入成绩');
    expectError(await ctx.call({ method: 'POST', url: `/joint/${jointId}/scores/8`, token: farMaster, ...file }), 404, ERR.NOT_FOUND, '联考不存在');
    expectError(await ctx.call({ method: 'POST', url: `/joint/${jointId}/scores/12`, token: bMaster, ...file }), 404, ERR.NOT_FOUND, '联考没有该学科');
    expectError(await ctx.call({ method: 'POST', url: `/joint/${jointId}/scores/8`, token: bClassTeacher, ...file }), 403, ERR.FORBIDDEN, '只有考试创建人、年级组长或校长可以管理该考试');
    const res = expectOk(await ctx.call<{ added: number; errors: unknown[] }>({ method: 'POST', url: `/joint/${jointId}/scores/8`, token: bMaster, ...file }));
    expect(res).toMatchObject({ added: 9, errors: [] });
    const d = expectOk(await call<TJointDetail>(aMaster, 'GET', `/joint/${jointId}`));
    expect(d.schools.find((s) => s.schoolName === names[b.schoolId])!.subjects.find((x) => x.subjectId === 8)!.withScores).toBe(9);
  });

  it('refuses to release before any school has all its scores, then releases with the schools that have them', async () => {
    expectError(await call(aMaster, 'POST', `/joint/${jointId}/release`), 400, ERR.VALIDATION, '还没有学校导入全部学科的成绩，不能发布联考报告');
    expectError(await call(aMaster, 'GET', `/joint/${jointId}/report/overview`), 409, ERR.CONFLICT, '联考报告尚未发布');
    // School A: maths 4+6 for the first student … ; school B: lower scores.
    await writeScores(a, 3, (i) => [i % 2 === 0 ? 4 : 0, 6 - (i % 4)]);
    await writeScores(a, 8, (i) => [10 - (i % 5)]);
    await writeScores(b, 3, (i) => [0, 5 - (i % 3)]);
    await writeScores(b, 8, (i) => [6 + (i % 3)]);
    const r = expectOk(await call<{ included: number; left: string[] }>(aMaster, 'POST', `/joint/${jointId}/release`));
    expect(r).toEqual({ included: 2, left: [names[c.schoolId]] });
    // Every report is built after the release, before anyone opens one: 数学, 英语 and the 总分.
    await backgroundJointBuilds();
    const built = await ctx.database.db.select({ key: jointReport.subjectKey }).from(jointReport).where(eq(jointReport.jointExamId, jointId));
    expect(built.map((b) => b.key).sort((x, y) => x - y)).toEqual([0, 3, 8]);
  });

  it('reports the union and each school from the scores written (organiser sees names)', async () => {
    const all = await ctx.database.db
      .select({ total: examStudent.total, schoolId: exam.schoolId })
      .from(examStudent)
      .innerJoin(exam, eq(exam.id, examStudent.examId))
      .where(and(eq(exam.subjectId, 3), inArray(exam.schoolId, [a.schoolId, b.schoolId])));
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const o = expectOk(await call<TJointOverview>(aMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=3`));
    expect(o.union.participants).toBe(18);
    expect(o.union.average).toBeCloseTo(mean(all.map((x) => x.total!)), 10);
    expect(o.schools.map((s) => [s.schoolName, s.rank])).toEqual([
      [names[a.schoolId], 1],
      [names[b.schoolId], 2],
    ]);
    expect(o.schools[0]!.average).toBeCloseTo(mean(all.filter((x) => x.schoolId === a.schoolId).map((x) => x.total!)), 10);
    const total = expectOk(await call<TJointOverview>(aMaster, 'GET', `/joint/${jointId}/report/overview`));
    expect(total.fullScore).toBe(20);
    const summary = expectOk(await call<TJointSummary>(aMaster, 'GET', `/joint/${jointId}/report/summary`));
    expect(summary.subjects.map((s) => s.subjectName)).toEqual(['总分', '数学', '英语']);
    expect(summary.schools[0]!.cells.map((x) => x.rank)).toEqual([1, 1, 1]);
    const lines = expectOk(await call<TJointLines>(aMaster, 'GET', `/joint/${jointId}/report/lines`));
    expect(lines.lines.map((l) => [l.name, l.score])).toEqual([
      ['特控线', 16],
      ['本科线', 12],
    ]);
    const q = expectOk(await call<TJointQuestions>(aMaster, 'GET', `/joint/${jointId}/report/questions?subjectId=3`));
    expect(q.questions[0]!.union.scoringRate).toBeCloseTo(20 / 72, 10);
    expectError(await call(aMaster, 'GET', `/joint/${jointId}/report/questions?subjectId=0`), 400, ERR.VALIDATION, '请选择学科（总分没有小题）');
    expectError(await call(aMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=12`), 404, ERR.NOT_FOUND, '联考没有该学科');
  });

  it('in anonymous mode a participant never learns another school name, nor its students', async () => {
    const aStudents = a.clazzIds[1]!.flatMap((clazzId) => a.studentIds[clazzId]!);
    const res = await ctx.app.inject({ method: 'GET', url: `/joint/${jointId}/report/overview`, headers: { authorization: `Bearer ${bMaster}` } });
    expect(res.body).not.toContain(names[a.schoolId]);
    const o = (JSON.parse(res.body) as { data: TJointOverview }).data;
    expect(expectOk(await call<TJointDetail>(bMaster, 'GET', `/joint/${jointId}`)).schools.every((s) => s.schoolId === null)).toBe(true);
    expect(o.schools.map((s) => [s.schoolName.startsWith('学校'), s.mine])).toEqual([
      [true, false],
      [false, true],
    ]);
    for (const path of ['lines', 'summary', 'spread', 'schools', 'excellent-schools', 'excellent-classes', 'excellent-students', 'questions?subjectId=3', 'points?subjectId=3', 'quality?subjectId=3']) {
      const body = (await ctx.app.inject({ method: 'GET', url: `/joint/${jointId}/report/${path}`, headers: { authorization: `Bearer ${bMaster}` } })).body;
      expect(JSON.parse(body).errCode, path).toBe('00');
      expect(body, path).not.toContain(names[a.schoolId]);
      for (const id of aStudents) expect(body, path).not.toContain(`"studentId":${id},`);
    }
    const top = expectOk(await call<TJointExcellentStudents>(bMaster, 'GET', `/joint/${jointId}/report/excellent-students?limit=10`));
    expect(top.students.filter((s) => !s.mine).every((s) => s.name === null && s.studentId === null && s.clazzName === null)).toBe(true);
    // A's own view names its students.
    const mine = expectOk(await call<TJointExcellentStudents>(aMaster, 'GET', `/joint/${jointId}/report/excellent-students?limit=10`));
    expect(mine.students.filter((s) => s.mine).every((s) => s.name !== null)).toBe(true);
  });

  it('shows a class teacher their own classes and students only, and no other school student', async () => {
    const my = expectOk(await call<TJointMySchool>(bClassTeacher, 'GET', `/joint/${jointId}/report/my-school`));
    expect(my.classes.map((x) => x.clazzId)).toEqual([b.clazzIds[1]![0]]);
    const page = expectOk(await call<TJointStudentPage>(bClassTeacher, 'GET', `/joint/${jointId}/report/students`));
    expect(new Set(page.list.map((s) => s.clazzId))).toEqual(new Set([b.clazzIds[1]![0]]));
    expect(page.list[0]!.unionRank).not.toBeNull();
    // Each of B's students in 数学, against the written totals of the union (A and B): union rank
    // (competition: 1 + how many did better), school rank, and the share of participants below.
    const written = await ctx.database.db
      .select({ studentId: examStudent.studentId, total: examStudent.total, schoolId: exam.schoolId })
      .from(examStudent)
      .innerJoin(exam, eq(exam.id, examStudent.examId))
      .where(and(eq(exam.subjectId, 3), inArray(exam.schoolId, [a.schoolId, b.schoolId])));
    const maths = expectOk(await call<TJointStudentPage>(bMaster, 'GET', `/joint/${jointId}/report/students?subjectId=3&pageSize=100`));
    expect(maths.list).toHaveLength(9);
    for (const s of maths.list) {
      const mine = written.find((w) => w.studentId === s.studentId)!;
      expect(mine.schoolId).toBe(b.schoolId);
      const better = (of: typeof written) => of.filter((w) => w.total! > mine.total!).length + 1;
      expect([s.total, s.unionRank, s.schoolRank, s.percentile]).toEqual([mine.total, better(written), better(written.filter((w) => w.schoolId === b.schoolId)), written.filter((w) => w.total! < mine.total!).length / written.length]);
    }
    expectError(await call(bClassTeacher, 'GET', `/joint/${jointId}/report/students?clazzId=${b.clazzIds[1]![1]}`), 403, ERR.FORBIDDEN);
    const otherSchoolStudent = a.studentIds[a.clazzIds[1]![0]!]![0]!;
    expectError(await call(bMaster, 'GET', `/joint/${jointId}/report/student/${otherSchoolStudent}`), 404, ERR.NOT_FOUND);
    const own = b.studentIds[b.clazzIds[1]![0]!]![0]!;
    const rep = expectOk(await call<{ subjects: { subjectName: string; unionRank: number | null }[] }>(bClassTeacher, 'GET', `/joint/${jointId}/report/student/${own}`));
    expect(rep.subjects.map((s) => s.subjectName)).toEqual(['总分', '数学', '英语']);
    // A school left out of the release sees no report.
    expectError(await call(cMaster, 'GET', `/joint/${jointId}/report/overview`), 403, ERR.FORBIDDEN, '本校的成绩未计入本次联考，不能查看联考报告');
  });

  it('rebuilds only the reports that depend on a re-imported subject', async () => {
    const built = async () => new Map((await ctx.database.db.select({ key: jointReport.subjectKey, at: jointReport.builtAt }).from(jointReport).where(eq(jointReport.jointExamId, jointId))).map((r) => [r.key, r.at.getTime()]));
    for (const s of [0, 3, 8]) expectOk(await call(aMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=${s}`));
    const before = await built();
    await writeScores(b, 3, () => [4, 6]);
    // Two teachers opening the stale report at once both get it (each may rebuild it).
    const both = await Promise.all([call(aMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=3`), call(bMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=3`)]);
    for (const r of both) expectOk(r);
    for (const s of [0, 3, 8]) expectOk(await call(aMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=${s}`));
    const after = await built();
    expect(after.get(8)).toBe(before.get(8));
    expect(after.get(3)).not.toBe(before.get(3));
    expect(after.get(0)).not.toBe(before.get(0));
    const o = expectOk(await call<TJointOverview>(aMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=3`));
    expect(o.schools.find((s) => s.schoolName === names[b.schoolId])!.average).toBe(10);
    // B tagging its own copy of the papers (考试标注 bumps each exam's tag version) rebuilds nothing:
    // the union's questions and knowledge points are the joint paper's.
    const [bGroup] = await ctx.database.db.select({ id: jointExamSchool.examGroupId }).from(jointExamSchool).where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, b.schoolId)));
    await ctx.database.db.update(exam).set({ tagVersion: sql`${exam.tagVersion} + 1` }).where(eq(exam.examGroupId, bGroup!.id!));
    for (const s of [0, 3, 8]) expectOk(await call(aMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=${s}`));
    expect(await built()).toEqual(after);
  });

  it('reopens: the reports close again until the next release', async () => {
    expectOk(await call(aMaster, 'POST', `/joint/${jointId}/reopen`));
    expectError(await call(bMaster, 'GET', `/joint/${jointId}/report/overview`), 409, ERR.CONFLICT, '联考报告尚未发布');
    expectError(await call(aMaster, 'DELETE', `/joint/${jointId}`), 409, ERR.CONFLICT, '已有学校导入成绩，不能删除联考');
  });
});

/**
 * 教学督导 (docs/teaching.md) over HTTP on a small hand-made school: who may see it (posts 3 and 5,
 * each within their grades; not in secondary-vocational mode), the filters' checks, and the
 * figures of the three screens checked against the raw scores, marks and records written here.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeachingOptions, TTeachingQuality, TTeachingStudy, TTeachingTeacherDetail, TTeachingTeachers } from '@app/contract';
import type { Db } from '../src/db/client.js';
import { exam, examGroup, examGroupClazz, examQuestion, examStudent, markingAnswer, markingGroup, markingSlot, paperRecord, school, teacher, topicCollect } from '../src/db/schema.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool, type BuiltTeacher } from './support/factories.js';
import { buildTopic, KP } from './support/paper.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const MATHS = 3;
const ENGLISH = 8;

/** Totals per class (3 students each) at the three maths exams of 高一 (docs/teaching.md's example uses the same numbers). */
const MATHS_TOTALS = [
  { date: '2026-09-15', name: '九月月考', A: [60, 70, 80], B: [50, 60, 70], C: [80, 90, 100] },
  { date: '2026-10-15', name: '期中考试', A: [70, 80, 90], B: [40, 50, 60], C: [80, 90, 100] },
  { date: '2026-11-10', name: '十一月月考', A: [80, 90, 100], B: [30, 40, 50], C: [80, 90, 100] },
];
/** A total split into two questions of 50: the second takes up to 50, the first the rest. */
const split = (t: number): [number, number] => [t - Math.min(50, t), Math.min(50, t)];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const popSd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

describe('teaching supervision', () => {
  let ctx: TestContext;
  let db: Db;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let master: string;
  let leader1: string;
  let leader2: string;
  let subjectTeacherToken: string;
  let classTeacherToken: string;
  let post2Token: string;
  let otherMaster: string;
  let mathsT: BuiltTeacher;
  let engT: BuiltTeacher;
  let otherTeacher: BuiltTeacher;
  const mathsExamIds: number[] = [];
  let A: number, B: number, C: number;

  const get = <T,>(url: string, token: string) => ctx.call<T>({ method: 'GET', url, token });

  /** An exam group of one subject with two questions of 50 (knowledge points 3011 and 3025 for maths) and the given totals. */
  async function addExam(opts: { gradeId: number; date: string; name: string; subjectId: number; scores: Map<number, number[]>; createdBy: number }): Promise<number> {
    const [g] = await db.insert(examGroup).values({ schoolId: s.schoolId, semesterId: s.currentSemesterId, gradeId: opts.gradeId, name: opts.name, type: 1, examDate: opts.date, createdBy: opts.createdBy }).returning();
    await db.insert(examGroupClazz).values([...opts.scores.keys()].map((clazzId) => ({ examGroupId: g!.id, clazzId })));
    const [e] = await db.insert(exam).values({ examGroupId: g!.id, schoolId: s.schoolId, subjectId: opts.subjectId, fullScore: 100 }).returning();
    const kps = opts.subjectId === MATHS ? [[KP.funcConcept], [KP.derivApply]] : [[], []];
    await db.insert(examQuestion).values([0, 1].map((idx) => ({ examId: e!.id, idx, questionNo: String(idx + 1), objective: false, fullScore: 50, knowledgePointIds: kps[idx]! })));
    const rows: (typeof examStudent.$inferInsert)[] = [];
    for (const [clazzId, totals] of opts.scores) {
      const students = s.studentIds[clazzId]!;
      totals.forEach((t, i) => rows.push({ examId: e!.id, studentId: students[i]!, clazzId, scores: split(t), total: t }));
    }
    await db.insert(examStudent).values(rows);
    return e!.id;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    s = await buildSchool(db);
    other = await buildSchool(db);
    [A, B, C] = s.clazzIds[1] as [number, number, number];
    const masterT = await buildTeacher(db, s, { posts: [{ post: 5 }] });
    master = await ctx.login(masterT);
    leader1 = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 3, grade: 1 }] }));
    leader2 = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 3, grade: 2 }] }));
    subjectTeacherToken = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 4 }], teaches: [{ clazzId: A, subjectId: MATHS }] }));
    classTeacherToken = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 1 }], adminOf: [A] }));
    post2Token = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    otherMaster = await ctx.login(await buildTeacher(db, other, { posts: [{ post: 5 }] }));
    otherTeacher = await buildTeacher(db, other, { posts: [{ post: 4 }], teaches: [{ clazzId: other.clazzIds[1]![0]!, subjectId: MATHS }] });
    mathsT = await buildTeacher(db, s, { posts: [{ post: 4 }], teaches: [{ clazzId: A, subjectId: MATHS }, { clazzId: B, subjectId: MATHS }] });
    engT = await buildTeacher(db, s, { posts: [{ post: 4 }], subjects: [ENGLISH], teaches: [{ clazzId: A, subjectId: ENGLISH }] });
    await db.update(teacher).set({ name: '王数学' }).where(eq(teacher.id, mathsT.teacherId));
    await db.update(teacher).set({ name: '李英语' }).where(eq(teacher.id, engT.teacherId));

    for (const x of MATHS_TOTALS) {
      mathsExamIds.push(await addExam({ gradeId: s.gradeIds[1]!, date: x.date, name: x.name, subjectId: MATHS, createdBy: masterT.teacherId, scores: new Map([[A, x.A], [B, x.B], [C, x.C]]) }));
    }
    await addExam({ gradeId: s.gradeIds[1]!, date: '2026-10-20', name: '英语周测', subjectId: ENGLISH, createdBy: masterT.teacherId, scores: new Map([[A, [70, 80, 90]]]) });
    await addExam({ gradeId: s.gradeIds[2]!, date: '2026-10-10', name: '高二月考', subjectId: MATHS, createdBy: masterT.teacherId, scores: new Map([[s.clazzIds[2]![0]!, [60, 60, 60]]]) });

    // 王数学 tagged the September exam's two questions in October.
    await db.update(examQuestion).set({ taggedBy: mathsT.teacherId, taggedAt: new Date('2026-10-20T02:00:00Z') }).where(eq(examQuestion.examId, mathsExamIds[0]!));

    // Double marking (tolerance 2) of question 2 of the November exam, finally complete: 王数学 marks
    // three answers (20, 30, 40 s); one pair differs by 5 and went to 李英语's arbitration.
    const novExam = mathsExamIds[2]!;
    const q2 = (await db.select({ id: examQuestion.id }).from(examQuestion).where(eq(examQuestion.examId, novExam))).map((q) => q.id);
    const [mg] = await db.insert(markingGroup).values({ examId: novExam, schoolId: s.schoolId, name: '第2题', questionIds: [q2[1]!], fullScore: 50, doubleMarking: true, tolerance: 2, status: 4 }).returning();
    const students = s.studentIds[A]!;
    const answers = await db.insert(markingAnswer).values(students.map((studentId) => ({ groupId: mg!.id, examId: novExam, studentId, clazzId: A, imageKey: 'x.png', status: 3 }))).returning({ id: markingAnswer.id });
    const at = (h: number) => new Date(Date.UTC(2026, 10, 11, h));
    const slot = (answerId: number, round: number, markerId: number, score: number, spentMs: number | null) => ({ answerId, groupId: mg!.id, clazzId: A, round, markerId, score, scores: [score], submittedAt: at(round + 1), spentMs });
    await db.insert(markingSlot).values([
      slot(answers[0]!.id, 1, mathsT.teacherId, 10, 20_000),
      slot(answers[0]!.id, 2, engT.teacherId, 11, 10_000),
      slot(answers[1]!.id, 1, mathsT.teacherId, 10, 30_000),
      slot(answers[1]!.id, 2, engT.teacherId, 15, 10_000),
      slot(answers[1]!.id, 3, engT.teacherId, 12, 10_000),
      slot(answers[2]!.id, 2, mathsT.teacherId, 8, 40_000),
      slot(answers[2]!.id, 1, engT.teacherId, 8, null),
    ]);

    // Papers: one made and sent in the semester, one made before it (left out).
    await db.insert(paperRecord).values([
      { schoolId: s.schoolId, teacherId: mathsT.teacherId, subjectId: MATHS, semesterId: s.currentSemesterId, name: '函数单元卷', status: 3, createdAt: new Date('2026-10-01T02:00:00Z'), sentAt: new Date('2026-10-02T02:00:00Z') },
      { schoolId: s.schoolId, teacherId: mathsT.teacherId, subjectId: MATHS, semesterId: s.finishedSemesterId, name: '暑假作业卷', status: 0, createdAt: new Date('2026-08-01T02:00:00Z') },
    ]);
    const topicId = await buildTopic(db, { subjectId: MATHS, type: '单选题' });
    await db.insert(topicCollect).values({ teacherId: mathsT.teacherId, topicId, createdAt: new Date('2026-10-05T02:00:00Z') });
  });

  afterAll(async () => ctx?.close());

  const ROUTES = ['/teaching/options', '/teaching/study', '/teaching/teacher', '/teaching/teacher/download', '/teaching/quality', '/teaching/quality/download'];

  it('refuses every route without a token', async () => {
    for (const url of [...ROUTES, '/teaching/teacher/1']) {
      const res = await ctx.call({ method: 'GET', url });
      expect({ url, status: res.status, errCode: res.body.errCode }).toEqual({ url, status: 401, errCode: '40001' });
    }
  });

  it('refuses a subject teacher, a class teacher and a grade leader of post 2 (posts 3 and 5 only)', async () => {
    for (const token of [subjectTeacherToken, classTeacherToken, post2Token]) {
      for (const url of [...ROUTES, `/teaching/teacher/${mathsT.teacherId}`]) expectError(await get(url, token), 403, '40300', '只有年级组长（教学督导）和校长可以查看教学督导');
    }
  });

  it('refuses a grade leader another grade, or a class of it', async () => {
    expectError(await get(`/teaching/study?grades=${s.gradeIds[1]}`, leader2), 403, '40300', '只能查看您所管理年级的教学督导数据');
    expectError(await get(`/teaching/quality?clazzIds=${A}`, leader2), 403, '40300', '只能查看您所管理年级的教学督导数据');
    expectError(await get(`/teaching/teacher/${mathsT.teacherId}`, leader2), 403, '40300', '该教师不在您所管理年级的任课教师中');
  });

  it('refuses bad filters with a message naming the field', async () => {
    expectError(await get('/teaching/study?startTime=2026-11-01&endTime=2026-10-01', master), 400, '40000', '参数startTime错误：开始日期不能晚于结束日期');
    // One end given: checked against the semester's other end.
    expectError(await get('/teaching/study?startTime=2027-03-01', master), 400, '40000', '参数startTime错误：开始日期不能晚于结束日期');
    expectError(await get('/teaching/study?startTime=2026-13-01', master), 400, '40000', '参数startTime错误：开始日期不是有效日期');
    expectError(await get('/teaching/study?cycleType=year', master), 400, '40000', '参数cycleType错误：统计周期只能是week（周）、month（月）或semester（学期）');
    expectError(await get('/teaching/teacher?clazzIds=1,abc', master), 400, '40000', '参数clazzIds错误：班级应为以逗号分隔的正整数编号（abc）');
    expectError(await get('/teaching/quality?clazzIds=2147483000', master), 404, '40400', '参数clazzIds错误：班级2147483000不存在');
    expectError(await get('/teaching/quality?teacherId=2147483000', master), 404, '40400', '参数teacherId错误：教师不存在');
    expectError(await get(`/teaching/study?grades=${s.gradeIds[1]}&clazzIds=${s.clazzIds[2]![0]}`, master), 400, '40000', `参数clazzIds错误：班级${s.clazzIds[2]![0]}不在所选年级中`);
    expectError(await get('/teaching/study?subjectIds=17', master), 400, '40000', '参数subjectIds错误：学科17不是本校开设的学科');
  });

  it("treats another school's semester, classes, grades and teachers as missing", async () => {
    expectError(await get(`/teaching/study?semesterId=${s.currentSemesterId}`, otherMaster), 404, '40400', '参数semesterId错误：学期不存在');
    expectError(await get(`/teaching/study?clazzIds=${A}`, otherMaster), 404, '40400', `参数clazzIds错误：班级${A}不存在`);
    expectError(await get(`/teaching/study?grades=${s.gradeIds[1]}`, otherMaster), 404, '40400', `参数grades错误：年级${s.gradeIds[1]}不存在`);
    expectError(await get(`/teaching/teacher?teacherId=${mathsT.teacherId}`, otherMaster), 404, '40400', '参数teacherId错误：教师不存在');
    expectError(await get(`/teaching/teacher/${mathsT.teacherId}`, otherMaster), 404, '40400', '教师不存在');
    expectError(await get(`/teaching/teacher/${otherTeacher.teacherId}`, master), 404, '40400', '教师不存在');
  });

  it('is refused in secondary-vocational mode', async () => {
    const voc = await buildSchool(db);
    await db.update(school).set({ isVocational: true }).where(eq(school.id, voc.schoolId));
    const token = await ctx.login(await buildTeacher(db, voc, { posts: [{ post: 5 }] }));
    for (const url of ROUTES) expectError(await get(url, token), 403, '40300', '中职模式下不提供教学督导');
  });

  it('offers the filter choices within the caller’s grades', async () => {
    const all = expectOk(await get<TTeachingOptions>('/teaching/options', master));
    expect(all.grades.map((g) => g.gradeName)).toEqual(['高一', '高二', '高三']);
    expect(all.semesters.find((x) => x.current)?.semesterId).toBe(s.currentSemesterId);
    const mine = expectOk(await get<TTeachingOptions>('/teaching/options', leader1));
    expect(mine.grades.map((g) => g.gradeName)).toEqual(['高一']);
    expect(mine.clazzes.map((c) => c.clazzName)).toEqual(['高一(1)班', '高一(2)班', '高一(3)班']);
    expect(mine.teachers.map((t) => t.teacherName)).toEqual(expect.arrayContaining(['王数学', '李英语']));
  });

  it('study: every exam of the period for the grade and each class, their trend by month and the weakest knowledge points', async () => {
    const study = expectOk(await get<TTeachingStudy>('/teaching/study?cycleType=month', leader1));
    expect(study.scope).toMatchObject({ semesterId: s.currentSemesterId, startTime: '2026-09-01', endTime: '2027-01-20', cycleType: 'month', grades: [{ gradeId: s.gradeIds[1], gradeName: '高一' }] });
    // The grade leader of 高一 sees its four exams, not 高二's.
    expect(study.summary).toMatchObject({ examCount: 4, examGroupCount: 4, taggedExamCount: 3, participants: 30 });
    expect(new Set(study.rows.map((r) => r.examName))).toEqual(new Set(['九月月考', '期中考试', '十一月月考', '英语周测']));

    const sept = MATHS_TOTALS[0]!;
    const grade = [...sept.A, ...sept.B, ...sept.C];
    const gradeRow = study.rows.find((r) => r.examName === '九月月考' && r.clazzId == null)!;
    expect(gradeRow).toMatchObject({ clazzName: '年级整体', subjectName: '数学', participants: 9, fullScore: 100 });
    expect(gradeRow.average).toBeCloseTo(mean(grade), 9);
    expect(gradeRow.passRate).toBeCloseTo(8 / 9, 9); // all but the 50
    expect(gradeRow.excellentRate).toBeCloseTo(2 / 9, 9); // 90 and 100 reach 85
    const bRow = study.rows.find((r) => r.examName === '十一月月考' && r.clazzId === B)!;
    expect(bRow).toMatchObject({ clazzName: '高一(2)班', participants: 3, average: 40, scoreRate: 0.4, passRate: 0, excellentRate: 0 });

    expect(study.buckets.map((b) => b.label)).toEqual(['2026年9月', '2026年10月', '2026年11月', '2026年12月', '2027年1月']);
    const gradeSeries = study.series.find((x) => x.subjectId === MATHS && x.clazzId == null)!;
    expect(gradeSeries.points.map((p) => p?.examCount ?? null)).toEqual([1, 1, 1, null, null]);
    expect(gradeSeries.points[1]!.scoreRate).toBeCloseTo(mean([...MATHS_TOTALS[1]!.A, ...MATHS_TOTALS[1]!.B, ...MATHS_TOTALS[1]!.C]) / 100, 9);
    const bSeries = study.series.find((x) => x.clazzId === B)!;
    expect(bSeries.points.map((p) => p?.passRate ?? null)).toEqual([2 / 3, 1 / 3, 0, null, null]);

    // Knowledge points: question 1 (函数概念 3011) holds what is above 50, question 2 (3025) up to 50.
    const all = MATHS_TOTALS.flatMap((x) => [...x.A, ...x.B, ...x.C]);
    const q1 = all.reduce((a, t) => a + split(t)[0], 0) / (all.length * 50);
    const q2 = all.reduce((a, t) => a + split(t)[1], 0) / (all.length * 50);
    expect(study.weakPoints.map((w) => [w.subjectName, w.kpId, w.examCount])).toEqual([
      ['数学', KP.funcConcept, 3],
      ['数学', KP.derivApply, 3],
    ]);
    expect(study.weakPoints[0]!.scoreRate).toBeCloseTo(q1, 9);
    expect(study.weakPoints[1]!.scoreRate).toBeCloseTo(q2, 9);
    expect(study.weakPoints[0]!.kpName).not.toBe('');
  });

  it('study: the filters narrow it (dates, classes, subjects, a teacher), and an empty period is empty', async () => {
    const late = expectOk(await get<TTeachingStudy>(`/teaching/study?grades=${s.gradeIds[1]}&startTime=2026-10-01&endTime=2026-10-31&cycleType=week`, master));
    expect(new Set(late.rows.map((r) => r.examName))).toEqual(new Set(['期中考试', '英语周测']));
    expect(late.buckets[0]).toEqual({ key: '2026-09-28', label: '10-01~10-04', start: '2026-10-01', end: '2026-10-04' });
    const classB = expectOk(await get<TTeachingStudy>(`/teaching/study?clazzIds=${B}&subjectIds=${MATHS}`, master));
    expect(classB.rows.filter((r) => r.clazzId != null).map((r) => r.clazzId)).toEqual([B, B, B]);
    const byTeacher = expectOk(await get<TTeachingStudy>(`/teaching/study?teacherId=${engT.teacherId}`, master));
    expect(byTeacher.rows.map((r) => [r.examName, r.clazzName])).toEqual([
      ['英语周测', '年级整体'],
      ['英语周测', '高一(1)班'],
    ]);
    const none = expectOk(await get<TTeachingStudy>('/teaching/study?startTime=2026-12-01&endTime=2026-12-31', master));
    expect(none.rows).toEqual([]);
    expect(none.summary).toMatchObject({ examCount: 0, scoreRate: null });
  });

  it('teacher: each teacher’s exams analysed, tagged, marking, papers and collected questions in the period', async () => {
    const t = expectOk(await get<TTeachingTeachers>('/teaching/teacher', leader1));
    // 王数学, 李英语 and the subject teacher of 高一(1)班 maths.
    expect(t.rows).toHaveLength(3);
    expect(t.rows.map((r) => r.teacherName)).toEqual(expect.arrayContaining(['李英语', '王数学']));
    const maths = t.rows.find((r) => r.teacherId === mathsT.teacherId)!;
    expect(maths).toMatchObject({
      subjectNames: ['数学'],
      clazzNames: ['高一(1)班', '高一(2)班'],
      examsAnalysed: 3,
      examsTagged: 1,
      answersMarked: 3,
      arbitrationsDone: 0,
      avgSecondsPerAnswer: 30,
      papersMade: 1,
      papersSent: 1,
      questionsCollected: 1,
    });
    expect(maths.arbitrationShare).toBeCloseTo(1 / 3, 9);
    expect(maths.agreementRate).toBeCloseTo(2 / 3, 9);
    const eng = t.rows.find((r) => r.teacherId === engT.teacherId)!;
    // 李英语: the English exam; three first or second marks (one without a timing) and one arbitration.
    expect(eng).toMatchObject({ examsAnalysed: 1, examsTagged: 0, answersMarked: 3, arbitrationsDone: 1, avgSecondsPerAnswer: 10, papersMade: 0 });

    // Only marks submitted in the period count.
    const october = expectOk(await get<TTeachingTeachers>(`/teaching/teacher?startTime=2026-10-01&endTime=2026-10-31&teacherId=${mathsT.teacherId}`, master));
    expect(october.rows).toHaveLength(1);
    expect(october.rows[0]).toMatchObject({ examsAnalysed: 1, examsTagged: 1, answersMarked: 0, agreementRate: null, papersMade: 1, papersSent: 1, questionsCollected: 1 });
  });

  it('teacher: the drill-down lists the records behind the figures', async () => {
    const d = expectOk(await get<TTeachingTeacherDetail>(`/teaching/teacher/${mathsT.teacherId}`, leader1));
    expect(d.teacher.teacherName).toBe('王数学');
    expect(d.exams.map((e) => [e.examName, e.clazzName, e.average])).toEqual([
      ['九月月考', '高一(1)班', 70],
      ['九月月考', '高一(2)班', 60],
      ['期中考试', '高一(1)班', 80],
      ['期中考试', '高一(2)班', 50],
      ['十一月月考', '高一(1)班', 90],
      ['十一月月考', '高一(2)班', 40],
    ]);
    expect(d.tagged).toEqual([{ examId: mathsExamIds[0], examName: '九月月考', examDate: '2026-09-15', subjectName: '数学', questions: 2, lastTaggedAt: '2026-10-20T02:00:00.000Z' }]);
    expect(d.marking).toHaveLength(1);
    expect(d.marking[0]).toMatchObject({ examName: '十一月月考 数学', groupName: '第2题', marked: 3, arbitrations: 0, avgSeconds: 30 });
    expect(d.papers.map((p) => [p.name, p.sentAt])).toEqual([['函数单元卷', '2026-10-02T02:00:00.000Z']]);
  });

  it('teacher: downloads the table as Excel', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/teaching/teacher', headers: { authorization: `Bearer ${leader1}` } });
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: '/teaching/teacher/download', headers: { authorization: `Bearer ${leader1}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('教师工作')!;
    expect(ws.getRow(2).values).toEqual([undefined, '教师', '任教学科', '任教班级', '分析考试数', '标注考试数', '阅卷量', '仲裁量', '平均每份用时(秒)', '引发仲裁比例', '双评一致率', '组卷数', '发送打印数', '收藏试题数']);
    const row = [3, 4, 5].map((i) => ws.getRow(i).values as unknown[]).find((v) => v[1] === '王数学')!;
    expect(row.slice(1, 9)).toEqual(['王数学', '数学', '高一(1)班、高一(2)班', 3, 1, 3, 0, 30]);
  });

  it('quality: value added from the class mean z-scores, rate changes, the classes falling behind and the matrix', async () => {
    const q = expectOk(await get<TTeachingQuality>(`/teaching/quality?subjectIds=${MATHS}`, leader1));
    const zOf = (x: (typeof MATHS_TOTALS)[number], c: 'A' | 'B' | 'C') => {
      const all = [...x.A, ...x.B, ...x.C];
      return (mean(x[c]) - mean(all)) / popSd(all);
    };
    const rowB = q.rows.find((r) => r.clazzId === B)!;
    expect(rowB).toMatchObject({ gradeName: '高一', subjectName: '数学', clazzName: '高一(2)班', teacherNames: ['王数学'], examCount: 3, lastPassRate: 0, flagged: true });
    expect(rowB.firstZ).toBeCloseTo(zOf(MATHS_TOTALS[0]!, 'B'), 9);
    expect(rowB.valueAdded).toBeCloseTo(zOf(MATHS_TOTALS[2]!, 'B') - zOf(MATHS_TOTALS[0]!, 'B'), 9);
    expect(rowB.passChange).toBeCloseTo(-2 / 3, 9);
    expect(rowB.reasons).toEqual([`增值${rowB.valueAdded!.toFixed(2)}（不高于-0.2）`, '及格率连续两次下降（66.7%→33.3%→0.0%）']);
    const rowA = q.rows.find((r) => r.clazzId === A)!;
    expect(rowA.valueAdded).toBeCloseTo(zOf(MATHS_TOTALS[2]!, 'A') - zOf(MATHS_TOTALS[0]!, 'A'), 9);
    expect(rowA.valueAdded!).toBeGreaterThan(0);
    expect(rowA.flagged).toBe(false);
    // 高一(3)班 has no maths teacher here.
    expect(q.rows.find((r) => r.clazzId === C)!.teacherNames).toEqual([]);

    expect(q.matrices).toHaveLength(1);
    const m = q.matrices[0]!;
    expect(m.exams.map((e) => e.examName)).toEqual(['九月月考', '期中考试', '十一月月考']);
    expect(m.rows.map((r) => r.clazzName)).toEqual(['高一(1)班', '高一(2)班', '高一(3)班']);
    m.rows[1]!.z.forEach((z, i) => expect(z).toBeCloseTo(zOf(MATHS_TOTALS[i]!, 'B'), 9));
    // The class z-scores of an exam balance out when the classes are of equal size.
    expect(m.rows.reduce((a, r) => a + r.z[0]!, 0)).toBeCloseTo(0, 9);
  });

  it('quality: downloads the table and the matrix as Excel', async () => {
    const file = await ctx.app.inject({ method: 'GET', url: `/teaching/quality/download?subjectIds=${MATHS}`, headers: { authorization: `Bearer ${leader1}` } });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('教学质量_2026-09-01_2027-01-20.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['增值评价', '高一数学均值Z']);
    const ws = wb.getWorksheet('增值评价')!;
    expect((ws.getRow(2).values as unknown[]).slice(1, 9)).toEqual(['年级', '学科', '班级', '任课教师', '考试次数', '首次均值Z', '末次均值Z', '增值']);
    const b = [3, 4, 5].map((i) => ws.getRow(i).values as unknown[]).find((v) => v[3] === '高一(2)班')!;
    expect(b.slice(1, 6)).toEqual(['高一', '数学', '高一(2)班', '王数学', 3]);
    expect(b[13]).toBe('是');
    const matrix = wb.getWorksheet('高一数学均值Z')!;
    expect((matrix.getRow(2).values as unknown[]).slice(1)).toEqual(['班级', '任课教师', '九月月考（2026-09-15）', '期中考试（2026-10-15）', '十一月月考（2026-11-10）']);
  });

  it('the master sees every grade', async () => {
    const study = expectOk(await get<TTeachingStudy>('/teaching/study', master));
    expect(study.scope.grades.map((g) => g.gradeName)).toEqual(['高一', '高二', '高三']);
    expect(study.rows.some((r) => r.examName === '高二月考')).toBe(true);
    const q = expectOk(await get<TTeachingQuality>('/teaching/quality', master));
    expect(q.matrices.map((m) => `${m.gradeName}${m.subjectName}`)).toEqual(['高一数学', '高一英语', '高二数学']);
  });

  it('re-tagging an exam (its tag version bumped, as exam tagging does) rebuilds its report: the point appears among the weakest', async () => {
    const [eng] = await db.select({ id: exam.id }).from(exam).innerJoin(examGroup, eq(examGroup.id, exam.examGroupId)).where(eq(examGroup.name, '英语周测'));
    const before = expectOk(await get<TTeachingStudy>(`/teaching/study?subjectIds=${ENGLISH}`, leader1));
    expect(before.weakPoints).toEqual([]);
    await db.update(examQuestion).set({ knowledgePointIds: [KP.tense] }).where(eq(examQuestion.examId, eng!.id));
    await db.update(exam).set({ tagVersion: 1 }).where(eq(exam.id, eng!.id));
    const after = expectOk(await get<TTeachingStudy>(`/teaching/study?subjectIds=${ENGLISH}`, leader1));
    // Both questions test the point now: (20 + 30 + 40 + 50 × 3) / (3 × 100) = 0.8.
    expect(after.weakPoints.map((w) => [w.subjectName, w.kpId, w.examCount])).toEqual([['英语', KP.tense, 1]]);
    expect(after.weakPoints[0]!.scoreRate).toBeCloseTo(0.8, 9);
    expect(after.summary.taggedExamCount).toBe(1);
  });
});

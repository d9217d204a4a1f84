/**
 * 考试标注 (docs/label.md) over HTTP: who may tag an exam, the task list's tabs, search and waiting
 * count, the tag checks (each naming its field), finish and withdraw, folders, similar bank
 * questions, the home counter, and the class's knowledge-point report following a tag change.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLabelExam, TLabelFolder, TLabelOptions, TLabelSaveResult, TLabelTaskPage, TPaperTopic } from '@app/contract';
import { labelRoutes } from '../src/modules/label/routes.js';
import { exam, examQuestion, student, topic } from '../src/db/schema.js';
import { createGroup, fillExam } from './support/academic.js';
import { expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const MATHS = 3;
const ENGLISH = 8;

describe('exam tagging', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let master: string;
  let mathsA: string;
  let mathsB: string;
  let english: string;
  let mathsOtherClass: string;
  let otherSchool: string;
  let mathsAId: number;
  let mathsExam: number;
  let englishExam: number;
  let emptyExam: number;
  let otherExam: number;
  let c1: number;
  let questionIds: number[];

  const tag = (token: string, examId: number, items: unknown[]) => ctx.call<TLabelSaveResult>({ method: 'PUT', url: `/label/exam/${examId}/tags`, token, payload: { items } });
  const item = (questionId: number, over: Record<string, unknown> = {}) => ({ questionId, knowledgePointIds: [3002], methodIds: [11], difficulty: 3, questionType: '解答题', folderId: null, ...over });
  const list = async (token: string, query = '') => expectOk(await ctx.call<TLabelTaskPage>({ method: 'GET', url: `/label/exam/page?subjectId=${MATHS}&${query}`, token }));
  const waiting = async (token: string, subjectId = MATHS) => expectOk(await ctx.call<{ waiting: number }>({ method: 'GET', url: `/label/count?subjectId=${subjectId}`, token })).waiting;
  const points = async (token: string) => expectOk(await ctx.call<{ kpId: number; name: string; clazzMastery: number | null }[]>({ method: 'GET', url: `/academic/exam/${mathsExam}/clazz/${c1}/point`, token }));

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const other = await buildSchool(db);
    const [k1, k2, k3] = s.clazzIds[1]!;
    c1 = k1!;
    master = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 5 }], subjects: [MATHS] }));
    const a = await buildTeacher(db, s, { subjects: [MATHS], teaches: [{ clazzId: k1!, subjectId: MATHS }] });
    mathsAId = a.teacherId;
    mathsA = await ctx.login(a);
    mathsB = await ctx.login(await buildTeacher(db, s, { subjects: [MATHS], teaches: [{ clazzId: k2!, subjectId: MATHS }] }));
    english = await ctx.login(await buildTeacher(db, s, { subjects: [ENGLISH], teaches: [{ clazzId: k1!, subjectId: ENGLISH }] }));
    mathsOtherClass = await ctx.login(await buildTeacher(db, s, { subjects: [MATHS], teaches: [{ clazzId: k3!, subjectId: MATHS }] }));
    const otherMaster = await ctx.login(await buildTeacher(db, other, { posts: [{ post: 5 }], subjects: [MATHS] }));
    otherSchool = otherMaster;

    const nums = await db.select({ num: student.studentNum, clazzId: student.clazzId }).from(student).where(inArray(student.clazzId, [k1!, k2!]));
    const scores = (q: number[]) => Object.fromEntries(nums.map((n, i) => [n.num, q.map((full, j) => ((i + j) % 3 === 0 ? full : Math.floor(full / 2)))]));
    const g = await createGroup(ctx, master, { name: '高一数学月考', type: 3, date: '2026-10-10', gradeId: s.gradeIds[1]!, clazzIds: [k1!, k2!], subjectIds: [MATHS, ENGLISH] });
    mathsExam = g.examOf(MATHS);
    englishExam = g.examOf(ENGLISH);
    await fillExam(ctx, master, mathsExam, [{ full: 10 }, { full: 10 }, { full: 20 }], scores([10, 10, 20]));
    await fillExam(ctx, master, englishExam, [{ full: 10 }], scores([10]));
    const g2 = await createGroup(ctx, master, { name: '高一周考（未录入）', type: 1, date: '2026-10-17', gradeId: s.gradeIds[1]!, clazzIds: [k1!], subjectIds: [MATHS] });
    emptyExam = g2.examOf(MATHS);
    const og = await createGroup(ctx, otherMaster, { name: '外校考试', type: 3, date: '2026-10-10', gradeId: other.gradeIds[1]!, clazzIds: [other.clazzIds[1]![0]!], subjectIds: [MATHS] });
    otherExam = og.examOf(MATHS);
    expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${otherExam}/paper`, token: otherMaster, payload: { questions: [{ questionNo: '1', objective: false, fullScore: 10, knowledgePointIds: [] }] } }));
    questionIds = (await db.select({ id: examQuestion.id }).from(examQuestion).where(eq(examQuestion.examId, mathsExam)).orderBy(examQuestion.idx)).map((q) => q.id);
    await db.insert(topic).values({ subjectId: MATHS, type: '解答题', title: '<p>已知函数f(x)=x²，求f(2)。</p>', plainText: '已知函数f(x)=x²，求f(2)。', difficulty: 3, knowledgePointIds: [3003] });
  });
  afterAll(async () => ctx?.close());

  it('asks for a sign-in on every route', async () => {
    for (const r of labelRoutes) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await ctx.call({ method: r.method, url });
      expect(res.status, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('lists the tasks of the subject and classes: count, tabs, search, progress and who may change the type', async () => {
    expect(await waiting(mathsA)).toBe(1);
    const mine = await list(mathsA);
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ examId: mathsExam, examName: '高一数学月考', examTime: '2026-10-10', type: 3, typeName: '月考', canChangeType: false, gradeName: '高一', taggedCount: 0, questionCount: 3, status: 0, statusName: '待标注', taggers: [], lastTaggedAt: null });
    expect(mine.list[0]!.clazzNames).toEqual(['高一(1)班', '高一(2)班']);
    // The master leads the whole school and has the subject: the same task, and may change its type.
    expect((await list(master)).list[0]).toMatchObject({ examId: mathsExam, canChangeType: true });
    expect((await list(master, 'containTeaching=0')).total).toBe(0);
    // A teacher of another class sees nothing; an English teacher has no maths task.
    expect((await list(mathsOtherClass)).total).toBe(0);
    expect(await waiting(english)).toBe(0);
    expect(await waiting(english, ENGLISH)).toBe(1);
    expect((await list(mathsA, 'searchKey=月考')).total).toBe(1);
    expect((await list(mathsA, 'searchKey=期中')).total).toBe(0);
    expect((await list(mathsA, 'status=tocomplete')).total).toBe(0);
    expect((await list(mathsA, 'status=tomarked')).total).toBe(1);
    expect((await list(mathsA, 'pageNo=2')).list).toEqual([]);
    expectValidation(await ctx.call({ method: 'GET', url: `/label/exam/page?subjectId=${MATHS}&status=done`, token: mathsA }), 'status', '状态只能是');
    expectValidation(await ctx.call({ method: 'GET', url: `/label/exam/page?subjectId=${MATHS}&pageSize=101`, token: mathsA }), 'pageSize');
    expectValidation(await ctx.call({ method: 'GET', url: '/label/count', token: mathsA }), 'subjectId');
  });

  it('refuses other subjects and classes (403), another school (404) and an exam without questions (409)', async () => {
    expectError(await ctx.call({ method: 'GET', url: `/label/exam/${mathsExam}`, token: english }), 403, '40300', '您不能标注这场考试：只有该学科的任课老师、年级组长或校长可以标注');
    expectError(await ctx.call({ method: 'GET', url: `/label/exam/${mathsExam}`, token: mathsOtherClass }), 403, '40300');
    expectError(await tag(english, mathsExam, [item(questionIds[0]!)]), 403, '40300');
    expectError(await ctx.call({ method: 'POST', url: `/label/exam/${mathsExam}/finish`, token: mathsOtherClass }), 403, '40300');
    expectError(await ctx.call({ method: 'GET', url: `/label/exam/${otherExam}`, token: mathsA }), 404, '40400', '考试不存在');
    expectError(await tag(mathsA, otherExam, [item(1)]), 404, '40400');
    expectError(await ctx.call({ method: 'GET', url: `/label/exam/${emptyExam}`, token: mathsA }), 409, '40900', '这场考试还没有题目，无法标注');
    expectError(await ctx.call({ method: 'GET', url: `/label/exam/${otherExam}/options`, token: mathsA }), 404, '40400');
  });

  it('gives the page its questions and the subject’s choices', async () => {
    const data = expectOk(await ctx.call<TLabelExam>({ method: 'GET', url: `/label/exam/${mathsExam}`, token: mathsA }));
    expect(data).toMatchObject({ examName: '高一数学月考', subjectName: '数学', gradeName: '高一', status: 0, statusName: '待标注' });
    expect(data.questions.map((q) => [q.questionNo, q.fullScore, q.tagged, q.content])).toEqual([
      ['1', 10, false, null],
      ['2', 10, false, null],
      ['3', 20, false, null],
    ]);
    const opts = expectOk(await ctx.call<TLabelOptions>({ method: 'GET', url: `/label/exam/${mathsExam}/options`, token: mathsA }));
    expect(opts.knowledgePoints.some((k) => k.kpId === 3002)).toBe(true);
    expect(opts.knowledgePoints.every((k) => Math.floor(k.kpId / 1000) === MATHS)).toBe(true);
    expect(opts.methods.map((m) => m.name)).toContain('逻辑推理');
    expect(opts.questionTypes).toEqual(['单选题', '多选题', '填空题', '解答题']);
    expect(opts.difficulties.map((d) => d.label)).toEqual(['超易', '易', '中档偏易', '中档偏难', '难', '超难']);
  });

  it('refuses bad tags, naming the field, and writes nothing', async () => {
    const q = questionIds[0]!;
    expectValidation(await tag(mathsA, mathsExam, [item(q, { knowledgePointIds: [99999] })]), 'items.0.knowledgePointIds', '知识点99999不存在或不属于本学科（数学）');
    expectValidation(await tag(mathsA, mathsExam, [item(q), item(questionIds[1]!, { knowledgePointIds: [8002] })]), 'items.1.knowledgePointIds', '知识点8002');
    expectValidation(await tag(mathsA, mathsExam, [item(q, { knowledgePointIds: [] })]), 'items.0.knowledgePointIds', '请至少选择一个知识点');
    expectValidation(await tag(mathsA, mathsExam, [item(q, { difficulty: 7 })]), 'items.0.difficulty', '难度必须在1-6之间');
    expectValidation(await tag(mathsA, mathsExam, [item(q, { difficulty: 0 })]), 'items.0.difficulty', '难度必须在1-6之间');
    expectValidation(await tag(mathsA, mathsExam, [item(q, { questionType: '完形填空' })]), 'items.0.questionType', '不是本学科的题型');
    expectValidation(await tag(mathsA, mathsExam, [item(q, { methodIds: [21] })]), 'items.0.methodIds', '不是本学科的方法能力');
    expectValidation(await tag(mathsA, mathsExam, [item(q, { extra: 1 })]), 'items.0.extra', '未知字段');
    expectValidation(await tag(mathsA, mathsExam, [item(q), item(q)]), 'items', '同一道题目只能提交一次');
    expectValidation(await tag(mathsA, mathsExam, []), 'items', '请至少提交一道题目');
    const englishQ = (await ctx.database.db.select({ id: examQuestion.id }).from(examQuestion).where(eq(examQuestion.examId, englishExam)))[0]!.id;
    expectValidation(await tag(mathsA, mathsExam, [item(englishQ)]), 'items.0.questionId', '不属于这场考试');
    const otherFolder = expectOk(await ctx.call<TLabelFolder>({ method: 'POST', url: '/label/folder', token: otherSchool, payload: { subjectId: MATHS, name: '外校文件夹' } }));
    expectValidation(await tag(mathsA, mathsExam, [item(q, { folderId: otherFolder.folderId })]), 'items.0.folderId', '不存在或不属于本学科');
    const rows = await ctx.database.db.select().from(examQuestion).where(eq(examQuestion.examId, mathsExam));
    expect(rows.every((r) => r.knowledgePointIds.length === 0 && r.taggedBy == null)).toBe(true);
    expect((await ctx.database.db.select({ v: exam.tagVersion }).from(exam).where(eq(exam.id, mathsExam)))[0]!.v).toBe(0);
  });

  it('creates folders unique per school and subject, for the teacher’s own subjects', async () => {
    const f = expectOk(await ctx.call<TLabelFolder>({ method: 'POST', url: '/label/folder', token: mathsA, payload: { subjectId: MATHS, name: ' 易错题 ' } }));
    expect(f.name).toBe('易错题');
    expectValidation(await ctx.call({ method: 'POST', url: '/label/folder', token: mathsB, payload: { subjectId: MATHS, name: '易错题' } }), 'name', '文件夹“易错题”已存在');
    expectValidation(await ctx.call({ method: 'POST', url: '/label/folder', token: mathsA, payload: { subjectId: MATHS, name: '' } }), 'name', '请填写文件夹名称');
    expectValidation(await ctx.call({ method: 'POST', url: '/label/folder', token: mathsA, payload: { subjectId: MATHS, name: '长'.repeat(31) } }), 'name', '最长30个字符');
    expectError(await ctx.call({ method: 'POST', url: '/label/folder', token: mathsA, payload: { subjectId: ENGLISH, name: '好题' } }), 403, '40300', '只能为自己任教的学科新建文件夹');
    const opts = expectOk(await ctx.call<TLabelOptions>({ method: 'GET', url: `/label/exam/${mathsExam}/options`, token: mathsB }));
    expect(opts.folders.map((x) => x.name)).toEqual(['易错题']);
  });

  it('saves tags, records who tagged, and the class’s knowledge-point report follows each change', async () => {
    expect(await points(mathsA)).toEqual([]);
    const saved = expectOk(await tag(mathsA, mathsExam, [item(questionIds[0]!, { knowledgePointIds: [3002] })]));
    expect(saved).toMatchObject({ taggedCount: 1, questionCount: 3 });
    expect(saved.questions[0]).toMatchObject({ questionNo: '1', tagged: true, difficulty: 3, questionType: '解答题', methodIds: [11], taggedByName: expect.stringMatching(/^教师/) });
    expect((await points(mathsA)).map((p) => p.kpId)).toEqual([3002]);
    // Another teacher of the subject re-tags it: the report shows the new point, not the old one.
    expectOk(await tag(mathsB, mathsExam, [item(questionIds[0]!, { knowledgePointIds: [3003] })]));
    expect((await points(mathsA)).map((p) => p.kpId)).toEqual([3003]);
    // The scores' version is untouched (the import undo compares it); the tag version moved.
    const [row] = await ctx.database.db.select({ s: exam.scoreVersion, t: exam.tagVersion }).from(exam).where(eq(exam.id, mathsExam));
    expect(row!.t).toBe(2);
    expect(row!.s).toBe(1);
    const task = (await list(mathsA)).list[0]!;
    expect(task.taggedCount).toBe(1);
    expect(task.taggers).toHaveLength(1);
    expect(task.lastTaggedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('finds bank questions sharing the question’s knowledge points', async () => {
    const similar = expectOk(await ctx.call<TPaperTopic[]>({ method: 'GET', url: `/label/exam/${mathsExam}/question/${questionIds[0]!}/similar`, token: mathsA }));
    expect(similar.map((t) => t.plainText)).toContain('已知函数f(x)=x²，求f(2)。');
    expect(expectOk(await ctx.call<TPaperTopic[]>({ method: 'GET', url: `/label/exam/${mathsExam}/question/${questionIds[1]!}/similar`, token: mathsA }))).toEqual([]);
    expectError(await ctx.call({ method: 'GET', url: `/label/exam/${mathsExam}/question/999999/similar`, token: mathsA }), 404, '40400', '题目不存在');
  });

  it('finishes only when every question is tagged, then withdraws; tabs and counts follow', async () => {
    expectValidation(await ctx.call({ method: 'POST', url: `/label/exam/${mathsExam}/finish`, token: mathsA }), '还有题目没有标注完整', '第2、3题');
    expectError(await ctx.call({ method: 'POST', url: `/label/exam/${mathsExam}/withdraw`, token: mathsA }), 409, '40900', '只有已完成的标注可以撤回');
    expectOk(await tag(mathsA, mathsExam, [item(questionIds[1]!, { questionType: '填空题', difficulty: 2 }), item(questionIds[2]!, { knowledgePointIds: [3002, 3003], difficulty: 5 })]));
    const done = expectOk(await ctx.call<{ status: number; statusName: string }>({ method: 'POST', url: `/label/exam/${mathsExam}/finish`, token: mathsB }));
    expect(done).toMatchObject({ status: 1, statusName: '已完成' });
    expectError(await ctx.call({ method: 'POST', url: `/label/exam/${mathsExam}/finish`, token: mathsA }), 409, '40900', '这场考试已完成标注');
    expectError(await tag(mathsA, mathsExam, [item(questionIds[0]!)]), 409, '40900', '这场考试已完成标注，请先撤回再修改');
    expect(await waiting(mathsA)).toBe(0);
    expect((await list(mathsA, 'status=tocomplete')).list[0]).toMatchObject({ examId: mathsExam, taggedCount: 3, statusName: '已完成' });
    expect((await list(mathsA, 'status=tomarked')).total).toBe(0);
    const data = expectOk(await ctx.call<TLabelExam>({ method: 'GET', url: `/label/exam/${mathsExam}`, token: mathsA }));
    expect(data.finishedByName).toMatch(/^教师/);
    const back = expectOk(await ctx.call<{ status: number; statusName: string }>({ method: 'POST', url: `/label/exam/${mathsExam}/withdraw`, token: mathsA }));
    expect(back).toMatchObject({ status: 2, statusName: '已撤回' });
    expect((await list(mathsA, 'status=towithdraw')).total).toBe(1);
    expect((await list(mathsA, 'status=tomarked')).total).toBe(1);
    expect(await waiting(mathsA)).toBe(1);
  });

  it('counts the exams a teacher tagged questions of on the home page', async () => {
    const counters = async (token: string, subjectId?: number) =>
      expectOk(await ctx.call<{ examLabel: number }>({ method: 'GET', url: `/base/teacher/business/data${subjectId ? `?subjectId=${subjectId}` : ''}`, token })).examLabel;
    expect(await counters(mathsA, MATHS)).toBe(1);
    expect(await counters(mathsA, ENGLISH)).toBe(0);
    expect(await counters(english)).toBe(0);
    expect(mathsAId).toBeGreaterThan(0);
  });
});

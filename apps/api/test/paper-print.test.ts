/** Send to print over HTTP: the eight checks in order, disabled options, dates, length limits, classes, and a successful send (record 发送打印, exam with keys, Word files). */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_CHECKS, PRINT_LIMITS, schoolDay, yesterdayOf } from '@app/contract';
import { exam, examGroup, examGroupClazz, examQuestion, finePaper, paperRecord } from '../src/db/schema.js';
import { storageKey } from '../src/modules/paper/files.js';
import { expectAuthRequired, expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { abcd, buildFinePaper, buildTopic, docxText, englishFixture, mathsFixture, printForm, type EnglishFixture } from './support/paper.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type PrintResult = { paperId: number; status: number; statusText: string; examId: number; examGroupId: number; paperUrl: string; answerPaperUrl: string; answerSheetUrl: string };
const URL_EN = '/paper/english/fine-quality/send-print';

describe('send to print', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let en: string;
  let otherTeacher: string;
  let otherSchool: string;
  let ef: EnglishFixture;
  let c1: number;
  let c2: number;
  // The school's day (Asia/Shanghai), as the server checks it: from 16:00 UTC it is already tomorrow there.
  const today = schoolDay(new Date());

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    en = await ctx.login(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }, { clazzId: c2, subjectId: 8 }] }));
    otherTeacher = await ctx.login(await buildTeacher(db, s, { subjects: [8] }));
    const s2 = await buildSchool(db);
    otherSchool = await ctx.login(await buildTeacher(db, s2, { subjects: [8] }));
    ef = await englishFixture(db, { name: '高一英语单元测试' });
  });
  afterAll(() => ctx.close());

  it('requires a token', async () => {
    await expectAuthRequired(ctx, { method: 'POST', url: URL_EN, payload: printForm(ef.paperId, [c1]) });
  });

  it('runs the eight checks in the spec order, each with its exact message', async () => {
    const full = printForm(ef.paperId, [c1]);
    const form: Record<string, unknown> = { paperId: ef.paperId, paperType: 1, paperName: '   ', answerType: null, paperSize: null, sheetSize: null, examTime: null, examDate: '', markType: '', clazzIds: [] };
    const seen: string[] = [];
    for (const check of PRINT_CHECKS) {
      const res = await ctx.call({ method: 'POST', url: URL_EN, token: en, payload: form });
      expectError(res, 400, '40000', check.message);
      seen.push(res.body.errMsg);
      form[check.field] = full[check.field as keyof typeof full];
    }
    expect(seen).toEqual(['试卷名称不能为空', '打印方式不能为空', '试卷纸张不能为空', '答题卡纸张不能为空', '考试时间不能为空', '考试日期不能为空', '阅卷方式不能为空', '考试班级不能为空']);
    // Every field missing at once: the first check speaks.
    expectError(await ctx.call({ method: 'POST', url: URL_EN, token: en, payload: { paperId: ef.paperId } }), 400, '40000', '试卷名称不能为空');
    // A form sends blanks as '': they are empty too (not 0), so the same order and messages hold.
    const blank: Record<string, unknown> = { paperId: ef.paperId, paperType: 1, paperName: '', answerType: '', paperSize: '', sheetSize: ' ', examTime: '', examDate: '', markType: '', clazzIds: [] };
    for (const check of PRINT_CHECKS) {
      expectError(await ctx.call({ method: 'POST', url: URL_EN, token: en, payload: blank }), 400, '40000', check.message);
      blank[check.field] = full[check.field as keyof typeof full];
    }
  });

  it('refuses the options the form disables, dates before yesterday and bad values', async () => {
    const send = (extra: Record<string, unknown>) => ctx.call({ method: 'POST', url: URL_EN, token: en, payload: printForm(ef.paperId, [c1], extra) });
    expectError(await send({ answerType: 0 }), 400, '40000', '题卡合一暂不支持，请选择题卡分离');
    expectError(await send({ paperSize: 0 }), 400, '40000', '暂只支持A3纸张');
    expectError(await send({ sheetSize: 0 }), 400, '40000', '暂只支持A3纸张');
    expectError(await send({ markType: '5' }), 400, '40000', '阅卷方式只能是班级混合阅卷或班级单独阅卷');
    expectError(await send({ examDate: yesterdayOf(yesterdayOf(today)) }), 400, '40000', '考试日期不能早于昨天');
    expectError(await send({ examDate: '2026-02-30' }), 400, '40000', '考试日期格式应为yyyy-MM-dd');
    expectError(await send({ examTime: 0 }), 400, '40000', '考试时间应为1到600分钟');
    expect((await send({ examTime: 'abc' })).body.errMsg).toContain('考试时间必须是数字');
  });

  it('refuses classes of another school, of another grade, or of several grades', async () => {
    const db = ctx.database.db;
    const s2 = await buildSchool(db);
    expectError(await ctx.call({ method: 'POST', url: URL_EN, token: en, payload: printForm(ef.paperId, [s2.clazzIds[1]![0]!]) }), 400, '40000', '考试班级不存在');
    expectError(await ctx.call({ method: 'POST', url: URL_EN, token: en, payload: printForm(ef.paperId, [s.clazzIds[2]![0]!]) }), 400, '40000', '考试班级须为试卷所属年级的班级');
    expectError(await ctx.call({ method: 'POST', url: URL_EN, token: en, payload: printForm(ef.paperId, [c1, s.clazzIds[2]![0]!]) }), 400, '40000', '考试班级须属于同一年级');
    expectError(await ctx.call({ method: 'POST', url: URL_EN, token: en, payload: printForm(99999999, [c1]) }), 404, '40400', '试卷不存在');
  });

  it('checks every answer-sheet length limit with its exact message', async () => {
    const db = ctx.database.db;
    const paperOf = async (type: string, count: number, slaveCount: number) => {
      const slaves = Array.from({ length: slaveCount }, (_, i) => ({ title: String(i + 1), options: abcd('A'), answer: 'A' }));
      const id = await buildTopic(db, { subjectId: 8, type, slaves });
      // The same question repeated is enough for the counting rule.
      const topics = await Promise.all(Array.from({ length: count }, async (_, i) => ({ topicId: i === 0 ? id : await buildTopic(db, { subjectId: 8, type, slaves }), type, slaveCount, score: 1 })));
      return buildFinePaper(db, { subjectId: 8, grade: 1, groups: [{ typeName: type, topics }] });
    };
    const over: Record<string, [number, number]> = { 单项填空: [26, 0], 阅读理解: [1, 41], 七选五: [4, 5], 完形填空: [1, 41], 任务型阅读: [3, 5], 语法填空: [3, 10], 短文改错: [3, 10], 书面表达: [3, 0] };
    for (const l of PRINT_LIMITS) {
      const [count, slaves] = over[l.type]!;
      const paperId = await paperOf(l.type, count, slaves);
      const res = await ctx.call({ method: 'POST', url: URL_EN, token: en, payload: printForm(paperId, [c1]) });
      expectError(res, 400, '40000', l.message);
    }
    expect(PRINT_LIMITS[0].message).toBe('单项填空题量超过25道，请去改编试卷，以满足打印要求');
    // 25 单项填空 are allowed.
    const ok = await paperOf('单项填空', 25, 0);
    const sent = expectOk(await ctx.call<PrintResult>({ method: 'POST', url: URL_EN, token: en, payload: printForm(ok, [c1]) }));
    expect(sent.status).toBe(3);
  });

  it('sends a fine paper: a record 发送打印, an exam for the classes with keys and scores, the Word files', async () => {
    const db = ctx.database.db;
    const useBefore = (await db.select().from(finePaper).where(eq(finePaper.id, ef.paperId)))[0]!.useCount;
    const res = await ctx.call<PrintResult>({ method: 'POST', url: URL_EN, token: en, payload: printForm(ef.paperId, [c1, c2], { paperName: '高一英语周测（打印）', examDate: yesterdayOf(today), markType: '3', examType: undefined }) });
    const r = expectOk(res);
    expect(res.body.errMsg).toBe('发送成功');
    expect(r).toMatchObject({ status: 3, statusText: '发送打印', paperUrl: `/paper/file/2/${r.paperId}/paper`, answerSheetUrl: `/paper/file/2/${r.paperId}/answer-sheet` });
    const rec = (await db.select().from(paperRecord).where(eq(paperRecord.id, r.paperId)))[0]!;
    expect(rec).toMatchObject({ status: 3, name: '高一英语周测（打印）', finePaperId: ef.paperId, markType: 3, examTime: 100, examDate: yesterdayOf(today), answerType: 1, paperSize: 1, sheetSize: 1, clazzIds: [c1, c2], examId: r.examId, examGroupId: r.examGroupId, totalScore: 20 });
    expect((await db.select().from(finePaper).where(eq(finePaper.id, ef.paperId)))[0]!.useCount).toBe(useBefore + 1);
    const g = (await db.select().from(examGroup).where(eq(examGroup.id, r.examGroupId)))[0]!;
    expect(g).toMatchObject({ name: '高一英语周测（打印）', type: 1, markType: 3, gradeId: s.gradeIds[1], examDate: yesterdayOf(today) });
    expect((await db.select().from(examGroupClazz).where(eq(examGroupClazz.examGroupId, g.id))).map((x) => x.clazzId).sort()).toEqual([c1, c2].sort());
    const e = (await db.select().from(exam).where(eq(exam.id, r.examId)))[0]!;
    expect(e).toMatchObject({ subjectId: 8, fullScore: 20 });
    const qs = await db.select().from(examQuestion).where(eq(examQuestion.examId, r.examId)).orderBy(asc(examQuestion.idx));
    expect(qs.map((q) => [q.questionNo, q.objective, q.choiceKind, q.options, q.answerKey, q.fullScore])).toEqual([
      ['1', true, 'single', 'ABCD', 'B', 1],
      ['2', true, 'single', 'ABCD', 'D', 1],
      ['3', true, 'single', 'ABCD', 'A', 2],
      ['4', true, 'single', 'ABCD', 'C', 2],
      ['5', true, 'single', 'ABCDEFG', 'A', 2],
      ['6', true, 'single', 'ABCDEFG', 'C', 2],
      ['7', false, null, null, null, 10],
    ]);
    expect(qs[0]!.knowledgePointIds).toEqual([8011]);
    // The academic side sees the exam with its paper.
    const paper = expectOk(await ctx.call<{ questionNo: string }[]>({ method: 'GET', url: `/academic/exam/${r.examId}/paper`, token: en }));
    expect(JSON.stringify(paper)).toContain('"questionNo":"7"');

    // The three files were stored at the send and are real Word documents.
    for (const kind of ['paper', 'paper-answer', 'answer-sheet'] as const) expect(await ctx.storage.get(storageKey(r.paperId, kind))).not.toBeNull();
    const get = (url: string, token = en) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const paperFile = await get(r.paperUrl);
    expect(paperFile.statusCode).toBe(200);
    expect(paperFile.headers['content-disposition']).toContain(encodeURIComponent('高一英语周测（打印）.docx'));
    const paperXml = docxText(paperFile.rawPayload);
    expect(paperXml).toContain('高一英语周测（打印）');
    expect(paperXml).toContain('单项填空');
    expect(paperXml).not.toContain('【答案】');
    const answerXml = docxText((await get(r.answerPaperUrl)).rawPayload);
    expect(answerXml).toContain('【答案】');
    expect(answerXml).toContain('【解析】');
    const sheetXml = docxText((await get(r.answerSheetUrl)).rawPayload);
    for (const part of ['高一英语周测（打印） 答题卡', '姓名', '准考证号', '缺考标记', '1  [A] [B] [C] [D]', '5  [A] [B] [C] [D] [E] [F] [G]', '7. 书面表达（10分）', '超出黑色矩形边框限定区域的答案无效']) expect(sheetXml).toContain(part);
    expect(sheetXml).toContain('w:orient="landscape"');
    // Another school cannot fetch it; a teacher of the school who is not the author cannot either.
    expect((await get(r.paperUrl, otherSchool)).statusCode).toBe(404);
    expect((await get(r.paperUrl, otherTeacher)).statusCode).toBe(403);

    // The test records list it as 发送打印, and its answer sheet downloads by exam id.
    const list = expectOk(await ctx.call<{ list: { paperId: number; status: number; statusText: string; clazzName: string; examId: number }[] }>({ method: 'POST', url: '/paper/english/list', token: en, payload: {} }));
    expect(list.list.find((x) => x.paperId === r.paperId)).toMatchObject({ status: 3, statusText: '发送打印', examId: r.examId });
    const dl = expectOk(await ctx.call<{ wordUrl: string; fileName: string }>({ method: 'POST', url: `/paper/english/download/topic-answer/${r.examId}`, token: en }));
    expect(dl).toMatchObject({ wordUrl: r.answerSheetUrl, fileName: '高一英语周测（打印）答题卡.docx' });
    expect(docxText((await get(dl.wordUrl)).rawPayload)).toContain('准考证号');
    expectError(await ctx.call({ method: 'POST', url: `/paper/english/download/topic-answer/${r.examId}`, token: otherSchool }), 404, '40400');
    // A file that went missing from storage is generated again.
    await ctx.storage.remove(storageKey(r.paperId, 'paper'));
    expect(docxText((await get(r.paperUrl)).rawPayload)).toContain('高一英语周测（打印）');
  });

  it('sends a record being edited in place, and a record already sent as a new record', async () => {
    const db = ctx.database.db;
    const reused = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/english/fine-quality/adaptation/${ef.paperId}`, token: en }));
    const send = (token: string, paperId: number, extra: Record<string, unknown> = {}) => ctx.call<PrintResult>({ method: 'POST', url: '/paper/english/send-print', token, payload: printForm(paperId, [c1], { paperType: 2, ...extra }) });
    expectError(await send(otherTeacher, reused.paperId), 403, '40300', '只能操作自己的组卷记录');
    expectError(await send(otherSchool, reused.paperId), 404, '40400', '组卷记录不存在');
    const first = expectOk(await send(en, reused.paperId, { paperName: '改编后发送' }));
    expect(first.paperId).toBe(reused.paperId);
    const again = expectOk(await send(en, reused.paperId, { paperName: '再次发送' }));
    expect(again.paperId).not.toBe(reused.paperId);
    expect(again.examId).not.toBe(first.examId);
    const rows = await db.select({ id: paperRecord.id, status: paperRecord.status, name: paperRecord.name }).from(paperRecord).where(eq(paperRecord.finePaperId, ef.paperId));
    expect(rows.filter((x) => x.id === reused.paperId || x.id === again.paperId).map((x) => [x.name, x.status]).sort()).toEqual([
      ['再次发送', 3],
      ['改编后发送', 3],
    ]);
  });

  it('sends a maths paper with multiple-choice keys and partial scores; a maths paper is not sent from the English library', async () => {
    const db = ctx.database.db;
    const ma = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    const mf = await mathsFixture(db, { name: '高一数学周测' });
    expectError(await ctx.call({ method: 'POST', url: URL_EN, token: ma, payload: printForm(mf.paperId, [c1]) }), 404, '40400', '试卷不存在');
    const r = expectOk(await ctx.call<PrintResult>({ method: 'POST', url: '/paper/math/fine-quality/send-print', token: ma, payload: printForm(mf.paperId, [c1]) }));
    const qs = await db.select().from(examQuestion).where(eq(examQuestion.examId, r.examId)).orderBy(asc(examQuestion.idx));
    expect(qs.map((q) => [q.questionNo, q.objective, q.choiceKind, q.answerKey, q.fullScore, q.partialScore])).toEqual([
      ['1', true, 'single', 'A', 5, 0],
      ['2', true, 'single', 'C', 5, 0],
      ['3', true, 'multiple', 'AC', 6, 3],
      ['4', false, null, null, 5, 0],
      ['5', false, null, null, 12, 0],
    ]);
    const g = (await db.select().from(examGroup).where(eq(examGroup.id, r.examGroupId)))[0]!;
    expect(g.markType).toBe(4);
    const sheet = docxText((await ctx.app.inject({ method: 'GET', url: r.answerSheetUrl, headers: { authorization: `Bearer ${ma}` } })).rawPayload);
    expect(sheet).toContain('5. 解答题（12分）');
  });
});

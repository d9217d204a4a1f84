/**
 * Send to print (docs/paper-centre.md "Send to print"), one API test per rule: each of the eight
 * empty-field checks alone, the date rules, the options the form disables, the marking mode, the
 * exam time, the paper, every answer-sheet length limit (at the limit and one over, with and
 * without sub-questions), and the classes. A refused send answers its exact message and writes
 * nothing: no record, no exam, the fine paper's use count and the record's status unchanged.
 * Next to them the sends that succeed.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDay, yesterdayOf } from '@app/contract';
import { examGroup, examGroupClazz, examQuestion, paperRecord } from '../src/db/schema.js';
import { storageKey } from '../src/modules/paper/files.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { abcd, buildFinePaper, buildTopic, englishFixture, mathsFixture, printForm } from './support/paper.js';
import { schoolCounts } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type PrintResult = { paperId: number; status: number; statusText: string; examId: number; examGroupId: number };
const URL_EN = '/paper/english/fine-quality/send-print';
const URL_EN_RECORD = '/paper/english/send-print';

const M = {
  DATE_FORMAT: '考试日期格式应为yyyy-MM-dd',
  DATE_TOO_EARLY: '考试日期不能早于昨天',
  ANSWER_TYPE: '题卡合一暂不支持，请选择题卡分离',
  SIZE: '暂只支持A3纸张',
  MARK_TYPE: '阅卷方式只能是班级混合阅卷或班级单独阅卷',
  EXAM_TIME: '考试时间应为1到600分钟',
  CLAZZ_NOT_FOUND: '考试班级不存在',
  CLAZZ_GRADE: '考试班级须为试卷所属年级的班级',
  CLAZZ_ONE_GRADE: '考试班级须属于同一年级',
  EMPTY: '试卷中没有试题，不能发送打印',
};
const LENGTH = {
  单项填空: '单项填空题量超过25道，请去改编试卷，以满足打印要求',
  阅读理解: '阅读理解小题量超过40道，请去改编试卷，以满足打印要求',
  七选五: '七选五题量超过3篇，请去改编试卷，以满足打印要求',
  完形填空: '完形填空小题量超过40道，请去改编试卷，以满足打印要求',
  任务型阅读: '任务型阅读题量超过2篇，请去改编试卷，以满足打印要求',
  语法填空: '语法填空题量超过2篇，请去改编试卷，以满足打印要求',
  短文改错: '短文改错题量超过2篇，请去改编试卷，以满足打印要求',
  书面表达: '书面表达题量超过2篇，请去改编试卷，以满足打印要求',
};
type LengthType = keyof typeof LENGTH;

describe('send-to-print rules', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let en: string;
  let colleague: string;
  let gradeLeader: string; // leads 高一: may view a record printed for 高一, not send it
  let otherSchool: string;
  let paperId: number; // the English fixture, grade 1
  let c1: number;
  let c2: number;
  let d1: number; // 高二(1)
  // The school's day (Asia/Shanghai), as the server checks it: from 16:00 UTC it is already tomorrow there.
  const today = schoolDay(new Date());
  const yesterday = yesterdayOf(today);

  const send = (payload: object, opts: { token?: string; url?: string } = {}) => ctx.call<PrintResult>({ method: 'POST', url: opts.url ?? URL_EN, token: opts.token ?? en, payload });
  const counts = () => schoolCounts(ctx.database.db, s.schoolId, paperId);
  /** A refused send: status, code and exact message; no record or exam written, use count as before. */
  const refused = async (payload: object, status: number, errCode: string, msg: string, opts: { token?: string; url?: string } = {}) => {
    const before = await counts();
    expectError(await send(payload, opts), status, errCode, msg);
    expect(await counts()).toEqual(before);
  };
  const form = (extra: Record<string, unknown> = {}, clazzIds = [c1]) => printForm(paperId, clazzIds, extra);

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    d1 = s.clazzIds[2]![0]!;
    en = await ctx.login(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }, { clazzId: c2, subjectId: 8 }] }));
    colleague = await ctx.login(await buildTeacher(db, s, { subjects: [8] }));
    gradeLeader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [8] }));
    otherSchool = await ctx.login(await buildTeacher(db, await buildSchool(db), { subjects: [8] }));
    paperId = (await englishFixture(db, { name: '打印规则英语卷' })).paperId;
  });
  afterAll(() => ctx.close());

  describe('the eight checks, each alone', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['paperName', { paperName: '   ' }, '试卷名称不能为空'],
      ['answerType', { answerType: null }, '打印方式不能为空'],
      ['paperSize', { paperSize: '' }, '试卷纸张不能为空'],
      ['sheetSize', { sheetSize: undefined }, '答题卡纸张不能为空'],
      ['examTime', { examTime: '' }, '考试时间不能为空'],
      ['examDate', { examDate: ' ' }, '考试日期不能为空'],
      ['markType', { markType: '' }, '阅卷方式不能为空'],
      ['clazzIds', { clazzIds: [] }, '考试班级不能为空'],
    ];
    for (const [field, blank, message] of cases) {
      it(`refuses an empty ${field}: ${message}`, async () => {
        await refused(form(blank), 400, '40000', message);
      });
    }
  });

  describe('dates, options, marking mode and exam time', () => {
    it('refuses a date that is not a real yyyy-MM-dd', async () => {
      for (const date of ['2026/09/01', '2026-9-1', '2026-02-30', '明天']) await refused(form({ examDate: date }), 400, '40000', M.DATE_FORMAT);
    });

    it('refuses a date before yesterday', async () => {
      await refused(form({ examDate: yesterdayOf(yesterday) }), 400, '40000', M.DATE_TOO_EARLY);
    });

    it('refuses 题卡合一 (or any answer type but 题卡分离)', async () => {
      await refused(form({ answerType: 0 }), 400, '40000', M.ANSWER_TYPE);
      await refused(form({ answerType: 2 }), 400, '40000', M.ANSWER_TYPE);
    });

    it('refuses A4 paper', async () => {
      await refused(form({ paperSize: 0 }), 400, '40000', M.SIZE);
    });

    it('refuses an A4 answer sheet', async () => {
      await refused(form({ sheetSize: 0 }), 400, '40000', M.SIZE);
    });

    it('refuses a marking mode other than 3 or 4', async () => {
      for (const markType of ['5', '0', 'x', 1]) await refused(form({ markType }), 400, '40000', M.MARK_TYPE);
    });

    it('refuses an exam time outside 1-600 minutes', async () => {
      await refused(form({ examTime: 0 }), 400, '40000', M.EXAM_TIME);
      await refused(form({ examTime: 601 }), 400, '40000', M.EXAM_TIME);
    });

    it('refuses an exam time that is not a whole number', async () => {
      await refused(form({ examTime: 'abc' }), 400, '40000', '参数examTime错误：考试时间必须是数字');
      await refused(form({ examTime: 90.5 }), 400, '40000', '参数examTime错误：考试时间必须是整数');
    });

    it('refuses an exam type outside 1-9', async () => {
      await refused(form({ examType: 0 }), 400, '40000', '参数examType错误：考试类型只能是1-9');
      await refused(form({ examType: 10 }), 400, '40000', '参数examType错误：考试类型只能是1-9');
    });

    it('sends with yesterday’s date, 1 minute and 班级混合阅卷 given as a number; the exam takes them', async () => {
      const before = await counts();
      const r = expectOk(await send(form({ examDate: yesterday, examTime: 1, markType: 3, examType: 5 })));
      const g = (await ctx.database.db.select().from(examGroup).where(eq(examGroup.id, r.examGroupId)))[0]!;
      expect(g).toMatchObject({ examDate: yesterday, markType: 3, type: 5 });
      const rec = (await ctx.database.db.select().from(paperRecord).where(eq(paperRecord.id, r.paperId)))[0]!;
      expect(rec).toMatchObject({ examDate: yesterday, examTime: 1, markType: 3, status: 3 });
      expect(await counts()).toEqual({ ...before, groups: before.groups + 1, exams: before.exams + 1, records: before.records + 1, sentRecords: before.sentRecords + 1, useCount: before.useCount! + 1 });
    });

    it('sends with today’s date, 600 minutes and 班级单独阅卷; the exam type defaults to 1', async () => {
      const r = expectOk(await send(form({ examDate: today, examTime: 600, markType: '4', examType: undefined })));
      const g = (await ctx.database.db.select().from(examGroup).where(eq(examGroup.id, r.examGroupId)))[0]!;
      expect(g).toMatchObject({ examDate: today, markType: 4, type: 1 });
      expect((await ctx.database.db.select().from(paperRecord).where(eq(paperRecord.id, r.paperId)))[0]!.examTime).toBe(600);
    });
  });

  describe('the paper', () => {
    it('answers 404 for a paper that does not exist, or of another subject’s library', async () => {
      await refused(form({ paperId: 99999999 }), 404, '40400', '试卷不存在');
      const maths = (await mathsFixture(ctx.database.db, { name: '数学卷' })).paperId;
      await refused(printForm(maths, [c1]), 404, '40400', '试卷不存在');
    });

    it('refuses a paper without questions', async () => {
      const empty = await buildFinePaper(ctx.database.db, { subjectId: 8, grade: 1, groups: [] });
      await refused(printForm(empty, [c1]), 400, '40000', M.EMPTY);
    });

    it('refuses a colleague’s record (403) and another school’s (404); the record stays 正在编辑', async () => {
      const db = ctx.database.db;
      const theirs = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/english/fine-quality/adaptation/${paperId}`, token: colleague }));
      const foreign = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/english/fine-quality/adaptation/${paperId}`, token: otherSchool }));
      await refused(printForm(theirs.paperId, [c1], { paperType: 2 }), 403, '40300', '只能操作自己的组卷记录', { url: URL_EN_RECORD });
      await refused(printForm(foreign.paperId, [c1], { paperType: 2 }), 404, '40400', '组卷记录不存在', { url: URL_EN_RECORD });
      const statuses = await db.select({ status: paperRecord.status, examId: paperRecord.examId }).from(paperRecord).where(eq(paperRecord.id, theirs.paperId));
      expect(statuses).toEqual([{ status: 0, examId: null }]);
    });

    it('refuses a grade leader who may view a colleague’s record printed for the grade but not send it', async () => {
      const mine = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/english/fine-quality/adaptation/${paperId}`, token: en }));
      expectOk(await send(printForm(mine.paperId, [c1], { paperType: 2 }), { url: URL_EN_RECORD }));
      expectOk(await ctx.call({ method: 'GET', url: `/paper/english/detail/${mine.paperId}`, token: gradeLeader }));
      await refused(printForm(mine.paperId, [c1], { paperType: 2 }), 403, '40300', '只能操作自己的组卷记录', { url: URL_EN_RECORD, token: gradeLeader });
    });
  });

  describe('answer-sheet length limits', () => {
    /** Questions of a type, each with `slaves` sub-questions. */
    const topics = async (type: LengthType, n: number, slaves: number) => {
      const db = ctx.database.db;
      const out = [];
      for (let i = 0; i < n; i++) {
        const subs = Array.from({ length: slaves }, (_, j) => ({ title: `(${j + 1})`, options: abcd('A'), answer: 'A' }));
        const id = await buildTopic(db, { subjectId: 8, type, slaves: subs, options: slaves ? [] : abcd('B'), answer: slaves ? '' : 'B' });
        out.push({ topicId: id, type, slaveCount: slaves, score: 1 });
      }
      return out;
    };
    const paper = async (parts: { type: LengthType; n: number; slaves: number }[]) => {
      const groups = [];
      for (const p of parts) groups.push({ typeName: p.type, topics: await topics(p.type, p.n, p.slaves) });
      return buildFinePaper(ctx.database.db, { subjectId: 8, grade: 1, groups });
    };
    /** At the limit the length checks pass: the send goes on to the class check (a 高二 class). */
    const passesLength = async (id: number) => refused(printForm(id, [d1]), 400, '40000', M.CLAZZ_GRADE);
    const overLength = async (id: number, type: LengthType) => refused(printForm(id, [c1]), 400, '40000', LENGTH[type]);

    it('单项填空: 25 questions pass, 26 are refused', async () => {
      await passesLength(await paper([{ type: '单项填空', n: 25, slaves: 0 }]));
      await overLength(await paper([{ type: '单项填空', n: 26, slaves: 0 }]), '单项填空');
    });

    it('阅读理解 counts sub-questions: 40 pass, 41 are refused', async () => {
      await passesLength(await paper([{ type: '阅读理解', n: 10, slaves: 4 }]));
      await overLength(await paper([{ type: '阅读理解', n: 10, slaves: 4 }, { type: '阅读理解', n: 1, slaves: 1 }]), '阅读理解');
    });

    it('阅读理解 without sub-questions counts one per passage: 40 pass, 41 are refused', async () => {
      await passesLength(await paper([{ type: '阅读理解', n: 40, slaves: 0 }]));
      await overLength(await paper([{ type: '阅读理解', n: 41, slaves: 0 }]), '阅读理解');
    });

    it('完形填空 counts sub-questions: 40 pass, 41 are refused', async () => {
      await passesLength(await paper([{ type: '完形填空', n: 2, slaves: 20 }]));
      await overLength(await paper([{ type: '完形填空', n: 2, slaves: 20 }, { type: '完形填空', n: 1, slaves: 1 }]), '完形填空');
    });

    it('完形填空 without sub-questions counts one per passage: 41 are refused', async () => {
      await overLength(await paper([{ type: '完形填空', n: 41, slaves: 0 }]), '完形填空');
    });

    it('七选五 counts passages, not sub-questions: 3 of 5 blanks pass, 4 are refused (with or without sub-questions)', async () => {
      await passesLength(await paper([{ type: '七选五', n: 3, slaves: 5 }]));
      await overLength(await paper([{ type: '七选五', n: 4, slaves: 5 }]), '七选五');
      await overLength(await paper([{ type: '七选五', n: 4, slaves: 0 }]), '七选五');
    });

    for (const type of ['任务型阅读', '语法填空', '短文改错'] as const) {
      it(`${type} counts passages: 2 with sub-questions pass, 3 are refused (with or without sub-questions)`, async () => {
        await passesLength(await paper([{ type, n: 2, slaves: 10 }]));
        await overLength(await paper([{ type, n: 3, slaves: 10 }]), type);
        await overLength(await paper([{ type, n: 3, slaves: 0 }]), type);
      });
    }

    it('书面表达 (no sub-questions): 2 pass, 3 are refused', async () => {
      await passesLength(await paper([{ type: '书面表达', n: 2, slaves: 0 }]));
      await overLength(await paper([{ type: '书面表达', n: 3, slaves: 0 }]), '书面表达');
    });

    it('with several limits broken the first in the table speaks', async () => {
      await overLength(await paper([{ type: '书面表达', n: 3, slaves: 0 }, { type: '七选五', n: 4, slaves: 0 }]), '七选五');
    });

    it('a paper with every type at its limit is sent, one exam question per scored item', async () => {
      const id = await paper([
        { type: '单项填空', n: 25, slaves: 0 },
        { type: '阅读理解', n: 10, slaves: 4 },
        { type: '七选五', n: 3, slaves: 5 },
        { type: '完形填空', n: 2, slaves: 20 },
        { type: '任务型阅读', n: 2, slaves: 5 },
        { type: '语法填空', n: 2, slaves: 10 },
        { type: '短文改错', n: 2, slaves: 10 },
        { type: '书面表达', n: 2, slaves: 0 },
      ]);
      const r = expectOk(await send(printForm(id, [c1])));
      const qs = await ctx.database.db.select({ no: examQuestion.questionNo }).from(examQuestion).where(eq(examQuestion.examId, r.examId));
      // 25 + 40 + 15 + 40 + 10 + 20 + 20 + 2 scored items.
      expect(qs).toHaveLength(172);
    }, 60_000);
  });

  describe('the classes', () => {
    it('refuses a class of another school, or one that does not exist', async () => {
      const other = await buildSchool(ctx.database.db);
      await refused(form({}, [c1, other.clazzIds[1]![0]!]), 400, '40000', M.CLAZZ_NOT_FOUND);
      await refused(form({}, [99999999]), 400, '40000', M.CLAZZ_NOT_FOUND);
    });

    it('refuses classes of two grades', async () => {
      await refused(form({}, [c1, d1]), 400, '40000', M.CLAZZ_ONE_GRADE);
    });

    it('refuses a class of another grade than the paper’s', async () => {
      await refused(form({}, [d1]), 400, '40000', M.CLAZZ_GRADE);
    });

    it('refuses a record made from a fine paper for a class of another grade than that paper’s; the record stays 正在编辑', async () => {
      const mine = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/english/fine-quality/adaptation/${paperId}`, token: en }));
      await refused(printForm(mine.paperId, [d1], { paperType: 2 }), 400, '40000', M.CLAZZ_GRADE, { url: URL_EN_RECORD });
      expect((await ctx.database.db.select({ status: paperRecord.status }).from(paperRecord).where(eq(paperRecord.id, mine.paperId)))[0]!.status).toBe(0);
      // The same record for its grade's classes is sent in place: the record itself becomes 发送打印.
      const r = expectOk(await send(printForm(mine.paperId, [c2], { paperType: 2 }), { url: URL_EN_RECORD }));
      expect(r).toMatchObject({ paperId: mine.paperId, status: 3, statusText: '发送打印' });
    });

    it('sends a composed record (no paper grade) to any one grade', async () => {
      const db = ctx.database.db;
      const t1 = await buildTopic(db, { subjectId: 8, type: '单项填空', options: abcd('C'), answer: 'C' });
      const t2 = await buildTopic(db, { subjectId: 8, type: '书面表达' });
      for (const t of [t1, t2]) expectOk(await ctx.call({ method: 'GET', url: `/paper/search/source/join_test_basket/${t}`, token: en }));
      const composed = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: '/paper/basket/compose', token: en, payload: { subjectId: 8, paperName: '自组英语卷' } }));
      const r = expectOk(await send(printForm(composed.paperId, [d1], { paperType: 2 }), { url: URL_EN_RECORD }));
      const g = (await db.select().from(examGroup).where(eq(examGroup.id, r.examGroupId)))[0]!;
      expect(g.gradeId).toBe(s.gradeIds[2]);
    });

    it('sends a fine paper for a class listed twice as one class; the record, exam, questions and files are written', async () => {
      const db = ctx.database.db;
      const before = await counts();
      const res = await send(form({ paperName: '  高一英语打印卷  ' }, [c2, c1, c2]));
      const r = expectOk(res);
      expect(res.body.errMsg).toBe('发送成功');
      expect(r).toMatchObject({ status: 3, statusText: '发送打印' });
      expect(await counts()).toEqual({ ...before, groups: before.groups + 1, exams: before.exams + 1, records: before.records + 1, sentRecords: before.sentRecords + 1, useCount: before.useCount! + 1 });
      expect((await db.select().from(paperRecord).where(eq(paperRecord.id, r.paperId)))[0]).toMatchObject({ name: '高一英语打印卷', clazzIds: [c2, c1], finePaperId: paperId, answerType: 1, paperSize: 1, sheetSize: 1, examId: r.examId, examGroupId: r.examGroupId });
      const classes = await db.select({ id: examGroupClazz.clazzId }).from(examGroupClazz).where(eq(examGroupClazz.examGroupId, r.examGroupId)).orderBy(asc(examGroupClazz.clazzId));
      expect(classes.map((c) => c.id)).toEqual([c1, c2].sort((a, b) => a - b));
      expect((await db.select().from(examGroup).where(eq(examGroup.id, r.examGroupId)))[0]).toMatchObject({ name: '高一英语打印卷', gradeId: s.gradeIds[1] });
      expect(await db.select({ no: examQuestion.questionNo }).from(examQuestion).where(eq(examQuestion.examId, r.examId))).toHaveLength(7);
      for (const kind of ['paper', 'paper-answer', 'answer-sheet'] as const) expect(await ctx.storage.get(storageKey(r.paperId, kind))).not.toBeNull();
    });
  });
});

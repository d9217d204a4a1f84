/** Test records (组卷记录), the record detail and its actions, the basket, composing and the maths two-way table over HTTP. */
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStudent, paperRecord } from '../src/db/schema.js';
import { expectAuthRequired, expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { docxText, englishFixture, mathsFixture, printForm, type EnglishFixture, type MathsFixture } from './support/paper.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Item = { paperId: number; paperName: string; status: number; statusText: string; statusClass: string; canDelete: number; completeRatio: number | null; isHide: number; clazzName: string; author: string };
type List = { list: Item[]; total: number; pageIndex: number; pageSize: number; semesters: { current: { semesterId: number; semesterName: string }[]; finished: { semesterId: number; semesterName: string }[] } };
type Topic = { topicId: number; topicNo: string; score: number; isCollect: number; isAddTopic: number };
type Detail = { paperId: number; paperName: string; examTime: number; totalScore: number; author: string; reviewer: string; examDate: string | null; status: number; statusText: string; topicTotalCount: number; subjectId: number; finePaperId: number | null; isMine: number; topicTypes: { typeNoCn: string; typeName: string; topicCount: number; typeScore: number; paperTopics: Topic[] }[] };
type Basket = { topicTotalCount: number; totalScore: number; groups: { typeNoCn: string; typeName: string; typeScore: number; topics: { topicId: number; score: number; defaultScore: number; topicNo: string }[] }[] };

describe('test records, basket and two-way table', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let en: string;
  let enName: string;
  let en2: string;
  let leader: string;
  let other: string;
  let ef: EnglishFixture;
  let mf: MathsFixture;
  let c1: number;
  let c2: number;
  const list = (token: string, payload: Record<string, unknown> = {}) => ctx.call<List>({ method: 'POST', url: '/paper/english/list', token, payload });
  const reuse = async (token = en) => expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/english/fine-quality/adaptation/${ef.paperId}`, token })).paperId;
  const setRecord = (id: number, v: Partial<typeof paperRecord.$inferInsert>) => ctx.database.db.update(paperRecord).set(v).where(eq(paperRecord.id, id));

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    const t = await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }, { clazzId: c2, subjectId: 8 }] });
    en = await ctx.login(t);
    enName = `教师${t.account.slice(-4)}`;
    en2 = await ctx.login(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: s.clazzIds[1]![2]!, subjectId: 8 }] }));
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [8] }));
    other = await ctx.login(await buildTeacher(db, await buildSchool(db), { subjects: [8] }));
    ef = await englishFixture(db, { name: '高一英语测试卷' });
    mf = await mathsFixture(db, { name: '高一数学测试卷' });
  });
  afterAll(() => ctx.close());

  it('requires a token', async () => {
    await expectAuthRequired(ctx, { method: 'POST', url: '/paper/english/list', payload: {} });
    await expectAuthRequired(ctx, { method: 'GET', url: '/paper/basket?subjectId=8' });
    await expectAuthRequired(ctx, { method: 'GET', url: '/paper/basket/count?subjectId=8' });
    await expectAuthRequired(ctx, { method: 'GET', url: '/paper/math/two-way-table/1' });
  });

  it('lists records in the list reading of statuses: 0↔2 swapped, filter, style class, delete and rate only where the spec says', async () => {
    const db = ctx.database.db;
    const ids = { editing: await reuse(), complete: await reuse(), ended: await reuse(), sent: await reuse(), scanned: await reuse() };
    expectOk(await ctx.call<{ examId: number }>({ method: 'POST', url: '/paper/english/send-print', token: en, payload: printForm(ids.sent, [c1, c2], { paperType: 2, paperName: '已发送' }) }));
    const done = expectOk(await ctx.call<{ examId: number }>({ method: 'POST', url: '/paper/english/send-print', token: en, payload: printForm(ids.complete, [c1, c2], { paperType: 2, paperName: '已阅卷' }) }));
    await setRecord(ids.complete, { status: 1 });
    // A second completed record on the same page, for one class, with one absent student: the
    // page's rates come from grouped counts, each record still its own exam and classes.
    const ratioTwo = await reuse();
    const doneTwo = expectOk(await ctx.call<{ examId: number }>({ method: 'POST', url: '/paper/english/send-print', token: en, payload: printForm(ratioTwo, [c2], { paperType: 2, paperName: '单班阅卷' }) }));
    await setRecord(ratioTwo, { status: 1 });
    await db.insert(examStudent).values(s.studentIds[c2]!.map((studentId, i) => ({ examId: doneTwo.examId, studentId, clazzId: c2, absent: i === 0, scores: [1, 1, 2, 2, 2, 2, 8] })));
    await setRecord(ids.ended, { status: 2, name: '考试结束的' });
    await setRecord(ids.scanned, { status: 4, name: '已扫描' });
    // Three of the six students have results: a submission rate of 0.5.
    await db.insert(examStudent).values(s.studentIds[c1]!.map((studentId) => ({ examId: done.examId, studentId, clazzId: c1, scores: [1, 1, 2, 2, 2, 2, 8] })));
    const res = expectOk(await list(en));
    const by = (id: number) => res.list.find((x) => x.paperId === id)!;
    expect(by(ids.editing)).toMatchObject({ status: 2, statusText: '正在编辑', statusClass: 'paper-status-2', canDelete: 1, completeRatio: null, author: enName });
    expect(by(ids.complete)).toMatchObject({ status: 1, statusText: '完成阅卷', statusClass: 'paper-status-1', canDelete: 0, completeRatio: 0.5, clazzName: '高一(1)班、高一(2)班' });
    expect(by(ratioTwo).completeRatio).toBeCloseTo((s.studentIds[c2]!.length - 1) / s.studentIds[c2]!.length, 10);
    expect(by(ids.ended)).toMatchObject({ status: 0, statusText: '考试结束', canDelete: 0, completeRatio: null });
    expect(by(ids.sent)).toMatchObject({ status: 3, statusText: '发送打印', statusClass: 'paper-status-3', canDelete: 0, completeRatio: null });
    expect(by(ids.scanned)).toMatchObject({ status: 4, statusText: '扫描成功', statusClass: 'paper-status-4', canDelete: 0 });
    // The status filter speaks the list's reading.
    for (const [filter, expected] of [
      [3, [ids.sent]],
      [4, [ids.scanned]],
      [1, [ratioTwo, ids.complete]],
      [2, [ids.editing]],
    ] as const) {
      const f = expectOk(await list(en, { paperStatus: filter }));
      expect(f.list.map((x) => x.paperId)).toEqual(expected);
    }
    expectValidation(await list(en, { paperStatus: 5 }), 'paperStatus', '试卷状态只能是1-4');
    expect(expectOk(await list(en, { paperName: '已扫' })).list.map((x) => x.paperId)).toEqual([ids.scanned]);
    expect(expectOk(await list(en, { clazzId: c2 })).list.map((x) => x.paperId).sort()).toEqual([ids.sent, ids.complete, ratioTwo].sort());
    // Others see nothing of it.
    expect(expectOk(await list(en2)).total).toBe(0);
    expect(expectOk(await list(other)).total).toBe(0);
    // Deleting: only list status 2, checked on the server.
    for (const id of [ids.complete, ratioTwo, ids.ended, ids.sent, ids.scanned]) expectError(await ctx.call({ method: 'DELETE', url: `/paper/english/delete/${id}`, token: en }), 409, '40900', '只有正在编辑的试卷可以删除');
    expectError(await ctx.call({ method: 'DELETE', url: `/paper/english/delete/${ids.editing}`, token: en2 }), 403, '40300', '只能操作自己的组卷记录');
    expectError(await ctx.call({ method: 'DELETE', url: `/paper/english/delete/${ids.editing}`, token: other }), 404, '40400', '组卷记录不存在');
    const del = await ctx.call({ method: 'DELETE', url: `/paper/english/delete/${ids.editing}`, token: en });
    expectOk(del);
    expect(del.body.errMsg).toBe('删除成功');
    const left = expectOk(await list(en)).list.map((x) => x.paperId);
    expect(left).toContain(ids.complete);
    expect(left).not.toContain(ids.editing);
  });

  it('pages by 10, hides and un-hides with a hidden filter, and groups semesters as current and finished', async () => {
    for (let i = 0; i < 8; i += 1) await reuse();
    const p1 = expectOk(await list(en));
    expect(p1.pageSize).toBe(10);
    expect(p1.list).toHaveLength(10);
    const p2 = expectOk(await list(en, { pageIndex: 2 }));
    expect(p2.list).toHaveLength(p1.total - 10);
    const target = p1.list[0]!.paperId;
    expect(expectOk(await ctx.call({ method: 'PUT', url: `/paper/english/hide/${target}`, token: en, payload: { isHide: 1 } }))).toEqual({ isHide: 1 });
    expect(expectOk(await list(en)).total).toBe(p1.total - 1);
    const hidden = expectOk(await list(en, { isHide: 1 }));
    expect(hidden.list.map((x) => [x.paperId, x.isHide])).toEqual([[target, 1]]);
    expectError(await ctx.call({ method: 'PUT', url: `/paper/english/hide/${target}`, token: en2, payload: { isHide: 0 } }), 403, '40300');
    expectValidation(await ctx.call({ method: 'PUT', url: `/paper/english/hide/${target}`, token: en, payload: { isHide: 2 } }), 'isHide', '隐藏标记只能是0或1');
    expectOk(await ctx.call({ method: 'PUT', url: `/paper/english/hide/${target}`, token: en, payload: { isHide: 0 } }));
    expect(expectOk(await list(en, { isHide: 1 })).total).toBe(0);
    // A record of the finished semester shows under that semester only.
    await setRecord(target, { semesterId: s.finishedSemesterId });
    expect(expectOk(await list(en, { semesterId: s.finishedSemesterId })).list.map((x) => x.paperId)).toEqual([target]);
    const current = expectOk(await list(en)).list.map((x) => x.paperId);
    expect(current.length).toBeGreaterThan(0);
    expect(current).not.toContain(target);
    expect(p1.semesters).toEqual({ current: [{ semesterId: s.currentSemesterId, semesterName: '2026-2027学年第一学期' }], finished: [{ semesterId: s.finishedSemesterId, semesterName: '2025-2026学年第二学期' }] });
    // The hidden semester (isShow 0) is listed only for a school master on the principal client.
    const finishedNames = (l: List) => l.semesters.finished.map((x) => x.semesterName);
    const master = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post: 5 }], subjects: [8] }));
    expect(finishedNames(expectOk(await list(master, { source: 'principal' })))).toEqual(['2025-2026学年第二学期', '2025-2026学年第一学期']);
    expect(finishedNames(expectOk(await list(master)))).toEqual(['2025-2026学年第二学期']);
    expect(finishedNames(expectOk(await list(en, { source: 'principal' })))).toEqual(['2025-2026学年第二学期']);
  });

  it('shows the record detail with the header fields, groups and flags; a grade leader may view a printed record', async () => {
    const id = await reuse();
    let d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/detail/${id}`, token: en }));
    expect(d).toMatchObject({ paperId: id, paperName: '高一英语测试卷', examTime: 100, totalScore: 20, author: enName, reviewer: '', examDate: null, status: 0, statusText: '正在编辑', topicTotalCount: 7, subjectId: 8, finePaperId: ef.paperId, isMine: 1 });
    expect(d.topicTypes.map((g) => `${g.typeNoCn}、${g.typeName} ${g.topicCount} ${g.typeScore}`)).toEqual(['一、单项填空 2 2', '二、阅读理解 2 4', '三、七选五 2 4', '四、书面表达 1 10']);
    // Per-question actions of the detail (English plain-paper paths).
    expect(expectOk(await ctx.call({ method: 'POST', url: `/paper/english/collect-topic/${id}/${ef.topicIds.reading}`, token: en }))).toEqual({ isCollect: 1 });
    expect(expectOk(await ctx.call({ method: 'POST', url: `/paper/english/topic/${id}/${ef.topicIds.writing}`, token: en }))).toMatchObject({ isAddTopic: 1 });
    d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/detail/${id}`, token: en }));
    const flags = d.topicTypes.flatMap((g) => g.paperTopics).map((t) => [t.topicNo, t.isCollect, t.isAddTopic]);
    expect(flags).toEqual([
      ['1', 0, 0],
      ['2', 0, 0],
      ['3', 1, 0],
      ['5', 0, 0],
      ['7', 0, 1],
    ]);
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/english/cancel-collect-topic/${ef.topicIds.reading}`, token: en }))).toEqual({ isCollect: 0 });
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/english/cancel-topic/${ef.topicIds.writing}`, token: en }))).toMatchObject({ isAddTopic: 0 });
    expectOk(await ctx.call({ method: 'POST', url: '/paper/english/topic-error', token: en, payload: { topicId: ef.topicIds.single1, paperId: id, errorType: [1], errorInfo: '' } }));
    const a = expectOk(await ctx.call<{ totalDiff: { topicNum: number; topicScore: number }; paperDifficultyText: string }>({ method: 'GET', url: `/paper/english/analysis/2/${id}`, token: en }));
    expect(a).toMatchObject({ totalDiff: { topicNum: 7, topicScore: 20 }, paperDifficultyText: '中档偏难' });
    // Not the author: forbidden; another school: missing; a maths path: missing.
    expectError(await ctx.call({ method: 'GET', url: `/paper/english/detail/${id}`, token: en2 }), 403, '40300', '只能操作自己的组卷记录');
    expectError(await ctx.call({ method: 'GET', url: `/paper/english/detail/${id}`, token: other }), 404, '40400', '组卷记录不存在');
    expectError(await ctx.call({ method: 'GET', url: `/paper/math/detail/${id}`, token: en }), 404, '40400', '组卷记录不存在');
    expectError(await ctx.call({ method: 'GET', url: `/paper/english/detail/${id}`, token: leader }), 403, '40300');
    // Once printed for 高一 classes, the 高一 leader may view it (not change it).
    expectOk(await ctx.call({ method: 'POST', url: '/paper/english/send-print', token: en, payload: printForm(id, [c1], { paperType: 2 }) }));
    d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/detail/${id}`, token: leader }));
    expect(d).toMatchObject({ status: 3, statusText: '发送打印', isMine: 0, examDate: printForm(0, []).examDate });
    expectError(await ctx.call({ method: 'PUT', url: `/paper/english/hide/${id}`, token: leader, payload: { isHide: 1 } }), 403, '40300');
    // 复用本卷 of a record: a new record of the viewer's, being edited.
    const copy = expectOk(await ctx.call<{ paperId: number; status: number }>({ method: 'POST', url: `/paper/english/adaptation/${id}`, token: leader }));
    expect(copy.status).toBe(0);
    expect(expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/detail/${copy.paperId}`, token: leader })).isMine).toBe(1);
  });

  it('keeps a basket grouped by type with default scores; reorders, scores, removes, clears and composes a paper record', async () => {
    const B = '/paper/basket';
    const basket = async (token = en) => expectOk(await ctx.call<Basket>({ method: 'GET', url: `${B}?subjectId=8`, token }));
    // The header's light count must equal the whole basket's topicTotalCount.
    const countOf = async (token = en) => expectOk(await ctx.call<{ topicTotalCount: number }>({ method: 'GET', url: `${B}/count?subjectId=8`, token }));
    const expectCountMatches = async (token = en) => expect(await countOf(token)).toEqual({ topicTotalCount: (await basket(token)).topicTotalCount });
    expectOk(await ctx.call({ method: 'DELETE', url: `${B}?subjectId=8`, token: en }));
    for (const id of [ef.topicIds.writing, ef.topicIds.single1, ef.topicIds.reading, ef.topicIds.single2]) expectOk(await ctx.call({ method: 'GET', url: `/paper/search/source/join_test_basket/${id}`, token: en }));
    let b = await basket();
    expect(b.groups.map((g) => [g.typeNoCn, g.typeName, g.typeScore])).toEqual([
      ['一', '书面表达', 25],
      ['二', '单项填空', 2],
      ['三', '阅读理解', 4],
    ]);
    expect(b.groups[1]!.topics.map((t) => [t.topicId, t.score, t.defaultScore])).toEqual([
      [ef.topicIds.single1, 1, 1],
      [ef.topicIds.single2, 1, 1],
    ]);
    expect(b).toMatchObject({ topicTotalCount: 4, totalScore: 31 });
    // A passage (阅读理解 with sub-questions) counts once, as in the basket.
    expect(await countOf()).toEqual({ topicTotalCount: 4 });
    await expectCountMatches();
    expect(expectOk(await ctx.call<{ topicTotalCount: number }>({ method: 'GET', url: `${B}/count?subjectId=3`, token: en }))).toEqual({ topicTotalCount: 0 });
    for (const bad of ['abc', '0', '']) expectValidation(await ctx.call({ method: 'GET', url: `${B}/count?subjectId=${bad}`, token: en }), '学科ID');
    expectValidation(await ctx.call({ method: 'GET', url: `${B}/count`, token: en }), '学科ID');
    b = expectOk(await ctx.call<Basket>({ method: 'PUT', url: `${B}/order`, token: en, payload: { subjectId: 8, topicIds: [ef.topicIds.single2, ef.topicIds.single1, ef.topicIds.reading] } }));
    expect(b.groups.map((g) => g.typeName)).toEqual(['单项填空', '阅读理解', '书面表达']);
    expect(b.groups[0]!.topics.map((t) => [t.topicId, t.topicNo])).toEqual([
      [ef.topicIds.single2, '1'],
      [ef.topicIds.single1, '2'],
    ]);
    expect(b.groups[1]!.topics[0]!.topicNo).toBe('3');
    expect(b.groups[2]!.topics[0]!.topicNo).toBe('5');
    expectValidation(await ctx.call({ method: 'PUT', url: `${B}/order`, token: en, payload: { subjectId: 8, topicIds: [mf.topicIds[0]] } }), '', `试题${mf.topicIds[0]}不在试题篮中`);
    expectOk(await ctx.call<Basket>({ method: 'PUT', url: `${B}/score`, token: en, payload: { subjectId: 8, typeName: '单项填空', score: 2 } }));
    b = expectOk(await ctx.call<Basket>({ method: 'PUT', url: `${B}/score`, token: en, payload: { subjectId: 8, topicId: ef.topicIds.writing, score: 20 } }));
    expect(b.totalScore).toBe(2 + 2 + 4 + 20);
    expectValidation(await ctx.call({ method: 'PUT', url: `${B}/score`, token: en, payload: { subjectId: 8, score: 2 } }), 'topicId', '请选择试题或题型');
    expectValidation(await ctx.call({ method: 'PUT', url: `${B}/score`, token: en, payload: { subjectId: 8, topicId: ef.topicIds.writing, score: 0 } }), 'score', '分值须大于0');
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `${B}/topic/${ef.topicIds.reading}`, token: en }))).toMatchObject({ isAddTopic: 0, basketCount: 3 });
    expect(await countOf()).toEqual({ topicTotalCount: 3 });
    await expectCountMatches();
    // Another teacher's basket is their own.
    expect((await basket(en2)).topicTotalCount).toBe(0);
    expect(await countOf(en2)).toEqual({ topicTotalCount: 0 });
    expectValidation(await ctx.call({ method: 'POST', url: `${B}/compose`, token: en, payload: { subjectId: 8, paperName: ' ' } }), 'paperName', '试卷名称不能为空');
    const before = expectOk(await ctx.call<{ makePaper: number }>({ method: 'GET', url: '/base/teacher/business/data?subjectId=8', token: en })).makePaper;
    const made = expectOk(await ctx.call<{ paperId: number; status: number; statusText: string }>({ method: 'POST', url: `${B}/compose`, token: en, payload: { subjectId: 8, paperName: '我的组卷', testType: 2 } }));
    expect(made).toMatchObject({ status: 0, statusText: '正在编辑' });
    expect(expectOk(await ctx.call<{ makePaper: number }>({ method: 'GET', url: '/base/teacher/business/data?subjectId=8', token: en })).makePaper).toBe(before + 1);
    expect((await basket()).topicTotalCount).toBe(0);
    expect(await countOf()).toEqual({ topicTotalCount: 0 });
    const d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/detail/${made.paperId}`, token: en }));
    expect(d).toMatchObject({ paperName: '我的组卷', totalScore: 24, finePaperId: null, status: 0 });
    expect(d.topicTypes.map((g) => [g.typeNoCn, g.typeName, g.paperTopics.map((t) => [t.topicNo, t.score])])).toEqual([
      ['一', '单项填空', [['1', 2], ['2', 2]]],
      ['二', '书面表达', [['3', 20]]],
    ]);
    const listed = expectOk(await list(en, { paperStatus: 2 })).list.find((x) => x.paperId === made.paperId);
    expect(listed).toMatchObject({ statusText: '正在编辑', canDelete: 1 });
    expectValidation(await ctx.call({ method: 'POST', url: `${B}/compose`, token: en, payload: { subjectId: 8, paperName: '空篮子' } }), '', '试题篮中没有试题');
    // A composed record has no grade of its own: its classes must share one.
    expectError(await ctx.call({ method: 'POST', url: '/paper/english/send-print', token: en, payload: printForm(made.paperId, [c1, s.clazzIds[2]![0]!], { paperType: 2 }) }), 400, '40000', '考试班级须属于同一年级');
  });

  it('sets question scores of a record being edited only (paper/score)', async () => {
    const ma = await ctx.login(await buildTeacher(ctx.database.db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    const r = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/math/fine-quality/adaptation/${mf.paperId}`, token: ma })).paperId;
    const res = expectOk(await ctx.call({ method: 'POST', url: '/paper/math/fine-quality/paper/score', token: ma, payload: { paperId: r, scores: [{ topicId: mf.topicIds[4], score: 15 }] } }));
    expect(res).toEqual({ paperId: r, totalScore: 36 });
    expectValidation(await ctx.call({ method: 'POST', url: '/paper/math/fine-quality/paper/score', token: ma, payload: { paperId: r, scores: [{ topicId: ef.topicIds.single1, score: 1 }] } }), '', `试题${ef.topicIds.single1}不在该试卷中`);
    expectError(await ctx.call({ method: 'POST', url: '/paper/math/fine-quality/paper/score', token: en, payload: { paperId: r, scores: [{ topicId: mf.topicIds[4], score: 1 }] } }), 403, '40300');
    await setRecord(r, { status: 3 });
    expectError(await ctx.call({ method: 'POST', url: '/paper/math/fine-quality/paper/score', token: ma, payload: { paperId: r, scores: [{ topicId: mf.topicIds[4], score: 1 }] } }), 409, '40900', '只有正在编辑的试卷可以修改');
  });

  it('creates, shows, recreates and downloads the maths two-way table', async () => {
    const ma = await ctx.login(await buildTeacher(ctx.database.db, s, { subjects: [3], teaches: [{ clazzId: c2, subjectId: 3 }] }));
    const r = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/math/fine-quality/adaptation/${mf.paperId}`, token: ma })).paperId;
    const T = `/paper/math/two-way-table/${r}`;
    expectError(await ctx.call({ method: 'GET', url: T, token: ma }), 404, '40400', '尚未生成双向细目表');
    type Table = { totalScore: number; rows: { topicNo: string; typeName: string; score: number; difficultyText: string; kpNames: string[] }[]; kpSummary: { kpName: string; topicNos: string[]; score: number; scoreByDifficulty: number[] }[]; difficultyNames: string[]; createdAt: string };
    const t = expectOk(await ctx.call<Table>({ method: 'POST', url: T, token: ma }));
    expect(t.totalScore).toBe(33);
    expect(t.rows.map((x) => [x.topicNo, x.typeName, x.score, x.difficultyText])).toEqual([
      ['1', '单选题', 5, '易'],
      ['2', '单选题', 5, '中档偏易'],
      ['3', '多选题', 6, '中档偏难'],
      ['4', '填空题', 5, '中档偏易'],
      ['5', '解答题', 12, '难'],
    ]);
    expect(t.difficultyNames).toEqual(['超易', '易', '中档偏易', '中档偏难', '难', '超难']);
    const fc = t.kpSummary.find((k) => k.kpName === t.rows[0]!.kpNames[0])!;
    expect(fc).toMatchObject({ score: 22, scoreByDifficulty: [0, 5, 5, 0, 12, 0] });
    expect(expectOk(await ctx.call<Table>({ method: 'GET', url: T, token: ma }))).toEqual(t);
    // Create again returns the stored table; recreate follows the current scores.
    expect(expectOk(await ctx.call<Table>({ method: 'POST', url: T, token: ma })).createdAt).toBe(t.createdAt);
    expectOk(await ctx.call({ method: 'POST', url: '/paper/math/fine-quality/paper/score', token: ma, payload: { paperId: r, scores: [{ topicId: mf.topicIds[4], score: 17 }] } }));
    expect(expectOk(await ctx.call<Table>({ method: 'PUT', url: `${T}/recreate`, token: ma })).totalScore).toBe(38);
    const xlsx = await ctx.app.inject({ method: 'GET', url: `${T}/download`, headers: { authorization: `Bearer ${ma}` } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['双向细目表', '知识点分布']);
    expect((wb.worksheets[0]!.getRow(2).values as unknown[]).slice(1)).toEqual(['题号', '题型', '分值', '难度', '知识点']);
    // Every figure of both downloads is the page's (the table as GET shows it after the recreate).
    const shown = expectOk(await ctx.call<Table>({ method: 'GET', url: T, token: ma }));
    const sheetRows = (ws: ExcelJS.Worksheet, from: number, n: number) => Array.from({ length: n }, (_, i) => (ws.getRow(from + i).values as unknown[]).slice(1).map((v) => v ?? ''));
    expect(sheetRows(wb.worksheets[0]!, 3, shown.rows.length + 1)).toEqual([
      ...shown.rows.map((x) => [x.topicNo, x.typeName, x.score, x.difficultyText, x.kpNames.join('、')]),
      ['合计', '', shown.totalScore, '', ''],
    ]);
    expect(sheetRows(wb.worksheets[1]!, 3, shown.kpSummary.length)).toEqual(shown.kpSummary.map((k) => [k.kpName, k.topicNos.join('、'), k.score, ...k.scoreByDifficulty]));
    const docx = await ctx.app.inject({ method: 'GET', url: `${T}/download?format=docx`, headers: { authorization: `Bearer ${ma}` } });
    const xml = docxText(docx.rawPayload);
    expect(xml).toContain('高一数学测试卷双向细目表');
    const wordRows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((tr) => [...tr[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((tc) => [...tc[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')));
    const num = (n: number) => String(Math.round(n * 10) / 10);
    expect(wordRows).toEqual([
      ['题号', '题型', '分值', '难度', '知识点'],
      ...shown.rows.map((x) => [x.topicNo, x.typeName, num(x.score), x.difficultyText, x.kpNames.join('、')]),
      ['合计', '', num(shown.totalScore), '', ''],
      ['知识点', '题号', '分值', ...shown.difficultyNames],
      ...shown.kpSummary.map((k) => [k.kpName, k.topicNos.join('、'), num(k.score), ...k.scoreByDifficulty.map(num)]),
    ]);
    expectValidation(await ctx.call({ method: 'GET', url: `${T}/download?format=pdf`, token: ma }), 'format', '格式只能是xlsx或docx');
    // Only for maths, only the author's.
    const english = await reuse();
    expectError(await ctx.call({ method: 'POST', url: `/paper/math/two-way-table/${english}`, token: en }), 400, '40000', '双向细目表只适用于数学试卷');
    expectError(await ctx.call({ method: 'POST', url: T, token: en }), 403, '40300');
    expectError(await ctx.call({ method: 'POST', url: T, token: other }), 404, '40400');
    // The maths test records list it.
    const mlist = expectOk(await ctx.call<List>({ method: 'POST', url: '/paper/math/list', token: ma, payload: {} }));
    expect(mlist.list.map((x) => [x.paperId, x.statusText])).toEqual([[r, '正在编辑']]);
    const rows = await ctx.database.db.select({ id: paperRecord.id }).from(paperRecord).where(inArray(paperRecord.id, [r]));
    expect(rows).toHaveLength(1);
  });
});

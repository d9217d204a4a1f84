/** Paper centre libraries over HTTP: lists and filters, detail, flags, collections, basket, error reports, comments, votes, use count, analysis, counters. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_POINTS } from '../src/db/reference-data/knowledge-points.js';
import { finePaper, topicError } from '../src/db/schema.js';
import { expectAuthRequired, expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { buildFinePaper, buildTopic, englishFixture, KP, mathsFixture, type EnglishFixture, type MathsFixture } from './support/paper.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Item = { paperId: number; paperName: string; category: string; isCollect: number; voteUp: number; voteDown: number; commentCount: number; useCount: number; provinceName: string; gradeName: string };
type Page<T> = { list: T[]; total: number; pageIndex: number; pageSize: number };
type Topic = { topicId: number; topicNo: string; score: number; listType: string; renderGroup: string; isCollect: number; isAddTopic: number; slaveTopicNos: string[]; topicOptions: { optionNo: string; isTrue: number }[]; difficultyText: string; knowledgePoints: { kpName: string }[] };
type Detail = { paperId: number; paperName: string; totalScore: number; topicTotalCount: number; myVote: number; topicTypes: { typeNoCn: string; typeName: string; topicCount: number; typeScore: number; paperTopics: Topic[] }[] };
type Counters = { collectPaper: number; collectTopic: number; makePaper: number; topicError: number };

const kpName = (id: number) => KNOWLEDGE_POINTS.find((k) => k.id === id)!.name;

describe('paper libraries', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let en: string;
  let ma: string;
  let other: string;
  let ef: EnglishFixture;
  let mf: MathsFixture;
  const counters = async (token: string, subjectId?: number) => expectOk(await ctx.call<Counters>({ method: 'GET', url: `/base/teacher/business/data${subjectId ? `?subjectId=${subjectId}` : ''}`, token }));

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    en = await ctx.login(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: s.clazzIds[1]![0]!, subjectId: 8 }] }));
    ma = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: s.clazzIds[1]![1]!, subjectId: 3 }] }));
    const s2 = await buildSchool(db);
    other = await ctx.login(await buildTeacher(db, s2, { subjects: [8] }));
    ef = await englishFixture(db, { name: '高一英语期中测试卷' });
    mf = await mathsFixture(db, { name: '高一数学期中测试卷' });
    await englishFixture(db, { name: '高三英语周测', grade: 3, category: '周月卷' });
    await mathsFixture(db, { name: '高二数学创新卷', grade: 2, category: '创新套卷' });
    await db.update(finePaper).set({ provinceId: 11, year: 2024 }).where(eq(finePaper.id, mf.paperId));
  });
  afterAll(() => ctx.close());

  it('requires a token on every library route', async () => {
    for (const [method, url] of [
      ['POST', '/paper/math/fine-quality/v2/list'],
      ['GET', '/paper/english/fine-quality/category'],
      ['GET', `/paper/math/fine-quality/topic/${mf.paperId}`],
      ['POST', `/paper/english/fine-quality/collect-topic/${ef.paperId}/${ef.topicIds.single1}`],
    ] as const) {
      await expectAuthRequired(ctx, { method, url, payload: method === 'POST' ? {} : undefined });
    }
  });

  it('lists the maths library with filters, categories and paging', async () => {
    const all = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/math/fine-quality/v2/list', token: ma, payload: {} }));
    expect(all.list.map((p) => p.paperName)).toEqual(expect.arrayContaining(['高一数学期中测试卷', '高二数学创新卷']));
    expect(all.list.every((p) => !p.paperName.includes('英语'))).toBe(true);
    expect(all.pageSize).toBe(10);
    const innovate = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/math/fine-quality/v2/list', token: ma, payload: { category: '创新套卷' } }));
    expect(innovate.list.map((p) => [p.paperName, p.gradeName])).toEqual([['高二数学创新卷', '高二']]);
    const zhejiang = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/math/fine-quality/v2/list', token: ma, payload: { provinceId: 11, year: 2024, keyword: '期中' } }));
    expect(zhejiang.list.map((p) => [p.paperName, p.provinceName])).toEqual([['高一数学期中测试卷', '浙江省']]);
    const grade3 = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/math/fine-quality/v2/list', token: ma, payload: { grade: 3 } }));
    expect(grade3.total).toBe(0);
    const cats = expectOk(await ctx.call<{ category: string; count: number }[]>({ method: 'POST', url: '/paper/math/fine-quality/v2/category', token: ma }));
    expect(cats).toEqual(expect.arrayContaining([{ category: '创新套卷', count: 1 }]));
    expectValidation(await ctx.call({ method: 'POST', url: '/paper/math/fine-quality/v2/list', token: ma, payload: { provinceId: 32 } }), 'provinceId', '省份只能是1-31或不限');
    expectValidation(await ctx.call({ method: 'POST', url: '/paper/math/fine-quality/v2/list', token: ma, payload: { category: '不存在' } }), 'category', '试卷分类不存在');
  });

  it('lists the English library and the 周月卷库', async () => {
    const page = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/english/fine-quality/page', token: en, payload: { pageIndex: 1, pageSize: 1 } }));
    expect(page).toMatchObject({ total: 2, pageIndex: 1, pageSize: 1 });
    // 最多使用: the most used paper first, whatever its year.
    const both = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/english/fine-quality/page', token: en, payload: {} })).list;
    const older = both.at(-1)!;
    await ctx.database.db.update(finePaper).set({ useCount: 500 }).where(eq(finePaper.id, older.paperId));
    const used = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/english/fine-quality/page', token: en, payload: { sort: 'used' } })).list;
    expect(used.map((p) => p.paperId)).toEqual([older.paperId, ...both.slice(0, -1).map((p) => p.paperId)]);
    expect(used[0]!.useCount).toBe(500);
    expectValidation(await ctx.call({ method: 'POST', url: '/paper/english/fine-quality/page', token: en, payload: { sort: 'hot' } }), 'sort', '排序只能是newest或used');
    await ctx.database.db.update(finePaper).set({ useCount: older.useCount }).where(eq(finePaper.id, older.paperId));
    const weekly = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/qxk/topic/paper-resource/paper/week-month-test/page', token: en, payload: { subjectId: 8 } }));
    expect(weekly.list.map((p) => [p.paperName, p.category])).toEqual([['高三英语周测', '周月卷']]);
    const detail = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/qxk/topic/paper-resource/paper/itemId/week-month-test/${weekly.list[0]!.paperId}`, token: en }));
    expect(detail.topicTypes).toHaveLength(4);
    expectError(await ctx.call({ method: 'GET', url: '/qxk/topic/paper-resource/paper/itemId/week-month-test/99999999', token: en }), 404, '40400', '试卷不存在');
  });

  it('shows a paper with type groups, numbering, scores, rendering groups and correct options', async () => {
    const d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/fine-quality/detail/${ef.paperId}`, token: en }));
    expect(d).toMatchObject({ paperName: '高一英语期中测试卷', totalScore: 20, topicTotalCount: 7 });
    expect(d.topicTypes.map((g) => [g.typeNoCn, g.typeName, g.topicCount, g.typeScore])).toEqual([
      ['一', '单项填空', 2, 2],
      ['二', '阅读理解', 2, 4],
      ['三', '七选五', 2, 4],
      ['四', '书面表达', 1, 10],
    ]);
    const topics = d.topicTypes.flatMap((g) => g.paperTopics);
    expect(topics.map((t) => [t.topicNo, t.listType, t.renderGroup])).toEqual([
      ['1', '单项填空', 'fill'],
      ['2', '单项填空', 'fill'],
      ['3', '阅读理解', 'reading'],
      ['5', '七选五', 'block'],
      ['7', '书面表达', 'fill'],
    ]);
    expect(topics[2]!.slaveTopicNos).toEqual(['3', '4']);
    expect(topics[0]!.topicOptions.filter((o) => o.isTrue === 1).map((o) => o.optionNo)).toEqual(['B']);
    expect(topics.map((t) => t.difficultyText)).toEqual(['一星', '三星', '三星', '四星', '五星']);
    expect(topics[0]!.knowledgePoints[0]!.kpName).toBe(kpName(KP.tense));
    // Each library answers for its own subject only.
    expectError(await ctx.call({ method: 'GET', url: `/paper/math/fine-quality/topic/${ef.paperId}`, token: ma }), 404, '40400', '试卷不存在');
    expectValidation(await ctx.call({ method: 'GET', url: '/paper/english/fine-quality/detail/abc', token: en }), 'paperId', '试卷ID必须是数字');
  });

  it('collects and un-collects papers and questions (isCollect 1 / 0) and counts them on /home', async () => {
    const before = await counters(en);
    expect(expectOk(await ctx.call({ method: 'POST', url: '/paper/english/fine-quality/collect', token: en, payload: { paperId: ef.paperId } }))).toEqual({ isCollect: 1 });
    expect(expectOk(await ctx.call({ method: 'POST', url: '/paper/english/fine-quality/collect', token: en, payload: { paperId: ef.paperId } }))).toEqual({ isCollect: 1 });
    expect(expectOk(await ctx.call({ method: 'POST', url: `/paper/english/fine-quality/collect-topic/${ef.paperId}/${ef.topicIds.single1}`, token: en }))).toEqual({ isCollect: 1 });
    let list = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/english/fine-quality/page', token: en, payload: { onlyCollected: 1 } }));
    expect(list.list.map((p) => [p.paperId, p.isCollect])).toEqual([[ef.paperId, 1]]);
    let d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/fine-quality/detail/${ef.paperId}`, token: en }));
    expect(d.topicTypes[0]!.paperTopics[0]!.isCollect).toBe(1);
    expect(await counters(en, 8)).toMatchObject({ collectPaper: before.collectPaper + 1, collectTopic: before.collectTopic + 1 });
    expect(await counters(en, 3)).toMatchObject({ collectPaper: 0, collectTopic: 0 });
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/english/fine-quality/cancel-collect-topic/${ef.topicIds.single1}`, token: en }))).toEqual({ isCollect: 0 });
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/english/fine-quality/cancel-collect/${ef.paperId}`, token: en }))).toEqual({ isCollect: 0 });
    d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/fine-quality/detail/${ef.paperId}`, token: en }));
    expect(d.topicTypes[0]!.paperTopics[0]!.isCollect).toBe(0);
    list = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: '/paper/english/fine-quality/page', token: en, payload: { onlyCollected: 1 } }));
    expect(list.total).toBe(0);
    expect(await counters(en)).toMatchObject({ collectPaper: before.collectPaper, collectTopic: before.collectTopic });

    // Maths: the paper and topic paths, and the by-subject ones.
    expect(expectOk(await ctx.call({ method: 'POST', url: `/paper/math/fine-quality/collect/paper/${mf.paperId}`, token: ma }))).toEqual({ isCollect: 1 });
    expect(expectOk(await ctx.call({ method: 'POST', url: `/paper/math/fine-quality/collect/topic/${mf.topicIds[0]}/${mf.paperId}`, token: ma }))).toEqual({ isCollect: 1 });
    expect(expectOk(await ctx.call({ method: 'POST', url: `/paper/math/collect-topic/3/${mf.topicIds[1]}`, token: ma }))).toEqual({ isCollect: 1 });
    expect(await counters(ma, 3)).toMatchObject({ collectPaper: 1, collectTopic: 2 });
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/math/cancel/collect-topic/3/${mf.topicIds[1]}`, token: ma }))).toEqual({ isCollect: 0 });
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/math/fine-quality/cancel-collect/topic/${mf.topicIds[0]}`, token: ma }))).toEqual({ isCollect: 0 });
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/math/fine-quality/cancel-collect/paper/${mf.paperId}`, token: ma }))).toEqual({ isCollect: 0 });
    expect(await counters(ma, 3)).toMatchObject({ collectPaper: 0, collectTopic: 0 });
    // A maths question is not an English one.
    expectError(await ctx.call({ method: 'POST', url: `/paper/math/collect-topic/8/${mf.topicIds[0]}`, token: ma }), 404, '40400', '试题不存在');
    // Collections are per teacher.
    expect(await counters(other)).toMatchObject({ collectPaper: 0, collectTopic: 0 });
  });

  it('adds to and removes from the basket (isAddTopic 1 / 0) by every path', async () => {
    const add = await ctx.call<{ isAddTopic: number; basketCount: number }>({ method: 'POST', url: `/paper/english/fine-quality/topic/${ef.paperId}/${ef.topicIds.single1}`, token: en });
    expect(expectOk(add)).toEqual({ isAddTopic: 1, basketCount: 1 });
    expect(expectOk(await ctx.call({ method: 'GET', url: `/paper/search/source/join_test_basket/${ef.topicIds.reading}`, token: en }))).toEqual({ isAddTopic: 1, basketCount: 2 });
    let d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/fine-quality/detail/${ef.paperId}`, token: en }));
    expect(d.topicTypes.flatMap((g) => g.paperTopics).map((t) => t.isAddTopic)).toEqual([1, 0, 1, 0, 0]);
    expect(expectOk(await ctx.call({ method: 'GET', url: `/paper/search/source/remove_test_basket/${ef.topicIds.reading}`, token: en }))).toEqual({ isAddTopic: 0, basketCount: 1 });
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/english/fine-quality/cancel-topic/${ef.topicIds.single1}`, token: en }))).toEqual({ isAddTopic: 0, basketCount: 0 });
    d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/fine-quality/detail/${ef.paperId}`, token: en }));
    expect(d.topicTypes.flatMap((g) => g.paperTopics).map((t) => t.isAddTopic)).toEqual([0, 0, 0, 0, 0]);
    expect(expectOk(await ctx.call({ method: 'POST', url: `/paper/math/fine-quality/topic/${mf.paperId}/${mf.topicIds[0]}`, token: ma }))).toEqual({ isAddTopic: 1, basketCount: 1 });
    expect(expectOk(await ctx.call({ method: 'POST', url: `/paper/math/nemt-topic/topic/${mf.topicIds[1]}`, token: ma }))).toEqual({ isAddTopic: 1, basketCount: 2 });
    expect(expectOk(await ctx.call({ method: 'DELETE', url: `/paper/math/fine-quality/cancel-topic/${mf.topicIds[1]}`, token: ma }))).toEqual({ isAddTopic: 0, basketCount: 1 });
    expectError(await ctx.call({ method: 'POST', url: `/paper/math/fine-quality/topic/${mf.paperId}/99999999`, token: ma }), 404, '40400', '试题不存在');
  });

  it('takes error reports with no required field and counts them', async () => {
    const before = await counters(en, 8);
    const empty = await ctx.call<{ errorId: number }>({ method: 'POST', url: '/paper/english/fine-quality/topic-error', token: en, payload: { topicId: ef.topicIds.writing } });
    expect(expectOk(empty).errorId).toBeGreaterThan(0);
    expect(empty.body.errMsg).toBe('纠错已提交');
    const full = expectOk(await ctx.call<{ errorId: number }>({ method: 'POST', url: '/paper/math/fine-quality/topic-error', token: ma, payload: { topicId: mf.topicIds[0], paperId: mf.paperId, errorType: [4, 1, 2, 3], errorInfo: '其他错误：图片缺失' } }));
    expectOk(await ctx.call({ method: 'POST', url: '/paper/search/source/topic-error', token: ma, payload: { topicId: mf.topicIds[1], errorType: [], errorInfo: '' } }));
    const row = (await ctx.database.db.select().from(topicError).where(eq(topicError.id, full.errorId)))[0]!;
    expect(row).toMatchObject({ errorTypes: [1, 2, 3, 4], errorInfo: '其他错误：图片缺失', paperId: mf.paperId });
    expect(await counters(en, 8)).toMatchObject({ topicError: before.topicError + 1 });
    expect(await counters(ma, 3)).toMatchObject({ topicError: 2 });
    expectValidation(await ctx.call({ method: 'POST', url: '/paper/english/fine-quality/topic-error', token: en, payload: { topicId: ef.topicIds.writing, errorType: [5] } }), 'errorType', '纠错类型只能是1-4');
    expectError(await ctx.call({ method: 'POST', url: '/paper/english/fine-quality/topic-error', token: en, payload: { topicId: 99999999 } }), 404, '40400', '试题不存在');
  });

  it('takes comments and votes, and pages the comments by 10', async () => {
    const P = '/paper/math/fine-quality';
    expectValidation(await ctx.call({ method: 'POST', url: `${P}/comment`, token: ma, payload: { paperId: mf.paperId, content: '  ' } }), 'content', '评论内容不能为空');
    for (let i = 1; i <= 11; i += 1) expectOk(await ctx.call({ method: 'POST', url: `${P}/comment`, token: i === 11 ? other : ma, payload: { paperId: mf.paperId, content: `评论${i}` } }));
    const p1 = expectOk(await ctx.call<Page<{ content: string; isMine: number; teacherName: string }>>({ method: 'GET', url: `${P}/comment/${mf.paperId}/1`, token: ma }));
    expect(p1.total).toBe(11);
    expect(p1.list).toHaveLength(10);
    expect(p1.list[0]).toMatchObject({ content: '评论11', isMine: 0 });
    expect(p1.list[0]!.teacherName).toMatch(/老师$/);
    const p2 = expectOk(await ctx.call<Page<{ content: string }>>({ method: 'GET', url: `${P}/comment/${mf.paperId}/2`, token: ma }));
    expect(p2.list.map((c) => c.content)).toEqual(['评论1']);
    expect(expectOk(await ctx.call({ method: 'POST', url: `${P}/voted`, token: ma, payload: { paperId: mf.paperId, value: 1 } }))).toEqual({ voteUp: 1, voteDown: 0, myVote: 1 });
    expect(expectOk(await ctx.call({ method: 'POST', url: `${P}/voted`, token: other, payload: { paperId: mf.paperId, value: -1 } }))).toEqual({ voteUp: 1, voteDown: 1, myVote: -1 });
    expect(expectOk(await ctx.call({ method: 'POST', url: `${P}/voted`, token: ma, payload: { paperId: mf.paperId, value: -1 } }))).toEqual({ voteUp: 0, voteDown: 2, myVote: -1 });
    expectValidation(await ctx.call({ method: 'POST', url: `${P}/voted`, token: ma, payload: { paperId: mf.paperId, value: 2 } }), 'value', '投票只能是1（有用）或-1（没用）');
    const item = expectOk(await ctx.call<Page<Item>>({ method: 'POST', url: `${P}/v2/list`, token: ma, payload: { keyword: '高一数学期中' } })).list[0]!;
    expect(item).toMatchObject({ voteUp: 0, voteDown: 2, commentCount: 11 });
    const d = expectOk(await ctx.call<Detail>({ method: 'GET', url: `${P}/topic/${mf.paperId}`, token: ma }));
    expect(d.myVote).toBe(-1);
    // The English library has its own comment route for its screens (名师猜作文 …).
    expectOk(await ctx.call({ method: 'POST', url: '/paper/english/fine-quality/comment', token: en, payload: { paperId: ef.paperId, content: '好卷' } }));
    expectError(await ctx.call({ method: 'POST', url: '/paper/english/fine-quality/comment', token: en, payload: { paperId: mf.paperId, content: '好卷' } }), 404, '40400', '试卷不存在');
  });

  it('reuses a paper (复用本卷) into a record being edited and counts the use', async () => {
    const before = await counters(ma, 3);
    const r = expectOk(await ctx.call<{ paperId: number; status: number; statusText: string }>({ method: 'POST', url: `/paper/math/fine-quality/adaptation/${mf.paperId}`, token: ma }));
    expect(r).toMatchObject({ status: 0, statusText: '正在编辑' });
    const uses = expectOk(await ctx.call<Page<{ teacherName: string; statusText: string }> & { useCount: number }>({ method: 'GET', url: `/paper/math/fine-quality/use-number/${mf.paperId}/1`, token: ma }));
    expect(uses.useCount).toBe(1);
    expect(uses.list.map((u) => u.statusText)).toEqual(['正在编辑']);
    // Another school sees the platform-wide count but not this school's uses.
    const theirs = expectOk(await ctx.call<Page<unknown> & { useCount: number }>({ method: 'GET', url: `/paper/math/fine-quality/use-number/${mf.paperId}/1`, token: other }));
    expect(theirs).toMatchObject({ useCount: 1, total: 0 });
    expect(await counters(ma, 3)).toMatchObject({ makePaper: before.makePaper + 1 });
    const rec = expectOk(await ctx.call<{ paperName: string; finePaperId: number; topicTotalCount: number }>({ method: 'GET', url: `/paper/math/detail/${r.paperId}`, token: ma }));
    expect(rec).toMatchObject({ paperName: '高一数学期中测试卷', finePaperId: mf.paperId, topicTotalCount: 5 });
  });

  it('analyses a known English paper exactly (spec section 3 "English analysis")', async () => {
    type A = {
      difficulties: { difficultyText: string; topicNum: number; topicNumPercent: number; topicScore: number; topicScorePercent: number; topicTypeAnalysis: { typeName: string; topicNum: number; topicScore: number }[] }[];
      totalDiff: { topicNum: number; topicScore: number; topicNumPercent: number; topicScorePercent: number };
      topicTypes: string[];
      paperDifficulty: number;
      paperDifficultyText: string;
      kpInfos: { kpName: string; topicCount: number; topicScoreCount: number; topicNos: string[] }[];
      majorKpName: string;
    };
    const viaLibrary = expectOk(await ctx.call<A>({ method: 'GET', url: `/paper/english/fine-quality/analysis/${ef.paperId}`, token: en }));
    const a = expectOk(await ctx.call<A>({ method: 'GET', url: `/paper/english/analysis/1/${ef.paperId}`, token: en }));
    expect(viaLibrary).toEqual(a);
    expect(a.topicTypes).toEqual(['单项填空', '阅读理解', '七选五', '书面表达']);
    expect(a.difficulties.map((d) => [d.difficultyText, d.topicNum, d.topicScore])).toEqual([
      ['超易', 1, 1],
      ['易', 0, 0],
      ['中档偏易', 3, 5],
      ['中档偏难', 2, 4],
      ['难', 1, 10],
      ['超难', 0, 0],
    ]);
    const mid = a.difficulties[2]!;
    expect(mid.topicNumPercent).toBeCloseTo((3 / 7) * 100, 10);
    expect(mid.topicScorePercent).toBeCloseTo(25, 10);
    expect(mid.topicTypeAnalysis).toEqual([
      { typeName: '单项填空', topicNum: 1, topicScore: 1 },
      { typeName: '阅读理解', topicNum: 2, topicScore: 4 },
      { typeName: '七选五', topicNum: 0, topicScore: 0 },
      { typeName: '书面表达', topicNum: 0, topicScore: 0 },
    ]);
    expect(a.totalDiff).toMatchObject({ topicNum: 7, topicScore: 20, topicNumPercent: 100, topicScorePercent: 100 });
    // (1×0.95 + 5×0.75 + 4×0.65 + 10×0.55) / 20 = 0.64
    expect(a.paperDifficulty).toBeCloseTo(0.64, 10);
    expect(a.paperDifficultyText).toBe('中档偏难');
    expect(a.kpInfos).toEqual([
      { kpId: KP.applied, kpName: kpName(KP.applied), topicCount: 1, topicScoreCount: 10, topicNos: ['7'] },
      { kpId: KP.detail, kpName: kpName(KP.detail), topicCount: 2, topicScoreCount: 4, topicNos: ['3', '4'] },
      { kpId: KP.sevenFive, kpName: kpName(KP.sevenFive), topicCount: 2, topicScoreCount: 4, topicNos: ['5', '6'] },
      { kpId: KP.tense, kpName: kpName(KP.tense), topicCount: 2, topicScoreCount: 2, topicNos: ['1', '2'] },
    ]);
    expect(a.majorKpName).toBe([KP.applied, KP.detail, KP.sevenFive].map(kpName).join('、'));
    expectValidation(await ctx.call({ method: 'GET', url: `/paper/english/analysis/3/${ef.paperId}`, token: en }), 'paperType', '试卷类型只能是1（精品试卷）或2（组卷记录）');
    expectError(await ctx.call({ method: 'GET', url: `/paper/english/analysis/2/${ef.paperId}`, token: en }), 404, '40400', '组卷记录不存在');
  });

  it('analyses a maths paper and offers the Word export', async () => {
    const a = expectOk(await ctx.call<{ totalDiff: { topicNum: number; topicScore: number }; topicTypes: string[] }>({ method: 'GET', url: `/paper/math/fine-quality/analysis/${mf.paperId}`, token: ma }));
    expect(a.totalDiff).toMatchObject({ topicNum: 5, topicScore: 33 });
    expect(a.topicTypes).toEqual(['单选题', '多选题', '填空题', '解答题']);
    const w = expectOk(await ctx.call<{ wordUrl: string; fileName: string }>({ method: 'POST', url: '/paper/math/fine-quality/export/paper/word', token: ma, payload: { paperId: mf.paperId, paperType: 1, kind: 'paper-answer' } }));
    expect(w).toMatchObject({ wordUrl: `/paper/file/1/${mf.paperId}/paper-answer`, fileName: '高一数学期中测试卷（含答案解析）.docx' });
    const file = await ctx.app.inject({ method: 'GET', url: w.wordUrl, headers: { authorization: `Bearer ${ma}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('wordprocessingml');
    const { docxText } = await import('./support/paper.js');
    const xml = docxText(file.rawPayload);
    expect(xml).toContain('高一数学期中测试卷');
    expect(xml).toContain('【答案】');
    // \(x<2\) is a Word equation (x&lt;2 inside it), not TeX.
    expect(xml).toMatch(/<m:oMath[\s\S]*x&lt;2[\s\S]*<\/m:oMath>/);
    expect(xml).not.toContain('\\(');
  });

  it('finds questions by keyword, type, difficulty and knowledge point; shows one question and the knowledge points', async () => {
    const special = await buildTopic(ctx.database.db, { subjectId: 3, type: '填空题', title: '<p>求函数 zebra-unique 的最小值</p>', difficulty: 6, kps: [KP.derivApply] });
    const search = (payload: Record<string, unknown>) => ctx.call<Page<{ topicId: number; type: string }>>({ method: 'POST', url: '/paper/search/source/topic', token: ma, payload: { subjectId: 3, ...payload } });
    expect(expectOk(await search({ keyword: 'zebra-unique' })).list.map((t) => t.topicId)).toEqual([special]);
    expect(expectOk(await search({ type: '填空题', difficulty: 6, knowledgePointId: KP.derivApply })).list.map((t) => t.topicId)).toEqual([special]);
    // A chapter, or the strand above it, finds the questions of the points under it; another chapter does not.
    const chapter = KNOWLEDGE_POINTS.find((k) => k.id === KP.derivApply)!.parentId!;
    const strand = KNOWLEDGE_POINTS.find((k) => k.id === chapter)!.parentId!;
    expect(expectOk(await search({ keyword: 'zebra-unique', knowledgePointId: chapter })).list.map((t) => t.topicId)).toEqual([special]);
    expect(expectOk(await search({ keyword: 'zebra-unique', knowledgePointId: strand })).list.map((t) => t.topicId)).toEqual([special]);
    expect(expectOk(await search({ keyword: 'zebra-unique', knowledgePointId: 3001 })).total).toBe(0);
    const multi = expectOk(await search({ type: '多选题' })).list;
    expect(multi.length).toBeGreaterThan(0);
    expect(multi.every((t) => t.type === '多选题')).toBe(true);
    expect(expectOk(await search({ keyword: '100%_' })).total).toBe(0);
    // Two-character Chinese words go through the bigram index too; whitespace is normalised.
    const cn = await buildTopic(ctx.database.db, { subjectId: 3, type: '解答题', title: '<p>已知数列 \\(a_n\\) 满足递推关系，求通项</p>', difficulty: 4 });
    expect(expectOk(await search({ keyword: '递推' })).list.map((t) => t.topicId)).toEqual([cn]);
    expect(expectOk(await search({ keyword: 'ZEBRA-UNIQUE  的' })).list.map((t) => t.topicId)).toEqual([special]);
    expectValidation(await search({ difficulty: 7 }), 'difficulty', '难度只能是1-6');
    const one = expectOk(await ctx.call<{ topicId: number; subjectId: number; type: string }>({ method: 'GET', url: `/topic/english/detail/${ef.topicIds.reading}`, token: en }));
    expect(one).toMatchObject({ topicId: ef.topicIds.reading, subjectId: 8, type: '阅读理解' });
    const kps = expectOk(await ctx.call<{ kpId: number; parentId: number | null }[]>({ method: 'GET', url: '/paper/knowledge-point/3', token: ma }));
    expect(kps.some((k) => k.kpId === KP.derivApply && k.parentId != null)).toBe(true);
  });

  it('keeps a school question private to its school', async () => {
    const db = ctx.database.db;
    const mine = await buildTopic(db, { subjectId: 8, type: '单项填空', schoolId: s.schoolId });
    expectOk(await ctx.call({ method: 'GET', url: `/topic/english/detail/${mine}`, token: en }));
    expectError(await ctx.call({ method: 'GET', url: `/topic/english/detail/${mine}`, token: other }), 404, '40400', '试题不存在');
    expectError(await ctx.call({ method: 'GET', url: `/paper/search/source/join_test_basket/${mine}`, token: other }), 404, '40400', '试题不存在');
    // A platform paper holding the school's question and a platform one: another school sees only the platform one.
    const shared = await buildTopic(db, { subjectId: 8, type: '单项填空' });
    const paper = await buildFinePaper(db, { subjectId: 8, groups: [{ typeName: '单项填空', topics: [{ topicId: mine, type: '单项填空', slaveCount: 0, score: 1 }, { topicId: shared, type: '单项填空', slaveCount: 0, score: 1 }] }] });
    const shown = async (token: string) => expectOk(await ctx.call<Detail>({ method: 'GET', url: `/paper/english/fine-quality/detail/${paper}`, token })).topicTypes.flatMap((g) => g.paperTopics).map((t) => t.topicId);
    expect(await shown(en)).toEqual([mine, shared]);
    expect(await shown(other)).toEqual([shared]);
  });
});

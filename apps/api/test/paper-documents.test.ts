/**
 * Word files and dates over HTTP: the answer sheet's admission-number grid follows the school's
 * student numbers, the 错题重练单 prints each question's content where the exam came from a
 * composed paper (and says plainly when it has none), a maths paper's formulas are Word
 * equations, and paper dates are the school's (Asia/Shanghai) day.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestion, paperRecord, student } from '../src/db/schema.js';
import { paperDocx } from '../src/modules/paper/documents.js';
import { createGroup } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { docxText, englishFixture, mathsFixture, printForm, type MathsFixture } from './support/paper.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('Word files and dates of the paper centre', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let ma: string;
  let leader: string;
  let c1: number;
  let mf: MathsFixture;
  const download = async (url: string, token = ma) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return docxText(res.rawPayload);
  };
  /** Columns of each row of the admission-number grid (the table after 准考证号). */
  const gridColumns = (xml: string) => {
    const table = xml.slice(xml.indexOf('准考证号')).match(/<w:tbl>[\s\S]*?<\/w:tbl>/)![0];
    return [...new Set([...table.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((r) => (r[0].match(/<w:tc>/g) ?? []).length))];
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    c1 = s.clazzIds[1]![0]!;
    ma = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    mf = await mathsFixture(db, { name: '高一数学文档卷' });
  });
  afterAll(() => ctx.close());

  it("the answer sheet's admission-number grid has a column per digit of the school's student numbers, at least 9", async () => {
    const db = ctx.database.db;
    const rows = await db.select({ id: student.id }).from(student).where(eq(student.schoolId, s.schoolId));
    const url = `/paper/file/1/${mf.paperId}/answer-sheet`;
    for (const [len, columns] of [
      [12, 12],
      [6, 9],
    ] as const) {
      for (const r of rows) await db.update(student).set({ studentNum: String(r.id).padStart(len, '7') }).where(eq(student.id, r.id));
      expect(gridColumns(await download(url))).toEqual([columns]);
    }
  });

  it('a maths paper and its answer version carry Word equations, not TeX', async () => {
    for (const kind of ['paper', 'paper-answer']) {
      const xml = await download(`/paper/file/1/${mf.paperId}/${kind}`);
      expect(xml).toContain('<m:oMath');
      expect(xml).not.toContain('\\(');
    }
  });

  it('a paper sent to print before this Word format is written again on download, not served as stored (TeX)', async () => {
    const sent = expectOk(await ctx.call<{ paperId: number; paperUrl: string }>({ method: 'POST', url: '/paper/math/fine-quality/send-print', token: ma, payload: printForm(mf.paperId, [c1], { paperName: '旧格式卷' }) }));
    // What a send stored before Word equations sits under the old key (here: a paper without them).
    const legacy = await paperDocx({ name: '旧格式卷', subjectName: '数学', totalScore: 0, examTime: 100, placed: [] }, false);
    await ctx.storage.put(`paper/record/${sent.paperId}/paper.docx`, legacy, 'application/octet-stream');
    const xml = await download(sent.paperUrl);
    expect(xml).toContain('<m:oMath');
  });

  it('the 错题重练单 prints the question from the composed paper, and says so when an exam has no question content', async () => {
    const db = ctx.database.db;
    const sent = expectOk(await ctx.call<{ examId: number }>({ method: 'POST', url: '/paper/math/fine-quality/send-print', token: ma, payload: printForm(mf.paperId, [c1], { paperName: '组卷月考' }) }));
    const withPaper = await db.select().from(examQuestion).where(eq(examQuestion.examId, sent.examId)).orderBy(asc(examQuestion.idx));
    // An exam entered by hand (its paper structure only, no scores needed for the sheet).
    const bare = (await createGroup(ctx, leader, { type: 1, name: '无题目月考', date: '2026-10-10', gradeId: s.gradeIds[1]!, clazzIds: [c1], subjectIds: [3] })).examOf(3);
    expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${bare}/paper`, token: leader, payload: { questions: [{ questionNo: '1', objective: false, fullScore: 10, knowledgePointIds: [] }] } }));
    const bareQuestion = (await db.select().from(examQuestion).where(eq(examQuestion.examId, bare)))[0]!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/academic/wrongtopic/practice-sheet',
      headers: { authorization: `Bearer ${ma}` },
      payload: { clazzId: c1, items: [{ examId: sent.examId, questionId: withPaper[0]!.id }, { examId: bare, questionId: bareQuestion.id }] },
    });
    expect(res.statusCode).toBe(200);
    const xml = docxText(res.rawPayload);
    const text = xml.replace(/<[^>]+>/g, '');
    // Question 1 of the composed paper: its stem (with a Word equation for x<2) and options A-D.
    expect(text).toContain('组卷月考 第1题');
    expect(text).toContain('已知');
    expect(xml).toContain('<m:oMath');
    expect(text).toMatch(/A\.\s*选项A[\s\S]*D\.\s*选项D/);
    // The exam entered by hand has no question content: said plainly, in its own place.
    const bareAt = text.indexOf('无题目月考 第1题');
    expect(bareAt).toBeGreaterThan(text.indexOf('已知'));
    expect(text.slice(bareAt)).toContain('本题暂无题目内容，请对照原试卷');
    expect(text.slice(0, bareAt)).not.toContain('本题暂无题目内容');
  });

  it('the 错题重练单 prints a passage whole for one of its sub-questions, saying which number it is', async () => {
    const db = ctx.database.db;
    const en = await ctx.login(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }] }));
    const ef = await englishFixture(db, { name: '高一英语文档卷' });
    const sent = expectOk(await ctx.call<{ examId: number }>({ method: 'POST', url: '/paper/english/fine-quality/send-print', token: en, payload: printForm(ef.paperId, [c1], { paperName: '英语组卷' }) }));
    // 阅读理解 3-4: question 4 is the passage's second sub-question.
    const q4 = (await db.select().from(examQuestion).where(eq(examQuestion.examId, sent.examId))).find((q) => q.questionNo === '4')!;
    const res = await ctx.app.inject({ method: 'POST', url: '/academic/wrongtopic/practice-sheet', headers: { authorization: `Bearer ${en}` }, payload: { clazzId: c1, items: [{ examId: sent.examId, questionId: q4.id }] } });
    expect(res.statusCode).toBe(200);
    const text = docxText(res.rawPayload).replace(/<[^>]+>/g, '');
    expect(text).toContain('英语组卷 第4题');
    expect(text).toContain('（本题为下列材料中的第4题）');
    expect(text).toContain('Reading passage about a camp.');
    expect(text).toMatch(/3\.\s*What is the camp about\?[\s\S]*4\.\s*Who can join\?/);
    expect(text).not.toContain('本题暂无题目内容');
  });

  it("a paper made before 08:00 Beijing time shows the school's day, not the UTC day", async () => {
    const db = ctx.database.db;
    const id = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/math/fine-quality/adaptation/${mf.paperId}`, token: ma })).paperId;
    await db.update(paperRecord).set({ createdAt: new Date('2026-03-01T23:30:00Z') }).where(eq(paperRecord.id, id));
    const list = expectOk(await ctx.call<{ list: { paperId: number; createDate: string }[] }>({ method: 'POST', url: '/paper/math/list', token: ma, payload: {} }));
    expect(list.list.find((r) => r.paperId === id)?.createDate).toBe('2026-03-02');
    expect(expectOk(await ctx.call<{ createDate: string }>({ method: 'GET', url: `/paper/math/detail/${id}`, token: ma })).createDate).toBe('2026-03-02');
    const use = expectOk(await ctx.call<{ list: { paperName: string; useDate: string }[] }>({ method: 'GET', url: `/paper/math/fine-quality/use-number/${mf.paperId}/1`, token: ma }));
    expect(use.list.map((u) => u.useDate)).toContain('2026-03-02');
  });
});

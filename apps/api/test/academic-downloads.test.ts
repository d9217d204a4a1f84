/**
 * Every figure in every Excel download equals the figure on the page it comes from, written as a
 * number with the page's rounding as its display format, on sheets that print (A4, fitted to the
 * page width, header rows repeated). Read back with exceljs.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { student } from '../src/db/schema.js';
import { createGroup, fillExam } from './support/academic.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { docxText, mathsFixture } from './support/paper.js';
import { fmtFixed, fmtNum, fmtPct } from '@app/contract';
import { createTestApp, type TestContext } from './support/test-app.js';

type Cell = string | number | null | undefined;

async function download(ctx: TestContext, url: string, token: string): Promise<ExcelJS.Workbook> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

/** The data rows of a sheet (after `headerRows`), as plain values. */
function body(ws: ExcelJS.Worksheet, headerRows: number): Cell[][] {
  const out: Cell[][] = [];
  for (let r = headerRows + 1; r <= ws.rowCount; r++) out.push((ws.getRow(r).values as Cell[]).slice(1));
  return out;
}

/** The page's figure as the sheet holds it: the number itself, '-' where the page has none. */
const shown = (v: Cell): Cell => (v == null ? '-' : v);

/** Each numeric cell of column `col` (1-based) carries the format `fmt`. */
function expectFormat(ws: ExcelJS.Worksheet, headerRows: number, col: number, fmt: string) {
  let numbers = 0;
  for (let r = headerRows + 1; r <= ws.rowCount; r++) {
    const cell = ws.getRow(r).getCell(col);
    if (typeof cell.value === 'number') {
      numbers++;
      expect(cell.numFmt, `${ws.name} row ${r} column ${col}`).toBe(fmt);
    }
  }
  expect(numbers, `${ws.name} column ${col} has numbers`).toBeGreaterThan(0);
}

function expectPrintable(ws: ExcelJS.Worksheet, headerRows: number, landscape: boolean) {
  const p = ws.pageSetup;
  expect(p.paperSize).toBe(9);
  expect(p.orientation).toBe(landscape ? 'landscape' : 'portrait');
  expect(p.fitToPage).toBe(true);
  expect(p.fitToWidth).toBe(1);
  expect(p.fitToHeight).toBe(0);
  expect(p.printTitlesRow).toBe(`1:${headerRows}`);
}

describe('Excel downloads equal their pages', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let c1: number;
  let examId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const [a, b] = s.clazzIds[1]!;
    c1 = a!;
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    const rows = [...(await db.select().from(student).where(eq(student.clazzId, a!))), ...(await db.select().from(student).where(eq(student.clazzId, b!)))];
    const num = rows.map((r) => r.studentNum);
    const g = await createGroup(ctx, leader, { name: '期中考试', type: 5, date: '2026-11-11', gradeId: s.gradeIds[1]!, clazzIds: [a!, b!], subjectIds: [3] });
    examId = g.examOf(3);
    // Scores whose averages and rates have long decimals (3.297872340425532-like figures).
    await fillExam(ctx, leader, examId, [{ full: 10, kps: [3002] }, { full: 7, kps: [3002, 3003] }, { full: 3, kps: [3004] }], {
      [num[0]!]: [9.5, 6, 3],
      [num[1]!]: [7, 3.5, 1],
      [num[2]!]: [2.5, 7, 0],
      [num[3]!]: [10, 1.5, 2],
      [num[4]!]: [4, 0, 3],
      [num[5]!]: '缺考',
    });
  });
  afterAll(() => ctx.close());

  it('the class Excel: 成绩单, 试题分析 and 知识点 hold the class page, question analysis and knowledge-point figures', async () => {
    const base = `/academic/exam/${examId}/clazz/${c1}`;
    const summary = expectOk(await ctx.call<{ students: { studentNum: string; studentName: string; score: number | null; rank: number | null; gradeRank: number | null; compare: number | null; scoring: number | null; layeredName: string | null; ratio: number | null; missExam: boolean }[] }>({ method: 'GET', url: `${base}/summary`, token: leader }));
    type Q = { average: number | null; scoringRate: number | null; discrimination: number | null; fullMarkCount: number; zeroCount: number } | null;
    const topics = expectOk(await ctx.call<{ questionNo: string; objective: boolean; choiceKind: string | null; fullScore: number; clazz: Q; grade: Q; knowledgePoints: { name: string }[] }[]>({ method: 'GET', url: `${base}/topic`, token: leader }));
    const points = expectOk(await ctx.call<{ name: string; questionNos: string[]; fullScore: number; clazzMastery: number | null; gradeMastery: number | null }[]>({ method: 'GET', url: `${base}/point`, token: leader }));
    const wb = await download(ctx, `${base}/download/excel`, leader);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['成绩单', '试题分析', '知识点']);
    const [s1, s2, s3] = wb.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];

    expect((s1.getRow(2).values as Cell[]).slice(1)).toEqual(['学号', '姓名', '得分', '班级排名', '年级排名', '名次变化', '得分率', '分层', '超越率', '缺考']);
    expect(body(s1, 2)).toEqual(summary.students.map((x) => [x.studentNum, x.studentName, x.score, x.rank, x.gradeRank, x.compare, x.scoring, x.layeredName, x.ratio, x.missExam ? '缺考' : '否'].map(shown)));
    expectFormat(s1, 2, 3, '0.0');
    expectFormat(s1, 2, 7, '0.0%');
    expectFormat(s1, 2, 9, '0.0%');

    expect(body(s2, 2)).toEqual(
      topics.map((t) =>
        [t.questionNo, t.objective ? (t.choiceKind === 'multiple' ? '客观·多选' : '客观·单选') : '主观', t.fullScore, t.clazz?.average, t.clazz?.scoringRate, t.grade?.scoringRate, t.clazz?.discrimination, t.clazz?.fullMarkCount, t.clazz?.zeroCount, t.knowledgePoints.map((k) => k.name).join('、')].map(shown),
      ),
    );
    // The page shows the class's 区分度; the Excel used to hold the grade's. Here they differ.
    expect(topics.some((t) => t.clazz?.discrimination !== t.grade?.discrimination)).toBe(true);
    expectFormat(s2, 2, 4, '0.00');
    expectFormat(s2, 2, 5, '0.0%');
    expectFormat(s2, 2, 7, '0.00');

    expect(body(s3, 2)).toEqual(points.map((p) => [p.name, p.questionNos.join('、'), p.fullScore, p.clazzMastery, p.gradeMastery, p.clazzMastery != null && p.gradeMastery != null ? p.clazzMastery - p.gradeMastery : null].map(shown)));
    expectFormat(s3, 2, 4, '0.0%');

    expectPrintable(s1, 2, true);
    expectPrintable(s2, 2, true);
    expectPrintable(s3, 2, false);
  });

  it('the class Word report holds the class page’s figures, rounded as the page rounds them', async () => {
    const base = `/academic/exam/${examId}/clazz/${c1}`;
    type Stats = { participants: number; absent: number; average: number | null; max: number | null; min: number | null; median: number | null; stdDev: number | null; pass: { rate: number | null }; excellent: { rate: number | null }; low: { rate: number | null } };
    const summary = expectOk(await ctx.call<{ clazz: Stats; grade: Stats; students: { studentNum: string; studentName: string; score: number | null; rank: number | null; gradeRank: number | null; compare: number | null; layeredName: string | null; missExam: boolean }[] }>({ method: 'GET', url: `${base}/summary`, token: leader }));
    const text = expectOk(await ctx.call<{ paragraphs: string[] }>({ method: 'GET', url: `${base}/report`, token: leader }));
    const res = await ctx.app.inject({ method: 'GET', url: `${base}/download/word`, headers: { authorization: `Bearer ${leader}` } });
    expect(res.statusCode).toBe(200);
    const xml = docxText(res.rawPayload);
    const cellText = (c: string) => [...c.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1]!.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((r) => [...r[0].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => cellText(c[1]!))));
    const [stats, students] = tables as [string[][], string[][]];
    const c = summary.clazz;
    const g = summary.grade;
    expect(stats.slice(1)).toEqual([
      ['参考人数', String(c.participants), String(g.participants)],
      ['缺考', String(c.absent), String(g.absent)],
      ['平均分', fmtFixed(c.average), fmtFixed(g.average)],
      ['最高分', fmtNum(c.max), fmtNum(g.max)],
      ['最低分', fmtNum(c.min), fmtNum(g.min)],
      ['中位数', fmtNum(c.median), fmtNum(g.median)],
      ['标准差', fmtFixed(c.stdDev), fmtFixed(g.stdDev)],
      ['及格率', fmtPct(c.pass.rate), fmtPct(g.pass.rate)],
      ['优秀率', fmtPct(c.excellent.rate), fmtPct(g.excellent.rate)],
      ['低分率', fmtPct(c.low.rate), fmtPct(g.low.rate)],
    ]);
    // The long decimals of this exam: the page's two decimals, not one.
    expect(fmtFixed(c.average)).toMatch(/\.\d\d$/);
    expect(students.slice(1)).toEqual(
      summary.students.map((s) => [s.studentNum, s.studentName, s.missExam ? '缺考' : fmtNum(s.score), s.rank == null ? '-' : String(s.rank), s.gradeRank == null ? '-' : String(s.gradeRank), s.compare == null ? '-' : s.compare > 0 ? `↑${s.compare}` : s.compare < 0 ? `↓${-s.compare}` : '0', s.layeredName ?? '-']),
    );
    // The written summary is the report text page's, paragraph for paragraph.
    const body = cellText(xml);
    for (const p of text.paragraphs) expect(body).toContain(p);
  });

  it('the two-way table Excel holds the two-way table page figures', async () => {
    const db = ctx.database.db;
    const mf = await mathsFixture(db, { name: '高一数学测试卷' });
    const ma = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    const r = expectOk(await ctx.call<{ paperId: number }>({ method: 'POST', url: `/paper/math/fine-quality/adaptation/${mf.paperId}`, token: ma })).paperId;
    // A score that splits into long decimals over the sub-questions is still shown to one decimal.
    expectOk(await ctx.call({ method: 'POST', url: '/paper/math/fine-quality/paper/score', token: ma, payload: { paperId: r, scores: [{ topicId: mf.topicIds[4], score: 12.5 }] } }));
    type Table = { paperName: string; totalScore: number; rows: { topicNo: string; typeName: string; score: number; difficultyText: string; kpNames: string[] }[]; kpSummary: { kpName: string; topicNos: string[]; score: number; scoreByDifficulty: number[] }[]; difficultyNames: string[] };
    const t = expectOk(await ctx.call<Table>({ method: 'POST', url: `/paper/math/two-way-table/${r}`, token: ma }));
    const wb = await download(ctx, `/paper/math/two-way-table/${r}/download`, ma);
    const [s1, s2] = wb.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(body(s1, 2)).toEqual([...t.rows.map((x) => [x.topicNo, x.typeName, x.score, x.difficultyText, x.kpNames.join('、') || null].map(shown)), ['合计', '', t.totalScore, '', '']]);
    expectFormat(s1, 2, 3, '0.0');
    expect(body(s2, 2)).toEqual(t.kpSummary.map((k) => [k.kpName, k.topicNos.join('、'), k.score, ...k.scoreByDifficulty]));
    expectFormat(s2, 2, 3, '0.0');
    expectPrintable(s1, 2, false);
    // Nine columns (three and the six difficulties): landscape.
    expectPrintable(s2, 2, true);
  });
});

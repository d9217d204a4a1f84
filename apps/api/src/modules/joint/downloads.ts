/**
 * The joint exam's downloads (docs/joint.md "Reports"): the union workbook (联考汇总), the school's
 * workbook (本校报告) and the school's Word report. Every figure is read through the report ports
 * (reports.ts), so a file tells the viewer exactly what the pages do: the union's aggregates, the
 * schools by the names the viewer may know (学校A … in anonymous mode), and of the viewer's school
 * only the classes and students they may see. Numbers stay numbers in Excel with the pages'
 * rounding as display formats; the Word text rounds through the contract's report-format helpers.
 */
import ExcelJS from 'exceljs';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { DASH, JOINT_TOTAL, averageGap, fmtFixed, fmtNum, fmtPct, type TJointSchoolRef } from '@app/contract';
import type { Db } from '../../db/client.js';
import { addTableSheet, NUM_FMT, type TSheetCell, type TSheetColumn } from '../../http/excel-sheet.js';
import type { AuthContext } from '../auth/authenticate.js';
import { jointDetail } from './lifecycle.js';
import { unionLines, unionMySchool, unionOverview, unionSpread, unionStudents, unionSummary } from './reports.js';

type DownloadFile = { buffer: Buffer; fileName: string };
type Overview = Awaited<ReturnType<typeof unionOverview>>;
type Lines = Awaited<ReturnType<typeof unionLines>>;
type MySchool = Awaited<ReturnType<typeof unionMySchool>>;
type Stats = Overview['union'];
type StudentRow = Awaited<ReturnType<typeof unionStudents>>['list'][number];

/** Students read per call of the students port (all of the viewer's are wanted). */
const STUDENT_PAGE = 5000;

/** A file or sheet name without the characters Windows and Excel refuse. */
const safeName = (s: string) => s.replace(/[\\/:*?"<>|[\]]/g, ' ').trim();

/** A sheet name: Excel allows 31 characters. */
const sheetName = (s: string) => safeName(s).slice(0, 31);

/** A school as the viewer may name it, the viewer's own marked as on the pages. */
const schoolLabel = (s: TJointSchoolRef) => (s.mine ? `${s.schoolName}（本校）` : s.schoolName);

/** A score in a sentence or header: 16分, or '-' when there is none (a top-share line without participants). */
const scoreText = (n: number | null) => (n == null ? DASH : `${fmtNum(n)}分`);

/** A rate in running text: a negative one with a minus sign that Word does not break the line after. */
const ratePhrase = (rate: number | null) => fmtPct(rate).replace(/^-(?=\d)/, '\u2212');

/** Band label, as on the 分数段分布 page. */
const bandLabel = (b: { from: number; to: number }) => `${fmtNum(b.from)}-${fmtNum(b.to)}`;

/** Display width of a text in Excel's character units: a CJK character takes two. */
function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.codePointAt(0)! >= 0x2e80 ? 2 : 1;
  return w;
}

/** The workbook's default font (exceljs writes Calibri 11): a row made bold keeps it. */
const FONT = { name: 'Calibri', family: 2, size: 11 } as const;
const UNION_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5F7FA' } };

/** How a data row stands out: the viewer's school bold, the union's row shaded, as on the pages. */
type RowMark = 'mine' | 'union' | null;

/**
 * A table sheet (addTableSheet) sized to its text: each column at least as wide as its header's
 * longest line and its longest text, the header as tall as its longest header, a title wider than
 * the table wrapped instead of cut off; then the rows marked.
 */
function tableSheet(wb: ExcelJS.Workbook, name: string, spec: { title: string; columns: TSheetColumn[]; rows: TSheetCell[][]; marks?: RowMark[] }): ExcelJS.Worksheet {
  const columns = spec.columns.map((c, i) => {
    const texts = [...c.header.split('\n'), ...spec.rows.map((r) => r[i]).filter((v): v is string => typeof v === 'string')];
    return { ...c, width: Math.min(40, Math.max(c.width ?? 12, ...texts.map((t) => textWidth(t) + 2))) };
  });
  const ws = addTableSheet(wb, sheetName(name), { title: spec.title, columns, rows: spec.rows });
  const title = ws.getRow(1);
  title.font = { ...FONT, size: 14, bold: true };
  const tableWidth = columns.reduce((n, c) => n + c.width, 0);
  // The title is 14 points against the columns' 11.
  const titleLines = Math.ceil((textWidth(spec.title) * 14) / 11 / tableWidth);
  if (titleLines > 1) {
    title.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    title.height = 20 * titleLines;
  }
  ws.getRow(2).font = { ...FONT, bold: true };
  const headerLines = Math.max(...columns.map((c) => c.header.split('\n').length));
  if (headerLines > 1) ws.getRow(2).height = 16 * headerLines;
  spec.marks?.forEach((mark, i) => {
    if (!mark) return;
    ws.getRow(3 + i).eachCell((cell) => {
      if (mark === 'mine') cell.font = { ...FONT, bold: true };
      else cell.fill = UNION_FILL;
    });
  });
  return ws;
}

/** The statistics columns shared by the ranking and the school sheets. */
const statColumns: TSheetColumn[] = [
  { header: '参考人数', width: 9, numFmt: NUM_FMT.int },
  { header: '平均分', width: 9, numFmt: NUM_FMT.fixed2 },
  { header: '最高分', width: 8, numFmt: NUM_FMT.score },
  { header: '最低分', width: 8, numFmt: NUM_FMT.score },
  { header: '标准差', width: 8, numFmt: NUM_FMT.fixed2 },
  { header: '及格率', width: 8, numFmt: NUM_FMT.rate },
  { header: '优秀率', width: 8, numFmt: NUM_FMT.rate },
];
const statCells = (s: Stats): TSheetCell[] => [s.participants, s.average, s.max, s.min, s.stdDev, s.pass.rate, s.excellent.rate];

// ----------------------------------------------------------------------------------------------
// 联考汇总 (every school that may read the reports)
// ----------------------------------------------------------------------------------------------

/** The union's row goes last in every table, under the schools. */
const marksOf = (schools: TJointSchoolRef[]): RowMark[] => [...schools.map((s) => (s.mine ? ('mine' as const) : null)), 'union'];

function summarySheet(wb: ExcelJS.Workbook, jointName: string, summary: Awaited<ReturnType<typeof unionSummary>>, total: Overview): void {
  const columns: TSheetColumn[] = [{ header: '学校', width: 18 }, { header: '参考人数', width: 9, numFmt: NUM_FMT.int }];
  for (const s of summary.subjects) columns.push({ header: `${s.subjectName}\n平均分`, width: 9, numFmt: NUM_FMT.fixed2 }, { header: `${s.subjectName}\n名次`, width: 7, numFmt: NUM_FMT.int }, { header: `${s.subjectName}\n超均率`, width: 9, numFmt: NUM_FMT.rate });
  const rows: TSheetCell[][] = summary.schools.map((school) => [schoolLabel(school), school.cells[0]?.participants, ...school.cells.flatMap((c) => [c.average, c.rank, c.aboveAverageRate])]);
  rows.push(['联考', total.union.participants, ...summary.subjects.flatMap((s) => [s.unionAverage, null, null])]);
  const fullScores = summary.subjects.map((s) => `${s.subjectName}${fmtNum(s.fullScore)}分`).join('、');
  tableSheet(wb, '成绩汇总', { title: `${jointName} 成绩汇总（满分：${fullScores}）`, columns, rows, marks: marksOf(summary.schools) });
}

function rankingSheet(wb: ExcelJS.Workbook, jointName: string, o: Overview): void {
  const columns: TSheetColumn[] = [{ header: '学校名次', width: 9, numFmt: NUM_FMT.int }, { header: '学校', width: 18 }, ...statColumns, { header: '超均率', width: 8, numFmt: NUM_FMT.rate }];
  const rows: TSheetCell[][] = o.schools.map((s) => [s.rank, schoolLabel(s), ...statCells(s), s.aboveAverageRate]);
  rows.push([null, '联考', ...statCells(o.union), null]);
  tableSheet(wb, `学校排名-${o.subjectName}`, { title: `${jointName} ${o.subjectName}（满分${fmtNum(o.fullScore)}分）学校排名`, columns, rows, marks: marksOf(o.schools) });
}

function linesSheet(wb: ExcelJS.Workbook, jointName: string, l: Lines): void {
  const columns: TSheetColumn[] = [{ header: '学校', width: 18 }, { header: '参考人数', width: 9, numFmt: NUM_FMT.int }];
  for (const line of l.lines) {
    const head = `${line.name}（${line.kind === 'score' ? `${fmtNum(line.value)}分` : `划线${scoreText(line.score)}`}）`;
    columns.push({ header: `${head}\n上线人数`, width: 10, numFmt: NUM_FMT.int }, { header: `${head}\n上线率`, width: 10, numFmt: NUM_FMT.rate });
  }
  const counts = (c: Lines['union']['counts']) => c.flatMap((x) => [x.count, x.rate]);
  const rows: TSheetCell[][] = l.schools.map((s) => [schoolLabel(s), s.participants, ...counts(s.counts)]);
  rows.push(['联考', l.union.participants, ...counts(l.union.counts)]);
  tableSheet(wb, `上线统计-${l.subjectName}`, { title: `${jointName} ${l.subjectName}（满分${fmtNum(l.fullScore)}分）上线统计`, columns, rows, marks: marksOf(l.schools) });
}

function spreadSheet(wb: ExcelJS.Workbook, jointName: string, sp: Awaited<ReturnType<typeof unionSpread>>): void {
  const tally = (bands: { count: number }[]) => {
    // Counts per band and the count at or above each band (from the top band down), as on the page.
    const out: [number, number][] = [];
    let above = 0;
    for (let i = bands.length - 1; i >= 0; i--) {
      above += bands[i]!.count;
      out[i] = [bands[i]!.count, above];
    }
    return out;
  };
  const union = tally(sp.union);
  const schools = sp.schools.map((s) => tally(s.bands));
  const columns: TSheetColumn[] = [{ header: '分数段', width: 10 }, { header: '联考\n人数', width: 8, numFmt: NUM_FMT.int }, { header: '联考\n累计', width: 8, numFmt: NUM_FMT.int }];
  // The school's name over its two columns' headers, 本校 on a line of its own to keep them narrow.
  const over = (s: TJointSchoolRef) => (s.mine ? `${s.schoolName}\n（本校）` : s.schoolName);
  for (const s of sp.schools) columns.push({ header: `${over(s)}\n人数`, width: 8, numFmt: NUM_FMT.int }, { header: `${over(s)}\n累计`, width: 8, numFmt: NUM_FMT.int });
  // Highest band first, as score lists are read.
  const rows: TSheetCell[][] = sp.union.map((b, i) => [bandLabel(b), ...union[i]!, ...schools.flatMap((t) => t[i] ?? [0, 0])]).reverse();
  tableSheet(wb, `分数段-${sp.subjectName}`, { title: `${jointName} ${sp.subjectName}（满分${fmtNum(sp.fullScore)}分）分数段分布`, columns, rows });
}

/**
 * 联考汇总: 成绩汇总, each subject's and the total's school ranking, the grading lines and the
 * total's score bands. `subjectId` (the page the download was asked from) puts that subject's
 * ranking first; the chosen subject is read first, so a refusal (not released, not included, not
 * a subject of the exam) comes before anything is built.
 */
export async function unionWorkbook(db: Db, auth: AuthContext, jointId: number, subjectId: number): Promise<DownloadFile> {
  const chosen = await unionOverview(db, auth, jointId, subjectId);
  const keys = chosen.subjects.map((s) => s.subjectId);
  const overviews: Overview[] = [];
  for (const key of keys) overviews.push(key === subjectId ? chosen : await unionOverview(db, auth, jointId, key));
  const summary = await unionSummary(db, auth, jointId);
  const lines: Lines[] = [];
  for (const key of keys) {
    const l = await unionLines(db, auth, jointId, key);
    if (l.lines.length) lines.push(l);
  }
  const spread = await unionSpread(db, auth, jointId, JOINT_TOTAL);
  const joint = await jointDetail(db, auth, jointId);

  const wb = new ExcelJS.Workbook();
  const total = overviews[0]!;
  if (subjectId !== JOINT_TOTAL) rankingSheet(wb, joint.name, chosen);
  summarySheet(wb, joint.name, summary, total);
  for (const o of overviews) if (o !== chosen || subjectId === JOINT_TOTAL) rankingSheet(wb, joint.name, o);
  if (lines.length) for (const l of lines) linesSheet(wb, joint.name, l);
  else tableSheet(wb, '上线统计', { title: `${joint.name} 上线统计`, columns: [{ header: '说明', width: 30 }], rows: [['联考未设置分数线']] });
  spreadSheet(wb, joint.name, spread);
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `${safeName(joint.name) || '联考'}_联考汇总.xlsx` };
}

// ----------------------------------------------------------------------------------------------
// 本校报告 (the school's master, grade leaders and teachers with classes in it)
// ----------------------------------------------------------------------------------------------

/** The school's report of the total and of every subject (the total first). */
async function mySchoolReports(db: Db, auth: AuthContext, jointId: number): Promise<MySchool[]> {
  const total = await unionMySchool(db, auth, jointId, JOINT_TOTAL);
  const out = [total];
  for (const s of total.subjects) if (s.subjectId !== JOINT_TOTAL) out.push(await unionMySchool(db, auth, jointId, s.subjectId));
  return out;
}

/** Every student of the school the viewer may see, best union rank first. */
async function everyStudent(db: Db, auth: AuthContext, jointId: number, subjectId: number): Promise<{ list: StudentRow[]; participants: number }> {
  const list: StudentRow[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await unionStudents(db, auth, jointId, { subjectId, pageNo, pageSize: STUDENT_PAGE });
    list.push(...page.list);
    if (!page.list.length || list.length >= page.total) return { list, participants: page.participants };
  }
}

function schoolOverviewSheet(wb: ExcelJS.Workbook, title: string, reports: MySchool[]): void {
  const columns: TSheetColumn[] = [
    { header: '学科', width: 14 },
    { header: '学校/班级', width: 18 },
    ...statColumns,
    { header: '低分率', width: 8, numFmt: NUM_FMT.rate },
    { header: '超均率', width: 8, numFmt: NUM_FMT.rate },
    { header: '联考名次', width: 9, numFmt: NUM_FMT.int },
    { header: '排名范围', width: 11 },
    { header: '校内名次', width: 9, numFmt: NUM_FMT.int },
  ];
  const rows: TSheetCell[][] = [];
  const marks: RowMark[] = [];
  for (const r of reports) {
    const subject = `${r.subjectName}（满分${fmtNum(r.fullScore)}）`;
    rows.push([subject, r.school.schoolName, ...statCells(r.school), r.school.low.rate, r.school.aboveAverageRate, r.school.rank, `共${r.schoolCount}所学校`, null]);
    rows.push([subject, '联考', ...statCells(r.union), r.union.low.rate, null, null, null, null]);
    marks.push('mine', 'union');
    for (const c of r.classes) {
      rows.push([subject, c.clazzName, ...statCells(c), c.low.rate, c.aboveAverageRate, c.unionRank, `共${r.classCount}个班级`, c.schoolRank]);
      marks.push(null);
    }
  }
  tableSheet(wb, '本校概况', { title, columns, rows, marks });
}

function studentsSheet(wb: ExcelJS.Workbook, title: string, total: { list: StudentRow[]; participants: number }, subjects: { name: string; rows: Map<number, StudentRow> }[]): void {
  const columns: TSheetColumn[] = [
    { header: '学号', width: 14 },
    { header: '姓名', width: 10 },
    { header: '班级', width: 12 },
    { header: '总分', width: 8, numFmt: NUM_FMT.score },
    { header: '班级名次', width: 9, numFmt: NUM_FMT.int },
    { header: '校内名次', width: 9, numFmt: NUM_FMT.int },
    { header: '联考名次', width: 9, numFmt: NUM_FMT.int },
    { header: '超过考生\n比例', width: 9, numFmt: NUM_FMT.rate },
  ];
  for (const s of subjects) columns.push({ header: s.name, width: 8, numFmt: NUM_FMT.score }, { header: `${s.name}\n联考名次`, width: 9, numFmt: NUM_FMT.int });
  const score = (r: StudentRow | undefined): TSheetCell => (r == null ? null : r.absent ? '缺考' : r.total);
  const rows: TSheetCell[][] = total.list.map((st) => [
    st.studentNum,
    st.name,
    st.clazzName,
    score(st),
    st.classRank,
    st.schoolRank,
    st.unionRank,
    st.percentile,
    ...subjects.flatMap((s) => {
      const r = s.rows.get(st.studentId);
      return [score(r), r?.unionRank];
    }),
  ]);
  tableSheet(wb, '学生成绩', { title: `${title}（联考参考${total.participants}人）`, columns, rows });
}

const schoolFileName = (jointName: string, schoolName: string, ext: string) => `${safeName(jointName) || '联考'}_${safeName(schoolName) || '本校'}_本校报告.${ext}`;

/** 本校报告: the school and its classes against the union (total and subjects), and its students. */
export async function schoolWorkbook(db: Db, auth: AuthContext, jointId: number): Promise<DownloadFile> {
  const reports = await mySchoolReports(db, auth, jointId);
  const total = await everyStudent(db, auth, jointId, JOINT_TOTAL);
  const subjects: { name: string; rows: Map<number, StudentRow> }[] = [];
  for (const r of reports.slice(1)) subjects.push({ name: r.subjectName, rows: new Map((await everyStudent(db, auth, jointId, r.subjectId)).list.map((s) => [s.studentId, s])) });
  const joint = await jointDetail(db, auth, jointId);
  const schoolName = reports[0]!.school.schoolName;

  const wb = new ExcelJS.Workbook();
  schoolOverviewSheet(wb, `${joint.name} ${schoolName} 本校概况（本校、联考与班级）`, reports);
  studentsSheet(wb, `${joint.name} ${schoolName} 学生成绩`, total, subjects);
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: schoolFileName(joint.name, schoolName, 'xlsx') };
}

// ----------------------------------------------------------------------------------------------
// 本校联考报告 (Word)
// ----------------------------------------------------------------------------------------------

/** Clauses joined with '，' once each: a missing figure drops its clause. */
const sentence = (...clauses: (string | false | null | undefined)[]) => `${clauses.filter(Boolean).join('，')}。`;

/** 高于联考平均分（72.40分）1.05分 …, from the averages as shown. */
function gapText(mine: number | null, union: number | null): string | null {
  const gap = averageGap(mine, union);
  if (gap == null) return null;
  const of = `联考平均分（${fmtFixed(union)}分）`;
  return gap > 0 ? `高于${of}${fmtFixed(gap)}分` : gap < 0 ? `低于${of}${fmtFixed(-gap)}分` : `与${of}持平`;
}

/** The paragraphs summarising the school against the union (the total, then the subjects). */
function writeSchoolSummary(reports: MySchool[]): string[] {
  const t = reports[0]!;
  const s = t.school;
  const u = t.union;
  const out: string[] = [];
  out.push(
    sentence(
      `本次联考${t.subjectName}满分${fmtNum(t.fullScore)}分`,
      `共有${t.schoolCount}所学校${u.participants}名考生参考`,
      `${s.schoolName}参考${s.participants}人`,
      s.absent > 0 && `缺考${s.absent}人`,
    ),
  );
  if (s.participants === 0) {
    out[0] = out[0]!.replace(/。$/, '，本校没有参考学生，不参与本次统计。');
    return out;
  }
  out[0] += sentence(`本校平均分${fmtFixed(s.average)}分`, gapText(s.average, u.average), s.rank != null && `在${t.schoolCount}所学校中排名第${s.rank}`, s.aboveAverageRate != null && `超均率为${ratePhrase(s.aboveAverageRate)}`);
  out.push(
    `及格率${fmtPct(s.pass.rate)}（联考${fmtPct(u.pass.rate)}），优秀率${fmtPct(s.excellent.rate)}（联考${fmtPct(u.excellent.rate)}），低分率${fmtPct(s.low.rate)}（联考${fmtPct(u.low.rate)}）。` +
      sentence(`最高分${fmtNum(s.max)}分`, `最低分${fmtNum(s.min)}分`, `标准差${fmtFixed(s.stdDev)}（联考${fmtFixed(u.stdDev)}）`),
  );
  const rated = reports.slice(1).filter((r) => r.school.aboveAverageRate != null);
  if (rated.length >= 2) {
    const sorted = [...rated].sort((a, b) => b.school.aboveAverageRate! - a.school.aboveAverageRate!);
    const best = sorted[0]!;
    const worst = sorted[sorted.length - 1]!;
    out.push(`各学科中，超均率最高的是${best.subjectName}（${ratePhrase(best.school.aboveAverageRate)}，第${best.school.rank ?? DASH}名），最低的是${worst.subjectName}（${ratePhrase(worst.school.aboveAverageRate)}，第${worst.school.rank ?? DASH}名）。`);
  }
  return out;
}

/** The text width of an A4 page with Word's default margins, in twentieths of a point. */
const PAGE_WIDTH = 9026;

function cell(text: string, opts: { bold?: boolean; width?: number; align?: (typeof AlignmentType)[keyof typeof AlignmentType] } = {}) {
  return new TableCell({
    ...(opts.width ? { width: { size: opts.width, type: WidthType.DXA } } : {}),
    children: [new Paragraph({ alignment: opts.align ?? AlignmentType.CENTER, children: [new TextRun({ text, bold: opts.bold, size: 18 })] })],
  });
}

/** Twips a table cell needs for `text` on one line at 9 points: a CJK character 180 (and some), others about 110, plus the cell's margins. */
const cellTwips = (text: string) => [...text].reduce((n, ch) => n + (ch.codePointAt(0)! >= 0x2e80 ? 190 : 110), 0) + 300;

/** A table across the page, each column as wide as its longest text needs (the rest of the page shared out alike). */
function table(header: string[], rows: string[][]) {
  const need = header.map((h, i) => Math.max(cellTwips(h), ...rows.map((r) => cellTwips(r[i] ?? ''))));
  const sum = need.reduce((a, b) => a + b, 0);
  const widths = need.map((n) => Math.floor((PAGE_WIDTH * n) / sum));
  return new Table({
    width: { size: PAGE_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: header.map((h, i) => cell(h, { bold: true, width: widths[i] })) }),
      ...rows.map((r) => new TableRow({ cantSplit: true, children: r.map((t, i) => cell(t, { width: widths[i] })) })),
    ],
  });
}

// A heading stays on the page of what it heads.
const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, spacing: { before: 240, after: 120 }, children: [new TextRun(text)] });
const body = (text: string) => new Paragraph({ indent: { firstLine: 480 }, spacing: { after: 120 }, children: [new TextRun(text)] });
const rank = (n: number | null, of?: number) => (n == null ? DASH : of == null ? String(n) : `${n}/${of}`);

/** 本校联考报告 (.docx): the exam, the school against the union, its subjects, its classes (总分) and the grading lines. */
export async function schoolWord(db: Db, auth: AuthContext, jointId: number): Promise<DownloadFile> {
  const reports = await mySchoolReports(db, auth, jointId);
  const lines: Lines[] = [];
  for (const r of reports) {
    const l = await unionLines(db, auth, jointId, r.subjectId);
    if (l.lines.length) lines.push(l);
  }
  const joint = await jointDetail(db, auth, jointId);
  const t = reports[0]!;
  const schoolName = t.school.schoolName;
  const facts: [string, string][] = [
    ['联考名称', joint.name],
    ['年级', joint.gradeName],
    ['考试日期', joint.examDate],
    // In anonymous mode another school's name stays out of the file: with few schools, naming the
    // organiser would tell which letter it is.
    ...(joint.anonymous && !joint.mine ? [] : [['发起学校', joint.organiser] as [string, string]]),
    ['参考学校', `${t.schoolCount}所`],
    ['学科与满分', [...reports.slice(1).map((r) => `${r.subjectName}${fmtNum(r.fullScore)}分`), `总分${fmtNum(t.fullScore)}分`].join('、')],
    ['联考参考人数', `${t.union.participants}人`],
    ['本校参考人数', `${t.school.participants}人（缺考${t.school.absent}人）`],
  ];
  const subjectRows = reports.map((r) => [
    r.subjectName,
    fmtNum(r.fullScore),
    String(r.school.participants),
    fmtFixed(r.school.average),
    fmtFixed(r.union.average),
    fmtPct(r.school.aboveAverageRate),
    rank(r.school.rank, r.schoolCount),
    fmtPct(r.school.pass.rate),
    fmtPct(r.school.excellent.rate),
  ]);
  const classRows = t.classes.map((c) => [c.clazzName, String(c.participants), fmtFixed(c.average), fmtPct(c.aboveAverageRate), rank(c.unionRank, t.classCount), rank(c.schoolRank), fmtPct(c.pass.rate), fmtPct(c.excellent.rate)]);
  const lineRows = lines.flatMap((l) => {
    const mine = l.schools.find((s) => s.mine);
    return l.lines.map((line, i) => [
      l.subjectName,
      line.kind === 'share' && line.name !== `前${fmtNum(line.value * 100)}%` ? `${line.name}（前${fmtNum(line.value * 100)}%）` : line.name,
      scoreText(line.score),
      String(mine?.counts[i]?.count ?? 0),
      fmtPct(mine?.counts[i]?.rate),
      String(l.union.counts[i]?.count ?? 0),
      fmtPct(l.union.counts[i]?.rate),
    ]);
  });

  const doc = new Document({
    title: `${joint.name} 本校联考报告`,
    styles: { default: { document: { run: { font: 'SimSun', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: joint.name, bold: true, size: 40 })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: `${schoolName} 本校联考报告`, bold: true, size: 28 })] }),
          heading('一、考试概况'),
          new Table({
            width: { size: PAGE_WIDTH, type: WidthType.DXA },
            columnWidths: [2400, PAGE_WIDTH - 2400],
            rows: facts.map(([k, v]) => new TableRow({ children: [cell(k, { bold: true, width: 2400 }), cell(v, { width: PAGE_WIDTH - 2400, align: AlignmentType.LEFT })] })),
          }),
          heading('二、本校总体情况'),
          ...writeSchoolSummary(reports).map(body),
          heading('三、各学科与联考对比'),
          table(['学科', '满分', '参考人数', '本校平均分', '联考平均分', '超均率', '学校名次', '及格率', '优秀率'], subjectRows),
          heading('四、班级情况（总分）'),
          classRows.length ? table(['班级', '参考人数', '平均分', '超均率', '联考名次', '校内名次', '及格率', '优秀率'], classRows) : body('没有可查看的本校班级。'),
          heading('五、上线情况'),
          lineRows.length ? table(['学科', '分数线', '划线分数', '本校上线人数', '本校上线率', '联考上线人数', '联考上线率'], lineRows) : body('联考未设置分数线。'),
          new Paragraph({ spacing: { before: 240 }, children: [new TextRun({ text: `说明：学校名次为本校平均分在${t.schoolCount}所参考学校中的名次；班级的联考名次为班级平均分在联考全部${t.classCount}个班级中的名次；超均率 =（平均分 − 联考平均分）÷ 联考平均分。`, size: 18 })] }),
        ],
      },
    ],
  });
  return { buffer: await Packer.toBuffer(doc), fileName: schoolFileName(joint.name, schoolName, 'docx') };
}

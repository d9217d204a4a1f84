/**
 * Word files of a paper (docx): the paper, the paper with answers and analysis, and the answer
 * sheet (student information area, admission-number grid, objective-answer bubbles, and a boxed
 * answer area per subjective question sized by its type). A3 landscape in two columns (the only
 * size offered), 第 X 页 共 Y 页 in the footer. Question content (runs, tables, Word equations,
 * pictures) comes from doc-content.ts.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type IRunOptions,
} from 'docx';
import { fmtNum, scoredItemCount } from '@app/contract';
import type { Storage } from '../../storage/storage.js';
import { FONT, htmlBlocks, loadDocAssets, topicHtmls, type DocAssets } from './doc-content.js';
import type { ExamItem } from './exam-structure.js';
import type { PlacedTopic } from './paper-content.js';
import { optionsOf, slavesOf, slaveTopicNos } from './topics.js';

export { htmlBlocks } from './doc-content.js';

const A3 = { width: 16838, height: 23811 };
const PAGE = { size: { ...A3, orientation: PageOrientation.LANDSCAPE }, margin: { top: 850, bottom: 850, left: 850, right: 850 } };
const COLUMNS = { count: 2, space: 720, separate: true };
/** Text width of one column in pixels at 96 dpi (twips / 15), less a little room. */
export const COLUMN_WIDTH_PX = Math.floor((A3.height - PAGE.margin.left - PAGE.margin.right - COLUMNS.space) / 2 / 15) - 10;
/** Page height of a column in pixels: a picture is never taller than about half of it. */
const COLUMN_HEIGHT_PX = Math.floor((A3.width - PAGE.margin.top - PAGE.margin.bottom) / 15 / 2);

/** 第 X 页 共 Y 页, centred in the footer. */
export const pageFooter = (size = 18) =>
  new Footer({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['第 ', PageNumber.CURRENT, ' 页 共 ', PageNumber.TOTAL_PAGES, ' 页'], size, font: FONT })] })],
  });

const text = (t: string, opts: Omit<IRunOptions, 'text'> = {}) => new TextRun({ text: t, font: FONT, size: 21, ...opts });
const line = (t: string, opts: Omit<IRunOptions, 'text'> = {}, align?: (typeof AlignmentType)[keyof typeof AlignmentType]) => new Paragraph({ alignment: align, spacing: { after: 80 }, children: [text(t, opts)] });
/** A score as the pages show it (the contract's display rounding). */
const fmt = (n: number) => fmtNum(n);

export type DocPaper = { name: string; subjectName: string; totalScore: number; examTime: number; placed: PlacedTopic[] };

type Group = { typeNoCn: string; typeName: string; items: PlacedTopic[] };
function groupsOf(placed: readonly PlacedTopic[]): Group[] {
  const out: (Group & { idx: number })[] = [];
  for (const p of placed) {
    const last = out.at(-1);
    if (last && last.idx === p.groupIdx) last.items.push(p);
    else out.push({ idx: p.groupIdx, typeNoCn: p.typeNoCn, typeName: p.typeName, items: [p] });
  }
  return out;
}

function optionLines(opts: { optionNo: string; content: string }[], assets: DocAssets): FileChild[] {
  return opts.flatMap((o) => htmlBlocks(o.content, `${o.optionNo}. `, 21, assets));
}

/** Underlined bare numbers of a passage (its blanks 1, 2 …) become the paper's numbers `nos`. */
export function renumberBlanks(html: string, nos: readonly string[]): string {
  return html.replace(/<u>((?:\s|&nbsp;|\u00a0)*)(\d+)((?:\s|&nbsp;|\u00a0)*)<\/u>/g, (whole, _l: string, n: string) => {
    const no = nos[Number(n) - 1];
    return no === undefined ? whole : `<u>&nbsp;&nbsp;${no}&nbsp;&nbsp;</u>`;
  });
}

/** A question's stem, options and sub-questions (and its answer and analysis); no score when `score` is null. */
export function topicBlocks(p: Pick<PlacedTopic, 'topic' | 'topicNo'> & { score: number | null }, withAnswers: boolean, assets: DocAssets): FileChild[] {
  const t = p.topic;
  const slaves = slavesOf(t);
  const out: FileChild[] = [];
  const perSlave = slaves.length > 0 && scoredItemCount(t.type, slaves.length) === slaves.length;
  const nos = slaveTopicNos(t.type, slaves.length, p.topicNo);
  // A passage's blanks (sub-questions titled 1, 2 …) read as the paper's numbers, as on screen.
  const stem = slaves.length > 0 && slaves.every((s) => /^\s*\d+\s*$/.test(s.title)) ? renumberBlanks(t.title, nos) : t.title;
  out.push(...htmlBlocks(stem, perSlave ? '' : `${p.topicNo}. ${p.score == null ? '' : `（${fmt(p.score)}分）`}`, 21, assets));
  out.push(...optionLines(optionsOf(t), assets));
  slaves.forEach((s, i) => {
    const title = /^\s*\d+\s*$/.test(s.title) ? '' : s.title;
    out.push(...htmlBlocks(title, `${nos[i]}. `, 21, assets));
    out.push(...optionLines(s.options ?? [], assets));
  });
  if (withAnswers) out.push(...answerBlocks(p, assets));
  return out;
}

/** 【答案】 and 【解析】 of a question (passages: one answer per numbered sub-question). */
export function answerBlocks(p: Pick<PlacedTopic, 'topic' | 'topicNo'>, assets: DocAssets): FileChild[] {
  const t = p.topic;
  const slaves = slavesOf(t);
  const perSlave = slaves.length > 0 && scoredItemCount(t.type, slaves.length) === slaves.length;
  const nos = slaveTopicNos(t.type, slaves.length, p.topicNo);
  // A passage may carry its analysis per sub-question only: then each is printed with its number.
  const slaveAnalyses = slaves.map((s, i) => (s.analysis?.trim() ? `<p>${nos[i] ?? i + 1}. ${s.analysis}</p>` : '')).join('');
  const analysis = t.analysis.trim() || slaveAnalyses || '略';
  return [...htmlBlocks(perSlave ? slaves.map((s, i) => `${nos[i]}. ${s.answer}`).join('&nbsp;&nbsp;') : t.answer, '【答案】', 21, assets), ...htmlBlocks(analysis, '【解析】', 21, assets)];
}

/** Loads the pictures of some questions for a page whose text is `maxWidth` pixels wide. */
export function topicAssets(topics: readonly PlacedTopic['topic'][], storage: Storage | null | undefined, maxWidth: number, maxHeight?: number): Promise<DocAssets> {
  return loadDocAssets(topics.flatMap(topicHtmls), { storage, maxWidth, maxHeight });
}

export async function paperDocx(paper: DocPaper, withAnswers: boolean, storage?: Storage | null): Promise<Buffer> {
  const assets = await topicAssets(paper.placed.map((p) => p.topic), storage, COLUMN_WIDTH_PX, COLUMN_HEIGHT_PX);
  const children: FileChild[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [text(paper.name + (withAnswers ? '（含答案解析）' : ''), { bold: true, size: 32 })] }),
    line(`${paper.subjectName}\u3000考试时间：${paper.examTime}分钟\u3000满分：${fmt(paper.totalScore)}分`, {}, AlignmentType.CENTER),
    line('姓名：____________\u3000班级：____________\u3000考号：____________', {}, AlignmentType.CENTER),
  ];
  for (const g of groupsOf(paper.placed)) {
    const score = g.items.reduce((s, p) => s + p.score, 0);
    const count = g.items.reduce((n, p) => n + scoredItemCount(p.topic.type, slavesOf(p.topic).length), 0);
    children.push(new Paragraph({ spacing: { before: 200, after: 100 }, children: [text(`${g.typeNoCn}、${g.typeName}（共${count}小题，满分${fmt(score)}分）`, { bold: true, size: 24 })] }));
    for (const p of g.items) children.push(...topicBlocks(p, withAnswers, assets));
  }
  const doc = new Document({ creator: '组卷中心', title: paper.name, sections: [{ properties: { page: PAGE, column: COLUMNS }, footers: { default: pageFooter() }, children }] });
  return Packer.toBuffer(doc);
}

// ---------------------------------------------------------------- answer sheet

/** Lines of a subjective answer box by type (per question, or per sub-question for passages). */
const SHEET_LINES: Record<string, number> = {
  解答题: 14,
  填空题: 2,
  书面表达: 16,
  读后续写: 20,
  概要写作: 8,
  短文改错: 12,
  单句改错: 2,
  单句翻译: 2,
  句子翻译: 2,
  完成句子: 2,
  单句语法填空: 1,
  单词拼写: 1,
  语法填空: 1,
  任务型阅读: 1,
  课文填空: 1,
  选词填空: 1,
  阅读表达: 2,
};
export const sheetLinesOf = (type: string) => SHEET_LINES[type] ?? 3;

const BOX = { style: BorderStyle.SINGLE, size: 12, color: '000000' };
/** A bordered answer box: one row that never splits across a column or page break. */
const boxed = (children: Paragraph[]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: BOX, bottom: BOX, left: BOX, right: BOX, insideHorizontal: BOX, insideVertical: BOX },
    rows: [new TableRow({ cantSplit: true, children: [new TableCell({ children: children.length ? children : [new Paragraph('')] })] })],
  });

const RULE = { style: BorderStyle.SINGLE, size: 4, color: '999999', space: 1 };
// keepNext + keepLines on every line of a box: Word and LibreOffice move the box whole. Word and
// LibreOffice join paragraphs of the same borders into one bordered group, which draws only its
// bottom line: the `between` border draws the line under each of them.
const blankLine = (label = '') => new Paragraph({ keepNext: true, keepLines: true, spacing: { before: 120, after: 120 }, border: { bottom: RULE, between: RULE }, children: [text(label)] });

export type DocSheet = {
  name: string;
  subjectName: string;
  totalScore: number;
  examTime: number;
  examDate: string | null;
  clazzNames: string[];
  /** Digits of the school's student numbers (the admission-number grid has one column per digit). */
  numberDigits: number;
  items: ExamItem[];
};

/** 注意事项 of the sheet (no barcode: the sheet has none). */
export const SHEET_NOTICE =
  '注意事项：1. 答题前，考生务必将姓名、班级、考号填写清楚，并在准考证号栏内逐位填写考号、填涂对应数字。2. 选择题用2B铅笔填涂，修改时用橡皮擦干净。3. 非选择题用0.5毫米黑色签字笔在各题目的答题区域内作答，超出答题区域书写的答案无效。4. 保持卡面清洁，不要折叠、不要弄破。';

export async function answerSheetDocx(sheet: DocSheet): Promise<Buffer> {
  const cell = (t: string, bold = false, keepNext = false) => new TableCell({ children: [new Paragraph({ keepNext, alignment: AlignmentType.CENTER, children: [text(t, { bold })] })] });
  const info = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [new TableRow({ children: [cell('姓名', true), cell(''), cell('班级', true), cell(''), cell('考号', true), cell(''), cell('座位号', true), cell('')] })],
  });
  // Admission number: one column per digit of the school's student numbers; write the digit in
  // the top box and fill the bubble below. The grid is kept in one piece.
  const digits = Math.max(1, sheet.numberDigits);
  const grid = new Table({
    width: { size: Math.min(100, Math.round((digits * 100) / 14)), type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ cantSplit: true, children: Array.from({ length: digits }, () => cell(' ', false, true)) }),
      ...Array.from({ length: 10 }, (_, d) => new TableRow({ cantSplit: true, children: Array.from({ length: digits }, () => cell(`[${d}]`, false, d < 9)) })),
    ],
  });
  const objective = sheet.items.filter((i) => i.objective);
  const subjective = sheet.items.filter((i) => !i.objective);
  const perRow = 3;
  const bubbles = (i: ExamItem) => `${i.questionNo}  ${[...(i.options ?? '')].map((l) => `[${l}]`).join(' ')}`;
  const objRows: TableRow[] = [];
  for (let r = 0; r < objective.length; r += perRow) {
    objRows.push(
      new TableRow({ cantSplit: true, children: Array.from({ length: perRow }, (_, k) => new TableCell({ children: [new Paragraph({ keepLines: true, children: [text(objective[r + k] ? bubbles(objective[r + k]!) : '', { size: 20 })] })] })) }),
    );
  }
  const heading = (t: string) => new Paragraph({ keepNext: true, spacing: { before: 200, after: 100 }, children: [text(t, { bold: true, size: 24 })] });
  const children: FileChild[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [text(`${sheet.name} 答题卡`, { bold: true, size: 32 })] }),
    line(`${sheet.subjectName}\u3000考试时间：${sheet.examTime}分钟\u3000满分：${fmt(sheet.totalScore)}分${sheet.examDate ? `\u3000考试日期：${sheet.examDate}` : ''}`, {}, AlignmentType.CENTER),
    ...(sheet.clazzNames.length ? [line(`考试班级：${sheet.clazzNames.join('、')}`, { size: 18 }, AlignmentType.CENTER)] : []),
    info,
    new Paragraph({ keepNext: true, spacing: { after: 80 }, children: [text(`准考证号（${digits}位）`, { bold: true })] }),
    grid,
    line('缺考标记 [  ]（考生禁填，由监考老师填涂）', { size: 18 }),
    line(SHEET_NOTICE, { size: 18 }),
  ];
  if (objRows.length) {
    children.push(heading('一、选择题（请用2B铅笔填涂）'));
    children.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: objRows }));
  }
  if (subjective.length) {
    children.push(heading(`${objRows.length ? '二' : '一'}、非选择题（请在各题目的答题区域内作答）`));
    // Sub-questions of one passage share a box; other questions get a box each.
    const boxes: ExamItem[][] = [];
    for (const i of subjective) {
      const last = boxes.at(-1);
      if (last && last[0]!.topicId === i.topicId) last.push(i);
      else boxes.push([i]);
    }
    for (const box of boxes) {
      const first = box[0]!;
      const score = box.reduce((s, i) => s + i.fullScore, 0);
      const head = box.length > 1 ? `${first.questionNo}-${box.at(-1)!.questionNo}. ${first.type}（${fmt(score)}分）` : `${first.questionNo}. ${first.type}（${fmt(score)}分）`;
      const lines = sheetLinesOf(first.type);
      const body: Paragraph[] = [new Paragraph({ keepNext: true, keepLines: true, children: [text(head, { bold: true })] })];
      if (box.length > 1) for (const i of box) for (let k = 0; k < lines; k += 1) body.push(blankLine(k === 0 ? `${i.questionNo}.` : ''));
      else for (let k = 0; k < lines; k += 1) body.push(blankLine());
      body.push(new Paragraph({ keepLines: true, alignment: AlignmentType.RIGHT, children: [text('请在各题目的答题区域内作答，超出黑色矩形边框限定区域的答案无效', { size: 16, color: '888888' })] }));
      children.push(boxed(body));
      children.push(new Paragraph(''));
    }
  }
  const doc = new Document({ creator: '组卷中心', title: `${sheet.name} 答题卡`, sections: [{ properties: { page: PAGE, column: COLUMNS }, footers: { default: pageFooter() }, children }] });
  return Packer.toBuffer(doc);
}

/**
 * A basket (or one 二轮复习 topic) as a Word handout (docs/template.md): A4, the handout title,
 * then each item in the teacher's order, 第 X 页 共 Y 页 in the footer. withNotes = false gives the
 * students' copy: essays without highlights and comments, readings and practice without answers.
 */
import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, type FileChild, type IRunOptions } from 'docx';
import type { TEssayContent, TJournalContent, TPhraseGroupContent, TSecondRoundContent, TTemplateWord, TWordTopicContent, TWriteTemplateContent } from '@app/contract/template';
import { pageFooter } from '../paper/documents.js';

const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: 'SimSun' };
const SIZE = 21; // 五号

const run = (text: string, opts: Omit<IRunOptions, 'text'> = {}) => new TextRun({ text, font: FONT, size: SIZE, ...opts });
const para = (text: string, opts: Omit<IRunOptions, 'text'> = {}, extra: { indent?: boolean; after?: number } = {}) =>
  new Paragraph({ spacing: { after: extra.after ?? 80, line: 300 }, indent: extra.indent ? { firstLine: 420 } : undefined, children: [run(text, opts)] });
const label = (name: string) => new Paragraph({ spacing: { before: 160, after: 80 }, children: [run(name, { bold: true, color: '1F4E79' })] });
const heading = (text: string, sub?: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 120 },
    keepNext: true,
    children: [run(text, { bold: true, size: 26, color: '000000' }), ...(sub ? [run(`\u3000${sub}`, { size: SIZE, color: '595959' })] : [])],
  });
/** Text with \n line breaks as paragraphs (letters keep their layout). */
const lines = (text: string, indent = false) => text.split(/\n+/).filter((l) => l.trim()).map((l) => para(l.trim(), {}, { indent }));

const border = { style: BorderStyle.SINGLE, size: 4, color: 'A6A6A6' };
const borders = { top: border, bottom: border, left: border, right: border };
function table(header: string[], rows: string[][], widths: number[]): Table {
  const cell = (t: string, bold = false, w = 0) =>
    new TableCell({
      borders,
      width: { size: w, type: WidthType.PERCENTAGE },
      margins: { top: 40, bottom: 40, left: 80, right: 80 },
      children: t.split('\n').map((l) => new Paragraph({ children: [run(l, bold ? { bold: true } : {})] })),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((h, i) => cell(h, true, widths[i]!)) }),
      ...rows.map((r) => new TableRow({ cantSplit: true, children: r.map((t, i) => cell(t, false, widths[i]!)) })),
    ],
  });
}

export type HandoutItem =
  | { kind: 'word'; content: TWordTopicContent; words: TTemplateWord[] }
  | { kind: 'phrase'; content: TPhraseGroupContent }
  | { kind: 'essay'; content: TEssayContent; wordCount: number }
  | { kind: 'write'; content: TWriteTemplateContent }
  | { kind: 'journal'; content: TJournalContent; wordCount: number }
  | { kind: 'secondround'; content: TSecondRoundContent };

function wordBlocks(c: TWordTopicContent, words: TTemplateWord[]): FileChild[] {
  return [
    heading(c.title, `${c.topic}·${c.theme}`),
    para(c.intro, { italics: true, color: '595959' }),
    table(
      ['序号', '单词', '音标', '词性', '释义'],
      words.map((w, i) => [String(i + 1), w.junior ? w.word : `${w.word} ★`, w.phonetic, w.pos.join(' '), w.meaning]),
      [8, 20, 22, 12, 38],
    ),
    para('★ 高中新增词汇', { size: 18, color: '7F7F7F' }),
    label('常用搭配'),
    ...c.phrases.map((p, i) => para(`${i + 1}. ${p}`)),
  ];
}

function phraseBlocks(c: TPhraseGroupContent): FileChild[] {
  return [
    heading(c.title, `${c.topic}·${c.theme}`),
    table(
      ['短语', '释义', '例句'],
      c.phrases.map((p) => [p.phrase, p.meaning, `${p.example}\n${p.exampleZh}`]),
      [24, 22, 54],
    ),
  ];
}

function essayBlocks(c: TEssayContent, wordCount: number, withNotes: boolean): FileChild[] {
  return [
    heading(c.title, `${c.type === c.genre ? c.type : `${c.type}·${c.genre}`}\u3000${c.topic}`),
    label('【题目】'),
    ...lines(c.prompt),
    label(`【范文】（${wordCount}词）`),
    ...lines(c.essay, c.type !== '应用文'),
    ...(withNotes
      ? [label('【亮点】'), ...c.highlights.map((h, i) => new Paragraph({ spacing: { after: 60 }, children: [run(`${i + 1}. `), run(h.text, { bold: true }), run(`：${h.note}`)] })), label('【点评】'), para(c.comment)]
      : []),
  ];
}

function writeBlocks(c: TWriteTemplateContent, withNotes: boolean): FileChild[] {
  return [
    heading(c.title, `${c.type}·${c.genre}`),
    para(c.summary, { italics: true, color: '595959' }),
    ...c.sections.flatMap((s) => [label(s.name), ...s.sentences.map((t, i) => para(`${i + 1}. ${t}`))]),
    label('【示例】'),
    ...lines(c.example),
    ...(withNotes ? [label('【提示】'), ...c.tips.map((t, i) => para(`${i + 1}. ${t}`))] : []),
  ];
}

function journalBlocks(c: TJournalContent, wordCount: number, withNotes: boolean): FileChild[] {
  return [
    heading(c.title, `${c.titleZh}\u3000${c.column}·${wordCount}词`),
    ...lines(c.text, true),
    label('【词汇注释】'),
    table(['词汇', '释义'], c.glossary.map((g) => [g.word, g.meaning]), [40, 60]),
    ...(withNotes ? [label('【长难句分析】'), ...c.sentences.flatMap((s, i) => [para(`${i + 1}. ${s.text}`, { italics: true }), para(s.analysis)])] : []),
    label('【阅读思考】'),
    ...c.questions.flatMap((q, i) => [para(`${i + 1}. ${q.question}`), ...(withNotes ? [para(`答：${q.answer}`, { color: '2E75B6' })] : [])]),
    ...(withNotes ? [label('【中文概要】'), para(c.summaryZh)] : []),
  ];
}

function secondRoundBlocks(c: TSecondRoundContent, withNotes: boolean): FileChild[] {
  return [
    label('【考情概述】'),
    para(c.overview),
    label('【考点梳理】'),
    ...c.points.flatMap((p, i) => [para(`${i + 1}. ${p.name}`, { bold: true }), para(p.explain), para(`例：${p.example}`, { italics: true })]),
    label('【专项练习】'),
    ...c.practice.flatMap((p, i) => lines(`${i + 1}. ${p.question}`)),
    ...(withNotes ? [label('【参考答案与解析】'), ...c.practice.map((p, i) => new Paragraph({ spacing: { after: 60 }, children: [run(`${i + 1}. `), run(p.answer, { bold: true }), run(`\u3000${p.explain}`)] }))] : []),
    label('【考前自查】'),
    ...c.checklist.map((t) => para(`□ ${t}`)),
  ];
}

function blocksOf(item: HandoutItem, withNotes: boolean): FileChild[] {
  switch (item.kind) {
    case 'word':
      return wordBlocks(item.content, item.words);
    case 'phrase':
      return phraseBlocks(item.content);
    case 'essay':
      return essayBlocks(item.content, item.wordCount, withNotes);
    case 'write':
      return writeBlocks(item.content, withNotes);
    case 'journal':
      return journalBlocks(item.content, item.wordCount, withNotes);
    case 'secondround':
      return secondRoundBlocks(item.content, withNotes);
  }
}

/** The file's name: the title without characters a file system refuses. */
export const handoutFileName = (title: string) => `${title.replace(/[\\/:*?"<>|]/g, '_')}.docx`;

export async function handoutDocx(title: string, items: readonly HandoutItem[], withNotes: boolean): Promise<{ buffer: Buffer; fileName: string }> {
  const doc = new Document({
    creator: '英语资源',
    title,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: { default: pageFooter() },
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: [run(title, { bold: true, size: 36 })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [run(withNotes ? '教师版（含批注与答案）' : '学生版', { size: 18, color: '7F7F7F' })] }),
          ...items.flatMap((item) => blocksOf(item, withNotes)),
        ],
      },
    ],
  });
  return { buffer: await Packer.toBuffer(doc), fileName: handoutFileName(title) };
}

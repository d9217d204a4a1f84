/**
 * 双向细目表 of a maths paper record: one row per scored question with its type, score,
 * difficulty and knowledge points, and per knowledge point its questions and score by
 * difficulty. Stored on the record when created (recreate rebuilds it from the current paper);
 * downloads as Excel or Word.
 */
import ExcelJS from 'exceljs';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { eq } from 'drizzle-orm';
import { DIFFICULTY_NAMES, difficultyName, fmtNum, MATHS_SUBJECT_IDS, type TTwoWayTable } from '@app/contract';
import type { Db } from '../../db/client.js';
import { paperRecord } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { placeTopics, recordEntries } from './paper-content.js';
import { requireRecord } from './records.js';
import { itemNosOf, kpNames } from './topics.js';
import { DOCX_TYPE, XLSX_TYPE } from '../../http/send-file.js';
import { addTableSheet, NUM_FMT } from '../../http/excel-sheet.js';

const LEVELS = [1, 2, 3, 4, 5, 6];

async function mathsRecord(db: Db, auth: AuthContext, recordId: number, mode: 'own' | 'view') {
  const r = await requireRecord(db, auth, recordId, mode);
  if (!MATHS_SUBJECT_IDS.includes(r.subjectId)) throw errors.validation('双向细目表只适用于数学试卷');
  return r;
}

export async function buildTwoWayTable(db: Db, auth: AuthContext, recordId: number, name: string): Promise<TTwoWayTable> {
  const placed = await placeTopics(db, await recordEntries(db, recordId), auth.schoolId);
  const names = await kpNames(db, placed.map((p) => p.topic));
  const rows = placed.flatMap((p) => {
    const nos = itemNosOf(p.topic, p.topicNo);
    return nos.map((no) => ({
      topicNo: no,
      typeName: p.typeName,
      score: p.score / nos.length,
      difficulty: p.topic.difficulty,
      difficultyText: difficultyName(p.topic.difficulty),
      kpNames: p.topic.knowledgePointIds.map((id) => names.get(id) ?? '').filter(Boolean),
    }));
  });
  const kp = new Map<string, { kpName: string; topicNos: string[]; score: number; scoreByDifficulty: number[] }>();
  for (const r of rows) {
    for (const k of r.kpNames) {
      const e = kp.get(k) ?? { kpName: k, topicNos: [], score: 0, scoreByDifficulty: LEVELS.map(() => 0) };
      e.topicNos.push(r.topicNo);
      e.score += r.score;
      const i = LEVELS.indexOf(r.difficulty);
      if (i >= 0) e.scoreByDifficulty[i]! += r.score;
      kp.set(k, e);
    }
  }
  return {
    paperId: recordId,
    paperName: name,
    totalScore: rows.reduce((s, r) => s + r.score, 0),
    rows,
    kpSummary: [...kp.values()],
    difficultyNames: LEVELS.map((l) => DIFFICULTY_NAMES[l]!),
    createdAt: new Date().toISOString(),
  };
}

/** Create: the stored table, built now if there is none yet. */
export async function createTwoWayTable(db: Db, auth: AuthContext, recordId: number): Promise<TTwoWayTable> {
  const r = await mathsRecord(db, auth, recordId, 'own');
  if (r.twoWayTable) return r.twoWayTable as TTwoWayTable;
  return recreateTwoWayTable(db, auth, recordId);
}

export async function recreateTwoWayTable(db: Db, auth: AuthContext, recordId: number): Promise<TTwoWayTable> {
  const r = await mathsRecord(db, auth, recordId, 'own');
  const table = await buildTwoWayTable(db, auth, recordId, r.name);
  await db.update(paperRecord).set({ twoWayTable: table, updatedAt: new Date() }).where(eq(paperRecord.id, recordId));
  return table;
}

export async function getTwoWayTable(db: Db, auth: AuthContext, recordId: number): Promise<TTwoWayTable> {
  const r = await mathsRecord(db, auth, recordId, 'view');
  if (!r.twoWayTable) throw errors.notFound('尚未生成双向细目表');
  return r.twoWayTable as TTwoWayTable;
}

/** A score as the pages show it (the contract's display rounding). */
const fmt = (n: number) => fmtNum(n);

export async function twoWayTableFile(db: Db, auth: AuthContext, recordId: number, format: 'xlsx' | 'docx'): Promise<{ buffer: Buffer; fileName: string; contentType: string }> {
  const t = await getTwoWayTable(db, auth, recordId);
  const head = ['题号', '题型', '分值', '难度', '知识点'];
  const body = t.rows.map((r) => [r.topicNo, r.typeName, fmt(r.score), r.difficultyText, r.kpNames.join('、')]);
  const kpHead = ['知识点', '题号', '分值', ...t.difficultyNames];
  const kpBody = t.kpSummary.map((k) => [k.kpName, k.topicNos.join('、'), fmt(k.score), ...k.scoreByDifficulty.map(fmt)]);
  if (format === 'xlsx') {
    // Numbers as numbers with the page's rounding (one decimal); a difficulty without points is
    // blank, as on the page.
    const wb = new ExcelJS.Workbook();
    addTableSheet(wb, '双向细目表', {
      title: t.paperName,
      columns: [{ header: '题号', width: 8 }, { header: '题型', width: 12 }, { header: '分值', width: 8, numFmt: NUM_FMT.score }, { header: '难度', width: 10 }, { header: '知识点', width: 40 }],
      rows: [...t.rows.map((r) => [r.topicNo, r.typeName, r.score, r.difficultyText, r.kpNames.join('、') || null]), ['合计', '', t.totalScore, '', '']],
    });
    addTableSheet(wb, '知识点分布', {
      title: `${t.paperName} 知识点分布`,
      columns: [{ header: '知识点', width: 20 }, { header: '题号', width: 16 }, { header: '分值', width: 8, numFmt: NUM_FMT.score }, ...t.difficultyNames.map((header) => ({ header, width: 9, numFmt: '0.0;-0.0;;@' }))],
      rows: t.kpSummary.map((k) => [k.kpName, k.topicNos.join('、'), k.score, ...k.scoreByDifficulty]),
    });
    return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `${t.paperName}双向细目表.xlsx`, contentType: XLSX_TYPE };
  }
  const cell = (s: string, bold = false) => new TableCell({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: s, bold, size: 20, font: 'SimSun' })] })] });
  const table = (h: string[], rows: string[][]) => new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [new TableRow({ children: h.map((x) => cell(x, true)) }), ...rows.map((r) => new TableRow({ children: r.map((x) => cell(x)) }))] });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: `${t.paperName}双向细目表`, bold: true, font: 'SimSun' })] }),
          table(head, [...body, ['合计', '', fmt(t.totalScore), '', '']]),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: '知识点分布', font: 'SimSun' })] }),
          table(kpHead, kpBody),
        ],
      },
    ],
  });
  return { buffer: await Packer.toBuffer(doc), fileName: `${t.paperName}双向细目表.docx`, contentType: DOCX_TYPE };
}

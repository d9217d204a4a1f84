/**
 * Score import from Excel (.xlsx): the template lists the exam's students with one column per
 * question; objective questions take the chosen letters and are scored against the key. Every
 * bad cell is reported with its row and column; nothing is written until the whole file is clean.
 * The format is documented in docs/score-import.md.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exam, scoreAudit, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertCanManage, requireExam } from './access.js';
import { groupStudents } from './exam-groups.js';
import { examQuestions, type QuestionRow } from './paper.js';
import type { ProgressReporter } from './import-progress.js';
import { upsertScoreRows, type ScoreRow } from './score-rows.js';
import { scoreObjectiveAnswer } from './objective.js';

export const FIXED_COLUMNS = ['学号', '姓名', '班级', '缺考'] as const;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
const MAX_ERRORS = 200;

export function questionHeader(q: QuestionRow): string {
  return q.objective ? `${q.questionNo}（${q.choiceKind === 'multiple' ? '多选' : '单选'}，${q.options}）` : `${q.questionNo}（${q.fullScore}分）`;
}

export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

export async function buildTemplate(db: Db, auth: AuthContext, examId: number): Promise<{ buffer: Buffer; fileName: string }> {
  const { exam: e, group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  const questions = await examQuestions(db, examId);
  if (!questions.length) throw errors.conflict('请先设置试卷结构，再下载成绩模板');
  const students = await groupStudents(db, group.id);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成绩');
  ws.addRow([...FIXED_COLUMNS, ...questions.map(questionHeader)]);
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', xSplit: 3, ySplit: 1 }];
  ws.columns.forEach((c, i) => (c.width = i < 4 ? [14, 10, 12, 6][i]! : 12));
  for (const s of students) ws.addRow([s.studentNum, s.name, s.clazzName, '']);
  ws.getColumn(1).numFmt = '@';
  const help = wb.addWorksheet('填写说明');
  [
    ['填写说明'],
    ['1. 每行一名学生，学号必须是本次考试班级中的学生，不能重复。'],
    ['2. 缺考的学生在“缺考”列填“是”，其余题目留空。'],
    ['3. 客观题填写学生所选选项字母（如 A 或 ACD），系统按答案自动判分；未作答留空。'],
    ['4. 主观题填写得分，不能小于0或超过该题满分，可以有0.5分。'],
    ['5. 只导入文件中出现的学生，未出现的学生成绩保持不变。'],
    [`试卷满分：${e.fullScore}分，共${questions.length}题。`],
  ].forEach((r) => help.addRow(r));
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  const subjectName = (await db.select({ name: subject.name }).from(subject).where(eq(subject.id, e.subjectId)).limit(1))[0]?.name ?? '';
  return { buffer, fileName: `${group.name}-${subjectName}-成绩导入模板.xlsx` };
}

function cellText(v: ExcelJS.CellValue): string {
  if (v == null) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v.trim();
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('result' in v && v.result != null) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('').trim();
    if ('text' in v && typeof v.text === 'string') return v.text.trim();
  }
  return String(v).trim();
}

export type ImportError = { row: number; column: string; message: string };

/**
 * Reads the first worksheet as rows of cell values (index 0 = row 1, column A). The streaming
 * reader keeps a 50,000-row sheet from building exceljs's whole object model in memory; it
 * occasionally fails on a valid file (an exceljs race: "reading 'sheets'", about 1 in 300 here),
 * so on any streaming error the file is read again with the full loader, which is reliable.
 */
export async function readFirstSheet(file: Buffer): Promise<ExcelJS.CellValue[][]> {
  let rows: ExcelJS.CellValue[][];
  try {
    rows = await streamFirstSheet(file);
  } catch {
    rows = await loadFirstSheet(file);
  }
  if (!rows.length) throw errors.validation('Excel文件中没有工作表或内容');
  return Array.from(rows, (r) => r ?? []);
}

async function streamFirstSheet(file: Buffer): Promise<ExcelJS.CellValue[][]> {
  const rows: ExcelJS.CellValue[][] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit' });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      rows[row.number - 1] = (row.values as ExcelJS.CellValue[]).slice(1);
    }
    break;
  }
  return rows;
}

async function loadFirstSheet(file: Buffer): Promise<ExcelJS.CellValue[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw errors.validation('文件不是有效的Excel（.xlsx）文件');
  }
  const ws = wb.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  ws?.eachRow({ includeEmpty: false }, (r, n) => {
    rows[n - 1] = (r.values as ExcelJS.CellValue[]).slice(1);
  });
  return rows;
}

export type ImportResult = { imported: number; absent: number; errors: ImportError[] };

/** Checks and imports a filled template; `progress` hears the stages (read, check, write). */
export async function importScores(db: Db, auth: AuthContext, examId: number, file: Buffer, progress?: ProgressReporter): Promise<ImportResult> {
  const { group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  const questions = await examQuestions(db, examId);
  if (!questions.length) throw errors.conflict('请先设置试卷结构，再导入成绩');
  progress?.set('read');
  const sheet = await readFirstSheet(file);
  const header = (sheet[0] ?? []).map(cellText);
  const expected = [...FIXED_COLUMNS, ...questions.map(questionHeader)];
  const headerErrors: ImportError[] = [];
  expected.forEach((h, i) => {
    const got = header[i] ?? '';
    // Question columns are matched by their number so a teacher may shorten the header to '17(1)'.
    const ok = i < FIXED_COLUMNS.length ? got === h : got === h || got === questions[i - FIXED_COLUMNS.length]!.questionNo;
    if (!ok) headerErrors.push({ row: 1, column: columnLetter(i + 1), message: `表头应为“${h}”，实际为“${got || '空'}”` });
  });
  if (headerErrors.length) return { imported: 0, absent: 0, errors: headerErrors.slice(0, MAX_ERRORS) };

  const students = await groupStudents(db, group.id);
  const byNum = new Map(students.map((s) => [s.studentNum, s]));
  const seen = new Map<string, number>();
  const rows: ScoreRow[] = [];
  const errs: ImportError[] = [];
  const add = (row: number, col: number, message: string) => {
    if (errs.length < MAX_ERRORS) errs.push({ row, column: columnLetter(col), message });
  };
  const hasObjective = questions.some((q) => q.objective);

  const dataRows = sheet.length - 1;
  progress?.set('check', 0, dataRows);
  sheet.forEach((cells, i) => {
    const rowNo = i + 1;
    if (rowNo === 1) return;
    if (i % 500 === 0) progress?.set('check', i, dataRows);
    const values = cells.map(cellText);
    if (values.every((v) => v === '')) return;
    const num = values[0] ?? '';
    const s = byNum.get(num);
    if (!num) return add(rowNo, 1, '学号为空');
    if (!s) return add(rowNo, 1, `学号${num}不是本次考试班级中的学生`);
    if (seen.has(num)) return add(rowNo, 1, `学号${num}与第${seen.get(num)}行重复`);
    seen.set(num, rowNo);
    const absentText = values[3] ?? '';
    if (absentText !== '' && absentText !== '是' && absentText !== '否') add(rowNo, 4, `缺考列只能填“是”或留空，实际为“${absentText}”`);
    const absent = absentText === '是';
    const scores: number[] = [];
    const answers: (string | null)[] = [];
    questions.forEach((q, i) => {
      const col = FIXED_COLUMNS.length + i + 1;
      const raw = values[FIXED_COLUMNS.length + i] ?? '';
      if (absent) {
        if (raw !== '') add(rowNo, col, '缺考学生的题目应留空');
        scores.push(0);
        answers.push(null);
        return;
      }
      if (q.objective) {
        const answer = raw.toUpperCase().replace(/\s|,|，/g, '');
        const bad = [...answer].filter((c) => !(q.options ?? '').includes(c));
        if (bad.length) {
          add(rowNo, col, `第${q.questionNo}题选项“${bad.join('')}”不在${q.options}范围内`);
        } else if (q.choiceKind === 'single' && answer.length > 1) {
          add(rowNo, col, `第${q.questionNo}题是单选题，只能填一个选项`);
        }
        answers.push(answer || null);
        scores.push(scoreObjectiveAnswer(answer || null, q));
        return;
      }
      answers.push(null);
      if (raw === '') {
        scores.push(0);
        return;
      }
      const n = Number(raw);
      if (!Number.isFinite(n)) add(rowNo, col, `第${q.questionNo}题分数“${raw}”不是数字`);
      else if (n < 0) add(rowNo, col, `第${q.questionNo}题分数${n}不能小于0`);
      else if (n > q.fullScore) add(rowNo, col, `第${q.questionNo}题分数${n}超过满分${q.fullScore}`);
      scores.push(Number.isFinite(n) ? n : 0);
    });
    rows.push({ studentId: s.studentId, clazzId: s.clazzId, absent, scores, answers: hasObjective ? answers : null });
  });

  if (errs.length) return { imported: 0, absent: 0, errors: errs };
  if (!rows.length) return { imported: 0, absent: 0, errors: [{ row: 2, column: 'A', message: '文件中没有学生成绩' }] };
  progress?.set('write', 0, rows.length);
  await db.transaction(async (tx) => {
    await upsertScoreRows(tx as unknown as Db, examId, rows, (done, total) => progress?.set('write', done, total));
    await tx.update(exam).set({ scoreVersion: sql`${exam.scoreVersion} + 1` }).where(eq(exam.id, examId));
    await tx.insert(scoreAudit).values({ examId, teacherId: auth.teacherId, action: 'import', detail: { rows: rows.length, absent: rows.filter((r) => r.absent).length } });
  });
  return { imported: rows.length, absent: rows.filter((r) => r.absent).length, errors: [] };
}


/**
 * Score import from Excel (.xlsx): the template lists the exam's students with one column per
 * question; objective questions take the chosen letters and are scored against the key. Every
 * bad cell is reported with its row and column; nothing is written until the whole file is clean.
 * The format is documented in docs/score-import.md.
 */
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { ERR, type TImportPending, type TImportResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, exam, examStudent, scoreAudit, subject } from '../../db/schema.js';
import { AppError, errors } from '../../http/errors.js';
import { XLSX_LIMITS } from '../../http/upload-limits.js';
import { INVALID_XLSX } from '../../http/xlsx-guard.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertCanManage, assertCanViewClazz, requireExam } from './access.js';
import { keepPreviousRows, lockScoreVersion } from './score-history.js';
import { groupStudents } from './exam-groups.js';
import { examQuestions, type QuestionRow } from './paper.js';
import type { ProgressReporter } from './import-progress.js';
import { SCORE_ROW_TEXT_COLUMNS, upsertScoreRows, type ScoreRow } from './score-rows.js';
import { scoreObjectiveAnswer } from './objective.js';
import { readSheetInProcess, readSheetInWorker } from './read-sheet.js';
import { cellText } from '../../http/sheet-cells.js';

export const FIXED_COLUMNS = ['学号', '姓名', '班级', '缺考'] as const;
export const MAX_IMPORT_BYTES = XLSX_LIMITS.maxFileBytes;
const MAX_ERRORS = 200;

export function questionHeader(q: QuestionRow): string {
  return q.objective ? `${q.questionNo}（${q.choiceKind === 'multiple' ? '多选' : '单选'}，${q.options}）` : `${q.questionNo}（${q.fullScore}分）`;
}

export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/**
 * Excel data validation on the template's cells, so Excel checks what the teacher types: 缺考 from
 * a list (是, 否), a subjective score a decimal from 0 to the full score, a single choice one of the
 * option letters, a multiple choice at most as many characters as there are options.
 */
export function addTemplateValidations(sheet: ExcelJS.Worksheet, questions: QuestionRow[], lastRow: number): void {
  // exceljs 4 writes ranges given to worksheet.dataValidations, which its typings leave out.
  const ws = sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } };
  const range = (col: number) => `${columnLetter(col)}2:${columnLetter(col)}${Math.max(2, lastRow)}`;
  const common = { allowBlank: true, showErrorMessage: true, errorStyle: 'stop' as const };
  ws.dataValidations.add(range(FIXED_COLUMNS.length), { ...common, type: 'list', formulae: ['"是,否"'], errorTitle: '缺考填写有误', error: '缺考列只能填“是”或“否”，未缺考可留空' });
  questions.forEach((q, i) => {
    const col = FIXED_COLUMNS.length + i + 1;
    const options = q.options ?? '';
    if (!q.objective) {
      ws.dataValidations.add(range(col), {
        ...common,
        type: 'decimal',
        operator: 'between',
        formulae: [0, q.fullScore],
        errorTitle: '分数超出范围',
        error: `第${q.questionNo}题分数应在0到${q.fullScore}之间，且为0.5的整数倍`,
      });
    } else if (q.choiceKind === 'multiple') {
      ws.dataValidations.add(range(col), {
        ...common,
        type: 'textLength',
        operator: 'between',
        formulae: [1, options.length],
        errorTitle: '选项填写有误',
        error: `第${q.questionNo}题是多选题，请填所选选项字母（${options}中的一个或几个，如${options.slice(0, 2)}）`,
      });
    } else {
      ws.dataValidations.add(range(col), {
        ...common,
        type: 'list',
        formulae: [`"${[...options].join(',')}"`],
        errorTitle: '选项填写有误',
        error: `第${q.questionNo}题是单选题，只能填${[...options].join('、')}中的一个字母`,
      });
    }
  });
}

/** The template: every student of the exam's classes, or of one class (`clazzId`) the teacher may see. */
export async function buildTemplate(db: Db, auth: AuthContext, examId: number, clazzId?: number): Promise<{ buffer: Buffer; fileName: string }> {
  const { exam: e, group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  if (clazzId != null) await assertCanViewClazz(db, auth, group, e.subjectId, clazzId);
  const questions = await examQuestions(db, examId);
  if (!questions.length) throw errors.conflict('请先设置试卷结构，再下载成绩模板');
  const students = (await groupStudents(db, group.id)).filter((s) => clazzId == null || s.clazzId === clazzId);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成绩');
  ws.addRow([...FIXED_COLUMNS, ...questions.map(questionHeader)]);
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', xSplit: 3, ySplit: 1 }];
  ws.columns.forEach((c, i) => (c.width = i < 4 ? [14, 10, 12, 6][i]! : 12));
  for (const s of students) ws.addRow([s.studentNum, s.name, s.clazzName, '']);
  ws.getColumn(1).numFmt = '@';
  addTemplateValidations(ws, questions, students.length + 1);
  const help = wb.addWorksheet('填写说明');
  [
    ['填写说明'],
    ['1. 每行一名学生，学号必须是本次考试班级中的学生，不能重复。'],
    ['2. 缺考的学生在“缺考”列填“是”，其余题目留空。'],
    ['3. 客观题填写学生所选选项字母（如 A 或 ACD），系统按答案自动判分；未作答留空。'],
    ['4. 主观题填写得分，不能小于0或超过该题满分，须为0.5的整数倍（如 7 或 7.5）。'],
    ['5. 缺考列和所有题目都留空的行不导入，该学生已有的成绩保持不变；文件中没有的学生也不变。'],
    ['6. 不要在最后一题之后添加列（如备注），否则文件会被拒绝。'],
    ['7. 如果导入会改动已经保存的成绩，系统会先列出各班要改动的人数，确认后才导入；导入后可在“导入记录”中撤销最近一次导入。'],
    [`试卷满分：${e.fullScore}分，共${questions.length}题。`],
  ].forEach((r) => help.addRow(r));
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  const subjectName = (await db.select({ name: subject.name }).from(subject).where(eq(subject.id, e.subjectId)).limit(1))[0]?.name ?? '';
  const clazzName = clazzId != null ? ((await db.select({ name: clazz.name }).from(clazz).where(eq(clazz.id, clazzId)).limit(1))[0]?.name ?? '') : '';
  return { buffer, fileName: `${group.name}-${subjectName}${clazzName ? `-${clazzName}` : ''}-成绩导入模板.xlsx` };
}


export type ImportError = { row: number; column: string; message: string };

/**
 * Reads the first worksheet as rows of cell values (index 0 = row 1, column A), after checking the
 * bytes and the caps on what the workbook unpacks to (read-sheet.ts, http/xlsx-guard.ts). With
 * `inWorker` the workbook is read in a worker thread with its own heap limit: every upload is.
 */
export async function readFirstSheet(file: Buffer, opts: { inWorker?: boolean } = {}): Promise<ExcelJS.CellValue[][]> {
  assertXlsxBytes(file);
  const rows = opts.inWorker ? await readSheetInWorker(file) : await readSheetInProcess(file);
  if (!rows.length) throw errors.validation('Excel文件中没有工作表或内容');
  return Array.from(rows, (r) => r ?? []);
}

/** An .xlsx is a ZIP archive; anything else (an empty file too) is refused before exceljs sees it: its streaming reader waits forever on an empty input. */
export function assertXlsxBytes(file: Buffer): void {
  if (file.length === 0) throw errors.validation('文件是空的（0字节），请选择填好成绩的Excel文件');
  if (file.length < 4 || file[0] !== 0x50 || file[1] !== 0x4b || file[2] !== 0x03 || file[3] !== 0x04) throw errors.validation(INVALID_XLSX);
}

export type ImportResult = TImportResult;

/** The students a clean file writes, with what it tells about them. */
type Parsed = { rows: (ScoreRow & { clazzName: string })[]; skipped: number };

/** Subjective scores are whole or half points. */
const isHalfStep = (n: number) => Math.abs(n * 2 - Math.round(n * 2)) < 1e-9;

/** Reads and checks the sheet; throws the refusal (errCode 40000, the error list in data) when anything is wrong. */
function parseSheet(sheet: ExcelJS.CellValue[][], questions: QuestionRow[], students: Awaited<ReturnType<typeof groupStudents>>, progress?: ProgressReporter): Parsed {
  const header = (sheet[0] ?? []).map(cellText);
  const expected = [...FIXED_COLUMNS, ...questions.map(questionHeader)];
  const headerErrors: ImportError[] = [];
  expected.forEach((h, i) => {
    const got = header[i] ?? '';
    // Question columns are matched by their number so a teacher may shorten the header to '17(1)'.
    const ok = i < FIXED_COLUMNS.length ? got === h : got === h || got === questions[i - FIXED_COLUMNS.length]!.questionNo;
    if (!ok) headerErrors.push({ row: 1, column: columnLetter(i + 1), message: `表头应为“${h}”，实际为“${got || '空'}”` });
  });
  // A column after the last question (a 备注 the teacher added) is not silently dropped.
  for (let i = expected.length; i < header.length; i++) {
    if (header[i]) headerErrors.push({ row: 1, column: columnLetter(i + 1), message: `第${columnLetter(i + 1)}列“${header[i]}”不是本次考试的题目，请删除该列` });
  }
  if (headerErrors.length) refuse(headerErrors);

  const byNum = new Map(students.map((s) => [s.studentNum, s]));
  const seen = new Map<string, number>();
  const rows: Parsed['rows'] = [];
  const errs: ImportError[] = [];
  let errCount = 0;
  let skipped = 0;
  const add = (row: number, col: number, message: string) => {
    errCount++;
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
    for (let c = expected.length; c < values.length; c++) {
      if (values[c]) add(rowNo, c + 1, `第${columnLetter(c + 1)}列不是本次考试的题目，请删除该单元格的内容`);
    }
    // 缺考 and every question empty: the student is not in the file (a template of the whole exam
    // filled in for one class); their stored scores stay as they are.
    if (values.slice(FIXED_COLUMNS.length - 1, expected.length).every((v) => v === '')) {
      skipped++;
      return;
    }
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
      else if (!isHalfStep(n)) add(rowNo, col, `第${q.questionNo}题分数${n}须为0.5的整数倍`);
      scores.push(Number.isFinite(n) ? Math.round(n * 2) / 2 : 0);
    });
    rows.push({ studentId: s.studentId, clazzId: s.clazzId, clazzName: s.clazzName, absent, scores, answers: hasObjective ? answers : null });
  });

  if (errs.length) refuse(errs, errCount);
  if (!rows.length) refuse([{ row: 2, column: 'A', message: '文件中没有学生成绩' }]);
  return { rows, skipped };
}

const emptyResult = (): TImportResult => ({ imported: 0, absent: 0, added: 0, changed: 0, unchanged: 0, skipped: 0, errors: [], pending: null });

/** A file with errors: nothing is imported; errCode 40000 with the errors in data. */
function refuse(list: ImportError[], count = list.length): never {
  throw new AppError(ERR.VALIDATION, `文件中有${count}处错误，没有导入任何成绩`, 400, { ...emptyResult(), errors: list });
}

type Stored = { clazzId: number; absent: boolean; scores: number[]; answers: (string | null)[] | null };

/** The exam's stored rows of the given students (arrays read as text: quicker than the driver's array parser). */
async function storedRows(db: Db, examId: number, studentIds: readonly number[]): Promise<Map<number, Stored>> {
  const rows = await db
    .select(SCORE_ROW_TEXT_COLUMNS)
    .from(examStudent)
    .where(and(eq(examStudent.examId, examId), sql`${examStudent.studentId} = any(${sql.param([...studentIds])}::int[])`));
  return new Map(rows.map((r) => [r.studentId, { clazzId: r.clazzId, absent: r.absent, scores: r.scores === '' ? [] : r.scores.split(',').map(Number), answers: r.answers == null ? null : r.answers.split(',').map((a) => a || null) }]));
}

/** Whether writing `row` would change what is stored (absent students' question values do not count). */
export function rowDiffers(row: Pick<ScoreRow, 'clazzId' | 'absent' | 'scores' | 'answers'>, stored: Stored): boolean {
  if (row.clazzId !== stored.clazzId || row.absent !== stored.absent) return true;
  if (row.absent) return false;
  if (row.scores.length !== stored.scores.length || row.scores.some((v, j) => Math.abs(v - stored.scores[j]!) > 1e-9)) return true;
  const a = row.answers ?? [];
  const b = stored.answers ?? [];
  const n = Math.max(a.length, b.length);
  for (let j = 0; j < n; j++) if ((a[j] ?? null) !== (b[j] ?? null)) return true;
  return false;
}

/** The confirmation token: the file's content and the exam's score version it was checked against. */
export function confirmTokenOf(file: Buffer, scoreVersion: number): string {
  return `v${scoreVersion}-${createHash('sha256').update(file).digest('hex').slice(0, 32)}`;
}

export type ImportOptions = { fileName?: string; confirmToken?: string; progress?: ProgressReporter };

/**
 * Checks and imports a filled template; `progress` hears the stages (read, check, write). A file
 * with errors is refused (AppError with the list); an import that would change stored scores
 * answers `pending` without writing unless `confirmToken` confirms this file at this score version.
 */
export async function importScores(db: Db, auth: AuthContext, examId: number, file: Buffer, opts: ImportOptions = {}): Promise<TImportResult> {
  const { progress } = opts;
  const { group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  const questions = await examQuestions(db, examId);
  if (!questions.length) throw errors.conflict('请先设置试卷结构，再导入成绩');
  progress?.set('read');
  const sheet = await readFirstSheet(file, { inWorker: true });
  const students = await groupStudents(db, group.id);
  const { rows, skipped } = parseSheet(sheet, questions, students, progress);

  const version = (await db.select({ v: exam.scoreVersion }).from(exam).where(eq(exam.id, examId)).limit(1))[0]?.v ?? 0;
  const stored = await storedRows(db, examId, rows.map((r) => r.studentId));
  const toWrite: ScoreRow[] = [];
  let added = 0;
  const changedByClazz = new Map<number, { clazzId: number; clazzName: string; changed: number }>();
  for (const r of rows) {
    const before = stored.get(r.studentId);
    if (!before) {
      added++;
      toWrite.push(r);
    } else if (rowDiffers(r, before)) {
      toWrite.push(r);
      const c = changedByClazz.get(r.clazzId) ?? { clazzId: r.clazzId, clazzName: r.clazzName, changed: 0 };
      c.changed++;
      changedByClazz.set(r.clazzId, c);
    }
  }
  const changed = toWrite.length - added;
  const result: TImportResult = { imported: rows.length, absent: rows.filter((r) => r.absent).length, added, changed, unchanged: rows.length - toWrite.length, skipped, errors: [], pending: null };

  const token = confirmTokenOf(file, version);
  if (changed > 0 && opts.confirmToken !== token) {
    const pending: TImportPending = { confirmToken: token, changed, added, classes: [...changedByClazz.values()] };
    progress?.set('confirm');
    // A confirmation given for another version (someone changed the scores since) or another file is not applied.
    if (opts.confirmToken) throw new AppError(ERR.CONFLICT, '确认之后本考试的成绩又有变动（或文件不同），请重新确认', 409, { ...result, pending });
    return { ...result, pending };
  }
  if (!toWrite.length) return result;

  progress?.set('write', 0, toWrite.length);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // The comparison above was made at `version`: a change committed since would be overwritten unseen.
    if ((await lockScoreVersion(tx, examId)) !== version) throw errors.conflict('导入期间本考试的成绩有变动，请重新上传文件');
    await keepPreviousRows(tx, { examId, teacherId: auth.teacherId, kind: 'import', fileName: opts.fileName ?? null, added, changed, scoreVersion: version + 1 }, toWrite.map((r) => r.studentId));
    await upsertScoreRows(tx, examId, toWrite, (done, total) => progress?.set('write', done, total));
    await tx.update(exam).set({ scoreVersion: version + 1 }).where(eq(exam.id, examId));
    await tx.insert(scoreAudit).values({ examId, teacherId: auth.teacherId, action: 'import', detail: { rows: rows.length, absent: result.absent } });
  });
  return result;
}

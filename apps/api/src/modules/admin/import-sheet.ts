/**
 * What the three admin imports (classes, students, teachers) share: reading the uploaded workbook
 * through the guarded sheet reader (caps and a worker, as for score imports), finding the columns
 * by their headers (an unknown header is refused, naming it), cell text, error collection with row
 * and column, the confirmation token (a hash of the plan the preview showed), and the templates.
 */
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { ERR, type TAdminImportError, type TAdminImportRow } from '@app/contract';
import { AppError, errors } from '../../http/errors.js';
import { readSheetInWorker } from '../academic/read-sheet.js';
import { cellText } from '../../http/sheet-cells.js';

export const MAX_ADMIN_IMPORT_BYTES = 10 * 1024 * 1024;
/** Rows of one file: a school of 10,000 students fits. */
export const MAX_ADMIN_IMPORT_ROWS = 20_000;

/** Reads the multipart `file` (.xlsx, 10 MB at most). */
export async function readUploadedXlsx(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw errors.validation('请以multipart/form-data上传文件，字段名为file');
  const part = await req.file({ limits: { fileSize: MAX_ADMIN_IMPORT_BYTES, files: 1 } });
  if (!part) throw errors.validation('请选择要上传的Excel文件');
  if (!/\.xlsx$/i.test(part.filename)) throw errors.validation('只支持.xlsx格式的Excel文件');
  const buffer = await part.toBuffer().catch(() => {
    throw errors.tooLarge('文件超过10MB，请拆分后上传');
  });
  if (part.file.truncated) throw errors.tooLarge('文件超过10MB，请拆分后上传');
  return buffer;
}

export type ColumnSpec = { header: string; required: boolean; width: number; note: string; list?: readonly string[] };

/** The spreadsheet column letters of a 0-based index (0 → A). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A data row: its 1-based row number and its cells by header. */
export type DataRow = { row: number; cells: Record<string, string> };

export class ErrorList {
  readonly list: TAdminImportError[] = [];
  constructor(private readonly letters: Map<string, string>) {}
  add(row: number, header: string, message: string): void {
    this.list.push({ row, column: this.letters.has(header) ? `${this.letters.get(header)}列（${header}）` : header, message });
  }
}

/**
 * Reads the first sheet: row 1 holds the headers (any order; every required one present; none
 * unknown), data from row 2; rows whose cells are all empty are skipped.
 */
export async function readTable(file: Buffer, columns: readonly ColumnSpec[]): Promise<{ rows: DataRow[]; errors: ErrorList }> {
  const sheet = await readSheetInWorker(file);
  const head = (sheet[0] ?? []).map((v) => cellText(v));
  const byHeader = new Map<string, number>();
  const letters = new Map<string, string>();
  const errs = new ErrorList(letters);
  head.forEach((h, i) => {
    if (!h) return;
    const name = h.replace(/[*＊]/g, '').trim();
    if (!columns.some((c) => c.header === name)) {
      errs.list.push({ row: 1, column: `${columnLetter(i)}列`, message: `未知的列“${h}”，请使用模板中的列：${columns.map((c) => c.header).join('、')}` });
      return;
    }
    if (byHeader.has(name)) {
      errs.list.push({ row: 1, column: `${columnLetter(i)}列`, message: `列“${name}”重复` });
      return;
    }
    byHeader.set(name, i);
    letters.set(name, columnLetter(i));
  });
  for (const c of columns) if (c.required && !byHeader.has(c.header)) errs.list.push({ row: 1, column: c.header, message: `缺少必填列“${c.header}”，请使用下载的模板` });
  if (errs.list.length) return { rows: [], errors: errs };
  const rows: DataRow[] = [];
  for (let r = 1; r < sheet.length; r++) {
    const values = sheet[r];
    if (!values) continue;
    const cells: Record<string, string> = {};
    let any = false;
    for (const [name, i] of byHeader) {
      const text = cellText(values[i]);
      cells[name] = text;
      if (text) any = true;
    }
    if (!any) continue;
    rows.push({ row: r + 1, cells });
  }
  if (rows.length === 0) errs.list.push({ row: 2, column: '', message: '文件中没有数据：请从第2行起填写' });
  if (rows.length > MAX_ADMIN_IMPORT_ROWS) errs.list.push({ row: MAX_ADMIN_IMPORT_ROWS + 2, column: '', message: `一次最多导入${MAX_ADMIN_IMPORT_ROWS}行，请拆分文件` });
  return { rows, errors: errs };
}

/** The refusal of a file with errors: nothing written, every error listed in data. */
export function refuseWithErrors(list: readonly TAdminImportError[]): AppError {
  return new AppError(ERR.VALIDATION, `文件中有${list.length}处错误，没有导入任何数据`, 400, { errors: list });
}

/** The token of a preview: a hash of everything the import would write. */
export function planToken(kind: string, schoolId: number, rows: readonly TAdminImportRow[], extra: unknown = null): string {
  return createHash('sha256').update(JSON.stringify([kind, schoolId, rows, extra])).digest('hex');
}

/** A template: the header row (required ones marked *), lists where a column has one, and 填写说明. */
export async function templateWorkbook(title: string, columns: readonly ColumnSpec[], notes: readonly string[], examples: readonly string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(columns.map((c) => (c.required ? `${c.header}*` : c.header)));
  ws.getRow(1).font = { bold: true };
  columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = c.width;
    col.numFmt = '@';
    ws.getCell(1, i + 1).note = c.note;
    if (c.list) {
      for (let r = 2; r <= 2001; r++) {
        ws.getCell(r, i + 1).dataValidation = { type: 'list', allowBlank: !c.required, formulae: [`"${c.list.join(',')}"`], showErrorMessage: true, errorTitle: '输入有误', error: `请从列表中选择：${c.list.join('、')}` };
      }
    }
  });
  const help = wb.addWorksheet('填写说明');
  help.getColumn(1).width = 110;
  help.addRow(['填写说明']).font = { bold: true, size: 14 };
  for (const n of notes) help.addRow([n]);
  help.addRow([]);
  help.addRow(['示例（请填写在第一个工作表中，不要填写在本页）：']).font = { bold: true };
  help.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const e of examples) help.addRow(e);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Splits a list cell: 、，,；; and spaces. */
export function splitList(text: string): string[] {
  return text
    .split(/[、，,；;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

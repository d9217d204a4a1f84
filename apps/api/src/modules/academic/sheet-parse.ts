/**
 * Parsing the first worksheet of an uploaded .xlsx (score import, school imports). Runs in the
 * sheet worker (read-sheet.ts), so it imports no more than it needs: no database, no contract.
 * The workbook is first checked against the caps of http/upload-limits.ts (http/xlsx-guard.ts);
 * only a file within them is read, by http/xlsx-rows.ts. A workbook whose layout that reader does
 * not know (it has not met one yet) is read with exceljs's full loader instead.
 */
import type ExcelJS from 'exceljs';
import { XLSX_LIMITS, type XlsxLimits } from '../../http/upload-limits.js';
import { checkXlsx, INVALID_XLSX, XlsxRefusal } from '../../http/xlsx-guard.js';
import { readFirstSheetRows, type SheetRows } from '../../http/xlsx-rows.js';

export type { SheetRows };

/** Checks the workbook, then reads its first worksheet as rows of cell values (index 0 = row 1, column A). Throws XlsxRefusal for a file that cannot be used. */
export async function parseFirstSheet(file: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<SheetRows> {
  checkXlsx(file, limits);
  try {
    return readFirstSheetRows(file, limits);
  } catch (err) {
    if (err instanceof XlsxRefusal) throw err;
    return loadFirstSheet(file, limits);
  }
}

/**
 * A row's values by column (index 0 = column A), at most limits.maxColumns of them. Read cell by
 * cell rather than through row.values: a single cell in column XFD made that an array of 16,384
 * slots, and 20,000 such rows took gigabytes.
 */
function valuesOf(row: ExcelJS.Row, limits: XlsxLimits): ExcelJS.CellValue[] {
  const values: ExcelJS.CellValue[] = [];
  row.eachCell((cell, col) => {
    if (col > limits.maxColumns) throw new XlsxRefusal(`第${row.number}行有第${limits.maxColumns}列以后的内容，成绩表最多${limits.maxColumns}列，请删除多余的列`);
    values[col - 1] = cell.value;
  });
  return values;
}

async function loadFirstSheet(file: Buffer, limits: XlsxLimits): Promise<SheetRows> {
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new XlsxRefusal(INVALID_XLSX);
  }
  const ws = wb.worksheets[0];
  const rows: SheetRows = [];
  ws?.eachRow({ includeEmpty: false }, (r, n) => {
    rows[n - 1] = valuesOf(r, limits);
  });
  return rows;
}

/** What the worker answers: the rows, a refusal for the teacher, or an unexpected failure. */
export type SheetWorkerReply = { rows: SheetRows } | { refused: string } | { failed: string };

/** The worker's side (sheet-worker.mjs): one file in, one reply out. */
export async function sheetWorkerReply(file: Uint8Array, limits: XlsxLimits): Promise<SheetWorkerReply> {
  try {
    return { rows: await parseFirstSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength), limits) };
  } catch (err) {
    if (err instanceof XlsxRefusal) return { refused: err.message };
    return { failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}

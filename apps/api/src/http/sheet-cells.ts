/** A spreadsheet cell's text, the same for every import that reads a workbook. */
import type ExcelJS from 'exceljs';

/**
 * Strings trimmed, numbers as written, a formula by its result (or, saved without one, by the
 * formula itself so that a message can name it), rich text and links by their text, a date as its day.
 */
export function cellText(v: ExcelJS.CellValue): string {
  if (v == null) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v.trim();
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('result' in v && v.result != null) return cellText(v.result as ExcelJS.CellValue);
    if ('formula' in v && typeof v.formula === 'string') return `=${v.formula}`;
    if ('sharedFormula' in v && typeof v.sharedFormula === 'string') return `=${v.sharedFormula}`;
    if ('error' in v && typeof v.error === 'string') return v.error;
    if ('richText' in v) return v.richText.map((r) => r.text).join('').trim();
    if ('text' in v && typeof v.text === 'string') return v.text.trim();
  }
  return String(v).trim();
}

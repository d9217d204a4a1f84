/**
 * The one way the product writes a table into an Excel download: numbers stay numbers with a
 * display format that rounds like the page they come from (never 3.297872340425532 on screen),
 * a missing figure is '-', and the sheet prints: A4, landscape when it is wide, fitted to the page
 * width (as many pages down as needed), the header rows repeated on every page, frozen on screen.
 */
import type ExcelJS from 'exceljs';

/** Display formats, matching the pages' rounding (packages/contract report-format). */
export const NUM_FMT = {
  /** Scores, full scores: one decimal. */
  score: '0.0',
  /** Averages, standard deviations, discrimination: two decimals. */
  fixed2: '0.00',
  /** 0-1 rates shown as percentages with one decimal. */
  rate: '0.0%',
  /** Ranks and counts. */
  int: '0',
} as const;

export type TSheetColumn = {
  header: string;
  /** Width in characters; default 12. */
  width?: number;
  /** Display format of the column's numbers. */
  numFmt?: string;
};

export type TSheetCell = string | number | null | undefined;

/** '-' as on the pages, for a figure that does not exist (no participants, no previous exam). */
export const MISSING = '-';

/** Sheets this many characters wide (or more than 7 columns) print landscape. */
const LANDSCAPE_WIDTH = 100;

/**
 * Adds a sheet with an optional title row, a header row and the data rows. Numbers are written as
 * numbers with their column's format; null and undefined become '-'.
 */
export function addTableSheet(wb: ExcelJS.Workbook, name: string, spec: { title?: string; columns: TSheetColumn[]; rows: TSheetCell[][] }): ExcelJS.Worksheet {
  const { title, columns, rows } = spec;
  const totalWidth = columns.reduce((s, c) => s + (c.width ?? 12), 0);
  const landscape = columns.length > 7 || totalWidth > LANDSCAPE_WIDTH;
  const headerRow = title ? 2 : 1;
  const ws = wb.addWorksheet(name, {
    pageSetup: {
      paperSize: 9,
      orientation: landscape ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
      printTitlesRow: `1:${headerRow}`,
    },
    headerFooter: { oddFooter: '第 &P 页，共 &N 页' },
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  columns.forEach((c, i) => {
    ws.getColumn(i + 1).width = c.width ?? 12;
  });
  const border: Partial<ExcelJS.Borders> = { top: { style: 'thin' }, left: { style: 'thin' }, bottom: { style: 'thin' }, right: { style: 'thin' } };
  if (title) {
    const t = ws.addRow([title]);
    ws.mergeCells(1, 1, 1, columns.length);
    t.font = { bold: true, size: 14 };
    t.alignment = { horizontal: 'center' };
  }
  const head = ws.addRow(columns.map((c) => c.header));
  head.font = { bold: true };
  head.eachCell((cell) => {
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3F8' } };
    cell.border = border;
  });
  for (const values of rows) {
    const row = ws.addRow(values.map((v) => (v == null ? MISSING : v)));
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      cell.border = border;
      if (typeof cell.value === 'number') {
        if (c.numFmt) cell.numFmt = c.numFmt;
        cell.alignment = { horizontal: 'right' };
      } else if (cell.value === MISSING) {
        cell.alignment = { horizontal: 'center' };
      }
    });
  }
  return ws;
}

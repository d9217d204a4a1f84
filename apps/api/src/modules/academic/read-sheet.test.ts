import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_LIMITS } from '../../http/upload-limits.js';
import { readSheetInWorker } from './read-sheet.js';

async function sheet(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成绩');
  ws.addRow(['学号', '姓名', '班级', '缺考', ...Array.from({ length: 60 }, (_, i) => `${i + 1}（5分）`)]);
  for (let i = 0; i < rows; i++) ws.addRow([`2026${10000 + i}`, '张三', '高一(1)班', '', ...Array.from({ length: 60 }, () => 4.5)]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('reading a workbook in the sheet worker', () => {
  it('answers the rows of a valid file', async () => {
    const rows = await readSheetInWorker(await sheet(3));
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(0, 5)).toEqual(['202610000', '张三', '高一(1)班', undefined, 4.5]);
  }, 60_000);

  it('refuses a file whose parsing needs more heap than the worker has, and the server goes on', async () => {
    // 2,000 names of 30,000 characters: 60 MB of text, within every cap, never within a 24 MB heap.
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('成绩');
    ws.addRow(['学号', '姓名', '班级', '缺考', '1（5分）']);
    for (let i = 0; i < 2000; i++) ws.addRow([`2026${10000 + i}`, `${i}${'a'.repeat(30_000 - 5)}`, '高一(1)班', '', 4.5]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    await expect(readSheetInWorker(file, { ...XLSX_LIMITS, workerHeapMb: 24 })).rejects.toThrow('文件内容过多，读取时超过24MB的内存限制，请检查文件或拆分后上传');
    expect(await readSheetInWorker(await sheet(1))).toHaveLength(2);
  }, 120_000);

  it('refuses a file whose parsing takes longer than the time limit', async () => {
    await expect(readSheetInWorker(await sheet(1), { ...XLSX_LIMITS, workerTimeoutMs: 1 })).rejects.toThrow('读取文件超过0秒仍未完成，请检查文件或拆分后上传');
  }, 60_000);
});

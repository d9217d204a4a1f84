import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ZImportQuery } from '@app/contract';
import { confirmTokenOf, readFirstSheet, rowDiffers } from './score-import.js';

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成绩');
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('reading an uploaded sheet', () => {
  it('reads every row of a valid file, every time (the streaming reader alone fails now and then)', async () => {
    const file = await workbook([
      ['学号', '姓名', '班级', '缺考', '1（单选，ABCD）'],
      ['20260101', '张三', '高一(1)班', '', 'B'],
      ['20260102', '李四', '高一(1)班', '是', ''],
    ]);
    for (let i = 0; i < 400; i++) {
      const rows = await readFirstSheet(file);
      expect(rows.length).toBe(3);
      expect(rows[1]![4]).toBe('B');
    }
    // 400 reads take ~2 s alone and much longer on a busy 2-core machine.
  }, 30_000);

  it('refuses a file that is not an xlsx', async () => {
    await expect(readFirstSheet(Buffer.from('not a spreadsheet'))).rejects.toThrow('文件不是有效的Excel（.xlsx）文件');
  });

  it('refuses an empty file at once (exceljs’s streaming reader waited for ever on 0 bytes)', async () => {
    await expect(readFirstSheet(Buffer.alloc(0))).rejects.toThrow('文件是空的（0字节），请选择填好成绩的Excel文件');
  }, 2_000);

  it('refuses bytes that are not a ZIP archive before exceljs reads them', async () => {
    await expect(readFirstSheet(Buffer.from('PK'))).rejects.toThrow('文件不是有效的Excel（.xlsx）文件');
    await expect(readFirstSheet(Buffer.from('<html>not a workbook</html>'))).rejects.toThrow('文件不是有效的Excel（.xlsx）文件');
  });
});

describe('what counts as a change of stored scores', () => {
  const stored = { clazzId: 1, absent: false, scores: [5, 0, 7.5], answers: ['B', null, null] };
  it('compares class, absence, every score and every answer', () => {
    expect(rowDiffers({ clazzId: 1, absent: false, scores: [5, 0, 7.5], answers: ['B', null, null] }, stored)).toBe(false);
    expect(rowDiffers({ clazzId: 2, absent: false, scores: [5, 0, 7.5], answers: ['B', null, null] }, stored)).toBe(true);
    expect(rowDiffers({ clazzId: 1, absent: true, scores: [0, 0, 0], answers: null }, stored)).toBe(true);
    expect(rowDiffers({ clazzId: 1, absent: false, scores: [5, 0, 8], answers: ['B', null, null] }, stored)).toBe(true);
    expect(rowDiffers({ clazzId: 1, absent: false, scores: [5, 0, 7.5], answers: ['C', null, null] }, stored)).toBe(true);
  });
  it('does not count the question values of a student absent before and after', () => {
    expect(rowDiffers({ clazzId: 1, absent: true, scores: [0, 0, 0], answers: [null, null, null] }, { clazzId: 1, absent: true, scores: [0, 0, 0], answers: null })).toBe(false);
  });
  it('makes confirmation tokens the contract accepts, one per file and score version', () => {
    const a = confirmTokenOf(Buffer.from('file a'), 12);
    expect(ZImportQuery.parse({ confirmToken: a }).confirmToken).toBe(a);
    expect(confirmTokenOf(Buffer.from('file a'), 13)).not.toBe(a);
    expect(confirmTokenOf(Buffer.from('file b'), 12)).not.toBe(a);
  });
});

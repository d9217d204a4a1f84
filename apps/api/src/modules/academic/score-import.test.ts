import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ZImportQuery } from '@app/contract';
import type { QuestionRow } from './paper.js';
import { addTemplateValidations, assertXlsxBytes, columnLetter, confirmTokenOf, questionHeader, readFirstSheet, rowDiffers } from './score-import.js';

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

describe('what counts as a change of stored scores, at the edges', () => {
  const stored = { clazzId: 1, absent: false, scores: [5, 0, 7.5], answers: ['B', null, null] };
  it('counts a lower score and a score list of another length (the paper changed since) as a change', () => {
    expect(rowDiffers({ clazzId: 1, absent: false, scores: [5, 0, 7], answers: ['B', null, null] }, stored)).toBe(true);
    expect(rowDiffers({ clazzId: 1, absent: false, scores: [5, 0, 7.5, 0], answers: ['B', null, null] }, stored)).toBe(true);
    expect(rowDiffers({ clazzId: 1, absent: false, scores: [5, 0], answers: ['B', null] }, stored)).toBe(true);
  });
  it('compares answers when only one side has them, and takes a missing answer for none', () => {
    const subjective = { clazzId: 1, absent: false, scores: [5, 0, 7.5], answers: null };
    expect(rowDiffers({ ...subjective, answers: ['B', null, null] }, subjective)).toBe(true);
    expect(rowDiffers(subjective, { ...subjective, answers: ['B', null, null] })).toBe(true);
    expect(rowDiffers({ ...subjective, answers: [null, null, null] }, subjective)).toBe(false);
    expect(rowDiffers({ ...stored, answers: ['B'] }, stored)).toBe(false);
    expect(rowDiffers({ ...stored, answers: ['B', null, 'C'] }, stored)).toBe(true);
  });
  it('counts a student who is now present, with the same stored values, as a change', () => {
    expect(rowDiffers({ clazzId: 1, absent: false, scores: [0, 0, 0], answers: null }, { clazzId: 1, absent: true, scores: [0, 0, 0], answers: null })).toBe(true);
  });
});

describe('the bytes of an upload', () => {
  const refused = '文件不是有效的Excel（.xlsx）文件';
  const zip = [0x50, 0x4b, 0x03, 0x04];
  it('lets through anything that starts like a ZIP archive (PK 03 04), however short', () => {
    expect(() => assertXlsxBytes(Buffer.from(zip))).not.toThrow();
    expect(() => assertXlsxBytes(Buffer.from([...zip, 0, 0]))).not.toThrow();
  });
  it('refuses a file whose first four bytes differ from a ZIP’s in any one byte', () => {
    for (let i = 0; i < 4; i++) {
      const bytes = [...zip, 0x14, 0x00];
      bytes[i] = 0x00;
      expect(() => assertXlsxBytes(Buffer.from(bytes))).toThrow(refused);
    }
    expect(() => assertXlsxBytes(Buffer.from(zip.slice(0, 3)))).toThrow(refused);
  });
});

describe('the template’s columns', () => {
  const q = (over: Partial<QuestionRow>): QuestionRow => ({ questionNo: '1', objective: false, choiceKind: null, options: null, fullScore: 10, ...over }) as QuestionRow;
  it('names columns as Excel does', () => {
    expect([1, 4, 26, 27, 52, 53, 702, 703].map(columnLetter)).toEqual(['A', 'D', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
  it('heads each question with its number, kind and options or full score', () => {
    expect(questionHeader(q({ questionNo: '17', objective: true, choiceKind: 'single', options: 'ABCD' }))).toBe('17（单选，ABCD）');
    expect(questionHeader(q({ questionNo: '3', objective: true, choiceKind: 'multiple', options: 'ABCDE' }))).toBe('3（多选，ABCDE）');
    expect(questionHeader(q({ questionNo: '18(1)', fullScore: 12.5 }))).toBe('18(1)（12.5分）');
  });
  it('puts Excel data validation on 缺考 and every question column of the student rows', () => {
    const added: [string, unknown][] = [];
    const sheet = { dataValidations: { add: (range: string, v: unknown) => added.push([range, v]) } } as unknown as ExcelJS.Worksheet;
    addTemplateValidations(sheet, [q({ questionNo: '1', objective: true, choiceKind: 'single', options: 'ABC' }), q({ questionNo: '2', objective: true, choiceKind: 'multiple', options: 'ABCD' }), q({ questionNo: '3', fullScore: 8 })], 31);
    const common = { allowBlank: true, showErrorMessage: true, errorStyle: 'stop' };
    expect(added).toEqual([
      ['D2:D31', { ...common, type: 'list', formulae: ['"是,否"'], errorTitle: '缺考填写有误', error: '缺考列只能填“是”或“否”，未缺考可留空' }],
      ['E2:E31', { ...common, type: 'list', formulae: ['"A,B,C"'], errorTitle: '选项填写有误', error: '第1题是单选题，只能填A、B、C中的一个字母' }],
      ['F2:F31', { ...common, type: 'textLength', operator: 'between', formulae: [1, 4], errorTitle: '选项填写有误', error: '第2题是多选题，请填所选选项字母（ABCD中的一个或几个，如AB）' }],
      ['G2:G31', { ...common, type: 'decimal', operator: 'between', formulae: [0, 8], errorTitle: '分数超出范围', error: '第3题分数应在0到8之间，且为0.5的整数倍' }],
    ]);
  });
  it('covers the first student row even when the class has no students', () => {
    const added: string[] = [];
    const sheet = { dataValidations: { add: (range: string) => added.push(range) } } as unknown as ExcelJS.Worksheet;
    addTemplateValidations(sheet, [q({ questionNo: '1' })], 1);
    expect(added).toEqual(['D2:D2', 'E2:E2']);
  });
});

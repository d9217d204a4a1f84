import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { XLSX_LIMITS, type XlsxLimits } from './upload-limits.js';
import { checkOfficeZip, checkXlsx, XmlMeter, XlsxRefusal } from './xlsx-guard.js';

const MB = 1024 * 1024;
/** Small caps so each one is reached with a few kilobytes. */
const SMALL: XlsxLimits = { ...XLSX_LIMITS, maxEntries: 8, maxEntryBytes: 2 * MB, maxTotalBytes: 3 * MB, maxCellChars: 100, maxTagBytes: 1 * MB, maxRows: 10, maxCells: 25 };

const refusal = (fn: () => void): string => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(XlsxRefusal);
    return (err as Error).message;
  }
  throw new Error('not refused');
};
const meter = (xml: string, sheet = true, limits = SMALL) => () => {
  const m = new XmlMeter('xl/worksheets/sheet1.xml', sheet, limits);
  // One byte at a time: a cap must not depend on where the chunks end.
  for (const b of Buffer.from(xml)) m.push(Uint8Array.of(b));
};
const sheetXml = (rows: string) => `<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`;

describe('checkXlsx', () => {
  it('lets a workbook written by exceljs through, with Excel’s longest cell', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('成绩');
    ws.addRow(['学号', '姓名', 'x'.repeat(32_767), '&<>'.repeat(10_000)]);
    for (let i = 0; i < 2000; i++) ws.addRow([`2026${i}`, '张三', 7.5, 'ACD']);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    expect(() => checkXlsx(file)).not.toThrow();
  });

  it('counts the bytes really inflated: one part, all parts, the number of parts', () => {
    const big = strToU8(' '.repeat(2 * MB + 1));
    expect(refusal(() => checkXlsx(zipSync({ 'xl/media/a.bin': big }), SMALL))).toBe('文件中的xl/media/a.bin解压后超过2MB，请检查文件');
    const half = strToU8(' '.repeat(1.5 * MB));
    expect(refusal(() => checkXlsx(zipSync({ 'a.bin': half, 'b.bin': half, 'c.bin': half }), SMALL))).toBe('文件解压后超过3MB，请检查文件或拆分后上传');
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`p${i}.bin`, strToU8('x')]));
    expect(refusal(() => checkXlsx(zipSync(many), SMALL))).toBe('文件内部的组成部分超过8个，不是正常的Excel文件');
  });

  it('refuses a central directory that lists other parts or sizes than the archive holds', () => {
    const zip = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }, { level: 0 });
    const lying = Uint8Array.from(zip);
    // The directory entry's uncompressed size (offset 24 of the central header).
    const dir = Buffer.from(lying).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying[dir + 24] = 200;
    expect(refusal(() => checkXlsx(lying, SMALL))).toBe('文件不是有效的Excel（.xlsx）文件（压缩包的目录与内容不一致）');
    expect(() => checkXlsx(zip, SMALL)).not.toThrow();
    expect(refusal(() => checkXlsx(zip.subarray(0, zip.length - 30), SMALL))).toMatch(/^文件不是有效的Excel（.xlsx）文件/);
  });
});

describe('checkOfficeZip (a Word file before it is converted for viewing)', () => {
  const LIMITS = { maxEntries: 5, maxXmlEntryBytes: 1 * MB, maxEntryBytes: 2 * MB, maxTotalBytes: 3 * MB };
  const docx = (parts: Record<string, Uint8Array>) => zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>'), ...parts });

  it('lets an ordinary document through', () => {
    expect(() => checkOfficeZip(docx({ 'word/media/image1.png': new Uint8Array(1.5 * MB) }), LIMITS, 'Word')).not.toThrow();
  });

  it('counts what really inflates: an XML part against the tighter cap, a picture against its own, all parts, the parts', () => {
    expect(refusal(() => checkOfficeZip(docx({ 'word/document.xml': strToU8(' '.repeat(MB + 1)) }), LIMITS, 'Word'))).toBe('文件中的word/document.xml解压后超过1MB，请检查文件');
    expect(refusal(() => checkOfficeZip(docx({ 'word/media/a.png': new Uint8Array(2 * MB + 1) }), LIMITS, 'Word'))).toBe('文件中的word/media/a.png解压后超过2MB，请检查文件');
    expect(refusal(() => checkOfficeZip(docx({ 'word/media/a.png': new Uint8Array(1.6 * MB), 'word/media/b.png': new Uint8Array(1.6 * MB) }), LIMITS, 'Word'))).toBe('文件解压后超过3MB，请检查文件或拆分后上传');
    const many = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`word/media/${i}.png`, new Uint8Array(1)]));
    expect(refusal(() => checkOfficeZip(docx(many), LIMITS, 'Word'))).toBe('文件内部的组成部分超过5个，不是正常的Word文件');
  });

  it('refuses a directory that claims other sizes than the parts unpack to, and a cut archive', () => {
    const zip = docx({});
    const lying = Uint8Array.from(zipSync({ 'word/document.xml': strToU8('<w:document/>') }, { level: 0 }));
    const dir = Buffer.from(lying).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying[dir + 24] = 1;
    expect(refusal(() => checkOfficeZip(lying, LIMITS, 'Word'))).toBe('文件不是有效的Word文件（压缩包的目录与内容不一致）');
    expect(refusal(() => checkOfficeZip(zip.subarray(0, zip.length - 30), LIMITS, 'Word'))).toMatch(/^文件不是有效的Word文件/);
  });
});

describe('XmlMeter', () => {
  it('refuses a text longer than a cell may be, counting characters, an entity as one', () => {
    expect(meter(`<sst><si><t>${'A'.repeat(100)}</t></si></sst>`, false)).not.toThrow();
    expect(meter(`<sst><si><t>${'学'.repeat(100)}</t></si></sst>`, false)).not.toThrow();
    expect(meter(`<sst><si><t>${'&amp;'.repeat(100)}</t></si></sst>`, false)).not.toThrow();
    expect(refusal(meter(`<sst><si><t>${'A'.repeat(101)}</t></si></sst>`, false))).toBe('单元格内容超过100个字符（Excel单元格最多100个字符），请检查文件');
    expect(refusal(meter(`<x>${'A'.repeat(101)}</x>`, false))).toMatch(/^单元格内容超过100个字符/);
  });

  it('adds up the runs of one shared string or cell, and starts again at the next', () => {
    const runs = (n: number) => `<si>${'<r><t>AAAAAAAAAA</t></r>'.repeat(n)}</si>`;
    expect(meter(`<sst>${runs(10)}${runs(10)}</sst>`, false)).not.toThrow();
    expect(refusal(meter(`<sst>${runs(11)}</sst>`, false))).toMatch(/^单元格内容超过100个字符/);
    expect(refusal(meter(sheetXml(`<row><c t="inlineStr"><is><t>${'A'.repeat(60)}</t><t>${'A'.repeat(41)}</t></is></c></row>`)))).toMatch(/^单元格内容超过100个字符/);
    expect(refusal(meter(`<sst><x:si><![CDATA[${'A'.repeat(101)}]]></x:si></sst>`, false))).toMatch(/^单元格内容超过100个字符/);
  });

  it('counts rows and cells of a worksheet', () => {
    expect(meter(sheetXml('<row><c><v>1</v></c></row>'.repeat(10)))).not.toThrow();
    expect(refusal(meter(sheetXml('<row><c><v>1</v></c></row>'.repeat(11))))).toBe('行数超过10行，请拆分后上传');
    expect(refusal(meter(sheetXml('<x:row r="1"/>'.repeat(11))))).toBe('行数超过10行，请拆分后上传');
    expect(refusal(meter(sheetXml(`<row>${'<c/>'.repeat(26)}</row>`)))).toBe('单元格数量超过25个，请拆分后上传');
    // Not a worksheet: rows are not counted.
    expect(meter(sheetXml('<row/>'.repeat(11)), false)).not.toThrow();
  });

  it('refuses an over-long tag or comment', () => {
    const limits = { ...SMALL, maxTagBytes: 1000 };
    expect(refusal(meter(`<c r="${'A'.repeat(1000)}"/>`, true, limits))).toBe('文件内容异常（xl/worksheets/sheet1.xml中有超过1KB的XML标签），不是正常的Excel文件');
    expect(refusal(meter(`<!--${'<a>'.repeat(400)}-->`, true, limits))).toMatch(/注释/);
    expect(meter(`<!--${'<a>'.repeat(300)}--><row/>`, true, limits)).not.toThrow();
  });

  it('reaches the same verdict whatever the chunks (a tag\'s attributes are skipped to its end)', () => {
    const limits = { ...SMALL, maxTagBytes: 1000 };
    const verdict = (xml: string, size: number): string => {
      const m = new XmlMeter('xl/worksheets/sheet1.xml', true, limits);
      const bytes = Buffer.from(xml);
      try {
        for (let at = 0; at < bytes.length; at += size) m.push(bytes.subarray(at, at + size));
        return `ok ${m.rows} rows ${m.cells} cells`;
      } catch (err) {
        return (err as Error).message;
      }
    };
    const cases = [
      sheetXml('<row r="1" spans="1:3"><c r="A1" t="inlineStr"><is><t>学号</t></is></c><c r="B1"><v>2.5</v></c></row>'.repeat(3)),
      sheetXml('<row r="1" spans="1:3"/>'.repeat(11)),
      sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'A'.repeat(101)}</t></is></c></row>`),
      sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'A'.repeat(100)}</t></is></c></row>`),
      // 991 is the longest attribute within the cap: the tag is then 1,000 bytes, '<' and '>' included.
      ...[990, 991, 992, 993].map((n) => sheetXml(`<c r="${'A'.repeat(n)}"/>`)),
      sheetXml(`<c r="1" x="><v>1</v></c>`),
      sheetXml(`<![CDATA[ <row r="1"> ]]><row r="2"/>`),
    ];
    for (const xml of cases) {
      const one = verdict(xml, 1);
      for (const size of [2, 7, 64, xml.length]) expect(verdict(xml, size), `${size}-byte chunks of ${xml.slice(0, 80)}`).toBe(one);
    }
    expect(verdict(cases[0]!, 1)).toBe('ok 3 rows 6 cells');
    expect(verdict(cases[5]!, 1)).toBe('ok 0 rows 1 cells');
    expect(verdict(cases[6]!, 1)).toMatch(/超过1KB的XML标签/);
  });
});

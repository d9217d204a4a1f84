import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { cellText } from './sheet-cells.js';
import { XLSX_LIMITS } from './upload-limits.js';
import { XlsxRefusal } from './xlsx-guard.js';
import { readFirstSheetRows, xmlText, type SheetRows } from './xlsx-rows.js';

const texts = (rows: SheetRows) => rows.map((r) => (r ?? []).map((v) => cellText(v)));

async function excelRows(buf: Buffer): Promise<SheetRows> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const rows: SheetRows = [];
  wb.worksheets[0]!.eachRow({ includeEmpty: false }, (r, n) => {
    const values: ExcelJS.CellValue[] = [];
    r.eachCell((c, col) => (values[col - 1] = c.value));
    rows[n - 1] = values;
  });
  return rows;
}

/** A workbook from raw parts, as other producers (WPS, older Excel) write them. */
function rawWorkbook(parts: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, strToU8(v)])));
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const ROOT_RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';

describe('readFirstSheetRows', () => {
  it('reads what exceljs writes as exceljs reads it: shared and rich strings, numbers, formulas, booleans, errors, gaps', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('成绩');
    wb.addWorksheet('另一个表').addRow(['不读这个表']);
    ws.addRow(['学号', '姓名', '缺考', '1', '2(1)', '总分']);
    ws.addRow(['20240101', '张三 ', null, 3, 2.5, { formula: 'D2+E2', result: 5.5 }]);
    ws.addRow([20240102, { richText: [{ text: '李' }, { text: '四', font: { bold: true } }] }, true, 0, { formula: 'D3*2' }, { error: '#DIV/0!' }]);
    ws.getCell('H5').value = 'A & B <c> "d"';
    ws.getCell('A7').value = '第二行\n换行';
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const ours = readFirstSheetRows(buf);
    expect(texts(ours)).toEqual(texts(await excelRows(buf)));
    expect(ours[1]).toEqual(['20240101', '张三 ', undefined, 3, 2.5, 5.5]);
    expect(ours[2]![2]).toBe(true);
    expect(cellText(ours[2]![4])).toBe('=D3*2');
    expect(ours[4]![7]).toBe('A & B <c> "d"');
    expect(ours[3]).toBeUndefined();
  });

  it('reads inline strings, cells without references, entities and OOXML escapes, and the workbook’s first sheet wherever it is stored', () => {
    const file = rawWorkbook({
      '[Content_Types].xml': CONTENT_TYPES,
      '_rels/.rels': ROOT_RELS,
      'xl/workbook.xml':
        '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="成绩" sheetId="2" r:id="rId7"/><sheet name="x" sheetId="1" r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet9.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
      'xl/sharedStrings.xml': '<sst><si><t>学号</t></si><si><r><t>姓</t></r><r><t xml:space="preserve">名 </t></r><rPh><t>ミョウ</t></rPh></si><si><t>a&amp;b&#x4E00;_x000D_</t></si></sst>',
      'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>错的表</t></is></c></row></sheetData></worksheet>',
      'xl/worksheets/sheet9.xml':
        '<worksheet><sheetData><row><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row><row r="3" spans="1:4"><c><v>1e1</v></c><c t="inlineStr"><is><t>王&lt;五&gt;</t></is></c><c r="D3" t="s"><v>2</v></c><c r="E3" s="4"/></row><row r="4"/></sheetData></worksheet>',
    });
    expect(readFirstSheetRows(file)).toEqual([['学号', '姓名 '], undefined, [10, '王<五>', undefined, 'a&b一\r'], []]);
  });

  it('refuses a value beyond the last column allowed, naming the row', () => {
    const file = rawWorkbook({
      '_rels/.rels': ROOT_RELS,
      'xl/workbook.xml': '<workbook><sheets><sheet name="a" r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="2"><c r="A2"><v>1</v></c><c r="XFD2" s="1"/><c r="AAA2"><v>1</v></c></row></sheetData></worksheet>',
    });
    expect(() => readFirstSheetRows(file, { ...XLSX_LIMITS, maxColumns: 30 })).toThrow(new XlsxRefusal('第2行有第30列以后的内容，成绩表最多30列，请删除多余的列'));
  });

  it('decodes numeric and named entities', () => {
    expect(xmlText('&lt;&#60;&#x3C;&amp;amp;&quot;&apos;')).toBe('<<<&amp;"\'');
  });
});

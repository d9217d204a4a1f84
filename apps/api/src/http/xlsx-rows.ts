/**
 * Reads the first worksheet of a workbook that checkXlsx (xlsx-guard.ts) has already measured, as
 * rows of cell values, without an Excel library: the parts it needs (the package and workbook
 * relationships, the workbook, the shared strings and the first sheet) are unpacked and scanned
 * with regular expressions. exceljs's streaming reader spent most of a 50,000-row import building
 * and collecting objects per cell; this keeps one string per part and one small array per row.
 *
 * The values are what score import and the school imports read through cellText (sheet-cells.ts):
 * numbers, strings (shared, inline or a formula's string result), booleans, an error as
 * { error }, a formula saved without its result as { formula }. Dates stay numbers (serial days),
 * as they did with exceljs's streaming reader, which reads no styles.
 *
 * A part this reader cannot find or understand throws XlsxStructureError; the caller may then try
 * a full Excel library. Limits: a value in a column beyond limits.maxColumns is refused
 * (XlsxRefusal), as before.
 */
import { inflateRawSync } from 'node:zlib';
import type ExcelJS from 'exceljs';
import { XLSX_LIMITS, type XlsxLimits } from './upload-limits.js';
import { XlsxRefusal } from './xlsx-guard.js';

export type SheetRows = ExcelJS.CellValue[][];

/** The workbook's layout is not one this reader knows (a full Excel library may still read it). */
export class XlsxStructureError extends Error {}

const decoder = new TextDecoder('utf-8');

const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** OOXML's escape of characters XML cannot hold, e.g. _x000D_ for a carriage return. */
const OOXML_ESCAPE = /_x([0-9a-fA-F]{4})_/g;

/** XML text to a string: entities and OOXML escapes decoded. */
export function xmlText(s: string): string {
  if (s.includes('&')) {
    s = s.replace(ENTITY, (_, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name) return NAMED[name]!;
      const code = dec ? Number(dec) : parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
  }
  if (s.includes('_x')) s = s.replace(OOXML_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return s;
}

const attrPatterns = new Map<string, RegExp>();

/** An attribute's value in a tag's attribute text (names as written, e.g. 'r:id'). */
function attr(attrs: string, name: string): string | undefined {
  let re = attrPatterns.get(name);
  if (!re) {
    re = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attrPatterns.set(name, re);
  }
  const m = re.exec(attrs);
  if (!m) return undefined;
  const v = m[1] ?? m[2] ?? '';
  return v.includes('&') || v.includes('_x') ? xmlText(v) : v;
}

/** The text of an element's <t> runs (a shared string or an inline string), phonetic runs left out. */
function runsText(xml: string): string {
  const body = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml;
  let out = '';
  for (const m of body.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)) out += m[1] ?? '';
  return xmlText(out);
}

/** Resolves a relationship target against the folder of the part that holds the relationship. */
function resolve(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = fromPart.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/** Relationships of a .rels part: id → { type, target }. */
function relationships(xml: string): Map<string, { type: string; target: string }> {
  const out = new Map<string, { type: string; target: string }>();
  for (const m of xml.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const id = attr(m[1]!, 'Id');
    const target = attr(m[1]!, 'Target');
    if (id && target) out.set(id, { type: attr(m[1]!, 'Type') ?? '', target });
  }
  return out;
}

/**
 * Unpacks the named parts (names compared without case, as Excel does) through the archive's
 * central directory, with Node's native inflate. checkXlsx has already made sure that directory
 * lists exactly the parts the archive holds with the sizes they really unpack to; an archive this
 * simple reader does not follow (ZIP64, encryption) is a structure error.
 */
function unpack(file: Uint8Array, names: string[]): Map<string, string> {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const out = new Map<string, string>();
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let eocd = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxStructureError('no end of central directory');
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  for (let k = 0; k < count; k++) {
    if (at + 46 > file.length || view.getUint32(at, true) !== 0x02014b50) throw new XlsxStructureError('bad central directory');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLen = view.getUint16(at + 28, true);
    const skip = nameLen + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(file.subarray(at + 46, at + 46 + nameLen));
    at += 46 + skip;
    if (!wanted.has(name.toLowerCase())) continue;
    if (flags & 1 || compressed === 0xffffffff || local + 30 > file.length || view.getUint32(local, true) !== 0x04034b50) throw new XlsxStructureError(`unsupported entry ${name}`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = file.subarray(start, start + compressed);
    let bytes: Uint8Array;
    if (method === 0) bytes = data;
    else if (method === 8) bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
    else throw new XlsxStructureError(`unsupported compression ${method}`);
    out.set(name.toLowerCase(), decoder.decode(bytes));
  }
  return out;
}

/** Column number (1 = A) of a cell reference such as "AB12"; 0 when it has none. */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  return col;
}

/** Where the workbook's first sheet and its shared strings are. */
function locate(file: Uint8Array): { sheet: string; sharedStrings: string | null } {
  const root = unpack(file, ['_rels/.rels']).get('_rels/.rels');
  const officeDoc = root ? [...relationships(root).values()].find((r) => r.type.endsWith('/officeDocument')) : undefined;
  const workbookPart = officeDoc ? resolve('', officeDoc.target) : 'xl/workbook.xml';
  const relsPart = `${workbookPart.split('/').slice(0, -1).join('/')}/_rels/${workbookPart.split('/').pop()}.rels`.replace(/^\//, '');
  const parts = unpack(file, [workbookPart, relsPart]);
  const workbook = parts.get(workbookPart.toLowerCase());
  const rels = parts.get(relsPart.toLowerCase());
  if (!workbook || !rels) throw new XlsxStructureError('workbook or its relationships not found');
  const rel = relationships(rels);
  const first = /<(?:\w+:)?sheet\b([^>]*)>/.exec(workbook);
  const rid = first ? (attr(first[1]!, 'r:id') ?? /\s[\w]+:id\s*=\s*"([^"]*)"/.exec(first[1]!)?.[1]) : undefined;
  const sheetRel = rid ? rel.get(rid) : undefined;
  if (!sheetRel) throw new XlsxStructureError('first sheet not found');
  const shared = [...rel.values()].find((r) => r.type.endsWith('/sharedStrings'));
  return { sheet: resolve(workbookPart, sheetRel.target), sharedStrings: shared ? resolve(workbookPart, shared.target) : null };
}

function sharedStringsOf(xml: string | undefined): string[] {
  if (!xml) return [];
  const out: string[] = [];
  for (const m of xml.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g)) out.push(runsText(m[1] ?? ''));
  return out;
}

const ROW = /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g;
const CELL = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
const V = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/;
const F = /<f(?:\s[^>]*)?>([\s\S]*?)<\/f>/;

/** One cell's value from its type attribute and content; undefined for an empty cell. */
function cellValue(type: string | undefined, body: string, shared: string[]): ExcelJS.CellValue | undefined {
  if (type === 'inlineStr') {
    const is = /<is>([\s\S]*?)<\/is>/.exec(body);
    return is ? runsText(is[1]!) : undefined;
  }
  const v = V.exec(body)?.[1];
  if (v === undefined) {
    const f = F.exec(body)?.[1];
    return f ? ({ formula: xmlText(f) } as ExcelJS.CellValue) : undefined;
  }
  return plainValue(type, v, shared);
}

/** A value from a cell's type and the text of its <v>. */
function plainValue(type: string | undefined, v: string, shared: string[]): ExcelJS.CellValue {
  switch (type) {
    case 's': {
      const s = shared[Number(v)];
      if (s === undefined) throw new XlsxStructureError(`shared string ${v} not found`);
      return s;
    }
    case 'str':
    case 'd':
      return xmlText(v);
    case 'b':
      return v.trim() === '1';
    case 'e':
      return { error: xmlText(v) } as ExcelJS.CellValue;
    default: {
      const n = Number(v);
      return Number.isNaN(n) ? xmlText(v) : n;
    }
  }
}

/**
 * The first worksheet's rows (index 0 = row 1) of values by column (index 0 = column A). The
 * workbook must have passed checkXlsx with the same limits: its parts' sizes are known to be
 * within the caps, so unpacking them whole is bounded.
 */
export function readFirstSheetRows(file: Uint8Array, limits: XlsxLimits = XLSX_LIMITS): SheetRows {
  const where = locate(file);
  const parts = unpack(file, where.sharedStrings ? [where.sheet, where.sharedStrings] : [where.sheet]);
  const sheet = parts.get(where.sheet.toLowerCase());
  if (sheet === undefined) throw new XlsxStructureError('sheet part not found');
  const shared = sharedStringsOf(where.sharedStrings ? parts.get(where.sharedStrings.toLowerCase()) : undefined);
  const rows: SheetRows = [];
  let rowNo = 0;
  for (const r of sheet.matchAll(ROW)) {
    const n = Number(attr(r[1]!, 'r'));
    rowNo = Number.isInteger(n) && n > 0 ? n : rowNo + 1;
    const values: ExcelJS.CellValue[] = [];
    let col = 0;
    if (r[2]) {
      for (const c of r[2].matchAll(CELL)) {
        const a = c[1]!;
        const r = a.indexOf(' r="');
        col = r >= 0 ? columnOf(a.slice(r + 4, r + 12)) || col + 1 : col + 1;
        const body = c[2];
        if (body === undefined) continue;
        const t = a.indexOf(' t="');
        const type = t >= 0 ? a.slice(t + 4, a.indexOf('"', t + 4)) : undefined;
        // Most cells are <v>…</v> alone: read that without a regular expression.
        const value = body.startsWith('<v>') && body.indexOf('<', 3) === body.length - 4 ? plainValue(type, body.slice(3, -4), shared) : cellValue(type, body, shared);
        // An empty string is a blank cell, as exceljs reads it.
        if (value === undefined || value === '') continue;
        if (col > limits.maxColumns) throw new XlsxRefusal(`第${rowNo}行有第${limits.maxColumns}列以后的内容，成绩表最多${limits.maxColumns}列，请删除多余的列`);
        values[col - 1] = value;
      }
    }
    rows[rowNo - 1] = values;
  }
  return rows;
}

/**
 * Crafted ZIP archives for the upload-bomb tests, built in a second or two: a ZIP writer that
 * takes each entry's deflate stream as given (so its headers may state any size), and deflate
 * streams of gigabytes made by repeating one compressed megabyte. A segment deflated with a full
 * flush ends on a byte boundary with an empty dictionary, so copies of it can be concatenated;
 * one final empty block ends the stream.
 */
import { crc32, constants, deflateRawSync } from 'node:zlib';

/** One piece of an entry's content: `data` repeated `times` times. */
export type Piece = { data: string | Buffer; times?: number };

export type CraftedEntry = {
  name: string;
  /** Raw deflate stream. */
  deflated: Buffer;
  /** The real unpacked size and CRC-32 (0 above 64 MB, see deflatedEntry). */
  size: number;
  crc: number;
  /** Sizes the headers state instead of the real one (a lying archive). */
  statedSize?: number;
  directorySize?: number;
};

const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

const CRC_UP_TO = 64 * 1024 * 1024;

/**
 * An entry whose content is the pieces in order, deflated (each piece's copies share one
 * compressed segment). Its CRC-32 is left 0 above 64 MB: computing it would take seconds per
 * gigabyte, the readers under test check it (if at all) only after inflating everything, and an
 * attacker need not write it right either.
 */
export function deflatedEntry(name: string, pieces: Piece[]): CraftedEntry {
  const parts: Buffer[] = [];
  const bytes = pieces.map((p) => ({ data: Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'), times: p.times ?? 1 }));
  const size = bytes.reduce((sum, p) => sum + p.data.length * p.times, 0);
  let crc = 0;
  for (const p of bytes) {
    const segment = deflateRawSync(p.data, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
    for (let i = 0; i < p.times; i++) {
      parts.push(segment);
      if (size <= CRC_UP_TO) crc = crc32(p.data, crc);
    }
  }
  parts.push(FINAL_EMPTY_BLOCK);
  return { name, deflated: Buffer.concat(parts), size, crc };
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}
function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

/** A ZIP of the entries (deflate, UTF-8 names, no data descriptors; sizes below 4 GB). */
export function craftZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const common = (size: number) => Buffer.concat([u16(20), u16(0x0800), u16(8), u16(0), u16(0x21), u32(e.crc), u32(e.deflated.length), u32(size), u16(name.length), u16(0)]);
    const local = Buffer.concat([u32(0x04034b50), common(e.statedSize ?? e.size), name, e.deflated]);
    directory.push(Buffer.concat([u32(0x02014b50), u16(20), common(e.directorySize ?? e.statedSize ?? e.size), u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(dir.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="成绩" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
export const SST_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`;

/** A workbook of the given sheet1.xml and sharedStrings.xml pieces (the other parts fixed). */
export function craftXlsx(sheet: Piece[], sharedStrings: Piece[], tweak: (entries: CraftedEntry[]) => void = () => {}): Buffer {
  const entries = [
    deflatedEntry('[Content_Types].xml', [{ data: CONTENT_TYPES }]),
    deflatedEntry('_rels/.rels', [{ data: ROOT_RELS }]),
    deflatedEntry('xl/workbook.xml', [{ data: WORKBOOK }]),
    deflatedEntry('xl/_rels/workbook.xml.rels', [{ data: WORKBOOK_RELS }]),
    deflatedEntry('xl/sharedStrings.xml', sharedStrings),
    deflatedEntry('xl/worksheets/sheet1.xml', sheet),
  ];
  tweak(entries);
  return craftZip(entries);
}

/**
 * Checks an uploaded .xlsx against the caps of upload-limits.ts before any Excel library reads
 * it: the workbook is unpacked as a stream (fflate), 16 KB of compressed input at a time, and each
 * part is measured and thrown away as it comes out. Nothing unpacked is kept, so a zip bomb costs
 * a few megabytes and stops at the first cap it reaches:
 * - parts, bytes of one part and bytes of all parts, counted from the inflater's output;
 * - in every XML part: the characters of one text run, shared string (`<si>`) or cell (`<c>`),
 *   the bytes of one tag or comment; in worksheets: rows and cells.
 * Then the archive's central directory (read by fflate without unpacking anything) must list the
 * same parts with the sizes that were really unpacked: readers that trust the directory (JSZip,
 * exceljs's full loader) then see exactly the parts that were measured.
 * Over a cap the file is refused (XlsxRefusal, whose message names what is too large; the route
 * answers it with errCode 40000). This module imports no more than fflate, so a worker thread
 * loads it quickly.
 */
import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';
import { inMb, XLSX_LIMITS, type XlsxLimits, type ZipLimits } from './upload-limits.js';

/** The file cannot be used; the message is for the teacher. */
export class XlsxRefusal extends Error {}

const refuse = (message: string) => new XlsxRefusal(message);

export const INVALID_XLSX = '文件不是有效的Excel（.xlsx）文件';
const CHUNK = 16 * 1024;

/** Where the scan is: in text, a tag, a comment or a CDATA section. */
const State = { Text: 0, Tag: 1, Comment: 2, Cdata: 3 } as const;
type TState = (typeof State)[keyof typeof State];

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const AMP = 0x26;
const SEMI = 0x3b;
const DASH = 0x2d;
const BRACKET = 0x5d;
const COLON = 0x3a;
const BANG = 0x21;
const CDATA = Buffer.from('![CDATA[');
/** Bytes of a tag kept to read its name. */
const HEAD = 32;

/** Whether the tag's first bytes open a CDATA section; byte by byte (a Buffer view per tag cost a second on 50,000 rows). */
function isCdataHead(head: Uint8Array): boolean {
  for (let k = 0; k < CDATA.length; k++) if (head[k] !== CDATA[k]) return false;
  return true;
}

/** What a tag's name is, as far as the caps care. */
const Name = { Other: 0, Item: 1, Row: 2 } as const;

/**
 * Measures one XML part as its bytes arrive (a byte-level scan, no parser: a parser would
 * collect the very text that is too long). Characters are UTF-8 sequences, an entity (&amp;)
 * counts as one. Approximate where XML allows it (a '>' inside an attribute value ends the tag
 * here), which can only split a run, never hide bytes from the total. Cells (`<c>`) and shared
 * strings (`<si>`) are the items whose whole text is one cell's content.
 */
export class XmlMeter {
  private state: TState = State.Text;
  private tagBytes = 0;
  private readonly head = new Uint8Array(HEAD);
  private headLen = 0;
  private prev = 0;
  private run = 0;
  private item = 0;
  private inItem = false;
  private entity = -1;
  private closers = 0;
  rows = 0;
  cells = 0;

  constructor(
    private readonly part: string,
    private readonly sheet: boolean,
    private readonly limits: XlsxLimits = XLSX_LIMITS,
  ) {}

  push(data: Uint8Array): void {
    const { maxCellChars, maxTagBytes } = this.limits;
    const head = this.head;
    let { state, tagBytes, headLen, prev, run, item, entity, closers } = this;
    for (let i = 0; i < data.length; i++) {
      const b = data[i]!;
      if (state === State.Tag) {
        if (++tagBytes > maxTagBytes) throw refuse(`文件内容异常（${this.part}中有超过${Math.round(maxTagBytes / 1024)}KB的XML标签），不是正常的Excel文件`);
        if (b === GT) {
          if (this.endTag(prev === SLASH, headLen)) item = 0;
          state = State.Text;
          run = 0;
        } else if (headLen < HEAD) {
          head[headLen++] = b;
          if (headLen === 3 && head[0] === BANG && head[1] === DASH && head[2] === DASH) {
            state = State.Comment;
            closers = 0;
          } else if (headLen === 8 && head[0] === BANG && isCdataHead(head)) {
            state = State.Cdata;
            closers = 0;
          } else if (b <= 0x20) {
            // The name has ended (no comment or CDATA opener holds a space): the head is complete.
            headLen = HEAD;
          }
        } else {
          // The rest of the tag (its attributes) is only counted: jump to its '>' (or this chunk's end).
          const gt = data.indexOf(GT, i + 1);
          const end = gt < 0 ? data.length : gt;
          tagBytes += end - i - 1;
          if (tagBytes > maxTagBytes) throw refuse(`文件内容异常（${this.part}中有超过${Math.round(maxTagBytes / 1024)}KB的XML标签），不是正常的Excel文件`);
          i = end - 1;
          prev = data[i]!;
          continue;
        }
      } else if (state === State.Text) {
        if (b === LT) {
          state = State.Tag;
          tagBytes = 1;
          headLen = 0;
        } else if (entity >= 0) {
          // Inside &…; (counted once at '&'); an entity that never ends counts on after 16 bytes.
          if (b === SEMI || ++entity > 16) entity = -1;
        } else if ((b & 0xc0) !== 0x80) {
          if (b === AMP) entity = 0;
          if (++run > maxCellChars || (this.inItem && ++item > maxCellChars)) throw tooLong(maxCellChars);
        }
      } else if (state === State.Comment) {
        if (++tagBytes > maxTagBytes) throw refuse(`文件内容异常（${this.part}中有超过${Math.round(maxTagBytes / 1024)}KB的注释），不是正常的Excel文件`);
        if (b === GT && closers >= 2) state = State.Text;
        closers = b === DASH ? closers + 1 : 0;
      } else {
        if (b === GT && closers >= 2) {
          state = State.Text;
          run = 0;
        } else if ((b & 0xc0) !== 0x80 && (++run > maxCellChars || (this.inItem && ++item > maxCellChars))) throw tooLong(maxCellChars);
        closers = b === BRACKET ? closers + 1 : 0;
      }
      prev = b;
    }
    Object.assign(this, { state, tagBytes, headLen, prev, run, item, entity, closers });
  }

  /**
   * A tag ended: its name (without a namespace prefix) may open or close an item, or count as a
   * row or cell. True when it opened an item.
   */
  private endTag(selfClosing: boolean, headLen: number): boolean {
    const head = this.head;
    const closing = head[0] === SLASH;
    let start = closing ? 1 : 0;
    let end = start;
    while (end < headLen && head[end]! > 0x20 && head[end] !== SLASH) {
      if (head[end] === COLON) start = end + 1;
      end++;
    }
    const len = end - start;
    const c0 = head[start];
    const kind =
      len === 1 && c0 === 0x63 /* c */
        ? Name.Item
        : len === 2 && c0 === 0x73 /* s */ && head[start + 1] === 0x69 /* i */
          ? Name.Item
          : len === 3 && c0 === 0x72 /* r */ && head[start + 1] === 0x6f && head[start + 2] === 0x77
            ? Name.Row
            : Name.Other;
    if (kind === Name.Item) this.inItem = !closing && !selfClosing;
    if (this.sheet && !closing) {
      if (kind === Name.Row && ++this.rows > this.limits.maxRows) throw refuse(`行数超过${this.limits.maxRows}行，请拆分后上传`);
      if (kind === Name.Item && len === 1 && ++this.cells > this.limits.maxCells) throw refuse(`单元格数量超过${this.limits.maxCells}个，请拆分后上传`);
    }
    return kind === Name.Item && this.inItem;
  }
}

const tooLong = (max: number) => refuse(`单元格内容超过${max}个字符（Excel单元格最多${max}个字符），请检查文件`);

const isXmlPart = (name: string) => /\.(xml|rels|vml)$/i.test(name);
const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);
/** A part's name for a message: attacker-controlled, so short. */
const shown = (name: string) => (name.length > 60 ? `${name.slice(0, 60)}…` : name);

/** Throws the refusal when the workbook goes over a cap or is not a readable ZIP. */
export function checkXlsx(file: Uint8Array, limits: XlsxLimits = XLSX_LIMITS): void {
  if (file.length > limits.maxFileBytes) throw refuse(`文件超过${inMb(limits.maxFileBytes)}MB，请拆分后上传`);
  inflateMeasured(file, limits, { invalid: INVALID_XLSX, what: 'Excel' }, (name) => (isXmlPart(name) ? new XmlMeter(shown(name), isSheet(name), limits) : null));
}

/**
 * Another Office document (a Word .docx before a converter reads it): the same measured unpacking
 * and directory check, with caps on parts, on one part (tighter for XML parts, which a converter
 * turns into a tree in memory) and on all parts. Refusals are XlsxRefusal with a Word message.
 */
export function checkOfficeZip(file: Uint8Array, limits: OfficeZipLimits, what: string): void {
  const invalid = `文件不是有效的${what}文件`;
  inflateMeasured(file, limits, { invalid, what }, null, (name) => (isXmlPart(name) ? limits.maxXmlEntryBytes : limits.maxEntryBytes));
}

export type OfficeZipLimits = ZipLimits & { maxXmlEntryBytes: number };

/**
 * Unpacks every part as a stream, 16 KB of input at a time, counting what comes out against the
 * caps (and feeding an optional meter per part), then checks the central directory against what
 * was really unpacked. Nothing unpacked is kept.
 */
function inflateMeasured(
  file: Uint8Array,
  limits: ZipLimits,
  text: { invalid: string; what: string },
  meterFor: ((name: string) => XmlMeter | null) | null,
  entryCap: (name: string) => number = () => limits.maxEntryBytes,
): void {
  const sizes = new Map<string, number>();
  let total = 0;
  let entries = 0;
  let fatal: unknown = null;
  let open = 0;
  const unzip = new Unzip((f: UnzipFile) => {
    if (fatal) return;
    if (++entries > limits.maxEntries) {
      fatal = refuse(`文件内部的组成部分超过${limits.maxEntries}个，不是正常的${text.what}文件`);
      return;
    }
    const name = f.name;
    if (sizes.has(name)) {
      fatal = refuse(`${text.invalid}（其中有重名的部分${shown(name)}）`);
      return;
    }
    sizes.set(name, 0);
    const meter = meterFor?.(name) ?? null;
    const cap = entryCap(name);
    let size = 0;
    open++;
    f.ondata = (err, data, final) => {
      if (fatal) return;
      try {
        if (err) throw refuse(text.invalid);
        size += data.length;
        total += data.length;
        if (size > cap) throw refuse(`文件中的${shown(name)}解压后超过${inMb(cap)}MB，请检查文件`);
        if (total > limits.maxTotalBytes) throw refuse(`文件解压后超过${inMb(limits.maxTotalBytes)}MB，请检查文件或拆分后上传`);
        meter?.push(data);
        if (final) {
          sizes.set(name, size);
          open--;
        }
      } catch (e) {
        fatal = e;
        f.terminate();
      }
    };
    f.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < file.length && !fatal; at += CHUNK) {
    try {
      unzip.push(file.subarray(at, at + CHUNK), at + CHUNK >= file.length);
    } catch (e) {
      fatal ??= e;
    }
  }
  if (fatal) throw fatal instanceof XlsxRefusal ? fatal : refuse(text.invalid);
  if (open !== 0 || !entries) throw refuse(text.invalid);
  checkDirectory(file, sizes, text.invalid);
}

/** The central directory must list exactly the parts unpacked above, with their real sizes. */
function checkDirectory(file: Uint8Array, sizes: Map<string, number>, invalid: string): void {
  const listed = new Map<string, number>();
  let duplicate = false;
  try {
    unzipSync(file, {
      filter: (f) => {
        if (listed.has(f.name)) duplicate = true;
        listed.set(f.name, f.originalSize);
        return false;
      },
    });
  } catch {
    throw refuse(invalid);
  }
  const same = !duplicate && listed.size === sizes.size && [...listed].every(([name, size]) => sizes.get(name) === size);
  if (!same) throw refuse(`${invalid}（压缩包的目录与内容不一致）`);
}

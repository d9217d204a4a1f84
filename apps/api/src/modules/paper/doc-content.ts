/**
 * Question content in Word files: the one place that turns stored question HTML into docx
 * paragraphs, used by every Word builder that prints questions (paper, paper with answers,
 * 变式训练, 错题重练单).
 *
 * - Inline HTML becomes runs (bold, italic, underline, sub/sup); tables become tables.
 * - TeX between \( \) (inline) or \[ \] (display) — the delimiters the bank stores; its importer
 *   turns $…$ into \( \) — becomes a Word equation (Office Math): TeX → MathML (temml) → OMML
 *   (mathml2omml), put into the paragraph as raw XML. A formula that does not convert is printed
 *   as its TeX text, so one bad formula never breaks the document.
 * - <img> becomes an embedded picture: the bytes come from a data: URI, the product's storage
 *   (a relative src is read as a storage key); the server never fetches a URL named by question
 *   HTML (that would let stored content make it call other hosts). The size is read from the bytes
 *   (sharp), shrunk to the text width keeping the aspect ratio. An image that cannot be read is
 *   printed as [图片缺失].
 *
 * Images are loaded before the document is built (`loadDocAssets`), because the docx objects are
 * built synchronously.
 */
import { ImageRun, ImportedXmlComponent, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, type FileChild, type IRunOptions, type ParagraphChild } from 'docx';
import { mml2omml } from 'mathml2omml';
import sharp from 'sharp';
import temml from 'temml';
import { assertStorageKey, type Storage } from '../../storage/storage.js';

export const FONT = 'SimSun';
export const MISSING_IMAGE = '[图片缺失]';

export const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');

// ---------------------------------------------------------------- maths

const ommlCache = new Map<string, string | null>();

/** Operators that need an operand on each side in LibreOffice's formula import. */
const OPERATOR_END = /[=+\-−<>≤≥≠×÷·⋅∈∉⊆⊂⊇⊃∪∩→⇒⇔≈≡∥⊥∼≅∣,:;]$/;
const OPERATOR_START = /^[=<>≤≥≠×÷·⋅∈∉⊆⊂⊇⊃∪∩→⇒⇔≈≡∥⊥∼≅∣,:;]/;
/** Accent characters above a letter (as temml writes them) and the combining marks Word's accents use. */
const ACCENTS: Record<string, string> = {
  'ˆ': '\u0302',
  '^': '\u0302',
  '‾': '\u0305',
  '¯': '\u0305',
  '→': '\u20d7',
  '˙': '\u0307',
  '¨': '\u0308',
  '˜': '\u0303',
  '~': '\u0303',
  'ˇ': '\u030c',
};
/** U+2060 WORD JOINER: invisible, and an operand for an operator at either end of a formula. */
const JOINER = '\u2060';

/**
 * mml2omml's output made safe and readable in Word, WPS and LibreOffice:
 * - text is written as it is (a formula's < stays a raw <): escape it;
 * - '|' (absolute values, set-builder bars) is read as "or" (∨) by LibreOffice: write U+2223 ∣;
 * - an arrow above (\overrightarrow) as a group character is drawn under the text by LibreOffice,
 *   and \hat, \bar, \vec … come as a small character above (limUpp) that LibreOffice misplaces:
 *   write them as accents (m:acc with the combining mark, as Word's own equations do);
 * - a formula ending (or starting) with an operator, such as \(S_5=\) before a blank, gets an
 *   invisible operand, or LibreOffice prints ¿ for the missing one.
 */
function forReaders(omml: string): string {
  let out = omml.replace(/(<m:t(?:\s[^>]*)?>)([\s\S]*?)(<\/m:t>)/g, (_, open: string, body: string, close: string) =>
    open + body.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\u2223') + close,
  );
  out = out.replace(/<m:groupChr><m:groupChrPr><m:chr m:val="→" m:pos="top"\/><\/m:groupChrPr><m:e>([\s\S]*?)<\/m:e><\/m:groupChr>/g, '<m:acc><m:accPr><m:chr m:val="\u20d7"/></m:accPr><m:e>$1</m:e></m:acc>');
  // \hat, \bar, \vec, \dot … come as a small character above (limUpp): write them as accents.
  out = out.replace(
    /<m:limUpp><m:e>((?:(?!<m:limUpp>)[\s\S])*?)<\/m:e><m:lim><m:r><m:t[^>]*>(.)<\/m:t><\/m:r><\/m:lim><\/m:limUpp>/g,
    (whole, e: string, c: string) => (ACCENTS[c] ? `<m:acc><m:accPr><m:chr m:val="${ACCENTS[c]}"/></m:accPr><m:e>${e}</m:e></m:acc>` : whole),
  );
  // lim, max, min under a limit: Word's lower-limit structure (LibreOffice misreads a subscript).
  out = out.replace(
    /<m:sSub><m:sSubPr><m:ctrlPr\/><\/m:sSubPr><m:e><m:r><m:t[^>]*>(lim|max|min|sup|inf)<\/m:t><\/m:r><\/m:e><m:sub>((?:(?!<m:sSub>)[\s\S])*?)<\/m:sub><\/m:sSub>/g,
    '<m:limLow><m:e><m:r><m:rPr><m:sty m:val="p"/></m:rPr><m:t>$1</m:t></m:r></m:e><m:lim>$2</m:lim></m:limLow>',
  );
  // Function names upright (mml2omml leaves them as plain runs, which Word sets in italics).
  out = out.replace(/<m:r>(<m:t[^>]*>)(sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan|log|lg|ln|exp|lim|max|min)(\u2061?<\/m:t>)/g, '<m:r><m:rPr><m:sty m:val="p"/></m:rPr>$1$2$3');
  out = fillEmptyNary(out);
  out = out.replace(/^(<m:oMath[^>]*><m:r>(?:<m:rPr>[\s\S]*?<\/m:rPr>)?<m:t[^>]*>)([^<]*)/, (_, head: string, t: string) => head + (OPERATOR_START.test(t) ? JOINER : '') + t);
  out = out.replace(/([^>]*)(<\/m:t><\/m:r><\/m:oMath>)$/, (_, t: string, tail: string) => t + (OPERATOR_END.test(t) ? JOINER : '') + tail);
  return out;
}

/** End index (exclusive) of the element starting at `at` ('<m:…'), or -1. */
function elementEnd(xml: string, at: number): number {
  const name = /^<([a-zA-Z:]+)/.exec(xml.slice(at, at + 40))?.[1];
  if (!name) return -1;
  const re = new RegExp(`<(/?)${name}(?=[\\s>/])[^>]*?(/?)>`, 'g');
  re.lastIndex = at;
  let depth = 0;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    if (m[1]) depth -= 1;
    else if (!m[2]) depth += 1;
    if (depth === 0) return re.lastIndex;
  }
  return -1;
}

/**
 * mml2omml leaves a sum's or integral's body empty and puts the body after it; Word shows an empty
 * placeholder there and LibreOffice a box. The element after the operator becomes its body.
 */
function fillEmptyNary(omml: string): string {
  let out = omml;
  for (let i = out.indexOf('<m:e/></m:nary>'); i >= 0; i = out.indexOf('<m:e/></m:nary>', i + 1)) {
    const next = i + '<m:e/></m:nary>'.length;
    if (!out.startsWith('<m:', next) || /^<m:r>(?:<m:rPr>[\s\S]*?<\/m:rPr>)?<m:t[^>]*>[=<>≤≥≠+\-−]/.test(out.slice(next, next + 200))) continue;
    const end = elementEnd(out, next);
    if (end < 0) continue;
    out = `${out.slice(0, i)}<m:e>${out.slice(next, end)}</m:e></m:nary>${out.slice(end)}`;
  }
  return out;
}

/**
 * OMML (`<m:oMath>…</m:oMath>`, or `<m:oMathPara>` for display maths) of a TeX formula, with the
 * runs in the document's size and fonts; null when the formula does not convert.
 */
export function texToOmml(tex: string, display: boolean, size = 21): string | null {
  const key = `${display ? 'D' : 'I'}${size}:${tex}`;
  if (ommlCache.has(key)) return ommlCache.get(key)!;
  let out: string | null;
  try {
    if (tex.trim() === '') throw new Error('empty formula');
    const mml = temml.renderToString(tex, { xml: true, throwOnError: true, displayMode: display });
    const omml = forReaders(mml2omml(mml));
    if (!/^<m:oMath[\s>]/.test(omml) || /<m:oMath[^>]*\/>$/.test(omml)) throw new Error('no OMML');
    // Word takes a math run's size and fonts from its w:rPr (after m:rPr when there is one).
    const rPr = `<w:rPr><w:rFonts w:ascii="Cambria Math" w:hAnsi="Cambria Math" w:eastAsia="${FONT}"/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr>`;
    const sized = omml.replace(/<m:r>(<m:rPr>[\s\S]*?<\/m:rPr>)?/g, (_, mrPr: string | undefined) => `<m:r>${mrPr ?? ''}${rPr}`);
    out = display ? `<m:oMathPara xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math">${sized}</m:oMathPara>` : sized;
  } catch {
    out = null;
  }
  if (ommlCache.size > 5000) ommlCache.clear();
  ommlCache.set(key, out);
  return out;
}

/** A Word equation as a paragraph child, or null when the formula does not convert. */
function mathChild(tex: string, display: boolean, size: number): ParagraphChild | null {
  const omml = texToOmml(tex, display, size);
  if (!omml) return null;
  try {
    // The raw OMML element inside the paragraph (docx writes an imported element as itself).
    return ImportedXmlComponent.fromXmlString(omml) as unknown as ParagraphChild;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- images

export type DocImage = { data: Buffer; type: 'png' | 'jpg' | 'gif'; width: number; height: number };

/** Images of a document by src (null: could not be read), and the widest an image may print, in pixels at 96 dpi. */
export type DocAssets = { images: ReadonlyMap<string, DocImage | null>; maxWidth: number; maxHeight: number };

export type ImageLoadOptions = {
  /** The product's storage: a relative src is read from it as a key. */
  storage?: Storage | null;
  /** Text width of the page (pixels at 96 dpi). */
  maxWidth: number;
  maxHeight?: number;
};

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMG_RE = /<img\b[^>]*>/gi;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

/** The src of every image in some HTML. */
export function imageSources(htmls: readonly string[]): string[] {
  const out = new Set<string>();
  for (const html of htmls) for (const m of html.matchAll(IMG_RE)) {
    const src = attr(m[0], 'src');
    if (src) out.add(decodeEntities(src).trim());
  }
  return [...out];
}

async function imageBytes(src: string, opts: ImageLoadOptions): Promise<Buffer | null> {
  const data = /^data:image\/[a-z0-9.+-]+;base64,([\s\S]*)$/i.exec(src);
  if (data) return Buffer.from(data[1]!.replace(/\s+/g, ''), 'base64');
  if (opts.storage && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) {
    const key = src.replace(/^\/+/, '').split(/[?#]/)[0]!;
    assertStorageKey(key);
    return opts.storage.get(key);
  }
  return null;
}

/** Reads an image: its type and pixel size from the bytes; other formats (webp, svg, tiff …) become PNG. */
export async function readImage(bytes: Buffer): Promise<DocImage | null> {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return null;
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) return null;
  if (meta.format === 'png' || meta.format === 'jpeg' || meta.format === 'gif') {
    // EXIF orientations 5-8 swap width and height on the page.
    const swap = (meta.orientation ?? 1) >= 5;
    return { data: bytes, type: meta.format === 'jpeg' ? 'jpg' : meta.format, width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height };
  }
  const png = await sharp(bytes).png().toBuffer({ resolveWithObject: true });
  return { data: png.data, type: 'png', width: png.info.width, height: png.info.height };
}

async function loadImage(src: string, opts: ImageLoadOptions): Promise<DocImage | null> {
  try {
    const bytes = await imageBytes(src, opts);
    return bytes ? await readImage(bytes) : null;
  } catch {
    return null;
  }
}

/** Loads the images of some HTML (four at a time). */
export async function loadDocAssets(htmls: readonly string[], opts: ImageLoadOptions): Promise<DocAssets> {
  const srcs = imageSources(htmls);
  const images = new Map<string, DocImage | null>();
  for (let i = 0; i < srcs.length; i += 4) {
    const batch = srcs.slice(i, i + 4);
    const loaded = await Promise.all(batch.map((s) => loadImage(s, opts)));
    batch.forEach((s, k) => images.set(s, loaded[k]!));
  }
  return { images, maxWidth: opts.maxWidth, maxHeight: opts.maxHeight ?? opts.maxWidth * 1.3 };
}

/** Text width of an A4 portrait page with docx's default margins (1 inch): (11906 - 2 × 1440) twips / 15, less a little room. */
export const A4_TEXT_WIDTH_PX = 590;

export const NO_ASSETS: DocAssets = { images: new Map(), maxWidth: 600, maxHeight: 800 };

/** Print size of an image: the <img> width attribute or its own size, shrunk to fit, aspect ratio kept. */
export function imageSize(img: Pick<DocImage, 'width' | 'height'>, wanted: number | null, maxWidth: number, maxHeight: number): { width: number; height: number } {
  let width = wanted && wanted > 0 ? wanted : img.width;
  width = Math.min(width, maxWidth);
  let height = (width * img.height) / img.width;
  if (height > maxHeight) {
    height = maxHeight;
    width = (height * img.width) / img.height;
  }
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

function imageChild(tag: string, assets: DocAssets, size: number): ParagraphChild {
  const src = decodeEntities(attr(tag, 'src') ?? '').trim();
  const img = src ? assets.images.get(src) : null;
  if (!img) return new TextRun({ text: MISSING_IMAGE, size, font: FONT });
  const wanted = Number.parseFloat(attr(tag, 'width') ?? '');
  const { width, height } = imageSize(img, Number.isFinite(wanted) ? wanted : null, assets.maxWidth, assets.maxHeight);
  const alt = decodeEntities(attr(tag, 'alt') ?? '');
  return new ImageRun({ type: img.type, data: img.data, transformation: { width, height }, altText: { name: alt || '图片', description: alt || '图片', title: alt || '图片' } });
}

// ---------------------------------------------------------------- runs and blocks

type Style = { bold: number; italics: number; underline: number; sub: number; sup: number };

/** Tags, inline maths \( \) and display maths \[ \] of question HTML, in document order. */
const TOKEN_RE = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]|<(\/?)([a-z][a-z0-9]*)[^>]*>/gi;

/** TeX as written in HTML (entities, and any stray tags, removed). */
const texOf = (s: string) => decodeEntities(s.replace(/<[^>]*>/g, ''));

/** Runs of inline HTML (no block tags): text, Word equations and pictures. */
export function inlineRuns(html: string, size = 21, assets: DocAssets = NO_ASSETS): ParagraphChild[] {
  const runs: ParagraphChild[] = [];
  const st: Style = { bold: 0, italics: 0, underline: 0, sub: 0, sup: 0 };
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const opts: IRunOptions = {
      text: decodeEntities(text),
      size,
      font: FONT,
      bold: st.bold > 0,
      italics: st.italics > 0,
      underline: st.underline > 0 ? {} : undefined,
      subScript: st.sub > 0,
      superScript: st.sup > 0,
    };
    runs.push(new TextRun(opts));
  };
  const re = new RegExp(TOKEN_RE.source, 'gi');
  for (let m = re.exec(html); m; m = re.exec(html)) {
    push(html.slice(last, m.index));
    last = re.lastIndex;
    if (m[1] !== undefined || m[2] !== undefined) {
      const display = m[2] !== undefined;
      const tex = texOf(m[1] ?? m[2]!);
      const math = mathChild(tex, display, size);
      // A formula that does not convert stays as its TeX text.
      if (math) runs.push(math);
      else push(m[0]);
      continue;
    }
    const d = m[3] === '/' ? -1 : 1;
    switch (m[4]!.toLowerCase()) {
      case 'b':
      case 'strong':
        st.bold += d;
        break;
      case 'i':
      case 'em':
        st.italics += d;
        break;
      case 'u':
        st.underline += d;
        break;
      case 'sub':
        st.sub += d;
        break;
      case 'sup':
        st.sup += d;
        break;
      case 'img':
        runs.push(imageChild(m[0], assets, size));
        break;
      default:
        break;
    }
  }
  push(html.slice(last));
  return runs;
}

function tableOf(html: string, assets: DocAssets): Table {
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map((r) => [...r[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((c) => c[1]!));
  const width = Math.max(1, ...rows.map((r) => r.length));
  const cellAssets = { ...assets, maxWidth: Math.max(40, Math.floor(assets.maxWidth / width) - 10) };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: (rows.length ? rows : [['']]).map(
      (r) => new TableRow({ children: Array.from({ length: width }, (_, i) => new TableCell({ children: [new Paragraph({ children: inlineRuns(r[i] ?? '', 19, cellAssets) })] })) }),
    ),
  });
}

/** Block HTML to paragraphs and tables; `prefix` goes in front of the first paragraph. */
export function htmlBlocks(html: string, prefix = '', size = 21, assets: DocAssets = NO_ASSETS): FileChild[] {
  const out: FileChild[] = [];
  let first = true;
  const para = (inner: string) => {
    const runs = inlineRuns(inner, size, assets);
    if (first && prefix) runs.unshift(new TextRun({ text: prefix, size, font: FONT }));
    if (runs.length === 0 && !(first && prefix)) return;
    first = false;
    out.push(new Paragraph({ spacing: { after: 60 }, children: runs }));
  };
  const parts = html.split(/(<table[\s\S]*?<\/table>)/i);
  for (const part of parts) {
    if (/^<table/i.test(part)) {
      out.push(tableOf(part, assets));
      continue;
    }
    // Block tags split paragraphs, but not inside a formula (a display formula may hold \\ line breaks).
    const chunks: string[] = [];
    let cur = '';
    for (const piece of part.split(/(\\\([\s\S]*?\\\)|\\\[[\s\S]*?\\\])/)) {
      if (/^\\[([]/.test(piece)) {
        cur += piece;
        continue;
      }
      const split = piece.split(/<\/?(?:p|div)[^>]*>|<br\s*\/?>/i);
      cur += split[0]!;
      for (const s of split.slice(1)) {
        chunks.push(cur);
        cur = s;
      }
    }
    chunks.push(cur);
    for (const chunk of chunks) if (chunk.trim() !== '') para(chunk);
  }
  if (first && prefix) para('');
  return out;
}

/** Every HTML field of a question (stem, options, sub-questions, answers, analyses): for loading its images. */
export function topicHtmls(t: { title: string; options: unknown; slaves: unknown; answer: string; analysis: string }): string[] {
  const opts = Array.isArray(t.options) ? (t.options as { content?: string }[]) : [];
  const slaves = Array.isArray(t.slaves) ? (t.slaves as { title?: string; options?: { content?: string }[]; answer?: string; analysis?: string }[]) : [];
  return [
    t.title,
    t.answer,
    t.analysis,
    ...opts.map((o) => o.content ?? ''),
    ...slaves.flatMap((s) => [s.title ?? '', s.answer ?? '', s.analysis ?? '', ...(s.options ?? []).map((o) => o.content ?? '')]),
  ];
}

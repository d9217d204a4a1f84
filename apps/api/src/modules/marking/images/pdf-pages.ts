/**
 * Page images of a scanned PDF. A scanner's PDF holds one image per page (an image XObject,
 * usually JPEG (DCTDecode) or deflated pixels (FlateDecode)); we take the largest image of each
 * page as the page scan, without rendering the PDF. Not supported, each with a Chinese message
 * for the teacher: vector PDFs (a page without an image, e.g. a document exported from Word),
 * CCITT/JBIG2/JPEG 2000 encoded scans, indexed colours, and encrypted files.
 */
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { EncryptedPDFError, PDFArray, PDFBool, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFObject } from 'pdf-lib';
import { inMb, MAX_PDF_IMAGE_BYTES } from '../../../http/upload-limits.js';
import { MAX_INPUT_PIXELS, MAX_PDF_PAGES } from './limits.js';

/** A PDF that cannot be used; the message is shown to the teacher. */
export class PdfScanError extends Error {}

const FILTER_NAMES: Record<string, string> = {
  CCITTFaxDecode: 'CCITT传真编码',
  JBIG2Decode: 'JBIG2编码',
  JPXDecode: 'JPEG 2000编码',
};
const UNSUPPORTED_HINT = '请在扫描仪中将图像格式设置为JPEG（或灰度/彩色），或直接上传PNG/JPG图片';

const TOO_LARGE = `PDF中的扫描图像过大（解压后超过${inMb(MAX_PDF_IMAGE_BYTES)}MB），请以300dpi扫描`;

type FoundImage = { stream: PDFRawStream; width: number; height: number };

function num(dict: PDFDict, key: string): number | null {
  const v = dict.lookupMaybe(PDFName.of(key), PDFNumber);
  return v ? v.asNumber() : null;
}

function filtersOf(dict: PDFDict): string[] {
  const f = dict.lookup(PDFName.of('Filter'));
  if (f instanceof PDFName) return [f.decodeText()];
  if (f instanceof PDFArray) return f.asArray().map((x, i) => (f.lookup(i) instanceof PDFName ? (f.lookup(i) as PDFName).decodeText() : String(x)));
  return [];
}

/** Image XObjects of a resource dictionary, looking into form XObjects a few levels deep. */
function collectImages(resources: PDFDict | undefined, out: FoundImage[], depth: number): void {
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return;
  for (const key of xobjects.keys()) {
    const obj = xobjects.lookup(key);
    if (!(obj instanceof PDFRawStream)) continue;
    const subtype = obj.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText();
    if (subtype === 'Image') {
      if (obj.dict.lookupMaybe(PDFName.of('ImageMask'), PDFBool)?.asBoolean()) continue;
      const width = num(obj.dict, 'Width') ?? 0;
      const height = num(obj.dict, 'Height') ?? 0;
      if (width > 0 && height > 0) out.push({ stream: obj, width, height });
    } else if (subtype === 'Form' && depth < 3) {
      collectImages(obj.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), out, depth + 1);
    }
  }
}

/** Colour channels of an image's colour space; null for ones we do not decode (Indexed, Separation …). */
function channelsOf(cs: PDFObject | undefined): number | null {
  if (cs === undefined) return 1;
  if (cs instanceof PDFName) {
    const n = cs.decodeText();
    if (n === 'DeviceGray' || n === 'CalGray' || n === 'G') return 1;
    if (n === 'DeviceRGB' || n === 'CalRGB' || n === 'RGB') return 3;
    if (n === 'DeviceCMYK' || n === 'CMYK') return 4;
    return null;
  }
  if (cs instanceof PDFArray) {
    const family = cs.lookup(0);
    const name = family instanceof PDFName ? family.decodeText() : '';
    if (name === 'CalGray') return 1;
    if (name === 'CalRGB') return 3;
    if (name === 'ICCBased') {
      const icc = cs.lookup(1);
      return icc instanceof PDFRawStream ? (num(icc.dict, 'N') ?? null) : null;
    }
  }
  return null;
}

/** Undoes PNG row predictors (DecodeParms Predictor 10-15). */
function unpredictPng(data: Uint8Array, rowBytes: number, bpp: number, rows: number): Uint8Array {
  const out = new Uint8Array(rowBytes * rows);
  const stride = rowBytes + 1;
  if (data.length < stride * rows) throw new PdfScanError('PDF中的图像数据不完整');
  for (let y = 0; y < rows; y++) {
    const type = data[y * stride]!;
    const src = y * stride + 1;
    const dst = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[src + x]!;
      const left = x >= bpp ? out[dst + x - bpp]! : 0;
      const up = y > 0 ? out[dst - rowBytes + x]! : 0;
      const upLeft = y > 0 && x >= bpp ? out[dst - rowBytes + x - bpp]! : 0;
      let v: number;
      if (type === 0) v = raw;
      else if (type === 1) v = raw + left;
      else if (type === 2) v = raw + up;
      else if (type === 3) v = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new PdfScanError('PDF中的图像使用了不支持的预测编码');
      out[dst + x] = v & 0xff;
    }
  }
  return out;
}

/** Deflated or uncompressed pixels → 8-bit grey (or RGB) pixels → PNG. */
async function decodePixels(img: FoundImage, deflated: boolean): Promise<Buffer> {
  const { dict } = img.stream;
  const { width, height } = img;
  if (width * height > MAX_INPUT_PIXELS) throw new PdfScanError('PDF中的扫描图像过大');
  const channels = channelsOf(dict.lookup(PDFName.of('ColorSpace')));
  if (channels == null) throw new PdfScanError(`PDF中的扫描图像使用了不支持的颜色空间，${UNSUPPORTED_HINT}`);
  const bpc = num(dict, 'BitsPerComponent') ?? 8;
  if (![1, 2, 4, 8, 16].includes(bpc)) throw new PdfScanError('PDF中的扫描图像位深不受支持');
  const rowBytes = Math.ceil((width * channels * bpc) / 8);
  const parms = dict.lookupMaybe(PDFName.of('DecodeParms'), PDFDict);
  const predictor = parms ? (num(parms, 'Predictor') ?? 1) : 1;
  const expected = (rowBytes + (predictor >= 10 ? 1 : 0)) * height;
  // Checked before inflating: the pixel cap alone let a 16-bit CMYK image unpack to 480 MB (and
  // a 1-bit one expand to 8 times its bytes below).
  if (expected > MAX_PDF_IMAGE_BYTES || width * height * channels > MAX_PDF_IMAGE_BYTES) throw new PdfScanError(TOO_LARGE);
  let data: Uint8Array = img.stream.contents;
  if (deflated) {
    try {
      data = inflateSync(data, { maxOutputLength: expected + 1024 });
    } catch {
      throw new PdfScanError('PDF中的扫描图像数据已损坏');
    }
  }
  if (predictor >= 10) data = unpredictPng(data, rowBytes, Math.max(1, Math.ceil((channels * bpc) / 8)), height);
  else if (predictor !== 1) throw new PdfScanError('PDF中的图像使用了不支持的预测编码');
  if (data.length < rowBytes * height) throw new PdfScanError('PDF中的图像数据不完整');
  // One byte per sample.
  const samples = new Uint8Array(width * height * channels);
  const max = (1 << Math.min(bpc, 8)) - 1;
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let s = 0; s < width * channels; s++) {
      let v: number;
      if (bpc === 8) v = data[row + s]!;
      else if (bpc === 16) v = data[row + 2 * s]!;
      else {
        const bit = s * bpc;
        v = (((data[row + (bit >> 3)]! << (bit & 7)) & 0xff) >> (8 - bpc)) & max;
        v = Math.round((v * 255) / max);
      }
      samples[y * width * channels + s] = v;
    }
  }
  const decode = dict.lookupMaybe(PDFName.of('Decode'), PDFArray);
  const inverted = decode && decode.size() >= 2 && (decode.lookup(0) as PDFNumber).asNumber() > (decode.lookup(1) as PDFNumber).asNumber();
  if (inverted) for (let i = 0; i < samples.length; i++) samples[i] = 255 - samples[i]!;
  if (channels === 4) {
    // CMYK → grey; good enough for a scan that is shown and measured in grey.
    const grey = new Uint8Array(width * height);
    for (let i = 0; i < grey.length; i++) {
      const [c, m, y, k] = [samples[4 * i]!, samples[4 * i + 1]!, samples[4 * i + 2]!, samples[4 * i + 3]!];
      grey[i] = Math.max(0, 255 - Math.min(255, 0.3 * c + 0.59 * m + 0.11 * y + k));
    }
    return sharp(grey, { raw: { width, height, channels: 1 } }).png().toBuffer();
  }
  return sharp(samples, { raw: { width, height, channels: channels as 1 | 3 } }).png().toBuffer();
}

async function decodeImage(img: FoundImage, page: number): Promise<Buffer> {
  const filters = filtersOf(img.stream.dict);
  const unsupported = filters.find((f) => FILTER_NAMES[f]);
  if (unsupported) throw new PdfScanError(`PDF第${page}页的扫描图像使用了${FILTER_NAMES[unsupported]}，暂不支持；${UNSUPPORTED_HINT}`);
  const key = filters.join(',');
  if (key === 'DCTDecode' || key === 'DCT') return Buffer.from(img.stream.contents);
  if (key === 'FlateDecode,DCTDecode') {
    try {
      return inflateSync(img.stream.contents, { maxOutputLength: MAX_PDF_IMAGE_BYTES });
    } catch (err) {
      throw new PdfScanError((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? TOO_LARGE : 'PDF中的扫描图像数据已损坏');
    }
  }
  if (key === 'FlateDecode' || key === 'Fl') return decodePixels(img, true);
  if (key === '') return decodePixels(img, false);
  throw new PdfScanError(`PDF第${page}页的扫描图像编码（${key}）暂不支持；${UNSUPPORTED_HINT}`);
}

/**
 * One image per page (PNG or JPEG bytes), in page order, turned as the page is displayed.
 * Throws PdfScanError with a message for the teacher when the PDF cannot be used.
 */
export async function pdfPageImages(pdf: Uint8Array, maxPages = MAX_PDF_PAGES): Promise<Buffer[]> {
  // One PDF at a time (the scan import handles three entries at once): decoding a page holds its
  // inflated pixels, their unpredicted copy and the samples, up to about 3 × MAX_PDF_IMAGE_BYTES.
  const previous = pdfTurn;
  let release = () => {};
  pdfTurn = new Promise<void>((resolve) => (release = resolve));
  await previous;
  try {
    return await readPages(pdf, maxPages);
  } catch (err) {
    if (err instanceof PdfScanError) throw err;
    if (err instanceof EncryptedPDFError) throw new PdfScanError('PDF文件已加密，请取消加密后重新上传');
    // pdf-lib parses leniently and fails later on broken structures, with all sorts of errors.
    throw new PdfScanError('PDF文件已损坏，无法读取');
  } finally {
    release();
  }
}

let pdfTurn: Promise<void> = Promise.resolve();

async function readPages(pdf: Uint8Array, maxPages: number): Promise<Buffer[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  if (!pages.length) throw new PdfScanError('PDF文件没有页面');
  if (pages.length > maxPages) throw new PdfScanError(`PDF超过${maxPages}页，请按学生拆分后上传`);
  const out: Buffer[] = [];
  for (const [i, page] of pages.entries()) {
    const found: FoundImage[] = [];
    collectImages(page.node.Resources(), found, 0);
    if (!found.length) throw new PdfScanError(`PDF第${i + 1}页没有扫描图像（可能是由文档转换的矢量PDF），暂不支持；请上传扫描仪生成的PDF或PNG/JPG图片`);
    const largest = found.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    let image = await decodeImage(largest, i + 1);
    const angle = ((page.getRotation().angle % 360) + 360) % 360;
    // A turn needs the whole image in memory: turn a one-channel copy (scans are kept greyscale).
    if (angle) image = await sharp(await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).greyscale().toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer(), { limitInputPixels: MAX_INPUT_PIXELS }).rotate(angle).png().toBuffer();
    out.push(image);
  }
  return out;
}

import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { PDFDocument, PDFName, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageImages, PdfScanError } from './pdf-pages.js';

async function greyPng(width: number, height: number, dark: { left: number; top: number; width: number; height: number }) {
  const block = await sharp({ create: { width: dark.width, height: dark.height, channels: 3, background: '#000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#fff' } }).composite([{ input: block, left: dark.left, top: dark.top }]).png().toBuffer();
}

/** Where the dark block is in a decoded page image. */
async function darkAt(image: Buffer, x: number, y: number): Promise<boolean> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data[y * info.width * info.channels + x * info.channels]! < 128;
}

describe('pdfPageImages', () => {
  it('takes the JPEG of each scanned page, in order', async () => {
    const doc = await PDFDocument.create();
    for (const left of [10, 150]) {
      const jpg = await sharp(await greyPng(300, 400, { left, top: 10, width: 100, height: 100 })).jpeg().toBuffer();
      const img = await doc.embedJpg(jpg);
      doc.addPage([300, 400]).drawImage(img, { x: 0, y: 0, width: 300, height: 400 });
    }
    const pages = await pdfPageImages(await doc.save());
    expect(pages).toHaveLength(2);
    expect((await sharp(pages[0]!).metadata()).format).toBe('jpeg');
    expect(await darkAt(pages[0]!, 50, 50)).toBe(true);
    expect(await darkAt(pages[1]!, 50, 50)).toBe(false);
    expect(await darkAt(pages[1]!, 200, 50)).toBe(true);
  });

  it('decodes deflated pixels (as PDF writers embed PNGs) and turns rotated pages upright', async () => {
    const doc = await PDFDocument.create();
    const img = await doc.embedPng(await greyPng(200, 100, { left: 0, top: 0, width: 50, height: 50 }));
    const page = doc.addPage([200, 100]);
    page.drawImage(img, { x: 0, y: 0, width: 200, height: 100 });
    page.setRotation(degrees(90));
    const [image] = await pdfPageImages(await doc.save());
    const meta = await sharp(image!).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    // Turned clockwise: the top-left block is now top-right.
    expect(await darkAt(image!, 75, 25)).toBe(true);
    expect(await darkAt(image!, 25, 25)).toBe(false);
  });

  it('decodes 1-bit deflated scans with PNG predictors and an inverted Decode array', async () => {
    const doc = await PDFDocument.create();
    const width = 16;
    const height = 4;
    // Each row: filter byte 0 (None) + 2 bytes; with Decode [1 0] a 1 bit is black. Left half black.
    const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, 0xff, 0x00])));
    const stream = doc.context.stream(deflateSync(rows), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 1,
      Decode: [1, 0],
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 1, Columns: width },
    });
    const ref = doc.context.register(stream);
    const page = doc.addPage([width, height]);
    page.node.setXObject(PDFName.of('Im0'), ref);
    const [image] = await pdfPageImages(await doc.save());
    expect(await darkAt(image!, 2, 1)).toBe(true);
    expect(await darkAt(image!, 12, 1)).toBe(false);
  });

  it('refuses vector PDFs with a clear message', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 400]).drawRectangle({ x: 10, y: 10, width: 100, height: 50 });
    await expect(pdfPageImages(await doc.save())).rejects.toThrow(new PdfScanError('PDF第1页没有扫描图像（可能是由文档转换的矢量PDF），暂不支持；请上传扫描仪生成的PDF或PNG/JPG图片'));
  });

  it('names unsupported scan encodings (CCITT fax)', async () => {
    const doc = await PDFDocument.create();
    const stream = doc.context.stream(Buffer.from([0, 1, 2]), { Type: 'XObject', Subtype: 'Image', Width: 8, Height: 8, ColorSpace: 'DeviceGray', BitsPerComponent: 1, Filter: 'CCITTFaxDecode' });
    doc.addPage([8, 8]).node.setXObject(PDFName.of('Im0'), doc.context.register(stream));
    await expect(pdfPageImages(await doc.save())).rejects.toThrow(/PDF第1页的扫描图像使用了CCITT传真编码，暂不支持/);
  });

  it('refuses broken files and too many pages', async () => {
    await expect(pdfPageImages(Buffer.from('%PDF-1.7 garbage'))).rejects.toBeInstanceOf(PdfScanError);
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i++) doc.addPage([10, 10]);
    await expect(pdfPageImages(await doc.save(), 2)).rejects.toThrow('PDF超过2页，请按学生拆分后上传');
  });
});

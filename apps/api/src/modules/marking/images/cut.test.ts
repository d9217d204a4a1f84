import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutRegion, regionBox } from './cut.js';
import { measureInk } from './ink.js';
import { prepareAnswerImage, imageTypeOf, UnreadableImageError } from './normalise.js';
import { renderSheetPage } from './render-answer.js';

describe('regionBox', () => {
  it('maps fractions to pixels and clamps to the page', () => {
    expect(regionBox({ x: 0.1, y: 0.2, w: 0.5, h: 0.25 }, 1000, 2000)).toEqual({ left: 100, top: 400, width: 500, height: 500 });
    expect(regionBox({ x: 0.9, y: 0.9, w: 0.5, h: 0.5 }, 100, 100)).toEqual({ left: 90, top: 90, width: 10, height: 10 });
    expect(regionBox({ x: 1, y: 1, w: 0.001, h: 0.001 }, 100, 100)).toEqual({ left: 99, top: 99, width: 1, height: 1 });
  });
});

describe('cutting a scanned page', () => {
  const regions = [
    { x: 0.05, y: 0.05, w: 0.9, h: 0.2, answer: { seed: 1, questionNo: '9' } },
    { x: 0.05, y: 0.3, w: 0.9, h: 0.2, answer: { seed: 2, questionNo: '10', kind: 'blank' as const } },
  ];

  it('cuts each region at the page resolution, so the written one has ink and the blank one none', async () => {
    const page = await renderSheetPage(regions, 1240, 1754, 'jpeg');
    const written = await cutRegion(page, regions[0]!);
    const meta = await sharp(written).metadata();
    expect([meta.width, meta.height]).toEqual([1116, 351]);
    expect((await measureInk(written)).inkRatio).toBeGreaterThan(0.008);
    expect((await measureInk(await cutRegion(page, regions[1]!))).inkRatio).toBeLessThan(0.001);
  });

  it('normalises a cut to a greyscale PNG at most 1600 px wide with its ink measured', async () => {
    const page = await renderSheetPage(regions, 2480, 3508, 'png');
    const prepared = await prepareAnswerImage(page, regions[0]!);
    expect(prepared.width).toBe(1600);
    expect(imageTypeOf(prepared.png)).toBe('png');
    const meta = await sharp(prepared.png).metadata();
    expect(meta).toMatchObject({ width: 1600, channels: 1 });
    expect(prepared.inkRatio).toBeGreaterThan(0.008);
  });

  it('recognises PNG and JPEG by their first bytes only', async () => {
    expect(imageTypeOf(await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).jpeg().toBuffer())).toBe('jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(imageTypeOf(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('reports an image sharp cannot read', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(prepareAnswerImage(png.subarray(0, 30))).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

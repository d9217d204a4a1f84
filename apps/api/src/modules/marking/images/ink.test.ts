import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measureInk, measureInkGrey } from './ink.js';
import { encodeGreyPng, renderAnswerRaw, type AnswerKind, type AnswerStyle } from './render-answer.js';

/** The default blank threshold of a marking group (marking_group.blank_threshold). */
const THRESHOLD = 0.004;
const SEEDS = Array.from({ length: 16 }, (_, i) => i * 37 + 11);
const QUESTION_NOS = ['9', '10', '11(1)', '22'];

async function ratios(kind: AnswerKind, style: AnswerStyle, extra: { poorScan?: boolean } = {}): Promise<number[]> {
  return Promise.all(
    SEEDS.map(async (seed, i) => {
      const img = await renderAnswerRaw({ seed, writerSeed: 1000 + i, kind, style, questionNo: QUESTION_NOS[i % 4]!, height: style === 'english' ? 560 : 360, ...extra });
      return measureInkGrey(img).inkRatio;
    }),
  );
}

describe('measureInk on generated answers', { timeout: 60_000 }, () => {
  it('keeps every blank answer (printed frame, question number, specks) below the default threshold', async () => {
    for (const style of ['maths', 'english'] as const) {
      const rs = await ratios('blank', style);
      expect(Math.max(...rs), style).toBeLessThan(THRESHOLD / 4);
    }
  });

  it('keeps blank answers below the threshold on a poor (grey, blurred, noisy, skewed) scan', async () => {
    const rs = await ratios('blank', 'maths', { poorScan: true });
    expect(Math.max(...rs)).toBeLessThan(THRESHOLD / 2);
  });

  it('puts every written answer clearly above it', async () => {
    for (const style of ['maths', 'english'] as const) {
      for (const kind of ['normal', 'crossed'] as const) {
        const rs = await ratios(kind, style);
        expect(Math.min(...rs), `${kind} ${style}`).toBeGreaterThan(THRESHOLD * 2);
      }
    }
  });

  it('puts unclear (faint, blurred) answers above it', async () => {
    for (const style of ['maths', 'english'] as const) {
      const rs = await ratios('unclear', style);
      expect(Math.min(...rs), style).toBeGreaterThan(THRESHOLD);
    }
  });

  it('measures the same from the PNG and after JPEG compression of the scan', async () => {
    const raw = await renderAnswerRaw({ seed: 5, questionNo: '9' });
    const png = await encodeGreyPng(raw);
    const fromPng = (await measureInk(png)).inkRatio;
    expect(fromPng).toBeCloseTo(measureInkGrey(raw).inkRatio, 10);
    const jpeg = await sharp(png).jpeg({ quality: 70 }).toBuffer();
    expect((await measureInk(jpeg)).inkRatio).toBeGreaterThan(fromPng * 0.8);
    const blankJpeg = await sharp(await encodeGreyPng(await renderAnswerRaw({ seed: 5, questionNo: '9', kind: 'blank' }))).jpeg({ quality: 70 }).toBuffer();
    expect((await measureInk(blankJpeg)).inkRatio).toBeLessThan(THRESHOLD / 4);
  });

  it('ignores a frame drawn anywhere, but counts a real mark', async () => {
    const svg = (extra: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="800" height="300" fill="#fff"/><rect x="40" y="30" width="700" height="240" fill="none" stroke="#000" stroke-width="3"/><line x1="60" y1="150" x2="740" y2="158" stroke="#000" stroke-width="2"/>${extra}</svg>`);
    expect((await measureInk(await sharp(svg('')).png().toBuffer())).inkRatio).toBeLessThan(0.0005);
    const mark = await measureInk(await sharp(svg('<circle cx="400" cy="200" r="30" fill="#000"/>')).png().toBuffer());
    expect(mark.inkRatio).toBeGreaterThan(0.01);
  });

  it('reports 0 for a tiny or a white image', async () => {
    expect(measureInkGrey({ data: new Uint8Array(9).fill(0), width: 3, height: 3 }).inkRatio).toBe(0);
    const white = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect((await measureInk(white)).inkRatio).toBe(0);
  });
});

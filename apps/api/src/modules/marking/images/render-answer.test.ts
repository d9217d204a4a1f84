import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { planAnswer, renderAnswer, renderSheetPage } from './render-answer.js';

describe('renderAnswer', () => {
  it('renders a greyscale PNG of the asked size', async () => {
    const png = await renderAnswer({ seed: 1, questionNo: '9' });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1000, height: 360, channels: 1 });
    const tall = await sharp(await renderAnswer({ seed: 1, questionNo: '66', style: 'english', width: 900, height: 600 })).metadata();
    expect([tall.width, tall.height]).toEqual([900, 600]);
  });

  it('is deterministic: the same options give the same bytes, another seed other bytes', async () => {
    const a = await renderAnswer({ seed: 7, writerSeed: 3, questionNo: '10', kind: 'unclear' });
    const b = await renderAnswer({ seed: 7, writerSeed: 3, questionNo: '10', kind: 'unclear' });
    const c = await renderAnswer({ seed: 8, writerSeed: 3, questionNo: '10', kind: 'unclear' });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('writes nothing but the printed parts on a blank answer, and more strokes with crossed-out words', () => {
    const count = (kind: 'normal' | 'blank' | 'crossed') => planAnswer({ seed: 4, questionNo: '9', kind }).strokes.length;
    // The frame and the printed '9.'.
    expect(count('blank')).toBeLessThan(6);
    expect(count('normal')).toBeGreaterThan(30);
    expect(count('crossed')).toBeGreaterThan(count('normal'));
    const unclear = planAnswer({ seed: 4, questionNo: '9', kind: 'unclear' });
    expect(Math.abs(unclear.skew)).toBeGreaterThan(0.5);
    expect(unclear.blur).toBeGreaterThan(0);
    expect(unclear.paper).toBeLessThan(230);
  });

  it('composes answer boxes onto a scanned page', async () => {
    const page = await renderSheetPage([{ x: 0.05, y: 0.1, w: 0.9, h: 0.2, answer: { seed: 1, questionNo: '9' } }], 620, 877, 'jpeg');
    const meta = await sharp(page).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 620, height: 877 });
  });
});

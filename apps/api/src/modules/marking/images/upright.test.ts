import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutRegion } from './cut.js';
import { prepareAnswerImage } from './normalise.js';

const MB = 1024 * 1024;

async function growth(fn: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  return (Math.max(peak, process.memoryUsage().rss) - before) / MB;
}

describe('scans with an EXIF orientation', () => {
  it('a 59-megapixel JPEG marked "turn 90°" is cut upright in well under 150 MB (it took about 190 MB)', async () => {
    // A wide page, black on its left edge: upright (turned 90° clockwise) the black is on top.
    const wide = await sharp({ create: { width: 7700, height: 7700, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 770, height: 7700, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    let top: Buffer = Buffer.alloc(0);
    const grew = await growth(async () => {
      top = await cutRegion(wide, { x: 0, y: 0, w: 1, h: 0.05 });
    });
    expect(grew).toBeLessThan(150);
    const { data } = await sharp(top).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data.reduce((s, v) => s + v, 0) / data.length).toBeLessThan(30);
    const answer = await prepareAnswerImage(wide, { x: 0, y: 0.95, w: 1, h: 0.05 });
    expect(answer.inkRatio).toBe(0);
  }, 60_000);
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileHead, makePoster, makeSampleVideo, probeVideo, sniffVideo, VideoUnreadable } from './video-probe.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'video-probe-'));
const sample = path.join(dir, 'lesson.mp4');
beforeAll(() => makeSampleVideo(sample, 2, 'smptebars'), 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lesson videos: kind by bytes, duration, poster', () => {
  it('tells MP4, QuickTime and WebM by their first bytes, and nothing else', async () => {
    expect(sniffVideo(await fileHead(sample))).toBe('mp4');
    const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(8)]);
    expect(sniffVideo(box('isom'))).toBe('mp4');
    expect(sniffVideo(box('qt  '))).toBe('mov');
    expect(sniffVideo(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1')]))).toBe('webm');
    // Matroska that is not WebM, a PDF named .mp4, an empty file.
    expect(sniffVideo(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]), Buffer.from('matroska', 'latin1')]))).toBeNull();
    expect(sniffVideo(Buffer.from('%PDF-1.7\n%âãÏÓ', 'latin1'))).toBeNull();
    expect(sniffVideo(Buffer.alloc(0))).toBeNull();
  });

  it('reads the duration and picture size, and makes a JPEG poster frame', async () => {
    const info = await probeVideo(sample);
    expect(info.durationS).toBeGreaterThan(1.9);
    expect(info.durationS).toBeLessThan(2.2);
    expect(info).toMatchObject({ width: 320, height: 180 });
    const poster = path.join(dir, 'poster.jpg');
    await makePoster(sample, poster, 1);
    expect(readFileSync(poster).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses a file that only starts like a video (cut short or corrupt)', async () => {
    const cut = path.join(dir, 'cut.mp4');
    writeFileSync(cut, readFileSync(sample).subarray(0, 600));
    await expect(probeVideo(cut)).rejects.toBeInstanceOf(VideoUnreadable);
    const junk = path.join(dir, 'junk.mp4');
    writeFileSync(junk, Buffer.concat([readFileSync(sample).subarray(0, 32), Buffer.alloc(4096, 7)]));
    await expect(probeVideo(junk)).rejects.toBeInstanceOf(VideoUnreadable);
    await expect(makePoster(junk, path.join(dir, 'none.jpg'), 0)).rejects.toBeInstanceOf(VideoUnreadable);
  });
});

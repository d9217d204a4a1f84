import { describe, expect, it } from 'vitest';
import { COURSE_VIDEO_MAX_BYTES } from '@app/contract';
import { NOT_A_VIDEO, sniffVideo, titleFromFileName, VIDEO_TOO_LARGE, videoFileRefusal } from './video-file';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('a lesson video by its bytes', () => {
  it('knows MP4, QuickTime and WebM, and refuses Matroska and anything else', () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]))).toBe('mov');
    expect(sniffVideo(bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0]))).toBe('mov');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffVideo(bytes('%PDF-1.7 something'))).toBeNull();
    expect(sniffVideo(bytes('ftyp'))).toBeNull();
  });

  it('refuses a renamed file and a file over 2 GB before sending it', async () => {
    expect(await videoFileRefusal(new Blob([bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])]))).toBeNull();
    expect(await videoFileRefusal(new Blob(['not a video at all, just text'], { type: 'video/mp4' }))).toBe(NOT_A_VIDEO);
    // Blob.size cannot be faked in Node; a stand-in with the size and no bytes to read.
    const huge = { size: COURSE_VIDEO_MAX_BYTES + 1, slice: () => new Blob([]) } as unknown as Blob;
    expect(await videoFileRefusal(huge)).toBe(VIDEO_TOO_LARGE);
  });

  it('takes a chapter’s default title from the file name', () => {
    expect(titleFromFileName('第1课 集合.mp4')).toBe('第1课 集合');
    expect(titleFromFileName('lesson.2.webm')).toBe('lesson.2');
    expect(titleFromFileName('noext')).toBe('noext');
  });
});

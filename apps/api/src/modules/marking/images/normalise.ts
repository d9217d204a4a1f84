/**
 * Turns an uploaded scan (PNG or JPEG, optionally a region of a page) into the stored answer
 * image: EXIF orientation applied, greyscale, at most 1600 px wide, PNG; and measures its ink.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../../storage/storage.js';
import { regionBox, type Region } from './cut.js';
import { measureInkGrey } from './ink.js';
import { MAX_ANSWER_WIDTH, MAX_INPUT_PIXELS } from './limits.js';
import { uprightReady } from './upright.js';

export type ImageType = 'png' | 'jpeg';

/** The image type from the file's first bytes (names and declared types are not trusted). */
export function imageTypeOf(data: Uint8Array): ImageType | null {
  if (data.length >= 8 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47 && data[4] === 0x0d && data[5] === 0x0a && data[6] === 0x1a && data[7] === 0x0a) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

export type PreparedImage = { png: Buffer; inkRatio: number; width: number; height: number };

/** Thrown when sharp cannot decode the input (corrupt, truncated or too large an image). */
export class UnreadableImageError extends Error {}

export async function prepareAnswerImage(input: Buffer, region?: Region): Promise<PreparedImage> {
  try {
    let img = sharp(await uprightReady(input), { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
    if (region) {
      const meta = await img.metadata();
      img = img.extract(regionBox(region, meta.autoOrient.width, meta.autoOrient.height));
    }
    const { data, info } = await img
      .resize({ width: MAX_ANSWER_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = { data, width: info.width, height: info.height };
    const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer();
    return { png, inkRatio: measureInkGrey(grey).inkRatio, width: info.width, height: info.height };
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * Stores a PNG under a key derived from its content. Stored files are never rewritten, so equal
 * content may share one key and a changed image (a rotation, a new scan) always gets a new one.
 */
export async function storePng(storage: Storage, folder: 'answers' | 'templates', png: Buffer): Promise<string> {
  const hash = createHash('sha256').update(png).digest('hex');
  const key = `${folder}/${hash.slice(0, 2)}/${hash}.png`;
  await storage.put(key, png, 'image/png');
  return key;
}

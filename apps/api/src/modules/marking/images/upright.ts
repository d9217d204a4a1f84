/**
 * Turning an image upright by its EXIF orientation costs the whole decoded image in memory (libvips
 * cannot stream a 90° turn): a crafted 60-megapixel JPEG marked "rotate 90°" took about 190 MB for
 * one cut. Everything the scan pipeline keeps is greyscale, so the turn is done on a one-channel copy
 * (made by streaming, the orientation kept): a third of the memory. An image already upright is
 * passed through untouched, and stays streamed.
 */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './limits.js';

export async function uprightReady(input: Buffer): Promise<Buffer> {
  const { orientation } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!orientation || orientation === 1) return input;
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).greyscale().toColourspace('b-w').keepMetadata().png({ compressionLevel: 1 }).toBuffer();
}

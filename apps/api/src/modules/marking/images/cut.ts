/**
 * Cutting answer regions out of scanned pages. A region is given in fractions of the page
 * (x, y, w, h in 0..1, as in the exam's scan template), so the template fits scans of any
 * resolution.
 */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './limits.js';
import { uprightReady } from './upright.js';

export type Region = { x: number; y: number; w: number; h: number };
export type PixelBox = { left: number; top: number; width: number; height: number };

/** The region in pixels of a page of the given size, clamped to the page (at least 1×1). */
export function regionBox(region: Region, pageWidth: number, pageHeight: number): PixelBox {
  const left = Math.min(pageWidth - 1, Math.max(0, Math.round(region.x * pageWidth)));
  const top = Math.min(pageHeight - 1, Math.max(0, Math.round(region.y * pageHeight)));
  const right = Math.min(pageWidth, Math.max(left + 1, Math.round((region.x + region.w) * pageWidth)));
  const bottom = Math.min(pageHeight, Math.max(top + 1, Math.round((region.y + region.h) * pageHeight)));
  return { left, top, width: right - left, height: bottom - top };
}

/** The region of the page image as a greyscale PNG at the page's resolution. */
export async function cutRegion(page: Buffer, region: Region): Promise<Buffer> {
  const img = sharp(await uprightReady(page), { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  const meta = await img.metadata();
  return img.extract(regionBox(region, meta.autoOrient.width, meta.autoOrient.height)).greyscale().toColourspace('b-w').png().toBuffer();
}

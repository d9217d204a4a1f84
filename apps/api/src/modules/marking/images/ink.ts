/**
 * Blank-answer detection: the share of dark ("ink") pixels inside an answer box once the printed
 * parts are taken away. A pixel is ink when it is clearly darker than the paper (the median grey
 * of the box). Removed before counting: a margin band along the edges, long straight horizontal
 * and vertical lines (the printed frame, also when the scan is a little skewed) and the top-left
 * corner where the question number is printed. An answer whose ratio is below the group's
 * blank_threshold (0.004 by default) is proposed as blank. See docs/marking-scans.md.
 */
import sharp from 'sharp';

/** 8-bit greyscale pixels, row by row. */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/** How much darker than the paper a pixel must be to count as ink (0-255 grey levels). */
export const INK_CONTRAST = 40;
/** Edge band ignored on every side, as a share of the shorter side. */
export const MARGIN_SHARE = 0.05;
/** Printed question-number corner: the top-left box of this share of width and height. */
export const CORNER_W = 0.11;
export const CORNER_H = 0.2;

/** Median of the values (0-255) via a histogram. */
function medianGrey(img: GreyImage, x0: number, y0: number, x1: number, y1: number): number {
  const hist = new Uint32Array(256);
  let n = 0;
  for (let y = y0; y < y1; y += 2) {
    const row = y * img.width;
    for (let x = x0; x < x1; x += 2) {
      hist[img.data[row + x]!]!++;
      n++;
    }
  }
  let acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += hist[v]!;
    if (acc * 2 >= n) return v;
  }
  return 255;
}

/**
 * Marks (value 3) the ink pixels of straight lines at least minRun long. A run is looked for in a
 * band of 2·band+1 rows (or columns), so that a line skewed by a degree or two is still one long
 * run; marked pixels stay visible to the neighbouring bands. Bands with fewer ink pixels than
 * minRun cannot hold such a line and are skipped, which keeps this cheap.
 */
function removeLines(mask: Uint8Array, width: number, height: number, horizontal: boolean, minRun: number, band: number): void {
  const outer = horizontal ? height : width;
  const inner = horizontal ? width : height;
  // Index of (outer o, inner i) = o * so + i * si.
  const so = horizontal ? width : 1;
  const si = horizontal ? 1 : width;
  const counts = new Uint32Array(outer);
  for (let o = 0; o < outer; o++) {
    let n = 0;
    for (let i = 0, p = o * so; i < inner; i++, p += si) n += mask[p]! & 1;
    counts[o] = n;
  }
  const hit = new Uint8Array(inner);
  for (let o = 0; o < outer; o++) {
    const lo = Math.max(0, o - band);
    const hi = Math.min(outer - 1, o + band);
    let total = 0;
    for (let k = lo; k <= hi; k++) total += counts[k]!;
    if (total < minRun) continue;
    hit.fill(0);
    for (let k = lo; k <= hi; k++) for (let i = 0, p = k * so; i < inner; i++, p += si) hit[i]! |= mask[p]!;
    let start = -1;
    for (let i = 0; i <= inner; i++) {
      const on = i < inner && hit[i] !== 0;
      if (on && start < 0) start = i;
      else if (!on && start >= 0) {
        if (i - start >= minRun) {
          for (let k = lo; k <= hi; k++) for (let x = start, p = k * so + start * si; x < i; x++, p += si) if (mask[p]) mask[p] = 3;
        }
        start = -1;
      }
    }
  }
}

/** Share of ink pixels inside the answer area, from greyscale pixels. */
export function measureInkGrey(img: GreyImage): { inkRatio: number } {
  const { width, height, data } = img;
  const margin = Math.max(2, Math.round(Math.min(width, height) * MARGIN_SHARE));
  const x0 = margin;
  const y0 = margin;
  const x1 = width - margin;
  const y1 = height - margin;
  if (x1 - x0 < 4 || y1 - y0 < 4) return { inkRatio: 0 };
  const paper = medianGrey(img, x0, y0, x1, y1);
  const cut = paper - INK_CONTRAST;
  // The whole image takes part in line detection (the frame may cross the margin when skewed).
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = data[i]! < cut ? 1 : 0;
  const band = Math.max(1, Math.round(height / 150));
  removeLines(mask, width, height, true, Math.max(60, Math.round(width * 0.15)), band);
  removeLines(mask, width, height, false, Math.max(60, Math.round(height * 0.3)), Math.max(1, Math.round(width / 500)));
  const cornerX = Math.round(width * CORNER_W);
  const cornerY = Math.round(height * CORNER_H);
  let ink = 0;
  let area = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * width;
    for (let x = x0; x < x1; x++) {
      if (x < cornerX && y < cornerY) continue;
      area++;
      if (mask[row + x] === 1) ink++;
    }
  }
  return { inkRatio: area ? ink / area : 0 };
}

/** Decodes any image sharp reads (PNG, JPEG) and measures it. */
export async function measureInk(png: Buffer): Promise<{ inkRatio: number }> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return measureInkGrey({ data, width: info.width, height: info.height });
}

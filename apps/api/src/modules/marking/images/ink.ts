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
 * Straight printed lines (the answer box's frame, table rules) are found as long runs of ink
 * and their pixels marked (value 3, still odd, so later bands keep seeing them) instead of
 * counted. A run is looked for in a band of 2·band+1 rows (or columns), so that a line skewed by
 * a degree or two is still one long run. Both passes walk the mask row by row, keeping per-column
 * window counts and run starts, which keeps them at a few operations per pixel.
 */
function markHorizontalLines(mask: Uint8Array, rowInk: Uint32Array, width: number, height: number, minRun: number, band: number): void {
  // cnt[x]: ink pixels of column x within rows [y - band, y + band]; rows without ink change nothing.
  const cnt = new Uint16Array(width);
  const addRow = (k: number, d: 1 | -1) => {
    if (!rowInk[k]) return;
    for (let x = 0, p = k * width; x < width; x++, p++) if (mask[p]! & 1) cnt[x]! += d;
  };
  let windowInk = 0;
  for (let k = 0; k < Math.min(band, height); k++) {
    addRow(k, 1);
    windowInk += rowInk[k]!;
  }
  for (let y = 0; y < height; y++) {
    if (y + band < height) {
      addRow(y + band, 1);
      windowInk += rowInk[y + band]!;
    }
    if (y - band - 1 >= 0) {
      addRow(y - band - 1, -1);
      windowInk -= rowInk[y - band - 1]!;
    }
    if (windowInk < minRun) continue;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && cnt[x]! > 0;
      if (on) {
        if (start < 0) start = x;
        continue;
      }
      if (start >= 0 && x - start >= minRun) {
        for (let k = Math.max(0, y - band), last = Math.min(height - 1, y + band); k <= last; k++) {
          for (let p = k * width + start, end = k * width + x; p < end; p++) if (mask[p]) mask[p] = 3;
        }
      }
      start = -1;
    }
  }
}

function markVerticalLines(mask: Uint8Array, rowInk: Uint32Array, colInk: Uint32Array, width: number, height: number, minRun: number, band: number): void {
  // Only columns whose window holds at least minRun ink pixels can be on such a line.
  const candidates: number[] = [];
  let windowInk = 0;
  for (let x = 0; x < Math.min(band, width); x++) windowInk += colInk[x]!;
  for (let x = 0; x < width; x++) {
    if (x + band < width) windowInk += colInk[x + band]!;
    if (x - band - 1 >= 0) windowInk -= colInk[x - band - 1]!;
    if (windowInk >= minRun) candidates.push(x);
  }
  if (!candidates.length) return;
  const runStart = new Int32Array(candidates.length).fill(-1);
  const segments: number[] = [];
  let open = 0;
  for (let y = 0; y <= height; y++) {
    const inked = y < height && rowInk[y]! > 0;
    // A row without ink only ends runs; with no run open there is nothing to do.
    if (!inked && open === 0) continue;
    const row = y * width;
    for (let c = 0; c < candidates.length; c++) {
      const x = candidates[c]!;
      let hit = false;
      if (inked) for (let k = Math.max(0, x - band), last = Math.min(width - 1, x + band); k <= last && !hit; k++) hit = (mask[row + k]! & 1) === 1;
      if (hit) {
        if (runStart[c]! < 0) {
          runStart[c] = y;
          open++;
        }
      } else if (runStart[c]! >= 0) {
        if (y - runStart[c]! >= minRun) segments.push(x, runStart[c]!, y);
        runStart[c] = -1;
        open--;
      }
    }
  }
  for (let i = 0; i < segments.length; i += 3) {
    const x = segments[i]!;
    for (let y = segments[i + 1]!; y < segments[i + 2]!; y++) {
      for (let k = Math.max(0, x - band), last = Math.min(width - 1, x + band); k <= last; k++) {
        const p = y * width + k;
        if (mask[p]) mask[p] = 3;
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
  const rowInk = new Uint32Array(height);
  const colInk = new Uint32Array(width);
  for (let y = 0, p = 0; y < height; y++) {
    let n = 0;
    for (let x = 0; x < width; x++, p++) {
      if (data[p]! < cut) {
        mask[p] = 1;
        colInk[x]!++;
        n++;
      }
    }
    rowInk[y] = n;
  }
  const band = Math.max(1, Math.round(height / 150));
  markHorizontalLines(mask, rowInk, width, height, Math.max(60, Math.round(width * 0.15)), band);
  markVerticalLines(mask, rowInk, colInk, width, height, Math.max(60, Math.round(height * 0.3)), Math.max(1, Math.round(width / 500)));
  const cornerX = Math.round(width * CORNER_W);
  const cornerY = Math.round(height * CORNER_H);
  let ink = 0;
  let area = 0;
  for (let y = y0; y < y1; y++) {
    const from = y * width + (y < cornerY ? Math.max(x0, cornerX) : x0);
    const to = y * width + x1;
    area += Math.max(0, to - from);
    for (let p = from; p < to; p++) if (mask[p] === 1) ink++;
  }
  return { inkRatio: area ? ink / area : 0 };
}

/** Decodes any image sharp reads (PNG, JPEG) and measures it. */
export async function measureInk(png: Buffer): Promise<{ inkRatio: number }> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return measureInkGrey({ data, width: info.width, height: info.height });
}

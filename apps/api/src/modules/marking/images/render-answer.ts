/**
 * Generated answer images for the demo school and the tests: a printed answer box (frame and
 * question number, which blank detection has to ignore) with a student's handwriting in it.
 * Kinds: a normal answer, a blank one (only the printed frame, maybe a scanner speck), an unclear
 * scan (low contrast, blurred, noisy, slightly skewed) and an answer with crossed-out words.
 * Everything is drawn as SVG paths (no fonts needed) and rendered with sharp; the same options
 * always give the same bytes.
 */
import sharp from 'sharp';
import { createRng, type Rng } from '../../../seed/random.js';
import { answerText, type AnswerStyle } from './answer-text.js';
import { createWriter, normal, printedWriter, strokesToSvg, writeText, type Writer } from './handwriting.js';
import type { GreyImage } from './ink.js';

/** Greyscale pixels as sharp hands them out. */
export type GreyBuffer = GreyImage & { data: Buffer };

export type AnswerKind = 'normal' | 'blank' | 'unclear' | 'crossed';
export type { AnswerStyle };

export const ANSWER_WIDTH = 1000;
export const ANSWER_HEIGHT = 360;

export type RenderAnswerOptions = {
  /** Varies what is written and the scan's defects. */
  seed: number;
  /** The student's handwriting; the same writer seed gives the same hand across questions (default: seed). */
  writerSeed?: number;
  kind?: AnswerKind;
  style?: AnswerStyle;
  /** Printed in the box's top-left corner, e.g. '9' or '11(1)'. */
  questionNo: string;
  width?: number;
  height?: number;
  /** How many lines the student writes (default 3-5 for maths, 2-5 paragraphs of English). */
  lines?: number;
  /** Give any kind the defects of an unclear scan (grey paper, faint, blurred, noisy, skewed). */
  poorScan?: boolean;
};

type Plan = { svg: string; blur: number; noise: number; width: number; height: number };

const between = (rng: Rng, lo: number, hi: number) => lo + rng.next() * (hi - lo);

/** The printed part of the answer box: the frame and the question number in its corner. */
function printedBox(width: number, height: number, questionNo: string, ink: number): string {
  const inset = Math.round(Math.min(width, height) * 0.033);
  // Printed at a fixed size, like the number on a real answer sheet.
  const unit = Math.min(2.5, Math.max(1.5, width / 400));
  const printed = { ...printedWriter(unit), ink, penWidth: Math.max(1.2, unit * 0.55) };
  const label = writeText(1, printed, [`${questionNo}.`], { x: inset + unit * 5, y: inset, w: width / 3, h: height / 3 }, { firstBaseline: unit * 14 });
  const frame = `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="rgb(${ink},${ink},${ink})" stroke-width="2"/>`;
  return `${frame}<g fill="none" stroke-linecap="round" stroke-linejoin="round">${strokesToSvg(label.strokes)}</g>`;
}

function specks(rng: Rng, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const grey = Math.round(between(rng, 150, 205));
    out += `<circle cx="${(between(rng, 0.1, 0.9) * width).toFixed(1)}" cy="${(between(rng, 0.2, 0.9) * height).toFixed(1)}" r="${between(rng, 0.6, 1.8).toFixed(1)}" fill="rgb(${grey},${grey},${grey})"/>`;
  }
  return out;
}

export function planAnswer(opts: RenderAnswerOptions): Plan {
  const width = opts.width ?? ANSWER_WIDTH;
  const height = opts.height ?? ANSWER_HEIGHT;
  const kind = opts.kind ?? 'normal';
  const style = opts.style ?? 'maths';
  const rng = createRng(opts.seed * 7919 + 17);
  const unclear = kind === 'unclear' || opts.poorScan === true;
  const paper = unclear ? Math.round(between(rng, 212, 228)) : Math.round(between(rng, 244, 252));
  const printedInk = unclear ? Math.round(between(rng, 95, 125)) : 25;
  let writer: Writer = createWriter(opts.writerSeed ?? opts.seed, { cursive: style === 'english' ? undefined : false });
  // Handwriting keeps its size relative to the box: a box scanned at a higher resolution has bigger letters.
  const scale = width / ANSWER_WIDTH;
  if (Math.abs(scale - 1) > 0.05) writer = { ...writer, unit: writer.unit * scale, penWidth: writer.penWidth * scale, lineHeight: writer.lineHeight * scale, wobble: writer.wobble * scale };
  // Taller boxes (an essay) are filled with smaller writing.
  if (height > ANSWER_HEIGHT * 1.2) writer = { ...writer, unit: writer.unit * 0.9, lineHeight: writer.lineHeight * 0.9 };
  if (unclear) writer = { ...writer, ink: Math.round(between(rng, 90, 120)) };

  let body = '';
  if (kind !== 'blank') {
    const lines = opts.lines ?? rng.int(style === 'maths' ? 3 : 2, 5);
    const text = answerText(opts.seed, style, lines);
    // A false start, crossed out, before the second line.
    if (kind === 'crossed') text.splice(Math.min(1, text.length), 0, `~${answerText(opts.seed + 3, style, 1)[0]!.slice(0, 24)}`);
    const box = { x: width * 0.06, y: height * 0.05, w: width * 0.89, h: height * 0.9 };
    const written = writeText(opts.seed + 1, writer, text, box, { crossOut: kind === 'crossed' ? 0.12 : 0, firstBaseline: height * 0.25 + rng.next() * 10 });
    body = strokesToSvg(written.strokes);
  }
  const skew = unclear ? (rng.next() < 0.5 ? -1 : 1) * between(rng, 0.6, 1.4) : normal(rng) * 0.15;
  const speckCount = kind === 'blank' ? rng.int(0, 3) : rng.next() < 0.3 ? 1 : 0;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="rgb(${paper},${paper},${paper})"/>` +
    `<g transform="rotate(${skew.toFixed(2)} ${width / 2} ${height / 2})">` +
    printedBox(width, height, opts.questionNo, printedInk) +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${body}</g>` +
    `</g>` +
    specks(rng, width, height, speckCount) +
    `</svg>`;
  return { svg, blur: unclear ? between(rng, 0.7, 1.1) : 0, noise: unclear ? between(rng, 3, 5) : 0, width, height };
}

let gaussTable: Float32Array | null = null;

/** Sensor noise: Gaussian, from a fixed table indexed by a cheap xorshift (per-pixel Box-Muller is slow). */
function addNoise(data: Buffer, sigma: number, seed: number): void {
  if (!gaussTable) {
    const rng = createRng(0x6a09e667);
    gaussTable = new Float32Array(65536);
    for (let i = 0; i < gaussTable.length; i++) gaussTable[i] = normal(rng);
  }
  let x = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < data.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    const v = data[i]! + gaussTable[x & 0xffff]! * sigma;
    data[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
  }
}

/** The answer as 8-bit greyscale pixels (what the seed measures and encodes). */
export async function renderAnswerRaw(opts: RenderAnswerOptions): Promise<GreyBuffer> {
  const plan = planAnswer(opts);
  let img = sharp(Buffer.from(plan.svg)).flatten({ background: '#ffffff' });
  if (plan.blur > 0) img = img.blur(plan.blur);
  const { data, info } = await img.greyscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  if (plan.noise > 0) addNoise(data, plan.noise, opts.seed);
  return { data, width: info.width, height: info.height };
}

export async function encodeGreyPng(img: GreyBuffer): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The answer as a greyscale PNG. */
export async function renderAnswer(opts: RenderAnswerOptions): Promise<Buffer> {
  return encodeGreyPng(await renderAnswerRaw(opts));
}

export type SheetRegion = { x: number; y: number; w: number; h: number; answer: RenderAnswerOptions };

/**
 * A scanned answer-sheet page (for tests and documentation): white paper with answer boxes at
 * the given regions (fractions of the page).
 */
export async function renderSheetPage(regions: readonly SheetRegion[], width = 1240, height = 1754, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const parts = await Promise.all(
    regions.map(async (r) => {
      const w = Math.round(r.w * width);
      const h = Math.round(r.h * height);
      const raw = await renderAnswerRaw({ ...r.answer, width: w, height: h });
      return { input: raw.data, raw: { width: raw.width, height: raw.height, channels: 1 as const }, left: Math.round(r.x * width), top: Math.round(r.y * height) };
    }),
  );
  const page = sharp({ create: { width, height, channels: 3, background: '#fafafa' } }).composite(parts).greyscale();
  return format === 'png' ? page.png().toBuffer() : page.jpeg({ quality: 85 }).toBuffer();
}

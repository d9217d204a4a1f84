/**
 * Generated answer images for the demo school and the tests: a printed answer box (frame and
 * question number, which blank detection has to ignore) with a student's handwriting in it.
 * Kinds: a normal answer, a blank one (only the printed frame, maybe a scanner speck), an unclear
 * scan (low contrast, blurred, noisy, slightly skewed) and an answer with crossed-out words.
 * Everything is drawn as pen strokes by a small rasteriser (raster.ts; no fonts needed), blurred
 * and encoded by sharp; the same options always give the same bytes.
 */
import sharp from 'sharp';
import { createRng, type Rng } from '../../../seed/random.js';
import { answerText, type AnswerStyle } from './answer-text.js';
import { createWriter, normal, printedWriter, writeText, type InkStroke, type Writer } from './handwriting.js';
import type { GreyImage } from './ink.js';
import { createCanvas, drawDot, drawPolyline, flattenCurve, type GreyCanvas } from './raster.js';
import type { Pt } from './stroke-font.js';

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

/** What is drawn: strokes in pixels (the printed ones first), dots, and the scan's defects. */
export type AnswerScene = {
  width: number;
  height: number;
  paper: number;
  /** Printed frame and question number, then the handwriting; `straight` strokes are not smoothed. */
  strokes: (InkStroke & { straight?: boolean })[];
  specks: { x: number; y: number; r: number; grey: number }[];
  /** Degrees clockwise the sheet lay skewed on the scanner (strokes turn about the centre, specks do not). */
  skew: number;
  blur: number;
  noise: number;
};

const between = (rng: Rng, lo: number, hi: number) => lo + rng.next() * (hi - lo);

/** The printed part of the answer box: the frame and the question number in its corner. */
function printedBox(width: number, height: number, questionNo: string, ink: number): AnswerScene['strokes'] {
  const inset = Math.round(Math.min(width, height) * 0.033);
  // Printed at a fixed size, like the number on a real answer sheet.
  const unit = Math.min(2.5, Math.max(1.5, width / 400));
  const printed = { ...printedWriter(unit), ink, penWidth: Math.max(1.2, unit * 0.55) };
  const label = writeText(1, printed, [`${questionNo}.`], { x: inset + unit * 5, y: inset, w: width / 3, h: height / 3 }, { firstBaseline: unit * 14 });
  const [l, t, r, b] = [inset, inset, width - inset, height - inset];
  const frame = { points: [[l, t], [r, t], [r, b], [l, b], [l, t]] as Pt[], width: 2, grey: ink, straight: true };
  return [frame, ...label.strokes];
}

export function planAnswer(opts: RenderAnswerOptions): AnswerScene {
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

  const strokes = printedBox(width, height, opts.questionNo, printedInk);
  if (kind !== 'blank') {
    // Taller boxes get more written in them.
    const lines = opts.lines ?? rng.int(style === 'maths' ? 3 : 2, 5) + (height >= 400 ? 1 : 0);
    const text = answerText(opts.seed, style, lines);
    // A false start, crossed out, before the second line.
    if (kind === 'crossed') text.splice(Math.min(1, text.length), 0, `~${answerText(opts.seed + 3, style, 1)[0]!.slice(0, 24)}`);
    const box = { x: width * 0.06, y: height * 0.05, w: width * 0.89, h: height * 0.9 };
    strokes.push(...writeText(opts.seed + 1, writer, text, box, { crossOut: kind === 'crossed' ? 0.12 : 0, firstBaseline: height * 0.25 + rng.next() * 10 }).strokes);
  }
  const skew = unclear ? (rng.next() < 0.5 ? -1 : 1) * between(rng, 0.6, 1.4) : normal(rng) * 0.15;
  const speckCount = kind === 'blank' ? rng.int(0, 3) : rng.next() < 0.3 ? 1 : 0;
  const specks = Array.from({ length: speckCount }, () => ({ grey: Math.round(between(rng, 150, 205)), x: between(rng, 0.1, 0.9) * width, y: between(rng, 0.2, 0.9) * height, r: between(rng, 0.6, 1.8) }));
  return { width, height, paper, strokes, specks, skew, blur: unclear ? between(rng, 0.7, 1.1) : 0, noise: unclear ? between(rng, 3, 5) : 0 };
}

/** Draws the scene into grey pixels (before blur and noise). */
export function rasterScene(scene: AnswerScene): GreyCanvas {
  const canvas = createCanvas(scene.width, scene.height, scene.paper);
  const a = (scene.skew * Math.PI) / 180;
  const [cos, sin, cx, cy] = [Math.cos(a), Math.sin(a), scene.width / 2, scene.height / 2];
  const turn = (p: Pt): Pt => [cx + (p[0] - cx) * cos - (p[1] - cy) * sin, cy + (p[0] - cx) * sin + (p[1] - cy) * cos];
  for (const st of scene.strokes) {
    const pts = st.points.map(turn);
    drawPolyline(canvas, st.straight ? pts : flattenCurve(pts), st.width, st.grey);
  }
  for (const d of scene.specks) drawDot(canvas, d.x, d.y, d.r, d.grey);
  return canvas;
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
  const scene = planAnswer(opts);
  const canvas = rasterScene(scene);
  let data = canvas.data;
  if (scene.blur > 0) data = await sharp(data, { raw: { width: scene.width, height: scene.height, channels: 1 } }).blur(scene.blur).extractChannel(0).raw().toBuffer();
  if (scene.noise > 0) addNoise(data, scene.noise, opts.seed);
  return { data, width: scene.width, height: scene.height };
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

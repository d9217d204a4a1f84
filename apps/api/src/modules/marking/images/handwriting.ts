/**
 * Lays text out as handwriting: each writer has a slant, a size, a pen width (pressure), an ink
 * tone, a jitter and a wavy baseline; cursive writers join their lowercase letters. Glyphs come
 * from stroke-font.ts; every stroke's points are jittered, and the rasteriser draws a smooth
 * (Catmull-Rom) curve through them, so no font is needed.
 */
import { createRng, type Rng } from '../../../seed/random.js';
import { glyphOf, type Glyph, type Pt } from './stroke-font.js';

export type Writer = {
  /** Pixels per font unit (the x-height is 5 units). */
  unit: number;
  /** Shear of the letters: 0 upright, 0.3 strongly right-leaning. */
  slant: number;
  /** Pen width in pixels (pressure). */
  penWidth: number;
  /** Ink grey level, 0 black .. 255 white. */
  ink: number;
  /** Random displacement of stroke points, in font units. */
  jitter: number;
  letterGap: number;
  wordGap: number;
  /** Distance between baselines in pixels. */
  lineHeight: number;
  cursive: boolean;
  /** Baseline slope (rise per pixel) and wave amplitude in pixels. */
  drift: number;
  wobble: number;
};

export function normal(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

const between = (rng: Rng, lo: number, hi: number) => lo + rng.next() * (hi - lo);

/** A writer's style, the same for every answer of the same seed (student). */
export function createWriter(seed: number, opts: { cursive?: boolean } = {}): Writer {
  const rng = createRng(seed ^ 0x5bd1e995);
  const unit = between(rng, 2.7, 3.6);
  return {
    unit,
    slant: between(rng, -0.06, 0.32),
    penWidth: between(rng, 2.1, 3.3),
    ink: Math.round(between(rng, 15, 70)),
    jitter: between(rng, 0.12, 0.32),
    letterGap: between(rng, 0.5, 1.3),
    wordGap: between(rng, 3.2, 5),
    lineHeight: unit * between(rng, 14.5, 17),
    cursive: opts.cursive ?? rng.next() < 0.5,
    drift: between(rng, -0.012, 0.012),
    wobble: between(rng, 0.5, 2.2),
  };
}

/** A neat, upright, unjittered 'writer' for printed text such as the question number. */
export function printedWriter(unit: number): Writer {
  return { unit, slant: 0, penWidth: 1.7, ink: 20, jitter: 0, letterGap: 0.9, wordGap: 3, lineHeight: unit * 14, cursive: false, drift: 0, wobble: 0 };
}

export type InkStroke = { points: Pt[]; width: number; grey: number };

export type WriteBox = { x: number; y: number; w: number; h: number };
export type WriteOptions = {
  /** Probability that a word is crossed out after writing it (a paragraph starting with '~' is crossed out whole). */
  crossOut?: number;
  /** First baseline, in pixels from the box top (default: one line height). */
  firstBaseline?: number;
};

type Token = { ch: string; script: 0 | 1 | -1 };

/** Splits '2x^2' / 'a_n' into characters with super- and subscript marks. */
function tokenize(word: string): Token[] {
  const out: Token[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if ((ch === '^' || ch === '_') && i + 1 < chars.length) {
      out.push({ ch: chars[++i]!, script: ch === '^' ? 1 : -1 });
      continue;
    }
    out.push({ ch, script: 0 });
  }
  return out;
}

function glyphWidth(gl: Glyph | null, script: number, w: Writer): number {
  const s = script ? 0.6 : 1;
  return gl ? (gl.w * s + w.letterGap) * w.unit : w.wordGap * 0.5 * w.unit;
}

/**
 * Writes the paragraphs into the box, wrapping at word boundaries, until the box is full.
 * Returns the ink strokes (in pixels) and how many lines were written.
 */
export function writeText(seed: number, writer: Writer, paragraphs: readonly string[], box: WriteBox, opts: WriteOptions = {}): { strokes: InkStroke[]; lines: number } {
  const rng = createRng(seed);
  const w = writer;
  const strokes: InkStroke[] = [];
  let baseline = box.y + (opts.firstBaseline ?? w.lineHeight);
  let lines = 0;
  const bottom = box.y + box.h - 4 * w.unit;
  const right = box.x + box.w;

  for (const raw of paragraphs) {
    if (baseline > bottom) break;
    const crossAll = raw.startsWith('~');
    const para = crossAll ? raw.slice(1) : raw;
    let penX = box.x + between(rng, 0, 3) * w.unit;
    const lineStart = penX;
    const phase = rng.next() * 6.28;
    let lineBase = baseline;
    const baseY = (x: number) => lineBase + (x - lineStart) * w.drift + Math.sin((x - lineStart) / 70 + phase) * w.wobble;
    lines++;
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const tokens = tokenize(word);
      const width = tokens.reduce((s, t) => s + glyphWidth(glyphOf(t.ch), t.script, w), 0);
      if (penX + width > right && penX > lineStart + 1) {
        baseline += w.lineHeight;
        if (baseline > bottom) return { strokes, lines };
        lineBase = baseline;
        penX = box.x + between(rng, 0, 2) * w.unit;
        lines++;
      }
      const wordStart = penX;
      let joined: Pt[] | null = null;
      for (const t of tokens) {
        const gl = glyphOf(t.ch);
        if (!gl) {
          penX += glyphWidth(null, 0, w);
          joined = null;
          continue;
        }
        const s = (t.script ? 0.6 : 1) * (1 + normal(rng) * 0.05);
        const yOff = t.script === 1 ? -5.5 : t.script === -1 ? 1.6 : 0;
        // A small drift per glyph plus per-point noise: letters wander, strokes tremble.
        const gdx = normal(rng) * w.jitter * 0.8;
        const gdy = normal(rng) * w.jitter * 0.8;
        const toPx = (pt: Pt): Pt => {
          const ux = pt[0] * s + gdx + normal(rng) * w.jitter;
          const uy = pt[1] * s + yOff + gdy + normal(rng) * w.jitter;
          const x = penX + ux * w.unit - uy * w.unit * w.slant;
          return [x, baseY(x) + uy * w.unit];
        };
        const pressure = () => w.penWidth * (0.85 + rng.next() * 0.3) * (t.script ? 0.85 : 1);
        const grey = () => Math.max(0, Math.min(255, Math.round(w.ink + normal(rng) * 8)));
        gl.strokes.forEach((st, k) => {
          const pts = st.map(toPx);
          if (k === 0 && w.cursive && gl.joins && joined) {
            joined.push(...pts);
            return;
          }
          strokes.push({ points: pts, width: pressure(), grey: grey() });
          if (k === 0) joined = gl.joins && w.cursive ? (strokes[strokes.length - 1]!.points as Pt[]) : null;
        });
        if (!(gl.joins && w.cursive)) joined = null;
        penX += glyphWidth(gl, t.script, w);
      }
      if ((crossAll || (opts.crossOut && rng.next() < opts.crossOut)) && penX - wordStart > 4 * w.unit) {
        strokes.push(crossOutStroke(rng, w, wordStart, penX, baseY));
      }
      penX += w.wordGap * w.unit * (0.8 + rng.next() * 0.4);
    }
    baseline += w.lineHeight;
  }
  return { strokes, lines };
}

/** One line through the word, or a zigzag scribble over it. */
function crossOutStroke(rng: Rng, w: Writer, x0: number, x1: number, baseY: (x: number) => number): InkStroke {
  const mid = (x: number) => baseY(x) - 2.8 * w.unit;
  const pts: Pt[] = [];
  if (rng.next() < 0.5) {
    pts.push([x0 - w.unit, mid(x0) + normal(rng)], [x1 + w.unit, mid(x1) + normal(rng) * 2]);
  } else {
    const n = 4 + Math.floor(rng.next() * 4);
    for (let i = 0; i <= n; i++) {
      const x = x0 + ((x1 - x0) * i) / n;
      pts.push([x, mid(x) + (i % 2 ? 2.2 : -2.2) * w.unit + normal(rng)]);
    }
  }
  return { points: pts, width: w.penWidth * 1.1, grey: w.ink };
}

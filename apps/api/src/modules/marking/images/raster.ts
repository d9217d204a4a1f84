/**
 * A small anti-aliased stroke rasteriser for the generated answer images: pen strokes (smooth
 * curves through points, or straight polylines) and dots drawn into an 8-bit grey buffer.
 * Measured against rendering the same strokes as SVG with sharp/librsvg it is about five times
 * cheaper per image (the demo seed draws hundreds), and it needs no fonts either.
 *
 * Each stroke segment is a capsule; a pixel's coverage comes from its centre's distance to the
 * segment (one pixel of soft edge). Ink only darkens: a pixel keeps the darkest value any stroke
 * gives it, so overlapping segments of one stroke do not build up.
 */
import type { Pt } from './stroke-font.js';

export type GreyCanvas = { data: Buffer; width: number; height: number; paper: number };

export function createCanvas(width: number, height: number, paper: number): GreyCanvas {
  return { data: Buffer.alloc(width * height, paper), width, height, paper };
}

/** Points along the Catmull-Rom curve through the points (the same curve as strokePath draws), about every 1.5 px. */
export function flattenCurve(points: readonly Pt[]): Pt[] {
  if (points.length < 3) return [...points];
  const out: Pt[] = [points[0]!];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    const steps = Math.max(1, Math.ceil(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) / 1.5));
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const d = t * t * t;
      out.push([a * p1[0] + b * c1x + c * c2x + d * p2[0], a * p1[1] + b * c1y + c * c2y + d * p2[1]]);
    }
  }
  return out;
}

function capsule(c: GreyCanvas, ax: number, ay: number, bx: number, by: number, r: number, grey: number): void {
  const { data, width, height, paper } = c;
  const depth = paper - grey;
  if (depth <= 0) return;
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + r + 1));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r - 1));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + r + 1));
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const reach = r + 0.5;
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5 - ay;
    let p = y * width + x0;
    for (let x = x0; x <= x1; x++, p++) {
      const px = x + 0.5 - ax;
      let t = len2 > 0 ? (px * dx + py * dy) / len2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - t * dx;
      const ey = py - t * dy;
      const dist = Math.sqrt(ex * ex + ey * ey);
      if (dist >= reach) continue;
      const cover = reach - dist >= 1 ? 1 : reach - dist;
      const v = paper - depth * cover;
      if (v < data[p]!) data[p] = v + 0.5;
    }
  }
}

/** A pen stroke through the points (a polyline, already flattened if it should be curved). */
export function drawPolyline(c: GreyCanvas, points: readonly Pt[], width: number, grey: number): void {
  const r = width / 2;
  if (points.length === 1) capsule(c, points[0]![0], points[0]![1], points[0]![0], points[0]![1], r, grey);
  for (let i = 0; i < points.length - 1; i++) capsule(c, points[i]![0], points[i]![1], points[i + 1]![0], points[i + 1]![1], r, grey);
}

export function drawDot(c: GreyCanvas, x: number, y: number, radius: number, grey: number): void {
  capsule(c, x, y, x, y, radius, grey);
}

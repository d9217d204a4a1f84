/**
 * Display rounding of report figures, shared by the pages and the server's texts (class summary,
 * Word report), so that one quantity reads the same everywhere. The statistics engine rounds
 * nothing (docs/statistics.md); everything shown goes through here.
 *
 * Rounding is decimal, half away from zero: 0.05 → 0.1, 1.005 → 1.01, 0.285 → 28.5 %. Binary
 * representation error is removed first (1.005 is stored as 1.00499999999999989…, and
 * Number.prototype.toFixed would give 1.00), the same way a spreadsheet shows 15 significant digits.
 */

export const DASH = '-';

/** Decimals shown for each kind of figure. */
export const DISPLAY_DIGITS = {
  /** Scores, full scores, extremes, medians, lines. */
  score: 1,
  /** Averages, their differences, standard deviations. */
  average: 2,
  /** Indices such as 区分度 and correlations. */
  index: 2,
  /** Percentages (of 0-1 rates). */
  percent: 1,
} as const;

/** `x` rounded to `digits` decimals, half away from zero, on its decimal value. */
export function roundTo(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const scale = 10 ** digits;
  const scaled = Number((Math.abs(x) * scale).toPrecision(15));
  const r = Math.round(scaled) / scale;
  return r === 0 ? 0 : x < 0 ? -r : r;
}

/** A score or count: at most `digits` decimals, trailing zeros dropped (88.5, 90). */
export function fmtNum(n: number | null | undefined, digits: number = DISPLAY_DIGITS.score): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  return String(roundTo(n, digits));
}

/** A fixed number of decimals (averages, standard deviations). */
export function fmtFixed(n: number | null | undefined, digits: number = DISPLAY_DIGITS.average): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  return roundTo(n, digits).toFixed(digits);
}

/** A 0-1 rate as a percentage with one decimal. */
export function fmtPct(rate: number | null | undefined, digits: number = DISPLAY_DIGITS.percent): string {
  if (rate == null || !Number.isFinite(rate)) return DASH;
  return `${fmtFixed(rate * 100, digits)}%`;
}

/** A signed difference: +1.5, -3, 0. */
export function fmtSigned(n: number | null | undefined, digits: number = DISPLAY_DIGITS.score): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  const v = roundTo(n, digits);
  return v > 0 ? `+${v}` : String(v);
}

/** A signed difference of two rates in percentage points. */
export function fmtPctDiff(a: number | null | undefined, b: number | null | undefined): string {
  if (a == null || b == null) return DASH;
  const v = roundTo((a - b) * 100, DISPLAY_DIGITS.percent);
  return `${v > 0 ? '+' : ''}${v}%`;
}

/**
 * How far a class average is above (positive) or below the grade average, as shown: the
 * difference of the two averages as they are displayed (two decimals), so that 72.35 against 72.40
 * reads 0.05 below, and never "0.01 below" next to two averages that read the same.
 */
export function averageGap(clazzAverage: number | null | undefined, gradeAverage: number | null | undefined): number | null {
  if (clazzAverage == null || gradeAverage == null || !Number.isFinite(clazzAverage) || !Number.isFinite(gradeAverage)) return null;
  const d = DISPLAY_DIGITS.average;
  return roundTo(roundTo(clazzAverage, d) - roundTo(gradeAverage, d), d);
}

/** 高于年级 0.05 分 / 低于年级 0.05 分 / 与年级持平, from averageGap. */
export function averageGapText(gap: number | null): string {
  if (gap == null) return '';
  if (gap === 0) return '与年级平均分持平';
  return `${gap > 0 ? '高于' : '低于'}年级 ${fmtFixed(Math.abs(gap))} 分`;
}

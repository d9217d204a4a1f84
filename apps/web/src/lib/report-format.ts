/** Presentation of report figures: the API rounds nothing (docs/statistics.md), the pages round here. */

export const DASH = '-';

/** A score or count: at most `digits` decimals, trailing zeros dropped (88.5, 90). */
export function fmtNum(n: number | null | undefined, digits = 1): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  return String(Number(n.toFixed(digits)));
}

/** A fixed number of decimals (averages, standard deviations). */
export function fmtFixed(n: number | null | undefined, digits = 2): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  return n.toFixed(digits);
}

/** A 0-1 rate as a percentage with one decimal. */
export function fmtPct(rate: number | null | undefined, digits = 1): string {
  if (rate == null || !Number.isFinite(rate)) return DASH;
  return `${(rate * 100).toFixed(digits)}%`;
}

/** A signed difference: +1.5, -3, 0. */
export function fmtSigned(n: number | null | undefined, digits = 1): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  const v = Number(n.toFixed(digits));
  return v > 0 ? `+${v}` : String(v);
}

/** A signed difference of two rates in percentage points. */
export function fmtPctDiff(a: number | null | undefined, b: number | null | undefined): string {
  if (a == null || b == null) return DASH;
  const v = Number(((a - b) * 100).toFixed(1));
  return `${v > 0 ? '+' : ''}${v}%`;
}

/** Sorts nulls last whatever the direction (for antd table sorters). */
export function compareNullable(a: number | null | undefined, b: number | null | undefined): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  return a - b;
}

export const UP_COLOR = '#389e0d';
export const DOWN_COLOR = '#cf1322';
export const GRADE_SERIES_COLOR = '#a3acb9';

/** A positive integer from a URL parameter, or null. */
export const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** A 0-1 rate as a number of percent with one decimal (for charts), or null. */
export const pct = (r: number | null | undefined): number | null => (r == null ? null : Number((r * 100).toFixed(1)));

/** A number rounded for display in charts, or null. */
export const round = (n: number | null | undefined, digits = 1): number | null => (n == null || !Number.isFinite(n) ? null : Number(n.toFixed(digits)));

/** Presentation of report figures: the API rounds nothing (docs/statistics.md), the pages round here. */
import { roundTo } from '@app/contract';

// The rounding itself is shared with the server's texts and downloads (packages/contract).
export { averageGap, averageGapText, DASH, DISPLAY_DIGITS, fmtFixed, fmtNum, fmtPct, fmtPctDiff, fmtSigned, roundTo } from '@app/contract';

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
export const pct = (r: number | null | undefined): number | null => (r == null ? null : roundTo(r * 100, 1));

/** A number rounded for display in charts, or null. */
export const round = (n: number | null | undefined, digits = 1): number | null => (n == null || !Number.isFinite(n) ? null : roundTo(n, digits));

/** Presentation of report figures (the API rounds nothing; the pages round here). */

export const DASH = '-';

export function fmtNum(n: number | null | undefined, digits = 1): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  return String(Number(n.toFixed(digits)));
}

export function fmtFixed(n: number | null | undefined, digits = 2): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  return n.toFixed(digits);
}

export function fmtPct(rate: number | null | undefined, digits = 1): string {
  if (rate == null || !Number.isFinite(rate)) return DASH;
  return `${(rate * 100).toFixed(digits)}%`;
}

/** Sorts nulls last whatever the direction (for antd table sorters). */
export function compareNullable(a: number | null | undefined, b: number | null | undefined): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  return a - b;
}

export const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

export const GRADE_SERIES_COLOR = '#a3acb9';
export const DOWN_COLOR = '#cf1322';
export const UP_COLOR = '#389e0d';

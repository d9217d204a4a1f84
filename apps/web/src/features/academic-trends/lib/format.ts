/** Presentation of figures (the API rounds nothing, docs/statistics.md); copied from the academic feature. */

export const DASH = '-';

/** A score or count: at most `digits` decimals, trailing zeros dropped (88.5, 90). */
export function fmtNum(n: number | null | undefined, digits = 1): string {
  if (n == null || !Number.isFinite(n)) return DASH;
  return String(Number(n.toFixed(digits)));
}

/** A 0-1 rate as a percentage with one decimal. */
export function fmtPct(rate: number | null | undefined, digits = 1): string {
  if (rate == null || !Number.isFinite(rate)) return DASH;
  return `${(rate * 100).toFixed(digits)}%`;
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

/** A 0-1 rate as a chart value in percent (one decimal), null kept as a gap. */
export const pct = (r: number | null | undefined): number | null => (r == null ? null : Number((r * 100).toFixed(1)));

/** A number for a chart, rounded to `digits`, null kept as a gap. */
export const round = (n: number | null | undefined, digits = 1): number | null => (n == null || !Number.isFinite(n) ? null : Number(n.toFixed(digits)));

/** Short axis label of an exam name: 高一第11周周测 → 第11周周测. */
export const shortExamName = (name: string): string => name.replace(/^(高[一二三]|初[一二三]|七年级|八年级|九年级)/, '') || name;

export const UP_COLOR = '#389e0d';
export const DOWN_COLOR = '#cf1322';
export const GRADE_SERIES_COLOR = '#a3acb9';

/** 分层 (docs/statistics.md, tiers). */
export const TIER_NAMES: Record<string, string> = { top: '尖子生', excellent: '优秀生', middle: '中等生', struggling: '学困生' };
export const TIER_COLORS: Record<string, string> = { top: 'gold', excellent: 'green', middle: 'blue', struggling: 'volcano' };

export const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

/** Trend-page labels; number formatting is shared in src/lib/report-format.ts. */

/** Short axis label of an exam name: 高一第11周周测 → 第11周周测. */
export const shortExamName = (name: string): string => name.replace(/^\d{4}-\d{4}学年/, '').replace(/^(高[一二三]|初[一二三]|七年级|八年级|九年级)/, '') || name;

/** A chart's category label: at most ten characters (a paper's full name is in the tooltip and the table). */
export const axisExamLabel = (name: string): string => (name.length > 10 ? `${name.slice(0, 9)}…` : name);

/** 分层 (docs/statistics.md, tiers). */
export const TIER_NAMES: Record<string, string> = { top: '尖子生', excellent: '优秀生', middle: '中等生', struggling: '学困生' };
export const TIER_COLORS: Record<string, string> = { top: 'gold', excellent: 'green', middle: 'blue', struggling: 'volcano' };

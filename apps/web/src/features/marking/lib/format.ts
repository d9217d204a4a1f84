/** Display helpers of the marking screens (the API rounds nothing). */

/** A score: up to two decimals, no trailing zeros. */
export function fmtScore(v: number | null | undefined): string {
  if (v == null || !Number.isFinite(v)) return '-';
  return String(Math.round(v * 100) / 100);
}

/** A share 0..1 as a whole percentage. */
export function fmtRate(v: number | null | undefined): string {
  if (v == null || !Number.isFinite(v)) return '-';
  return `${Math.round(v * 1000) / 10}%`;
}

/** done/total as a 0..100 percentage for a progress bar. */
export function percent(done: number, total: number): number {
  if (!total) return 0;
  return Math.min(100, Math.floor((done / total) * 1000) / 10);
}

/** An ISO time as 11-21 16:20. */
export function fmtTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A number of the URL query, or null. */
export function positiveInt(v: string | null | undefined): number | null {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** An ink ratio (share of dark pixels) as a percentage with two decimals: 0.0004 → 0.04%. */
export function fmtInk(v: number | null | undefined): string {
  if (v == null || !Number.isFinite(v)) return '-';
  return `${(Math.round(v * 10000) / 100).toFixed(2)}%`;
}

/**
 * The background of a rate in a heat-style table: red for 0 through yellow to green for 1, pale
 * enough to read the figure on it. A rate is drawn by hue only, so the figure stays the source.
 */
export function heatColor(rate: number | null | undefined): string | undefined {
  if (rate == null || !Number.isFinite(rate)) return undefined;
  const r = Math.min(1, Math.max(0, rate));
  return `hsl(${Math.round(r * 120)}, 70%, 88%)`;
}

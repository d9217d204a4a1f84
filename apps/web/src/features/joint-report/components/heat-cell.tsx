import { fmtPct } from '../../../lib/report-format';
import { heatColor } from '../lib/heat';

/** A rate in a heat-style table: the figure on a background from red (0) to green (100%). */
export function HeatCell({ rate }: { rate: number | null | undefined }) {
  return (
    <span className="joint-heat" style={{ background: heatColor(rate) }}>
      {fmtPct(rate)}
    </span>
  );
}

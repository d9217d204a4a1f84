import { useMemo } from 'react';
import { EChart, type EChartOption } from '../../../components/echart';

type Props = { option: EChartOption; ariaLabel: string; height?: number };

/**
 * The shared chart with its accessible name kept: ECharts' aria module replaces the container's
 * aria-label with its own generated text unless the option carries the description.
 */
export function Chart({ option, ariaLabel, height }: Props) {
  const withAria = useMemo<EChartOption>(() => ({ ...option, aria: { enabled: true, label: { description: ariaLabel } } }), [option, ariaLabel]);
  return <EChart option={withAria} ariaLabel={ariaLabel} height={height} />;
}

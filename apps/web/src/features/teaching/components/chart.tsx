import { useMemo } from 'react';
import { EChart, type EChartOption } from '../../../components/echart';

/**
 * A chart of the area: ECharts' aria component writes its own description over the container's
 * aria-label, so the chart's name is given to it as the description (as academic-trends does).
 */
export function TeachingChart({ option, ariaLabel, height }: { option: EChartOption; ariaLabel: string; height: number }) {
  const withAria = useMemo<EChartOption>(() => ({ ...option, aria: { enabled: true, label: { description: ariaLabel } } }), [option, ariaLabel]);
  return <EChart option={withAria} height={height} ariaLabel={ariaLabel} />;
}

import type { EChartOption } from '../../../components/echart';
import { SafeChart } from '../../../components/safe-chart';

/** A report's chart (the project's ECharts wrapper); where it cannot be drawn the tables still hold every figure. */
export function ReportChart({ option, ariaLabel, height = 300 }: { option: EChartOption; ariaLabel: string; height?: number }) {
  return <SafeChart failedClassName="joint-chart-failed" option={option} height={height} ariaLabel={ariaLabel} />;
}

import { Component, type ReactNode } from 'react';
import { EChart, type EChartOption } from './echart';

/** Whether this browser can draw on a canvas at all (ECharts' renderer needs it). */
let canvasSupport: boolean | undefined;
function canDrawCanvas(): boolean {
  canvasSupport ??= (() => {
    try {
      return document.createElement('canvas').getContext('2d') != null;
    } catch {
      return false;
    }
  })();
  return canvasSupport;
}

type Props = { option: EChartOption; ariaLabel: string; height: number; /** The class of the placeholder shown instead of the chart. */ failedClassName?: string };

/**
 * A report's chart that cannot take the report down with it: where the browser cannot draw it (no
 * canvas), the figures stay readable in the table and the chart's place says so.
 */
export class SafeChart extends Component<Props, { failed: boolean }> {
  override state = { failed: !canDrawCanvas() };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    const { option, ariaLabel, height, failedClassName = 'chart-failed' } = this.props;
    if (this.state.failed)
      return (
        <div role="img" aria-label={ariaLabel} className={failedClassName} style={{ height }}>
          图表无法显示，请查看下方表格
        </div>
      );
    return <EChart option={option} height={height} ariaLabel={ariaLabel} />;
  }
}

/**
 * A small React wrapper around ECharts (echarts-for-react breaks on this stack, see stack notes).
 * Only the charts and components the product uses are registered, to keep the chart chunk small.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, BoxplotChart, LineChart, RadarChart, ScatterChart, type BarSeriesOption, type BoxplotSeriesOption, type LineSeriesOption, type RadarSeriesOption, type ScatterSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TooltipComponent,
  type AriaComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type MarkLineComponentOption,
  type RadarComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import type { TooltipComponentFormatterCallbackParams } from 'echarts';
import { CanvasRenderer } from 'echarts/renderers';
import type { SafeHtml } from '../lib/escape-html';
import { prefersReducedMotion } from '../lib/reduced-motion';

echarts.use([BarChart, BoxplotChart, LineChart, RadarChart, ScatterChart, AriaComponent, GridComponent, LegendComponent, MarkLineComponent, RadarComponent, TooltipComponent, CanvasRenderer]);

type ComposedOption = echarts.ComposeOption<
  | BarSeriesOption
  | BoxplotSeriesOption
  | LineSeriesOption
  | RadarSeriesOption
  | ScatterSeriesOption
  | AriaComponentOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | RadarComponentOption
  | TooltipComponentOption
>;

/**
 * ECharts escapes its default tooltips and string templates, but puts the HTML a formatter
 * function returns into the page as it is: such a function must return `SafeHtml`, made from the
 * data by `tooltipLines` (lib/escape-html.ts), never by concatenating names into markup.
 */
type SafeTooltipOption = Omit<TooltipComponentOption, 'formatter'> & {
  formatter?: string | ((params: TooltipComponentFormatterCallbackParams) => SafeHtml);
};

export type EChartOption = Omit<ComposedOption, 'tooltip'> & { tooltip?: SafeTooltipOption };

/** The parts of an ECharts click event the pages use. */
export type EChartClick = { componentType: string; seriesIndex?: number; dataIndex: number; name: string; value: unknown };

type Props = {
  option: EChartOption;
  height?: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  ariaLabel: string;
  onClick?: (e: EChartClick) => void;
  style?: CSSProperties;
};

export function EChart({ option, height = 320, ariaLabel, onClick, style }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const clickRef = useRef(onClick);
  clickRef.current = onClick;

  useEffect(() => {
    if (!el.current) return;
    const c = echarts.init(el.current, undefined, { renderer: 'canvas' });
    chart.current = c;
    c.on('click', (e) => clickRef.current?.(e as unknown as EChartClick));
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el.current);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, ...(prefersReducedMotion ? { animation: false } : {}), ...option }, { notMerge: true });
  }, [option]);

  return <div ref={el} role="img" aria-label={ariaLabel} style={{ width: '100%', height, ...style }} />;
}

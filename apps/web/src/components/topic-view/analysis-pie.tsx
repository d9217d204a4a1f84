/**
 * A pie chart for the paper analysis. The shared EChart wrapper registers no pie series, so this
 * registers ECharts' pie on the same echarts/core instance and renders it the same way.
 */
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { PieChart, type PieSeriesOption } from 'echarts/charts';
import { AriaComponent, LegendComponent, TitleComponent, TooltipComponent, type LegendComponentOption, type TitleComponentOption, type TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([PieChart, AriaComponent, LegendComponent, TitleComponent, TooltipComponent, CanvasRenderer]);

type PieOption = echarts.ComposeOption<PieSeriesOption | LegendComponentOption | TitleComponentOption | TooltipComponentOption>;

export const DIFFICULTY_COLOURS = ['#52c41a', '#95de64', '#13a8a8', '#1677ff', '#fa8c16', '#f5222d', '#bfbfbf'];

type Props = {
  title: string;
  unit: string;
  data: readonly { name: string; value: number; color?: string }[];
  ariaLabel: string;
  height?: number;
};

export function AnalysisPie({ title, unit, data, ariaLabel, height = 240 }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!el.current) return;
    const c = echarts.init(el.current, undefined, { renderer: 'canvas' });
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el.current);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const option: PieOption = {
      aria: { enabled: true },
      title: { text: title, left: 'center', top: 0, textStyle: { fontSize: 14, fontWeight: 'normal' } },
      tooltip: { trigger: 'item', formatter: `{b}：{c}${unit}（{d}%）` },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['35%', '62%'],
          center: ['50%', '50%'],
          avoidLabelOverlap: true,
          label: { formatter: `{b}\n{c}${unit}` },
          data: data.filter((d) => d.value > 0).map((d) => ({ name: d.name, value: Number(d.value.toFixed(2)), itemStyle: d.color ? { color: d.color } : undefined })),
        },
      ],
    };
    chart.current?.setOption(option, { notMerge: true });
  }, [data, title, unit]);

  // ECharts' aria writes its own description onto the chart's element: the label sits on a wrapper.
  return (
    <div role="img" aria-label={ariaLabel}>
      <div ref={el} style={{ width: '100%', height }} />
    </div>
  );
}

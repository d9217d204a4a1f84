import { useMemo } from 'react';
import { theme } from 'antd';
import { EChart, type EChartOption } from '../../../components/echart';
import type { TTopicRow } from '../api/clazz-topics';
import { GRADE_SERIES_COLOR, roundTo } from '../../../lib/report-format';

const pct = (r: number | null | undefined) => (r == null ? null : roundTo(r * 100, 1));

/** Scoring rate per question: the class as bars, the grade as a line. */
export function TopicChart({ rows }: { rows: TTopicRow[] }) {
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, GRADE_SERIES_COLOR],
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
      xAxis: { type: 'category', data: rows.map((r) => `第${r.questionNo}题`), axisLabel: { formatter: (v: string) => v.replace(/^第|题$/g, '') } },
      yAxis: { type: 'value', max: 100, name: '得分率(%)', axisLabel: { formatter: '{value}%' } },
      series: [
        { name: '班级得分率', type: 'bar', data: rows.map((r) => pct(r.clazz?.scoringRate)), barMaxWidth: 20 },
        { name: '年级得分率', type: 'line', data: rows.map((r) => pct(r.grade?.scoringRate)), symbolSize: 6, lineStyle: { width: 2 } },
      ],
    }),
    [rows, token.colorPrimary],
  );
  return <EChart option={option} height={300} ariaLabel="各题班级得分率与年级得分率对比" />;
}

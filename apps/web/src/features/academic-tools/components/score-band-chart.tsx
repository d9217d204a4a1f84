import { useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';
import { EChart, type EChartOption } from '../../../components/echart';
import type { TGroupStats } from '../api/clazz-summary';
import { fmtNum, GRADE_SERIES_COLOR, roundTo } from '../../../lib/report-format';
import { tooltipLines } from '../../../lib/escape-html';

const bandLabel = (b: TGroupStats['bands'][number]) => `${fmtNum(b.from)}-${fmtNum(b.to)}`;

/** 分数段: the class's and the grade's share of students in each band; counts in the tooltip. */
export function ScoreBandChart({ clazz, grade, height = 300, large = false, style }: { clazz: TGroupStats; grade: TGroupStats; height?: number; large?: boolean; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(() => {
    const share = (s: TGroupStats, i: number) => (s.participants ? roundTo(((s.bands[i]?.count ?? 0) / s.participants) * 100, 1) : 0);
    const font = large ? 16 : 12;
    return {
      color: [token.colorPrimary, GRADE_SERIES_COLOR],
      grid: { left: large ? 64 : 48, right: 16, top: large ? 48 : 36, bottom: large ? 60 : 48 },
      legend: { top: 0, textStyle: { fontSize: font } },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const i = (params as { dataIndex: number }[])[0]?.dataIndex ?? 0;
          return tooltipLines([clazz.bands[i] ? bandLabel(clazz.bands[i]) : '', `班级：${clazz.bands[i]?.count ?? 0} 人（${share(clazz, i)}%）`, `年级：${grade.bands[i]?.count ?? 0} 人（${share(grade, i)}%）`]);
        },
      },
      xAxis: { type: 'category', data: clazz.bands.map(bandLabel), axisLabel: { interval: 0, fontSize: font, rotate: clazz.bands.length > 10 ? 35 : 0 }, name: '分数段', nameTextStyle: { fontSize: font } },
      yAxis: { type: 'value', name: '人数占比(%)', nameTextStyle: { fontSize: font }, axisLabel: { formatter: '{value}%', fontSize: font } },
      series: [
        { name: '班级', type: 'bar', data: clazz.bands.map((_b, i) => share(clazz, i)), barMaxWidth: large ? 36 : 22, label: large ? { show: true, position: 'top', fontSize: 14, formatter: '{c}%' } : undefined },
        { name: '年级', type: 'bar', data: grade.bands.map((_b, i) => share(grade, i)), barMaxWidth: large ? 36 : 22 },
      ],
    };
  }, [clazz, grade, token.colorPrimary, large]);
  return <EChart option={option} height={height} style={style} ariaLabel="分数段分布：班级与年级各分数段人数占比" />;
}

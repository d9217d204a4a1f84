import { useMemo } from 'react';
import { theme } from 'antd';
import { EChart, type EChartOption } from '../../../components/echart';
import type { TGroupStats } from '../api/clazz-summary';
import { fmtNum, GRADE_SERIES_COLOR, roundTo } from '../../../lib/report-format';
import { scoreBandTooltip } from '../lib/chart-tooltips';

const bandLabel = (b: TGroupStats['bands'][number]) => `${fmtNum(b.from)}-${fmtNum(b.to)}`;

/**
 * 分数段: the share of the class and of the grade in each band (shares, not counts, so a class of
 * 47 and a grade of 366 compare); the tooltip gives the counts.
 */
export function ScoreBandChart({ clazz, grade }: { clazz: TGroupStats; grade: TGroupStats }) {
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(() => {
    const share = (s: TGroupStats, i: number) => (s.participants ? roundTo(((s.bands[i]?.count ?? 0) / s.participants) * 100, 1) : 0);
    return {
      color: [token.colorPrimary, GRADE_SERIES_COLOR],
      grid: { left: 48, right: 16, top: 36, bottom: 48 },
      legend: { top: 0 },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const list = params as { dataIndex: number; axisValueLabel: string }[];
          const i = list[0]?.dataIndex ?? 0;
          return scoreBandTooltip(clazz.bands[i], { count: clazz.bands[i]?.count ?? 0, share: share(clazz, i) }, { count: grade.bands[i]?.count ?? 0, share: share(grade, i) });
        },
      },
      xAxis: { type: 'category', data: clazz.bands.map(bandLabel), axisLabel: { interval: 0, rotate: clazz.bands.length > 10 ? 35 : 0 }, name: '分数段' },
      yAxis: { type: 'value', name: '人数占比(%)', axisLabel: { formatter: '{value}%' } },
      series: [
        { name: '班级', type: 'bar', data: clazz.bands.map((_b, i) => share(clazz, i)), barMaxWidth: 22 },
        { name: '年级', type: 'bar', data: grade.bands.map((_b, i) => share(grade, i)), barMaxWidth: 22 },
      ],
    };
  }, [clazz, grade, token.colorPrimary]);
  return <EChart option={option} height={300} ariaLabel="分数段分布：班级与年级各分数段人数占比" />;
}

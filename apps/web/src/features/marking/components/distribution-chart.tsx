import { useMemo } from 'react';
import { Empty, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { EChart, type EChartOption } from '../../../components/echart';
import { distributionQuery } from '../api/distribution';
import type { TScoreDistribution } from '../api/types';
import { fmtScore } from '../lib/format';
import { Loading } from './loading';

const share = (counts: number[]) => {
  const n = counts.reduce((s, c) => s + c, 0);
  return counts.map((c) => (n ? Math.round((c / n) * 1000) / 10 : 0));
};

/** Bucket labels: 0-2, 2-4, … the last one closed at the full score. */
function bucketLabels(d: TScoreDistribution): string[] {
  return d.buckets.map((lo, i) => {
    const hi = d.buckets[i + 1] ?? d.fullScore;
    return i === d.buckets.length - 1 && hi === lo ? fmtScore(lo) : `${fmtScore(lo)}-${fmtScore(hi)}`;
  });
}

/**
 * 评分分布: the group's score distribution (bars, share of answers) against each marker's (lines),
 * so a marker who is much harsher or more lenient than the group stands out; means in the legend.
 */
export function DistributionChart({ groupId }: { groupId: number }) {
  const { token } = theme.useToken();
  const q = useQuery(distributionQuery(groupId));
  const option = useMemo<EChartOption | null>(() => {
    const d = q.data;
    if (!d) return null;
    const labels = bucketLabels(d);
    return {
      tooltip: { trigger: 'axis', valueFormatter: (v) => `${String(v)}%` },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 44, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: labels, name: '分数', nameLocation: 'end' },
      yAxis: { type: 'value', name: '占比%', axisLabel: { formatter: '{value}%' } },
      series: [
        { type: 'bar', name: `题组（均分 ${fmtScore(d.group.mean)}）`, data: share(d.group.counts), itemStyle: { color: token.colorPrimary, opacity: 0.35 }, barCategoryGap: '20%' },
        ...d.markers.map((m) => ({
          type: 'line' as const,
          name: `${m.teacherName}（均分 ${fmtScore(m.mean)}，${m.marked}份）`,
          data: share(m.counts),
          smooth: true,
          symbolSize: 5,
        })),
      ],
    };
  }, [q.data, token.colorPrimary]);
  if (q.isPending) return <Loading pad={24} />;
  if (!option || !q.data || q.data.markers.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有评分数据" />;
  return <EChart option={option} height={280} ariaLabel="各阅卷老师与题组的评分分布对比" />;
}

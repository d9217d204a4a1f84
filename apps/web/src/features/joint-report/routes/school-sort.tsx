import { useMemo } from 'react';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointSchoolSort } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { compareNullable, DASH, fmtFixed, roundTo } from '../../../lib/report-format';
import { schoolSortQuery } from '../api/school-sort';
import { SignedRate } from '../components/figures';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { byRank } from '../components/school-table';
import { mineRowClass, SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type School = TJointSchoolSort['schools'][number];

const TIERS = [
  { key: 'top', label: '尖子生', color: '#389e0d' },
  { key: 'excellent', label: '优秀生', color: '#1677ff' },
  { key: 'middle', label: '中等生', color: '#faad14' },
  { key: 'struggling', label: '学困生', color: '#cf1322' },
] as const;

/** 学校排名 (schoolsortdetail): the schools in rank order, how many of each are among the union's best N, and their tiers. */
export default function SchoolSortPage() {
  const { jointId, subjectId } = useReportParams();
  const sort = useQuery({ ...schoolSortQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  return (
    <ReportFrame title="学校排名" query={sort} head={(d) => d}>
      {(d) => <SchoolSortBody data={d} />}
    </ReportFrame>
  );
}

function SchoolSortBody({ data }: { data: TJointSchoolSort }) {
  const schools = useMemo(() => byRank(data.schools), [data.schools]);
  const option = useMemo<EChartOption>(
    () => ({
      color: TIERS.map((t) => t.color),
      grid: { left: 48, right: 16, top: 36, bottom: 48 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
      xAxis: { type: 'category', data: schools.map((s) => (s.mine ? `${s.schoolName}（本校）` : s.schoolName)), axisLabel: { interval: 0, rotate: schools.length > 8 ? 30 : 0 } },
      yAxis: { type: 'value', max: 100, name: '人数占比(%)', axisLabel: { formatter: '{value}%' } },
      series: TIERS.map((t) => ({
        name: t.label,
        type: 'bar' as const,
        stack: 'tiers',
        barMaxWidth: 40,
        data: schools.map((s) => (s.participants ? roundTo((s.tiers[t.key] / s.participants) * 100, 1) : null)),
      })),
    }),
    [schools],
  );

  const columns: ColumnsType<School> = [
    { title: '排名', dataIndex: 'rank', width: 64, fixed: 'left', render: (v: number | null) => v ?? DASH },
    { title: '学校', key: 'school', width: 150, fixed: 'left', render: (_v, s) => <SchoolName school={s} /> },
    { title: '参考人数', dataIndex: 'participants', width: 88 },
    { title: '平均分', dataIndex: 'average', width: 88, sorter: (a, b) => compareNullable(a.average, b.average), render: (v: number | null) => fmtFixed(v) },
    { title: '超均率', dataIndex: 'aboveAverageRate', width: 88, render: (v: number | null) => <SignedRate rate={v} /> },
    {
      title: '联考名次段人数',
      key: 'bands',
      children: data.rankBands.map((n, i) => ({ title: `前${n}名`, key: `band-${n}`, width: 80, sorter: (a: School, b: School) => (a.inRankBands[i] ?? 0) - (b.inRankBands[i] ?? 0), render: (_v: unknown, s: School) => s.inRankBands[i] ?? 0 })),
    },
    { title: '分层人数', key: 'tiers', children: TIERS.map((t) => ({ title: t.label, key: t.key, width: 80, render: (_v: unknown, s: School) => s.tiers[t.key] })) },
  ];

  return (
    <>
      <Card size="small" title="学校排名与名次分布">
        <Table<School>
          rowKey="schoolKey"
          size="small"
          bordered
          aria-label="学校排名表"
          columns={columns}
          dataSource={schools}
          pagination={false}
          scroll={{ x: 480 + (data.rankBands.length + TIERS.length) * 80 }}
          rowClassName={mineRowClass}
        />
        <Typography.Text className="joint-note">名次段：该校考生中联考名次在前 N 名的人数。分层按考生的联考名次划分为尖子生、优秀生、中等生、学困生。</Typography.Text>
      </Card>
      <Card size="small" title="各校分层人数占比">
        <ReportChart option={option} ariaLabel="各校尖子生、优秀生、中等生、学困生人数占比堆叠柱状图" />
      </Card>
    </>
  );
}

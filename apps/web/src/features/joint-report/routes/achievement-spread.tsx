import { useMemo } from 'react';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointSpread } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { fmtNum, GRADE_SERIES_COLOR, roundTo } from '../../../lib/report-format';
import { spreadQuery } from '../api/spread';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type Band = TJointSpread['union'][number];
type Tally = { count: number; cumulative: number };
type Row = { key: number; band: Band; union: Tally; schools: Tally[] };

const bandLabel = (b: Band) => `${fmtNum(b.from)}-${fmtNum(b.to)}`;

/** Counts per band and the count at or above each band (from the top band down). */
function tallies(bands: Band[]): Tally[] {
  const out: Tally[] = [];
  let above = 0;
  for (let i = bands.length - 1; i >= 0; i--) {
    above += bands[i]!.count;
    out[i] = { count: bands[i]!.count, cumulative: above };
  }
  return out;
}

const share = (count: number, of: number) => (of ? roundTo((count / of) * 100, 1) : null);

/** 分数段分布 (achievementspread): the union's and every school's students per score band, with running totals from the top. */
export default function AchievementSpreadPage() {
  const { jointId, subjectId } = useReportParams();
  const spread = useQuery({ ...spreadQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  return (
    <ReportFrame title="分数段分布" query={spread} head={(d) => d}>
      {(d) => <SpreadBody data={d} />}
    </ReportFrame>
  );
}

function SpreadBody({ data }: { data: TJointSpread }) {
  const unionTotal = data.union.reduce((n, b) => n + b.count, 0);
  const rows = useMemo<Row[]>(() => {
    const u = tallies(data.union);
    const s = data.schools.map((x) => tallies(x.bands));
    // Highest band first, as score lists are read.
    return data.union.map((band, i) => ({ key: i, band, union: u[i]!, schools: s.map((t) => t[i] ?? { count: 0, cumulative: 0 }) })).reverse();
  }, [data]);

  const option = useMemo<EChartOption>(
    () => ({
      grid: { left: 48, right: 16, top: 48, bottom: 48 },
      legend: { top: 0, type: 'scroll' },
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
      xAxis: { type: 'category', name: '分数段', data: data.union.map(bandLabel), axisLabel: { interval: 0, rotate: data.union.length > 10 ? 35 : 0 } },
      yAxis: { type: 'value', name: '人数占比(%)', axisLabel: { formatter: '{value}%' } },
      series: [
        { name: '联考', type: 'bar', barMaxWidth: 28, itemStyle: { color: GRADE_SERIES_COLOR }, data: data.union.map((b) => share(b.count, unionTotal)) },
        ...data.schools.map((s) => ({
          name: s.mine ? `${s.schoolName}（本校）` : s.schoolName,
          type: 'line' as const,
          symbolSize: 6,
          lineStyle: { width: s.mine ? 3 : 1.5 },
          data: s.bands.map((b) => share(b.count, s.participants)),
        })),
      ],
    }),
    [data, unionTotal],
  );

  const tallyColumns = (key: string, pick: (r: Row) => Tally) => [
    { title: '人数', key: `${key}-count`, width: 72, render: (_v: unknown, r: Row) => pick(r).count },
    { title: '累计', key: `${key}-cum`, width: 72, render: (_v: unknown, r: Row) => pick(r).cumulative },
  ];
  const columns: ColumnsType<Row> = [
    { title: '分数段', key: 'band', width: 100, fixed: 'left', render: (_v, r) => bandLabel(r.band) },
    { title: '联考', key: 'union', children: tallyColumns('union', (r) => r.union) },
    ...data.schools.map((s, i) => ({
      title: <SchoolName school={s} />,
      key: `school-${s.schoolKey}`,
      className: s.mine ? 'joint-mine-col' : undefined,
      children: tallyColumns(`school-${s.schoolKey}`, (r) => r.schools[i]!),
    })),
  ];

  return (
    <>
      <Card size="small" title="各分数段人数占比">
        <ReportChart option={option} ariaLabel="联考与各校各分数段人数占比" />
      </Card>
      <Card size="small" title={`分数段统计（每段 ${fmtNum(data.bandWidth)} 分）`}>
        <Table<Row>
          rowKey="key"
          size="small"
          bordered
          aria-label="分数段统计表"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 100 + (data.schools.length + 1) * 144 }}
        />
        <Typography.Text className="joint-note">每段含下限、不含上限，最高一段含满分；累计为该段及以上的人数。</Typography.Text>
      </Card>
    </>
  );
}

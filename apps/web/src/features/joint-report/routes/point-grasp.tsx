import { useMemo } from 'react';
import { Card, Empty, Table, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointPoints } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { compareNullable, fmtNum, GRADE_SERIES_COLOR, pct } from '../../../lib/report-format';
import { pointsQuery } from '../api/points';
import { HeatCell } from '../components/heat-cell';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type Point = TJointPoints['points'][number];

const masteryOf = (p: Point, schoolKey: number) => p.schools.find((s) => s.schoolKey === schoolKey)?.mastery ?? null;
const shortName = (s: string) => (s.length > 7 ? `${s.slice(0, 6)}…` : s);
/** Every school is drawn while the chart stays readable; beyond that the union and the own school. */
const MAX_CHART_SCHOOLS = 6;

/** 知识点掌握 (pointgrasp): each knowledge point's mastery in the union and every school. */
export default function PointGraspPage() {
  const { jointId, subjectId } = useReportParams();
  const points = useQuery({ ...pointsQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  return (
    <ReportFrame title="知识点掌握" query={points} head={(d) => d}>
      {(d) =>
        d.points.length ? <PointsBody data={d} /> : <Empty description={d.subjectId === 0 ? '总分没有知识点分析，请选择一个学科' : '该学科的试卷没有标注知识点'} />
      }
    </ReportFrame>
  );
}

function PointsBody({ data }: { data: TJointPoints }) {
  const { token } = theme.useToken();
  const schools = data.points[0]?.schools ?? [];
  const drawn = useMemo(() => (schools.length <= MAX_CHART_SCHOOLS ? schools : schools.filter((s) => s.mine)), [schools]);

  const option = useMemo<EChartOption>(() => {
    const series = [
      { name: '联考', values: data.points.map((p) => pct(p.unionMastery)) },
      ...drawn.map((s) => ({ name: s.mine ? `${s.schoolName}（本校）` : s.schoolName, values: data.points.map((p) => pct(masteryOf(p, s.schoolKey))) })),
    ];
    const colors = [GRADE_SERIES_COLOR, token.colorPrimary, '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96', '#a0d911'];
    // A radar needs three axes at least; fewer points are bars.
    if (data.points.length >= 3)
      return {
        color: colors,
        legend: { bottom: 0, type: 'scroll' },
        tooltip: { trigger: 'item' },
        radar: { radius: '58%', center: ['50%', '46%'], indicator: data.points.map((p) => ({ name: shortName(p.name), max: 100 })), axisName: { color: token.colorTextSecondary, fontSize: 11 } },
        series: [{ type: 'radar', data: series.map((s, i) => ({ name: s.name, value: s.values.map((v) => v ?? 0), areaStyle: i === 0 ? undefined : { opacity: 0.08 } })) }],
      };
    return {
      color: colors,
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      legend: { top: 0, type: 'scroll' },
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
      xAxis: { type: 'category', data: data.points.map((p) => shortName(p.name)) },
      yAxis: { type: 'value', max: 100, name: '掌握率(%)', axisLabel: { formatter: '{value}%' } },
      series: series.map((s) => ({ name: s.name, type: 'bar' as const, barMaxWidth: 24, data: s.values })),
    };
  }, [data.points, drawn, token.colorPrimary, token.colorTextSecondary]);

  const columns: ColumnsType<Point> = [
    { title: '知识点', dataIndex: 'name', width: 180, fixed: 'left' },
    { title: '题号', dataIndex: 'questionNos', width: 100, render: (v: string[]) => v.join('、') },
    { title: '分值', dataIndex: 'fullScore', width: 64, render: (v: number) => fmtNum(v) },
    { title: '联考掌握率', dataIndex: 'unionMastery', width: 110, sorter: (a, b) => compareNullable(a.unionMastery, b.unionMastery), render: (v: number | null) => <HeatCell rate={v} /> },
    ...schools.map((s) => ({
      title: <SchoolName school={s} />,
      key: `school-${s.schoolKey}`,
      width: 120,
      className: s.mine ? 'joint-mine-col' : undefined,
      sorter: (a: Point, b: Point) => compareNullable(masteryOf(a, s.schoolKey), masteryOf(b, s.schoolKey)),
      render: (_v: unknown, p: Point) => <HeatCell rate={masteryOf(p, s.schoolKey)} />,
    })),
  ];

  return (
    <>
      <Card size="small" title="知识点掌握率">
        <ReportChart option={option} height={400} ariaLabel="各知识点联考与各校掌握率" />
      </Card>
      <Card size="small" title="各知识点掌握情况">
        <Table<Point>
          rowKey="kpId"
          size="small"
          aria-label="知识点掌握表"
          columns={columns}
          dataSource={data.points}
          pagination={data.points.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: 460 + schools.length * 120 }}
        />
        <Typography.Text className="joint-note">掌握率 = 该知识点各题得分之和 ÷ 各题满分之和；颜色从红（低）到绿（高）。</Typography.Text>
      </Card>
    </>
  );
}

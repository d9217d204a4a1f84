import { useMemo } from 'react';
import { Card, Col, Empty, Result, Row, Skeleton, Table, Tag, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { EChartOption } from '../../../components/echart';
import { Chart } from '../components/chart';
import { clazzTrendQuery, type TClazzTrendRow } from '../api/clazz-trend';
import { StatCard } from '../components/stat-card';
import { useClassFocus } from '../lib/class-focus-context';
import { DOWN_COLOR, fmtNum, fmtPct, GRADE_SERIES_COLOR, round, UP_COLOR } from '../../../lib/report-format';
import { axisExamLabel, shortExamName } from '../lib/format';

/** 班级走势 (classtrend): the class's exams this term against the grade. */
export default function ClassTrendPage() {
  const { clazzId, clazzName, subjectId, subjectName } = useClassFocus();
  const { token } = theme.useToken();
  const trend = useQuery(clazzTrendQuery(clazzId, subjectId));
  const rows = useMemo(() => trend.data ?? [], [trend.data]);

  const averageOption = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, GRADE_SERIES_COLOR],
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 24, top: 36, bottom: 56 },
      xAxis: { type: 'category', data: rows.map((r) => shortExamName(r.name)), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0, fontSize: 11, formatter: axisExamLabel } },
      yAxis: { type: 'value', name: '分', min: 0 },
      series: [
        { type: 'line', name: '班级平均分', data: rows.map((r) => round(r.average)), smooth: false, symbolSize: 7, label: { show: true, fontSize: 11 } },
        { type: 'line', name: '年级平均分', data: rows.map((r) => round(r.gradeAverage)), lineStyle: { type: 'dashed' }, symbolSize: 6 },
      ],
    }),
    [rows, token.colorPrimary],
  );

  const maxCount = Math.max(1, ...rows.map((r) => r.clazzCount));
  const rankOption = useMemo<EChartOption>(
    () => ({
      color: ['#fa8c16'],
      tooltip: { trigger: 'axis', valueFormatter: (v) => `第${String(v)}名` },
      legend: { top: 0 },
      grid: { left: 48, right: 24, top: 36, bottom: 56 },
      xAxis: { type: 'category', data: rows.map((r) => shortExamName(r.name)), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0, fontSize: 11, formatter: axisExamLabel } },
      // Rank 1 is best, so the axis runs downwards.
      yAxis: { type: 'value', name: '名次', inverse: true, min: 1, max: maxCount, minInterval: 1 },
      series: [{ type: 'line', name: '班级排名', data: rows.map((r) => r.rank), symbolSize: 8, label: { show: true, fontSize: 11, position: 'bottom' } }],
    }),
    [rows, maxCount],
  );

  if (trend.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (trend.isError) return <Result status="warning" title="班级走势加载失败" subTitle={trend.error.message} />;
  if (!rows.length) return <Empty description={`本学期${clazzName}${subjectName}还没有已出成绩的考试`} />;

  const last = rows[rows.length - 1]!;
  const above = rows.filter((r) => r.average != null && r.gradeAverage != null && r.average >= r.gradeAverage).length;
  const ranks = rows.map((r) => r.rank).filter((r): r is number => r != null);
  const bestRank = ranks.length ? Math.min(...ranks) : null;

  const columns: ColumnsType<TClazzTrendRow> = [
    { title: '考试', dataIndex: 'name', width: 160 },
    { title: '日期', dataIndex: 'examDate', width: 104 },
    { title: '类型', dataIndex: 'typeName', width: 90, render: (v: string) => <Tag bordered={false}>{v}</Tag> },
    { title: '班级平均分', dataIndex: 'average', width: 100, align: 'right', render: (v: number | null) => fmtNum(v, 2) },
    { title: '年级平均分', dataIndex: 'gradeAverage', width: 100, align: 'right', render: (v: number | null) => fmtNum(v, 2) },
    { title: '班级排名', dataIndex: 'rank', width: 90, align: 'right', render: (v: number | null, r) => (v == null ? '-' : `${v}/${r.clazzCount}`) },
    { title: '及格率', dataIndex: 'passRate', width: 84, align: 'right', render: (v: number | null) => fmtPct(v) },
    { title: '优秀率', dataIndex: 'excellentRate', width: 84, align: 'right', render: (v: number | null) => fmtPct(v) },
    { title: '低分率', dataIndex: 'lowRate', width: 84, align: 'right', render: (v: number | null) => fmtPct(v) },
    {
      title: '超均率',
      dataIndex: 'aboveAverageRate',
      width: 84,
      align: 'right',
      render: (v: number | null) => <span style={{ color: v == null || v === 0 ? undefined : v > 0 ? UP_COLOR : DOWN_COLOR }}>{v != null && v > 0 ? '+' : ''}{fmtPct(v)}</span>,
    },
  ];

  return (
    <Row gutter={[12, 12]}>
      <Col xs={12} lg={6}>
        <StatCard title="本学期考试" value={`${rows.length} 次`} sub={`${rows[0]!.examDate} 至 ${last.examDate}`} testId="trend-exams" />
      </Col>
      <Col xs={12} lg={6}>
        <StatCard title="最近一次班级排名" value={last.rank == null ? '-' : `${last.rank}/${last.clazzCount}`} sub={last.name} testId="trend-last-rank" />
      </Col>
      <Col xs={12} lg={6}>
        <StatCard title="最好排名" value={bestRank == null ? '-' : `第 ${bestRank} 名`} sub={`共 ${maxCount} 个班级`} />
      </Col>
      <Col xs={12} lg={6}>
        <StatCard title="高于年级平均" value={`${above}/${rows.length} 次`} sub={`最近一次超均率 ${fmtPct(last.aboveAverageRate)}`} />
      </Col>
      <Col xs={24} xl={14}>
        <Card size="small" title="平均分走势（班级与年级）">
          <Chart option={averageOption} height={300} ariaLabel={`${clazzName}${subjectName}平均分走势：班级平均分与年级平均分`} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title="班级排名走势">
          <Chart option={rankOption} height={300} ariaLabel={`${clazzName}${subjectName}班级排名走势`} />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title="历次考试">
          <Table<TClazzTrendRow> rowKey="examId" size="small" aria-label="班级走势表" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 980 }} />
        </Card>
      </Col>
    </Row>
  );
}

import { useMemo } from 'react';
import { Card, Col, Result, Row, Skeleton, Space, Table, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { EChart, type EChartOption } from '../../../components/echart';
import { gradeCompareQuery, type TCompareClazz } from '../api/grade-compare';
import { useExamDetail } from '../lib/exam-detail-context';
import { boxPlotTooltip } from '../lib/chart-tooltips';
import { tooltipLines } from '../../../lib/escape-html';
import { compareNullable, DASH, DOWN_COLOR, fmtFixed, fmtNum, fmtPct, roundTo, UP_COLOR } from '../../../lib/report-format';

/** '高一(1)班' -> '(1)班' on crowded axes; the tooltip keeps the full name. */
const shortClazz = (name: string) => name.replace(/^[^(（]+(?=[(（])/, '');
const round = (n: number | null, d = 2) => (n == null ? null : roundTo(n, d));

/** 年级对比 (gradecompare): every class of the grade side by side; for grade leaders only. */
export default function GradeComparePage() {
  const { examId, clazzId, isGradeLeader } = useExamDetail();
  const { token } = theme.useToken();
  const compare = useQuery({ ...gradeCompareQuery(examId), enabled: isGradeLeader });
  const classes = useMemo(() => compare.data?.classes ?? [], [compare.data]);
  const gradeAverage = compare.data?.grade.average ?? null;

  const averages = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary],
      grid: { left: 48, right: 24, top: 32, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: classes.map((c) => c.clazzName), axisLabel: { interval: 0, formatter: shortClazz } },
      yAxis: { type: 'value', name: '平均分' },
      series: [
        {
          name: '班级平均分',
          type: 'bar',
          barMaxWidth: 32,
          label: { show: true, position: 'top', formatter: (p: unknown) => fmtNum((p as { value: number }).value) },
          data: classes.map((c) => ({ value: round(c.average) ?? 0, itemStyle: c.clazzId === clazzId ? { color: token.colorPrimaryActive } : undefined })),
          markLine: gradeAverage == null ? undefined : { symbol: 'none', data: [{ yAxis: round(gradeAverage) ?? 0, name: '年级平均分' }], label: { show: false }, lineStyle: { color: DOWN_COLOR, type: 'dashed' } },
        },
      ],
    }),
    [classes, clazzId, gradeAverage, token.colorPrimary, token.colorPrimaryActive],
  );

  // Box plot per class: min, Q1, median, Q3, max of the class's scores, with the average marked.
  const spread = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, '#fa8c16'],
      grid: { left: 48, right: 24, top: 32, bottom: 32 },
      legend: { top: 0, data: ['分数分布', '平均分'] },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const i = (params as { dataIndex: number }[])[0]?.dataIndex ?? 0;
          const c = classes[i];
          return c ? boxPlotTooltip(c) : tooltipLines([]);
        },
      },
      xAxis: { type: 'category', data: classes.map((c) => c.clazzName), axisLabel: { interval: 0, formatter: shortClazz } },
      yAxis: { type: 'value', name: '分数', max: compare.data?.exam.fullScore },
      series: [
        {
          name: '分数分布',
          type: 'boxplot',
          boxWidth: [8, 28],
          itemStyle: { color: 'rgba(163, 172, 185, 0.35)', borderColor: token.colorPrimary },
          data: classes.map((c) => [c.min ?? 0, c.q1 ?? 0, c.median ?? 0, c.q3 ?? 0, c.max ?? 0]),
        },
        { name: '平均分', type: 'scatter', symbol: 'diamond', symbolSize: 10, itemStyle: { color: '#fa8c16' }, data: classes.map((c) => round(c.average)) },
      ],
    }),
    [classes, compare.data?.exam.fullScore, token.colorPrimary],
  );

  if (!isGradeLeader) return <Result status="403" title="只有年级组长或校长可以查看年级对比" />;
  if (compare.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (compare.isError) return <Result status="info" title="暂无年级对比" subTitle={compare.error.message} />;
  const g = compare.data.grade;

  const columns: ColumnsType<TCompareClazz> = [
    { title: '班级', dataIndex: 'clazzName' },
    { title: '参考人数', dataIndex: 'participants', sorter: (a, b) => a.participants - b.participants },
    { title: '平均分', dataIndex: 'average', sorter: (a, b) => compareNullable(a.average, b.average), render: (v: number | null) => fmtFixed(v) },
    { title: '最高分', dataIndex: 'max', sorter: (a, b) => compareNullable(a.max, b.max), render: (v: number | null) => fmtNum(v) },
    { title: '最低分', dataIndex: 'min', sorter: (a, b) => compareNullable(a.min, b.min), render: (v: number | null) => fmtNum(v) },
    { title: '及格率', key: 'pass', sorter: (a, b) => compareNullable(a.pass.rate, b.pass.rate), render: (_v, c) => fmtPct(c.pass.rate) },
    { title: '优秀率', key: 'excellent', sorter: (a, b) => compareNullable(a.excellent.rate, b.excellent.rate), render: (_v, c) => fmtPct(c.excellent.rate) },
    { title: '低分率', key: 'low', sorter: (a, b) => compareNullable(a.low.rate, b.low.rate), render: (_v, c) => fmtPct(c.low.rate) },
    { title: '标准差', dataIndex: 'stdDev', sorter: (a, b) => compareNullable(a.stdDev, b.stdDev), render: (v: number | null) => fmtFixed(v) },
    { title: '排名', dataIndex: 'rank', sorter: (a, b) => compareNullable(a.rank, b.rank), render: (v: number | null) => v ?? DASH },
    {
      title: '超均率',
      dataIndex: 'aboveAverageRate',
      sorter: (a, b) => compareNullable(a.aboveAverageRate, b.aboveAverageRate),
      render: (v: number | null) => <span style={{ color: v == null || v === 0 ? undefined : v > 0 ? UP_COLOR : DOWN_COLOR }}>{fmtPct(v)}</span>,
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="班级对比">
        <Table<TCompareClazz>
          rowKey="clazzId"
          size="small"
          aria-label="班级对比表"
          columns={columns}
          dataSource={classes}
          pagination={false}
          rowClassName={(c) => (c.clazzId === clazzId ? 'row-current' : '')}
          summary={() => (
            <Table.Summary.Row className="row-grade">
              <Table.Summary.Cell index={0}>年级</Table.Summary.Cell>
              <Table.Summary.Cell index={1}>{g.participants}</Table.Summary.Cell>
              <Table.Summary.Cell index={2}>{fmtFixed(g.average)}</Table.Summary.Cell>
              <Table.Summary.Cell index={3}>{fmtNum(g.max)}</Table.Summary.Cell>
              <Table.Summary.Cell index={4}>{fmtNum(g.min)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5}>{fmtPct(g.pass.rate)}</Table.Summary.Cell>
              <Table.Summary.Cell index={6}>{fmtPct(g.excellent.rate)}</Table.Summary.Cell>
              <Table.Summary.Cell index={7}>{fmtPct(g.low.rate)}</Table.Summary.Cell>
              <Table.Summary.Cell index={8}>{fmtFixed(g.stdDev)}</Table.Summary.Cell>
              <Table.Summary.Cell index={9}>-</Table.Summary.Cell>
              <Table.Summary.Cell index={10}>-</Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          排名按班级平均分；超均率 =（班级平均分 − 年级平均分）÷ 年级平均分，越高越好；低分率越低越好。
        </Typography.Text>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={`各班平均分（红色虚线为年级平均分 ${fmtFixed(g.average)}）`}>
            <EChart option={averages} height={300} ariaLabel="各班平均分与年级平均分" />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="各班分数分布（箱线图：最低分、四分位数、中位数、最高分）">
            <EChart option={spread} height={300} ariaLabel="各班分数箱线图与平均分" />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

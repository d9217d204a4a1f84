import { useMemo } from 'react';
import { Card, Col, Empty, Result, Row, Skeleton, Space, Table, Tag, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { EChartOption } from '../../../components/echart';
import { Chart } from '../components/chart';
import { clazzPointTrendQuery, type TPointTrendRow } from '../api/clazz-point-trend';
import { examCountQuery } from '../api/exam-count';
import { useClassFocus } from '../lib/class-focus-context';
import { compareNullable, DOWN_COLOR, fmtNum, fmtPct, fmtPctDiff, GRADE_SERIES_COLOR, pct, UP_COLOR } from '../../../lib/report-format';

const CHART_POINTS = 15;
const shortName = (s: string) => (s.length > 10 ? `${s.slice(0, 9)}…` : s);
const gap = (r: TPointTrendRow) => r.clazzMastery - r.gradeMastery;

/** 知识点掌握 (exampoint): the class's mastery of each knowledge point over the term against the grade. */
export default function ExamPointPage() {
  const { clazzId, clazzName, subjectId, subjectName } = useClassFocus();
  const { token } = theme.useToken();
  const points = useQuery(clazzPointTrendQuery(clazzId, subjectId));
  const counts = useQuery(examCountQuery(clazzId, subjectId));
  const rows = useMemo(() => points.data ?? [], [points.data]);
  // The chart shows the points where the class trails the grade most (the API sorts them first).
  const charted = useMemo(() => rows.slice(0, CHART_POINTS), [rows]);

  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, GRADE_SERIES_COLOR],
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => `${String(v)}%` },
      legend: { top: 0 },
      grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
      xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      yAxis: { type: 'category', inverse: true, data: charted.map((r) => shortName(r.name)), axisLabel: { fontSize: 11 } },
      series: [
        { type: 'bar', name: '班级掌握率', data: charted.map((r) => pct(r.clazzMastery)), barMaxWidth: 10 },
        { type: 'bar', name: '年级掌握率', data: charted.map((r) => pct(r.gradeMastery)), barMaxWidth: 10 },
      ],
    }),
    [charted, token.colorPrimary],
  );

  const countRows = counts.data ?? [];
  const total = countRows.reduce((s, r) => s + r.count, 0);
  const summary = (
    <Card size="small" title="本学期考试次数" className="trends-exam-count">
      {counts.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : !countRows.length ? (
        <span className="trends-legend-hint">本学期暂无考试</span>
      ) : (
        <Space size={[8, 8]} wrap aria-label="考试次数">
          <Tag color="blue">共 {total} 次</Tag>
          {countRows.map((r) => (
            <Tag key={r.type}>
              {r.typeName} {r.count} 次
            </Tag>
          ))}
        </Space>
      )}
    </Card>
  );

  if (points.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (points.isError) return <Result status="warning" title="知识点掌握情况加载失败" subTitle={points.error.message} />;
  if (!rows.length)
    return (
      <div className="trends-page">
        {summary}
        <Empty description={`本学期${clazzName}${subjectName}还没有标注知识点且已出成绩的考试`} />
      </div>
    );

  const behind = rows.filter((r) => gap(r) < 0).length;
  const columns: ColumnsType<TPointTrendRow> = [
    { title: '知识点', dataIndex: 'name', width: 200 },
    { title: '考查次数', dataIndex: 'exams', width: 84, align: 'right', sorter: (a, b) => a.exams - b.exams },
    { title: '累计分值', dataIndex: 'fullScore', width: 84, align: 'right', render: (v: number) => fmtNum(v) },
    { title: '班级掌握率', dataIndex: 'clazzMastery', width: 100, align: 'right', sorter: (a, b) => compareNullable(a.clazzMastery, b.clazzMastery), render: (v: number) => fmtPct(v) },
    { title: '年级掌握率', dataIndex: 'gradeMastery', width: 100, align: 'right', sorter: (a, b) => compareNullable(a.gradeMastery, b.gradeMastery), render: (v: number) => fmtPct(v) },
    {
      title: '与年级差值',
      key: 'gap',
      width: 100,
      align: 'right',
      sorter: (a, b) => gap(a) - gap(b),
      render: (_v, r) => <span style={{ color: gap(r) === 0 ? undefined : gap(r) > 0 ? UP_COLOR : DOWN_COLOR }}>{fmtPctDiff(r.clazzMastery, r.gradeMastery)}</span>,
    },
  ];

  return (
    <Row gutter={[12, 12]}>
      <Col span={24}>{summary}</Col>
      <Col xs={24} xl={14}>
        <Card size="small" title={`知识点掌握情况（${rows.length}个，低于年级${behind}个，按与年级差值从低到高）`}>
          <Table<TPointTrendRow>
            rowKey="kpId"
            size="small"
            aria-label="知识点掌握表"
            columns={columns}
            dataSource={rows}
            pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title={`与年级差距最大的${charted.length}个知识点`}>
          <Chart option={option} height={Math.max(320, charted.length * 30 + 60)} ariaLabel={`${clazzName}知识点掌握率：班级与年级对比`} />
        </Card>
      </Col>
    </Row>
  );
}

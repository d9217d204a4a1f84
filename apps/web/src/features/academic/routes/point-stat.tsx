import { useMemo } from 'react';
import { Card, Col, Empty, Result, Row, Skeleton, Table, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { EChart, type EChartOption } from '../../../components/echart';
import { clazzPointsQuery, type TPointRow } from '../api/clazz-points';
import { useExamDetail } from '../lib/exam-detail-context';
import { compareNullable, DOWN_COLOR, fmtNum, fmtPct, fmtPctDiff, GRADE_SERIES_COLOR, roundTo, UP_COLOR } from '../../../lib/report-format';

const pct = (r: number | null) => (r == null ? 0 : roundTo(r * 100, 1));
const shortName = (s: string) => (s.length > 7 ? `${s.slice(0, 6)}…` : s);

/** 知识点 (pointstat): mastery per knowledge point, class against grade, weakest first. */
export default function PointStatPage() {
  const { examId, clazzId } = useExamDetail();
  const { token } = theme.useToken();
  const points = useQuery(clazzPointsQuery(examId, clazzId));
  const rows = useMemo(() => [...(points.data ?? [])].sort((a, b) => compareNullable(a.clazzMastery, b.clazzMastery)), [points.data]);

  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, GRADE_SERIES_COLOR],
      legend: { bottom: 0 },
      tooltip: { trigger: 'item' },
      radar: {
        radius: '52%',
        center: ['50%', '48%'],
        indicator: rows.map((r) => ({ name: shortName(r.name), max: 100 })),
        axisName: { color: token.colorTextSecondary, fontSize: 11 },
      },
      series: [
        {
          type: 'radar',
          data: [
            { name: '班级掌握率', value: rows.map((r) => pct(r.clazzMastery)), areaStyle: { opacity: 0.15 } },
            { name: '年级掌握率', value: rows.map((r) => pct(r.gradeMastery)), lineStyle: { type: 'dashed' } },
          ],
        },
      ],
    }),
    [rows, token.colorPrimary, token.colorTextSecondary],
  );

  if (points.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (points.isError) return <Result status="info" title="暂无知识点分析" subTitle={points.error.message} />;
  if (!rows.length) return <Empty description="该试卷没有标注知识点" />;

  const columns: ColumnsType<TPointRow> = [
    { title: '知识点', dataIndex: 'name', width: 180 },
    { title: '题号', dataIndex: 'questionNos', width: 90, render: (v: string[]) => v.join('、') },
    { title: '分值', dataIndex: 'fullScore', width: 64, render: (v: number) => fmtNum(v) },
    { title: '班级掌握率', dataIndex: 'clazzMastery', width: 100, sorter: (a, b) => compareNullable(a.clazzMastery, b.clazzMastery), render: (v: number | null) => fmtPct(v) },
    { title: '年级掌握率', dataIndex: 'gradeMastery', width: 100, sorter: (a, b) => compareNullable(a.gradeMastery, b.gradeMastery), render: (v: number | null) => fmtPct(v) },
    {
      title: '差值',
      key: 'diff',
      width: 80,
      sorter: (a, b) => compareNullable(a.clazzMastery != null && a.gradeMastery != null ? a.clazzMastery - a.gradeMastery : null, b.clazzMastery != null && b.gradeMastery != null ? b.clazzMastery - b.gradeMastery : null),
      render: (_v, r) => {
        const d = r.clazzMastery != null && r.gradeMastery != null ? r.clazzMastery - r.gradeMastery : null;
        return <span style={{ color: d == null || d === 0 ? undefined : d > 0 ? UP_COLOR : DOWN_COLOR }}>{fmtPctDiff(r.clazzMastery, r.gradeMastery)}</span>;
      },
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card size="small" title="知识点掌握率雷达图">
          <EChart option={option} height={420} ariaLabel="知识点掌握率：班级与年级对比" />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card size="small" title="知识点掌握情况（按班级掌握率从低到高）">
          <Table<TPointRow> rowKey="kpId" size="small" aria-label="知识点掌握表" columns={columns} dataSource={rows} pagination={rows.length > 50 ? { pageSize: 50 } : false} />
        </Card>
      </Col>
    </Row>
  );
}

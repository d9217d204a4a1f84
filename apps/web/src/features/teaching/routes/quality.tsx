import { useMemo, useState } from 'react';
import { Alert, Card, Col, Empty, Row, Select, Skeleton, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { VALUE_ADDED_ALERT, type TTeachingQualityMatrix, type TTeachingQualityRow } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { TeachingChart } from '../components/chart';
import { compareNullable, DOWN_COLOR, fmtFixed, fmtPct, round, roundTo, UP_COLOR } from '../../../lib/report-format';
import { DownloadButton } from '../components/download-button';
import { downloadQuality, useTeachingQuality } from '../api/quality';
import { useTeachingFilter } from './teaching-layout';

const signed = (v: number | null, digits = 2) => (v == null ? '-' : `${v > 0 ? '+' : ''}${fmtFixed(v, digits)}`);
const signedPct = (v: number | null) => (v == null ? '-' : `${v > 0 ? '+' : ''}${fmtPct(v)}`);
const tone = (v: number | null) => (v == null || Math.abs(v) < 1e-9 ? undefined : v > 0 ? UP_COLOR : DOWN_COLOR);
/** '高一(1)班' -> '(1)班' on crowded axes. */
const shortClazz = (name: string) => name.replace(/^[^(（]+(?=[(（])/, '');
const matrixKey = (m: Pick<TTeachingQualityMatrix, 'gradeId' | 'subjectId'>) => `${m.gradeId}-${m.subjectId}`;

const COLUMNS: ColumnsType<TTeachingQualityRow> = [
  { title: '年级', dataIndex: 'gradeName', width: 70 },
  { title: '学科', dataIndex: 'subjectName', width: 70 },
  { title: '班级', dataIndex: 'clazzName', width: 110, sorter: (a, b) => a.clazzName.localeCompare(b.clazzName, 'zh-CN', { numeric: true }) },
  { title: '任课教师', dataIndex: 'teacherNames', width: 110, render: (v: string[]) => (v.length ? v.join('、') : '-') },
  { title: '考试次数', dataIndex: 'examCount', align: 'right', width: 90 },
  { title: '首次均值Z', dataIndex: 'firstZ', align: 'right', width: 100, render: (v: number | null) => signed(v) },
  { title: '末次均值Z', dataIndex: 'lastZ', align: 'right', width: 100, render: (v: number | null) => signed(v) },
  {
    title: '增值',
    dataIndex: 'valueAdded',
    align: 'right',
    width: 80,
    sorter: (a, b) => compareNullable(a.valueAdded, b.valueAdded),
    render: (v: number | null) => <span style={{ color: tone(v), fontWeight: 600 }}>{signed(v)}</span>,
  },
  { title: '及格率变化', dataIndex: 'passChange', align: 'right', width: 100, sorter: (a, b) => compareNullable(a.passChange, b.passChange), render: (v: number | null) => <span style={{ color: tone(v) }}>{signedPct(v)}</span> },
  { title: '优秀率变化', dataIndex: 'excellentChange', align: 'right', width: 100, sorter: (a, b) => compareNullable(a.excellentChange, b.excellentChange), render: (v: number | null) => <span style={{ color: tone(v) }}>{signedPct(v)}</span> },
  { title: '末次及格率', dataIndex: 'lastPassRate', align: 'right', width: 100, render: (v: number | null) => fmtPct(v) },
  {
    title: '预警',
    dataIndex: 'flagged',
    width: 90,
    filters: [{ text: '需关注', value: true }],
    onFilter: (v, r) => r.flagged === v,
    render: (f: boolean, r) =>
      f ? (
        <Tooltip title={r.reasons.join('；')}>
          <Tag color="error">需关注</Tag>
        </Tooltip>
      ) : (
        <Tag>正常</Tag>
      ),
  },
];

function zLineOption(m: TTeachingQualityMatrix): EChartOption {
  return {
    grid: { left: 48, right: 24, top: 48, bottom: 40 },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: m.exams.map((e) => `${e.examName}\n${e.examDate.slice(5)}`) },
    yAxis: { type: 'value', name: '班级均值Z' },
    series: m.rows.map((r) => ({ name: r.clazzName, type: 'line', connectNulls: true, data: r.z.map((z) => round(z, 2)) })),
  };
}

function valueAddedOption(rows: readonly TTeachingQualityRow[]): EChartOption {
  return {
    grid: { left: 48, right: 24, top: 24, bottom: 40 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: rows.map((r) => shortClazz(r.clazzName)), axisLabel: { interval: 0, rotate: rows.length > 10 ? 30 : 0 } },
    // The warning line stays on the chart even when every class is above it.
    yAxis: { type: 'value', name: '增值', min: (v: { min: number }) => roundTo(Math.min(v.min, VALUE_ADDED_ALERT) - 0.05, 2) },
    series: [
      {
        name: '增值',
        type: 'bar',
        barMaxWidth: 32,
        data: rows.map((r) => ({ value: round(r.valueAdded, 2) ?? 0, itemStyle: { color: (r.valueAdded ?? 0) <= VALUE_ADDED_ALERT ? DOWN_COLOR : (r.valueAdded ?? 0) >= 0 ? UP_COLOR : '#faad14' } })),
        markLine: { symbol: 'none', data: [{ yAxis: VALUE_ADDED_ALERT, name: '预警线' }], label: { formatter: `预警线 ${VALUE_ADDED_ALERT}` }, lineStyle: { color: DOWN_COLOR, type: 'dashed' } },
      },
    ],
  };
}

/** 教学质量: value added per class and teacher, rate changes, warnings and the class × exam matrix. */
export default function TeachingQualityPage() {
  const { filter } = useTeachingFilter();
  const quality = useTeachingQuality(filter);
  const [chosen, setChosen] = useState<string | null>(null);
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const data = quality.data;
  const matrix = data?.matrices.find((m) => matrixKey(m) === chosen) ?? data?.matrices[0];
  const matrixRows = useMemo(() => (data && matrix ? data.rows.filter((r) => r.gradeId === matrix.gradeId && r.subjectId === matrix.subjectId) : []), [data, matrix]);
  const line = useMemo(() => (matrix ? zLineOption(matrix) : null), [matrix]);
  const bars = useMemo(() => valueAddedOption(matrixRows), [matrixRows]);

  if (quality.isPending) return <Skeleton active />;
  if (!data) return null;
  if (!data.rows.length || !matrix) {
    return (
      <Card>
        <Empty description="所选范围内没有考试" />
      </Card>
    );
  }
  const flagged = data.rows.filter((r) => r.flagged);
  const matrixColumns: ColumnsType<TTeachingQualityMatrix['rows'][number]> = [
    { title: '班级', dataIndex: 'clazzName', fixed: 'left', width: 110 },
    { title: '任课教师', dataIndex: 'teacherNames', width: 110, render: (v: string[]) => (v.length ? v.join('、') : '-') },
    ...matrix.exams.map((e, i) => ({
      key: String(e.examId),
      title: (
        <span>
          {e.examName}
          <br />
          <Typography.Text type="secondary">{e.examDate}</Typography.Text>
        </span>
      ),
      align: 'right' as const,
      width: 110,
      render: (_: unknown, r: TTeachingQualityMatrix['rows'][number]) => <span style={{ color: tone(r.z[i] ?? null) }}>{signed(r.z[i] ?? null)}</span>,
    })),
  ];
  return (
    <>
      <Card>
        <div className="teaching-toolbar">
          <span>年级学科</span>
          <Select
            aria-label="年级学科"
            style={{ width: 160 }}
            value={matrixKey(matrix)}
            options={data.matrices.map((m) => ({ value: matrixKey(m), label: `${m.gradeName}${m.subjectName}` }))}
            onChange={setChosen}
          />
          {flagged.length ? <Alert type="warning" showIcon title={`${flagged.length} 个班级学科需关注`} style={{ padding: '2px 12px' }} /> : <Alert type="success" showIcon title="没有需要关注的班级" style={{ padding: '2px 12px' }} />}
          <DownloadButton download={() => downloadQuality(filter)} />
        </div>
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={14}>
          <Card title={`${matrix.gradeName}${matrix.subjectName} 班级均值Z走势`}>{line && <TeachingChart option={line} height={300} ariaLabel="班级均值Z走势图" />}</Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={`${matrix.gradeName}${matrix.subjectName} 增值（末次−首次）`}>
            <TeachingChart option={bars} height={300} ariaLabel="班级增值柱状图" />
          </Card>
        </Col>
      </Row>
      <Card title={`${matrix.gradeName}${matrix.subjectName} 教师×考试（班级均值Z）`} styles={{ body: { padding: 0 } }}>
        <Table aria-label="教师×考试均值Z" size="small" rowKey="clazzId" columns={matrixColumns} dataSource={matrix.rows} pagination={false} scroll={{ x: 240 + matrix.exams.length * 110 }} />
      </Card>
      <Card
        title="增值评价"
        extra={
          <span>
            只看需关注 <Switch size="small" checked={onlyFlagged} onChange={setOnlyFlagged} aria-label="只看需关注" />
          </span>
        }
        styles={{ body: { padding: 0 } }}
      >
        <Table<TTeachingQualityRow>
          aria-label="增值评价"
          size="small"
          rowKey={(r) => `${r.gradeId}-${r.subjectId}-${r.clazzId}`}
          columns={COLUMNS}
          dataSource={onlyFlagged ? flagged : data.rows}
          scroll={{ x: 1200 }}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        />
        <Typography.Paragraph type="secondary" style={{ margin: 12 }}>
          均值Z：班级学生标准分（相对年级平均分与标准差）的平均；增值 = 末次考试均值Z − 首次考试均值Z。增值不高于{VALUE_ADDED_ALERT}，或及格率、优秀率连续两次下降的班级标为需关注。
        </Typography.Paragraph>
      </Card>
    </>
  );
}

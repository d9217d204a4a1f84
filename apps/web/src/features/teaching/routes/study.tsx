import { useMemo, useState } from 'react';
import { Card, Col, Empty, Row, Segmented, Skeleton, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TTeachingStudy, TTeachingStudyRow, TTeachingWeakPoint } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { TeachingChart } from '../components/chart';
import { compareNullable, fmtFixed, fmtPct, pct } from '../../../lib/report-format';
import { useTeachingStudy } from '../api/study';
import { useTeachingFilter } from './teaching-layout';

type Metric = 'scoreRate' | 'passRate' | 'excellentRate';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'scoreRate', label: '得分率' },
  { value: 'passRate', label: '及格率' },
  { value: 'excellentRate', label: '优秀率' },
];

type ExamRow = TTeachingStudyRow & { key: string; children?: ExamRow[] };

/** One row per exam (the grade's figures) with its classes beneath. */
function examTree(rows: readonly TTeachingStudyRow[]): ExamRow[] {
  const out: ExamRow[] = [];
  const byExam = new Map<number, ExamRow>();
  for (const r of rows) {
    if (r.clazzId == null) {
      const parent: ExamRow = { ...r, key: `e${r.examId}`, children: [] };
      byExam.set(r.examId, parent);
      out.push(parent);
    } else byExam.get(r.examId)?.children?.push({ ...r, key: `e${r.examId}c${r.clazzId}` });
  }
  for (const r of out) if (!r.children?.length) delete r.children;
  return out;
}

const rateColumn = (title: string, key: Metric): ColumnsType<ExamRow>[number] => ({ title, dataIndex: key, align: 'right', width: 90, render: (v: number | null) => fmtPct(v), sorter: (a, b) => compareNullable(a[key], b[key]) });

const EXAM_COLUMNS: ColumnsType<ExamRow> = [
  { title: '考试', dataIndex: 'examName', width: 220, render: (v: string, r) => (r.clazzId == null ? v : r.clazzName), ellipsis: true },
  { title: '日期', dataIndex: 'examDate', width: 110, sorter: (a, b) => a.examDate.localeCompare(b.examDate), defaultSortOrder: 'descend' },
  { title: '年级', dataIndex: 'gradeName', width: 70 },
  { title: '学科', dataIndex: 'subjectName', width: 70 },
  { title: '范围', dataIndex: 'clazzName', width: 110 },
  { title: '参考人数', dataIndex: 'participants', align: 'right', width: 90, sorter: (a, b) => a.participants - b.participants },
  { title: '平均分', dataIndex: 'average', align: 'right', width: 80, render: (v: number | null) => fmtFixed(v), sorter: (a, b) => compareNullable(a.average, b.average) },
  rateColumn('得分率', 'scoreRate'),
  rateColumn('及格率', 'passRate'),
  rateColumn('优秀率', 'excellentRate'),
];

const WEAK_COLUMNS: ColumnsType<TTeachingWeakPoint> = [
  { title: '年级', dataIndex: 'gradeName', width: 70 },
  { title: '学科', dataIndex: 'subjectName', width: 70 },
  { title: '知识点', dataIndex: 'kpName' },
  { title: '考查次数', dataIndex: 'examCount', align: 'right', width: 90, sorter: (a, b) => a.examCount - b.examCount },
  { title: '得分率', dataIndex: 'scoreRate', align: 'right', width: 90, render: (v: number) => fmtPct(v), sorter: (a, b) => a.scoreRate - b.scoreRate, defaultSortOrder: 'ascend' },
];

function trendOption(data: TTeachingStudy, metric: Metric, byClass: boolean): EChartOption {
  const series = data.series.filter((s) => (byClass ? s.clazzId != null : s.clazzId == null));
  const several = new Set(series.map((s) => s.gradeId)).size > 1;
  const nameOf = (s: TTeachingStudy['series'][number]) => `${several ? s.gradeName : ''}${s.subjectName}${s.clazzId != null ? ` ${s.clazzName}` : ''}`;
  // Dozens of lines (every grade × subject of the school) are unreadable: the first grade's are
  // shown, the others are one legend click away.
  const firstGrade = series[0]?.gradeId;
  const selected = series.length > 12 ? Object.fromEntries(series.map((s) => [nameOf(s), s.gradeId === firstGrade])) : undefined;
  return {
    grid: { left: 48, right: 24, top: 48, bottom: 32 },
    legend: { top: 0, type: 'scroll', selected },
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
    xAxis: { type: 'category', data: data.buckets.map((b) => b.label) },
    // From a round ten below the lowest point, so that differences of a few percent show.
    yAxis: { type: 'value', name: '%', min: (v: { min: number }) => Math.max(0, Math.floor(v.min / 10) * 10 - 10), max: 100 },
    series: series.map((s) => ({
      name: nameOf(s),
      type: 'line',
      connectNulls: true,
      data: s.points.map((p) => pct(p?.[metric] ?? null)),
    })),
  };
}

function weakOption(points: readonly TTeachingWeakPoint[]): EChartOption {
  const top = points.slice(0, 10).reverse();
  const several = new Set(top.map((p) => p.gradeId)).size > 1;
  return {
    grid: { left: 184, right: 48, top: 8, bottom: 24 },
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${String(v)}%` },
    xAxis: { type: 'value', min: 0, max: 100, name: '%' },
    yAxis: { type: 'category', data: top.map((p) => `${several ? p.gradeName : ''}${p.subjectName}·${p.kpName}`), axisLabel: { width: 160, overflow: 'truncate' } },
    series: [{ name: '得分率', type: 'bar', barMaxWidth: 18, data: top.map((p) => pct(p.scoreRate)), label: { show: true, position: 'right', formatter: '{c}%' } }],
  };
}

/** 学情概况: how learning is going in the period. */
export default function TeachingStudyPage() {
  const { filter } = useTeachingFilter();
  const study = useTeachingStudy(filter);
  const [metric, setMetric] = useState<Metric>('scoreRate');
  const byClass = filter.clazzIds.length > 0 || filter.teacherId != null;
  const data = study.data;
  const tree = useMemo(() => examTree(data?.rows ?? []), [data]);
  const trend = useMemo(() => (data ? trendOption(data, metric, byClass) : null), [data, metric, byClass]);
  const weak = useMemo(() => weakOption(data?.weakPoints ?? []), [data]);

  if (study.isPending) return <Skeleton active />;
  if (!data) return null;
  if (!data.rows.length) {
    return (
      <Card>
        <Empty description="所选范围内没有考试" />
      </Card>
    );
  }
  const s = data.summary;
  return (
    <>
      <Card>
        <Row gutter={16} className="teaching-stats">
          <Col xs={12} md={4}><Statistic title="考试（学科场次）" value={s.examCount} /></Col>
          <Col xs={12} md={4}><Statistic title="参考人次" value={s.participants} /></Col>
          <Col xs={12} md={4}><Statistic title="平均得分率" value={fmtPct(s.scoreRate)} /></Col>
          <Col xs={12} md={4}><Statistic title="及格率" value={fmtPct(s.passRate)} /></Col>
          <Col xs={12} md={4}><Statistic title="优秀率" value={fmtPct(s.excellentRate)} /></Col>
          <Col xs={12} md={4}><Statistic title="已标注知识点的考试" value={s.taggedExamCount} /></Col>
        </Row>
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card
            title={`成绩趋势（${byClass ? '所选班级' : '年级整体'}，按${data.scope.cycleType === 'week' ? '周' : data.scope.cycleType === 'month' ? '月' : '学期'}）`}
            extra={<Segmented<Metric> aria-label="趋势指标" value={metric} options={METRICS} onChange={setMetric} />}
          >
            {trend && <TeachingChart option={trend} height={340} ariaLabel="成绩趋势图" />}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="薄弱知识点（得分率最低）">
            {data.weakPoints.length ? (
              <TeachingChart option={weak} height={340} ariaLabel="薄弱知识点得分率图" />
            ) : (
              <Empty description="所选范围内的考试还没有标注知识点" />
            )}
          </Card>
        </Col>
      </Row>
      <Card title="考试成绩" styles={{ body: { padding: 0 } }}>
        <Table<ExamRow> aria-label="考试成绩" size="small" rowKey="key" columns={EXAM_COLUMNS} dataSource={tree} pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }} scroll={{ x: 900 }} />
      </Card>
      {data.weakPoints.length > 0 && (
        <Card title="薄弱知识点明细" styles={{ body: { padding: 0 } }}>
          <Table<TTeachingWeakPoint> aria-label="薄弱知识点" size="small" rowKey={(r) => `${r.gradeId}-${r.subjectId}-${r.kpId}`} columns={WEAK_COLUMNS} dataSource={data.weakPoints} pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }} />
          <Typography.Paragraph type="secondary" style={{ margin: 12 }}>
            得分率为所选时段内各次已标注考试中该知识点题目的得分之和除以满分之和（年级整体），每个年级学科列出最低的10个。
          </Typography.Paragraph>
        </Card>
      )}
    </>
  );
}

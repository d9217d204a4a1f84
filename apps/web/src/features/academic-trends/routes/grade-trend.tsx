import { useEffect, useMemo, useState } from 'react';
import { Card, Empty, Result, Segmented, Select, Skeleton, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import type { EChartOption } from '../../../components/echart';
import { Chart } from '../components/chart';
import type { TGradeTrend } from '@app/contract';
import { gradeTrendQuery } from '../api/grade-trend';
import { SubjectTag } from '../components/subject-tag';
import { fmtNum, fmtPct, GRADE_SERIES_COLOR, pct, positiveInt, round } from '../../../lib/report-format';
import { axisExamLabel, shortExamName } from '../lib/format';
import { useClazzChoice } from '../lib/use-clazz-choice';
import '../trends.css';

type Metric = 'average' | 'rank' | 'passRate' | 'excellentRate';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'average', label: '平均分' },
  { value: 'rank', label: '班级排名' },
  { value: 'passRate', label: '及格率' },
  { value: 'excellentRate', label: '优秀率' },
];
const PALETTE = ['#1677ff', '#13a89e', '#fa8c16', '#eb2f96', '#722ed1', '#52c41a', '#d4b106', '#8c564b', '#f5222d', '#08979c', '#a0d911', '#597ef7'];

type Row = TGradeTrend['classes'][number]['rows'][number];
type ClazzLine = { clazzId: number; clazzName: string; byExam: Map<number, Row> };

const valueOf = (r: Row | undefined, m: Metric): number | null => {
  if (!r) return null;
  if (m === 'average') return round(r.average);
  if (m === 'rank') return r.rank;
  return pct(r[m]);
};

/** /academic/trend (成绩趋势): the classes of a grade over the term in the current subject, with the grade average. */
export default function GradeTrendPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const choice = useClazzChoice();
  const { clazzList, clazz, update, navigating } = choice;
  const grades = useMemo(() => [...new Map(clazzList.map((c) => [c.gradeId, c.gradeName])).entries()].map(([value, label]) => ({ value, label })), [clazzList]);
  const urlGradeId = positiveInt(search.get('gradeId'));
  const gradeId = grades.find((g) => g.value === urlGradeId)?.value ?? clazz?.gradeId ?? null;
  const classes = useMemo(() => clazzList.filter((c) => c.gradeId === gradeId), [clazzList, gradeId]);
  const [metric, setMetric] = useState<Metric>('average');

  const trend = useQuery(gradeTrendQuery(classes.length ? gradeId : null, session.subjectId));

  // Keep the grade in the URL once known.
  useEffect(() => {
    if (!navigating.now() && gradeId != null && urlGradeId !== gradeId) update({ gradeId: String(gradeId) }, true);
  }, [gradeId, urlGradeId, navigating.pending]);

  const { exams, lines } = useMemo(() => {
    const data = trend.data;
    if (!data) return { exams: [], lines: [] as ClazzLine[] };
    return { exams: data.exams, lines: data.classes.map((c) => ({ clazzId: c.clazzId, clazzName: c.clazzName, byExam: new Map(c.rows.map((r) => [r.examId, r])) })) };
  }, [trend.data]);

  const option = useMemo<EChartOption>(() => {
    const classSeries = lines.map((l, i) => ({
      type: 'line' as const,
      name: l.clazzName,
      data: exams.map((e) => valueOf(l.byExam.get(e.examId), metric)),
      symbolSize: 6,
      connectNulls: true,
      color: PALETTE[i % PALETTE.length],
    }));
    const gradeSeries =
      metric === 'average'
        ? [{ type: 'line' as const, name: '年级平均分', data: exams.map((e) => round(e.gradeAverage)), lineStyle: { type: 'dashed' as const, width: 3 }, symbolSize: 6, color: GRADE_SERIES_COLOR }]
        : [];
    return {
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : metric === 'rank' ? `第${String(v)}名` : metric === 'average' ? String(v) : `${String(v)}%`) },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 52, right: 24, top: 48, bottom: 56 },
      xAxis: { type: 'category', data: exams.map((e) => shortExamName(e.name)), axisLabel: { interval: 0, rotate: exams.length > 6 ? 30 : 0, fontSize: 11, formatter: axisExamLabel } },
      yAxis:
        metric === 'rank'
          ? { type: 'value', name: '名次', inverse: true, min: 1, max: Math.max(1, lines.length), minInterval: 1 }
          : { type: 'value', name: metric === 'average' ? '分' : '%', min: metric === 'average' ? undefined : 0, max: metric === 'average' ? undefined : 100, scale: metric === 'average' },
      series: [...classSeries, ...gradeSeries],
    };
  }, [exams, lines, metric]);

  const filterBar = (
    <Card size="small" className="trends-filter-bar">
      <Space size={16} wrap>
        {grades.length > 1 && (
          <Space size={6}>
            <span className="filter-label">年级</span>
            <Select aria-label="年级" style={{ width: 120 }} value={gradeId ?? undefined} options={grades} onChange={(v: number) => update({ gradeId: String(v) })} />
          </Space>
        )}
        <SubjectTag name={session.subjectName} />
        <Space size={6}>
          <span className="filter-label">指标</span>
          <Segmented<Metric> aria-label="指标" options={METRICS} value={metric} onChange={setMetric} />
        </Space>
      </Space>
    </Card>
  );

  let body;
  if (choice.loading) body = <Spin style={{ display: 'block', margin: 48 }} />;
  else if (choice.failed) body = <Result status="warning" title="加载失败" subTitle="无法加载本学期的班级，请稍后刷新重试" />;
  else if (session.subjectId == null) body = <Empty description="请先在页面右上角选择学科" />;
  else if (!classes.length) body = <Empty description={`本学期没有您可查看${session.subjectName}成绩的班级`} />;
  else if (trend.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (trend.isError) body = <Result status="warning" title="加载失败" subTitle={trend.error.message || '无法加载各班成绩趋势，请稍后刷新重试'} />;
  else if (!lines.length) body = <Empty description={`本学期没有您可查看${session.subjectName}成绩的班级`} />;
  else if (!exams.length) body = <Empty description={`本学期${session.subjectName}还没有已出成绩的考试`} />;
  else {
    const columns: ColumnsType<ClazzLine> = [
      { title: '班级', dataIndex: 'clazzName', fixed: 'left', width: 100 },
      ...exams.map((e) => ({
        title: (
          <span title={`${e.name}（${e.examDate}，满分${fmtNum(e.fullScore)}）`}>
            {shortExamName(e.name)}
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 11, fontWeight: 400 }}>
              年级 {fmtNum(e.gradeAverage, 1)}
            </Typography.Text>
          </span>
        ),
        key: String(e.examId),
        width: 110,
        align: 'right' as const,
        render: (_v: unknown, l: ClazzLine) => {
          const r = l.byExam.get(e.examId);
          if (!r) return <Typography.Text type="secondary">未参加</Typography.Text>;
          return (
            <span className="trends-num">
              {fmtNum(r.average, 1)}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {' '}
                ({r.rank ?? '-'})
              </Typography.Text>
            </span>
          );
        },
      })),
      {
        title: '平均排名',
        key: 'avgRank',
        width: 90,
        align: 'right',
        fixed: 'right',
        render: (_v, l) => {
          const ranks = [...l.byExam.values()].map((r) => r.rank).filter((r): r is number => r != null);
          return ranks.length ? fmtNum(ranks.reduce((s, r) => s + r, 0) / ranks.length, 1) : '-';
        },
      },
      {
        title: '平均及格率',
        key: 'avgPass',
        width: 100,
        align: 'right',
        fixed: 'right',
        render: (_v, l) => {
          const rates = [...l.byExam.values()].map((r) => r.passRate).filter((r): r is number => r != null);
          return rates.length ? fmtPct(rates.reduce((s, r) => s + r, 0) / rates.length) : '-';
        },
      },
    ];
    body = (
      <div className="trends-page">
        <Card size="small" title={`${classes[0]?.gradeName ?? ''}${session.subjectName}各班${METRICS.find((m) => m.value === metric)?.label}走势（${lines.length}个班级）`} extra={<span className="trends-legend-hint">点击图例可显示或隐藏班级</span>}>
          <Chart option={option} height={400} ariaLabel={`各班${METRICS.find((m) => m.value === metric)?.label}走势：${lines.map((l) => l.clazzName).join('、')}`} />
        </Card>
        <Card size="small" title="各班平均分（括号内为班级排名）">
          <Table<ClazzLine> rowKey="clazzId" size="small" aria-label="各班成绩趋势表" columns={columns} dataSource={lines} pagination={false} scroll={{ x: 100 + exams.length * 110 + 190 }} />
        </Card>
      </div>
    );
  }

  return (
    <div className="trends-page">
      {filterBar}
      {body}
    </div>
  );
}

import { useMemo } from 'react';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import type { TWriteResults } from '@app/contract/writing';
import type { EChartOption } from '../../../components/echart';
import { paths } from '../../../app/paths';
import '../write.css';
import { SafeChart } from '../../../components/safe-chart';
import { useIdParam } from '../../../lib/id-param';
import { useWriteResults } from '../api/results';
import { WriteReportFrame } from '../components/report-frame';
import { avgScore, avgWords, BAND_NAMES } from '../lib/format';

type ClazzRow = TWriteResults['clazzes'][number];

/** Band colours, lowest (第一档) to highest (第五档). */
const BAND_COLORS = ['#f4664a', '#faad14', '#c0ca33', '#5b8ff9', '#13a89e'];

/** The stacked bars of the bands per class: one series per band, lowest first, counts of essays. */
export function bandChartOption(data: TWriteResults): EChartOption {
  return {
    // ECharts' aria component writes its own description over the container's label: give it the chart's name.
    aria: { enabled: true, label: { description: '各班档次分布堆叠柱状图' } },
    color: BAND_COLORS,
    grid: { left: 48, right: 24, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => `${String(v ?? 0)}篇` },
    xAxis: { type: 'category', data: data.clazzes.map((c) => c.clazzName) },
    yAxis: { type: 'value', name: '篇', minInterval: 1 },
    series: BAND_NAMES.map((name, i) => ({
      name,
      type: 'bar' as const,
      stack: 'bands',
      barMaxWidth: 48,
      data: data.clazzes.map((c) => c.bands[i] ?? 0),
      label: { show: true, formatter: (p: { value: unknown }) => (Number(p.value) > 0 ? String(p.value) : '') },
    })),
  };
}

function columns(open: (clazzId: number) => void): ColumnsType<ClazzRow> {
  return [
    {
      title: '班级',
      dataIndex: 'clazzName',
      width: 110,
      fixed: 'left',
      render: (v: string, r) => (
        <Typography.Link onClick={() => open(r.clazzId)} aria-label={`${v}的作文`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: '人数', dataIndex: 'studentCount', width: 64, align: 'right' },
    { title: '已提交', dataIndex: 'submittedCount', width: 72, align: 'right' },
    { title: '已批改', dataIndex: 'scoredCount', width: 72, align: 'right' },
    { title: '平均分', dataIndex: 'avgScore', width: 80, align: 'right', render: (v: number | null) => avgScore(v) },
    { title: '平均建议分', dataIndex: 'avgSuggested', width: 96, align: 'right', render: (v: number | null) => avgScore(v) },
    { title: '平均词数', dataIndex: 'avgWords', width: 84, align: 'right', render: (v: number | null) => avgWords(v) },
    {
      title: '档次分布（篇）',
      children: [...BAND_NAMES].reverse().map((name) => {
        const i = BAND_NAMES.indexOf(name);
        return { title: name, key: `band${i + 1}`, width: 68, align: 'right' as const, render: (_: unknown, r: ClazzRow) => r.bands[i] ?? 0 };
      }),
    },
  ];
}

/** /write/report/results?taskId=: each class's submissions, averages and bands, and the misspellings most students made. */
export default function WriteResultsPage() {
  const navigate = useNavigate();
  const taskId = useIdParam('taskId');
  const results = useWriteResults(taskId);
  const data = results.data;
  const option = useMemo(() => (data ? bandChartOption(data) : null), [data]);
  const back = <Button onClick={() => navigate(paths.writeList)}>返回写作任务</Button>;
  if (taskId == null) return <Result status="warning" title="没有指定写作任务" extra={back} />;
  if (results.isError) return <Result status="warning" title="报告无法打开" subTitle={results.error.message} extra={back} />;
  if (!data || !option) return <Card size="small"><Skeleton active /></Card>;
  const t = data.task;
  const open = (clazzId: number) => navigate(`${paths.writeDetails}?taskId=${t.taskId}&clazzId=${clazzId}`);
  const essays = data.clazzes.reduce((n, c) => n + c.bands.reduce((a, b) => a + b, 0), 0);
  return (
    <WriteReportFrame task={t} active="results">
      <Card size="small" className="vocab-card">
        <Row gutter={16} className="vocab-stats">
          <Col span={6}>
            <Statistic title="提交人数" value={t.submittedCount} suffix={`/ ${t.studentCount}`} />
          </Col>
          <Col span={6}>
            <Statistic title="已批改" value={t.scoredCount} suffix={`/ ${t.submittedCount}`} />
            <div className="vocab-muted">{t.submittedCount > t.scoredCount ? `还有 ${t.submittedCount - t.scoredCount} 篇待批改` : '已全部批改'}</div>
          </Col>
          <Col span={6}>
            <Statistic title="满分" value={t.fullScore} suffix="分" />
            <div className="vocab-muted">
              {t.kindName}，{t.minWords}-{t.maxWords}词
            </div>
          </Col>
          <Col span={6}>
            <Statistic title="常见拼写错误" value={data.commonMisspellings.length} suffix="个" />
            <div className="vocab-muted">按犯错人数排序，见下方</div>
          </Col>
        </Row>
      </Card>
      <Card size="small" className="vocab-card" title="各班档次分布">
        <Typography.Paragraph type="secondary" className="write-note">
          每篇作文按教师评分计入档次，未评分的按智能批改建议分（仅供参考）计入。
        </Typography.Paragraph>
        {essays > 0 ? <SafeChart failedClassName="write-chart-failed" option={option} height={300} ariaLabel="各班档次分布堆叠柱状图" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有学生提交作文" />}
      </Card>
      <Card size="small" className="vocab-card" title="各班结果">
        <Table<ClazzRow> size="middle" aria-label="各班结果" rowKey="clazzId" pagination={false} bordered dataSource={data.clazzes} columns={columns(open)} scroll={{ x: 'max-content' }} />
        <div className="vocab-muted write-note">平均分为教师评分的平均，平均建议分为智能批改建议分的平均（仅供参考）。</div>
      </Card>
      <Card size="small" className="vocab-card" title="常见拼写错误">
        <Table
          size="small"
          aria-label="常见拼写错误"
          rowKey="word"
          className="write-misspellings"
          pagination={false}
          dataSource={data.commonMisspellings}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有发现拼写错误" /> }}
          columns={[
            { title: '序号', key: 'no', width: 60, render: (_: unknown, _r: unknown, i: number) => i + 1 },
            { title: '拼错的单词', dataIndex: 'word', render: (v: string) => <span className="write-misspelled">{v}</span> },
            { title: '人数', dataIndex: 'students', width: 90, align: 'right' as const, render: (v: number) => `${v}人` },
          ]}
        />
      </Card>
    </WriteReportFrame>
  );
}

import { useMemo } from 'react';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import type { TVocabResults } from '@app/contract/vocabulary';
import type { EChartOption } from '../../../components/echart';
import { paths } from '../../../app/paths';
import { useVocabResults } from '../api/results';
import { ReportFrame, reportPath } from '../components/report-frame';
import { SafeChart } from '../../../components/safe-chart';
import { percent, percentValue } from '../lib/format';
import { useIdParam } from '../../../lib/id-param';

type ClazzRow = TVocabResults['clazzes'][number];

function columns(data: TVocabResults, open: (clazzId: number) => void): ColumnsType<ClazzRow> {
  return [
    {
      title: '班级',
      dataIndex: 'clazzName',
      width: 120,
      render: (v: string, r) => (
        <Typography.Link onClick={() => open(r.clazzId)} aria-label={`${v}的学生报告`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: '人数', dataIndex: 'studentCount', width: 70, align: 'right' },
    { title: '已开始', dataIndex: 'startedCount', width: 80, align: 'right' },
    { title: '已完成', dataIndex: 'finishedCount', width: 80, align: 'right' },
    { title: '完成率', dataIndex: 'completionRate', width: 90, align: 'right', render: (v: number | null) => percent(v) },
    { title: '答题数', dataIndex: 'answerCount', width: 90, align: 'right' },
    { title: '正确率', dataIndex: 'accuracy', width: 90, align: 'right', render: (v: number | null) => percent(v) },
    ...data.put.modes.map((mode, i) => ({
      title: `${data.put.modeNames[i] ?? ''}正确率`,
      key: `mode${mode}`,
      width: 110,
      align: 'right' as const,
      render: (_: unknown, r: ClazzRow) => percent(r.modeAccuracy.find((m) => m.mode === mode)?.accuracy),
    })),
  ];
}

function chartOption(data: TVocabResults): EChartOption {
  return {
    // ECharts' aria component writes its own description over the container's label: give it the chart's name.
    aria: { enabled: true, label: { description: '各班完成率与正确率柱状图' } },
    color: ['#13a89e', '#5b8ff9'],
    grid: { left: 48, right: 24, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
    xAxis: { type: 'category', data: data.clazzes.map((c) => c.clazzName) },
    yAxis: { type: 'value', name: '%', min: 0, max: 100 },
    series: [
      { name: '完成率', type: 'bar', barMaxWidth: 36, data: data.clazzes.map((c) => percentValue(c.completionRate)), label: { show: true, position: 'top', formatter: '{c}%' } },
      { name: '正确率', type: 'bar', barMaxWidth: 36, data: data.clazzes.map((c) => percentValue(c.accuracy)), label: { show: true, position: 'top', formatter: '{c}%' } },
    ],
  };
}

/** /vocabulary/report/results?putId=: participation, completion and accuracy of each class of a put. */
export default function VocabularyResultsPage() {
  const navigate = useNavigate();
  const putId = useIdParam('putId');
  const results = useVocabResults(putId);
  const data = results.data;
  const option = useMemo(() => (data ? chartOption(data) : null), [data]);
  const back = <Button onClick={() => navigate(`${paths.vocabularyList}?tab=put`)}>返回布置记录</Button>;
  if (putId == null) return <Result status="warning" title="没有指定布置记录" extra={back} />;
  if (results.isError) return <Result status="warning" title="报告无法打开" subTitle={results.error.message} extra={back} />;
  if (!data || !option) return <Card size="small"><Skeleton active /></Card>;
  const t = data.total;
  const open = (clazzId: number) => navigate(reportPath('student', data.put.putId, clazzId));
  return (
    <ReportFrame put={data.put} active="results">
      <Card size="small" className="vocab-card">
        <Row gutter={16} className="vocab-stats">
          <Col span={6}>
            <Statistic title="参与人数" value={t.startedCount} suffix={`/ ${t.studentCount}`} />
          </Col>
          <Col span={6}>
            <Statistic title="完成人数" value={t.finishedCount} suffix={`/ ${t.studentCount}`} />
            <div className="vocab-muted">完成率 {percent(t.completionRate)}</div>
          </Col>
          <Col span={6}>
            <Statistic title="正确率" value={percent(t.accuracy)} />
            <div className="vocab-muted">
              答对 {t.correctCount} / 答题 {t.answerCount}
            </div>
          </Col>
          <Col span={6}>
            <Statistic title="每名学生题量" value={data.itemsPerStudent} suffix="题" />
            <div className="vocab-muted">
              {data.put.wordCount}词 × {data.put.modes.length}种方式 × {data.put.rounds}轮
            </div>
          </Col>
        </Row>
      </Card>
      <Card size="small" className="vocab-card" title="各班完成率与正确率">
        {data.clazzes.length ? <SafeChart failedClassName="vocab-chart-failed" option={option} height={300} ariaLabel="各班完成率与正确率柱状图" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </Card>
      <Card size="small" className="vocab-card" title="各班结果">
        <Table<ClazzRow>
          size="middle"
          aria-label="各班结果"
          rowKey="clazzId"
          pagination={false}
          dataSource={data.clazzes}
          columns={columns(data, open)}
          scroll={{ x: 'max-content' }}
          summary={() =>
            data.clazzes.length > 1 ? (
              <Table.Summary.Row className="vocab-total-row">
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">{t.studentCount}</Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">{t.startedCount}</Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">{t.finishedCount}</Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">{percent(t.completionRate)}</Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">{t.answerCount}</Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">{percent(t.accuracy)}</Table.Summary.Cell>
                {data.put.modes.map((mode, i) => (
                  <Table.Summary.Cell key={mode} index={7 + i} align="right">
                    {percent(t.modeAccuracy.find((m) => m.mode === mode)?.accuracy)}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>
    </ReportFrame>
  );
}

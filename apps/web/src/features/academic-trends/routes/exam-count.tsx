import { useMemo } from 'react';
import { Card, Col, Row, Table, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { EChartOption } from '../../../components/echart';
import { Chart } from '../components/chart';
import { studentTrendQuery } from '../api/student-trend';
import { StatCard } from '../components/stat-card';
import { QueryStates } from '../components/student-states';
import { DOWN_COLOR } from '../../../lib/report-format';
import { useStudentContext } from '../lib/student-context';
import { countByType, type ExamTypeCount } from '../lib/student-summary';

function CountChart({ rows, studentName }: { rows: ExamTypeCount[]; studentName: string }) {
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, DOWN_COLOR],
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: rows.map((r) => r.typeName) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', name: '参考', stack: 'n', data: rows.map((r) => r.sat), barMaxWidth: 36, label: { show: true } },
        { type: 'bar', name: '缺考', stack: 'n', data: rows.map((r) => r.missed), barMaxWidth: 36 },
      ],
    }),
    [rows, token.colorPrimary],
  );
  return <Chart option={option} height={260} ariaLabel={`${studentName}各类型考试的参考与缺考次数`} />;
}

/** 考试次数 (examCount): how many exams of each type the student sat and missed this term. */
export default function ExamCountPage() {
  const { studentId, studentName, subjectId, subjectName } = useStudentContext();
  const trend = useQuery(studentTrendQuery(studentId, subjectId));
  const columns: ColumnsType<ExamTypeCount> = [
    { title: '考试类型', dataIndex: 'typeName' },
    { title: '考试次数', dataIndex: 'total', align: 'right' },
    { title: '参考次数', dataIndex: 'sat', align: 'right' },
    { title: '缺考次数', dataIndex: 'missed', align: 'right', render: (v: number) => <span style={{ color: v ? DOWN_COLOR : undefined }}>{v}</span> },
  ];
  return (
    <QueryStates query={trend} isEmpty={(d) => !d.exams.length} empty={`本学期${subjectName}还没有已出成绩的考试`}>
      {(d) => {
        const rows = countByType(d.exams);
        const missed = rows.reduce((s, r) => s + r.missed, 0);
        return (
          <Row gutter={[12, 12]}>
            <Col xs={8}>
              <StatCard title="考试总数" value={d.exams.length} testId="count-total" />
            </Col>
            <Col xs={8}>
              <StatCard title="参考" value={d.exams.length - missed} testId="count-sat" />
            </Col>
            <Col xs={8}>
              <StatCard title="缺考" value={missed} testId="count-missed" />
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title="按考试类型">
                <Table<ExamTypeCount> rowKey="typeName" size="small" aria-label="考试次数表" columns={columns} dataSource={rows} pagination={false} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title="参考与缺考">
                <CountChart rows={rows} studentName={studentName} />
              </Card>
            </Col>
          </Row>
        );
      }}
    </QueryStates>
  );
}

import { useMemo } from 'react';
import { Card, Col, Progress, Row, Table, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { EChartOption } from '../../../components/echart';
import { Chart } from '../components/chart';
import { studentPointsQuery, type TStudentPoint } from '../api/student-points';
import { QueryStates } from '../components/student-states';
import { fmtNum, fmtPct, pct, roundTo } from '../../../lib/report-format';
import { useStudentContext } from '../lib/student-context';

const RADAR_POINTS = 8;
const shortName = (s: string) => (s.length > 8 ? `${s.slice(0, 7)}…` : s);
const masteryColor = (m: number) => (m < 0.4 ? '#cf1322' : m < 0.6 ? '#fa8c16' : m < 0.8 ? '#1677ff' : '#389e0d');

function WeakRadar({ points, studentName }: { points: TStudentPoint[]; studentName: string }) {
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary],
      tooltip: { trigger: 'item' },
      radar: {
        radius: '60%',
        center: ['50%', '52%'],
        indicator: points.map((p) => ({ name: shortName(p.name), max: 100 })),
        axisName: { color: token.colorTextSecondary, fontSize: 11 },
      },
      series: [{ type: 'radar', data: [{ name: '掌握率（%）', value: points.map((p) => pct(p.mastery) ?? 0), areaStyle: { opacity: 0.2 } }] }],
    }),
    [points, token.colorPrimary, token.colorTextSecondary],
  );
  return <Chart option={option} height={380} ariaLabel={`${studentName}最薄弱的${points.length}个知识点的掌握率`} />;
}

/** 知识点详情 (pointDetail): the student's mastery of each knowledge point this term, weakest first. */
export default function PointDetailPage() {
  const { studentId, studentName, subjectId, subjectName } = useStudentContext();
  const points = useQuery(studentPointsQuery(studentId, subjectId));
  const columns: ColumnsType<TStudentPoint> = [
    { title: '知识点', dataIndex: 'name', width: 200 },
    { title: '章节', dataIndex: 'chapter', width: 140, render: (v: string | null) => v ?? '-' },
    { title: '题数', dataIndex: 'questions', width: 64, align: 'right', sorter: (a, b) => a.questions - b.questions },
    { title: '分值', dataIndex: 'fullScore', width: 64, align: 'right', render: (v: number) => fmtNum(v) },
    {
      title: '掌握率',
      dataIndex: 'mastery',
      width: 180,
      sorter: (a, b) => a.mastery - b.mastery,
      render: (v: number) => <Progress percent={roundTo(v * 100, 1)} size="small" strokeColor={masteryColor(v)} format={() => fmtPct(v)} />,
    },
  ];
  return (
    <QueryStates query={points} isEmpty={(d) => !d.points.length} empty={`本学期${subjectName}还没有该学生的知识点得分（没有标注知识点的考试，或均缺考）`}>
      {(d) => (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={9}>
            <Card size="small" title={`最薄弱的${Math.min(RADAR_POINTS, d.points.length)}个知识点`}>
              <WeakRadar points={d.points.slice(0, RADAR_POINTS)} studentName={studentName} />
            </Card>
          </Col>
          <Col xs={24} xl={15}>
            <Card size="small" title={`知识点掌握情况（${d.points.length}个，按掌握率从低到高）`}>
              <Table<TStudentPoint>
                rowKey="kpId"
                size="small"
                aria-label="学生知识点表"
                columns={columns}
                dataSource={d.points}
                pagination={d.points.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
              />
            </Card>
          </Col>
        </Row>
      )}
    </QueryStates>
  );
}

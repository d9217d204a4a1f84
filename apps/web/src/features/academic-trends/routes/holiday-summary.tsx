import { useMemo } from 'react';
import { Card, Col, Descriptions, List, Progress, Row, Tag, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { EChartOption } from '../../../components/echart';
import { Chart } from '../components/chart';
import { paths } from '../../../app/paths';
import { studentPointsQuery } from '../api/student-points';
import { studentTrendQuery, type TStudentExam } from '../api/student-trend';
import { QueryStates } from '../components/student-states';
import { DOWN_COLOR, fmtNum, fmtPct, roundTo, UP_COLOR } from '../../../lib/report-format';
import { axisExamLabel, shortExamName } from '../lib/format';
import { useStudentContext } from '../lib/student-context';
import { scoreRate, termSummary } from '../lib/student-summary';

const examText = (e: TStudentExam | null) => (e ? `${e.name}（${fmtNum(e.score)}/${fmtNum(e.fullScore)}，得分率${fmtPct(scoreRate(e))}）` : '-');

function RateChart({ exams, name }: { exams: TStudentExam[]; name: string }) {
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, '#fa8c16'],
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 36, bottom: 48 },
      xAxis: { type: 'category', data: exams.map((e) => shortExamName(e.name)), axisLabel: { interval: 0, rotate: exams.length > 6 ? 30 : 0, fontSize: 11, formatter: axisExamLabel } },
      yAxis: [
        { type: 'value', name: '得分率%', min: 0, max: 100 },
        { type: 'value', name: '年级名次', inverse: true, min: 1, minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { type: 'bar', name: '得分率', data: exams.map((e) => { const r = scoreRate(e); return r == null ? null : roundTo(r * 100, 1); }), barMaxWidth: 28 },
        { type: 'line', name: '年级名次', yAxisIndex: 1, data: exams.map((e) => e.gradeRank), symbolSize: 7 },
      ],
    }),
    [exams, token.colorPrimary],
  );
  return <Chart option={option} height={260} ariaLabel={`${name}本学期各次考试得分率与年级名次`} />;
}

/** 假期总结: the student's term in one page, from the trend and the knowledge points. */
export default function HolidaySummaryPage() {
  const { studentId, studentName, subjectId, subjectName, clazzName, search } = useStudentContext();
  const trend = useQuery(studentTrendQuery(studentId, subjectId));
  const points = useQuery(studentPointsQuery(studentId, subjectId));
  return (
    <QueryStates query={trend} isEmpty={(d) => !d.exams.length} empty={`本学期${subjectName}还没有已出成绩的考试，暂无学期总结`}>
      {(d) => {
        const s = termSummary(d.exams, d.rankGain ?? null);
        const weak = (points.data?.points ?? []).filter((p) => p.mastery < 0.8).slice(0, 5);
        const strong = [...(points.data?.points ?? [])].reverse().slice(0, 3);
        return (
          <Row gutter={[12, 12]}>
            <Col span={24}>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="summary-title">
                {studentName}（{clazzName}）本学期{subjectName}学习总结
              </Typography.Title>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title="学期概况">
                <Descriptions column={1} size="small" aria-label="学期概况">
                  <Descriptions.Item label="考试次数">
                    共 {d.exams.length} 次，参加 {s.sat} 次{s.missed ? `，缺考 ${s.missed} 次` : ''}
                  </Descriptions.Item>
                  <Descriptions.Item label="平均得分率">{fmtPct(s.averageRate)}</Descriptions.Item>
                  <Descriptions.Item label="最好的一次">{examText(s.best)}</Descriptions.Item>
                  <Descriptions.Item label="最需反思的一次">{examText(s.worst)}</Descriptions.Item>
                  <Descriptions.Item label="年级排名">
                    {s.firstRank && s.lastRank ? (
                      <span>
                        第 {s.firstRank.gradeRank} 名 → 第 {s.lastRank.gradeRank} 名
                        {s.rankGain != null && s.rankGain !== 0 && (
                          <span title="首末两次考试都参加的学生中重新排名比较" style={{ color: s.rankGain > 0 ? UP_COLOR : DOWN_COLOR, marginLeft: 8 }}>{s.rankGain > 0 ? `进步 ${s.rankGain} 名` : `退步 ${-s.rankGain} 名`}</span>
                        )}
                      </span>
                    ) : (
                      '-'
                    )}
                  </Descriptions.Item>
                  <Descriptions.Item label="掌握较好">{strong.length ? strong.map((p) => <Tag key={p.kpId} color="green">{p.name}</Tag>) : '-'}</Descriptions.Item>
                </Descriptions>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title="得分率与年级名次">
                {s.sat ? <RateChart exams={d.exams} name={studentName} /> : <Typography.Text type="secondary">本学期考试均缺考</Typography.Text>}
              </Card>
            </Col>
            <Col span={24}>
              <Card
                size="small"
                title="需要重点复习的知识点"
                loading={points.isPending}
                extra={<Link to={{ pathname: paths.academicHolidayReview, search }}>查看假期复习计划</Link>}
              >
                {weak.length ? (
                  <List
                    size="small"
                    aria-label="薄弱知识点"
                    dataSource={weak}
                    renderItem={(p) => (
                      <List.Item>
                        <span style={{ width: 340, flexShrink: 0 }}>
                          {p.name}
                          {p.chapter && <Typography.Text type="secondary">（{p.chapter}）</Typography.Text>}
                        </span>
                        <Progress style={{ flex: 1, marginLeft: 16 }} percent={roundTo(p.mastery * 100, 1)} size="small" format={() => `掌握率 ${fmtPct(p.mastery, 0)}`} />
                      </List.Item>
                    )}
                  />
                ) : (
                  <Typography.Text type="secondary">{points.isError ? '知识点加载失败' : '没有掌握率低于80%的知识点'}</Typography.Text>
                )}
              </Card>
            </Col>
          </Row>
        );
      }}
    </QueryStates>
  );
}

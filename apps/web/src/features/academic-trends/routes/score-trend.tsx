import { useMemo } from 'react';
import { Card, Col, Empty, Row, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { EChartOption } from '../../../components/echart';
import { Chart } from '../components/chart';
import { studentTrendQuery, type TStudentExam } from '../api/student-trend';
import { StatCard } from '../components/stat-card';
import { QueryStates } from '../components/student-states';
import { DOWN_COLOR, fmtNum, fmtPct, GRADE_SERIES_COLOR, round, UP_COLOR } from '../../../lib/report-format';
import { axisExamLabel, shortExamName } from '../lib/format';
import { useStudentContext } from '../lib/student-context';
import { termSummary } from '../lib/student-summary';

function Charts({ exams, studentName }: { exams: TStudentExam[]; studentName: string }) {
  const { token } = theme.useToken();
  const names = exams.map((e) => shortExamName(e.name));
  const axisLabel = { interval: 0, rotate: exams.length > 6 ? 30 : 0, fontSize: 11, formatter: axisExamLabel };
  const scoreOption = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, '#faad14', GRADE_SERIES_COLOR],
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 24, top: 36, bottom: 56 },
      xAxis: { type: 'category', data: names, axisLabel },
      yAxis: { type: 'value', name: '分', min: 0 },
      series: [
        { type: 'line', name: '得分', data: exams.map((e) => (e.missExam ? null : e.score)), symbolSize: 8, label: { show: true, fontSize: 11 }, connectNulls: false },
        { type: 'line', name: '班级平均分', data: exams.map((e) => round(e.clazzAverage)), lineStyle: { type: 'dashed' }, symbolSize: 5 },
        { type: 'line', name: '年级平均分', data: exams.map((e) => round(e.gradeAverage)), lineStyle: { type: 'dotted' }, symbolSize: 5 },
      ],
    }),
    [exams, token.colorPrimary],
  );
  // The axes stop a little below the worst rank, so the lines are not squeezed at the top.
  const axisMax = (ranks: (number | null)[], cap: number) => Math.min(cap, Math.max(5, Math.ceil((Math.max(1, ...ranks.filter((r): r is number => r != null)) * 1.25) / 5) * 5));
  const gradeMax = axisMax(exams.map((e) => e.gradeRank), Math.max(1, ...exams.map((e) => e.participants)));
  const clazzMax = axisMax(exams.map((e) => e.clazzRank), 200);
  const rankOption = useMemo<EChartOption>(
    () => ({
      color: ['#fa8c16', '#13c2c2'],
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `第${String(v)}名`) },
      legend: { top: 0 },
      grid: { left: 52, right: 52, top: 36, bottom: 56 },
      xAxis: { type: 'category', data: names, axisLabel },
      // Rank 1 is best, so the axes run downwards.
      yAxis: [
        { type: 'value', name: '年级名次', inverse: true, min: 1, max: gradeMax, minInterval: 1 },
        { type: 'value', name: '班级名次', inverse: true, min: 1, max: clazzMax, minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { type: 'line', name: '年级排名', data: exams.map((e) => e.gradeRank), symbolSize: 8, label: { show: true, fontSize: 11, position: 'bottom' } },
        { type: 'line', name: '班级排名', yAxisIndex: 1, data: exams.map((e) => e.clazzRank), symbolSize: 6, lineStyle: { type: 'dashed' } },
      ],
    }),
    [exams, gradeMax, clazzMax],
  );
  return (
    <>
      <Col xs={24} xl={13}>
        <Card size="small" title="得分走势">
          <Chart option={scoreOption} height={300} ariaLabel={`${studentName}得分走势：得分、班级平均分与年级平均分`} />
        </Card>
      </Col>
      <Col xs={24} xl={11}>
        <Card size="small" title="排名走势（越靠上越好）">
          <Chart option={rankOption} height={300} ariaLabel={`${studentName}年级排名与班级排名走势`} />
        </Card>
      </Col>
    </>
  );
}

/** 成绩走势 (scoreTrend): the student's scores and ranks over the term against the class and grade. */
export default function ScoreTrendPage() {
  const { studentId, studentName, subjectId, subjectName } = useStudentContext();
  const trend = useQuery(studentTrendQuery(studentId, subjectId));
  return (
    <QueryStates query={trend} isEmpty={(d) => !d.exams.length} empty={`本学期${subjectName}还没有已出成绩的考试`}>
      {(d) => {
        const s = termSummary(d.exams, d.rankGain ?? null);
        const last = d.exams[d.exams.length - 1]!;
        return (
          <Row gutter={[12, 12]}>
            <Col xs={12} lg={6}>
              <StatCard title="参加考试" value={`${s.sat} 次`} sub={s.missed ? `缺考 ${s.missed} 次` : `共 ${d.exams.length} 次，无缺考`} testId="student-sat" />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard title="平均得分率" value={fmtPct(s.averageRate)} sub="得分 ÷ 满分，各次平均" />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard
                title="最近一次"
                value={last.missExam ? '缺考' : `${fmtNum(last.score)} 分`}
                sub={`${last.name}${last.gradeRank != null ? ` · 年级第 ${last.gradeRank} 名` : ''}`}
              />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard
                title="排名变化"
                value={
                  s.rankGain == null ? (
                    '-'
                  ) : (
                    <span style={{ color: s.rankGain > 0 ? UP_COLOR : s.rankGain < 0 ? DOWN_COLOR : undefined }}>
                      {s.rankGain > 0 ? `进步 ${s.rankGain} 名` : s.rankGain < 0 ? `退步 ${-s.rankGain} 名` : '持平'}
                    </span>
                  )
                }
                sub={s.firstRank && s.lastRank ? (d.rankGainCohort != null ? `首末两次考试都参加的 ${d.rankGainCohort} 人中重新排名比较` : '两次考试都参加的学生中比较') : '参加考试不足两次'}
              />
            </Col>
            {s.sat ? (
              <Charts exams={d.exams} studentName={studentName} />
            ) : (
              <Col span={24}>
                <Empty description="该学生本学期的考试均缺考" />
              </Col>
            )}
          </Row>
        );
      }}
    </QueryStates>
  );
}

import { useMemo } from 'react';
import { Card, Descriptions, Empty, Result, Table, Tabs, Tag, theme, Typography } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TJointStudentReport } from '@app/contract';
import { paths } from '../../../app/paths';
import type { EChartOption } from '../../../components/echart';
import { DASH, DOWN_COLOR, fmtFixed, fmtNum, fmtPct, fmtSigned, GRADE_SERIES_COLOR, positiveInt, round, roundTo, UP_COLOR } from '../../../lib/report-format';
import { studentReportQuery } from '../api/student-report';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { reportSearch, useReportParams } from '../lib/report-params';

type Subject = TJointStudentReport['subjects'][number];
type Question = Subject['questions'][number];

/** A score as a share of the full score, in percent for the chart. */
const rateOf = (v: number | null, full: number) => (v == null || !full ? null : roundTo((v / full) * 100, 1));

/** 学生联考报告 (studentreport, ?jointId=&studentId=): one of the school's students in every subject and the total, and each question against the union. */
export default function StudentReportPage() {
  const { jointId, requestedSubject, search } = useReportParams();
  const studentId = positiveInt(search.get('studentId'));
  const report = useQuery({ ...studentReportQuery(jointId ?? 0, studentId ?? 0), enabled: jointId != null && studentId != null });
  const back = (
    <Link to={{ pathname: paths.jointReportMySchool, search: reportSearch(jointId ?? 0, requestedSubject) }}>
      <LeftOutlined /> 返回本校成绩
    </Link>
  );
  if (studentId == null) return <Result status="warning" title="没有指定学生" subTitle="请从本校成绩的学生名单打开学生的联考报告" extra={back} />;
  return (
    <ReportFrame title="学生联考报告" query={report} head={() => ({})} extra={back}>
      {(d) => <StudentBody data={d} />}
    </ReportFrame>
  );
}

function StudentBody({ data }: { data: TJointStudentReport }) {
  const { token } = theme.useToken();
  const withQuestions = data.subjects.filter((s) => s.questions.length > 0);
  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, '#fa8c16', '#13c2c2', GRADE_SERIES_COLOR],
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
      xAxis: { type: 'category', data: data.subjects.map((s) => s.subjectName) },
      yAxis: { type: 'value', max: 100, name: '得分率(%)', axisLabel: { formatter: '{value}%' } },
      series: [
        { name: '本人', type: 'bar', barMaxWidth: 18, data: data.subjects.map((s) => rateOf(s.score, s.fullScore)) },
        { name: '班级平均', type: 'bar', barMaxWidth: 18, data: data.subjects.map((s) => rateOf(s.clazzAverage, s.fullScore)) },
        { name: '本校平均', type: 'bar', barMaxWidth: 18, data: data.subjects.map((s) => rateOf(s.schoolAverage, s.fullScore)) },
        { name: '联考平均', type: 'bar', barMaxWidth: 18, data: data.subjects.map((s) => rateOf(s.unionAverage, s.fullScore)) },
      ],
    }),
    [data.subjects, token.colorPrimary],
  );

  const columns: ColumnsType<Subject> = [
    { title: '学科', dataIndex: 'subjectName', width: 80, fixed: 'left' },
    { title: '成绩', key: 'score', width: 100, render: (_v, s) => (s.absent ? <Tag>缺考</Tag> : `${fmtNum(s.score)} / ${fmtNum(s.fullScore)}`) },
    { title: '班级名次', dataIndex: 'classRank', width: 88, render: (v: number | null) => v ?? DASH },
    { title: '校内名次', dataIndex: 'schoolRank', width: 88, render: (v: number | null) => v ?? DASH },
    { title: '联考名次', key: 'unionRank', width: 110, render: (_v, s) => (s.unionRank != null ? `${s.unionRank} / ${s.participants}` : DASH) },
    { title: '超过的考生比例', dataIndex: 'percentile', width: 120, render: (v: number | null) => fmtPct(v) },
    { title: '班级平均分', dataIndex: 'clazzAverage', width: 100, render: (v: number | null) => fmtFixed(v) },
    { title: '本校平均分', dataIndex: 'schoolAverage', width: 100, render: (v: number | null) => fmtFixed(v) },
    { title: '联考平均分', dataIndex: 'unionAverage', width: 100, render: (v: number | null) => fmtFixed(v) },
  ];

  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'name', label: '姓名', children: data.name },
          { key: 'num', label: '学号', children: data.studentNum },
          { key: 'clazz', label: '班级', children: data.clazzName },
        ]}
      />
      <Card size="small" title="各学科成绩与名次">
        <Table<Subject> rowKey="subjectId" size="small" aria-label="学生各学科成绩表" columns={columns} dataSource={data.subjects} pagination={false} scroll={{ x: 900 }} />
        <Typography.Text className="joint-note">联考名次为在联考全部参考考生中的名次；超过的考生比例 = 联考中得分低于该生的考生 ÷ 联考参考人数。</Typography.Text>
      </Card>
      <Card size="small" title="各学科得分率（本人与班级、本校、联考平均）">
        <ReportChart option={option} ariaLabel="学生各学科得分率与班级、本校、联考平均得分率" />
      </Card>
      <Card size="small" title="小题得分（与联考平均分对比）">
        {withQuestions.length ? (
          <Tabs items={withQuestions.map((s) => ({ key: String(s.subjectId), label: s.subjectName, children: <QuestionScores subject={s} /> }))} />
        ) : (
          <Empty description="没有小题得分" />
        )}
      </Card>
    </>
  );
}

function QuestionScores({ subject }: { subject: Subject }) {
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, GRADE_SERIES_COLOR],
      grid: { left: 40, right: 16, top: 36, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', name: '题号', data: subject.questions.map((q) => q.questionNo) },
      yAxis: { type: 'value', name: '分' },
      series: [
        { name: '本人得分', type: 'bar', barMaxWidth: 18, data: subject.questions.map((q) => round(q.score)) },
        { name: '联考平均分', type: 'line', symbolSize: 6, data: subject.questions.map((q) => round(q.unionAverage, 2)) },
      ],
    }),
    [subject.questions, token.colorPrimary],
  );
  if (subject.absent) return <Empty description={`${subject.subjectName}缺考`} />;
  const columns: ColumnsType<Question> = [
    { title: '题号', dataIndex: 'questionNo', width: 64 },
    { title: '满分', dataIndex: 'fullScore', width: 64, render: (v: number) => fmtNum(v) },
    { title: '得分', dataIndex: 'score', width: 72, render: (v: number | null) => fmtNum(v) },
    { title: '联考平均分', dataIndex: 'unionAverage', width: 100, render: (v: number | null) => fmtFixed(v) },
    {
      title: '与联考平均分之差',
      key: 'diff',
      width: 130,
      render: (_v, q) => {
        const d = q.score != null && q.unionAverage != null ? q.score - q.unionAverage : null;
        return <span style={{ color: d == null || d === 0 ? undefined : d > 0 ? UP_COLOR : DOWN_COLOR }}>{fmtSigned(d, 2)}</span>;
      },
    },
  ];
  return (
    <>
      <ReportChart option={option} height={260} ariaLabel={`${subject.subjectName}各题本人得分与联考平均分`} />
      <Table<Question> rowKey="questionNo" size="small" aria-label={`${subject.subjectName}小题得分表`} columns={columns} dataSource={subject.questions} pagination={subject.questions.length > 50 ? { pageSize: 50 } : false} />
    </>
  );
}

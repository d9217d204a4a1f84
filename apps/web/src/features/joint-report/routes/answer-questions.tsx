import { useMemo } from 'react';
import { Card, Empty, Table, Tag, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointQuestions } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { compareNullable, DASH, fmtFixed, fmtNum, GRADE_SERIES_COLOR, pct } from '../../../lib/report-format';
import { questionsQuery } from '../api/questions';
import { HeatCell } from '../components/heat-cell';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type Question = TJointQuestions['questions'][number];

const cellOf = (q: Question, schoolKey: number) => q.schools.find((s) => s.schoolKey === schoolKey);

/** 小题得分 (answerquescount): each question's union figures and every school's scoring rate, as a heat table. */
export default function AnswerQuestionsPage() {
  const { jointId, subjectId } = useReportParams();
  const questions = useQuery({ ...questionsQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  return (
    <ReportFrame title="小题得分" query={questions} head={(d) => d}>
      {(d) =>
        d.questions.length ? <QuestionsBody data={d} /> : <Empty description={d.subjectId === 0 ? '总分没有小题，请选择一个学科' : '该学科的试卷没有小题'} />
      }
    </ReportFrame>
  );
}

function QuestionsBody({ data }: { data: TJointQuestions }) {
  const { token } = theme.useToken();
  const schools = data.questions[0]?.schools ?? [];
  const mine = schools.find((s) => s.mine);

  const option = useMemo<EChartOption>(
    () => ({
      color: [GRADE_SERIES_COLOR, token.colorPrimary],
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
      xAxis: { type: 'category', data: data.questions.map((q) => q.questionNo), name: '题号' },
      yAxis: { type: 'value', max: 100, name: '得分率(%)', axisLabel: { formatter: '{value}%' } },
      series: [
        { name: '联考得分率', type: 'bar', barMaxWidth: 20, data: data.questions.map((q) => pct(q.union.scoringRate)) },
        ...(mine ? [{ name: `${mine.schoolName}（本校）得分率`, type: 'line' as const, symbolSize: 6, data: data.questions.map((q) => pct(cellOf(q, mine.schoolKey)?.scoringRate)) }] : []),
      ],
    }),
    [data.questions, mine, token.colorPrimary],
  );

  const columns: ColumnsType<Question> = [
    { title: '题号', dataIndex: 'questionNo', width: 64, fixed: 'left' },
    { title: '题型', key: 'kind', width: 72, render: (_v, q) => (q.objective ? <Tag color="blue">客观</Tag> : <Tag>主观</Tag>) },
    { title: '满分', dataIndex: 'fullScore', width: 64, render: (v: number) => fmtNum(v) },
    { title: '答案', dataIndex: 'answerKey', width: 64, render: (v: string | null) => v ?? DASH },
    { title: '联考平均分', key: 'avg', width: 96, sorter: (a, b) => compareNullable(a.union.average, b.union.average), render: (_v, q) => fmtFixed(q.union.average) },
    { title: '联考得分率', key: 'rate', width: 100, sorter: (a, b) => compareNullable(a.union.scoringRate, b.union.scoringRate), render: (_v, q) => <HeatCell rate={q.union.scoringRate} /> },
    { title: '满分人数', key: 'full', width: 88, render: (_v, q) => q.union.fullMarkCount },
    { title: '零分人数', key: 'zero', width: 88, render: (_v, q) => q.union.zeroCount },
    ...schools.map((s) => ({
      title: <SchoolName school={s} />,
      key: `school-${s.schoolKey}`,
      width: 120,
      className: s.mine ? 'joint-mine-col' : undefined,
      sorter: (a: Question, b: Question) => compareNullable(cellOf(a, s.schoolKey)?.scoringRate, cellOf(b, s.schoolKey)?.scoringRate),
      render: (_v: unknown, q: Question) => <HeatCell rate={cellOf(q, s.schoolKey)?.scoringRate} />,
    })),
  ];

  return (
    <>
      <Card size="small" title={mine ? '各题得分率（联考与本校）' : '各题联考得分率'}>
        <ReportChart option={option} ariaLabel="各题联考得分率与本校得分率" />
      </Card>
      <Card size="small" title="各题得分情况">
        <Table<Question>
          rowKey="questionNo"
          size="small"
          aria-label="小题得分表"
          columns={columns}
          dataSource={data.questions}
          pagination={data.questions.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: 640 + schools.length * 120 }}
        />
        <Typography.Text className="joint-note">得分率 = 平均分 ÷ 满分；颜色从红（低）到绿（高）。各校一列为该校在该题的得分率。</Typography.Text>
      </Card>
    </>
  );
}

import { useMemo } from 'react';
import { Card, Empty, Table, Tag, theme, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { JOINT_TOTAL, type TJointQuality } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { compareNullable, DASH, DOWN_COLOR, fmtFixed, fmtNum, round } from '../../../lib/report-format';
import { jointDetailQuery } from '../api/joint-detail';
import { qualityQuery } from '../api/quality';
import { FigureCards, type Figure } from '../components/figures';
import { ReportChart } from '../components/report-chart';
import { ReportError } from '../components/report-error';
import { ReportFrame } from '../components/report-frame';
import { useReportParams } from '../lib/report-params';

type Question = TJointQuality['questions'][number];

/** A question this weak at telling strong students from weak ones is marked (the single-school 试题分析's reading: below 0.2 is poor). */
const WEAK_DISCRIMINATION = 0.2;

/** 试卷质量 (paperqualityport): a subject's paper over the whole union; the 总分 has no paper, so the first subject is shown by default. */
export default function PaperQualityPage() {
  const { jointId, requestedSubject } = useReportParams();
  const named = requestedSubject != null && requestedSubject !== JOINT_TOTAL ? requestedSubject : null;
  const detail = useQuery({ ...jointDetailQuery(jointId ?? 0), enabled: jointId != null && named == null });
  const subjectId = named ?? detail.data?.subjects[0]?.subjectId ?? null;
  const quality = useQuery({ ...qualityQuery(jointId ?? 0, subjectId ?? 0), enabled: jointId != null && subjectId != null });

  if (named == null && detail.isError) return <ReportError error={detail.error} />;
  if (named == null && detail.data && !detail.data.subjects.length) return <Empty description="联考没有学科" />;
  return (
    <ReportFrame title="试卷质量" query={quality} head={(d) => d} offers={(s) => s.subjectId !== JOINT_TOTAL}>
      {(d) => <QualityBody data={d} />}
    </ReportFrame>
  );
}

function OptionTags({ q }: { q: Question }) {
  const dist = q.optionDistribution;
  if (!q.objective || !dist) return <>{DASH}</>;
  const key = q.answerKey ?? '';
  return (
    <span className="joint-options" aria-label={`第${q.questionNo}题选项分布`}>
      {dist.options.map((o) => (
        <Tag key={o.option} color={key.includes(o.option) ? 'success' : undefined}>
          {o.option} {o.count}
          {key.includes(o.option) ? ' ✓' : ''}
        </Tag>
      ))}
      <Tag>未作答 {dist.blank}</Tag>
      <Tag>其他 {dist.other}</Tag>
    </span>
  );
}

function QualityBody({ data }: { data: TJointQuality }) {
  const { token } = theme.useToken();
  const cards: Figure[] = [
    { key: 'alpha', title: '试卷信度 α', value: fmtFixed(data.alpha), sub: '0.7 及以上通常认为可以接受', tip: 'Cronbach α，衡量试卷各题测量结果的一致性，越高越好' },
    { key: 'average', title: '平均分', value: fmtFixed(data.average), sub: `满分 ${fmtNum(data.fullScore)}` },
    { key: 'difficulty', title: '难度系数', value: fmtFixed(data.difficulty), sub: '平均分 ÷ 满分，越大越容易', tip: '难度系数 P = 平均分 ÷ 满分' },
    { key: 'discrimination', title: '区分度', value: fmtFixed(data.discrimination), sub: '0.4 以上为优，0.2 以下较差', tip: '高分组与低分组（各 27%）平均分之差 ÷ 满分，越高越好' },
  ];

  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, '#fa8c16'],
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', name: '题号', data: data.questions.map((q) => q.questionNo) },
      yAxis: { type: 'value', max: 1 },
      series: [
        { name: '难度系数', type: 'bar', barMaxWidth: 20, data: data.questions.map((q) => round(q.difficulty, 2)) },
        { name: '区分度', type: 'line', symbolSize: 6, data: data.questions.map((q) => round(q.discrimination, 2)) },
      ],
    }),
    [data.questions, token.colorPrimary],
  );

  const columns: ColumnsType<Question> = [
    { title: '题号', dataIndex: 'questionNo', width: 64, fixed: 'left' },
    { title: '题型', key: 'kind', width: 72, render: (_v, q) => (q.objective ? <Tag color="blue">客观</Tag> : <Tag>主观</Tag>) },
    { title: '满分', dataIndex: 'fullScore', width: 64, render: (v: number) => fmtNum(v) },
    { title: '答案', dataIndex: 'answerKey', width: 64, render: (v: string | null) => v ?? DASH },
    { title: '难度系数', dataIndex: 'difficulty', width: 88, sorter: (a, b) => compareNullable(a.difficulty, b.difficulty), render: (v: number | null) => fmtFixed(v) },
    {
      title: (
        <Tooltip title="0.4 以上为优，0.2 以下较差（标红）">
          <span>区分度</span>
        </Tooltip>
      ),
      dataIndex: 'discrimination',
      width: 80,
      sorter: (a, b) => compareNullable(a.discrimination, b.discrimination),
      render: (v: number | null) => <span style={v != null && v < WEAK_DISCRIMINATION ? { color: DOWN_COLOR, fontWeight: 600 } : undefined}>{fmtFixed(v)}</span>,
    },
    { title: '题总相关', dataIndex: 'itemRestCorrelation', width: 88, render: (v: number | null) => fmtFixed(v) },
    { title: '标准差', dataIndex: 'stdDev', width: 80, render: (v: number | null) => fmtFixed(v) },
    { title: '选项分布（人数）', key: 'options', render: (_v, q) => <OptionTags q={q} /> },
  ];

  return (
    <>
      <FigureCards items={cards} />
      <Card size="small" title="各题难度系数与区分度">
        <ReportChart option={option} ariaLabel="各题难度系数与区分度" />
      </Card>
      <Card size="small" title="各题质量">
        <Table<Question>
          rowKey="questionNo"
          size="small"
          aria-label="试题质量表"
          columns={columns}
          dataSource={data.questions}
          pagination={data.questions.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: 1000 }}
        />
        <Typography.Text className="joint-note">按联考全体参考考生统计。题总相关：该题得分与其余各题总分的相关系数；客观题的选项分布中绿色为正确答案。</Typography.Text>
      </Card>
    </>
  );
}

import { useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { studentAnswersQuery, type TAnswerRow } from '../api/student-answers';
import { ReviewRequestModal } from '../components/review-request-modal';
import { DASH, DOWN_COLOR, fmtNum, fmtPct, UP_COLOR } from '../../../lib/report-format';

const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

/** A wrong objective answer: anything but the key (a blank counts as wrong too). */
const wrongObjective = (q: TAnswerRow) => q.objective && q.answerKey != null && (q.answer ?? '') !== q.answerKey;

/** /academic/answer?examId=&studentId=: a student's answers question by question. */
export default function AnswerPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const title = state && typeof state === 'object' && 'title' in state && typeof state.title === 'string' ? state.title : '';
  const examId = positiveInt(search.get('examId'));
  const studentId = positiveInt(search.get('studentId'));
  const answers = useQuery(studentAnswersQuery(examId, studentId));
  const [reviewing, setReviewing] = useState<TAnswerRow | null>(null);

  if (examId == null || studentId == null) return <Result status="warning" title="缺少考试或学生" subTitle="请从成绩概况的学生成绩表中点击学生姓名进入" />;

  const columns: ColumnsType<TAnswerRow> = [
    { title: '题号', dataIndex: 'questionNo', width: 72 },
    { title: '题型', dataIndex: 'objective', width: 80, render: (v: boolean) => (v ? <Tag color="blue">客观</Tag> : <Tag>主观</Tag>) },
    {
      title: '学生答案',
      dataIndex: 'answer',
      width: 110,
      render: (v: string | null, q) => {
        if (!q.objective) return DASH;
        const wrong = wrongObjective(q);
        return (
          <span className={wrong ? 'answer-wrong' : 'answer-right'} style={{ color: wrong ? DOWN_COLOR : UP_COLOR, fontWeight: 600 }}>
            {v || '未作答'}
          </span>
        );
      },
    },
    { title: '正确答案', dataIndex: 'answerKey', width: 100, render: (v: string | null) => v ?? DASH },
    {
      title: '得分/满分',
      key: 'score',
      width: 110,
      render: (_v, q) => {
        const lost = q.score != null && q.score < q.fullScore;
        return (
          <span style={lost ? { color: q.score === 0 ? DOWN_COLOR : '#d46b08' } : undefined}>
            {fmtNum(q.score)}/{fmtNum(q.fullScore)}
          </span>
        );
      },
    },
    { title: '年级得分率', dataIndex: 'gradeScoringRate', width: 110, render: (v: number | null) => fmtPct(v) },
    {
      title: '考点',
      key: 'kps',
      render: (_v, q) => (q.knowledgePoints.length ? q.knowledgePoints.map((k) => <Tag key={k.kpId}>{k.name}</Tag>) : DASH),
    },
    {
      title: '操作',
      key: 'review',
      width: 100,
      render: (_v, q) =>
        answers.data?.missExam ? null : (
          <Button size="small" type="link" aria-label={`第${q.questionNo}题申请复核`} onClick={() => setReviewing(q)}>
            申请复核
          </Button>
        ),
    },
  ];

  return (
    <Card
      size="small"
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label="返回"
            // Back to the report when the page was reached from it; opened on its own, to the reports.
            onClick={() => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(paths.academicExamDetail))}
          />
          <span>学生答题详情</span>
          {title && <Typography.Text type="secondary">{title}</Typography.Text>}
        </Space>
      }
    >
      {answers.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : answers.isError ? (
        <Result status="info" title="无法查看该学生的答题详情" subTitle={answers.error.message} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3, xl: 5 }}
            items={[
              { key: 'name', label: '姓名', children: answers.data.studentName },
              { key: 'num', label: '学号', children: answers.data.studentNum },
              { key: 'total', label: '总分', children: answers.data.missExam ? <Tag color="red">缺考</Tag> : fmtNum(answers.data.total) },
              { key: 'clazzRank', label: '班级排名', children: answers.data.clazzRank ?? DASH },
              { key: 'gradeRank', label: '年级排名', children: answers.data.gradeRank ?? DASH },
            ]}
          />
          <Typography.Text type="secondary">客观题答错或未作答的用红色标出；主观题未得满分的得分用橙色标出。</Typography.Text>
          <Table<TAnswerRow>
            rowKey="questionId"
            size="small"
            aria-label="答题详情"
            columns={columns}
            dataSource={answers.data.questions}
            pagination={false}
            rowClassName={(q) => (wrongObjective(q) ? 'row-wrong' : '')}
          />
        </Space>
      )}
      <ReviewRequestModal examId={examId} studentId={studentId} studentName={answers.data?.studentName ?? ''} question={reviewing} onClose={() => setReviewing(null)} />
    </Card>
  );
}

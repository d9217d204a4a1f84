import { Button, Card, Empty, Progress, Result, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router';
import type { TVocabStudentReport, TVocabStudentRow } from '@app/contract/vocabulary';
import { paths } from '../../../app/paths';
import { compareNullable } from '../../../lib/report-format';
import { useVocabStudentReport } from '../api/student-report';
import { ClazzSelect, ReportFrame } from '../components/report-frame';
import { percent, schoolTime } from '../lib/format';
import { useIdParam } from '../../../lib/id-param';

type WrongWord = TVocabStudentRow['wrongWords'][number];

function columns(report: TVocabStudentReport, severalClasses: boolean): ColumnsType<TVocabStudentRow> {
  return [
    { title: '学号', dataIndex: 'studentNum', width: 120, sorter: (a, b) => a.studentNum.localeCompare(b.studentNum) },
    { title: '姓名', dataIndex: 'name', width: 100 },
    ...(severalClasses ? [{ title: '班级', dataIndex: 'clazzName', width: 110 }] : []),
    {
      title: '进度',
      dataIndex: 'progress',
      width: 190,
      sorter: (a, b) => a.progress - b.progress,
      render: (v: number, r) => (
        <div aria-label={`${r.name}的进度`}>
          <Progress percent={Math.round(v * 1000) / 10} size="small" status={r.finished ? 'success' : 'normal'} format={(p) => (r.finished ? '完成' : `${p ?? 0}%`)} />
        </div>
      ),
    },
    { title: '完成轮数', dataIndex: 'roundsDone', width: 90, align: 'right', render: (v: number) => `${v}/${report.put.rounds}` },
    { title: '答题数', dataIndex: 'answerCount', width: 80, align: 'right', sorter: (a, b) => a.answerCount - b.answerCount },
    { title: '正确率', dataIndex: 'accuracy', width: 90, align: 'right', render: (v: number | null) => percent(v), sorter: (a, b) => compareNullable(a.accuracy, b.accuracy) },
    {
      title: '错词',
      key: 'wrong',
      width: 70,
      align: 'right',
      render: (_: unknown, r) => (r.wrongWords.length ? <Tag color="red">{r.wrongWords.length}</Tag> : <span className="vocab-muted">0</span>),
    },
    { title: '最近作答', dataIndex: 'lastAnsweredAt', width: 150, render: (v: string | null) => (v ? schoolTime(v) : <span className="vocab-muted">未作答</span>) },
  ];
}

function WrongWords({ row }: { row: TVocabStudentRow }) {
  return (
    <Table<WrongWord>
      size="small"
      className="vocab-wrong-words"
      aria-label={`${row.name}的错词`}
      rowKey="wordId"
      pagination={false}
      dataSource={row.wrongWords}
      columns={[
        { title: '单词', dataIndex: 'word', width: 160, render: (v: string) => <span className="vocab-word">{v}</span> },
        { title: '释义', dataIndex: 'meaning' },
        { title: '错误次数', dataIndex: 'wrongCount', width: 100, align: 'right', render: (v: number) => `${v}次` },
      ]}
    />
  );
}

/** /vocabulary/report/student?putId=&clazzId=: each student's progress and accuracy; a row opens the student's wrong words. */
export default function VocabularyStudentReportPage() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const putId = useIdParam('putId');
  const clazzId = useIdParam('clazzId');
  const report = useVocabStudentReport(putId, clazzId ?? undefined);
  const data = report.data;
  const back = <Button onClick={() => navigate(`${paths.vocabularyList}?tab=put`)}>返回布置记录</Button>;
  if (putId == null) return <Result status="warning" title="没有指定布置记录" extra={back} />;
  if (report.isError && !data) return <Result status="warning" title="报告无法打开" subTitle={report.error.message} extra={back} />;
  if (!data) return <Card size="small"><Skeleton active /></Card>;
  const severalClasses = new Set(data.students.map((s) => s.clazzId)).size > 1;
  const pickClazz = (id: number | null) => setSearch(id == null ? { putId: String(putId) } : { putId: String(putId), clazzId: String(id) }, { replace: true });
  const finished = data.students.filter((s) => s.finished).length;
  const started = data.students.filter((s) => s.answerCount > 0).length;
  return (
    <ReportFrame put={data.put} active="student" clazzId={clazzId}>
      <Card size="small" className="vocab-card">
        <div className="vocab-toolbar">
          <ClazzSelect put={data.put} value={clazzId} onChange={pickClazz} />
          <Typography.Text type="secondary">
            共 {data.students.length} 人，已开始 {started} 人，已完成 {finished} 人；每人 {data.itemsPerStudent} 题。点击行首的“+”查看该学生的错词。
          </Typography.Text>
        </div>
        <Table<TVocabStudentRow>
          size="middle"
          aria-label="学生报告"
          rowKey="studentId"
          loading={report.isFetching}
          dataSource={data.students}
          columns={columns(data, severalClasses)}
          pagination={data.students.length > 60 ? { pageSize: 60, showSizeChanger: false } : false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="所选班级没有学生" /> }}
          expandable={{ expandedRowRender: (r) => <WrongWords row={r} />, rowExpandable: (r) => r.wrongWords.length > 0 }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </ReportFrame>
  );
}

import { Button, Card, Empty, Result, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router';
import type { TVocabWordRow } from '@app/contract/vocabulary';
import { paths } from '../../../app/paths';
import { compareNullable } from '../../../lib/report-format';
import { useVocabWordReport } from '../api/word-report';
import { ClazzSelect, ReportFrame } from '../components/report-frame';
import { percent } from '../lib/format';
import { useIdParam } from '../../../lib/id-param';

/** Tag colours of the modes' wrong answers: 1 英译汉, 2 汉译英, 3 拼写. */
const MODE_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'orange' };

const COLUMNS: ColumnsType<TVocabWordRow> = [
  {
    title: '单词',
    dataIndex: 'word',
    width: 140,
    fixed: 'left',
    sorter: (a, b) => a.word.localeCompare(b.word),
    render: (v: string) => <span className="vocab-word">{v}</span>,
  },
  { title: '音标', dataIndex: 'phonetic', width: 130, render: (v: string) => <span className="vocab-phonetic">{v}</span> },
  { title: '释义', dataIndex: 'meaning', width: 170, ellipsis: { showTitle: true } },
  { title: '作答次数', dataIndex: 'answerCount', width: 100, align: 'right', sorter: (a, b) => a.answerCount - b.answerCount },
  { title: '错误次数', dataIndex: 'wrongCount', width: 100, align: 'right', sorter: (a, b) => a.wrongCount - b.wrongCount },
  { title: '错误率', dataIndex: 'errorRate', width: 90, align: 'right', render: (v: number | null) => percent(v), sorter: (a, b) => compareNullable(a.errorRate, b.errorRate) },
  { title: '错误人数', dataIndex: 'studentsWrong', width: 100, align: 'right', sorter: (a, b) => a.studentsWrong - b.studentsWrong },
  {
    // The server sends each word's most frequent wrong answers, most frequent first.
    title: '常见错误答案',
    key: 'answers',
    // The rest of the width: the tags wrap.
    render: (_: unknown, r) =>
      r.wrongAnswers.length ? (
        <div className="vocab-answers">
          {r.wrongAnswers.map((a) => (
            <Tag key={`${a.mode}-${a.answer}`} color={MODE_COLORS[a.mode]} title={`${a.modeName}：${a.answer}，${a.count}次`}>
              <span className="vocab-answer-mode">{a.modeName}</span> {a.answer} ×{a.count}
            </Tag>
          ))}
        </div>
      ) : (
        <span className="vocab-muted">-</span>
      ),
  },
];

/** /vocabulary/report/word?putId=&clazzId=: the put's words, most-missed first, with the wrong answers students gave. */
export default function VocabularyWordReportPage() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const putId = useIdParam('putId');
  const clazzId = useIdParam('clazzId');
  const report = useVocabWordReport(putId, clazzId ?? undefined);
  const data = report.data;
  const back = <Button onClick={() => navigate(`${paths.vocabularyList}?tab=put`)}>返回布置记录</Button>;
  if (putId == null) return <Result status="warning" title="没有指定布置记录" extra={back} />;
  if (report.isError && !data) return <Result status="warning" title="报告无法打开" subTitle={report.error.message} extra={back} />;
  if (!data) return <Card size="small"><Skeleton active /></Card>;
  const pickClazz = (id: number | null) => setSearch(id == null ? { putId: String(putId) } : { putId: String(putId), clazzId: String(id) }, { replace: true });
  const missed = data.words.filter((w) => w.wrongCount > 0).length;
  return (
    <ReportFrame put={data.put} active="word" clazzId={clazzId}>
      <Card size="small" className="vocab-card">
        <div className="vocab-toolbar">
          <ClazzSelect put={data.put} value={clazzId} onChange={pickClazz} />
          <Typography.Text type="secondary">
            共 {data.words.length} 个单词，{missed} 个有学生答错；按错误次数从多到少排列，点表头可换排序。
          </Typography.Text>
        </div>
        <Table<TVocabWordRow>
          size="middle"
          aria-label="单词报告"
          rowKey="wordId"
          loading={report.isFetching}
          dataSource={data.words}
          columns={COLUMNS}
          pagination={data.words.length > 50 ? { pageSize: 50, showSizeChanger: false, showTotal: (n) => `共 ${n} 个单词` } : false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有作答" /> }}
          scroll={{ x: 1160 }}
        />
      </Card>
    </ReportFrame>
  );
}

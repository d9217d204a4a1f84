import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { EditOutlined, SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TVocabListDetail, TVocabPutItem } from '@app/contract/vocabulary';
import { paths } from '../../../app/paths';
import { useVocabListDetail } from '../api/list-detail';
import { useVocabPuts } from '../api/puts';
import { LevelTag } from '../components/level-tag';
import { PUT_STATE_COLORS, schoolTime, timeRange } from '../lib/format';
import { useIdParam } from '../../../lib/id-param';

type Word = TVocabListDetail['words'][number];

/** /vocabulary/detail?listId=: a list's name, description and words, with 编辑 and 布置. */
export default function VocabularyDetailPage() {
  const navigate = useNavigate();
  const listId = useIdParam('listId');
  const detail = useVocabListDetail(listId);
  if (listId == null) return <Result status="warning" title="没有指定词表" extra={<Button onClick={() => navigate(paths.vocabularyList)}>返回词表列表</Button>} />;
  if (detail.isError) return <Result status="warning" title="词表无法打开" subTitle={detail.error.message} extra={<Button onClick={() => navigate(paths.vocabularyList)}>返回词表列表</Button>} />;
  const d = detail.data;
  return (
    <>
      <Card size="small" className="vocab-card">
        {!d ? (
          <Skeleton active />
        ) : (
          <>
            <div className="vocab-head">
              <div>
                <h2>{d.name}</h2>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8, whiteSpace: 'pre-wrap' }}>
                  {d.description || '（没有说明）'}
                </Typography.Paragraph>
              </div>
              <Space>
                <Button onClick={() => navigate(paths.vocabularyList)}>返回</Button>
                <Button icon={<EditOutlined />} onClick={() => navigate(`${paths.vocabularyEdit}?listId=${d.listId}`)}>
                  编辑
                </Button>
                <Button type="primary" icon={<SendOutlined />} onClick={() => navigate(`${paths.vocabularyPutCreate}?listId=${d.listId}`)}>
                  布置
                </Button>
              </Space>
            </div>
            <Descriptions
              size="small"
              column={4}
              style={{ marginBottom: 12 }}
              items={[
                { key: 'words', label: '单词数', children: d.words.length },
                { key: 'puts', label: '布置次数', children: d.putCount },
                { key: 'created', label: '创建时间', children: schoolTime(d.createdAt) },
                { key: 'updated', label: '更新时间', children: schoolTime(d.updatedAt) },
              ]}
            />
            <Table<Word>
              size="small"
              aria-label="词表单词"
              rowKey="singleWordId"
              dataSource={d.words}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="词表中没有单词" /> }}
              pagination={d.words.length > 50 ? { pageSize: 50, showSizeChanger: false, showTotal: (n) => `共 ${n} 个单词` } : false}
              columns={[
                { title: '序号', key: 'no', width: 60, render: (_: unknown, r: Word) => d.words.indexOf(r) + 1 },
                { title: '单词', dataIndex: 'word', width: 160, render: (v: string) => <span className="vocab-word">{v}</span> },
                { title: '音标', dataIndex: 'phonetic', width: 150, render: (v: string) => <span className="vocab-phonetic">{v}</span> },
                { title: '词性', dataIndex: 'pos', width: 90, render: (v: string[]) => v.join(' ') },
                { title: '释义', dataIndex: 'meaning', width: 220 },
                {
                  title: '例句',
                  key: 'example',
                  render: (_: unknown, r: Word) => (
                    <div>
                      <div className="vocab-example">{r.example}</div>
                      <div className="vocab-example-zh">{r.exampleZh}</div>
                    </div>
                  ),
                },
                { title: '级别', dataIndex: 'junior', width: 70, render: (v: boolean) => <LevelTag junior={v} /> },
              ]}
            />
          </>
        )}
      </Card>
      {d && d.putCount > 0 && <ListPuts listId={d.listId} />}
    </>
  );
}

/** The list's puts (newest first), each with its report. */
function ListPuts({ listId }: { listId: number }) {
  const navigate = useNavigate();
  const puts = useVocabPuts({ listId, pageNo: 1, pageSize: 20 });
  return (
    <Card size="small" className="vocab-card" title="这个词表的布置记录">
      <Table<TVocabPutItem>
        size="small"
        aria-label="这个词表的布置记录"
        rowKey="putId"
        loading={puts.isPending}
        dataSource={puts.data?.list ?? []}
        pagination={false}
        columns={[
          { title: '班级', key: 'clazzes', render: (_: unknown, r: TVocabPutItem) => r.clazzes.map((c) => c.clazzName).join('、') },
          { title: '起止时间', key: 'time', width: 300, render: (_: unknown, r: TVocabPutItem) => timeRange(r.startAt, r.endAt) },
          { title: '练习方式', key: 'modes', width: 200, render: (_: unknown, r: TVocabPutItem) => `${r.modeNames.join('、')}，${r.rounds}轮` },
          { title: '状态', key: 'state', width: 90, render: (_: unknown, r: TVocabPutItem) => <Tag color={PUT_STATE_COLORS[r.state]}>{r.stateName}</Tag> },
          { title: '完成', key: 'done', width: 80, align: 'right' as const, render: (_: unknown, r: TVocabPutItem) => `${r.finishedCount}/${r.studentCount}` },
          {
            title: '操作',
            key: 'report',
            width: 80,
            render: (_: unknown, r: TVocabPutItem) => (
              <Button type="link" size="small" onClick={() => navigate(`${paths.vocabularyResults}?putId=${r.putId}`)}>
                报告
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

import { useState } from 'react';
import { App, Button, Card, Empty, Input, Popconfirm, Segmented, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { VOCAB_PUT_STATE_NAMES, type TVocabListItem, type TVocabPutItem } from '@app/contract/vocabulary';
import { paths } from '../../../app/paths';
import { clazzNamesColumn, timeRangeColumn } from '../../../components/task-columns';
import { useDeleteVocabList } from '../api/delete-list';
import { useDeleteVocabPut } from '../api/delete-put';
import { useVocabLists } from '../api/lists';
import { useVocabPuts } from '../api/puts';
import { PUT_STATE_COLORS, schoolTime } from '../lib/format';

const PAGE_SIZE = 10;
type Tab = 'list' | 'put';

/** /vocabulary/list (词汇训练): the teacher's word lists (我的词表) and their puts (布置记录, ?tab=put). */
export default function VocabularyListPage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'put' ? 'put' : 'list';
  return (
    <Card size="small" className="vocab-card">
      <Tabs
        activeKey={tab}
        onChange={(k) => setSearch(k === 'put' ? { tab: 'put' } : {}, { replace: true })}
        items={[
          { key: 'list', label: '我的词表', children: <ListsTab /> },
          { key: 'put', label: '布置记录', children: <PutsTab /> },
        ]}
        destroyOnHidden
      />
    </Card>
  );
}

function ListsTab() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const lists = useVocabLists({ keyword, pageNo, pageSize: PAGE_SIZE });
  const remove = useDeleteVocabList();
  const total = lists.data?.total ?? 0;
  const create = () => navigate(paths.vocabularyCreate);

  const columns = [
    {
      title: '名称',
      dataIndex: 'name',
      ellipsis: true,
      render: (v: string, r: TVocabListItem) => (
        <Typography.Link onClick={() => navigate(`${paths.vocabularyDetail}?listId=${r.listId}`)}>{v}</Typography.Link>
      ),
    },
    { title: '单词数', dataIndex: 'wordCount', width: 90, align: 'right' as const },
    { title: '布置次数', dataIndex: 'putCount', width: 90, align: 'right' as const },
    { title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => schoolTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_: unknown, r: TVocabListItem) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${paths.vocabularyDetail}?listId=${r.listId}`)}>
            详情
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`${paths.vocabularyEdit}?listId=${r.listId}`)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`${paths.vocabularyPutCreate}?listId=${r.listId}`)}>
            布置
          </Button>
          <Popconfirm
            title="删除词表"
            description={r.putCount > 0 ? `“${r.name}”已布置${r.putCount}次，请先删除它的布置记录。` : `确定删除“${r.name}”吗？`}
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true, disabled: r.putCount > 0 }}
            onConfirm={() =>
              remove.mutateAsync(r.listId).then(
                () => {
                  void message.success('词表已删除');
                  // The last row of a page gone: show the page before.
                  if (lists.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
                },
                () => undefined,
              )
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const empty = keyword ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`没有名称包含“${keyword}”的词表`} />
  ) : (
    <Empty description="还没有词表：从课标词汇中选词或粘贴单词，建好后即可布置给班级练习">
      <Button type="primary" icon={<PlusOutlined />} onClick={create}>
        新建第一个词表
      </Button>
    </Empty>
  );

  return (
    <>
      <div className="vocab-toolbar">
        <Input.Search
          aria-label="搜索词表名称"
          allowClear
          placeholder="搜索词表名称"
          maxLength={40}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} className="vocab-toolbar-end" onClick={create}>
          新建词表
        </Button>
      </div>
      <Table<TVocabListItem>
        size="middle"
        aria-label="我的词表"
        rowKey="listId"
        loading={lists.isPending || lists.isPlaceholderData}
        dataSource={lists.data?.list ?? []}
        columns={columns}
        locale={{ emptyText: lists.isPending ? ' ' : empty }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total, showSizeChanger: false, showTotal: (n) => `共 ${n} 个词表`, onChange: setPageNo, hideOnSinglePage: true }}
      />
    </>
  );
}

const STATE_OPTIONS = [{ value: -1, label: '全部' }, ...[0, 1, 2].map((s) => ({ value: s, label: VOCAB_PUT_STATE_NAMES[s]! }))];

function PutsTab() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [state, setState] = useState(-1);
  const [pageNo, setPageNo] = useState(1);
  const puts = useVocabPuts({ state: state < 0 ? undefined : state, pageNo, pageSize: PAGE_SIZE });
  const remove = useDeleteVocabPut();

  const columns = [
    { title: '词表', dataIndex: 'listName', ellipsis: true, render: (v: string, r: TVocabPutItem) => <Tooltip title={`${r.wordCount}个单词`}>{v}</Tooltip> },
    clazzNamesColumn<TVocabPutItem>(200),
    timeRangeColumn<TVocabPutItem>(170),
    { title: '练习方式', key: 'modes', width: 180, render: (_: unknown, r: TVocabPutItem) => r.modeNames.map((m) => <Tag key={m}>{m}</Tag>) },
    { title: '轮数', dataIndex: 'rounds', width: 64, align: 'right' as const },
    { title: '状态', key: 'state', width: 90, render: (_: unknown, r: TVocabPutItem) => <Tag color={PUT_STATE_COLORS[r.state]}>{r.stateName}</Tag> },
    { title: '完成', key: 'done', width: 90, align: 'right' as const, render: (_: unknown, r: TVocabPutItem) => `${r.finishedCount}/${r.studentCount}` },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_: unknown, r: TVocabPutItem) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${paths.vocabularyResults}?putId=${r.putId}`)}>
            报告
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`${paths.vocabularyPutEdit}?putId=${r.putId}`)}>
            编辑
          </Button>
          <Popconfirm
            title="删除布置"
            description={
              <div className="vocab-confirm">
                删除“{r.listName}”的这次布置后，学生将看不到这项练习，
                {r.answered ? <Typography.Text strong>学生已提交的作答记录也会一并删除</Typography.Text> : '学生已提交的作答记录也会一并删除'}
                ，且不能恢复。确定删除吗？
              </div>
            }
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(r.putId).then(
                () => {
                  void message.success('布置已删除');
                  if (puts.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
                },
                () => undefined,
              )
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="vocab-toolbar">
        <Segmented<number>
          aria-label="布置状态"
          value={state}
          options={STATE_OPTIONS}
          onChange={(v) => {
            setState(v);
            setPageNo(1);
          }}
        />
      </div>
      <Table<TVocabPutItem>
        size="middle"
        aria-label="布置记录"
        rowKey="putId"
        loading={puts.isPending || puts.isPlaceholderData}
        dataSource={puts.data?.list ?? []}
        columns={columns}
        locale={{
          emptyText: puts.isPending ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={state < 0 ? '还没有布置过练习：在“我的词表”中点“布置”，把词表布置给班级' : `没有${VOCAB_PUT_STATE_NAMES[state]}的练习`} />
          ),
        }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: puts.data?.total ?? 0, showSizeChanger: false, showTotal: (n) => `共 ${n} 次布置`, onChange: setPageNo, hideOnSinglePage: true }}
      />
    </>
  );
}

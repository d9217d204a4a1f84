import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { BookOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { VOCAB_PUT_STATE_NAMES } from '@app/contract/vocabulary';
import { type TWriteTaskItem } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import { clazzNamesColumn, timeRangeColumn } from '../../../components/task-columns';
import '../write.css';
import { useDeleteWriteTask } from '../api/delete-task';
import { useWriteTasks } from '../api/tasks';
import { KIND_COLORS, TASK_STATE_COLORS } from '../lib/format';

const PAGE_SIZE = 10;
const STATE_OPTIONS = [{ value: -1, label: '全部' }, ...[0, 1, 2].map((s) => ({ value: s, label: VOCAB_PUT_STATE_NAMES[s]! }))];

/** /write/list (写作训练): the teacher's writing tasks by state, with their essays, reports, edit and delete. */
export default function WriteListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [state, setState] = useState(-1);
  const [pageNo, setPageNo] = useState(1);
  const tasks = useWriteTasks({ state: state < 0 ? undefined : state, pageNo, pageSize: PAGE_SIZE });
  const remove = useDeleteWriteTask();
  const special = () => navigate(paths.writeSpecial);
  const original = () => navigate(paths.writeOriginal);

  const columns = [
    {
      title: '题目',
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, r: TWriteTaskItem) => (
        <Typography.Link onClick={() => navigate(`${paths.writeDetails}?taskId=${r.taskId}`)}>{v}</Typography.Link>
      ),
    },
    { title: '类型', key: 'kind', width: 110, render: (_: unknown, r: TWriteTaskItem) => <Tag color={KIND_COLORS[r.kind]}>{r.kindName}</Tag> },
    clazzNamesColumn<TWriteTaskItem>(170),
    timeRangeColumn<TWriteTaskItem>(160),
    { title: '状态', key: 'state', width: 84, render: (_: unknown, r: TWriteTaskItem) => <Tag color={TASK_STATE_COLORS[r.state]}>{r.stateName}</Tag> },
    { title: '提交', key: 'submitted', width: 76, align: 'right' as const, render: (_: unknown, r: TWriteTaskItem) => `${r.submittedCount}/${r.studentCount}` },
    {
      title: '批改',
      key: 'scored',
      width: 76,
      align: 'right' as const,
      render: (_: unknown, r: TWriteTaskItem) => (r.scoredCount < r.submittedCount ? <Typography.Text type="warning">{r.scoredCount}</Typography.Text> : r.scoredCount),
    },
    {
      title: '操作',
      key: 'actions',
      width: 210,
      render: (_: unknown, r: TWriteTaskItem) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${paths.writeDetails}?taskId=${r.taskId}`)}>
            作文
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`${paths.writeResults}?taskId=${r.taskId}`)}>
            报告
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`${paths.writeEdit}?taskId=${r.taskId}`)}>
            编辑
          </Button>
          <Popconfirm
            title="删除写作任务"
            description={
              <div className="vocab-confirm">
                删除“{r.title}”后，学生将看不到这项写作任务，
                {r.submittedCount > 0 ? <Typography.Text strong>学生已提交的{r.submittedCount}篇作文及评分也会一并删除</Typography.Text> : '学生提交的作文也会一并删除'}
                ，且不能恢复。确定删除吗？
              </div>
            }
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(r.taskId).then(
                () => {
                  void message.success('写作任务已删除');
                  if (tasks.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
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

  const empty =
    state >= 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`没有${VOCAB_PUT_STATE_NAMES[state]}的写作任务`} />
    ) : (
      <Empty description="还没有布置过写作任务：从题库选一道专项写作题，或自己命题，布置给班级">
        <Space>
          <Button type="primary" icon={<BookOutlined />} onClick={special}>
            专项写作
          </Button>
          <Button icon={<EditOutlined />} onClick={original}>
            自主命题
          </Button>
        </Space>
      </Empty>
    );

  return (
    <Card size="small" className="vocab-card write-list-card">
      <div className="vocab-toolbar">
        <Segmented<number>
          aria-label="任务状态"
          value={state}
          options={STATE_OPTIONS}
          onChange={(v) => {
            setState(v);
            setPageNo(1);
          }}
        />
        <Space className="vocab-toolbar-end">
          <Button type="primary" icon={<BookOutlined />} onClick={special}>
            专项写作
          </Button>
          <Button icon={<EditOutlined />} onClick={original}>
            自主命题
          </Button>
        </Space>
      </div>
      <Table<TWriteTaskItem>
        size="middle"
        aria-label="写作任务"
        rowKey="taskId"
        loading={tasks.isPending || tasks.isPlaceholderData}
        dataSource={tasks.data?.list ?? []}
        columns={columns}
        locale={{ emptyText: tasks.isPending ? ' ' : empty }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: tasks.data?.total ?? 0, showSizeChanger: false, showTotal: (n) => `共 ${n} 项写作任务`, onChange: setPageNo, hideOnSinglePage: true }}
      />
    </Card>
  );
}

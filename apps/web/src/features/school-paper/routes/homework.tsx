import { useState } from 'react';
import { App, Button, Card, Empty, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { schoolDateTime, SCHOOL_PAPER_PAGE_SIZE, type THomeworkItem } from '@app/contract';
import { useDeleteHomework, useHomeworkList } from '../api/homework';
import { CompletionDrawer } from '../components/completion-drawer';
import { HomeworkDialog } from '../components/homework-dialog';
import { DeleteLink } from '../../../components/delete-link';

/** /schoolpaper/homework (作业): the homework the teacher set, its completion, and setting new homework. */
export default function HomeworkPage() {
  const { message } = App.useApp();
  const [pageNo, setPageNo] = useState(1);
  const [setting, setSetting] = useState(false);
  const [viewing, setViewing] = useState<THomeworkItem | null>(null);
  const list = useHomeworkList(pageNo, SCHOOL_PAPER_PAGE_SIZE);
  const remove = useDeleteHomework();
  const columns = [
    {
      title: '作业',
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, r: THomeworkItem) => <Typography.Link onClick={() => setViewing(r)}>{v}</Typography.Link>,
    },
    {
      title: '试卷',
      key: 'paperName',
      ellipsis: true,
      render: (_: unknown, r: THomeworkItem) => (
        <>
          {r.source === 'record' && <Tag color="blue">组卷</Tag>}
          {r.paperName}
        </>
      ),
    },
    { title: '班级', key: 'clazzes', width: 180, render: (_: unknown, r: THomeworkItem) => r.clazzes.map((c) => c.clazzName).join('、') },
    { title: '截止时间', key: 'dueAt', width: 150, render: (_: unknown, r: THomeworkItem) => schoolDateTime(new Date(r.dueAt)) },
    { title: '状态', key: 'open', width: 80, render: (_: unknown, r: THomeworkItem) => (r.open ? <Tag color="processing">进行中</Tag> : <Tag>已截止</Tag>) },
    { title: '已完成', key: 'done', width: 90, align: 'right' as const, render: (_: unknown, r: THomeworkItem) => `${r.doneCount}/${r.studentCount}` },
    { title: '照片', key: 'photos', width: 70, align: 'right' as const, render: (_: unknown, r: THomeworkItem) => r.photoCount },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_: unknown, r: THomeworkItem) => (
        <>
          <Button type="link" size="small" onClick={() => setViewing(r)}>
            完成情况
          </Button>
          <DeleteLink
            title="删除作业"
            description={`删除“${r.title}”后，学生的完成记录和上传的照片一并删除，且不能恢复。确定删除吗？`}
            onDelete={() => remove.mutateAsync(r.homeworkId).then(() => void message.success('作业已删除'))}
          />
        </>
      ),
    },
  ];
  return (
    <Card size="small" className="sp-card">
      <div className="sp-toolbar">
        <Typography.Text type="secondary">把校本试卷布置给任教的班级，学生在学生端查看试卷、标记完成或拍照上传。</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setSetting(true)}>
          布置作业
        </Button>
      </div>
      <Table<THomeworkItem>
        aria-label="作业"
        rowKey="homeworkId"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: list.isPending ? ' ' : <Empty description="还没有布置过作业：选择一份校本试卷，布置给班级" /> }}
        pagination={{ current: pageNo, pageSize: SCHOOL_PAPER_PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: setPageNo, hideOnSinglePage: true }}
      />
      <HomeworkDialog open={setting} paper={null} onClose={() => setSetting(false)} />
      <CompletionDrawer homework={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

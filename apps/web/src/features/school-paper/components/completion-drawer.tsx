import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, Image, Input, Modal, Segmented, Space, Statistic, Table, Tag, Typography } from 'antd';
import { HOMEWORK_COMMENT_MAX, schoolDateTime, type THomeworkItem, type THomeworkStudentRow } from '@app/contract';
import { useObjectUrl } from '../../../lib/authed-blob';
import { homeworkPhotoQuery, useCommentHomework, useCompletion } from '../api/homework';

const STATE_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'blue' };

function Photo({ homeworkId, row, photoNo }: { homeworkId: number; row: THomeworkStudentRow; photoNo: number }) {
  const photo = useQuery(homeworkPhotoQuery(homeworkId, row.studentId, photoNo, row.updatedAt ?? ''));
  const src = useObjectUrl(photo.data);
  if (!src) return <div className="sp-photo is-loading">{photo.isError ? '照片加载失败' : '正在加载…'}</div>;
  return <Image src={src} alt={`${row.name}的作业照片${photoNo}`} width={180} className="sp-photo" />;
}

/** 完成情况: each class's counts, then each student's state, photos and the teacher's comment. */
export function CompletionDrawer({ homework, onClose }: { homework: THomeworkItem | null; onClose: () => void }) {
  const { message } = App.useApp();
  const completion = useCompletion(homework?.homeworkId ?? null);
  const comment = useCommentHomework(homework?.homeworkId ?? 0);
  const [clazzId, setClazzId] = useState<number | 0>(0);
  const [photos, setPhotos] = useState<THomeworkStudentRow | null>(null);
  const [commenting, setCommenting] = useState<{ row: THomeworkStudentRow; text: string } | null>(null);
  const data = completion.data;
  const rows = (data?.students ?? []).filter((s) => !clazzId || s.clazzId === clazzId);
  const shown = data?.clazzes.filter((c) => !clazzId || c.clazzId === clazzId) ?? [];
  const sum = (k: 'studentCount' | 'doneCount' | 'photoCount' | 'notYetCount') => shown.reduce((n, c) => n + c[k], 0);
  const saveComment = () => {
    if (!commenting) return;
    void comment.mutateAsync({ studentId: commenting.row.studentId, comment: commenting.text.trim() }).then(
      () => {
        void message.success('评语已保存');
        setCommenting(null);
      },
      () => undefined,
    );
  };
  const columns = [
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '学号', dataIndex: 'studentNum', width: 120 },
    { title: '班级', dataIndex: 'clazzName', width: 110 },
    { title: '状态', key: 'state', width: 100, render: (_: unknown, r: THomeworkStudentRow) => <Tag color={STATE_COLORS[r.state]}>{r.stateName}</Tag> },
    {
      title: '照片',
      key: 'photos',
      width: 110,
      render: (_: unknown, r: THomeworkStudentRow) =>
        r.photoCount > 0 ? (
          <Button type="link" size="small" onClick={() => setPhotos(r)}>
            查看照片（{r.photoCount}）
          </Button>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: '提交时间', key: 'updatedAt', width: 140, render: (_: unknown, r: THomeworkStudentRow) => (r.updatedAt ? schoolDateTime(new Date(r.updatedAt)) : '—') },
    {
      title: '评语',
      key: 'comment',
      render: (_: unknown, r: THomeworkStudentRow) => (
        <Space size={4}>
          {r.comment && <Typography.Text>{r.comment}</Typography.Text>}
          <Button type="link" size="small" onClick={() => setCommenting({ row: r, text: r.comment })}>
            {r.comment ? '修改' : '写评语'}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Drawer title={homework ? `完成情况：${homework.title}` : '完成情况'} open={homework != null} onClose={onClose} size={1000} destroyOnHidden>
      {data && (
        <>
          <div>
            <Segmented<number>
              aria-label="班级"
              value={clazzId}
              options={[{ value: 0, label: '全部班级' }, ...data.clazzes.map((c) => ({ value: c.clazzId, label: c.clazzName }))]}
              onChange={setClazzId}
            />
          </div>
          <Space size={40} className="sp-stats" aria-label="完成统计">
            <Statistic title="学生" value={sum('studentCount')} />
            <Statistic title="已完成" value={sum('doneCount')} />
            <Statistic title="已上传照片" value={sum('photoCount')} />
            <Statistic title="未完成" value={sum('notYetCount')} />
          </Space>
          <Table<THomeworkStudentRow> aria-label="学生完成情况" rowKey="studentId" size="small" columns={columns} dataSource={rows} pagination={false} locale={{ emptyText: <Empty description="班级里没有学生" /> }} />
        </>
      )}
      <Modal title={photos ? `${photos.name}的作业照片` : '作业照片'} open={photos != null} onCancel={() => setPhotos(null)} footer={null} width={640} destroyOnHidden>
        {photos && homework && (
          <Image.PreviewGroup>
            <div className="sp-photos">
              {Array.from({ length: photos.photoCount }, (_, i) => (
                <Photo key={i} homeworkId={homework.homeworkId} row={photos} photoNo={i + 1} />
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </Modal>
      <Modal title={commenting ? `给${commenting.row.name}写评语` : '评语'} open={commenting != null} onCancel={() => setCommenting(null)} onOk={saveComment} okText="保存" cancelText="取消" confirmLoading={comment.isPending} destroyOnHidden>
        <Input.TextArea
          aria-label="评语"
          rows={3}
          maxLength={HOMEWORK_COMMENT_MAX}
          showCount
          value={commenting?.text ?? ''}
          onChange={(e) => setCommenting((c) => (c ? { ...c, text: e.target.value } : c))}
          placeholder="学生在学生端看到评语"
        />
      </Modal>
    </Drawer>
  );
}

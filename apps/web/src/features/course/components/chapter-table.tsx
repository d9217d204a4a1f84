import { useState } from 'react';
import { App, Button, Empty, Input, Modal, Space, Table, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { COURSE_VIDEO_TITLE_MAX, type TCourseDetail, type TCourseVideo } from '@app/contract';
import { useRemoveVideo, useRenameVideo, useReorderVideos } from '../api/videos';
import { clockText, sizeText } from '../format';
import { DeleteLink } from '../../../components/delete-link';
import { PreviewModal } from './preview-modal';
import { VideoPoster } from './video-poster';

type Props = { course: TCourseDetail; onUpload: () => void };

/** The course's chapters in order: poster, title, length and size; move up or down, rename, preview, delete. */
export function ChapterTable({ course, onUpload }: Props) {
  const { message } = App.useApp();
  const [previewing, setPreviewing] = useState<TCourseVideo | null>(null);
  const [renaming, setRenaming] = useState<{ video: TCourseVideo; title: string } | null>(null);
  const rename = useRenameVideo(course.courseId);
  const remove = useRemoveVideo(course.courseId);
  const reorder = useReorderVideos(course.courseId);
  const videos = course.videos;

  const move = (index: number, by: -1 | 1) => {
    const ids = videos.map((v) => v.videoId);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void reorder.mutateAsync(ids).catch(() => undefined);
  };
  const saveTitle = () => {
    if (!renaming) return;
    const title = renaming.title.trim();
    if (!title) {
      void message.error('请填写视频标题');
      return;
    }
    void rename.mutateAsync({ videoId: renaming.video.videoId, title }).then(
      () => {
        void message.success('标题已保存');
        setRenaming(null);
      },
      () => undefined,
    );
  };

  const columns = [
    { title: '章节', key: 'ord', width: 72, render: (_: unknown, v: TCourseVideo) => `第${v.ord}节` },
    { title: '封面', key: 'poster', width: 112, render: (_: unknown, v: TCourseVideo) => <VideoPoster videoId={v.videoId} alt={`${v.title}的封面`} /> },
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      render: (t: string, v: TCourseVideo) => (
        <Typography.Link onClick={() => setPreviewing(v)} title={t}>
          {t}
        </Typography.Link>
      ),
    },
    { title: '时长', key: 'duration', width: 90, align: 'right' as const, render: (_: unknown, v: TCourseVideo) => clockText(v.durationS) },
    { title: '大小', key: 'size', width: 96, align: 'right' as const, render: (_: unknown, v: TCourseVideo) => sizeText(v.fileSize) },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_: unknown, v: TCourseVideo, i: number) => (
        <Space size={0} wrap>
          <Tooltip title="上移">
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移${v.title}`} disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} />
          </Tooltip>
          <Tooltip title="下移">
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移${v.title}`} disabled={i === videos.length - 1 || reorder.isPending} onClick={() => move(i, 1)} />
          </Tooltip>
          <Button type="link" size="small" onClick={() => setPreviewing(v)}>
            预览
          </Button>
          <Button type="link" size="small" onClick={() => setRenaming({ video: v, title: v.title })}>
            修改标题
          </Button>
          <DeleteLink
            title="删除视频"
            description={`删除“${v.title}”后，视频文件和学生观看这一节的记录一并删除，且不能恢复。确定删除吗？`}
            onDelete={() => remove.mutateAsync(v.videoId).then(() => void message.success('视频已删除'))}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<TCourseVideo>
        aria-label="章节"
        rowKey="videoId"
        size="middle"
        columns={columns}
        dataSource={videos}
        pagination={false}
        locale={{
          emptyText: (
            <Empty description="还没有视频：上传一节视频作为第一节，可以上传多节，按顺序组成课程">
              <Button type="primary" icon={<CloudUploadOutlined />} onClick={onUpload}>
                上传视频
              </Button>
            </Empty>
          ),
        }}
      />
      <PreviewModal video={previewing} onClose={() => setPreviewing(null)} />
      <Modal title="修改视频标题" open={renaming != null} onCancel={() => setRenaming(null)} onOk={saveTitle} okText="保存" cancelText="取消" confirmLoading={rename.isPending} destroyOnHidden>
        <Input aria-label="视频标题" value={renaming?.title ?? ''} maxLength={COURSE_VIDEO_TITLE_MAX} showCount onChange={(e) => setRenaming((r) => (r ? { ...r, title: e.target.value } : r))} onPressEnter={saveTitle} />
      </Modal>
    </>
  );
}

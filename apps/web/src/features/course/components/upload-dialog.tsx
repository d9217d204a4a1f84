import { useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Progress, Spin, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { COURSE_VIDEO_TITLE_MAX } from '@app/contract';
import { speedText, transferText } from '../format';
import { titleFromFileName, VIDEO_ACCEPT, videoFileRefusal } from '../video-file';
import { useVideoUpload } from './use-video-upload';

type Props = { courseId: number; open: boolean; onClose: () => void };

/** 上传视频: the dialog, mounted only while open (each opening is a new upload). */
export function UploadDialog({ courseId, open, onClose }: Props) {
  return open ? <UploadDialogBody courseId={courseId} onClose={onClose} /> : null;
}

/**
 * One video for the next chapter: chosen and checked here (MP4, MOV or WebM by its bytes, at most
 * 2 GB), sent over tus with its progress, speed, 暂停 / 继续 and 重试, then checked by the server
 * (正在处理视频…). An unfinished upload of the same file resumes where it stopped.
 */
function UploadDialogBody({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ title: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The check of the chosen file's bytes (it reads them asynchronously).
  const checking = useRef<Promise<string | null>>(Promise.resolve(null));
  const up = useVideoUpload(courseId, () => {
    void message.success('视频已添加');
    onClose();
  });
  const busy = up.phase !== 'idle' && up.phase !== 'done';
  const sending = up.phase === 'uploading' || up.phase === 'paused' || up.phase === 'failed';

  const pick = (f: File) => {
    setFile(f);
    setFileError(null);
    const check = videoFileRefusal(f);
    checking.current = check;
    void check.then((refusal) => {
      if (checking.current !== check) return;
      setFileError(refusal);
      if (!refusal && !form.getFieldValue('title')) form.setFieldValue('title', titleFromFileName(f.name));
    });
    return false as const;
  };

  const submit = async () => {
    if (!file) {
      setFileError('请选择要上传的视频');
      return;
    }
    if (await checking.current) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await up.start(file, v.title.trim());
  };

  const close = () => {
    if (!busy) {
      onClose();
      return;
    }
    if (up.phase === 'processing') return;
    modal.confirm({
      title: '停止上传？',
      content: '已上传的部分会保留，下次选择同一个视频文件时从中断处继续。',
      okText: '停止上传',
      cancelText: '继续上传',
      onOk: async () => {
        await up.stop();
        onClose();
      },
    });
  };

  const footer = [
    <Button key="cancel" onClick={close} disabled={up.phase === 'processing'}>
      {sending ? '取消上传' : '取消'}
    </Button>,
    up.phase === 'uploading' && (
      <Button key="pause" onClick={() => void up.pause()}>
        暂停
      </Button>
    ),
    up.phase === 'paused' && (
      <Button key="resume" type="primary" onClick={up.resume}>
        继续
      </Button>
    ),
    up.phase === 'failed' && (
      <Button key="retry" type="primary" onClick={up.resume}>
        重试
      </Button>
    ),
    up.phase === 'attachFailed' && (
      <Button key="retry-attach" type="primary" onClick={up.retryAttach}>
        重试
      </Button>
    ),
    (up.phase === 'idle' || up.phase === 'done') && (
      <Button key="ok" type="primary" onClick={() => void submit()}>
        开始上传
      </Button>
    ),
  ].filter(Boolean);

  return (
    <Modal title="上传视频" open onCancel={close} mask={{ closable: false }} keyboard={!busy} footer={footer} width={560}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item label="视频文件" required validateStatus={fileError ? 'error' : undefined} help={fileError ?? 'MP4、MOV或WebM格式，2GB以内；中断后再次选择同一文件可从中断处继续'}>
          <Upload.Dragger accept={VIDEO_ACCEPT} multiple={false} showUploadList={false} beforeUpload={pick} disabled={busy} aria-label="选择视频文件">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? file.name : '点击或拖入视频文件'}</p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item name="title" label="视频标题" rules={[{ required: true, whitespace: true, message: '请填写视频标题' }, { max: COURSE_VIDEO_TITLE_MAX, message: `视频标题最多${COURSE_VIDEO_TITLE_MAX}个字` }]}>
          <Input placeholder="默认为文件名" maxLength={COURSE_VIDEO_TITLE_MAX} disabled={busy} />
        </Form.Item>
      </Form>
      {up.resumed && busy && <Alert className="course-upload-note" type="info" showIcon title="检测到未完成的上传，将从上次中断处继续" />}
      {up.phase !== 'idle' && (
        <div className="course-upload-progress">
          <Progress percent={up.percent} status={up.phase === 'failed' || up.phase === 'attachFailed' ? 'exception' : up.percent >= 100 ? 'success' : up.phase === 'uploading' ? 'active' : 'normal'} aria-label="上传进度" />
          <div className="course-upload-figures" aria-label="上传情况">
            <span>已上传 {transferText(up.sent, up.total)}</span>
            {up.phase === 'uploading' && <span>速度 {speedText(up.speed)}</span>}
            {up.phase === 'paused' && <span>已暂停</span>}
          </div>
        </div>
      )}
      {up.phase === 'processing' && (
        <div className="course-processing" role="status">
          <Spin size="small" /> 正在处理视频…
        </div>
      )}
      {up.error && (up.phase === 'failed' || up.phase === 'attachFailed') && <Alert className="course-upload-note" type="error" showIcon title={up.error} description={up.phase === 'failed' ? '点击“重试”从中断处继续上传' : undefined} />}
    </Modal>
  );
}

import { App, Button, Form, Input, Modal, Progress, Select, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { SCHOOL_PAPER_NAME_MAX, type TGrade, type TSubject } from '@app/contract';
import { useUploadPaper } from '../api/upload-paper';
import { ACCEPT, subjectOptions } from '../lib';
import { MAX_MB, usePickedFile } from './use-picked-file';

type Props = { open: boolean; onClose: () => void; subjects: readonly TSubject[]; grades: readonly TGrade[]; defaultSubjectId: number | null };
type Values = { name?: string; subjectId?: number; gradeId?: number };

/** 上传试卷: a Word (.docx) or PDF file of at most 50 MB, its name (the file's by default), subject and grade, with a progress bar. */
export function UploadDialog({ open, onClose, subjects, grades, defaultSubjectId }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { file, fileError, setFileError, percent, setPercent, pick: pickFile, reset } = usePickedFile((f) => (/\.(pdf|docx)$/i.test(f.name) ? null : '只能上传Word（.docx）或PDF格式的试卷'));
  const upload = useUploadPaper();
  const close = () => {
    if (upload.isPending) return;
    form.resetFields();
    reset();
    onClose();
  };
  const pick = (f: File) =>
    pickFile(f, () => {
      if (!form.getFieldValue('name')) form.setFieldValue('name', f.name.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, SCHOOL_PAPER_NAME_MAX));
    });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!file) {
      setFileError('请选择要上传的试卷文件');
      return;
    }
    if (fileError) return;
    setPercent(0);
    try {
      await upload.mutateAsync({ file, name: v.name?.trim() || undefined, subjectId: v.subjectId!, gradeId: v.gradeId!, onProgress: setPercent });
      void message.success('试卷已上传');
      upload.reset();
      close();
    } catch {
      setPercent(null);
    }
  };
  return (
    <Modal
      title="上传校本试卷"
      open={open}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={upload.isPending}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={upload.isPending} onClick={() => void submit()}>
          上传
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={{ subjectId: defaultSubjectId ?? subjects[0]?.subjectId }} requiredMark={false}>
        <Form.Item label="试卷文件" required validateStatus={fileError ? 'error' : undefined} help={fileError ?? `Word（.docx）或PDF，${MAX_MB}MB以内`}>
          <Upload.Dragger accept={ACCEPT} multiple={false} showUploadList={false} beforeUpload={pick} disabled={upload.isPending} aria-label="选择试卷文件">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? file.name : '点击或拖入试卷文件'}</p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item name="name" label="试卷名称" rules={[{ max: SCHOOL_PAPER_NAME_MAX, message: `试卷名称最多${SCHOOL_PAPER_NAME_MAX}个字` }]}>
          <Input placeholder="默认为文件名" maxLength={SCHOOL_PAPER_NAME_MAX} />
        </Form.Item>
        <Form.Item name="subjectId" label="学科" rules={[{ required: true, message: '请选择学科' }]}>
          <Select options={subjectOptions(subjects)} placeholder="请选择学科" />
        </Form.Item>
        <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: '请选择年级' }]}>
          <Select options={grades.map((g) => ({ value: g.gradeId, label: g.gradeName }))} placeholder="请选择年级" />
        </Form.Item>
        {percent != null && <Progress percent={percent} status={upload.isError ? 'exception' : percent >= 100 ? 'success' : 'active'} aria-label="上传进度" />}
      </Form>
    </Modal>
  );
}

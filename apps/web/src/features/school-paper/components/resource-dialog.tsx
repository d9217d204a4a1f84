import { useEffect } from 'react';
import { App, Form, Input, Modal, Progress, Select, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { SCHOOL_RESOURCE_DESCRIPTION_MAX, SCHOOL_RESOURCE_KIND_NAMES, SCHOOL_RESOURCE_TITLE_MAX, type TGrade, type TSchoolResource, type TSchoolResourceKind, type TSubject } from '@app/contract';
import { useEditResource, useUploadResource } from '../api/resources';
import { MAX_MB, usePickedFile } from './use-picked-file';

type Props = {
  kind: TSchoolResourceKind;
  /** null: closed; 'new': upload; a resource: edit it. */
  target: TSchoolResource | 'new' | null;
  onClose: () => void;
  subjects: readonly TSubject[];
  grades: readonly TGrade[];
};
type Values = { title?: string; subjectId?: number; gradeId?: number; description?: string };
const ACCEPT = '.pdf,.docx,.xlsx,.pptx,.jpg,.jpeg,.png,.webp';

/** 上传资料 / 编辑资料: a file (PDF, Word, Excel, PowerPoint or an image, ≤ 50 MB) with its title, subject, grade and description. */
export function ResourceDialog({ kind, target, onClose, subjects, grades }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { file, fileError, setFileError, percent, setPercent, pick: pickFile, reset } = usePickedFile();
  const upload = useUploadResource();
  const edit = useEditResource();
  const isNew = target === 'new';
  useEffect(() => {
    if (target && target !== 'new') form.setFieldsValue({ title: target.title, subjectId: target.subjectId, gradeId: target.gradeId, description: target.description });
  }, [target, form]);
  const close = () => {
    if (upload.isPending) return;
    form.resetFields();
    reset();
    onClose();
  };
  const pick = (f: File) =>
    pickFile(f, () => {
      if (!form.getFieldValue('title')) form.setFieldValue('title', f.name.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, SCHOOL_RESOURCE_TITLE_MAX));
    });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!isNew && target) {
      await edit.mutateAsync({ resourceId: target.resourceId, body: { title: v.title?.trim(), subjectId: v.subjectId, gradeId: v.gradeId, description: v.description?.trim() ?? '' } }).then(
        () => {
          void message.success('已保存');
          close();
        },
        () => undefined,
      );
      return;
    }
    if (!file) {
      setFileError('请选择要上传的资料文件');
      return;
    }
    if (fileError) return;
    setPercent(0);
    try {
      await upload.mutateAsync({ kind, file, title: v.title?.trim() || undefined, subjectId: v.subjectId!, gradeId: v.gradeId!, description: v.description?.trim() || undefined, onProgress: setPercent });
      void message.success('资料已上传');
      upload.reset();
      close();
    } catch {
      setPercent(null);
    }
  };
  return (
    <Modal
      title={isNew ? `上传${SCHOOL_RESOURCE_KIND_NAMES[kind]}` : '编辑资料'}
      open={target != null}
      onCancel={close}
      onOk={() => void submit()}
      okText={isNew ? '上传' : '保存'}
      cancelText="取消"
      confirmLoading={upload.isPending || edit.isPending}
      maskClosable={false}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        {isNew && (
          <Form.Item label="资料文件" required validateStatus={fileError ? 'error' : undefined} help={fileError ?? `PDF、Word、Excel、PowerPoint或图片，${MAX_MB}MB以内`}>
            <Upload.Dragger accept={ACCEPT} multiple={false} showUploadList={false} beforeUpload={pick} disabled={upload.isPending}>
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{file ? file.name : '点击或拖入资料文件'}</p>
            </Upload.Dragger>
          </Form.Item>
        )}
        <Form.Item name="title" label="标题" rules={[{ max: SCHOOL_RESOURCE_TITLE_MAX, message: `标题最多${SCHOOL_RESOURCE_TITLE_MAX}个字` }, ...(isNew ? [] : [{ required: true, whitespace: true, message: '请填写标题' }])]}>
          <Input placeholder={isNew ? '默认为文件名' : undefined} maxLength={SCHOOL_RESOURCE_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="subjectId" label="学科" rules={[{ required: true, message: '请选择学科' }]}>
          <Select options={subjects.map((s) => ({ value: s.subjectId, label: s.subjectName }))} placeholder="请选择学科" />
        </Form.Item>
        <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: '请选择年级' }]}>
          <Select options={grades.map((g) => ({ value: g.gradeId, label: g.gradeName }))} placeholder="请选择年级" />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[{ max: SCHOOL_RESOURCE_DESCRIPTION_MAX, message: `说明最多${SCHOOL_RESOURCE_DESCRIPTION_MAX}个字` }]}>
          <Input.TextArea rows={3} maxLength={SCHOOL_RESOURCE_DESCRIPTION_MAX} showCount />
        </Form.Item>
        {percent != null && <Progress percent={percent} status={upload.isError ? 'exception' : 'active'} aria-label="上传进度" />}
      </Form>
    </Modal>
  );
}

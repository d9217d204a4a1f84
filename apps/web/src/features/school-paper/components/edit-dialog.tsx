import { useEffect } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { SCHOOL_PAPER_NAME_MAX, type TSchoolPaper, type TSubject } from '@app/contract';
import { useEditPaper } from '../api/edit-paper';
import { subjectOptions } from '../lib';

type Props = { paper: TSchoolPaper | null; onClose: () => void; subjects: readonly TSubject[] };
type Values = { name: string; subjectId: number };

/** 编辑: rename the paper and change its subject (one of the teacher's). */
export function EditDialog({ paper, onClose, subjects }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const edit = useEditPaper();
  useEffect(() => {
    if (paper) form.setFieldsValue({ name: paper.name, subjectId: paper.subjectId });
  }, [paper, form]);
  const submit = async () => {
    if (!paper) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await edit.mutateAsync({ paperId: paper.paperId, body: { name: v.name.trim(), subjectId: v.subjectId } }).then(
      () => {
        void message.success('已保存');
        onClose();
      },
      () => undefined,
    );
  };
  return (
    <Modal title="编辑试卷" open={paper != null} onCancel={onClose} onOk={() => void submit()} okText="保存" cancelText="取消" confirmLoading={edit.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="name" label="试卷名称" rules={[{ required: true, whitespace: true, message: '请填写试卷名称' }, { max: SCHOOL_PAPER_NAME_MAX, message: `试卷名称最多${SCHOOL_PAPER_NAME_MAX}个字` }]}>
          <Input maxLength={SCHOOL_PAPER_NAME_MAX} />
        </Form.Item>
        <Form.Item name="subjectId" label="学科" rules={[{ required: true, message: '请选择学科' }]}>
          <Select options={subjectOptions(subjects)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

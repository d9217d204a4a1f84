import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { TEST_TYPES } from '@app/contract';

type Props = { open: boolean; pending: boolean; onSubmit: (v: { paperName: string; testType: number }) => void; onClose: () => void };

/** 组卷: the new paper record's name and test type. */
export function ComposeDialog({ open, pending, onSubmit, onClose }: Props) {
  const [paperName, setPaperName] = useState('');
  const [testType, setTestType] = useState<number>(TEST_TYPES[0].value);
  const [touched, setTouched] = useState(false);
  const empty = paperName.trim() === '';
  return (
    <Modal
      open={open}
      title="组卷"
      okText="生成试卷"
      cancelText="取消"
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(v) => {
        if (v) {
          setPaperName('');
          setTouched(false);
        }
      }}
      onOk={() => {
        setTouched(true);
        if (!empty) onSubmit({ paperName: paperName.trim(), testType });
      }}
    >
      <Form layout="vertical">
        <Form.Item label="试卷名称" required validateStatus={touched && empty ? 'error' : undefined} help={touched && empty ? '试卷名称不能为空' : undefined}>
          <Input aria-label="新试卷名称" value={paperName} maxLength={100} onChange={(e) => setPaperName(e.target.value)} placeholder="请输入试卷名称" />
        </Form.Item>
        <Form.Item label="考试类型">
          <Select aria-label="新试卷考试类型" value={testType} onChange={setTestType} options={TEST_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { MARKING_PROBLEM_TYPES } from '@app/contract';
import { reportProblem } from '../api/report-problem';

type Values = { type: 1 | 2 | 3 | 4; note: string };

/** 问题卷: the marker reports the answer in hand (图像不清 / 非本题答案 / 空白卷 / 其他) with a note; a manager resolves it. */
export function ProblemReportModal({ slotId, paperNo, onClose, onReported }: { slotId: number | null; paperNo: string; onClose: () => void; onReported: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={slotId != null}
      title={`报告问题卷（试卷号 ${paperNo}）`}
      okText="提交问题卷"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        setSaving(true);
        try {
          await reportProblem(slotId!, v.type, v.note ?? '');
          message.success('已提交为问题卷，将由阅卷负责人处理');
          onReported();
        } catch {
          // the client has shown the message
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ type: 1, note: '' }} aria-label="问题卷">
        <Form.Item name="type" label="问题类型" rules={[{ required: true, message: '请选择问题类型' }]}>
          <Radio.Group options={MARKING_PROBLEM_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        <Form.Item name="note" label="问题说明" rules={[{ max: 200, message: '问题说明最多200个字' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="选填，例如：图片下半部分缺失" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

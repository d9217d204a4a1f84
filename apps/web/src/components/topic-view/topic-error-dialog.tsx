import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { ERROR_OTHER_LABEL, ERROR_TYPES } from '@app/contract';

export type TopicErrorValues = { errorType: number[]; errorInfo: string };

type Props = {
  open: boolean;
  /** Sends the report; the dialog closes when it resolves and stays open when it fails. */
  onSubmit: (values: TopicErrorValues) => Promise<unknown>;
  onClose: () => void;
};

/**
 * 纠错 (spec section 5): the four error types as checkboxes plus 其他错误 as free text. There is no
 * required-field check: an empty report is sent as it is.
 */
export function TopicErrorDialog({ open, onSubmit, onClose }: Props) {
  const [errorType, setErrorType] = useState<number[]>([]);
  const [errorInfo, setErrorInfo] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    try {
      await onSubmit({ errorType, errorInfo: errorInfo.trim() });
      onClose();
    } catch {
      // The HTTP client has shown the message; keep what the teacher wrote.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title="纠错"
      open={open}
      onOk={() => void submit()}
      onCancel={onClose}
      okText="提交"
      cancelText="取消"
      confirmLoading={pending}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) {
          setErrorType([]);
          setErrorInfo('');
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label="错误类型">
          <Checkbox.Group value={errorType} onChange={(v) => setErrorType(v as number[])} options={ERROR_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        <Form.Item label={ERROR_OTHER_LABEL}>
          <Input.TextArea value={errorInfo} onChange={(e) => setErrorInfo(e.target.value)} rows={4} maxLength={500} showCount placeholder="请描述试题中的其他错误" aria-label={ERROR_OTHER_LABEL} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useCreateReview } from '../api/create-review';
import { fmtNum } from '../../../lib/report-format';

type Question = { questionId: number; questionNo: string; score: number | null; fullScore: number };
type Values = { reason: string; proposedScore: number | null };

type Props = {
  examId: number;
  studentId: number;
  studentName: string;
  /** The question asked about, or null when closed. */
  question: Question | null;
  onClose: () => void;
};

/** 申请复核: the reason and an optional proposed score for one question of a student's answers. */
export function ReviewRequestModal({ examId, studentId, studentName, question, onClose }: Props) {
  const { message } = App.useApp();
  const create = useCreateReview(examId);
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    if (!question) return;
    // An invalid form shows its messages; the rejection is not an error of the page.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await create.mutateAsync({ studentId, questionId: question.questionId, reason: v.reason.trim(), proposedScore: v.proposedScore ?? null });
      message.success('复核申请已提交，可在“成绩复核”中查看处理结果');
      onClose();
    } catch {
      // The shared client has shown the API's message (e.g. a pending request on this question).
    }
  };
  return (
    <Modal
      open={question != null}
      title={question ? `申请复核 · 第${question.questionNo}题` : ''}
      okText="提交申请"
      cancelText="取消"
      confirmLoading={create.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {question && (
        <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ reason: '', proposedScore: null }}>
          <Typography.Paragraph type="secondary">
            {studentName} · 当前得分 {fmtNum(question.score)} / {fmtNum(question.fullScore)} 分。申请由考试创建人、年级组长或校长处理。
          </Typography.Paragraph>
          <Form.Item
            name="reason"
            label="申请原因"
            rules={[
              { required: true, whitespace: true, message: '请填写复核原因' },
              { max: 500, message: '复核原因最长500个字符' },
            ]}
          >
            <Input.TextArea rows={3} aria-label="申请原因" placeholder="例如：第二步推导正确，应给步骤分" maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="proposedScore" label="建议分数（选填）" rules={[{ type: 'number', min: 0, max: question.fullScore, message: `建议分数须在0到${fmtNum(question.fullScore)}之间` }]}>
            <InputNumber aria-label="建议分数" min={0} max={question.fullScore} step={0.5} style={{ width: 160 }} suffix={`/ ${fmtNum(question.fullScore)}`} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

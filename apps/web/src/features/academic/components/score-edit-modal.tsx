import { useEffect } from 'react';
import { App, Form, Input, InputNumber, Modal, Skeleton, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { examPaperQuery } from '../api/exam-paper';
import { useOverwriteScores } from '../api/score-edits';
import { studentAnswersQuery } from '../api/student-answers';

type Target = { studentId: number; studentName: string };
type Values = { reason: string; cells: { answer?: string; score?: number }[] };

/**
 * 修改成绩: one student's answers (objective, scored against the key by the server) and scores
 * (subjective), with a required reason that goes into the audit trail.
 */
export function ScoreEditModal({ examId, target, onClose }: { examId: number; target: Target | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const paper = useQuery(examPaperQuery(target ? examId : null));
  const answers = useQuery(studentAnswersQuery(target ? examId : null, target?.studentId ?? null));
  const save = useOverwriteScores(examId);
  useEffect(() => {
    if (!paper.data || !answers.data) return;
    form.setFieldsValue({
      reason: '',
      cells: paper.data.map((q, j) => ({ answer: answers.data.questions[j]?.answer ?? '', score: answers.data.questions[j]?.score ?? 0 })),
    });
  }, [paper.data, answers.data, form]);
  const loading = paper.isPending || answers.isPending;
  return (
    <Modal
      open={target != null}
      title={target ? `修改成绩：${target.studentName}` : ''}
      width={720}
      okText="保存"
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      onOk={async () => {
        // An invalid form shows its messages; the rejection is not an error of the page.
        const v = await form.validateFields().catch(() => null);
        if (!v) return;
        const qs = paper.data ?? [];
        await save.mutateAsync({
          studentId: target!.studentId,
          reason: v.reason,
          answers: qs.map((q, j) => (q.objective ? (v.cells[j]?.answer?.trim().toUpperCase() || null) : null)),
          scores: qs.map((q, j) => (q.objective ? 0 : (v.cells[j]?.score ?? 0))),
        });
        message.success('成绩已修改，报告已更新');
        onClose();
      }}
    >
      {loading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" aria-label="修改成绩">
          <Table
            size="small"
            rowKey="questionId"
            pagination={false}
            scroll={{ y: 360 }}
            dataSource={paper.data ?? []}
            columns={[
              { title: '题号', dataIndex: 'questionNo', width: 70 },
              { title: '题型', width: 90, render: (_v, q) => (q.objective ? `${q.choiceKind === 'multiple' ? '多选' : '单选'}（${q.options}）` : '主观题') },
              { title: '满分', dataIndex: 'fullScore', width: 70 },
              {
                title: '学生作答 / 得分',
                render: (_v, q, j) =>
                  q.objective ? (
                    // Not noStyle: a wrong letter must show its message in the cell.
                    <Form.Item name={['cells', j, 'answer']} style={{ marginBottom: 0 }} rules={[{ pattern: new RegExp(`^[${q.options ?? 'ABCD'}]*$`, 'i'), message: `只能填写${q.options}中的字母` }]}>
                      <Input aria-label={`第${q.questionNo}题作答`} maxLength={8} style={{ width: 120 }} placeholder="未作答留空" />
                    </Form.Item>
                  ) : (
                    // Whole or half points, as the server checks (docs/score-import.md).
                    <Form.Item
                      name={['cells', j, 'score']}
                      style={{ marginBottom: 0 }}
                      rules={[{ validator: (_r, v: number | null) => (v == null || Number.isInteger(v * 2) ? Promise.resolve() : Promise.reject(new Error(`第${q.questionNo}题分数须为0.5的整数倍`))) }]}
                    >
                      <InputNumber aria-label={`第${q.questionNo}题得分`} min={0} max={q.fullScore} step={0.5} style={{ width: 120 }} />
                    </Form.Item>
                  ),
              },
            ]}
          />
          <Form.Item name="reason" label="修改原因" rules={[{ required: true, whitespace: true, message: '请填写修改原因' }]} style={{ marginTop: 16 }}>
            <Input maxLength={200} placeholder="例如：主观题漏判，复核后更正" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

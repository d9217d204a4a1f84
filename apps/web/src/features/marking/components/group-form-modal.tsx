import { useEffect } from 'react';
import { Button, Checkbox, Col, Form, Input, InputNumber, Modal, Radio, Row, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ZMarkingGroupInput, ZModelEssay } from '@app/contract';
import { zodRule } from '../../../lib/zod-rule';
import type { TMarkingGroupInput, TMarkingGroupSetup, TMarkingSetup } from '../api/types';
import { fmtScore } from '../lib/format';
import { round2 } from '../lib/score-rules';

type Values = {
  name: string;
  questionIds: number[];
  scoreStep: 0.5 | 1 | 2;
  rubric: string;
  modelEssays: { title: string; content: string }[];
  doubleMarking: boolean;
  tolerance: number;
  /** Shown as a percentage of dark pixels (the API takes 0..0.2). */
  blankPercent: number;
};

type Props = {
  setup: TMarkingSetup;
  /** The group being edited, 'new' for a new one, null when closed. */
  group: TMarkingGroupSetup | 'new' | null;
  saving: boolean;
  onClose: () => void;
  onSave: (input: TMarkingGroupInput) => void;
};

const shape = ZMarkingGroupInput.shape;

/**
 * 题组设置: which subjective questions are marked together, the score step, rubric and model essays,
 * double marking with its tolerance, and the blank-image threshold. Once marking has started the
 * questions, step, name and double marking are fixed (the server refuses a change).
 */
export function GroupFormModal({ setup, group, saving, onClose, onSave }: Props) {
  const [form] = Form.useForm<Values>();
  const editing = group !== 'new' && group != null ? group : null;
  const started = editing != null && editing.status >= 1;
  const taken = new Map<number, string>();
  for (const g of setup.groups) if (g.groupId !== editing?.groupId) for (const id of g.questionIds) taken.set(id, g.name);
  const subjective = setup.questions.filter((q) => !q.objective);

  useEffect(() => {
    if (group == null) return;
    form.setFieldsValue(
      editing
        ? {
            name: editing.name,
            questionIds: editing.questionIds,
            scoreStep: editing.scoreStep as 0.5 | 1 | 2,
            rubric: editing.rubric,
            modelEssays: editing.modelEssays,
            doubleMarking: editing.doubleMarking,
            tolerance: editing.tolerance,
            blankPercent: round2(editing.blankThreshold * 100),
          }
        : { name: '', questionIds: [], scoreStep: 1, rubric: '', modelEssays: [], doubleMarking: false, tolerance: 0, blankPercent: 0.4 },
    );
  }, [group, editing, form]);

  const chosen = Form.useWatch('questionIds', form) ?? [];
  const double = Form.useWatch('doubleMarking', form) ?? false;
  const full = round2(subjective.filter((q) => chosen.includes(q.questionId)).reduce((s, q) => s + q.fullScore, 0));

  return (
    <Modal
      open={group != null}
      title={editing ? `编辑题组：${editing.name}` : '新增题组'}
      width={760}
      okText="保存题组"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        // An invalid form shows its messages; the rejection is not an error of the page.
        const v = await form.validateFields().catch(() => null);
        if (!v) return;
        onSave({
          groupId: editing?.groupId,
          name: v.name.trim(),
          questionIds: v.questionIds,
          scoreStep: v.scoreStep,
          rubric: v.rubric ?? '',
          modelEssays: (v.modelEssays ?? []).map((e) => ({ title: e.title.trim(), content: e.content.trim() })),
          doubleMarking: v.doubleMarking,
          tolerance: v.doubleMarking ? (v.tolerance ?? 0) : 0,
          blankThreshold: round2((v.blankPercent ?? 0) * 1000) / 100000,
        });
      }}
    >
      <Form form={form} layout="vertical" aria-label="题组设置">
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="name" label="题组名称" rules={[zodRule(shape.name)]} extra={started ? '已开始阅卷，名称不能修改' : undefined}>
              <Input placeholder="例如：第17题" maxLength={50} disabled={started} />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="scoreStep" label="给分步长" extra={started ? '已开始阅卷，步长不能修改' : '阅卷老师只能给步长整数倍的分数（满分除外）'}>
              <Radio.Group disabled={started} options={[0.5, 1, 2].map((s) => ({ value: s, label: `${s} 分` }))} optionType="button" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="questionIds"
          label={`题目（已选满分 ${fmtScore(full)} 分）`}
          rules={[{ required: true, type: 'array', min: 1, message: '每个题组至少包含一道题' }]}
          extra={started ? '已开始阅卷，题目不能修改' : '只列出主观题；一道题只能属于一个题组'}
        >
          <Checkbox.Group className="mk-question-grid">
            {subjective.map((q) => (
              <Checkbox key={q.questionId} value={q.questionId} disabled={started || taken.has(q.questionId)}>
                第{q.questionNo}题（{fmtScore(q.fullScore)}分）{taken.has(q.questionId) && <span className="mk-muted"> 已在{taken.get(q.questionId)}</span>}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="doubleMarking" label="双评" valuePropName="checked" extra={started ? '已开始阅卷，不能修改' : '每份答卷由两位老师独立评阅'}>
              <Switch disabled={started} checkedChildren="双评" unCheckedChildren="单评" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="tolerance"
              label="允许误差（分）"
              hidden={!double}
              rules={[zodRule(shape.tolerance), { validator: async (_r, v: number) => (v != null && v > full ? Promise.reject(new Error(`误差分不能大于满分${full}分`)) : undefined) }]}
              extra="两评分差不超过误差取平均分，超过则交仲裁"
            >
              <InputNumber min={0} max={100} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="blankPercent" label="空白判定阈值（%）" rules={[zodRule(shape.blankThreshold, (v) => (typeof v === 'number' ? v / 100 : v))]} extra="墨迹占比低于该值的答卷建议为空白卷">
              <InputNumber min={0} max={20} step={0.1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="rubric" label="评分细则" rules={[zodRule(shape.rubric)]}>
          <Input.TextArea rows={4} maxLength={5000} showCount placeholder="参考答案与给分要点，阅卷时显示在打分板旁" />
        </Form.Item>
        <Typography.Text strong>范文</Typography.Text>
        <Form.List name="modelEssays">
          {(fields, { add, remove }) => (
            <div className="mk-essays">
              {fields.map((f) => (
                <div key={f.key} className="mk-essay">
                  <Space align="start" style={{ width: '100%' }}>
                    <Form.Item name={[f.name, 'title']} rules={[zodRule(ZModelEssay.shape.title)]} style={{ width: 200, marginBottom: 8 }}>
                      <Input placeholder="范文标题" maxLength={50} aria-label="范文标题" />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除范文" />
                  </Space>
                  <Form.Item name={[f.name, 'content']} rules={[zodRule(ZModelEssay.shape.content)]} style={{ marginBottom: 8 }}>
                    <Input.TextArea rows={3} maxLength={5000} placeholder="范文内容" aria-label="范文内容" />
                  </Form.Item>
                </div>
              ))}
              {fields.length < 10 && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ title: '', content: '' })}>
                  添加范文
                </Button>
              )}
            </div>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/** The saved groups as the PUT body expects them (the whole list is sent on every change). */
export function groupInputOf(g: TMarkingGroupSetup): TMarkingGroupInput {
  return {
    groupId: g.groupId,
    name: g.name,
    questionIds: g.questionIds,
    scoreStep: g.scoreStep as 0.5 | 1 | 2,
    rubric: g.rubric,
    modelEssays: g.modelEssays,
    doubleMarking: g.doubleMarking,
    tolerance: g.tolerance,
    blankThreshold: g.blankThreshold,
  };
}

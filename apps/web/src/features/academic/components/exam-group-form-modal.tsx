import { useEffect, useMemo, useRef } from 'react';
import { App, Button, Checkbox, DatePicker, Form, Input, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EXAM_TYPES, schoolDay, ZExamGroupInput, type TClazz, type TSubjectOption } from '@app/contract';
import { zodRule } from '../../../lib/zod-rule';
import { useSaveExamGroup } from '../api/save-exam-group';
import type { TExamGroupView } from '../api/types';
import { defaultFullScore, SubjectScoresField, type SubjectScore } from './subject-scores-field';

type Values = { name: string; type: number; examDate: Dayjs | null; gradeId: number; clazzIds: number[]; subjects: SubjectScore[] };

type Props = {
  open: boolean;
  /** The exam group to edit, or null to create one. */
  group: TExamGroupView | null;
  clazzes: TClazz[];
  subjects: TSubjectOption[];
  /** The subject chosen in the header, ticked by default for a new exam. */
  defaultSubjectId: number | null;
  onClose: () => void;
};

/** Create or edit an exam: 考试名称, 考试类型, 考试日期, 年级, 班级 of that grade, 学科 with 满分. */
export function ExamGroupFormModal({ open, group, clazzes, subjects, defaultSubjectId, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveExamGroup();
  const gradeId = Form.useWatch('gradeId', form);

  // Grades of the classes the teacher may set exams for (grade leaders: their whole grades).
  const grades = useMemo(() => {
    const m = new Map<number, string>();
    for (const c of clazzes) m.set(c.gradeId, c.gradeName);
    if (group) m.set(group.gradeId, group.gradeName);
    return [...m.entries()].map(([value, label]) => ({ value, label }));
  }, [clazzes, group]);
  const clazzOptions = useMemo(() => {
    const list = clazzes.filter((c) => c.gradeId === gradeId).map((c) => ({ value: c.clazzId, label: c.clazzName }));
    for (const c of group?.clazzes ?? []) if (group?.gradeId === gradeId && !list.some((x) => x.value === c.clazzId)) list.push({ value: c.clazzId, label: c.clazzName });
    return list;
  }, [clazzes, gradeId, group]);

  // The form is filled once per opening (and per exam edited), not whenever the page above
  // re-renders with new lists: a background refresh must not wipe what the teacher typed.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      filledFor.current = null;
      return;
    }
    const key = group ? String(group.examGroupId) : 'new';
    if (filledFor.current === key) {
      // Classes that arrive after the form opened give it its grade, and change nothing else.
      if (!group && form.getFieldValue('gradeId') == null && grades[0]) form.setFieldValue('gradeId', grades[0].value);
      return;
    }
    filledFor.current = key;
    form.resetFields();
    if (group) {
      form.setFieldsValue({
        name: group.name,
        type: group.type,
        examDate: dayjs(group.examDate),
        gradeId: group.gradeId,
        clazzIds: group.clazzes.map((c) => c.clazzId),
        subjects: group.exams.map((e) => ({ subjectId: e.subjectId, fullScore: e.fullScore })),
      });
    } else {
      const firstGrade = grades[0]?.value;
      const subject = subjects.find((s) => s.subjectId === defaultSubjectId);
      form.setFieldsValue({
        type: 3,
        // Today is the school's day (the one the server checks dates against), not the browser's.
        examDate: dayjs(schoolDay(new Date())),
        gradeId: firstGrade,
        clazzIds: [],
        subjects: subject ? [{ subjectId: subject.subjectId, fullScore: defaultFullScore(subject.subjectId) }] : [],
      });
    }
  }, [open, group, form, grades, subjects, defaultSubjectId]);

  const onFinish = async (v: Values) => {
    const parsed = ZExamGroupInput.safeParse({ ...v, examDate: v.examDate?.format('YYYY-MM-DD') ?? '' });
    if (!parsed.success) {
      message.error(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    await save.mutateAsync({ examGroupId: group?.examGroupId ?? null, body: parsed.data });
    message.success(group ? '考试已保存' : '考试已创建');
    onClose();
  };

  const allIds = clazzOptions.map((c) => c.value);
  return (
    <Modal
      open={open}
      title={group ? '编辑考试' : '新建考试'}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={save.isPending} onClick={() => form.submit()}>
          保存
        </Button>,
      ]}
    >
      <Form<Values> form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 20 }} onFinish={(v) => void onFinish(v).catch(() => undefined)} aria-label="考试信息">
        <Form.Item name="name" label="考试名称" rules={[zodRule(ZExamGroupInput.shape.name)]}>
          <Input maxLength={100} placeholder="如：高一11月月考" />
        </Form.Item>
        <Form.Item name="type" label="考试类型" rules={[zodRule(ZExamGroupInput.shape.type)]}>
          <Select aria-label="考试类型" options={EXAM_TYPES.map((t) => ({ value: t.value, label: t.label }))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="examDate" label="考试日期" rules={[{ required: true, message: '请选择考试日期' }]}>
          <DatePicker aria-label="考试日期" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: '请选择年级' }]} extra={group ? '已创建的考试不能更换年级' : undefined}>
          <Select aria-label="年级" options={grades} disabled={!!group} style={{ width: 200 }} onChange={() => form.setFieldValue('clazzIds', [])} />
        </Form.Item>
        <Form.Item label="班级" required>
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <Form.Item noStyle shouldUpdate={(a, b) => a.clazzIds !== b.clazzIds}>
              {() => {
                const chosen: number[] = form.getFieldValue('clazzIds') ?? [];
                return (
                  <Checkbox
                    indeterminate={chosen.length > 0 && chosen.length < allIds.length}
                    checked={allIds.length > 0 && chosen.length === allIds.length}
                    onChange={(e) => form.setFieldValue('clazzIds', e.target.checked ? allIds : [])}
                  >
                    全选
                  </Checkbox>
                );
              }}
            </Form.Item>
            <Form.Item name="clazzIds" noStyle rules={[zodRule(ZExamGroupInput.shape.clazzIds)]}>
              <Checkbox.Group options={clazzOptions} aria-label="班级" />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="subjects" label="学科" rules={[zodRule(ZExamGroupInput.shape.subjects)]} extra={group ? '已有学科的满分由试卷结构决定，请在“试卷结构”中修改' : '勾选学科并填写满分；设置试卷结构后满分按各题满分自动计算'}>
          <SubjectScoresField options={subjects} lockedIds={group?.exams.map((e) => e.subjectId) ?? []} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

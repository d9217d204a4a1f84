import { useEffect, useMemo, useRef } from 'react';
import { App, Button, DatePicker, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { schoolDay, subjectSelectorOptions, ZJointCreateBody, ZJointEditBody, type TJointDetail } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { zodRule } from '../../../lib/zod-rule';
import { SubjectScoresField, type SubjectScore } from '../academic-parts';
import { useCreateJoint } from '../api/create-joint';
import { useEditJoint } from '../api/edit-joint';
import { SchoolPicker, type PickedSchool } from './school-picker';

type Values = { name: string; gradeId?: number; examDate: Dayjs | null; anonymous: boolean; subjects: SubjectScore[]; schools: PickedSchool[] };

type Props = {
  open: boolean;
  /** The joint exam to edit, or null to create one. */
  joint: TJointDetail | null;
  onClose: () => void;
};

const ANONYMOUS_HINT = '匿名模式：其他学校显示为学校A、学校B…，各校只能看到本校名称；发起学校始终看到各校名称。';

/**
 * 新建联考 / 编辑联考: name, grade (one of the school's; fixed once created), exam date, anonymous
 * mode, subjects with full scores (the grade's section's platform subjects), and at creation the
 * schools of the district to invite. A new joint exam opens its detail page, to set the papers.
 */
export function JointFormModal({ open, joint, onClose }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { grades, schoolSubjects } = useSession();
  const [form] = Form.useForm<Values>();
  const create = useCreateJoint();
  const edit = useEditJoint(joint?.jointId ?? 0);
  const gradeId = Form.useWatch('gradeId', form);
  const section = joint ? joint.section : grades.find((g) => g.gradeId === gradeId)?.section;
  // Joint exams use the platform subjects of the grade's section (not school-defined ones).
  const subjectOptions = useMemo(() => (section == null ? [] : subjectSelectorOptions(section, schoolSubjects, [])), [section, schoolSubjects]);

  // Filled once per opening: a background refresh of the detail must not wipe what was typed.
  const filledFor = useRef<number | 'new' | null>(null);
  useEffect(() => {
    if (!open) {
      filledFor.current = null;
      return;
    }
    const key = joint?.jointId ?? 'new';
    if (filledFor.current === key) return;
    filledFor.current = key;
    form.resetFields();
    form.setFieldsValue(
      joint
        ? { name: joint.name, examDate: dayjs(joint.examDate), anonymous: joint.anonymous, subjects: joint.subjects.map((s) => ({ subjectId: s.subjectId, fullScore: s.fullScore })), schools: [] }
        : // Today is the school's day (the one the server checks dates against), not the browser's.
          { name: '', gradeId: undefined, examDate: dayjs(schoolDay(new Date())), anonymous: true, subjects: [], schools: [] },
    );
  }, [open, joint, form]);

  const onGradeChange = (id: number) => {
    // Subjects of another section are not offered for this grade.
    const next = grades.find((g) => g.gradeId === id)?.section;
    const allowed = new Set((next == null ? [] : subjectSelectorOptions(next, schoolSubjects, [])).map((s) => s.subjectId));
    form.setFieldValue('subjects', ((form.getFieldValue('subjects') as SubjectScore[] | undefined) ?? []).filter((s) => allowed.has(s.subjectId)));
  };

  const onFinish = async (v: Values) => {
    const common = { name: v.name, examDate: v.examDate?.format('YYYY-MM-DD') ?? '', anonymous: v.anonymous, subjects: v.subjects };
    if (joint) {
      const parsed = ZJointEditBody.safeParse(common);
      if (!parsed.success) return void message.error(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      await edit.mutateAsync(parsed.data);
      void message.success('联考已保存');
      onClose();
      return;
    }
    const parsed = ZJointCreateBody.safeParse({ ...common, gradeId: v.gradeId, schoolIds: v.schools.map((s) => s.value) });
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message ?? '请检查填写的内容');
    const created = await create.mutateAsync(parsed.data);
    void message.success(parsed.data.schoolIds.length ? `联考已创建，已邀请${parsed.data.schoolIds.length}所学校；请设置各学科的试卷结构` : '联考已创建；请设置各学科的试卷结构');
    onClose();
    navigate(`${paths.jointIntro}?jointId=${created.jointId}`);
  };

  const lockedIds = joint?.subjects.filter((s) => s.questionCount > 0).map((s) => s.subjectId) ?? [];
  return (
    <Modal
      open={open}
      title={joint ? '编辑联考' : '新建联考'}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={create.isPending || edit.isPending} onClick={() => form.submit()}>
          {joint ? '保存' : '创建'}
        </Button>,
      ]}
    >
      <Form<Values> form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 20 }} onFinish={(v) => void onFinish(v).catch(() => undefined)} aria-label="联考信息">
        <Form.Item name="name" label="联考名称" rules={[zodRule(ZJointEditBody.shape.name)]}>
          <Input maxLength={100} placeholder="如：2026届高三第一次联考" />
        </Form.Item>
        {joint ? (
          <Form.Item label="年级" extra="已创建的联考不能更换年级">
            <Typography.Text>{joint.gradeName}</Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: '请选择年级' }]} extra="各参加学校的同一年级参加联考">
            <Select aria-label="年级" placeholder="选择本校年级" options={grades.map((g) => ({ value: g.gradeId, label: g.gradeName }))} onChange={onGradeChange} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="examDate" label="考试日期" rules={[{ required: true, message: '请选择考试日期' }]}>
          <DatePicker aria-label="考试日期" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="anonymous" label="匿名模式" valuePropName="checked" extra={ANONYMOUS_HINT}>
          <Switch aria-label="匿名模式" checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item
          name="subjects"
          label="学科"
          rules={[zodRule(ZJointEditBody.shape.subjects)]}
          extra={
            section == null
              ? '请先选择年级'
              : lockedIds.length
                ? '已设置试卷结构的学科，满分由试卷结构决定'
                : '勾选学科并填写满分；设置试卷结构后满分按各题满分自动计算'
          }
        >
          <SubjectScoresField options={subjectOptions} lockedIds={lockedIds} />
        </Form.Item>
        {!joint && (
          <Form.Item name="schools" label="邀请学校" extra="本区县的学校，可按名称或学校代码搜索；也可以创建后在联考详情中邀请。本校自动参加。">
            <SchoolPicker jointId={null} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Drawer, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { JUNIOR_SUBJECTS, POST_NAMES, POST_VALUES, SENIOR_SUBJECTS, ZAdminTeacherUpdateBody, type TAdminGrade, type TAdminTeacherUpdateBody, type TPost, type TSubject } from '@app/contract';
import { zodRule } from '../../../lib/zod-rule';
import { useClasses } from '../api/classes';
import { useTeacherDetail, useUpdateTeacher } from '../api/teachers';

/** Posts 2 and 3 lead one grade (or, with no grade chosen, every grade). */
const GRADE_LED_POSTS: readonly number[] = [2, 3];
/** The grade select's value for "every grade". */
const ALL_GRADES = 0;

type FormValues = {
  teacherName: string;
  phone: string;
  posts: number[];
  /** The grade led per post 2/3 (ALL_GRADES: every grade). */
  postGrade: Record<string, number>;
  subjectIds: number[];
  /** Classes taught per subject (the current semester). */
  teach: Record<string, number[]>;
  adminClazzIds: number[];
};

type Props = {
  teacherId: number | null;
  onClose: () => void;
  /** The school's subjects (the session's list). */
  subjects: TSubject[];
  grades: TAdminGrade[];
};

/**
 * A subject's name in the editor; a school of both sections offers two of some (初中语文 and 高中语文
 * have different ids): those say which section.
 */
export function subjectLabel(subjects: readonly TSubject[], s: TSubject): string {
  if (subjects.filter((x) => x.subjectName === s.subjectName).length < 2) return s.subjectName;
  if (JUNIOR_SUBJECTS.some((x) => x.subjectId === s.subjectId)) return `${s.subjectName}（初中）`;
  if (SENIOR_SUBJECTS.some((x) => x.subjectId === s.subjectId)) return `${s.subjectName}（高中）`;
  return s.subjectName;
}

/** The editor's values as the API's body. */
export function toUpdateBody(v: FormValues): TAdminTeacherUpdateBody {
  const subjectIds = v.subjectIds ?? [];
  return {
    teacherName: v.teacherName?.trim() ?? '',
    phone: v.phone?.trim() ?? '',
    posts: (v.posts ?? []).map((post) => ({ post, gradeId: GRADE_LED_POSTS.includes(post) && v.postGrade?.[post] ? v.postGrade[post] : null })),
    subjectIds,
    assignments: subjectIds.flatMap((subjectId) => (v.teach?.[subjectId] ?? []).map((clazzId) => ({ clazzId, subjectId }))),
    adminClazzIds: v.adminClazzIds ?? [],
  };
}

/**
 * The teacher editor (教师账号 → 编辑): name and phone, posts (with the grade led for 年级组长),
 * subjects, the classes taught per subject and the classes whose 班主任 this is, all of the current
 * semester; saved as a whole.
 */
export function TeacherEditor({ teacherId, onClose, subjects, grades }: Props) {
  const { message } = App.useApp();
  const detail = useTeacherDetail(teacherId);
  const classes = useClasses();
  const update = useUpdateTeacher();
  const [form] = Form.useForm<FormValues>();
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const posts = Form.useWatch('posts', form) ?? [];
  const subjectIds = Form.useWatch('subjectIds', form) ?? [];

  const d = detail.data;
  useEffect(() => {
    if (!d || d.teacherId !== teacherId || loadedFor === d.teacherId) return;
    const teach: Record<string, number[]> = {};
    for (const a of d.assignments) (teach[a.subjectId] ??= []).push(a.clazzId);
    form.setFieldsValue({
      teacherName: d.teacherName,
      phone: d.phone ?? '',
      posts: d.postGrades.map((p) => p.post),
      postGrade: Object.fromEntries(d.postGrades.map((p) => [p.post, p.gradeId ?? ALL_GRADES])),
      subjectIds: d.subjectIds,
      teach,
      adminClazzIds: d.adminClazzIds,
    });
    setLoadedFor(d.teacherId);
  }, [d, teacherId, loadedFor, form]);

  const close = () => {
    setLoadedFor(null);
    form.resetFields();
    onClose();
  };

  const clazzOptions = useMemo(() => (classes.data ?? []).map((c) => ({ value: c.clazzId, label: `${c.gradeName} ${c.clazzName}` })), [classes.data]);
  const subjectName = (id: number) => {
    const s = subjects.find((x) => x.subjectId === id);
    return s ? subjectLabel(subjects, s) : `学科${id}`;
  };

  const save = async (v: FormValues) => {
    if (teacherId == null) return;
    const parsed = ZAdminTeacherUpdateBody.safeParse(toUpdateBody(v));
    if (!parsed.success) {
      message.error(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    await update.mutateAsync({ teacherId, body: parsed.data });
    message.success('保存成功');
    close();
  };

  const ready = d != null && loadedFor === teacherId;
  return (
    <Drawer
      open={teacherId != null}
      title={d ? `编辑教师 · ${d.teacherName}（${d.account}）` : '编辑教师'}
      size={640}
      onClose={close}
      destroyOnHidden
      forceRender
      extra={
        <Space>
          <Button onClick={close}>取消</Button>
          <Button type="primary" loading={update.isPending} disabled={!ready} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {!ready && <Spin style={{ display: 'block', margin: 48 }} />}
      <Form<FormValues> form={form} layout="vertical" aria-label="教师信息" style={ready ? undefined : { display: 'none' }} onFinish={(v) => void save(v).catch(() => undefined)}>
        {d?.semesterId == null && ready && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="还没有当前学期：任教班级和班主任班级在设置当前学期后才能分配。" />}
        <Space size={16} style={{ display: 'flex' }}>
          <Form.Item name="teacherName" label="姓名" rules={[zodRule(ZAdminTeacherUpdateBody.shape.teacherName)]} style={{ width: 220 }}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="phone" label="手机号" rules={[zodRule(ZAdminTeacherUpdateBody.shape.phone)]} style={{ width: 220 }}>
            <Input maxLength={11} placeholder="11位手机号，可不填" />
          </Form.Item>
        </Space>
        <Form.Item name="posts" label="岗位">
          <Checkbox.Group aria-label="岗位" options={POST_VALUES.map((p) => ({ value: p, label: POST_NAMES[p as TPost] }))} />
        </Form.Item>
        {posts
          .filter((p) => GRADE_LED_POSTS.includes(p))
          .map((p) => (
            <Form.Item key={p} name={['postGrade', String(p)]} label={`${POST_NAMES[p as TPost]}负责的年级`} initialValue={ALL_GRADES}>
              <Select aria-label={`${POST_NAMES[p as TPost]}负责的年级`} style={{ width: 220 }} options={[{ value: ALL_GRADES, label: '全部年级' }, ...grades.map((g) => ({ value: g.gradeId, label: g.gradeName }))]} />
            </Form.Item>
          ))}
        <Form.Item name="subjectIds" label="任教学科">
          <Checkbox.Group aria-label="任教学科" options={subjects.map((s) => ({ value: s.subjectId, label: subjectLabel(subjects, s) }))} />
        </Form.Item>
        <Typography.Text strong>本学期任教班级</Typography.Text>
        <div style={{ marginTop: 8 }}>
          {subjectIds.length === 0 && <Typography.Paragraph type="secondary">先选择任教学科，再为每个学科选择任教的班级。</Typography.Paragraph>}
          {subjectIds.map((id) => (
            <Form.Item key={id} name={['teach', String(id)]} label={`${subjectName(id)}任教班级`}>
              <Select mode="multiple" aria-label={`${subjectName(id)}任教班级`} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="选择班级" options={clazzOptions} disabled={d?.semesterId == null} />
            </Form.Item>
          ))}
        </div>
        <Form.Item name="adminClazzIds" label="班主任班级" extra="每个班级只有一位班主任：已有班主任的班级须先在原班主任处取消。">
          <Select mode="multiple" aria-label="班主任班级" allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="选择班级" options={clazzOptions} disabled={d?.semesterId == null} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

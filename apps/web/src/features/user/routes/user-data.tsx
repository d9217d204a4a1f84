import { App, Button, Card, Descriptions, Form, Input, Radio, Space, Tag } from 'antd';
import { ZTeacherUpdateBody, SECTION_NAMES, type TSection } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import { useChangePassword, useUpdateProfile } from '../api/profile';
import { zodRule } from '../../../lib/zod-rule';
import { PasswordFields, passwordChangeOf, type PasswordValues } from '../../../components/password-fields';

type ProfileValues = { teacherName: string; phone: string; gender: 0 | 1 | 2 };

/** /user/data: view and edit one's own profile, and change the password. */
export default function UserDataPage() {
  const { teacher } = useSession();
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const change = useChangePassword();
  const [pwForm] = Form.useForm<PasswordValues>();

  // A refused save has had its message shown by the HTTP client (the catch at the call keeps it
  // from being an unhandled rejection) and leaves the form as typed.
  const saveProfile = async (v: ProfileValues) => {
    await update.mutateAsync({ teacherName: v.teacherName, phone: v.phone ?? '', gender: v.gender });
    message.success('保存成功');
  };
  const changePassword = async (v: PasswordValues) => {
    const parsed = passwordChangeOf(v);
    if ('error' in parsed) {
      message.error(parsed.error);
      return;
    }
    await change.mutateAsync(parsed.body);
    pwForm.resetFields();
    message.success('密码修改成功，其他设备上的登录已退出');
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="基本信息">
        <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="账号">{teacher.account}</Descriptions.Item>
          <Descriptions.Item label="学校">{teacher.schoolName}</Descriptions.Item>
          <Descriptions.Item label="学段">{SECTION_NAMES[teacher.section as TSection] ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="岗位">{teacher.postsName || '-'}</Descriptions.Item>
          <Descriptions.Item label="学科">
            {teacher.subjects.map((s) => (
              <Tag key={s.subjectId}>{s.subjectName}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
        <Form<ProfileValues>
          layout="horizontal"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 12 }}
          initialValues={{ teacherName: teacher.teacherName, phone: teacher.phone ?? '', gender: (teacher.gender ?? 0) as 0 | 1 | 2 }}
          onFinish={(v) => void saveProfile(v).catch(() => undefined)}
          aria-label="个人资料"
        >
          <Form.Item name="teacherName" label="姓名" rules={[zodRule(ZTeacherUpdateBody.shape.teacherName)]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="phone" label="手机号" rules={[zodRule(ZTeacherUpdateBody.shape.phone)]}>
            <Input maxLength={11} placeholder="11位手机号" />
          </Form.Item>
          <Form.Item name="gender" label="性别">
            <Radio.Group options={[{ value: 1, label: '男' }, { value: 2, label: '女' }, { value: 0, label: '不填' }]} />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              保存资料
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card title="修改密码">
        <Form<PasswordValues>
          form={pwForm}
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 12 }}
          onFinish={(v) => void changePassword(v).catch(() => undefined)}
          aria-label="修改密码"
        >
          <PasswordFields oldLabel="原密码" />
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              修改密码
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </Space>
  );
}

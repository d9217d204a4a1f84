import { App, Button, Card, Form, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { PasswordFields, passwordChangeOf, type PasswordValues } from '../../../components/password-fields';
import { cookies } from '../../../lib/cookies';
import { loginPathForMode } from '../../../lib/http';
import { signOut, useChangeInitialPassword } from '../api/first-password';

/**
 * /firstpassword (修改初始密码): an account with the initial password it was given (an import or a
 * reset) changes it before anything else; then on to the teacher's home. Same rules and messages
 * as the user centre's form.
 */
export default function FirstPasswordPage() {
  const { message } = App.useApp();
  const { teacher } = useSession();
  const change = useChangeInitialPassword();
  const qc = useQueryClient();
  const navigate = useNavigate();

  const submit = async (v: PasswordValues) => {
    const parsed = passwordChangeOf(v);
    if ('error' in parsed) {
      message.error(parsed.error);
      return;
    }
    await change.mutateAsync(parsed.body);
    message.success('密码修改成功');
    // The session says whether the password must still be changed, and where home is: load it again.
    await qc.invalidateQueries({ queryKey: ['session'] });
    navigate(paths.home, { replace: true });
  };

  return (
    <div className="first-password-page" style={{ display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
      <Card title="修改初始密码" style={{ width: 480, maxWidth: '100%' }}>
        <Typography.Paragraph type="secondary">
          {teacher.teacherName}（{teacher.account}），您正在使用学校分配的初始密码。为了账号安全，请先设置新密码，再开始使用。
        </Typography.Paragraph>
        <Form<PasswordValues> layout="vertical" aria-label="修改初始密码" onFinish={(v) => void submit(v).catch(() => undefined)}>
          <PasswordFields oldLabel="初始密码" />
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            修改密码并继续
          </Button>
          <Button
            type="link"
            block
            style={{ marginTop: 8 }}
            onClick={() => {
              const mode = cookies.loginMode();
              void signOut().finally(() => {
                qc.clear();
                navigate(loginPathForMode(mode), { replace: true });
              });
            }}
          >
            退出登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}

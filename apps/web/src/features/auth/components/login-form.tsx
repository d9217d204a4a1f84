import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TLoginMode } from '@app/contract';
import { cookies } from '../../../lib/cookies';
import { ApiError } from '../../../lib/http';
import { SESSION_EXPIRED_SHOWN_MS, SESSION_EXPIRED_TEXT, sessionExpiry } from '../../../lib/session-expiry';
import { login } from '../api/login';

type Values = { account: string; password: string };

/** Account and password form shared by the teacher and the school-branded login pages. */
export function LoginForm({ mode, domainName }: { mode: TLoginMode; domainName?: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { message } = App.useApp();

  // Sent here because the session ended (expired or revoked): say so once. The note is dropped
  // only once the page has stayed a moment: a login page replaced at once (two redirects to it
  // in a row) takes its message along, and the next one says it again.
  useEffect(() => {
    if (!sessionExpiry.pending()) return;
    void message.warning({ content: SESSION_EXPIRED_TEXT, key: 'session-expired' });
    const told = window.setTimeout(() => sessionExpiry.clear(), SESSION_EXPIRED_SHOWN_MS);
    return () => window.clearTimeout(told);
  }, [message]);

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await login({ account: values.account, password: values.password, schoolType: mode, domainName });
      cookies.setToken(result.loginToken);
      cookies.setLoginMode(mode);
      if (domainName) cookies.setSchoolDomain(domainName);
      qc.clear();
      navigate('/home', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '登录失败，请稍后再试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> layout="vertical" size="large" onFinish={(v) => void onFinish(v)} requiredMark={false} aria-label="登录">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item name="account" label="账号" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}

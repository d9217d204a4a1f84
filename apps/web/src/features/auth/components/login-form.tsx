import { lazy, Suspense, useState, type FormEvent } from 'react';
// The two inputs alone: antd's Input index also brings TextArea, Search, OTP and Group (≈ 8 kB gzipped).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TLoginMode } from '@app/contract';
import { cookies } from '../../../lib/cookies';
import { ApiError } from '../../../lib/http';
import { sessionExpiry } from '../../../lib/session-expiry';
import { login } from '../api/login';
import { SubmitButton } from './submit-button';
import './login-form.css';

const SessionExpiredNotice = lazy(() => import('./session-expired-notice'));

type Values = { account: string; password: string };
type Field = keyof Values;

/** The rules antd's Form applied here: a required account (spaces are none) and a required password. */
const RULES: Record<Field, (v: string) => string | null> = {
  account: (v) => (v.trim() === '' ? '请输入账号' : null),
  password: (v) => (v === '' ? '请输入密码' : null),
};

/**
 * Account and password form shared by the teacher and the school-branded login pages. Plain form
 * markup around antd's Input, laid out as antd's vertical large Form drew it (styles in
 * login-form.css): antd's Form, App and Button are not part of the first page's download (issue 15). As
 * with the Form, a field is checked as it changes and both are checked on submit (Enter included).
 */
export function LoginForm({ mode, domainName }: { mode: TLoginMode; domainName?: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [values, setValues] = useState<Values>({ account: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Sent here because the session ended (expired or revoked): the notice's code loads only then.
  const [expired] = useState(() => sessionExpiry.pending());

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: RULES[field](value) ?? undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { account: RULES.account(values.account) ?? undefined, password: RULES.password(values.password) ?? undefined };
    setErrors(found);
    if (found.account || found.password || submitting) return;
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

  const fieldProps = (field: Field) => ({
    id: field,
    size: 'large' as const,
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-required': true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
  });
  const explain = (field: Field) =>
    errors[field] && (
      <div className="login-field-error" id={`${field}-error`} role="alert">
        {errors[field]}
      </div>
    );

  return (
    <form className="login-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="登录">
      {expired && (
        <Suspense fallback={null}>
          <SessionExpiredNotice />
        </Suspense>
      )}
      {error && (
        <div className="login-alert" role="alert">
          <svg className="login-alert-icon" viewBox="64 64 896 896" width="14" height="14" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z" />
          </svg>
          <span className="login-alert-text">{error}</span>
        </div>
      )}
      <div className={errors.account ? 'login-field login-field-has-error' : 'login-field'}>
        <div className="login-field-label">
          <label htmlFor="account">账号</label>
        </div>
        <Input {...fieldProps('account')} prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" maxLength={64} />
        {explain('account')}
      </div>
      <div className={errors.password ? 'login-field login-field-has-error' : 'login-field'}>
        <div className="login-field-label">
          <label htmlFor="password">密码</label>
        </div>
        <Password {...fieldProps('password')} prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={128} />
        {explain('password')}
      </div>
      <SubmitButton loading={submitting} />
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ZStudentChangePasswordBody } from '@app/contract';
import { paths } from '../../../app/paths';
import { useStudentMe } from '../api/me';
import { useChangeStudentPassword } from '../api/password';
import { studentLogout } from '../api/logout';

type Values = { oldPassword: string; newPassword: string; confirm: string };

/**
 * #/student/password: the issued password is changed before anything else (the server answers
 * 40310 to every other call until then); also where a student changes theirs later.
 */
export default function StudentPasswordPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const me = useStudentMe();
  const change = useChangeStudentPassword();
  const [values, setValues] = useState<Values>({ oldPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const issued = me.data?.mustChangePassword === 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZStudentChangePasswordBody.safeParse({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '请检查输入');
    if (values.confirm !== values.newPassword) return setError('两次输入的新密码不一致');
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: async () => {
        await qc.invalidateQueries({ queryKey: ['student'] });
        navigate(paths.student, { replace: true });
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <section className="student-card">
      <h1 className="student-title">{issued ? '修改初始密码' : '修改密码'}</h1>
      {issued && <p className="student-hint">{me.data?.name}同学，你正在使用老师发的初始密码。请先设置自己的新密码（8-64位，须同时包含字母和数字）。</p>}
      <form className="student-form" aria-label="修改密码" onSubmit={submit} noValidate>
        <label className="student-field">
          <span>{issued ? '初始密码' : '原密码'}</span>
          <input type="password" value={values.oldPassword} onChange={set('oldPassword')} autoComplete="current-password" />
        </label>
        <label className="student-field">
          <span>新密码</span>
          <input type="password" value={values.newPassword} onChange={set('newPassword')} autoComplete="new-password" />
        </label>
        <label className="student-field">
          <span>确认新密码</span>
          <input type="password" value={values.confirm} onChange={set('confirm')} autoComplete="new-password" />
        </label>
        {error && (
          <p className="student-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="student-button" disabled={change.isPending}>
          {change.isPending ? '正在保存…' : '保存新密码'}
        </button>
        <button type="button" className="student-link" onClick={() => void studentLogout().then(() => navigate(paths.studentLogin, { replace: true }))}>
          退出登录
        </button>
      </form>
    </section>
  );
}

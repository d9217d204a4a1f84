import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ZStudentLoginBody } from '@app/contract';
import { paths } from '../../../app/paths';
import { studentSession } from '../api/client';
import { useStudentLogin } from '../api/login';

type Values = { schoolCode: string; studentNum: string; password: string };

/**
 * 学校代码 (remembered on the device), 学号 and 密码. The contract's rules check the fields first;
 * the server's one failure message for every wrong case is shown under the form. An issued
 * password leads to its change, otherwise to the student's home.
 */
export function StudentLoginForm() {
  const navigate = useNavigate();
  const login = useStudentLogin();
  const [values, setValues] = useState<Values>(() => ({ schoolCode: studentSession.schoolCode(), studentNum: '', password: '' }));
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZStudentLoginBody.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '请检查输入');
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onSuccess: (r) => navigate(r.mustChangePassword ? paths.studentPassword : paths.student, { replace: true }),
      onError: (err) => setError(err.message),
    });
  };

  return (
    <form className="student-form" aria-label="学生登录" onSubmit={submit} noValidate>
      <label className="student-field">
        <span>学校代码</span>
        <input name="schoolCode" value={values.schoolCode} onChange={set('schoolCode')} autoComplete="organization" inputMode="text" placeholder="老师发的学校代码" />
      </label>
      <label className="student-field">
        <span>学号</span>
        <input name="studentNum" value={values.studentNum} onChange={set('studentNum')} autoComplete="username" inputMode="numeric" placeholder="请输入学号" />
      </label>
      <label className="student-field">
        <span>密码</span>
        <input name="password" type="password" value={values.password} onChange={set('password')} autoComplete="current-password" placeholder="请输入密码" />
      </label>
      {error && (
        <p className="student-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="student-button" disabled={login.isPending}>
        {login.isPending ? '正在登录…' : '登录'}
      </button>
    </form>
  );
}

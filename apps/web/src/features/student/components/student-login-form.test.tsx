import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { currentLocation, renderApp } from '../../../../test/render';
import { studentSession } from '../api/client';
import { StudentLoginForm } from './student-login-form';

async function fill(form: HTMLElement, v: { schoolCode?: string; studentNum?: string; password?: string }) {
  if (v.schoolCode !== undefined) {
    await userEvent.clear(within(form).getByLabelText('学校代码'));
    if (v.schoolCode) await userEvent.type(within(form).getByLabelText('学校代码'), v.schoolCode);
  }
  if (v.studentNum) await userEvent.type(within(form).getByLabelText('学号'), v.studentNum);
  if (v.password) await userEvent.type(within(form).getByLabelText('密码'), v.password);
  await userEvent.click(within(form).getByRole('button', { name: '登录' }));
}

describe('学生登录', () => {
  afterEach(() => window.localStorage.clear());

  it('signs in with the school code, 学号 and password, keeps its own token and remembers the school code', async () => {
    api.on('POST', '/student/auth/login', { studentToken: 'stu-token', expiresAt: '2030-01-01T00:00:00.000Z', mustChangePassword: 0 });
    renderApp(<StudentLoginForm />, { route: '/student/login' });
    const form = await screen.findByRole('form', { name: '学生登录' });
    await fill(form, { schoolCode: '3101010001', studentNum: '2026201001', password: 'secret123' });
    await waitFor(() => expect(currentLocation()).toBe('/student'));
    expect(api.callsTo('POST', '/student/auth/login')[0]!.body).toEqual({ schoolCode: '3101010001', studentNum: '2026201001', password: 'secret123' });
    expect(studentSession.token()).toBe('stu-token');
    expect(studentSession.schoolCode()).toBe('3101010001');
    // The teacher's session cookie is not touched.
    expect(document.cookie).not.toContain('stu-token');
  });

  it('fills in the remembered school code and sends an issued password to its change', async () => {
    studentSession.setSchoolCode('3101010001');
    api.on('POST', '/student/auth/login', { studentToken: 't2', expiresAt: '2030-01-01T00:00:00.000Z', mustChangePassword: 1 });
    renderApp(<StudentLoginForm />, { route: '/student/login' });
    const form = await screen.findByRole('form', { name: '学生登录' });
    expect((within(form).getByLabelText('学校代码') as HTMLInputElement).value).toBe('3101010001');
    await fill(form, { studentNum: '2026201001', password: 'abcd2345' });
    await waitFor(() => expect(currentLocation()).toBe('/student/password'));
  });

  it('checks the fields before sending and shows the server refusal', async () => {
    api.fail('POST', '/student/auth/login', '学校代码、学号或密码错误', '40002');
    renderApp(<StudentLoginForm />, { route: '/student/login' });
    const form = await screen.findByRole('form', { name: '学生登录' });
    await fill(form, { schoolCode: '', studentNum: '1', password: 'x' });
    expect((await within(form).findByRole('alert')).textContent).toBe('请输入学校代码');
    await fill(form, { schoolCode: 'ABC' });
    expect((await within(form).findByRole('alert')).textContent).toBe('学校代码、学号或密码错误');
    expect(api.callsTo('POST', '/student/auth/login')).toHaveLength(1);
    expect(studentSession.token()).toBeNull();
  });
});

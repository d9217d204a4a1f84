import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { currentLocation, findToast, renderApp } from '../../../../test/render';
import { http } from '../../../lib/http';
import FirstPasswordPage from './first-password';

const MUST_CHANGE = sessionOf({ teacherName: '新老师', account: 'xinlaoshi', mustChangePassword: 1 });
/** The page itself: the session (read again from the server after the change) decides where /home leads. */
const NEW_TEACHER = sessionOf({ teacherName: '新老师', account: 'xinlaoshi' });

async function fill(form: HTMLElement, oldPassword: string, newPassword: string, confirm = newPassword) {
  await userEvent.type(within(form).getByLabelText('初始密码'), oldPassword);
  await userEvent.type(within(form).getByLabelText('新密码'), newPassword);
  await userEvent.type(within(form).getByLabelText('确认新密码'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: /修改密码并继续/ }));
}

describe('修改初始密码', () => {
  it('an account with its initial password is sent to /firstpassword from any page of the shell', async () => {
    renderApp(<div>首页</div>, { route: '/home', session: MUST_CHANGE });
    await waitFor(() => expect(currentLocation()).toBe('/firstpassword'));
  });

  it('changes the password with the same rules as the user centre, then goes on to the teacher home', async () => {
    let body: unknown = null;
    api.on('PUT', '/base/teacher/password', (call) => {
      body = call.body;
      return null;
    });
    renderApp(<FirstPasswordPage />, { route: '/firstpassword', path: '/firstpassword', session: NEW_TEACHER });
    const form = await screen.findByRole('form', { name: '修改初始密码' });
    expect(screen.getByText(/新老师（xinlaoshi），您正在使用学校分配的初始密码/)).toBeTruthy();
    await fill(form, 'Init1234x', 'Better2026pass');
    await findToast('密码修改成功');
    expect(body).toEqual({ oldPassword: 'Init1234x', newPassword: 'Better2026pass' });
    await waitFor(() => expect(currentLocation()).toBe('/home'));
  });

  it('refuses a weak password or a mismatch before sending, and shows the server refusal of a wrong initial password', async () => {
    api.fail('PUT', '/base/teacher/password', '原密码不正确', '40000');
    renderApp(<FirstPasswordPage />, { route: '/firstpassword', path: '/firstpassword', session: NEW_TEACHER });
    const form = await screen.findByRole('form', { name: '修改初始密码' });
    await fill(form, 'Init1234x', 'short', 'other');
    expect(await within(form).findByText('两次输入的新密码不一致')).toBeTruthy();
    expect(api.callsTo('PUT', '/base/teacher/password')).toHaveLength(0);
    const next = within(form).getByLabelText('新密码');
    const confirm = within(form).getByLabelText('确认新密码');
    await userEvent.clear(next);
    await userEvent.type(next, 'Better2026pass');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Better2026pass');
    await userEvent.click(within(form).getByRole('button', { name: /修改密码并继续/ }));
    await findToast('原密码不正确');
    expect(currentLocation()).toBe('/firstpassword');
  });

  it('the shared client sends an answer 40310 (首次登录请先修改初始密码) to the page', async () => {
    api.fail('GET', '/academic/exam/list', '首次登录请先修改初始密码', '40310');
    window.location.hash = '#/home';
    await expect(http.get('/academic/exam/list')).rejects.toMatchObject({ errCode: '40310' });
    expect(window.location.hash).toBe('#/firstpassword');
  });
});

describe('修改初始密码: 退出登录', () => {
  it('signs out to the login page without changing anything', async () => {
    api.on('POST', '/auth/teacher/logout', null);
    renderApp(<FirstPasswordPage />, { route: '/firstpassword', path: '/firstpassword', session: NEW_TEACHER });
    await userEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    await waitFor(() => expect(currentLocation()).toBe('/teacher_login'));
    expect(api.callsTo('POST', '/auth/teacher/logout')).toHaveLength(1);
    expect(api.callsTo('PUT', '/base/teacher/password')).toHaveLength(0);
  });
});

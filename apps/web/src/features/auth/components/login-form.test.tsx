import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { COOKIE, LOGIN_MODE, ZLoginResult } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { btnName, currentLocation, findToast, renderApp } from '../../../../test/render';
import { cookies } from '../../../lib/cookies';
import { http } from '../../../lib/http';
import { LoginForm } from './login-form';

const submit = () => userEvent.click(screen.getByRole('button', { name: btnName('登录') }));

describe('登录 form', () => {
  it('asks for the account and the password before calling the server', async () => {
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    await submit();
    expect(await screen.findByText('请输入账号', { selector: '.login-field-error' })).toBeTruthy();
    expect(screen.getByText('请输入密码', { selector: '.login-field-error' })).toBeTruthy();
    expect(api.callsTo('POST', '/auth/teacher/password/login')).toHaveLength(0);
  });

  it('an account of spaces is no account', async () => {
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    await userEvent.type(screen.getByLabelText('账号'), '   ');
    await userEvent.type(screen.getByLabelText('密码'), 'secret123');
    await submit();
    expect(await screen.findByText('请输入账号', { selector: '.login-field-error' })).toBeTruthy();
    expect(api.callsTo('POST', '/auth/teacher/password/login')).toHaveLength(0);
  });

  it('tells as soon as a field is emptied, and the message goes once it is filled again', async () => {
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    const account = screen.getByLabelText('账号');
    await userEvent.type(account, 'w');
    expect(screen.queryByText('请输入账号')).toBeNull();
    await userEvent.clear(account);
    expect(await screen.findByText('请输入账号', { selector: '.login-field-error' })).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(account, 'wanglaoshi');
    expect(screen.queryByText('请输入账号')).toBeNull();
  });

  it('signs in with Enter from the password field', async () => {
    api.on('POST', '/auth/teacher/password/login', ZLoginResult.parse({ loginToken: 'tok-9', expiresAt: '2026-04-01T00:00:00Z' }));
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    await userEvent.type(screen.getByLabelText('账号'), 'wanglaoshi');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret123{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(api.callsTo('POST', '/auth/teacher/password/login')[0]?.body).toEqual({ account: 'wanglaoshi', password: 'Secret123', schoolType: 1 });
    expect(Cookies.get(COOKIE.TOKEN)).toBe('tok-9');
  });

  it('a refused login shows the server’s reason above the form and stays on the page', async () => {
    api.fail('POST', '/auth/teacher/password/login', '账号或密码错误');
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    await userEvent.type(screen.getByLabelText('账号'), 'wanglaoshi');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong-pass1');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误');
    expect(currentLocation()).toBe('/teacher_login');
    expect(Cookies.get(COOKIE.TOKEN)).toBeUndefined();
  });

  it('the school-branded login keeps the token, the mode and the school’s domain, then goes home', async () => {
    api.on('POST', '/auth/teacher/password/login', ZLoginResult.parse({ loginToken: 'tok-123', expiresAt: '2026-04-01T00:00:00Z' }));
    renderApp(<LoginForm mode={LOGIN_MODE.SCHOOL} domainName="demo.school.cn" />, { route: '/school_login?domain=demo.school.cn' });
    await userEvent.type(screen.getByLabelText('账号'), 'wanglaoshi');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret123');
    await submit();
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(api.callsTo('POST', '/auth/teacher/password/login')[0]?.body).toEqual({ account: 'wanglaoshi', password: 'Secret123', schoolType: 2, domainName: 'demo.school.cn' });
    expect(Cookies.get(COOKIE.TOKEN)).toBe('tok-123');
    expect(Cookies.get(COOKIE.LOGIN_MODE)).toBe('2');
    expect(Cookies.get('schoolDomain')).toBe('demo.school.cn');
  });
});

describe('a session that ended', () => {
  it('a request refused for an expired token brings the teacher to login with 登录已过期，请重新登录, once', async () => {
    cookies.setToken('token-of-yesterday');
    api.fail('GET', '/base/teacher/info', '登录已失效，请重新登录', '40001');
    await expect(http.get('/base/teacher/info')).rejects.toThrow();
    const first = renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    expect(await findToast('登录已过期，请重新登录')).toBeTruthy();
    // Told once the page has stayed a moment.
    await new Promise((r) => setTimeout(r, 1100));
    first.unmount();
    // Opening the login page again later says nothing.
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    await screen.findByLabelText('账号');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
  });

  it('a login page replaced at once (two redirects in a row) leaves the message to the next one', async () => {
    cookies.setToken('token-of-yesterday');
    api.fail('GET', '/base/teacher/info', '登录已失效，请重新登录', '40001');
    await expect(http.get('/base/teacher/info')).rejects.toThrow();
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' }).unmount();
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    expect(await findToast('登录已过期，请重新登录')).toBeTruthy();
  });

  it('a teacher who was not signed in is not told a session expired', async () => {
    api.fail('GET', '/base/teacher/info', '登录已失效，请重新登录', '40001');
    await expect(http.get('/base/teacher/info')).rejects.toThrow();
    renderApp(<LoginForm mode={LOGIN_MODE.TEACHER} />, { route: '/teacher_login' });
    await screen.findByLabelText('账号');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
  });
});

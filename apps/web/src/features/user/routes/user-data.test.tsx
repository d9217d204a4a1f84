import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findToast, renderApp } from '../../../../test/render';
import UserDataPage from './user-data';

function showPage() {
  renderApp(<UserDataPage />, { route: '/user/data', session: sessionOf({ posts: [2], postsName: '年级组长', subjectIds: [3, 12] }) });
  return {
    profile: screen.getByRole('form', { name: '个人资料' }),
    password: screen.getByRole('form', { name: '修改密码' }),
  };
}

const fieldError = (form: HTMLElement, text: string) => within(form).findByText(text, { selector: '.ant-form-item-explain-error' });

async function fillPassword(form: HTMLElement, oldPw: string, newPw: string, confirm: string) {
  if (oldPw) await userEvent.type(within(form).getByLabelText('原密码'), oldPw);
  if (newPw) await userEvent.type(within(form).getByLabelText('新密码'), newPw);
  if (confirm) await userEvent.type(within(form).getByLabelText('确认新密码'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: btnName('修改密码') }));
}

describe('个人中心: profile', () => {
  it('shows the teacher’s school, section, post and subjects', () => {
    showPage();
    expect(screen.getByText('示范高级中学')).toBeTruthy();
    expect(screen.getByText('高中')).toBeTruthy();
    expect(screen.getByText('年级组长')).toBeTruthy();
    expect(screen.getByText('物理')).toBeTruthy();
  });

  it('checks the name and the phone number as the server does', async () => {
    const { profile } = showPage();
    await userEvent.clear(within(profile).getByLabelText('姓名'));
    const phone = within(profile).getByLabelText('手机号');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1380000');
    await userEvent.click(within(profile).getByRole('button', { name: btnName('保存资料') }));
    expect(await fieldError(profile, '姓名不能为空')).toBeTruthy();
    expect(await fieldError(profile, '手机号格式不正确，应为11位数字')).toBeTruthy();
    expect(api.callsTo('PUT', '/base/teacher/update')).toHaveLength(0);
  });

  it('saves the profile', async () => {
    api.on('PUT', '/base/teacher/update', null);
    const { profile } = showPage();
    await userEvent.click(within(profile).getByRole('radio', { name: '男' }));
    await userEvent.click(within(profile).getByRole('button', { name: btnName('保存资料') }));
    await waitFor(() => expect(api.callsTo('PUT', '/base/teacher/update')).toHaveLength(1));
    expect(api.callsTo('PUT', '/base/teacher/update')[0]?.body).toEqual({ teacherName: '王老师', phone: '13800000000', gender: 1 });
    expect(await findToast('保存成功')).toBeTruthy();
  });
});

describe('个人中心: 修改密码', () => {
  it('all three fields are required', async () => {
    const { password } = showPage();
    await fillPassword(password, '', '', '');
    expect(await fieldError(password, '请输入原密码')).toBeTruthy();
    expect(await fieldError(password, '请输入新密码')).toBeTruthy();
    expect(await fieldError(password, '请再次输入新密码')).toBeTruthy();
  });

  it.each([
    ['abc123', '新密码至少8位'],
    ['abcdefgh', '新密码须同时包含字母和数字'],
    ['12345678', '新密码须同时包含字母和数字'],
  ])('a new password like %s is refused: %s', async (newPw, message) => {
    const { password } = showPage();
    await fillPassword(password, 'Old12345', newPw, newPw);
    expect(await fieldError(password, message)).toBeTruthy();
    expect(api.callsTo('PUT', '/base/teacher/password')).toHaveLength(0);
  });

  it('the confirmation must repeat the new password', async () => {
    const { password } = showPage();
    await fillPassword(password, 'Old12345', 'New12345', 'New12354');
    expect(await fieldError(password, '两次输入的新密码不一致')).toBeTruthy();
    expect(api.callsTo('PUT', '/base/teacher/password')).toHaveLength(0);
  });

  it('the new password cannot be the old one', async () => {
    const { password } = showPage();
    await fillPassword(password, 'Same1234', 'Same1234', 'Same1234');
    expect(await findToast('新密码不能与原密码相同')).toBeTruthy();
    expect(api.callsTo('PUT', '/base/teacher/password')).toHaveLength(0);
  });

  it('a valid change is sent without the confirmation and the form is cleared', async () => {
    api.on('PUT', '/base/teacher/password', null);
    const { password } = showPage();
    await fillPassword(password, 'Old12345', 'New12345', 'New12345');
    await waitFor(() => expect(api.callsTo('PUT', '/base/teacher/password')).toHaveLength(1));
    expect(api.callsTo('PUT', '/base/teacher/password')[0]?.body).toEqual({ oldPassword: 'Old12345', newPassword: 'New12345' });
    expect(await findToast('密码修改成功，其他设备上的登录已退出')).toBeTruthy();
    expect((within(password).getByLabelText('原密码') as HTMLInputElement).value).toBe('');
  });

  it('a wrong old password shows the server’s message and keeps what was typed', async () => {
    api.fail('PUT', '/base/teacher/password', '原密码不正确');
    const { password } = showPage();
    await fillPassword(password, 'Wrong1234', 'New12345', 'New12345');
    expect(await findToast('原密码不正确')).toBeTruthy();
    expect((within(password).getByLabelText('原密码') as HTMLInputElement).value).toBe('Wrong1234');
  });
});

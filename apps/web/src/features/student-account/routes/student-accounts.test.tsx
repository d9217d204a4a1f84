import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIssuedPasswords, TStudentAccountList } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import StudentAccountsPage from './student-accounts';

const HEAD = sessionOf({ posts: [1] });
const LIST: TStudentAccountList = {
  clazzId: 11,
  clazzName: '高一(1)班',
  gradeName: '高一',
  schoolName: '育才实验中学',
  schoolCode: '3101010001',
  students: [
    { studentId: 1, studentNum: '202620101', name: '胡颖', state: 2, stateName: '已启用', lastLoginAt: '2026-11-20T08:00:00.000Z' },
    { studentId: 2, studentNum: '202620102', name: '丁瑶', state: 0, stateName: '未开通', lastLoginAt: null },
    { studentId: 3, studentNum: '202620103', name: '姜萱', state: 0, stateName: '未开通', lastLoginAt: null },
  ],
};
const sheetOf = (rows: [number, string, string][]): TIssuedPasswords => ({ ...LIST, issued: rows.map(([studentId, name, password]) => ({ studentId, studentNum: `20262010${studentId}`, name, password })) });

describe('学生账号', () => {
  it('lists the class with states, issues the missing accounts’ passwords and shows them once', async () => {
    api.on('GET', '/student-account/clazz', [{ clazzId: 11, clazzName: '高一(1)班', gradeName: '高一' }]);
    api.on('GET', '/student-account/clazz/11', LIST);
    api.on('POST', '/student-account/clazz/11/passwords', sheetOf([[2, '丁瑶', 'ab3de5gh'], [3, '姜萱', 'k7mn9pqr']]));
    renderApp(<StudentAccountsPage />, { route: '/user/students', session: HEAD });
    const table = await screen.findByRole('table');
    await within(table).findByText('胡颖');
    expect(within(table).getAllByText('未开通')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /为未开通的2名学生生成初始密码/ }));
    const sheet = await screen.findByLabelText('初始密码单');
    expect(within(sheet).getByText('ab3de5gh')).toBeTruthy();
    expect(api.callsTo('POST', '/student-account/clazz/11/passwords')[0]!.body).toEqual({});
    await userEvent.click(screen.getByRole('button', { name: '我已保存，关闭' }));
    await waitFor(() => expect(screen.queryByLabelText('初始密码单')).toBeNull());
  });

  it('resets one student only after a confirmation', async () => {
    api.on('GET', '/student-account/clazz', [{ clazzId: 11, clazzName: '高一(1)班', gradeName: '高一' }]);
    api.on('GET', '/student-account/clazz/11', LIST);
    api.on('POST', '/student-account/clazz/11/passwords', sheetOf([[1, '胡颖', 'zz3de5gh']]));
    renderApp(<StudentAccountsPage />, { route: '/user/students', session: HEAD });
    const row = (await screen.findByText('胡颖')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('重置胡颖的密码？')).toBeTruthy();
    expect(api.callsTo('POST', '/student-account/clazz/11/passwords')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /^重\s*置$/ }));
    const sheet = await screen.findByLabelText('初始密码单');
    expect(within(sheet).getByText('zz3de5gh')).toBeTruthy();
    expect(api.callsTo('POST', '/student-account/clazz/11/passwords')[0]!.body).toEqual({ studentIds: [1] });
  });

  it('tells a teacher with no class to manage why the page is empty', async () => {
    api.on('GET', '/student-account/clazz', []);
    renderApp(<StudentAccountsPage />, { route: '/user/students', session: HEAD });
    expect(await screen.findByText('您不是任何班级的班主任或英语教师，暂无可管理学生账号的班级')).toBeTruthy();
  });
});

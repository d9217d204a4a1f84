import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { COOKIE } from '@app/contract';
import { api } from '../../../test/api-mock';
import { sessionOf } from '../../../test/fixtures';
import { btnName, currentLocation, renderApp, settle } from '../../../test/render';
import type { SessionData } from '../session/load-session';
import { HomeRedirect } from '../home-redirect';
import { AppHeader } from './app-header';

async function showHeader(session: SessionData, unread = 0, labelWaiting = 0) {
  api.on('GET', '/cms/api/notice/unread-count', { unread });
  api.on('GET', '/label/count', { waiting: labelWaiting });
  const r = renderApp(<AppHeader />, { route: '/academic', session });
  await settle(r.queryClient);
  return r;
}

const menuLabels = () =>
  within(screen.getByRole('menu', { name: '主菜单' }))
    .getAllByRole('menuitem')
    .map((m) => m.textContent);

/** The subjects the header's selector offers (its dropdown opened). */
async function subjectChoices(): Promise<string[]> {
  await userEvent.click(screen.getByRole('combobox', { name: '当前学科' }));
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? o.textContent ?? '');
}

describe('the header: menus by section, posts and subject', () => {
  it('a senior-high teacher has 首页 and the built areas', async () => {
    await showHeader(sessionOf({ posts: [4], section: 2 }));
    expect(menuLabels()).toEqual(['首页', '学情分析', '网上阅卷', '组卷中心', '考试标注', '校本资源', '网课', '联考']);
  });

  it('考试标注 shows how many exams of the current subject wait to be tagged', async () => {
    await showHeader(sessionOf({ posts: [4], section: 2, subjectIds: [3] }), 0, 7);
    const menu = screen.getByRole('menu', { name: '主菜单' });
    await waitFor(() => expect(within(menu).getByTitle('7场考试待标注')).toBeTruthy());
    expect(api.callsTo('GET', '/label/count').map((c) => c.query.get('subjectId'))).toContain('3');
  });

  it('a whole-school (section 0) teacher has no 首页; the school master (post 5) has 教务管理', async () => {
    await showHeader(sessionOf({ posts: [5], section: 0 }));
    expect(menuLabels()).toEqual(['学情分析', '网上阅卷', '组卷中心', '考试标注', '教学督导', '校本资源', '联考', '教务管理']);
  });

  it('a school administrator account (教务管理员) has 教务管理 alone and no subject selector', async () => {
    await showHeader(sessionOf({ posts: [], subjectIds: [], accountKind: 2 }));
    expect(menuLabels()).toEqual(['教务管理']);
    expect(screen.queryByRole('combobox', { name: '当前学科' })).toBeNull();
  });

  it('the subject selector offers the senior-high list, plus school-defined subjects the teacher teaches', async () => {
    await showHeader(sessionOf({ section: 2, subjectIds: [3, 41] }));
    expect(await subjectChoices()).toEqual(['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理', '心理健康']);
  });

  it('a school-defined subject the teacher does not teach is not offered', async () => {
    await showHeader(sessionOf({ section: 2, subjectIds: [3] }));
    expect(await subjectChoices()).not.toContain('心理健康');
  });

  it('the remembered subject is kept when allowed; otherwise the teacher’s own subject is chosen and remembered', async () => {
    Cookies.set(COOKIE.SUBJECT, '8');
    const first = await showHeader(sessionOf({ subjectIds: [3] }));
    expect(screen.getByTitle('英语')).toBeTruthy();
    first.unmount();
    Cookies.set(COOKIE.SUBJECT, '41');
    await showHeader(sessionOf({ subjectIds: [3] }));
    expect(screen.getByTitle('数学')).toBeTruthy();
    expect(Cookies.get(COOKIE.SUBJECT)).toBe('3');
  });

  it('choosing another subject is remembered for next time', async () => {
    await showHeader(sessionOf({ subjectIds: [3] }));
    await subjectChoices();
    await userEvent.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="物理"]')!);
    await waitFor(() => expect(Cookies.get(COOKIE.SUBJECT)).toBe('12'));
  });

  it('the school-branded mode shows the school’s name instead of the product’s', async () => {
    await showHeader(sessionOf({ isSchoolCustomize: 1, schoolName: '实验中学' }));
    expect(screen.getByText('实验中学')).toBeTruthy();
    expect(screen.queryByText('智慧教学平台')).toBeNull();
  });

  it('the standard mode shows the product and the school', async () => {
    await showHeader(sessionOf({ isSchoolCustomize: 0, schoolName: '实验中学' }));
    expect(screen.getByText('智慧教学平台')).toBeTruthy();
    expect(screen.getByText('实验中学')).toBeTruthy();
  });

  it('unread messages show on the bell', async () => {
    await showHeader(sessionOf(), 5);
    expect(screen.getByTitle('5')).toBeTruthy();
  });
});

describe('/home: where a teacher lands', () => {
  it('an extended-subject teacher lands on marking', async () => {
    renderApp(<HomeRedirect />, { route: '/home', path: '/home', session: sessionOf({ isExtendSubject: 1 }) });
    await waitFor(() => expect(currentLocation()).toBe('/marking'));
  });

  it('a whole-school (section 0) teacher lands on the academic reports', async () => {
    renderApp(<HomeRedirect />, { route: '/home', path: '/home', session: sessionOf({ section: 0, posts: [5] }) });
    await waitFor(() => expect(currentLocation()).toBe('/academic'));
  });
});

describe('the account menu: 退出所有设备', () => {
  async function chooseLogoutAll() {
    Cookies.set(COOKIE.TOKEN, 'tok-here');
    await showHeader(sessionOf({ posts: [4] }));
    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /退出所有设备/ }));
    return screen.findByRole('dialog');
  }

  it('asks first; 取消 signs out nowhere', async () => {
    const dialog = await chooseLogoutAll();
    expect(within(dialog).getByText(/将退出您在所有设备（包括本机）上的登录/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('取消') }));
    // Give a wrongly wired 取消 the time to call the server.
    await new Promise((r) => setTimeout(r, 100));
    expect(api.callsTo('POST', '/auth/teacher/logout-all')).toHaveLength(0);
    expect(Cookies.get(COOKIE.TOKEN)).toBe('tok-here');
  });

  it('confirmed, it revokes every session on the server, forgets the token here and goes to the login page', async () => {
    api.on('POST', '/auth/teacher/logout-all', null);
    const dialog = await chooseLogoutAll();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('退出所有设备') }));
    await waitFor(() => expect(api.callsTo('POST', '/auth/teacher/logout-all')).toHaveLength(1));
    await waitFor(() => expect(currentLocation()).toBe('/teacher_login'));
    expect(Cookies.get(COOKIE.TOKEN)).toBeUndefined();
  });
});

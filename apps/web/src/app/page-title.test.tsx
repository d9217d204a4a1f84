import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { documentTitle, PageTitle, pageTitleOf } from './page-title';
import { router } from './router';

/** The tab title the app's route table gives an address. */
function titleOf(address: string): string {
  const pathname = address.split('?')[0]!;
  const matches = matchRoutes(router.routes, pathname) ?? [];
  return documentTitle(pageTitleOf(matches.map((m) => ({ handle: m.route.handle })), pathname), pathname);
}

describe('the browser tab names the page', () => {
  it('by the route’s own title', () => {
    expect(titleOf('/academic/examdetail/report?clazzId=1&examId=2')).toBe('班级报告 - 教师端');
    expect(titleOf('/academic/examdetail/topicanalyse')).toBe('试题分析 - 教师端');
    expect(titleOf('/teacher_login')).toBe('教师登录 - 教师端');
    expect(titleOf('/testRecordsDetailsEN?paperId=9')).toBe('组卷记录 - 教师端');
    expect(titleOf('/user/msg')).toBe('我的消息 - 教师端');
    expect(titleOf('/marking/task/fs/12')).toBe('阅卷 - 教师端');
  });

  it('on the student page, as the student page', () => {
    expect(titleOf('/student/login')).toBe('学生登录 - 学生端');
    expect(titleOf('/student/password')).toBe('修改密码 - 学生端');
    expect(titleOf('/student')).toBe('学生端');
  });

  it('else by its menu entry’s label', () => {
    expect(titleOf('/home')).toBe('首页 - 教师端');
    expect(titleOf('/academic/examgroup')).toBe('考试管理 - 教师端');
    expect(titleOf('/academic/rankinglist')).toBe('成绩排名 - 教师端');
    expect(titleOf('/marking/list')).toBe('阅卷任务 - 教师端');
    expect(titleOf('/marking/progresssupervise')).toBe('阅卷督导 - 教师端');
    expect(titleOf('/paper/test_sel_topic')).toBe('组卷中心 - 教师端');
  });

  it('every route of the app has a title', () => {
    const untitled: string[] = [];
    const walk = (routes: typeof router.routes, base: string) => {
      for (const r of routes) {
        const path = r.path ? (r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`) : base;
        if (r.children) walk(r.children, path);
        else if (path && path !== '/' && !r.index) {
          const sample = path.replace(/:[A-Za-z]+/g, '1');
          if (titleOf(sample) === '教师端') untitled.push(path);
        }
      }
    };
    walk(router.routes, '');
    expect(untitled).toEqual([]);
  });

  it('sets document.title as the address changes', async () => {
    const memory = createMemoryRouter(
      [{ element: <PageTitle />, children: [{ path: '/academic/examgroup', element: <p>考试管理</p> }, { path: '/x', handle: { title: '班级报告' }, element: <p>x</p> }] }],
      { initialEntries: ['/academic/examgroup'] },
    );
    render(<RouterProvider router={memory} />);
    await waitFor(() => expect(document.title).toBe('考试管理 - 教师端'));
    await memory.navigate('/x');
    await waitFor(() => expect(document.title).toBe('班级报告 - 教师端'));
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { sessionOf } from '../../../../test/fixtures';
import { currentLocation, renderApp } from '../../../../test/render';
import PaperPersonalLayout from './personal-layout';

/** The layout over a stand-in page, as the router mounts it under /paper. */
const tree = (
  <Routes>
    <Route path="/paper/personal" element={<PaperPersonalLayout />}>
      <Route index element={null} />
      <Route path="*" element={<p>页面内容</p>} />
    </Route>
    <Route path="/paper/personalresources" element={<PaperPersonalLayout />}>
      <Route index element={null} />
      <Route path="*" element={<p>页面内容</p>} />
    </Route>
  </Routes>
);

const menuItems = () => screen.getAllByRole('menuitem').map((m) => m.textContent);

describe('组卷中心 → 我的 layout', () => {
  it('shows the side menu of the section and opens its first page from the root', async () => {
    renderApp(tree, { route: '/paper/personal', session: sessionOf() });
    expect(await screen.findByText('页面内容')).toBeTruthy();
    expect(currentLocation()).toBe('/paper/personal/course/my');
    expect(menuItems()).toEqual(['我的网课', '我的上传', '我的标注任务', '基本信息', '答题卡']);
    await userEvent.click(screen.getByRole('menuitem', { name: /答题卡/ }));
    expect(currentLocation()).toBe('/paper/personalresources/answersheet');
  });

  it('in section 0 leaves out 我的网课 and says so on its page', async () => {
    renderApp(tree, { route: '/paper/personal/course/my', session: sessionOf({ section: 0 }) });
    expect(await screen.findByText('当前账号不提供这一页')).toBeTruthy();
    expect(menuItems()).toEqual(['我的上传', '我的标注任务', '基本信息', '答题卡']);
  });

  it('tells a teacher whose current subject has no paper centre how to get one', async () => {
    renderApp(tree, { route: '/paper/personalresources', session: sessionOf({ subjectIds: [9] }) });
    expect(await screen.findByText(/组卷中心供数学、英语教师使用/)).toBeTruthy();
    expect(screen.queryByText('页面内容')).toBeNull();
    expect(screen.queryAllByRole('menuitem')).toEqual([]);
  });
});

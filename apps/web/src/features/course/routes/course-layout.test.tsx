import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import CourseLayout from './course-layout';

describe('网课 area', () => {
  it('has 我的网课 and 学习统计 in its menu, with the edit page under 我的网课', async () => {
    renderApp(<CourseLayout />, { route: '/course/edit?courseId=5', session: sessionOf() });
    const menu = await screen.findByRole('menu', { name: '网课导航' });
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['我的网课', '学习统计']);
    expect(within(menu).getByRole('menuitem', { name: /我的网课/ }).className).toContain('ant-menu-item-selected');
  });

  it('is not offered in the whole-school view (section 0)', async () => {
    renderApp(<CourseLayout />, { route: '/course/my', session: sessionOf({ section: 0 }) });
    expect(await screen.findByText('全校视图下没有网课')).toBeTruthy();
    expect(screen.queryByRole('menu', { name: '网课导航' })).toBeNull();
  });
});

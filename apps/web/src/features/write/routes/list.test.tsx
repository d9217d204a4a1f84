import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { btnName, currentLocation, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, page, taskItem } from '../test/fixtures';
import WriteListPage from './list';

describe('写作训练 list', () => {
  it('lists the tasks and deletes one, with its essays, only after a confirmation', async () => {
    let tasks = [taskItem(), taskItem({ taskId: 6, kind: 4, kindName: '自主命题', topicId: null, title: '我的周末', promptIsHtml: false, submittedCount: 0, scoredCount: 0, state: 0, stateName: '未开始' })];
    api.on('GET', '/write/task', () => page(tasks));
    api.on('DELETE', '/write/task/5', () => {
      tasks = tasks.filter((t) => t.taskId !== 5);
      return null;
    });
    renderApp(<WriteListPage />, { route: '/write/list', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '写作任务' });
    const row = (await within(table).findByText('给外教写一封感谢信')).closest('tr')!;
    expect(within(row).getByText('应用文写作')).toBeTruthy();
    expect(within(row).getByText('进行中')).toBeTruthy();
    expect(within(row).getByText('12/90')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('高一(1)班、高一(2)班')).toBeTruthy();
    // The school's time (UTC 14:00 is 22:00 in Beijing).
    expect(within(row).getByText('至 2026-11-27 22:00')).toBeTruthy();
    const own = within(table).getByText('我的周末').closest('tr')!;
    expect(within(own).getByText('自主命题')).toBeTruthy();
    expect(within(own).getByText('未开始')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: btnName('删除') }));
    expect(await screen.findByText('学生已提交的12篇作文及评分也会一并删除')).toBeTruthy();
    expect(api.callsTo('DELETE', '/write/task/5')).toHaveLength(0);
    const pop = screen.getByText('删除写作任务').closest('.ant-popover')! as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('删除') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/write/task/5')).toHaveLength(1));
    await waitFor(() => expect(within(table).queryByText('给外教写一封感谢信')).toBeNull());

    await userEvent.click(within(own).getByRole('button', { name: btnName('报告') }));
    expect(currentLocation()).toBe('/write/report/results?taskId=6');
  });

  it('filters by state, and invites a teacher without tasks to set the first one', async () => {
    api.on('GET', '/write/task', page([]));
    renderApp(<WriteListPage />, { route: '/write/list', session: ENGLISH_TEACHER });
    expect(await screen.findByText(/还没有布置过写作任务/)).toBeTruthy();
    await userEvent.click(screen.getByText('已结束'));
    await waitFor(() => expect(api.callsTo('GET', '/write/task').at(-1)!.query.get('state')).toBe('2'));
    expect(await screen.findByText('没有已结束的写作任务')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: /自主命题/ })[0]!);
    expect(currentLocation()).toBe('/write/originalwrite');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { btnName, currentLocation, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, listItem, page, putItem } from '../test/fixtures';
import VocabularyListPage from './list';

describe('词汇训练 list', () => {
  it('lists the teacher’s word lists and deletes one after a confirmation', async () => {
    let lists = [listItem(), listItem({ listId: 2, name: '必修一 Unit 2', wordCount: 42, putCount: 3 })];
    api.on('GET', '/vocabulary/list', () => page(lists));
    api.on('DELETE', '/vocabulary/list/1', () => {
      lists = lists.filter((l) => l.listId !== 1);
      return null;
    });
    renderApp(<VocabularyListPage />, { route: '/vocabulary/list', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('必修一 Unit 1')).closest('tr')!;
    expect(within(row).getByText('30')).toBeTruthy();
    // The update time in the school's time zone (02:30 UTC is 10:30 in Beijing).
    expect(within(row).getByText('2026-11-20 10:30')).toBeTruthy();
    const used = within(table).getByText('必修一 Unit 2').closest('tr')!;
    expect(within(used).getByText('42')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: btnName('删除') }));
    expect(await screen.findByText('确定删除“必修一 Unit 1”吗？')).toBeTruthy();
    expect(api.callsTo('DELETE', '/vocabulary/list/1')).toHaveLength(0);
    const pop = screen.getByText('删除词表').closest('.ant-popover')! as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('删除') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/vocabulary/list/1')).toHaveLength(1));
    await waitFor(() => expect(within(table).queryByText('必修一 Unit 1')).toBeNull());
  });

  it('invites a teacher without lists to make the first one', async () => {
    api.on('GET', '/vocabulary/list', page([]));
    renderApp(<VocabularyListPage />, { route: '/vocabulary/list', session: ENGLISH_TEACHER });
    await userEvent.click(await screen.findByRole('button', { name: /新建第一个词表/ }));
    expect(currentLocation()).toBe('/vocabulary/create');
  });

  it('shows the puts with state, completion and a deletion that warns about the answers', async () => {
    api.on('GET', '/vocabulary/list', page([]));
    api.on('GET', '/vocabulary/put', (c) => (c.query.get('state') === '2' ? page([]) : page([putItem()])));
    api.on('DELETE', '/vocabulary/put/7', null);
    renderApp(<VocabularyListPage />, { route: '/vocabulary/list?tab=put', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '布置记录' });
    const row = (await within(table).findByText('必修一 Unit 1')).closest('tr')!;
    expect(within(row).getByText('进行中')).toBeTruthy();
    expect(within(row).getByText('12/90')).toBeTruthy();
    expect(within(row).getByText('高一(1)班、高一(2)班')).toBeTruthy();
    expect(within(row).getByText('2026-11-20 08:00')).toBeTruthy();
    expect(within(row).getByText('至 2026-11-27 22:00')).toBeTruthy();
    for (const m of ['英译汉', '汉译英', '拼写']) expect(within(row).getByText(m)).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: btnName('删除') }));
    expect(await screen.findByText('学生已提交的作答记录也会一并删除')).toBeTruthy();
    const pop = screen.getByText('删除布置').closest('.ant-popover')! as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('删除') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/vocabulary/put/7')).toHaveLength(1));

    await userEvent.click(screen.getByText('已结束'));
    await waitFor(() => expect(api.callsTo('GET', '/vocabulary/put').at(-1)!.query.get('state')).toBe('2'));
    expect(await screen.findByText('没有已结束的练习')).toBeTruthy();
  });
});

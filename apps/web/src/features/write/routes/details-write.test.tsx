import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { currentLocation, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, submissions, taskItem } from '../test/fixtures';
import WriteDetailsPage from './details-write';

describe('detailswrite', () => {
  it('shows the first class’s essays, changes class, and opens the next essay to mark', async () => {
    api.on('GET', '/write/task/5', taskItem());
    api.on('GET', '/write/task/5/submissions', submissions());
    renderApp(<WriteDetailsPage />, { route: '/write/detailswrite?taskId=5', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '学生作文' });
    expect(api.callsTo('GET', '/write/task/5/submissions')[0]!.query.get('clazzId')).toBe('11');
    expect(screen.getByText(/共 3 人，已提交 2 人，待批改 1 篇，已批改 1 篇/)).toBeTruthy();
    // The header: kind, state, the word range and full score.
    expect(screen.getByText('80-100词，满分15分')).toBeTruthy();
    const ding = within(table).getByText('丁瑶').closest('tr')!;
    expect(within(ding).getByText('未提交')).toBeTruthy();
    expect(within(ding).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /批改下一篇/ }));
    expect(currentLocation()).toBe('/write/aiwrite?submissionId=31&clazzId=11');
  });

  it('keeps the class asked for in the address', async () => {
    api.on('GET', '/write/task/5', taskItem());
    api.on('GET', '/write/task/5/submissions', submissions());
    renderApp(<WriteDetailsPage />, { route: '/write/detailswrite?taskId=5&clazzId=12', session: ENGLISH_TEACHER });
    await screen.findByRole('table', { name: '学生作文' });
    await waitFor(() => expect(api.callsTo('GET', '/write/task/5/submissions').at(-1)!.query.get('clazzId')).toBe('12'));
    await userEvent.click(within(screen.getByRole('table', { name: '学生作文' })).getByText('姜萱'));
    expect(currentLocation()).toBe('/write/aiwrite?submissionId=33&clazzId=12');
  });
});

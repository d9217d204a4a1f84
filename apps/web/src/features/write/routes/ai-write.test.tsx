import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { btnName, currentLocation, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, submission, submissions } from '../test/fixtures';
import WriteAiPage from './ai-write';

const marks = (root: HTMLElement) => [...root.querySelectorAll('mark')].map((m) => [m.textContent, m.className]);

describe('aiwrite', () => {
  it('marks every finding at its offsets and explains it', async () => {
    api.on('GET', '/write/submission/31', submission());
    api.on('GET', '/write/task/5/submissions', submissions());
    renderApp(<WriteAiPage />, { route: '/write/aiwrite?submissionId=31', session: ENGLISH_TEACHER });
    const essay = await screen.findByLabelText('作文正文');
    expect(essay.textContent).toBe('I want to to tell you abuot a apple. Thank you very much!');
    expect(marks(essay)).toEqual([
      ['I want ', 'write-mark-readability'],
      ['to to', 'write-mark-grammar write-mark-readability'],
      [' tell you ', 'write-mark-readability'],
      ['abuot', 'write-mark-spelling write-mark-readability'],
      [' ', 'write-mark-readability'],
      ['a apple', 'write-mark-grammar write-mark-readability'],
      ['.', 'write-mark-readability'],
    ]);
    await userEvent.click(within(essay).getByText('abuot'));
    expect(await screen.findByText('“abuot”可能拼错了')).toBeTruthy();
    expect(screen.getByText('建议：about、abut')).toBeTruthy();

    // The side panel says what it is and what it cannot judge.
    expect(screen.getByText('智能批改（仅供参考）')).toBeTruthy();
    const panel = screen.getByLabelText('智能批改');
    expect(within(panel).getByText('第二档')).toBeTruthy();
    expect(within(panel).getByText('/15')).toBeTruthy();
    expect(within(panel).getByText('偏少')).toBeTruthy();
    expect(within(panel).getByText(/不能判断是否切题、要点是否齐全、行文是否连贯/)).toBeTruthy();
    expect(within(panel).getByText('grateful')).toBeTruthy();
  });

  it('scores within the full score in half points, from the suggestion, with a comment', async () => {
    let saved = submission();
    api.on('GET', '/write/submission/31', () => saved);
    api.on('GET', '/write/task/5/submissions', submissions());
    api.on('PUT', '/write/submission/31/score', (c) => {
      const body = c.body as { score: number; comment: string };
      saved = submission({ teacherScore: body.score, teacherComment: body.comment, scoredAt: '2026-11-26T01:00:00.000Z' });
      return saved;
    });
    renderApp(<WriteAiPage />, { route: '/write/aiwrite?submissionId=31', session: ENGLISH_TEACHER });
    const input = (await screen.findByRole('spinbutton', { name: '教师评分' })) as HTMLInputElement;
    // The suggestion is the default (in half points).
    expect(input.value).toBe('5.0');

    await userEvent.clear(input);
    await userEvent.type(input, '16');
    await userEvent.click(screen.getByRole('button', { name: btnName('确认评分') }));
    expect(await screen.findByText('分数不能超过满分15分')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '7.3');
    await userEvent.click(screen.getByRole('button', { name: btnName('确认评分') }));
    expect(await screen.findByText('分数须为0.5分的整数倍')).toBeTruthy();
    expect(api.callsTo('PUT', '/write/submission/31/score')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '7.5');
    await userEvent.type(screen.getByRole('textbox', { name: '评语' }), '  要点不全，注意拼写。 ');
    await userEvent.click(screen.getByRole('button', { name: btnName('确认评分') }));
    await waitFor(() => expect(api.callsTo('PUT', '/write/submission/31/score')).toHaveLength(1));
    expect(api.callsTo('PUT', '/write/submission/31/score')[0]!.body).toEqual({ score: 7.5, comment: '要点不全，注意拼写。' });
    expect(await screen.findByText(/评分 7.5 分/)).toBeTruthy();
    // The saved score remounts the form (its key holds the time of scoring); the notice still comes.
    expect(await screen.findByText('评分已保存')).toBeTruthy();
  });

  it('goes to the previous and next essay of the task', async () => {
    api.on('GET', '/write/submission/31', submission());
    api.on('GET', '/write/submission/33', submission({ submissionId: 33, studentId: 3, studentName: '姜萱', teacherScore: 12.5, scoredAt: '2026-11-26T01:00:00.000Z' }));
    api.on('GET', '/write/task/5/submissions', submissions());
    renderApp(<WriteAiPage />, { route: '/write/aiwrite?submissionId=31&clazzId=11', session: ENGLISH_TEACHER });
    expect(await screen.findByText('1/2')).toBeTruthy();
    expect(api.callsTo('GET', '/write/task/5/submissions')[0]!.query.get('clazzId')).toBe('11');
    expect((screen.getByRole('button', { name: /上一篇/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /下一篇/ }));
    expect(currentLocation()).toBe('/write/aiwrite?submissionId=33&clazzId=11');
    expect(await screen.findByText('2/2')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: '教师评分' }) as HTMLInputElement).value).toBe('12.5');
    expect((screen.getByRole('button', { name: /下一篇/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

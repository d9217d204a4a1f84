import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { api } from '../../../../test/api-mock';
import { btnName, currentLocation, renderApp } from '../../../../test/render';
import { CLAZZES, ENGLISH_TEACHER, page, prompt, taskItem } from '../test/fixtures';
import OriginalWritePage from './original-write';
import SpecialWritePage from './special-write';
import WriteEditPage from './edit';
import { titleFrom } from '../components/task-form';
import { schoolDateTime, schoolDay } from '@app/contract';

type Body = { kind?: number; topicId?: number; prompt?: string; title: string; minWords: number; maxWords: number; clazzIds: number[]; startAt: string; endAt: string };

const expectDefaultWeek = (body: Body) => {
  const start = dayjs(body.startAt);
  const end = dayjs(body.endAt);
  expect(Math.abs(start.diff(dayjs(), 'minute'))).toBeLessThanOrEqual(1);
  // 22:00 on the school's clock (Beijing), seven school days after the start, whatever the browser's zone.
  expect(schoolDateTime(end.toDate()).slice(11)).toBe('22:00');
  expect(dayjs(schoolDay(end.toDate())).diff(dayjs(schoolDay(start.toDate())), 'day')).toBe(7);
};

describe('writing task set-up', () => {
  it('takes a default title from the prompt’s first sentence, within 60 characters', () => {
    expect(titleFrom('<p>为倡导低碳生活，你校学生会拟向全体同学发出“绿色出行”倡议。请你用英语写一篇倡议书。</p>')).toBe('为倡导低碳生活，你校学生会拟向全体同学发出“绿色出行”倡议。');
    expect(titleFrom('Write about Mr. Li&nbsp;and  your class')).toBe('Write about Mr. Li and your class');
    const long = titleFrom('甲'.repeat(80));
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });

  it('自主命题: asks for the prompt, a class and a sound word range, then posts kind 4 with the prompt', async () => {
    api.on('GET', '/vocabulary/clazz', CLAZZES);
    api.on('POST', '/write/task', taskItem({ kind: 4 }));
    renderApp(<OriginalWritePage />, { route: '/write/originalwrite', session: ENGLISH_TEACHER });
    expect(await screen.findByRole('group', { name: '高二' })).toBeTruthy();
    // 自主命题's defaults: 80-120 words, 15 points.
    expect((screen.getByRole('spinbutton', { name: '最少词数' }) as HTMLInputElement).value).toBe('80');
    expect((screen.getByRole('spinbutton', { name: '最多词数' }) as HTMLInputElement).value).toBe('120');
    expect(screen.getByText('15 分')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: btnName('布置') }));
    expect(await screen.findByText('请填写题目要求')).toBeTruthy();
    expect(screen.getByText('请填写题目名称')).toBeTruthy();
    expect(screen.getByText('请至少选择一个班级')).toBeTruthy();
    expect(api.callsTo('POST', '/write/task')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: '题目要求' }), 'Write about your favourite festival.');
    // The title follows the prompt until the teacher writes one.
    await waitFor(() => expect((screen.getByRole('textbox', { name: '题目名称' }) as HTMLInputElement).value).toBe('Write about your favourite festival.'));
    await userEvent.clear(screen.getByRole('textbox', { name: '题目名称' }));
    await userEvent.type(screen.getByRole('textbox', { name: '题目名称' }), '我最喜欢的节日');
    // The teacher's own title stays when the prompt changes.
    await userEvent.type(screen.getByRole('textbox', { name: '题目要求' }), ' Use 100 words.');
    expect((screen.getByRole('textbox', { name: '题目名称' }) as HTMLInputElement).value).toBe('我最喜欢的节日');
    const max = screen.getByRole('spinbutton', { name: '最多词数' });
    await userEvent.clear(max);
    await userEvent.type(max, '60');
    await userEvent.click(screen.getByRole('checkbox', { name: '高一(2)班' }));
    await userEvent.click(screen.getByRole('button', { name: btnName('布置') }));
    expect(await screen.findByText('最多词数不能少于最少词数')).toBeTruthy();
    expect(api.callsTo('POST', '/write/task')).toHaveLength(0);

    await userEvent.clear(max);
    await userEvent.type(max, '150');
    await userEvent.click(screen.getByRole('button', { name: btnName('布置') }));
    await waitFor(() => expect(api.callsTo('POST', '/write/task')).toHaveLength(1));
    const body = api.callsTo('POST', '/write/task')[0]!.body as Body;
    expect(body).toMatchObject({ kind: 4, prompt: 'Write about your favourite festival. Use 100 words.', title: '我最喜欢的节日', minWords: 80, maxWords: 150, clazzIds: [12] });
    expect(body.topicId).toBeUndefined();
    expectDefaultWeek(body);
    await waitFor(() => expect(currentLocation()).toBe('/write/list'));
  });

  it('专项写作: a bank prompt of the kind chosen, shown sanitised, posts kind 1 with its topicId and the kind’s defaults', async () => {
    api.on('GET', '/vocabulary/clazz', CLAZZES);
    api.on('GET', '/write/prompts', (c) => page([prompt(Number(c.query.get('kind')) * 100 + 1, Number(c.query.get('kind')))]));
    api.on('POST', '/write/task', taskItem());
    const { container } = renderApp(<SpecialWritePage />, { route: '/write/specialwrite', session: ENGLISH_TEACHER });
    const list = await screen.findByRole('list', { name: '题库题目' });
    expect(api.callsTo('GET', '/write/prompts')[0]!.query.get('kind')).toBe('1');
    await waitFor(() => expect(within(list).getByText(/写一封邀请信 101/)).toBeTruthy());
    // The prompt is the bank's HTML drawn by the paper centre's renderer (DOMPurify; happy-dom's parser defeats
    // DOMPurify, so that it drops scripts is seen in the browser, not here).
    expect(container.querySelector('.tv-rich.write-prompt')).toBeTruthy();

    await userEvent.click(screen.getByText('读后续写'));
    await waitFor(() => expect(api.callsTo('GET', '/write/prompts').at(-1)!.query.get('kind')).toBe('2'));
    expect(await screen.findByText(/写一封邀请信 201/)).toBeTruthy();
    await userEvent.click(screen.getByText('应用文写作'));
    await userEvent.click(await screen.findByRole('button', { name: btnName('选用此题') }));

    expect(await screen.findByText('布置设置')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '题目名称' }) as HTMLInputElement).value).toBe('假定你是李华，写一封邀请信 101');
    expect((screen.getByRole('spinbutton', { name: '最少词数' }) as HTMLInputElement).value).toBe('80');
    expect((screen.getByRole('spinbutton', { name: '最多词数' }) as HTMLInputElement).value).toBe('100');
    expect(screen.queryByRole('textbox', { name: '题目要求' })).toBeNull();
    await userEvent.click(await screen.findByRole('checkbox', { name: '高一(1)班' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '高二(3)班' }));
    await userEvent.click(screen.getByRole('button', { name: btnName('布置') }));
    await waitFor(() => expect(api.callsTo('POST', '/write/task')).toHaveLength(1));
    const body = api.callsTo('POST', '/write/task')[0]!.body as Body;
    expect(body).toMatchObject({ kind: 1, topicId: 101, title: '假定你是李华，写一封邀请信 101', minWords: 80, maxWords: 100, clazzIds: [11, 21] });
    expect(body.prompt).toBeUndefined();
    expectDefaultWeek(body);
  });

  it('edit: saves the set-up of a task without its kind', async () => {
    api.on('GET', '/vocabulary/clazz', CLAZZES);
    api.on('GET', '/write/task/5', taskItem());
    api.on('PUT', '/write/task/5', taskItem());
    renderApp(<WriteEditPage />, { route: '/write/edit?taskId=5', session: ENGLISH_TEACHER });
    expect(await screen.findByText('已有学生提交作文')).toBeTruthy();
    expect(((await screen.findByRole('checkbox', { name: '高一(2)班' })) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: '高二(3)班' }));
    await userEvent.click(screen.getByRole('button', { name: btnName('保存') }));
    await waitFor(() => expect(api.callsTo('PUT', '/write/task/5')).toHaveLength(1));
    expect(api.callsTo('PUT', '/write/task/5')[0]!.body).toEqual({
      title: '给外教写一封感谢信',
      minWords: 80,
      maxWords: 100,
      clazzIds: [11, 12, 21],
      startAt: '2026-11-20T00:00:00.000Z',
      endAt: '2026-11-27T14:00:00.000Z',
    });
  });
});

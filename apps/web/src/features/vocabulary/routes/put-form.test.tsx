import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { api } from '../../../../test/api-mock';
import { btnName, currentLocation, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, listDetail, putItem } from '../test/fixtures';
import VocabularyPutFormPage from './put-form';
import { schoolDateTime, schoolDay } from '@app/contract';

const CLAZZES = [
  { clazzId: 11, clazzName: '高一(1)班', gradeName: '高一' },
  { clazzId: 12, clazzName: '高一(2)班', gradeName: '高一' },
  { clazzId: 21, clazzName: '高二(3)班', gradeName: '高二' },
];

type PutBody = { listId?: number; clazzIds: number[]; startAt: string; endAt: string; modes: number[]; rounds: number };

describe('布置 form', () => {
  it('needs a class, then puts the list with the default week, every mode and one round', async () => {
    api.on('GET', '/vocabulary/list/1', listDetail());
    api.on('GET', '/vocabulary/clazz', CLAZZES);
    api.on('POST', '/vocabulary/put', putItem());
    renderApp(<VocabularyPutFormPage />, { route: '/vocabulary/put/create?listId=1', session: ENGLISH_TEACHER });
    const grade2 = await screen.findByRole('group', { name: '高二' });
    expect(within(grade2).getByText('高二(3)班')).toBeTruthy();
    // 2 words × 3 modes × 1 round.
    expect(screen.getByText(/每名学生共 2 × 3 × 1 = 6 题/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: btnName('布置') }));
    expect(await screen.findByText('请至少选择一个班级')).toBeTruthy();
    expect(api.callsTo('POST', '/vocabulary/put')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: '高一(2)班' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '拼写' }));
    expect(screen.getByText(/每名学生共 2 × 2 × 1 = 4 题/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: btnName('布置') }));
    await waitFor(() => expect(api.callsTo('POST', '/vocabulary/put')).toHaveLength(1));
    const body = api.callsTo('POST', '/vocabulary/put')[0]!.body as PutBody;
    expect(body).toMatchObject({ listId: 1, clazzIds: [12], modes: [1, 2], rounds: 1 });
    const start = dayjs(body.startAt);
    const end = dayjs(body.endAt);
    expect(Math.abs(start.diff(dayjs(), 'minute'))).toBeLessThanOrEqual(1);
    // 22:00 on the school's clock (Beijing), seven school days after the start, whatever the browser's zone.
    expect(schoolDateTime(end.toDate()).slice(11)).toBe('22:00');
    expect(dayjs(schoolDay(end.toDate())).diff(dayjs(schoolDay(start.toDate())), 'day')).toBe(7);
    await waitFor(() => expect(currentLocation()).toBe('/vocabulary/list?tab=put'));
  });

  it('refuses to save an end before the start', async () => {
    // The picker keeps the end after the start; the form checks it again (here a put whose times were saved the wrong way round).
    api.on('GET', '/vocabulary/put/7', putItem({ answered: false, startAt: '2026-11-27T14:00:00.000Z', endAt: '2026-11-20T00:00:00.000Z' }));
    api.on('GET', '/vocabulary/clazz', CLAZZES);
    renderApp(<VocabularyPutFormPage />, { route: '/vocabulary/put/edit?putId=7', session: ENGLISH_TEACHER });
    await screen.findByRole('checkbox', { name: '高一(1)班' });
    await userEvent.click(screen.getByRole('button', { name: btnName('保存') }));
    expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
    expect(api.callsTo('PUT', '/vocabulary/put/7')).toHaveLength(0);
  });

  it('edits a put students have answered: modes and rounds stay as they are', async () => {
    api.on('GET', '/vocabulary/put/7', putItem({ clazzes: [CLAZZES[0]!], modes: [1, 3], modeNames: ['英译汉', '拼写'], rounds: 2 }));
    api.on('GET', '/vocabulary/clazz', CLAZZES);
    api.on('PUT', '/vocabulary/put/7', putItem());
    renderApp(<VocabularyPutFormPage />, { route: '/vocabulary/put/edit?putId=7', session: ENGLISH_TEACHER });
    expect(await screen.findByText('已有学生开始练习')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '汉译英' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('spinbutton', { name: '轮数' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/每名学生共 30 × 2 × 2 = 120 题/)).toBeTruthy();
    expect(((await screen.findByRole('checkbox', { name: '高一(1)班' })) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: '高二(3)班' }));
    await userEvent.click(screen.getByRole('button', { name: btnName('保存') }));
    await waitFor(() => expect(api.callsTo('PUT', '/vocabulary/put/7')).toHaveLength(1));
    const body = api.callsTo('PUT', '/vocabulary/put/7')[0]!.body as PutBody;
    expect(body).toEqual({ clazzIds: [11, 21], startAt: '2026-11-20T00:00:00.000Z', endAt: '2026-11-27T14:00:00.000Z', modes: [1, 3], rounds: 2 });
  });
});

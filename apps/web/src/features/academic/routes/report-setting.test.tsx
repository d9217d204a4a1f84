import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_REPORT_SETTINGS } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findToast, renderApp } from '../../../../test/render';
import ReportSettingPage from './report-setting';
import ScoreSettingPage from './score-setting';

async function showSettings(posts: number[], page: 'report' | 'lines' = 'report') {
  api.on('GET', '/academic/report-setting', DEFAULT_REPORT_SETTINGS);
  renderApp(page === 'report' ? <ReportSettingPage /> : <ScoreSettingPage />, { session: sessionOf({ posts }) });
  return screen.findByRole('form', { name: page === 'report' ? '报告设置' : '分数线设置' });
}

const input = (form: HTMLElement, label: string) => within(form).getByRole('spinbutton', { name: label }) as HTMLInputElement;

async function setValue(form: HTMLElement, label: string, value: string) {
  await userEvent.clear(input(form, label));
  await userEvent.type(input(form, label), value);
}

describe('报告设置: who may change them', () => {
  // The settings are school-wide (every grade, both sections): only the school master saves them.
  it.each([[4], [1], [2], [3]])('a teacher of post %i (grade leaders included) sees the settings read-only, without a save button', async (post) => {
    const form = await showSettings([post]);
    expect(within(form).getByText('报告设置适用于全校所有年级，只有校长可以修改，您可以查看当前设置。')).toBeTruthy();
    await waitFor(() => expect(input(form, '及格线').value).toBe('60'));
    expect(input(form, '及格线').disabled).toBe(true);
    expect(input(form, '尖子生').disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: /保存设置/ })).toBeNull();
  });

  it('the school master (post 5) can edit and save', async () => {
    const form = await showSettings([5]);
    await waitFor(() => expect(input(form, '及格线').value).toBe('60'));
    expect(input(form, '及格线').disabled).toBe(false);
    expect(within(form).queryByText(/只有校长可以修改/)).toBeNull();
    expect(within(form).getByRole('button', { name: /保存设置/ })).toBeTruthy();
  });

  it('分数线设置 follows the same rule: a grade leader sees no save button', async () => {
    const form = await showSettings([2], 'lines');
    await waitFor(() => expect(input(form, '及格线').value).toBe('60'));
    expect(input(form, '及格线').disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: /保存设置/ })).toBeNull();
  });
});

describe('报告设置: the checks before saving', () => {
  it('the score lines must rise: 低分线 < 及格线 ≤ 良好线 ≤ 优秀线', async () => {
    const form = await showSettings([5]);
    await waitFor(() => expect(input(form, '低分线').value).toBe('40'));
    await setValue(form, '低分线', '65');
    await userEvent.click(within(form).getByRole('button', { name: /保存设置/ }));
    expect(await within(form).findByText('分数线须满足：低分线 < 及格线 ≤ 良好线 ≤ 优秀线', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(api.callsTo('PUT', '/academic/report-setting')).toHaveLength(0);
  });

  it('the tiers must widen: 尖子生 < 优秀生 < 中等生', async () => {
    const form = await showSettings([5]);
    await waitFor(() => expect(input(form, '尖子生').value).toBe('10'));
    await setValue(form, '尖子生', '35');
    await userEvent.click(within(form).getByRole('button', { name: /保存设置/ }));
    expect(await within(form).findByText('分层比例须满足：尖子生 < 优秀生 < 中等生', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(api.callsTo('PUT', '/academic/report-setting')).toHaveLength(0);
  });

  it('percentages are saved as fractions of the full score', async () => {
    api.on('PUT', '/academic/report-setting', (c) => c.body);
    const form = await showSettings([5]);
    await waitFor(() => expect(input(form, '及格线').value).toBe('60'));
    await setValue(form, '及格线', '55');
    await userEvent.click(within(form).getByRole('button', { name: /保存设置/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/academic/report-setting')).toHaveLength(1));
    expect(api.callsTo('PUT', '/academic/report-setting')[0]?.body).toEqual({ ...DEFAULT_REPORT_SETTINGS, passRate: 0.55 });
    expect(await findToast('设置已保存，报告将按新设置重新计算')).toBeTruthy();
  });

  it('分数线设置 shows only the lines and bands, and keeps the rest as stored when saving', async () => {
    api.on('PUT', '/academic/report-setting', (c) => c.body);
    const form = await showSettings([5], 'lines');
    await waitFor(() => expect(input(form, '优秀线').value).toBe('85'));
    expect(within(form).queryByRole('spinbutton', { name: '尖子生' })).toBeNull();
    await setValue(form, '优秀线', '90');
    await userEvent.click(within(form).getByRole('button', { name: btnName('保存设置') }));
    await waitFor(() => expect(api.callsTo('PUT', '/academic/report-setting')).toHaveLength(1));
    expect(api.callsTo('PUT', '/academic/report-setting')[0]?.body).toEqual({ ...DEFAULT_REPORT_SETTINGS, excellentRate: 0.9 });
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { btnName, renderApp } from '../../../../test/render';
import { PaperDetailScreen } from './paper-detail-screen';

describe('a library paper whose detail failed to load', () => {
  it('says 试卷加载失败 with the server’s reason, and 重试 asks again', async () => {
    const path = '/paper/english/fine-quality/detail/7001';
    api.fail('GET', path, '服务器繁忙，请稍后再试', '50000');
    renderApp(<PaperDetailScreen source="english" family="english" paperId={7001} />, { route: '/englishPaperDetail?paperId=7001' });
    const failed = (await screen.findByText('试卷加载失败')).closest<HTMLElement>('[role="alert"]')!;
    expect(failed.textContent).toContain('服务器繁忙，请稍后再试');
    expect(api.callsTo('GET', path)).toHaveLength(1);
    await userEvent.click(within(failed).getByRole('button', { name: btnName('重试') }));
    await waitFor(() => expect(api.callsTo('GET', path)).toHaveLength(2));
  });
});

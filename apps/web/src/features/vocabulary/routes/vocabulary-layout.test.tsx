import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, currentLocation, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER } from '../test/fixtures';
import IsNotVocabularyPage from './is-not-vocabulary';
import VocabularyLayout from './vocabulary-layout';

describe('英语资源 area', () => {
  it('an English teacher gets the area’s menu', async () => {
    renderApp(<VocabularyLayout />, { route: '/vocabulary/report/word?putId=1', path: '/vocabulary/*', session: ENGLISH_TEACHER });
    const nav = await screen.findByRole('menu', { name: '英语资源导航' });
    expect(within(nav).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['词汇训练', '写作训练', '话题词汇', '短语', '范文', '写作模板', '外刊阅读', '二轮复习']);
    expect(nav.querySelector('.ant-menu-item-selected')?.textContent).toBe('词汇训练');
    expect(currentLocation()).toBe('/vocabulary/report/word?putId=1');
  });

  it('a page of 写作训练 selects its section', async () => {
    renderApp(<VocabularyLayout />, { route: '/write/aiwrite?submissionId=3', path: '/write/*', session: ENGLISH_TEACHER });
    const nav = await screen.findByRole('menu', { name: '英语资源导航' });
    expect(nav.querySelector('.ant-menu-item-selected')?.textContent).toBe('写作训练');
  });

  it('a template page selects its own section, its basket and the essay pages too', async () => {
    for (const [route, section] of [['/template/word/basket', '话题词汇'], ['/template/essay/12', '范文'], ['/template/essay/result?keyword=a', '范文'], ['/template/foreignjournal', '外刊阅读']] as const) {
      const { unmount } = renderApp(<VocabularyLayout />, { route, path: '/template/*', session: ENGLISH_TEACHER });
      const nav = await screen.findByRole('menu', { name: '英语资源导航' });
      expect(nav.querySelector('.ant-menu-item-selected')?.textContent, route).toBe(section);
      unmount();
    }
  });

  it('a teacher of another subject is sent to the page that explains 词汇训练', async () => {
    renderApp(<VocabularyLayout />, { route: '/vocabulary/list', path: '/vocabulary/*', session: sessionOf({ subjectIds: [3] }) });
    await waitFor(() => expect(currentLocation()).toBe('/isnotvocabulary'));
  });

  it('/isnotvocabulary says what the feature is and who it is for, with a way home', async () => {
    renderApp(<IsNotVocabularyPage />, { route: '/isnotvocabulary', session: sessionOf({ subjectIds: [3] }) });
    expect(await screen.findByText('词汇训练是英语教师的教学工具')).toBeTruthy();
    expect(screen.getByText(/您当前的学科是数学，词汇训练仅对英语教师开放/)).toBeTruthy();
    for (const step of ['选词组表', '布置给班级', '学生练习', '查看报告']) expect(screen.getByText(step)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: btnName('返回首页') }));
    expect(currentLocation()).toBe('/home');
  });
});

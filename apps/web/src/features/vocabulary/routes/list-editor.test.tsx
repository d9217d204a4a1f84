import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { btnName, currentLocation, findToast, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, listDetail, page, WORDS } from '../test/fixtures';
import VocabularyListEditorPage from './list-editor';

const BANK = [WORDS.abandon, WORDS.ability, WORDS.absent, WORDS.accept];

describe('词表 editor', () => {
  it('adds words from the bank and from pasted text, lists the unknown ones and saves the words in order', async () => {
    api.on('GET', '/vocabulary/words', (c) => page(BANK.filter((w) => !c.query.get('level') || (c.query.get('level') === 'junior') === w.junior)));
    api.on('POST', '/vocabulary/words/resolve', { found: [WORDS.absent, WORDS.abandon], unknown: ['recieve', 'teh'] });
    api.on('POST', '/vocabulary/list', (c) => listDetail({ listId: 9, name: (c.body as { name: string }).name }));
    renderApp(<VocabularyListEditorPage />, { route: '/vocabulary/create', session: ENGLISH_TEACHER });

    const bank = await screen.findByRole('table', { name: '词库' });
    await within(bank).findByText('abandon');
    await userEvent.click(within(bank).getByRole('button', { name: '添加abandon' }));
    expect(within(bank).getByRole('button', { name: 'abandon已添加' })).toBeTruthy();
    expect(screen.getByText(/已选 1 \/ 500/)).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: '粘贴单词' }), 'absent, abandon; recieve{enter}teh');
    await userEvent.click(screen.getByRole('button', { name: btnName('识别') }));
    expect(await screen.findByText('词库中没有：recieve、teh')).toBeTruthy();
    expect(api.callsTo('POST', '/vocabulary/words/resolve')[0]!.body).toEqual({ text: 'absent, abandon; recieve\nteh' });
    // abandon was in the list already: only absent is added.
    expect(await findToast('已添加1个单词，1个已在词表中')).toBeTruthy();
    expect(screen.getByText(/已选 2 \/ 500/)).toBeTruthy();
    // The box keeps what was not recognised.
    expect((screen.getByRole('textbox', { name: '粘贴单词' }) as HTMLTextAreaElement).value).toBe('recieve\nteh');

    // absent moves above abandon.
    await userEvent.click(screen.getByRole('button', { name: '上移absent' }));
    await userEvent.type(screen.getByRole('textbox', { name: '词表名称' }), '  必修一 Unit 1 ');
    await userEvent.click(screen.getByRole('button', { name: btnName('保存') }));
    await waitFor(() => expect(api.callsTo('POST', '/vocabulary/list')).toHaveLength(1));
    expect(api.callsTo('POST', '/vocabulary/list')[0]!.body).toEqual({ name: '必修一 Unit 1', description: '', wordIds: [3, 1] });
    await waitFor(() => expect(currentLocation()).toBe('/vocabulary/detail?listId=9'));
  });

  it('asks for a name and at least one word before saving', async () => {
    api.on('GET', '/vocabulary/words', page(BANK));
    renderApp(<VocabularyListEditorPage />, { route: '/vocabulary/create', session: ENGLISH_TEACHER });
    await screen.findByText('abandon');
    await userEvent.click(screen.getByRole('button', { name: btnName('保存') }));
    expect(await screen.findByText('请填写词表名称')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '词表名称' }), '空词表');
    await userEvent.click(screen.getByRole('button', { name: btnName('保存') }));
    expect(await findToast('词表中至少要有一个单词')).toBeTruthy();
    expect(api.callsTo('POST', '/vocabulary/list')).toHaveLength(0);
  });

  it('edits a list: its words come first, the level filter asks the bank, a server refusal is shown', async () => {
    api.on('GET', '/vocabulary/words', page(BANK));
    api.on('GET', '/vocabulary/list/1', listDetail());
    api.fail('PUT', '/vocabulary/list/1', '词表名称已存在', '40900');
    renderApp(<VocabularyListEditorPage />, { route: '/vocabulary/edit?listId=1', session: ENGLISH_TEACHER });
    const chosen = await screen.findByRole('region', { name: '已选单词' });
    expect(await within(chosen).findByText('ability')).toBeTruthy();
    expect(screen.getByText(/已选 2 \/ 500/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '词表名称' }) as HTMLInputElement).value).toBe('必修一 Unit 1');

    await userEvent.click(screen.getByRole('combobox', { name: '词汇级别' }));
    await screen.findAllByRole('option');
    await userEvent.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="初中"]')!);
    await waitFor(() => expect(api.callsTo('GET', '/vocabulary/words').at(-1)!.query.get('level')).toBe('junior'));

    await userEvent.click(screen.getByRole('button', { name: '移除ability' }));
    expect(screen.getByText(/已选 1 \/ 500/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: btnName('保存') }));
    expect(await findToast('词表名称已存在')).toBeTruthy();
    expect(api.callsTo('PUT', '/vocabulary/list/1')[0]!.body).toEqual({ name: '必修一 Unit 1', description: '第一单元', wordIds: [3] });
    expect(currentLocation()).toBe('/vocabulary/edit?listId=1');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLabelTask } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import LabelTasksPage from './label-tasks';

const task = (patch: Partial<TLabelTask> = {}): TLabelTask => ({
  examId: 31,
  examGroupId: 3,
  examName: '高一11月月考',
  examTime: '2026-11-12',
  type: 3,
  typeName: '月考',
  canChangeType: false,
  gradeName: '高一',
  clazzNames: ['高一(1)班', '高一(2)班'],
  taggedCount: 6,
  questionCount: 20,
  status: 0,
  statusName: '待标注',
  taggers: ['王老师'],
  lastTaggedAt: null,
  ...patch,
});
const page = (list: TLabelTask[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });

describe('我的标注任务', () => {
  it('lists the tasks of the current subject with progress and state, each opening the tagging page', async () => {
    api.on('GET', '/label/exam/page', page([task(), task({ examId: 32, examName: '高一期中考试', status: 1, statusName: '已完成', taggedCount: 20 })]));
    renderApp(<LabelTasksPage />, { route: '/paper/personal/label_task', session: sessionOf() });
    const open = (await screen.findByText('高一11月月考')).closest('tr')!;
    expect(within(open).getByText('待标注')).toBeTruthy();
    expect(within(open).getByText('6/20')).toBeTruthy();
    expect(within(open).getByText('高一 · 高一(1)班、高一(2)班')).toBeTruthy();
    expect(within(open).getByRole('link', { name: '标注高一11月月考' }).getAttribute('href')).toBe('/relation?examId=31');
    const done = screen.getByText('高一期中考试').closest('tr')!;
    expect(within(done).getByRole('link', { name: '查看高一期中考试' }).getAttribute('href')).toBe('/relation?examId=32');
    const q = api.callsTo('GET', '/label/exam/page')[0]!.query;
    expect([q.get('subjectId'), q.get('status'), q.get('pageNo'), q.get('pageSize')]).toEqual(['3', 'whole', '1', '10']);
    expect(screen.getByRole('link', { name: '前往考试标注' }).getAttribute('href')).toBe('/labelTask/whole');
  });

  it('switches the state tab and says when a tab is empty', async () => {
    api.on('GET', '/label/exam/page', (c) => page(c.query.get('status') === 'tocomplete' ? [] : [task()]));
    renderApp(<LabelTasksPage />, { route: '/paper/personal/label_task', session: sessionOf() });
    await screen.findByText('高一11月月考');
    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(await screen.findByText('还没有完成标注的考试')).toBeTruthy();
    expect(api.callsTo('GET', '/label/exam/page').at(-1)!.query.get('status')).toBe('tocomplete');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { testRecordStatusText, ZTestRecordItem, ZTestRecordPage, type TTestRecordItem } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { clazzOf } from '../../../../test/academic-fixtures';
import { btnName, buttonTexts, findToast, renderApp, settle } from '../../../../test/render';
import { TestRecordsScreen } from './test-records-screen';

/** A record in the list's reading of statuses (1 完成阅卷, 2 正在编辑, 3 发送打印, 4 扫描成功). */
function record(paperId: number, paperName: string, status: number, p: Partial<z.input<typeof ZTestRecordItem>> = {}): TTestRecordItem {
  const sent = status !== 2;
  return ZTestRecordItem.parse({
    paperId,
    paperName,
    subjectId: 8,
    createDate: '2026-03-01',
    author: '王老师',
    status,
    statusText: testRecordStatusText(status),
    statusClass: `paper-status-${status}`,
    testType: 2,
    testTypeName: '周考',
    examId: sent ? paperId * 10 : null,
    examDate: sent ? '2026-03-05' : null,
    clazzes: sent ? [{ clazzId: 31, clazzName: '高一(1)班' }] : [],
    clazzName: sent ? '高一(1)班' : '',
    completeRatio: status === 1 ? 0.875 : null,
    totalScore: 150,
    finePaperId: null,
    isHide: 0,
    canDelete: status === 2 ? 1 : 0,
    ...p,
  });
}

const RECORDS = [record(1, '周练一', 2), record(2, '周练二', 3), record(3, '周练三', 4), record(4, '周练四', 1)];

async function showRecords(list: TTestRecordItem[] = RECORDS, family: 'english' | 'maths' = 'english') {
  const prefix = family === 'english' ? '/paper/english' : '/paper/math';
  api.on('POST', `${prefix}/list`, (c) => {
    const hidden = (c.body as { isHide: number }).isHide === 1;
    const shown = list.filter((r) => r.isHide === (hidden ? 1 : 0));
    return ZTestRecordPage.parse({ list: shown, total: shown.length, pageIndex: 1, pageSize: 10, semesters: { current: [{ semesterId: 12, semesterName: '2025-2026学年第二学期' }], finished: [] } });
  });
  api.on('GET', '/base/clazz/admin-and-teaching/all/12', [clazzOf(31, '高一(1)班', 1)]);
  const r = renderApp(<TestRecordsScreen family={family} />, { route: family === 'english' ? '/testrecordsen' : '/testRecords' });
  await screen.findByRole('table', { name: '组卷记录列表' });
  await settle(r.queryClient);
  return r;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('组卷记录: actions by status', () => {
  it('only a paper being edited (status 2) can be deleted; only papers sent to an exam have an answer sheet', async () => {
    await showRecords();
    expect(buttonTexts(row('周练一'))).toEqual(['试卷分析', '隐藏', '删除']);
    for (const name of ['周练二', '周练三', '周练四']) expect(buttonTexts(row(name))).toEqual(['试卷分析', '下载答题卡', '隐藏']);
  });

  it('the submission rate shows only for 完成阅卷 (status 1)', async () => {
    // Even if a rate came with a scanned paper, it is not shown.
    await showRecords([record(3, '周练三', 4, { completeRatio: 0.6 }), record(4, '周练四', 1)]);
    expect(within(row('周练四')).getByText('完成阅卷')).toBeTruthy();
    expect(within(row('周练四')).getByText('提交率 87.5%')).toBeTruthy();
    expect(within(row('周练三')).getByText('扫描成功')).toBeTruthy();
    expect(within(row('周练三')).queryByText(/提交率/)).toBeNull();
  });

  it('the paper name opens the record detail of its family', async () => {
    await showRecords([record(5, '函数周练', 2, { subjectId: 3 })], 'maths');
    expect(within(row('函数周练')).getByRole('link', { name: '函数周练' }).getAttribute('href')).toBe('/testRecordsDetails?paperId=5');
  });
});

describe('组卷记录: hiding and deleting ask first', () => {
  it('cancelling the hide confirmation says so and changes nothing', async () => {
    await showRecords();
    await userEvent.click(within(row('周练二')).getByRole('button', { name: /隐藏/ }));
    expect(await screen.findByText('确定隐藏该试卷吗？隐藏后可在“已隐藏”中查看')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: btnName('取消') }));
    expect(await findToast('已取消')).toBeTruthy();
    expect(api.callsTo('PUT', /^\/paper\/english\/hide\//)).toHaveLength(0);
  });

  it('confirming hides the paper', async () => {
    api.on('PUT', '/paper/english/hide/2', { isHide: 1 });
    await showRecords();
    await userEvent.click(within(row('周练二')).getByRole('button', { name: /隐藏/ }));
    await userEvent.click(await screen.findByRole('button', { name: btnName('确定') }));
    await waitFor(() => expect(api.callsTo('PUT', '/paper/english/hide/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/paper/english/hide/2')[0]?.body).toEqual({ isHide: 1 });
    expect(await findToast('已隐藏')).toBeTruthy();
  });

  it('a hidden paper is shown again at once, without a confirmation', async () => {
    api.on('PUT', '/paper/english/hide/6', { isHide: 0 });
    await showRecords([record(6, '隐藏的周练', 3, { isHide: 1 })]);
    await userEvent.click(screen.getByRole('checkbox', { name: '显示隐藏' }));
    await waitFor(() => expect(within(row('隐藏的周练')).getByText('已隐藏')).toBeTruthy());
    await userEvent.click(within(row('隐藏的周练')).getByRole('button', { name: /取消隐藏/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/paper/english/hide/6')).toHaveLength(1));
    expect(api.callsTo('PUT', '/paper/english/hide/6')[0]?.body).toEqual({ isHide: 0 });
    expect(screen.queryByText('确定隐藏该试卷吗？隐藏后可在“已隐藏”中查看')).toBeNull();
    expect(await findToast('已取消隐藏')).toBeTruthy();
  });

  it('deleting asks first, then deletes', async () => {
    api.on('DELETE', '/paper/english/delete/1', null);
    await showRecords();
    await userEvent.click(within(row('周练一')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除该试卷吗？')).toBeTruthy();
    expect(api.callsTo('DELETE', '/paper/english/delete/1')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: btnName('确定') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/paper/english/delete/1')).toHaveLength(1));
    expect(await findToast('删除成功')).toBeTruthy();
  });
});

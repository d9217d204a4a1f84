import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPersonalAnswerSheet } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { findToast, renderApp } from '../../../../test/render';
import AnswerSheetsPage from './answer-sheets';

const sheet = (patch: Partial<TPersonalAnswerSheet> = {}): TPersonalAnswerSheet => ({
  recordId: 41,
  paperName: '高一数学周测（本班）',
  subjectId: 3,
  subjectName: '数学',
  status: 3,
  statusText: '发送打印',
  clazzNames: ['高一(1)班', '高一(2)班'],
  examDate: '2026-11-20',
  sentAt: '2026-11-19T08:05:00.000Z',
  ...patch,
});
const page = (list: TPersonalAnswerSheet[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });
const docx = () => new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Content-Disposition': "attachment; filename*=UTF-8''%E9%AB%98%E4%B8%80%E6%95%B0%E5%AD%A6%E5%91%A8%E6%B5%8B%E7%AD%94%E9%A2%98%E5%8D%A1.docx" } });

describe('答题卡', () => {
  it('lists the papers sent to print of both subjects and downloads an answer sheet', async () => {
    api.on('GET', '/paper/personal/answer-sheets', page([sheet(), sheet({ recordId: 42, paperName: 'Unit 3 单元测试', subjectId: 8, subjectName: '英语', status: 1, statusText: '完成阅卷', sentAt: null, examDate: null, clazzNames: [] })]));
    api.on('GET', '/paper/file/2/41/answer-sheet', docx);
    renderApp(<AnswerSheetsPage />, { route: '/paper/personalresources/answersheet', session: sessionOf() });
    const row = (await screen.findByText('高一数学周测（本班）')).closest('tr')!;
    for (const text of ['数学', '高一(1)班、高一(2)班', '2026-11-20', '2026-11-19 16:05', '发送打印']) expect(within(row).getByText(text)).toBeTruthy();
    const english = screen.getByText('Unit 3 单元测试').closest('tr')!;
    expect(within(english).getByText('完成阅卷')).toBeTruthy();
    expect(within(english).getAllByText('-').length).toBe(3);
    await userEvent.click(within(row).getByRole('button', { name: '下载答题卡：高一数学周测（本班）' }));
    await findToast('已下载 高一数学周测答题卡.docx');
    expect(api.callsTo('GET', '/paper/file/2/41/answer-sheet')).toHaveLength(1);
  });

  it('says when no paper was sent to print yet', async () => {
    api.on('GET', '/paper/personal/answer-sheets', page([]));
    renderApp(<AnswerSheetsPage />, { route: '/paper/personalresources/answersheet', session: sessionOf() });
    expect(await screen.findByText(/还没有答题卡/)).toBeTruthy();
  });

  it('shows the server’s refusal of a download', async () => {
    api.on('GET', '/paper/personal/answer-sheets', page([sheet()]));
    api.fail('GET', '/paper/file/2/41/answer-sheet', '只能操作自己的组卷记录', '40300');
    renderApp(<AnswerSheetsPage />, { route: '/paper/personalresources/answersheet', session: sessionOf() });
    await userEvent.click(await screen.findByRole('button', { name: '下载答题卡：高一数学周测（本班）' }));
    await findToast('只能操作自己的组卷记录');
  });
});

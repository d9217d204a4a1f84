import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSchoolPrintJob } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findToast, renderApp } from '../../../../test/render';
import PrintJobsPage from './print-jobs';

const job = (patch: Partial<TSchoolPrintJob> = {}): TSchoolPrintJob => ({
  printId: 5,
  paperId: 2,
  paperName: '期中复习卷',
  paperSize: 1,
  printDate: '2026-11-24',
  spare: 2,
  status: 1,
  statusName: '待打印',
  clazzes: [{ clazzId: 1, clazzName: '高一(1)班', copies: 52 }],
  totalCopies: 52,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...patch,
});
const page = (list: TSchoolPrintJob[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });

describe('打印任务', () => {
  it('marks a job 已打印 and back', async () => {
    api.on('GET', '/schoolpaper/print', page([job()]));
    api.on('PUT', '/schoolpaper/print/5/status', job({ status: 2, statusName: '已打印' }));
    renderApp(<PrintJobsPage />, { route: '/schoolpaper/print', session: sessionOf() });
    const row = (await screen.findByText('期中复习卷')).closest('tr')!;
    expect(within(row).getByText('待打印')).toBeTruthy();
    expect(within(row).getByText('高一(1)班（52份）')).toBeTruthy();
    api.on('GET', '/schoolpaper/print', page([job({ status: 2, statusName: '已打印' })]));
    await userEvent.click(within(row).getByRole('button', { name: btnName('标记已打印') }));
    await findToast('已标记为已打印');
    expect(api.callsTo('PUT', '/schoolpaper/print/5/status').map((c) => c.body)).toEqual([{ status: 2 }]);
    const after = (await screen.findByText('已打印')).closest('tr')!;
    expect(within(after).getByRole('button', { name: btnName('改为待打印') })).toBeTruthy();
  });

  it('says how to send a paper to print when there is none', async () => {
    api.on('GET', '/schoolpaper/print', page([]));
    renderApp(<PrintJobsPage />, { route: '/schoolpaper/print', session: sessionOf() });
    expect(await screen.findByText(/还没有发送过打印/)).toBeTruthy();
  });
});

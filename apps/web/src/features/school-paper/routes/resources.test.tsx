import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSchoolResource } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { fakeXhr } from '../../../../test/fake-xhr';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, currentLocation, findDialog, findToast, renderApp } from '../../../../test/render';
import ResourcesPage from './resources';

const res = (patch: Partial<TSchoolResource> = {}): TSchoolResource => ({
  resourceId: 3,
  kind: 'booklist',
  title: '高一英语课外阅读书单',
  subjectId: 8,
  subjectName: '英语',
  gradeId: 11,
  gradeName: '高一',
  description: '十本英文读物',
  fileType: 'docx',
  fileName: '书单.docx',
  fileSize: 12_000,
  teacherId: 9,
  teacherName: '李老师',
  editable: 0,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...patch,
});
const page = (list: TSchoolResource[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });

describe('教辅资料', () => {
  it('lists a kind, offers edit and removal only where the server allows, and switches kinds', async () => {
    api.on('GET', '/schoolresources/booklist', page([res(), res({ resourceId: 4, title: '我的书单', editable: 1 })]));
    api.on('GET', '/schoolresources/topic', page([]));
    renderApp(<ResourcesPage />, { route: '/schoolresources/booklist', path: '/schoolresources/:kind', session: sessionOf() });
    const other = (await screen.findByText('高一英语课外阅读书单')).closest('tr')!;
    expect(within(other).getByText('DOCX')).toBeTruthy();
    expect(within(other).queryByRole('button', { name: btnName('编辑') })).toBeNull();
    const mine = screen.getByText('我的书单').closest('tr')!;
    expect(within(mine).getByRole('button', { name: btnName('删除') })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '专题资料' }));
    expect(currentLocation()).toBe('/schoolresources/topic');
    expect(await screen.findByText(/本校还没有专题资料/)).toBeTruthy();
  });

  it('steps back a page when the last row of a page is deleted', async () => {
    // 11 resources: page 2 holds one, the teacher's own; once it is deleted there are 10.
    let total = 11;
    const all = () => Array.from({ length: total }, (_, i) => res({ resourceId: 100 + i, title: i === 10 ? '我的书单' : `书单${i + 1}`, editable: i === 10 ? 1 : 0 }));
    api.on('GET', '/schoolresources/booklist', (call) => {
      const pageNo = Number(call.query.get('pageNo') ?? 1);
      return { list: all().slice((pageNo - 1) * 10, pageNo * 10), total, pageNo, pageSize: 10 };
    });
    api.on('DELETE', '/schoolresource/110', () => {
      total = 10;
      return null;
    });
    renderApp(<ResourcesPage />, { route: '/schoolresources/booklist', path: '/schoolresources/:kind', session: sessionOf() });
    await screen.findByText('书单1');
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    const mine = (await screen.findByText('我的书单')).closest('tr')!;
    await userEvent.click(within(mine).getByRole('button', { name: btnName('删除') }));
    const pop = (await screen.findByText(/删除“我的书单”后/)).closest<HTMLElement>('.ant-popover')!;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('删除') }));
    await findToast('资料已删除');
    // Back on page 1 with its ten rows, not on an empty page 2.
    expect(await screen.findByText('书单10')).toBeTruthy();
    expect(api.callsTo('GET', '/schoolresources/booklist').at(-1)!.query.get('pageNo')).toBe('1');
  });

  it('uploads a teaching aid with its subject, grade and description', async () => {
    api.on('GET', '/schoolresources/knowledge', page([]));
    fakeXhr([{ body: { errCode: '00', errMsg: '资料已上传', data: res({ kind: 'knowledge' }) } }]);
    renderApp(<ResourcesPage />, { route: '/schoolresources/knowledge', path: '/schoolresources/:kind', session: sessionOf() });
    await userEvent.click(await screen.findByRole('button', { name: /上传知识清单/ }));
    const dialog = await findDialog('上传知识清单');
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['%PDF-1.7'], '函数知识清单.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect((within(dialog).getByPlaceholderText('默认为文件名') as HTMLInputElement).value).toBe('函数知识清单'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '学科' }));
    await userEvent.click(await screen.findByTitle('数学'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '年级' }));
    await userEvent.click(await screen.findByTitle('高一'));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('上传') }));
    await findToast('资料已上传');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPersonalUpload } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import UploadsPage from './uploads';

const upload = (patch: Partial<TPersonalUpload>): TPersonalUpload => ({
  kind: 'school_paper',
  id: 1,
  name: '高一数学函数专题练习',
  subjectId: 3,
  subjectName: '数学',
  fileType: 'pdf',
  fileName: '高一数学函数专题练习.pdf',
  fileSize: 2048,
  createdAt: '2026-11-20T02:00:00.000Z',
  resourceKind: null,
  courseId: null,
  courseName: null,
  ...patch,
});
const page = (list: TPersonalUpload[], total = list.length) => ({ list, total, pageNo: 1, pageSize: 10 });
const rows = [
  upload({ kind: 'course_video', id: 9, name: '指数函数的图像', fileType: 'mp4', fileName: 'a.mp4', fileSize: 3_500_000, courseId: 4, courseName: '指数函数的图像与性质', createdAt: '2026-11-21T02:00:00.000Z' }),
  upload({ kind: 'school_resource', id: 5, name: '高一数学上学期期末真题', resourceKind: 'paper', fileName: '期末.pdf' }),
  upload({}),
];

describe('我的上传', () => {
  it('lists every kind with its tag, size and time, each opening where it lives', async () => {
    api.on('GET', '/paper/personal/uploads', page(rows));
    renderApp(<UploadsPage />, { route: '/paper/personal/upload', session: sessionOf() });
    const video = (await screen.findByText('指数函数的图像')).closest('tr')!;
    expect(within(video).getByText('网课视频')).toBeTruthy();
    expect(within(video).getByText('网课：指数函数的图像与性质')).toBeTruthy();
    expect(within(video).getByText('3.3 MB')).toBeTruthy();
    expect(within(video).getByText('2026-11-21 10:00')).toBeTruthy();
    expect(within(video).getByRole('link', { name: /去编辑网课/ }).getAttribute('href')).toBe('/course/edit?courseId=4');
    const aid = screen.getByText('高一数学上学期期末真题').closest('tr')!;
    expect(within(aid).getByText('教辅资料')).toBeTruthy();
    expect(within(aid).getByText('试卷资源 · 期末.pdf')).toBeTruthy();
    expect(within(aid).getByRole('link', { name: /去教辅资料/ }).getAttribute('href')).toBe('/schoolresources/paper');
    const paper = screen.getByText('高一数学函数专题练习').closest('tr')!;
    expect(within(paper).getByText('校本试卷')).toBeTruthy();
    expect(within(paper).getByText('2 KB')).toBeTruthy();
    expect(within(paper).getByRole('link', { name: /去我的校本试卷/ }).getAttribute('href')).toBe('/schoolpaper/my');
  });

  it('filters by kind and searches by name, from the first page', async () => {
    api.on('GET', '/paper/personal/uploads', (c) => (c.query.get('kind') === 'course_video' ? page([rows[0]!]) : page(rows)));
    renderApp(<UploadsPage />, { route: '/paper/personal/upload', session: sessionOf() });
    await screen.findByText('高一数学函数专题练习');
    await userEvent.click(screen.getByText('网课视频', { selector: '.ant-segmented-item-label' }));
    await screen.findByText('指数函数的图像');
    await waitFor(() => expect(screen.queryByText('高一数学函数专题练习')).toBeNull());
    expect(api.callsTo('GET', '/paper/personal/uploads').at(-1)!.query.get('kind')).toBe('course_video');
    api.on('GET', '/paper/personal/uploads', page([]));
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索名称' }), '导数{Enter}');
    expect(await screen.findByText('没有符合条件的文件')).toBeTruthy();
    const last = api.callsTo('GET', '/paper/personal/uploads').at(-1)!.query;
    expect([last.get('name'), last.get('kind'), last.get('pageNo'), last.get('pageSize')]).toEqual(['导数', 'course_video', '1', '10']);
  });

  it('says when nothing was uploaded yet', async () => {
    api.on('GET', '/paper/personal/uploads', page([]));
    renderApp(<UploadsPage />, { route: '/paper/personal/upload', session: sessionOf() });
    expect(await screen.findByText(/还没有上传过文件/)).toBeTruthy();
  });

  it('pages by ten', async () => {
    api.on('GET', '/paper/personal/uploads', (c) => ({ ...page(c.query.get('pageNo') === '2' ? [rows[2]!] : rows.slice(0, 2), 11), pageNo: Number(c.query.get('pageNo')) }));
    renderApp(<UploadsPage />, { route: '/paper/personal/upload', session: sessionOf() });
    expect(await screen.findByText('共 11 个文件')).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('高一数学函数专题练习');
    expect(api.callsTo('GET', '/paper/personal/uploads').at(-1)!.query.get('pageNo')).toBe('2');
  });
});


import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findDialog, findToast, renderApp } from '../../../../test/render';
import { detail, jpeg, video } from '../test-fixtures';
import CourseEditPage from './edit';

const ROUTE = '/course/edit?courseId=5';
const POSTER = /^\/course\/video\/\d+\/poster$/;

describe('编辑网课', () => {
  it('shows the course’s details and chapters, and saves the details', async () => {
    api.on('GET', '/course/5', detail());
    api.on('GET', POSTER, jpeg);
    api.on('PUT', '/course/5', detail({ courseName: '集合与函数（复习）' }));
    renderApp(<CourseEditPage />, { route: ROUTE, session: sessionOf() });
    const form = await screen.findByRole('form', { name: '课程信息' });
    expect((within(form).getByLabelText('课程名称') as HTMLInputElement).value).toBe('高一数学·集合与函数');
    expect((within(form).getByLabelText('课程简介') as HTMLTextAreaElement).value).toBe('集合、函数的概念与性质');
    const chapters = screen.getByRole('table', { name: '章节' });
    const first = within(chapters).getByText('第1节 集合的概念').closest('tr')!;
    expect(within(first).getByText('第1节')).toBeTruthy();
    expect(within(first).getByText('12:34')).toBeTruthy();
    expect(within(first).getByText('45.8 MB')).toBeTruthy();
    expect(await within(first).findByAltText('第1节 集合的概念的封面')).toBeTruthy();
    const second = within(chapters).getByText('第2节 函数的表示').closest('tr')!;
    expect(within(second).getByText('1:02:05')).toBeTruthy();
    expect(within(second).getByText('1.40 GB')).toBeTruthy();
    expect(screen.getByText('2个视频 · 总时长 1:14:39')).toBeTruthy();
    expect(screen.getByText('未发布')).toBeTruthy();

    await userEvent.clear(within(form).getByLabelText('课程名称'));
    await userEvent.type(within(form).getByLabelText('课程名称'), '集合与函数（复习）');
    await userEvent.click(within(form).getByRole('button', { name: btnName('保存') }));
    await waitFor(() => expect(api.callsTo('PUT', '/course/5')).toHaveLength(1));
    expect(api.callsTo('PUT', '/course/5')[0]!.body).toEqual({ courseName: '集合与函数（复习）', subjectId: 3, gradeId: 11, description: '集合、函数的概念与性质' });
    await findToast('已保存');
  });

  it('moves a chapter down, renames one and deletes one after a confirmation', async () => {
    api.on('GET', '/course/5', detail());
    api.on('GET', POSTER, jpeg);
    api.on('PUT', '/course/5/video-order', detail({ videos: [video({ videoId: 32, ord: 1, title: '第2节 函数的表示', durationS: 3725 }), video({ ord: 2 })] }));
    api.on('PUT', '/course/5/video/32', video({ videoId: 32, title: '函数的三种表示' }));
    api.on('DELETE', '/course/5/video/32', null);
    renderApp(<CourseEditPage />, { route: ROUTE, session: sessionOf() });
    const chapters = await screen.findByRole('table', { name: '章节' });
    expect((within(chapters).getByRole('button', { name: '上移第1节 集合的概念' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(chapters).getByRole('button', { name: '下移第2节 函数的表示' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(chapters).getByRole('button', { name: '下移第1节 集合的概念' }));
    await waitFor(() => expect(api.callsTo('PUT', '/course/5/video-order')).toHaveLength(1));
    expect(api.callsTo('PUT', '/course/5/video-order')[0]!.body).toEqual({ videoIds: [32, 31] });
    // The answer's order is shown.
    await waitFor(() => expect(within(chapters).getAllByRole('row')[1]!.textContent).toContain('第2节 函数的表示'));

    const row = within(chapters).getByText('第2节 函数的表示').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: btnName('修改标题') }));
    const dialog = await findDialog('修改视频标题');
    await userEvent.clear(within(dialog).getByLabelText('视频标题'));
    await userEvent.type(within(dialog).getByLabelText('视频标题'), '函数的三种表示');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('保存') }));
    await waitFor(() => expect(api.callsTo('PUT', '/course/5/video/32')[0]!.body).toEqual({ title: '函数的三种表示' }));
    await findToast('标题已保存');

    await userEvent.click(within(row).getByRole('button', { name: btnName('删除') }));
    expect(await screen.findByText(/视频文件和学生观看这一节的记录一并删除/)).toBeTruthy();
    const pop = screen.getByText('删除视频').closest('.ant-popover')! as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('删除') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/course/5/video/32')).toHaveLength(1));
    await findToast('视频已删除');
  });

  it('previews a chapter through a play ticket', async () => {
    api.on('GET', '/course/5', detail());
    api.on('GET', POSTER, jpeg);
    api.on('POST', '/course/video/31/ticket', { url: '/course/play/abcdefghijklmnopqrstuvwx', posterUrl: '/course/play/abcdefghijklmnopqrstuvwx/poster', expiresAt: '2026-11-21T10:00:00.000Z' });
    renderApp(<CourseEditPage />, { route: ROUTE, session: sessionOf() });
    const row = (await screen.findByText('第1节 集合的概念')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: btnName('预览') }));
    const dialog = await findDialog('预览：第1节 集合的概念');
    const player = (await within(dialog).findByLabelText('视频：第1节 集合的概念')) as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/course/play/abcdefghijklmnopqrstuvwx');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(api.callsTo('POST', '/course/video/31/ticket')).toHaveLength(1);
  });

  it('cannot publish a course without videos, and invites the first upload', async () => {
    api.on('GET', '/course/5', detail({ videos: [], videoCount: 0, durationS: 0, coverVideoId: null }));
    renderApp(<CourseEditPage />, { route: ROUTE, session: sessionOf() });
    expect(await screen.findByText(/还没有视频：上传一节视频作为第一节/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /发布到班级/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(screen.getByRole('table', { name: '章节' })).getByRole('button', { name: /上传视频/ }));
    expect(await findDialog('上传视频')).toBeTruthy();
  });

  it('shows the classes of a published course and offers to add classes', async () => {
    api.on('GET', '/course/5', detail({ published: 1, clazzes: [{ clazzId: 1, clazzName: '高一(1)班', publishedAt: '2026-11-21T00:00:00.000Z' }] }));
    api.on('GET', POSTER, jpeg);
    api.on('GET', '/course/clazzes', []);
    renderApp(<CourseEditPage />, { route: ROUTE, session: sessionOf() });
    const published = await screen.findByLabelText('已发布班级');
    expect(within(published).getByText('高一(1)班')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /追加班级/ }));
    expect(await findDialog('追加班级：高一数学·集合与函数')).toBeTruthy();
  });

  it('says so when the address names no course', async () => {
    renderApp(<CourseEditPage />, { route: '/course/edit', session: sessionOf() });
    expect(await screen.findByText('没有指定网课')).toBeTruthy();
  });
});

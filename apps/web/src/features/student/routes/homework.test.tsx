import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStudentHomework } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { fakeXhr } from '../../../../test/fake-xhr';
import { renderApp } from '../../../../test/render';
import { studentSession } from '../api/client';
import HomeworkPage from './homework';

const hw = (patch: Partial<TStudentHomework> = {}): TStudentHomework => ({
  homeworkId: 4,
  title: '期中复习',
  paperName: '高一数学期中复习卷',
  fileType: 'pdf',
  fileName: '高一数学期中复习卷.pdf',
  teacherName: '王',
  dueAt: '2030-11-30T14:00:00.000Z',
  open: 1,
  done: 0,
  photoCount: 0,
  comment: '',
  commentedAt: null,
  ...patch,
});
const render = () => renderApp(<HomeworkPage />, { route: '/student/homework/4', path: '/student/homework/:homeworkId' });
const jpeg = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });

describe('a homework on the student page', () => {
  beforeEach(() => studentSession.setToken('stu-token'));

  it('shows the paper and the due time, and marks it done', async () => {
    api.on('GET', '/student/homework/4', hw());
    api.on('PUT', '/student/homework/4/done', hw({ done: 1 }));
    render();
    expect(await screen.findByText('期中复习')).toBeTruthy();
    expect(screen.getByText('高一数学期中复习卷（PDF）')).toBeTruthy();
    expect(screen.getByText('截止 2030-11-30 22:00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '标记为已完成' }));
    await waitFor(() => expect(api.callsTo('PUT', '/student/homework/4/done')[0]!.body).toEqual({ done: 1 }));
    expect(await screen.findByRole('button', { name: '已标记完成（点此取消）' })).toBeTruthy();
  });

  it('uploads a photo with progress and shows it; a file that is not a photo is refused on the page', async () => {
    api.on('GET', '/student/homework/4', hw());
    api.on('GET', '/student/homework/4/photo/1', jpeg);
    const sent = fakeXhr([{ body: { errCode: '00', errMsg: '照片已上传', data: hw({ photoCount: 1 }) } }], { answerAfterMs: 30 });
    render();
    await screen.findByText('期中复习');
    await userEvent.upload(screen.getByLabelText('选择作业照片'), new File(['x'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传JPG、PNG或WebP格式的照片');
    await userEvent.upload(screen.getByLabelText('选择作业照片'), new File(['jpeg'], 'work.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('progressbar', { name: '上传进度' })).toBeTruthy();
    expect(await screen.findByAltText('作业照片1')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(screen.getByText(/已上传 1 张/)).toBeTruthy();
  });

  it('after the due time shows the teacher’s comment and offers no changes', async () => {
    api.on('GET', '/student/homework/4', hw({ open: 0, done: 1, comment: '步骤完整，第5题注意定义域。' }));
    render();
    expect(await screen.findByText('步骤完整，第5题注意定义域。')).toBeTruthy();
    expect(screen.getByText('作业已截止，你已完成。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '标记为已完成' })).toBeNull();
    expect(screen.queryByLabelText('选择作业照片')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findDialog, findToast, renderApp } from '../../../../test/render';
import { clazzOptions, detail } from '../test-fixtures';
import { PublishDialog } from './publish-dialog';

const ONE_PUBLISHED = { clazzes: [{ clazzId: 1, clazzName: '高一(1)班', publishedAt: '2026-11-21T00:00:00.000Z' }], published: 1 as const };

describe('发布到班级', () => {
  it('offers the teacher’s classes by grade with their students, and publishes to the chosen ones', async () => {
    api.on('GET', '/course/5', detail());
    api.on('GET', '/course/clazzes', clazzOptions());
    api.on('POST', '/course/5/publish', detail(ONE_PUBLISHED));
    renderApp(<PublishDialog courseId={5} onClose={() => undefined} />, { session: sessionOf() });
    const dialog = await findDialog('发布到班级：高一数学·集合与函数');
    const senior1 = await within(dialog).findByRole('group', { name: '高一' });
    expect(within(senior1).getByText('高一(1)班（40人）')).toBeTruthy();
    expect(within(senior1).getByText('高一(2)班（38人）')).toBeTruthy();
    expect(within(within(dialog).getByRole('group', { name: '高二' })).getByText('高二(3)班（45人）')).toBeTruthy();
    // Nothing chosen: says so instead of calling.
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('发布') }));
    expect(await within(dialog).findByText('请至少选择一个班级')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '高一(1)班（40人）' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '高二(3)班（45人）' }));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('发布') }));
    await waitFor(() => expect(api.callsTo('POST', '/course/5/publish')).toHaveLength(1));
    expect(api.callsTo('POST', '/course/5/publish')[0]!.body).toEqual({ clazzIds: [1, 7] });
    await findToast('已发布到2个班级');
  });

  it('shows published classes ticked and fixed, and withdraws from one class after a confirmation', async () => {
    api.on('GET', '/course/5', detail(ONE_PUBLISHED));
    api.on('GET', '/course/clazzes', clazzOptions());
    api.on('DELETE', '/course/5/clazz/1', detail());
    renderApp(<PublishDialog courseId={5} onClose={() => undefined} />, { session: sessionOf() });
    const dialog = await findDialog('追加班级：高一数学·集合与函数');
    const published = (await within(dialog).findByRole('checkbox', { name: '高一(1)班（40人）' })) as HTMLInputElement;
    expect(published.checked).toBe(true);
    expect(published.disabled).toBe(true);
    expect(within(dialog).getByText('已发布')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '从高一(1)班撤回' }));
    expect(await screen.findByText('撤回后高一(1)班的学生看不到这门网课，已有的学习记录会保留。')).toBeTruthy();
    const pop = screen.getByText('撤回发布').closest('.ant-popover')! as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('撤回') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/course/5/clazz/1')).toHaveLength(1));
    await findToast('已从高一(1)班撤回');
    // The answer is the course without the class: the dialog now offers to publish to it again.
    expect(await findDialog('发布到班级：高一数学·集合与函数')).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByRole('checkbox', { name: '高一(1)班（40人）' }) as HTMLInputElement).disabled).toBe(false));
  });

  it('withdraws from every class after a confirmation', async () => {
    api.on('GET', '/course/5', detail(ONE_PUBLISHED));
    api.on('GET', '/course/clazzes', clazzOptions());
    api.on('POST', '/course/5/unpublish', detail());
    renderApp(<PublishDialog courseId={5} onClose={() => undefined} />, { session: sessionOf() });
    const dialog = await findDialog('追加班级：高一数学·集合与函数');
    await userEvent.click(await within(dialog).findByRole('button', { name: btnName('全部撤回') }));
    expect(await screen.findByText(/全部撤回后，所有班级的学生都看不到这门网课/)).toBeTruthy();
    expect(api.callsTo('POST', '/course/5/unpublish')).toHaveLength(0);
    const pop = screen.getByText(/全部撤回后/).closest('.ant-popover')! as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('全部撤回') }));
    await waitFor(() => expect(api.callsTo('POST', '/course/5/unpublish')).toHaveLength(1));
    await findToast('已从全部班级撤回');
  });

  it('shows the server’s refusal in the dialog', async () => {
    api.on('GET', '/course/5', detail());
    api.on('GET', '/course/clazzes', clazzOptions());
    api.fail('POST', '/course/5/publish', '只能发布到自己任教的班级');
    renderApp(<PublishDialog courseId={5} onClose={() => undefined} />, { session: sessionOf() });
    const dialog = await findDialog('发布到班级：高一数学·集合与函数');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '高一(2)班（38人）' }));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('发布') }));
    expect(await within(dialog).findByText('只能发布到自己任教的班级')).toBeTruthy();
  });

  it('cannot publish a course without videos', async () => {
    api.on('GET', '/course/5', detail({ videos: [], videoCount: 0, durationS: 0, coverVideoId: null }));
    api.on('GET', '/course/clazzes', clazzOptions());
    renderApp(<PublishDialog courseId={5} onClose={() => undefined} />, { session: sessionOf() });
    const dialog = await findDialog('发布到班级：高一数学·集合与函数');
    expect(await within(dialog).findByText('这门网课还没有视频，请先上传视频再发布')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: btnName('发布') }) as HTMLButtonElement).disabled).toBe(true);
  });
});

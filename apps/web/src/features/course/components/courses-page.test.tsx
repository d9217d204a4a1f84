import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, currentLocation, findDialog, findToast, renderApp } from '../../../../test/render';
import { course, detail, jpeg, page } from '../test-fixtures';
import { CoursesPage } from './courses-page';

const MATHS = sessionOf({ subjectIds: [3] });
const POSTER = /^\/course\/video\/\d+\/poster$/;

describe('我的网课', () => {
  it('lists the courses with poster, subject, grade, chapters, length, status and classes', async () => {
    api.on('GET', '/course', page([course({ published: 1, clazzes: [{ clazzId: 1, clazzName: '高一(1)班', publishedAt: '2026-11-21T00:00:00.000Z' }] }), course({ courseId: 6, courseName: '函数专题', videoCount: 0, durationS: 0, coverVideoId: null })]));
    api.on('GET', POSTER, jpeg);
    renderApp(<CoursesPage />, { session: MATHS });
    const row = (await screen.findByText('高一数学·集合与函数')).closest('tr')!;
    expect(within(row).getByText('数学')).toBeTruthy();
    expect(within(row).getByText('高一')).toBeTruthy();
    // 12:34 + 1:02:05
    expect(within(row).getByText('1:14:39')).toBeTruthy();
    expect(within(row).getByText('已发布')).toBeTruthy();
    expect(within(row).getByText('高一(1)班')).toBeTruthy();
    expect(within(row).getByText('2026-11-21 11:30')).toBeTruthy();
    expect(within(row).getByRole('button', { name: btnName('追加班级') })).toBeTruthy();
    expect(await within(row).findByAltText('高一数学·集合与函数的封面')).toBeTruthy();
    expect(api.callsTo('GET', '/course/video/31/poster')).toHaveLength(1);
    const draft = screen.getByText('函数专题').closest('tr')!;
    expect(within(draft).getByText('未发布')).toBeTruthy();
    expect(within(draft).getByText('0:00')).toBeTruthy();
    // Nothing to publish or count yet.
    expect((within(draft).getByRole('button', { name: btnName('发布') }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(draft).getByRole('button', { name: btnName('统计') }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('GET', '/course')[0]!.query.get('pageSize')).toBe('10');
  });

  it('searches by name, filters by status and grade, and pages ten at a time', async () => {
    api.on('GET', '/course', (call) => page(Array.from({ length: 10 }, (_, i) => course({ courseId: 100 + i, courseName: `网课${Number(call.query.get('pageNo')) * 100 + i}`, coverVideoId: null })), 23, Number(call.query.get('pageNo'))));
    renderApp(<CoursesPage />, { session: MATHS });
    expect(await screen.findByText('共 23 门')).toBeTruthy();
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(api.callsTo('GET', '/course').at(-1)!.query.get('pageNo')).toBe('3'));
    expect(await screen.findByText('网课300')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('搜索课程名称'), '集合{enter}');
    await waitFor(() => expect(api.callsTo('GET', '/course').at(-1)!.query.get('name')).toBe('集合'));
    // A new search starts on the first page.
    expect(api.callsTo('GET', '/course').at(-1)!.query.get('pageNo')).toBe('1');
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByTitle('已发布'));
    await waitFor(() => expect(api.callsTo('GET', '/course').at(-1)!.query.get('status')).toBe('published'));
    await userEvent.click(screen.getByRole('combobox', { name: '年级' }));
    await userEvent.click(await screen.findByTitle('高二'));
    await waitFor(() => expect(api.callsTo('GET', '/course').at(-1)!.query.get('gradeId')).toBe('12'));
  });

  it('says when no course matches the filters', async () => {
    api.on('GET', '/course', page([]));
    renderApp(<CoursesPage />, { session: MATHS });
    await screen.findByText(/还没有网课/);
    await userEvent.type(screen.getByPlaceholderText('搜索课程名称'), '不存在{enter}');
    expect(await screen.findByText('没有符合条件的网课')).toBeTruthy();
  });

  it('invites a teacher without courses to create one, then opens its edit page', async () => {
    api.on('GET', '/course', page([]));
    api.on('POST', '/course', detail({ courseId: 9, courseName: '立体几何初步', videos: [], videoCount: 0, durationS: 0, coverVideoId: null }));
    renderApp(<CoursesPage />, { route: '/course/my', session: MATHS });
    expect(await screen.findByText(/还没有网课：新建一门网课/)).toBeTruthy();
    // The empty state's own button.
    await userEvent.click(within(screen.getByRole('table', { name: '我的网课' })).getByRole('button', { name: /新建网课/ }));
    const dialog = await findDialog('新建网课');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('创建') }));
    expect(await within(dialog).findByText('请填写课程名称')).toBeTruthy();
    expect(await within(dialog).findByText('请选择年级', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('课程名称'), '立体几何初步');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '年级' }));
    await userEvent.click(await screen.findByTitle('高一'));
    await userEvent.type(within(dialog).getByLabelText('课程简介'), '空间几何体');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('创建') }));
    await waitFor(() => expect(api.callsTo('POST', '/course')).toHaveLength(1));
    // The teacher's current subject is the default.
    expect(api.callsTo('POST', '/course')[0]!.body).toEqual({ courseName: '立体几何初步', subjectId: 3, gradeId: 11, description: '空间几何体' });
    await findToast('网课已创建，请上传视频');
    await waitFor(() => expect(currentLocation()).toBe('/course/edit?courseId=9'));
  });

  it('deletes a course only after the confirmation that its videos and records go too', async () => {
    api.on('GET', '/course', page([course({ coverVideoId: null })]));
    api.on('DELETE', '/course/5', null);
    renderApp(<CoursesPage />, { session: MATHS });
    const row = (await screen.findByText('高一数学·集合与函数')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: btnName('删除') }));
    expect(await screen.findByText('删除后视频文件和学习记录将一并删除，确定删除吗？')).toBeTruthy();
    expect(api.callsTo('DELETE', '/course/5')).toHaveLength(0);
    const pop = screen.getByText('删除网课').closest('.ant-popover')! as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('删除') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/course/5')).toHaveLength(1));
    await findToast('网课已删除');
  });

  it('opens the statistics of a published course', async () => {
    api.on('GET', '/course', page([course({ published: 1, coverVideoId: null, clazzes: [{ clazzId: 1, clazzName: '高一(1)班', publishedAt: '2026-11-21T00:00:00.000Z' }] })]));
    renderApp(<CoursesPage />, { route: '/course/my', session: MATHS });
    const row = (await screen.findByText('高一数学·集合与函数')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: btnName('统计') }));
    await waitFor(() => expect(currentLocation()).toBe('/course/stat?courseId=5'));
  });
});

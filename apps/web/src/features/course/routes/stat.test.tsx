import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { currentLocation, findToast, renderApp } from '../../../../test/render';
import { course, page, stat } from '../test-fixtures';
import CourseStatPage from './stat';

const PUBLISHED = [
  course({ published: 1, clazzes: [{ clazzId: 1, clazzName: '高一(1)班', publishedAt: '2026-11-21T00:00:00.000Z' }] }),
  course({ courseId: 8, courseName: '三角函数', published: 1, clazzes: [{ clazzId: 1, clazzName: '高一(1)班', publishedAt: '2026-11-21T00:00:00.000Z' }] }),
];
const xlsx = () => new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': "attachment; filename*=UTF-8''%E5%AD%A6%E4%B9%A0%E7%BB%9F%E8%AE%A1.xlsx" } });
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => r.querySelectorAll('td')[1]?.textContent);

describe('学习统计', () => {
  it('says so when no course is published yet', async () => {
    api.on('GET', '/course', page([]));
    renderApp(<CourseStatPage />, { route: '/course/stat', session: sessionOf() });
    expect(await screen.findByText(/还没有发布的网课/)).toBeTruthy();
    expect(api.callsTo('GET', '/course')[0]!.query.get('status')).toBe('published');
    await userEvent.click(screen.getByRole('button', { name: '去发布网课' }));
    await waitFor(() => expect(currentLocation()).toBe('/course/my'));
  });

  it('shows the first published course: summary, each class with its completion, each student', async () => {
    api.on('GET', '/course', page(PUBLISHED));
    api.on('GET', '/course/5/stat', stat());
    renderApp(<CourseStatPage />, { route: '/course/stat', session: sessionOf() });
    const summary = await screen.findByRole('group', { name: '学习概况' });
    const text = summary.textContent!.replace(/\s+/g, '');
    expect(text).toContain('视频数2');
    expect(text).toContain('总时长1:14:39');
    expect(text).toContain('发布班级2');
    expect(text).toContain('已学习人数2/4');
    expect(text).toContain('看完人数1');
    const clazzes = screen.getByRole('table', { name: '各班学习情况' });
    const first = within(clazzes).getByText('高一(1)班').closest('tr')!;
    expect(within(first).getByRole('progressbar', { name: '高一(1)班平均完成度' }).getAttribute('aria-valuenow')).toBe('55.3');
    expect(within(first).getByText('55.3%')).toBeTruthy();
    expect(within(first).getByText('2小时1分')).toBeTruthy();
    expect(screen.getByRole('img', { name: '各班平均完成度柱状图' })).toBeTruthy();
    const students = screen.getByRole('table', { name: '学生学习情况' });
    const zhang = within(students).getByText('张三').closest('tr')!;
    expect(within(zhang).getByText('202610101')).toBeTruthy();
    expect(within(zhang).getByText('2/2')).toBeTruthy();
    expect(within(zhang).getByText('1小时16分')).toBeTruthy();
    expect(within(zhang).getByText('2026-11-22 09:00')).toBeTruthy();
    expect(within(zhang).getByText('2026-11-23 20:10')).toBeTruthy();
    const wang = within(students).getByText('王五').closest('tr')!;
    expect(within(wang).getAllByText('-')).toHaveLength(2);
    expect(within(wang).getByText('0秒')).toBeTruthy();
  });

  it('filters the students by class, sorts them, and exports the class to Excel', async () => {
    api.on('GET', '/course', page(PUBLISHED));
    api.on('GET', '/course/5/stat', stat());
    api.on('GET', '/course/5/stat/download', xlsx);
    renderApp(<CourseStatPage />, { route: '/course/stat', session: sessionOf() });
    const students = await screen.findByRole('table', { name: '学生学习情况' });
    expect(names(students)).toEqual(['张三', '李四', '王五', '赵六']);
    // Sorted by completion, least first.
    await userEvent.click(within(students).getByRole('columnheader', { name: /^完成度/ }));
    await waitFor(() => expect(names(students).slice(-2)).toEqual(['李四', '张三']));
    await userEvent.click(screen.getByRole('combobox', { name: '班级' }));
    await userEvent.click(await screen.findByTitle('高一(2)班'));
    await waitFor(() => expect(names(students)).toEqual(['赵六']));
    await userEvent.click(screen.getByRole('button', { name: /导出Excel/ }));
    await findToast('已下载 学习统计.xlsx');
    expect(api.callsTo('GET', '/course/5/stat/download')[0]!.query.get('clazzId')).toBe('2');
  });

  it('opens a student’s progress in each chapter', async () => {
    api.on('GET', '/course', page(PUBLISHED));
    api.on('GET', '/course/5/stat', stat());
    api.on('GET', '/course/5/stat/student/202', {
      student: stat().students[1],
      videos: [
        { videoId: 31, ord: 1, title: '第1节 集合的概念', durationS: 754, completion: 100, completed: 1, positionS: 0, watchS: 800, lastWatchedAt: '2026-11-22T02:30:00.000Z' },
        { videoId: 32, ord: 2, title: '第2节 函数的表示', durationS: 3725, completion: 45.5, completed: 0, positionS: 1700, watchS: 1900, lastWatchedAt: '2026-11-22T03:00:00.000Z' },
      ],
    });
    renderApp(<CourseStatPage />, { route: '/course/stat', session: sessionOf() });
    await userEvent.click(await screen.findByText('李四'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('李四的学习情况')).toBeTruthy();
    const chapters = await within(drawer).findByRole('table', { name: '各节学习情况' });
    const done = within(chapters).getByText('第1节 集合的概念').closest('tr')!;
    expect(within(done).getByText('已看完')).toBeTruthy();
    const half = within(chapters).getByText('第2节 函数的表示').closest('tr')!;
    expect(within(half).getByText('学习中')).toBeTruthy();
    expect(within(half).getByText('45.5%')).toBeTruthy();
    expect(within(half).getByText('28:20')).toBeTruthy();
    expect(within(half).getByText('31分40秒')).toBeTruthy();
  });

  it('opens the course named in the address and switches to another', async () => {
    api.on('GET', '/course', page(PUBLISHED));
    api.on('GET', '/course/8/stat', stat({ courseId: 8, courseName: '三角函数' }));
    api.on('GET', '/course/5/stat', stat());
    renderApp(<CourseStatPage />, { route: '/course/stat?courseId=8', session: sessionOf() });
    await screen.findByRole('group', { name: '学习概况' });
    expect(api.callsTo('GET', '/course/8/stat')).toHaveLength(1);
    expect(api.callsTo('GET', '/course/5/stat')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: '选择网课' }));
    await userEvent.click(await screen.findByTitle('高一数学·集合与函数（高一数学）'));
    await waitFor(() => expect(currentLocation()).toBe('/course/stat?courseId=5'));
    await waitFor(() => expect(api.callsTo('GET', '/course/5/stat')).toHaveLength(1));
  });

  it('says when no student has watched yet', async () => {
    const none = stat();
    api.on('GET', '/course', page(PUBLISHED));
    api.on('GET', '/course/5/stat', { ...none, clazzes: none.clazzes.map((c) => ({ ...c, startedCount: 0, completedCount: 0, avgCompletion: 0, totalWatchS: 0 })), students: [] });
    renderApp(<CourseStatPage />, { route: '/course/stat', session: sessionOf() });
    await screen.findByRole('group', { name: '学习概况' });
    expect(screen.getAllByText('还没有学生学习').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('img', { name: '各班平均完成度柱状图' })).toBeNull();
    expect(screen.getByRole('button', { name: /导出Excel/ })).toBeTruthy();
  });
});

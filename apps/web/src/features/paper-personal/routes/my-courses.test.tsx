import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCourse } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import MyCoursesPage, { durationText } from './my-courses';

const course = (patch: Partial<TCourse> = {}): TCourse => ({
  courseId: 7,
  courseName: '函数的单调性',
  subjectId: 3,
  subjectName: '数学',
  gradeId: 11,
  gradeName: '高一',
  description: '必修一第三章',
  published: 1,
  videoCount: 3,
  durationS: 750,
  coverVideoId: 1,
  clazzes: [
    { clazzId: 1, clazzName: '高一(1)班', publishedAt: '2026-11-20T02:00:00.000Z' },
    { clazzId: 2, clazzName: '高一(2)班', publishedAt: '2026-11-20T02:00:00.000Z' },
  ],
  createdAt: '2026-11-18T02:00:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  ...patch,
});
const page = (list: TCourse[], total = list.length) => ({ list, total, pageNo: 1, pageSize: 10 });

describe('我的网课', () => {
  it('lists the courses in brief with links to edit, statistics and a new course', async () => {
    api.on('GET', '/course', page([course(), course({ courseId: 8, courseName: '指数函数', published: 0, videoCount: 0, durationS: 0, clazzes: [], description: '' })]));
    renderApp(<MyCoursesPage />, { route: '/paper/personal/course/my', session: sessionOf() });
    const row = (await screen.findByRole('link', { name: '编辑函数的单调性' })).closest('tr')!;
    expect(within(row).getByText('3个 · 12分30秒')).toBeTruthy();
    expect(within(row).getByText('高一(1)班、高一(2)班')).toBeTruthy();
    // The school's clock: 06:30 UTC is 14:30 in Asia/Shanghai.
    expect(within(row).getByText('2026-11-20 14:30')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '编辑函数的单调性' }).getAttribute('href')).toBe('/course/edit?courseId=7');
    expect(within(row).getByRole('link', { name: '函数的单调性的统计' }).getAttribute('href')).toBe('/course/stat?courseId=7');
    const draft = screen.getByRole('link', { name: '编辑指数函数' }).closest('tr')!;
    expect(within(draft).getByText('未发布')).toBeTruthy();
    expect(within(draft).getByText('还没有视频')).toBeTruthy();
    expect(screen.getByRole('link', { name: /新建网课/ }).getAttribute('href')).toBe('#/course/my');
    expect(api.callsTo('GET', '/course')[0]!.query.get('pageSize')).toBe('10');
  });

  it('searches by name and says when nothing matches; an empty list says how to start', async () => {
    api.on('GET', '/course', (c) => page(c.query.get('name') ? [] : []));
    renderApp(<MyCoursesPage />, { route: '/paper/personal/course/my', session: sessionOf() });
    expect(await screen.findByText(/还没有网课/)).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索课程名称' }), '导数{Enter}');
    expect(await screen.findByText('没有名称包含“导数”的网课')).toBeTruthy();
    expect(api.callsTo('GET', '/course').at(-1)!.query.get('name')).toBe('导数');
  });

  it('writes lengths for people', () => {
    expect([45, 60, 750, 3900].map(durationText)).toEqual(['45秒', '1分', '12分30秒', '1小时5分']);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStudentCourse } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { currentLocation, renderApp } from '../../../../test/render';
import { studentSession } from '../api/client';
import StudentCourseListPage from './course-list';
import StudentHomePage from './home';

const course = (patch: Partial<TStudentCourse> = {}): TStudentCourse => ({
  courseId: 5,
  courseName: '函数的单调性',
  subjectName: '数学',
  teacherName: '王',
  description: '',
  videoCount: 3,
  durationS: 754,
  coverVideoId: 51,
  completion: 40.5,
  publishedAt: '2026-11-20T02:00:00.000Z',
  ...patch,
});
const jpeg = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });
const render = () => renderApp(<StudentCourseListPage />, { route: '/student/course', path: '/student/course' });

describe('网课 list (student)', () => {
  beforeEach(() => studentSession.setToken('stu-token'));

  it('shows the courses newest first with poster, subject, teacher, length and how far each is watched', async () => {
    api.on('GET', '/student/course', [
      course({ courseId: 4, courseName: '英语听力入门', subjectName: '英语', teacherName: '李', videoCount: 12, durationS: 3725, coverVideoId: null, completion: 100, publishedAt: '2026-11-02T02:00:00.000Z' }),
      course(),
    ]);
    api.on('GET', '/student/course/video/51/poster', jpeg);
    render();
    const list = await screen.findByRole('list', { name: '课程列表' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((c) => c.querySelector('.course-card-name')!.textContent)).toEqual(['函数的单调性', '英语听力入门']);
    expect(cards[0]!.textContent).toContain('数学 · 王老师');
    expect(cards[0]!.textContent).toContain('3个视频 · 12:34');
    expect(cards[0]!.textContent).toContain('已看40%');
    expect(within(cards[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    // Over an hour: h:mm:ss; complete: 已看完.
    expect(cards[1]!.textContent).toContain('12个视频 · 1:02:05');
    expect(within(cards[1]!).getByText('已看完')).toBeTruthy();
    expect(screen.getByText('1门未看完')).toBeTruthy();
    expect(screen.getByText('共2门课程，老师新发布的在前面')).toBeTruthy();
    // The poster comes with the token, as a blob.
    await waitFor(() => expect(cards[0]!.querySelector('img')).toBeTruthy());
    expect(cards[1]!.querySelector('img')).toBeNull();

    await userEvent.click(cards[0]!);
    expect(currentLocation()).toBe('/student/course/5');
  });

  it('says so when no course is published to the class', async () => {
    api.on('GET', '/student/course', []);
    render();
    expect(await screen.findByText('老师还没有发布网课')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '课程列表' })).toBeNull();
  });

  it('shows a failure where the list would be', async () => {
    api.fail('GET', '/student/course', '服务繁忙');
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('服务繁忙');
  });

  it('the student home leads to 网课', async () => {
    api.on('GET', '/student/me', { studentId: 1, name: '张三', studentNum: '202620101', clazzId: 1, clazzName: '高一(1)班', gradeName: '高一', schoolName: '示范中学', mustChangePassword: 0 });
    api.on('GET', '/student/tasks', []);
    renderApp(<StudentHomePage />, { route: '/student' });
    expect(await screen.findByText('暂时没有要完成的任务')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /网课/ }));
    expect(currentLocation()).toBe('/student/course');
  });
});

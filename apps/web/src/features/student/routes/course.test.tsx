import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCourseProgress, TStudentCourseDetail, TStudentCourseVideo } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { currentLocation, renderApp } from '../../../../test/render';
import { studentSession } from '../api/client';
import StudentCoursePage from './course';

const chapter = (patch: Partial<TStudentCourseVideo> & { videoId: number; ord: number }): TStudentCourseVideo => ({
  title: `第${patch.ord}讲`,
  durationS: 600,
  positionS: 0,
  completion: 0,
  completed: 0,
  ...patch,
});
const detail = (videos: TStudentCourseVideo[], patch: Partial<TStudentCourseDetail> = {}): TStudentCourseDetail => ({
  courseId: 5,
  courseName: '函数的单调性',
  subjectName: '数学',
  teacherName: '王',
  description: '本课讲解函数单调性的定义与判断方法。',
  videoCount: videos.length,
  durationS: videos.reduce((s, v) => s + v.durationS, 0),
  coverVideoId: videos[0]?.videoId ?? null,
  completion: 20,
  publishedAt: '2026-11-20T02:00:00.000Z',
  videos,
  ...patch,
});
const DEFAULT_VIDEOS = [
  chapter({ videoId: 51, ord: 1, title: '单调性的定义', durationS: 300, completion: 100, completed: 1 }),
  chapter({ videoId: 52, ord: 2, title: '用导数判断单调性', durationS: 754, positionS: 125, completion: 30 }),
  chapter({ videoId: 53, ord: 3, title: '含参问题', durationS: 3725 }),
];
const ticket = (videoId: number) => ({ url: `/course/play/tk${videoId}aaaaaaaaaaaaaaaaaaaa`, posterUrl: `/course/play/tk${videoId}aaaaaaaaaaaaaaaaaaaa/poster`, expiresAt: '2030-01-01T00:00:00.000Z' });
const progressPath = (videoId: number) => `/student/course/video/${videoId}/progress`;

/** The page's <video> driven by hand: its position, length and `ended` are the test's. */
function player() {
  const el = screen.getByLabelText(/^视频：/) as HTMLVideoElement;
  let position = 0;
  let ended = false;
  Object.defineProperty(el, 'currentTime', { configurable: true, get: () => position, set: (v: number) => (position = v) });
  Object.defineProperty(el, 'duration', { configurable: true, get: () => 754 });
  Object.defineProperty(el, 'ended', { configurable: true, get: () => ended });
  el.play = () => Promise.resolve();
  el.pause = () => undefined;
  return {
    el,
    position: () => position,
    fire: async (name: string) => void fireEvent(el, new Event(name)),
    at: (s: number) => (position = s),
    end: () => (ended = true),
  };
}

let now = 0;
/** Plays `ms` of wall time in timeupdate steps of 250 ms at normal speed. */
async function play(p: ReturnType<typeof player>, ms: number) {
  for (let left = ms; left > 0; left -= 250) {
    now += 250;
    p.at(p.position() + 0.25);
    await p.fire('timeupdate');
  }
}

const render = (route = '/student/course/5') => renderApp(<StudentCoursePage />, { route, path: '/student/course/:courseId' });
const saved = (videoId: number, patch: Partial<TCourseProgress> = {}): TCourseProgress => ({ videoId, positionS: 130, completion: 31, completed: 0, ...patch });

describe('网课 course page (student)', () => {
  beforeEach(() => {
    studentSession.setToken('stu-token');
    now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the player of the first unfinished chapter, the description and the chapters with lengths and 已看完', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    render();
    const video = (await screen.findByLabelText('视频：用导数判断单调性')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/course/play/tk52aaaaaaaaaaaaaaaaaaaa');
    expect(video.getAttribute('poster')).toBe('/course/play/tk52aaaaaaaaaaaaaaaaaaaa/poster');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('函数的单调性');
    expect(screen.getByText('本课讲解函数单调性的定义与判断方法。')).toBeTruthy();
    expect(screen.getByText('数学 · 王老师')).toBeTruthy();
    expect(screen.getByText('3个视频 · 1:19:39')).toBeTruthy();
    const chapters = within(screen.getByRole('region', { name: '章节' })).getAllByRole('button');
    expect(chapters.map((c) => c.querySelector('.course-chapter-title')!.textContent)).toEqual(['1. 单调性的定义', '2. 用导数判断单调性', '3. 含参问题']);
    expect(within(chapters[0]!).getByText('已看完')).toBeTruthy();
    expect(chapters[0]!.textContent).toContain('5:00');
    expect(chapters[1]!.getAttribute('aria-current')).toBe('true');
    expect(chapters[1]!.textContent).toContain('正在播放');
    expect(chapters[1]!.textContent).toContain('已看30%');
    expect(chapters[2]!.textContent).toContain('1:02:05');
    expect(chapters[2]!.textContent).toContain('未开始');
  });

  it('resumes where the student stopped, with a notice that goes away', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    render();
    await screen.findByLabelText('视频：用导数判断单调性');
    const p = player();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await p.fire('loadedmetadata');
    expect(p.position()).toBe(125);
    expect(screen.getByText('已为你跳到上次看到的 2:05').getAttribute('role')).toBe('status');
    await act(() => vi.advanceTimersByTime(3_100));
    expect(screen.queryByText(/已为你跳到/)).toBeNull();
    vi.useRealTimers();
  });

  it('does not resume at the very end (starts over) nor at 0', async () => {
    api.on('GET', '/student/course/5', detail([chapter({ videoId: 52, ord: 1, durationS: 754, positionS: 752 })]));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    render();
    await screen.findByLabelText(/^视频：/);
    const p = player();
    await p.fire('loadedmetadata');
    expect(p.position()).toBe(0);
    expect(screen.queryByText(/已为你跳到/)).toBeNull();
  });

  it('reports every 5 s of playing and on pause, and shows 进度已保存', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    api.on('POST', progressPath(52), (c) => saved(52, { positionS: (c.body as { toS: number }).toS }));
    render();
    await screen.findByLabelText('视频：用导数判断单调性');
    const p = player();
    await p.fire('loadedmetadata');
    await p.fire('playing');
    await play(p, 6_000);
    await waitFor(() => expect(api.callsTo('POST', progressPath(52)).map((c) => c.body)).toEqual([{ fromS: 125, toS: 130, watchedS: 5, ended: 0 }]));
    expect(await screen.findByText('进度已保存')).toBeTruthy();
    await p.fire('pause');
    await waitFor(() => expect(api.callsTo('POST', progressPath(52))[1]?.body).toEqual({ fromS: 130, toS: 131, watchedS: 1, ended: 0 }));
  });

  it('a seek reports the stretch before it and starts a new one where it lands', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    api.on('POST', progressPath(52), saved(52));
    render();
    await screen.findByLabelText('视频：用导数判断单调性');
    const p = player();
    await p.fire('loadedmetadata');
    await p.fire('playing');
    await play(p, 2_000);
    p.at(400);
    await p.fire('seeking');
    await p.fire('seeked');
    await play(p, 1_000);
    await p.fire('pause');
    await waitFor(() =>
      expect(api.callsTo('POST', progressPath(52)).map((c) => c.body)).toEqual([
        { fromS: 125, toS: 127, watchedS: 2, ended: 0 },
        { fromS: 400, toS: 401, watchedS: 1, ended: 0 },
      ]),
    );
  });

  it('marks the chapter 已看完 when a report comes back completed, without reading the course again', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    api.on('POST', progressPath(52), (c) => saved(52, (c.body as { ended: number }).ended ? { positionS: 0, completion: 100, completed: 1 } : {}));
    render();
    await screen.findByLabelText('视频：用导数判断单调性');
    const p = player();
    await p.fire('loadedmetadata');
    await p.fire('playing');
    await play(p, 2_000);
    p.end();
    await p.fire('pause');
    await p.fire('ended');
    await waitFor(() => expect(api.callsTo('POST', progressPath(52)).map((c) => c.body)).toEqual([{ fromS: 125, toS: 127, watchedS: 2, ended: 1 }]));
    const current = within(screen.getByRole('region', { name: '章节' })).getAllByRole('button')[1]!;
    await waitFor(() => expect(within(current).getByText('已看完')).toBeTruthy());
    expect(api.callsTo('GET', '/student/course/5')).toHaveLength(1);
  });

  it('keeps a report the network lost and sends it first with the next, without stopping playback', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    let down = true;
    api.on('POST', progressPath(52), () => {
      if (down) throw new TypeError('Failed to fetch');
      return saved(52);
    });
    render();
    await screen.findByLabelText('视频：用导数判断单调性');
    const p = player();
    await p.fire('loadedmetadata');
    await p.fire('playing');
    await play(p, 5_000);
    expect(await screen.findByText('网络不稳定，进度稍后保存')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    down = false;
    await play(p, 5_000);
    await waitFor(() =>
      expect(api.callsTo('POST', progressPath(52)).map((c) => c.body)).toEqual([
        { fromS: 125, toS: 130, watchedS: 5, ended: 0 },
        { fromS: 125, toS: 130, watchedS: 5, ended: 0 },
        { fromS: 130, toS: 135, watchedS: 5, ended: 0 },
      ]),
    );
    expect(await screen.findByText('进度已保存')).toBeTruthy();
  });

  it('switching chapters reports the stretch of the one left first, then plays the other (kept in the address)', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    api.on('POST', '/student/course/video/53/ticket', ticket(53));
    api.on('POST', progressPath(52), saved(52));
    render();
    await screen.findByLabelText('视频：用导数判断单调性');
    const p = player();
    await p.fire('loadedmetadata');
    await p.fire('playing');
    await play(p, 3_000);
    await userEvent.click(screen.getByRole('button', { name: /含参问题/ }));
    const next = (await screen.findByLabelText('视频：含参问题')) as HTMLVideoElement;
    expect(next.getAttribute('src')).toBe('/course/play/tk53aaaaaaaaaaaaaaaaaaaa');
    expect(api.callsTo('POST', progressPath(52)).map((c) => c.body)).toEqual([{ fromS: 125, toS: 128, watchedS: 3, ended: 0 }]);
    expect(currentLocation()).toBe('/student/course/5?video=53');
  });

  it('opens the chapter named in the address', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/51/ticket', ticket(51));
    render('/student/course/5?video=51');
    expect(await screen.findByLabelText('视频：单调性的定义')).toBeTruthy();
  });

  it('on page hide sends the stretch with keepalive (it must outlive the page)', async () => {
    api.on('GET', '/student/course/5', detail(DEFAULT_VIDEOS));
    api.on('POST', '/student/course/video/52/ticket', ticket(52));
    api.on('POST', progressPath(52), saved(52));
    const inner = globalThis.fetch;
    const keepalive: boolean[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/progress')) keepalive.push(init?.keepalive === true);
      return inner(input, init);
    });
    render();
    await screen.findByLabelText('视频：用导数判断单调性');
    const p = player();
    await p.fire('loadedmetadata');
    await p.fire('playing');
    await play(p, 2_000);
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(api.callsTo('POST', progressPath(52)).map((c) => c.body)).toEqual([{ fromS: 125, toS: 127, watchedS: 2, ended: 0 }]));
    expect(keepalive).toEqual([true]);
  });

  it('shows a course that does not exist (or was withdrawn) with the way back', async () => {
    api.fail('GET', '/student/course/5', '课程不存在', '40401');
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('课程不存在');
    await userEvent.click(screen.getByRole('button', { name: '返回课程列表' }));
    expect(currentLocation()).toBe('/student/course');
  });
});

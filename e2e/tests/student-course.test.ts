/**
 * 网课 on the student page (docs/course.md "Watching"): head11 makes a course of two sample videos
 * through the teacher API (create, tus upload by hand, attach, publish to 高一(1)班); a demo
 * student of that class signs in on a phone (375×667), opens 网课 from the home, opens the course
 * and plays the first chapter: the progress is saved while it plays, and after a reload the player
 * resumes near where it stopped. The student then plays the short second chapter to its end and
 * sees it marked 已看完 without a reload. The same screens are shown on a desktop (1280×720).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COURSE_UPLOAD_PATH, type TCourseClazzOption, type TCourseDetail, type TCourseVideo } from '@app/contract';
import { makeSampleVideo } from '../../apps/api/src/modules/course/video-probe.js';
import { screenshot } from '../support/browser.js';
import { journey, loginToken, type Journey } from '../support/journey.js';

const j = journey({ scratch: 'e2e-student-course-', viewport: { width: 375, height: 667 } });
const SCHOOL_CODE = '3101010001';
const STUDENT_NUM = '202620101';
const COURSE = 'e2e 函数的单调性';
const LONG = '单调性的定义';
const SHORT = '课后小结';
const MATHS = 3;

type Envelope<T> = { errCode: string; errMsg: string; data: T };

/** A teacher API call with head11's token; the envelope's data (errCode must be '00'). */
async function teacherApi<T>(jr: Journey, token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const res = await fetch(`${jr.server.baseUrl}${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.errCode !== '00') throw new Error(`${method} ${apiPath}: ${env.errCode} ${env.errMsg}`);
  return env.data;
}

/** A tus 1.0.0 upload by hand (creation, then one PATCH with the whole file): the upload id. */
async function tusUpload(jr: Journey, token: string, courseId: number, file: string): Promise<string> {
  const bytes = await readFile(file);
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const created = await fetch(`${jr.server.baseUrl}${COURSE_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${b64(path.basename(file))},filetype ${b64('video/mp4')},courseId ${b64(String(courseId))}`,
    },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  const patched = await fetch(new URL(location, jr.server.baseUrl), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
  expect(patched.status).toBe(204);
  expect(patched.headers.get('upload-offset')).toBe(String(bytes.length));
  return location.split('/').pop()!;
}

/** The page's player: position, whether paused or ended. */
const playerState = (p: Page) =>
  p.locator('video').evaluate((v: HTMLVideoElement) => ({ t: v.currentTime, paused: v.paused, ended: v.ended, duration: v.duration, label: v.getAttribute('aria-label') }));
/** Starts the player as a tap on its play button would (muted: no sound on a test machine). */
const startPlaying = (p: Page) =>
  p.locator('video').evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });

describe('网课 (student): the course list, playing with saved progress, resuming, and a chapter watched to the end', () => {
  let phone: Page;
  let courseId = 0;
  let stoppedAt = 0;

  it('head11 makes a course of two sample videos and publishes it to 高一(1)班 (teacher API)', async () => {
    const token = await loginToken(j, 'head11');
    const clazz = (await teacherApi<TCourseClazzOption[]>(j, token, 'GET', '/course/clazzes')).find((c) => c.clazzName === '高一(1)班')!;
    expect(clazz).toBeTruthy();
    const created = await teacherApi<TCourseDetail>(j, token, 'POST', '/course', { courseName: COURSE, subjectId: MATHS, gradeId: clazz.gradeId, description: '本课讲解函数单调性的定义与判断方法，看完后完成课后练习。' });
    courseId = created.courseId;
    const long = path.join(j.tmp, 'long.mp4');
    const short = path.join(j.tmp, 'short.mp4');
    await Promise.all([makeSampleVideo(long, 40, 'testsrc2'), makeSampleVideo(short, 4, 'smptebars')]);
    for (const [file, title] of [
      [long, LONG],
      [short, SHORT],
    ] as const) {
      const uploadId = await tusUpload(j, token, courseId, file);
      const video = await teacherApi<TCourseVideo>(j, token, 'POST', `/course/${courseId}/video`, { uploadId, title });
      expect(video.title).toBe(title);
    }
    const published = await teacherApi<TCourseDetail>(j, token, 'POST', `/course/${courseId}/publish`, { clazzIds: [clazz.clazzId] });
    expect(published.published).toBe(1);
    expect(published.videos.map((v) => v.title)).toEqual([LONG, SHORT]);
  });

  it('a student signs in on a phone, opens 网课 from the home and sees the course with its length and 未开始', async () => {
    phone = await j.browser.context.newPage();
    await phone.goto(`${j.server.baseUrl}/#/student/login`);
    await phone.getByLabel('学校代码').fill(SCHOOL_CODE);
    await phone.getByLabel('学号').fill(STUDENT_NUM);
    await phone.getByLabel('密码').fill('demo123456');
    await phone.getByRole('button', { name: '登录' }).click();
    await phone.waitForURL(/#\/student$/);
    await phone.getByRole('button', { name: /网课/ }).click();
    await phone.waitForURL(/#\/student\/course$/);
    await expect.poll(() => phone.title()).toContain('网课');
    const card = phone.getByRole('list', { name: '课程列表' }).getByRole('button').filter({ hasText: COURSE });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('数学 · ');
    expect(text).toContain('2个视频 · 0:44');
    expect(text).toContain('未开始');
    // The poster arrives with the token, as a blob.
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false)).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'student-course-list-375');
    await card.click();
    await phone.waitForURL(new RegExp(`#/student/course/${courseId}$`));
  });

  it('plays the first chapter: progress is saved while it plays and on pause', async () => {
    const video = phone.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('aria-label')).toBe(`视频：${LONG}`);
    expect(await video.getAttribute('src')).toMatch(/^\/course\/play\/[A-Za-z0-9_-]+$/);
    await phone.getByText('本课讲解函数单调性的定义与判断方法', { exact: false }).waitFor();
    const chapters = phone.getByRole('region', { name: '章节' }).getByRole('button');
    expect(await chapters.count()).toBe(2);
    expect(await chapters.nth(0).getAttribute('aria-current')).toBe('true');
    expect(await chapters.nth(1).innerText()).toContain('0:04');

    await expect.poll(async () => (await playerState(phone)).duration).toBeGreaterThan(39);
    const saved = phone.waitForResponse((r) => r.url().endsWith('/progress') && r.request().method() === 'POST');
    await startPlaying(phone);
    // A report after 5 s of playing, while the video goes on.
    const first = await saved;
    expect(((await first.json()) as Envelope<unknown>).errCode).toBe('00');
    await phone.getByText('进度已保存').waitFor();
    expect((await playerState(phone)).paused).toBe(false);
    await expect.poll(async () => (await playerState(phone)).t, { timeout: 20_000 }).toBeGreaterThan(7);
    const onPause = phone.waitForResponse((r) => r.url().endsWith('/progress') && r.request().method() === 'POST');
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const body = (await onPause).request().postDataJSON() as { fromS: number; toS: number; watchedS: number; ended: number };
    const pausedAt = (await playerState(phone)).t;
    expect(body.ended).toBe(0);
    expect(body.fromS).toBeGreaterThanOrEqual(4);
    expect(Math.abs(body.toS - pausedAt)).toBeLessThan(0.6);
    stoppedAt = body.toS;
    await screenshot(phone, 'student-course-375');
  });

  it('after a reload the player resumes near where it stopped, with a notice', async () => {
    await phone.reload();
    await phone.locator('video').waitFor();
    const notice = phone.getByRole('status').filter({ hasText: '已为你跳到上次看到的' });
    await notice.waitFor();
    const shown = Math.round(stoppedAt);
    expect(await notice.innerText()).toBe(`已为你跳到上次看到的 0:${String(shown).padStart(2, '0')}`);
    await expect.poll(async () => Math.abs((await playerState(phone)).t - stoppedAt)).toBeLessThan(1);
    const chapter = phone.getByRole('region', { name: '章节' }).getByRole('button').nth(0);
    expect(await chapter.innerText()).toMatch(/已看\d+%/);
    // The notice goes by itself.
    await notice.waitFor({ state: 'detached', timeout: 6_000 });
  });

  it('plays the short chapter to its end and sees it 已看完 without a reload', async () => {
    const chapters = phone.getByRole('region', { name: '章节' }).getByRole('button');
    await chapters.filter({ hasText: SHORT }).click();
    await expect.poll(async () => (await playerState(phone)).label).toBe(`视频：${SHORT}`);
    expect(phone.url()).toMatch(/\?video=\d+$/);
    await expect.poll(async () => (await playerState(phone)).duration).toBeGreaterThan(3);
    const ended = phone.waitForResponse((r) => r.url().endsWith('/progress') && (r.request().postDataJSON() as { ended: number }).ended === 1, { timeout: 20_000 });
    if ((await playerState(phone)).paused) await startPlaying(phone);
    const answer = (await (await ended).json()) as Envelope<{ completed: number }>;
    expect(answer.data.completed).toBe(1);
    const row = chapters.filter({ hasText: SHORT });
    await row.getByText('已看完').waitFor();
    await phone.getByText('进度已保存').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await row.scrollIntoViewIfNeeded();
    await screenshot(phone, 'student-course-done-375');
  });

  it('the list shows the course’s progress; both screens on a desktop (1280×720)', async () => {
    await phone.setViewportSize({ width: 1280, height: 720 });
    await phone.goto(`${j.server.baseUrl}/#/student/course`);
    const card = phone.getByRole('list', { name: '课程列表' }).getByRole('button').filter({ hasText: COURSE });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toMatch(/已看\d+%/);
    await expect.poll(() => card.locator('img').count()).toBe(1);
    await screenshot(phone, 'student-course-list-1280');
    await card.click();
    await phone.locator('video').waitFor();
    await phone.getByRole('status').filter({ hasText: '已为你跳到上次看到的' }).waitFor();
    await screenshot(phone, 'student-course-1280');
  });
});

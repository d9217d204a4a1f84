/**
 * 网课 end to end (docs/course.md): head11 opens 网课 from the header, creates a course, uploads a
 * small real video through the browser over tus (the bar moves to 100 %, then 正在处理视频… while
 * the server checks it and makes its poster) and sees the chapter with its length; previews it
 * (the player loads through a play ticket) and publishes it to 高一(1)班. A student of that class
 * watches it to the end on the student page; 学习统计 then shows the student with their
 * completion, their chapters in a drawer, and the Excel download has their row. Deleting the
 * course after the confirmation removes it from the list. Screenshots at 1440×900 and 1280×720.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { makeSampleVideo } from '../../apps/api/src/modules/course/video-probe.js';
import { chooseSelectOption, closeModal, freshPage, loginAs, modalsSettled, screenshot } from '../support/browser.js';
import { journey, rowsOf } from '../support/journey.js';

const j = journey({ scratch: 'e2e-course-', viewport: { width: 1440, height: 900 } });
const SCHOOL_CODE = '3101010001';
const STUDENT_NUM = '202620101';
const COURSE = 'e2e 集合与函数';
const CHAPTER = '集合的概念';
const VIDEO_SECONDS = 6;
/** Whether the student page's course screens exist (built beside this one); else the student reports through the API. */
const STUDENT_PLAYER = existsSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/features/student/routes/course.tsx'));

/** Both sizes of a screen, the wide one first. */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The student watches the whole video through the student API (a stand-in for the player). */
async function watchThroughApi(courseId: number): Promise<void> {
  const post = async <T>(apiPath: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${j.server.baseUrl}${apiPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const env = (await res.json()) as { errCode: string; errMsg: string; data: T };
    if (env.errCode !== '00') throw new Error(`${apiPath}: ${env.errCode} ${env.errMsg}`);
    return env.data;
  };
  const { studentToken } = await post<{ studentToken: string }>('/student/auth/login', { schoolCode: SCHOOL_CODE, studentNum: STUDENT_NUM, password: 'demo123456' });
  const res = await fetch(`${j.server.baseUrl}/student/course/${courseId}`, { headers: { Authorization: `Bearer ${studentToken}` } });
  const course = ((await res.json()) as { data: { videos: { videoId: number; durationS: number }[] } }).data;
  const v = course.videos[0]!;
  await post(`/student/course/video/${v.videoId}/progress`, { fromS: 0, toS: v.durationS, watchedS: v.durationS, ended: 1 }, studentToken);
}

describe('网课: create a course, upload a video over tus, preview and publish it; a student watches; statistics and Excel; delete', () => {
  let teacher: Page;
  let courseId = 0;
  let videoFile = '';

  it('head11 opens 网课 from the header and creates a course', async () => {
    videoFile = path.join(j.tmp, `${CHAPTER}.mp4`);
    await makeSampleVideo(videoFile, VIDEO_SECONDS, 'testsrc2');
    teacher = await freshPage(j.browser);
    await loginAs(teacher, j.server.baseUrl, 'head11');
    await teacher.getByRole('menu', { name: '主菜单' }).getByRole('menuitem', { name: '网课' }).click();
    await teacher.waitForURL(/#\/course\/my$/);
    await expect.poll(() => teacher.title()).toBe('我的网课 - 教师端');
    const nav = teacher.getByRole('menu', { name: '网课导航' });
    expect((await nav.getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(['我的网课', '学习统计']);
    await teacher.getByRole('table', { name: '我的网课' }).waitFor();

    await teacher.getByRole('button', { name: /新建网课/ }).first().click();
    const dialog = teacher.getByRole('dialog').filter({ hasText: '新建网课' });
    await dialog.getByLabel('课程名称').fill(COURSE);
    await dialog.getByRole('combobox', { name: '年级' }).click();
    await teacher.locator('.ant-select-dropdown:visible').getByTitle('高一', { exact: true }).click();
    await dialog.getByLabel('课程简介').fill('集合的含义与表示，看完后完成课后练习。');
    await modalsSettled(teacher);
    await shots(teacher, 'course-create');
    await dialog.getByRole('button', { name: /^创\s*建$/ }).click();
    await teacher.waitForURL(/#\/course\/edit\?courseId=\d+$/);
    courseId = Number(/courseId=(\d+)/.exec(teacher.url())![1]);
    await teacher.getByText('还没有视频：上传一节视频作为第一节', { exact: false }).waitFor();
    // Nothing to publish yet.
    expect(await teacher.getByRole('button', { name: /发布到班级/ }).isDisabled()).toBe(true);
  });

  it('uploads a video over tus: the bar moves to 100 %, the server processes it, and the chapter appears with its length', async () => {
    await teacher.getByRole('button', { name: /上传视频/ }).first().click();
    const dialog = teacher.getByRole('dialog').filter({ hasText: '视频标题' });
    await dialog.locator('input[type=file]').setInputFiles(videoFile);
    await expect.poll(() => dialog.getByLabel('视频标题').inputValue()).toBe(CHAPTER);
    // Every value the bar takes and whether 正在处理视频… showed, recorded in the page (the steps can be quicker than a poll).
    await teacher.evaluate(() => {
      const w = window as unknown as { courseBar: number[]; courseProcessing: boolean };
      w.courseBar = [];
      w.courseProcessing = false;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="上传进度"]');
        const v = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
        if (Number.isFinite(v) && w.courseBar.at(-1) !== v) w.courseBar.push(v);
        if (document.body.textContent?.includes('正在处理视频')) w.courseProcessing = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    // A slow school line (about 100 KB/s up): the bar moves while the file goes up.
    const cdp = await teacher.context().newCDPSession(teacher);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100_000 });
    await dialog.getByRole('button', { name: '开始上传' }).click();
    const bar = dialog.getByRole('progressbar', { name: '上传进度' });
    await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await dialog.innerText()).toMatch(/已上传 [\d.]+ [KM]B \/ [\d.]+ [KM]B/);
    await shots(teacher, 'course-upload-progress');
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    const seen = await teacher.evaluate(() => {
      const w = window as unknown as { courseBar: number[]; courseProcessing: boolean };
      return { courseBar: w.courseBar, courseProcessing: w.courseProcessing };
    });
    expect(Math.max(...seen.courseBar)).toBe(100);
    expect(seen.courseBar.some((v) => v > 0 && v < 100)).toBe(true);
    expect(seen.courseProcessing).toBe(true);

    const chapter = rowsOf(teacher, '章节').filter({ hasText: CHAPTER });
    await chapter.waitFor();
    const text = await chapter.innerText();
    expect(text).toContain('第1节');
    expect(text).toContain(`0:0${VIDEO_SECONDS}`);
    // The poster the server made, loaded with the teacher's token.
    await expect.poll(() => chapter.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false)).toBe(true);
    expect(await teacher.getByRole('button', { name: /发布到班级/ }).isDisabled()).toBe(false);
    await shots(teacher, 'course-edit');
  });

  it('previews the chapter: the player loads it through a play ticket', async () => {
    await rowsOf(teacher, '章节').filter({ hasText: CHAPTER }).getByRole('button', { name: '预览' }).click();
    const modal = teacher.locator('.ant-modal').filter({ hasText: `预览：${CHAPTER}` });
    const player = modal.getByLabel(`视频：${CHAPTER}`);
    await player.waitFor();
    expect(await player.getAttribute('src')).toMatch(/^\/course\/play\/[A-Za-z0-9_-]+$/);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(Math.round(await player.evaluate((v: HTMLVideoElement) => v.duration))).toBe(VIDEO_SECONDS);
    await modalsSettled(teacher);
    await shots(teacher, 'course-preview');
    await closeModal(teacher, modal);
  });

  it('publishes the course to 高一(1)班', async () => {
    await teacher.getByRole('button', { name: /发布到班级/ }).click();
    const dialog = teacher.getByRole('dialog').filter({ hasText: `发布到班级：${COURSE}` });
    await dialog.getByRole('checkbox', { name: /^高一\(1\)班（\d+人）$/ }).check();
    await modalsSettled(teacher);
    await shots(teacher, 'course-publish');
    await dialog.getByRole('button', { name: /^发\s*布$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await teacher.getByLabel('已发布班级').getByText('高一(1)班').waitFor();
    await teacher.getByRole('menu', { name: '网课导航' }).getByRole('menuitem', { name: '我的网课' }).click();
    await teacher.waitForURL(/#\/course\/my$/);
    const row = rowsOf(teacher, '我的网课').filter({ hasText: COURSE });
    // The list kept from the first visit is shown at once, then read again.
    await expect.poll(() => row.innerText()).toContain('已发布');
    const text = await row.innerText();
    expect(text).toContain('高一(1)班');
    expect(text).toContain(`0:0${VIDEO_SECONDS}`);
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false)).toBe(true);
    await shots(teacher, 'course-my');
  });

  it('a student of 高一(1)班 watches it to the end', async () => {
    if (!STUDENT_PLAYER) {
      await watchThroughApi(courseId);
      return;
    }
    const phone = await j.browser.context.newPage();
    await phone.setViewportSize({ width: 375, height: 667 });
    await phone.goto(`${j.server.baseUrl}/#/student/login`);
    await phone.getByLabel('学校代码').fill(SCHOOL_CODE);
    await phone.getByLabel('学号').fill(STUDENT_NUM);
    await phone.getByLabel('密码').fill('demo123456');
    await phone.getByRole('button', { name: '登录' }).click();
    await phone.waitForURL(/#\/student$/);
    await phone.goto(`${j.server.baseUrl}/#/student/course/${courseId}`);
    const video = phone.locator('video');
    await video.waitFor();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(VIDEO_SECONDS - 1);
    const ended = phone.waitForResponse((r) => r.url().endsWith('/progress') && (r.request().postDataJSON() as { ended: number }).ended === 1, { timeout: 30_000 });
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    const answer = (await (await ended).json()) as { errCode: string; data: { completed: number } };
    expect(answer.errCode).toBe('00');
    expect(answer.data.completed).toBe(1);
    await phone.close();
  });

  it('学习统计 shows the student’s completion and chapters, and the Excel download has their row', async () => {
    await teacher.getByRole('menu', { name: '网课导航' }).getByRole('menuitem', { name: '学习统计' }).click();
    await teacher.waitForURL(/#\/course\/stat$/);
    await expect.poll(() => teacher.title()).toBe('学习统计 - 教师端');
    // The first published course is chosen; head11 also has the demo's course: choose this one.
    await teacher.getByRole('group', { name: '学习概况' }).waitFor();
    await chooseSelectOption(teacher, teacher.getByRole('combobox', { name: '选择网课' }), `${COURSE}（高一数学）`);
    // (Already chosen when it is the one updated last: the student table then says 1/1, the demo's course x/3.)
    const summary = teacher.getByRole('group', { name: '学习概况' });
    await summary.waitFor();
    await expect.poll(async () => (await summary.innerText()).replace(/\s+/g, '')).toMatch(/已学习人数1\/\d+/);
    expect((await summary.innerText()).replace(/\s+/g, '')).toContain('看完人数1');
    const clazz = rowsOf(teacher, '各班学习情况').filter({ hasText: '高一(1)班' });
    expect(Number(await clazz.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await teacher.getByRole('img', { name: '各班平均完成度柱状图' }).waitFor();
    const student = rowsOf(teacher, '学生学习情况').filter({ hasText: STUDENT_NUM });
    await student.waitFor();
    const completion = Number(await student.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(completion).toBeGreaterThan(0);
    expect(await student.innerText()).toContain('1/1');
    await shots(teacher, 'course-stat');

    await student.click();
    const drawer = teacher.getByRole('dialog').filter({ hasText: '的学习情况' });
    const chapter = drawer.getByRole('table', { name: '各节学习情况' }).locator('tbody tr.ant-table-row').filter({ hasText: CHAPTER });
    await chapter.waitFor();
    expect(await chapter.innerText()).toContain('已看完');
    await shots(teacher, 'course-stat-student');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: /导出Excel/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const saved = path.join(j.tmp, 'course-stat.xlsx');
    await download.saveAs(saved);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(saved) as unknown as ArrayBuffer);
    const rows: string[] = [];
    wb.eachSheet((sheet) => sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1).map(String).join('|'))));
    expect(rows.some((r) => r.includes(STUDENT_NUM))).toBe(true);

    // The demo's course, watched by two classes for a while: the same page with more to show.
    await chooseSelectOption(teacher, teacher.getByRole('combobox', { name: '选择网课' }), '函数的单调性（高一数学）');
    await teacher.waitForURL(/#\/course\/stat\?courseId=\d+$/);
    await expect.poll(() => rowsOf(teacher, '各班学习情况').count()).toBe(2);
    await teacher.getByRole('img', { name: '各班平均完成度柱状图' }).waitFor();
    await shots(teacher, 'course-stat-demo');
  });

  it('deletes the course after the confirmation that its videos and records go too', async () => {
    await teacher.getByRole('menu', { name: '网课导航' }).getByRole('menuitem', { name: '我的网课' }).click();
    await teacher.waitForURL(/#\/course\/my$/);
    const row = rowsOf(teacher, '我的网课').filter({ hasText: COURSE });
    await row.getByRole('button', { name: /^删\s*除$/ }).click();
    const pop = teacher.locator('.ant-popover').filter({ hasText: '删除后视频文件和学习记录将一并删除，确定删除吗？' });
    await pop.waitFor();
    await pop.getByRole('button', { name: /^删\s*除$/ }).click();
    await row.waitFor({ state: 'detached' });
    // The demo's course stays.
    await rowsOf(teacher, '我的网课').filter({ hasText: '函数的单调性' }).waitFor();
    expect(await rowsOf(teacher, '我的网课').filter({ hasText: COURSE }).count()).toBe(0);
  });
});

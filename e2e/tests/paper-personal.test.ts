/**
 * 组卷中心 → 我的 (docs/paper-centre.md "Personal section"): the demo maths teacher maths1 opens the
 * paper centre's 我的, finds the side menu, their draft course, their uploads of every kind (a school
 * paper, a teaching aid, a lesson video) and opens one where it lives, their tagging tasks, the
 * counters on 基本信息, and downloads the answer sheet of a paper they sent to print. Screenshots
 * personal-* at 1440×900 and 1280×720.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TPersonalAnswerSheetPage, TTeacherCounters } from '@app/contract';
import { freshPage, loginAs, screenshot } from '../support/browser.js';
import { apiAs, journey, rowsOf } from '../support/journey.js';

const j = journey({ scratch: 'e2e-paper-personal-', viewport: { width: 1440, height: 900 } });

const sideMenu = (p: Page) => p.getByRole('menu', { name: '我的' });

/** The page at both sizes the product is checked at, then back to the large one. */
async function shots(p: Page, name: string): Promise<void> {
  await screenshot(p, `personal-${name}-1440`);
  await p.setViewportSize({ width: 1280, height: 720 });
  await screenshot(p, `personal-${name}-1280`);
  await p.setViewportSize({ width: 1440, height: 900 });
}

/** Opens a page of the section from the side menu and waits for its table or card. */
async function openSection(p: Page, label: string, hash: RegExp): Promise<void> {
  await sideMenu(p).getByRole('menuitem', { name: label }).click();
  await p.waitForURL(hash);
  await expect.poll(async () => (await sideMenu(p).locator('.ant-menu-item-selected').innerText()).trim()).toBe(label);
}

describe('组卷中心 → 我的', () => {
  it('maths1 opens 我的, sees their courses, uploads, tagging tasks, counters and downloads an answer sheet', { timeout: 240_000 }, async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'maths1');
    await page.getByRole('menu', { name: '主菜单' }).getByText('组卷中心').click();
    await page.waitForURL(/#\/paper\/test_sel_topic/);

    // 我的 is the last item of the paper centre's sub-navigation; it opens the first page of the section.
    const subNav = page.getByRole('navigation', { name: '组卷中心导航' });
    await subNav.getByRole('button', { name: '我的', exact: true }).click();
    await page.waitForURL(/#\/paper\/personal\/course\/my$/);
    await expect.poll(() => subNav.getByRole('button', { name: '我的', exact: true }).getAttribute('aria-current')).toBe('page');
    await expect.poll(async () => (await sideMenu(page).getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(['我的网课', '我的上传', '我的标注任务', '基本信息', '答题卡']);
    await expect.poll(() => page.title()).toBe('我的网课 - 教师端');

    // 我的网课: maths1's draft, with its edit and statistics links into 网课.
    const courses = rowsOf(page, '我的网课');
    await courses.first().waitFor();
    expect(await courses.first().innerText()).toContain('指数函数的图像与性质');
    expect(await courses.first().innerText()).toContain('未发布');
    expect(await courses.first().getByRole('link', { name: '编辑指数函数的图像与性质' }).getAttribute('href')).toMatch(/^#\/course\/edit\?courseId=\d+$/);
    expect(await page.getByRole('link', { name: /新建网课/ }).getAttribute('href')).toBe('#/course/my');
    await shots(page, 'course');

    // 我的上传: the demo's school paper, teaching aid and lesson video of maths1, newest first.
    await openSection(page, '我的上传', /#\/paper\/personal\/upload$/);
    const uploads = rowsOf(page, '我的上传');
    await expect.poll(() => uploads.count()).toBe(3);
    const texts = await uploads.allInnerTexts();
    expect(texts[0]).toContain('网课视频');
    expect(texts[0]).toContain('指数函数的图像');
    expect(texts[1]).toContain('校本试卷');
    expect(texts[1]).toContain('高一数学函数专题练习');
    expect(texts[2]).toContain('教辅资料');
    expect(texts[2]).toContain('高一数学上学期期末真题');
    await shots(page, 'upload');
    // By kind.
    await page.locator('[aria-label="上传类型"]').getByText('教辅资料', { exact: true }).click();
    await expect.poll(() => uploads.count()).toBe(1);
    expect(await uploads.first().innerText()).toContain('高一数学上学期期末真题');
    // Each opens where it lives: the teaching aid on its kind's tab of 教辅资料.
    await uploads.first().getByRole('link', { name: /去教辅资料/ }).click();
    await page.waitForURL(/#\/schoolresources\/paper$/);
    await page.getByText('高一数学上学期期末真题').first().waitFor();
    await page.goBack();
    await page.waitForURL(/#\/paper\/personal\/upload$/);

    // 我的标注任务: the tasks of maths1's subject, each opening the tagging page.
    await openSection(page, '我的标注任务', /#\/paper\/personal\/label_task$/);
    const tasks = rowsOf(page, '我的标注任务');
    await tasks.first().waitFor();
    expect(await tasks.first().getByRole('link').first().getAttribute('href')).toMatch(/^#\/relation\?examId=\d+$/);
    await shots(page, 'label-task');

    // 基本信息: the profile and the six counters of 数学, as the API counts them.
    await openSection(page, '基本信息', /#\/paper\/personalresources\/basicInformation$/);
    const profile = page.getByLabel('教师资料');
    await profile.waitFor();
    expect(await profile.innerText()).toContain('maths1');
    const counters = await apiAs<TTeacherCounters>(j, page, '/base/teacher/business/data?subjectId=3');
    expect(counters.makePaper).toBeGreaterThan(0);
    const makePaper = page.getByRole('link', { name: `组卷：${counters.makePaper}，查看` });
    await makePaper.waitFor();
    await page.getByRole('link', { name: `收藏试卷：${counters.collectPaper}，查看` }).waitFor();
    for (const label of ['收藏试题', '纠错']) await page.locator('.pp-counter').filter({ hasText: label }).waitFor();
    await page.getByText('我的数据（数学）').waitFor();
    await shots(page, 'basic-information');

    // 答题卡: maths1's papers sent to print; the answer sheet downloads as a Word file.
    await openSection(page, '答题卡', /#\/paper\/personalresources\/answersheet$/);
    const sent = await apiAs<TPersonalAnswerSheetPage>(j, page, '/paper/personal/answer-sheets');
    expect(sent.total).toBeGreaterThan(0);
    const sheets = rowsOf(page, '答题卡');
    await expect.poll(() => sheets.count()).toBe(Math.min(10, sent.total));
    const first = sent.list[0]!;
    expect(await sheets.first().innerText()).toContain(first.paperName);
    await shots(page, 'answersheet');
    const [download] = await Promise.all([page.waitForEvent('download'), sheets.first().getByRole('button', { name: `下载答题卡：${first.paperName}` }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const file = path.join(j.tmp, download.suggestedFilename());
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    await page.locator('.ant-message').getByText(`已下载 ${download.suggestedFilename()}`).waitFor();

    // Back to the first page from the counter: 组卷 opens 组卷记录.
    await openSection(page, '基本信息', /#\/paper\/personalresources\/basicInformation$/);
    await page.getByRole('link', { name: `组卷：${counters.makePaper}，查看` }).click();
    await page.waitForURL(/#\/testRecords$/);
  });
});

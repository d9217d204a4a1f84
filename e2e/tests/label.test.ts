/**
 * 考试标注 (issue 17): a maths teacher opens 考试标注 from the header (its badge counts the waiting
 * exams), finds the imported weekly test whose questions have no knowledge points, tags it question
 * by question with the keyboard (Ctrl+Enter saves and moves on, K goes back), finishes it, and then
 * sees the tagged points on the class's 知识点 screen of that exam.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TLabelOptions, TLabelTaskPage } from '@app/contract';
import { dropdownsSettled, freshPage, loginAs, screenshot } from '../support/browser.js';
import { apiAs, journey, rowsOf } from '../support/journey.js';

const j = journey();
const EXAM = '高一第6周周测';

/** Picks a knowledge point in the form's tree: types part of its name and clicks the match. */
async function pickPoint(page: Page, name: string): Promise<void> {
  const field = page.getByLabel('知识点', { exact: true });
  await field.click();
  await page.keyboard.type(name);
  const node = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper', { hasText: name }).first();
  await node.waitFor();
  await dropdownsSettled(page);
  await node.click();
  await page.keyboard.press('Escape');
  await dropdownsSettled(page);
}

describe('考试标注: a maths teacher tags an imported exam, finishes it, and the class’s knowledge-point screen shows the points', () => {
  let page: Page;
  let examId = 0;
  let chosen: TLabelOptions['knowledgePoints'] = [];

  it('opens 考试标注 from the header (with the waiting count) and finds the imported weekly test', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'maths1');

    // The header's entry carries the waiting count.
    const menu = page.getByRole('menu', { name: '主菜单' });
    const waiting = await apiAs<{ waiting: number }>(j, page, '/label/count?subjectId=3');
    expect(waiting.waiting).toBeGreaterThan(0);
    await menu.locator(`[title="${waiting.waiting}场考试待标注"]`).waitFor();
    await menu.getByText('考试标注').click();
    await page.waitForURL(/#\/labelTask\/whole$/);

    // The list: tabs, newest first, progress and who tagged.
    const rows = rowsOf(page, '标注任务');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    expect((await page.getByRole('tab').allInnerTexts()).map((t) => t.trim())).toEqual(['全部', '待标注', '已完成', '已撤回']);
    await page.getByRole('tab', { name: '已完成' }).click();
    await page.waitForURL(/#\/labelTask\/tocomplete$/);
    await expect.poll(async () => (await rows.allInnerTexts()).join('\n')).toContain('已完成');
    await page.getByRole('tab', { name: '全部' }).click();
    await page.waitForURL(/#\/labelTask\/whole$/);
    await expect.poll(async () => (await rows.allInnerTexts()).some((t) => t.includes('待标注'))).toBe(true);
    await page.getByLabel('搜索考试名称').fill(EXAM);
    await page.getByLabel('搜索考试名称').press('Enter');
    // One row: the exam, nothing tagged yet.
    await expect.poll(async () => (await rows.allInnerTexts()).map((t) => [t.includes(EXAM), t.includes('0/12'), t.includes('待标注')])).toEqual([[true, true, true]]);
    await screenshot(page, 'label-tasks-maths1');
  });

  it('tags its 12 questions one by one with the keyboard (Ctrl+Enter saves and moves on, K/J move)', async () => {
    const row = rowsOf(page, '标注任务').first();
    // The tagging page: 12 questions, none tagged, 完成标注 waits for all of them.
    await row.getByRole('button', { name: '标注' }).click();
    await page.waitForURL(/#\/relation\?examId=\d+/);
    examId = Number(new URL(page.url().replace('#/', '')).searchParams.get('examId'));
    const questions = page.getByRole('listbox', { name: '题目列表' }).getByRole('option');
    await expect.poll(() => questions.count()).toBe(12);
    await expect.poll(() => page.getByRole('button', { name: '完成标注' }).isDisabled()).toBe(true);

    // Leaves of the maths tree to tag with (read from the page's own options).
    const opts = await apiAs<TLabelOptions>(j, page, `/label/exam/${examId}/options`);
    const parents = new Set(opts.knowledgePoints.map((k) => k.parentId));
    const leaves = opts.knowledgePoints.filter((k) => !parents.has(k.kpId) && !opts.knowledgePoints.some((o) => o.kpId !== k.kpId && o.name.includes(k.name)));
    chosen = [leaves[0]!, leaves[5]!, leaves[10]!];

    for (let i = 0; i < 12; i++) {
      const form = page.getByRole('form', { name: `第${i + 1}题标注` });
      await form.waitFor();
      await pickPoint(page, chosen[i % 3]!.name);
      await form.getByText(['易', '中档偏易', '中档偏难'][i % 3]!, { exact: true }).click();
      // The type of an untagged question is carried from the previous one: set it where it changes.
      if (i === 0) await form.getByText('单选题', { exact: true }).click();
      if (i === 8) await form.getByText('解答题', { exact: true }).click();
      if (i === 2) {
        await dropdownsSettled(page);
        await screenshot(page, 'label-relation-maths1');
      }
      await page.keyboard.press('Control+Enter');
      if (i < 11) await page.getByRole('form', { name: `第${i + 2}题标注` }).waitFor();
      await expect.poll(() => questions.nth(i).getAttribute('aria-label')).toBe(`第${i + 1}题已标注`);
    }
    // K goes back one question, J forward again.
    await page.locator('.relation-head h2').click();
    await page.keyboard.press('k');
    await page.getByRole('form', { name: '第11题标注' }).waitFor();
    await page.keyboard.press('j');
    await page.getByRole('form', { name: '第12题标注' }).waitFor();
    expect(await page.getByLabel('标注进度').innerText()).toContain('12/12');

    // The similar bank questions of the tagged point are beside the question (the panel is there either way).
    expect(await page.locator('.relation-similar').innerText()).toContain('相似题');
    await page.setViewportSize({ width: 1280, height: 720 });
    await screenshot(page, 'label-relation-maths1-720');
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 180_000);

  it('finishes it, and the class’s 知识点 screen of the exam lists the tagged points', async () => {
    // Finish: the task moves to 已完成.
    await page.getByRole('button', { name: '完成标注' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /^完\s*成$/ }).click();
    await page.getByText('这场考试已完成标注，撤回后可以修改。').waitFor();
    const done = await apiAs<TLabelTaskPage>(j, page, `/label/exam/page?subjectId=3&status=tocomplete&searchKey=${encodeURIComponent(EXAM)}`);
    expect(done.list.map((t) => [t.examName, t.taggedCount, t.questionCount, t.statusName])).toEqual([[EXAM, 12, 12, '已完成']]);

    // The class's 知识点 screen of that exam now lists the tagged points.
    await page.goto(`${j.server.baseUrl}/#/academic/examdetail/pointstat?examId=${examId}`);
    await page.waitForURL(/pointstat\?.*clazzId=\d+/);
    const points = rowsOf(page, '知识点掌握表');
    await expect.poll(() => points.count()).toBe(3);
    const text = (await points.allInnerTexts()).join('\n');
    for (const p of chosen) expect(text).toContain(p.name);
    await screenshot(page, 'label-pointstat-maths1');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${j.server.baseUrl}/#/labelTask/whole`);
    await expect.poll(() => rowsOf(page, '标注任务').count()).toBeGreaterThan(3);
    await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
    await screenshot(page, 'label-tasks-maths1-720');
  });

  it('an exam from a paper sent to print shows each question’s composed content beside the form', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${j.server.baseUrl}/#/labelTask/whole`);
    await page.getByLabel('搜索考试名称').fill('（已阅卷）');
    await page.getByLabel('搜索考试名称').press('Enter');
    const rows = rowsOf(page, '标注任务');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('button', { name: '标注' }).click();
    await page.waitForURL(/#\/relation\?examId=\d+/);
    const content = page.locator('.relation-content .tv-topic');
    await content.first().waitFor();
    expect((await content.first().innerText()).length).toBeGreaterThan(10);
    await screenshot(page, 'label-relation-printed-maths1');
  });
});

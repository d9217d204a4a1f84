/**
 * 组卷记录 journeys: an English teacher opens a record, its analysis and question actions, reuses it
 * (复用本卷) through every print check in order, meets the answer-sheet length limit on a composed
 * paper, picks classes, sends, finds the paper as 发送打印 and downloads its answer sheet; a maths
 * teacher does the short path with the 双向细目表.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import { chooseSelectOption, closeModal, freshPage, loginAs, modalsSettled, screenshot, tokenOf } from '../support/browser.js';
import { journey } from '../support/journey.js';

const j = journey({ scratch: 'e2e-paper-records-' });
const tmp = j.tmp;

const recordRows = (p: Page) => p.locator('[aria-label="组卷记录列表"] tbody tr.ant-table-row');
const message = (p: Page, text: string) => p.locator('.ant-message').getByText(text, { exact: true });
const formItem = (dialog: Locator, label: string) => dialog.locator('.ant-form-item').filter({ has: dialog.page().locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** A download saved to disk, checked to be a zip (docx and xlsx both are). */
async function fetched(download: Download): Promise<string> {
  const file = path.join(tmp, download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  return download.suggestedFilename();
}

/** The API as the signed-in teacher (test set-up only). */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const token = await tokenOf(page);
  const res = await fetch(`${j.server.baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json()) as { errCode: string; errMsg: string; data: T };
  expect(env.errCode, env.errMsg).toBe('00');
  return env.data;
}

async function openRecords(page: Page, hashPath: string): Promise<void> {
  await page.goto(`${j.server.baseUrl}/#${hashPath}`);
  await page.locator('.ant-card-head-title').getByText('组卷记录', { exact: true }).waitFor();
  await expect.poll(() => recordRows(page).count()).toBeGreaterThan(0);
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function sendShowsError(page: Page, dialog: Locator, text: string): Promise<void> {
  await dialog.getByRole('button', { name: '发送打印' }).click();
  await message(page, text).waitFor();
}

/** Fills the settings that the checks need (print mode, sizes, date, marking mode). */
async function fillSettings(page: Page, dialog: Locator): Promise<void> {
  await formItem(dialog, '打印方式').getByText('题卡分离').click();
  await formItem(dialog, '试卷纸张').getByText('A3').click();
  await formItem(dialog, '答题卡纸张').getByText('A3').click();
  // A typed date (today) is taken like a picked one.
  const date = formItem(dialog, '考试日期').locator('input');
  await date.fill(today());
  await date.press('Enter');
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
  expect(await date.inputValue()).toBe(today());
  await formItem(dialog, '阅卷方式').getByText('班级单独阅卷').click();
}

describe('English test records', () => {
  it('english1 reuses a record through every print check, meets the length limit, sends it and downloads the answer sheet', { timeout: 300_000 }, async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'english1');

    // Set-up: a composed paper with 26 单项填空 (over the limit of 25), through the basket.
    await api(page, 'DELETE', '/paper/basket?subjectId=8');
    const found = await api<{ list: { topicId: number }[] }>(page, 'POST', '/paper/search/source/topic', { subjectId: 8, type: '单项填空', pageSize: 26 });
    expect(found.list).toHaveLength(26);
    for (const t of found.list) await api(page, 'GET', `/paper/search/source/join_test_basket/${t.topicId}`);
    const long = await api<{ paperId: number }>(page, 'POST', '/paper/basket/compose', { subjectId: 8, paperName: '单项填空专项训练（26题）' });

    // The list: statuses in the list's reading, delete only for 正在编辑.
    await openRecords(page, '/testrecordsen');
    const editing = recordRows(page).filter({ hasText: '（改编）' });
    await expect.poll(() => editing.innerText()).toContain('正在编辑');
    expect(await editing.getByRole('button', { name: /删\s*除/ }).count()).toBe(1);
    const sent = recordRows(page).filter({ hasText: '（本班）' });
    expect(await sent.innerText()).toContain('发送打印');
    expect(await sent.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
    await screenshot(page, 'paper-records-list');

    // Hiding asks first; cancelling says so; a hidden paper shows under 显示隐藏.
    const scanned = recordRows(page).filter({ hasText: '（已扫描）' });
    await scanned.getByRole('button', { name: /隐\s*藏/ }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确定隐藏该试卷吗？' });
    await confirm.waitFor();
    await modalsSettled(page);
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await message(page, '已取消').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await scanned.getByRole('button', { name: /隐\s*藏/ }).click();
    await confirm.waitFor();
    await modalsSettled(page);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await message(page, '已隐藏').waitFor();
    await expect.poll(() => recordRows(page).filter({ hasText: '（已扫描）' }).count()).toBe(0);
    await page.getByText('显示隐藏').click();
    const hiddenRow = recordRows(page).filter({ hasText: '（已扫描）' });
    await hiddenRow.getByText('已隐藏').waitFor();
    await hiddenRow.getByRole('button', { name: '取消隐藏' }).click();
    await message(page, '已取消隐藏').waitFor();
    await expect.poll(() => hiddenRow.count()).toBe(0);
    await page.getByText('显示隐藏').click();
    await expect.poll(() => recordRows(page).filter({ hasText: '（已扫描）' }).count()).toBe(1);

    // The detail of the record being edited.
    await recordRows(page).filter({ hasText: '（改编）' }).getByRole('link').click();
    await page.waitForURL(/#\/testRecordsDetailsEN\?paperId=\d+/);
    const panel = page.getByRole('complementary', { name: '试卷结构' });
    await panel.getByText('正在编辑').waitFor();
    await page.locator('.ant-card-head-title').getByText('组卷记录', { exact: true }).waitFor();
    const first = page.locator('article.tv-topic').first();
    await first.waitFor();
    // Correct options are marked.
    expect(await first.getByLabel(/正确选项/).count()).toBeGreaterThan(0);

    // The outline scrolls to a question.
    const outlineItems = panel.getByRole('button', { name: /^大纲第/ });
    const lastItem = outlineItems.last();
    const lastLabel = ((await lastItem.getAttribute('aria-label')) ?? '').replace('大纲', '');
    await lastItem.click();
    const target = page.getByRole('article', { name: lastLabel, exact: true });
    await expect
      .poll(async () => {
        const box = await target.boundingBox();
        return box != null && box.y >= 0 && box.y < 900;
      })
      .toBe(true);

    // Per-question actions: basket, collect, 纠错.
    await first.scrollIntoViewIfNeeded();
    const basketBtn = first.getByRole('button', { name: /加入试题篮|移出试题篮/ });
    const wasIn = (await basketBtn.innerText()).includes('移出');
    await basketBtn.click();
    await message(page, wasIn ? '已移出试题篮' : '已加入试题篮').waitFor();
    await first.getByRole('button', { name: wasIn ? '加入试题篮' : '移出试题篮' }).waitFor();
    const collectBtn = first.getByRole('button', { name: /收藏/ });
    const wasCollected = (await collectBtn.innerText()).includes('取消收藏');
    await collectBtn.click();
    await message(page, wasCollected ? '已取消收藏' : '收藏成功').waitFor();
    await first.getByRole('button', { name: /纠\s*错/ }).click();
    const errorDialog = page.getByRole('dialog', { name: '纠错' });
    await errorDialog.getByText('答案有误').click();
    await errorDialog.getByRole('button', { name: /提\s*交/ }).click();
    await message(page, '纠错已提交').waitFor();

    // 试卷分析 (880px dialog).
    await page.getByRole('button', { name: '试卷分析' }).click();
    const analysis = page.getByRole('dialog', { name: '试卷分析' });
    await analysis.getByRole('columnheader', { name: '题量占比' }).first().waitFor();
    await analysis.getByRole('columnheader', { name: '分值占比' }).first().waitFor();
    await analysis.getByText('试卷难度系数').waitFor();
    await analysis.getByText('主要考点').waitFor();
    // antd zooms a modal in: measure once the opening animation has settled.
    await expect.poll(async () => Math.round((await analysis.boundingBox())!.width)).toBe(880);
    await screenshot(page, 'paper-records-analysis');
    await closeModal(page, analysis);

    // 复用本卷: every print check in its order, each with its exact message.
    await page.getByRole('button', { name: '复用本卷' }).click();
    const dialog = page.getByRole('dialog', { name: '考试设置' });
    await dialog.waitFor();
    await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(600);
    expect(await dialog.getByLabel('考试时间').inputValue()).toBe('100');
    // Own classes of the teacher are pre-selected.
    const selected = dialog.getByRole('group', { name: '已选班级' });
    await selected.getByRole('button', { name: '高一(1)班' }).waitFor();
    await selected.getByRole('button', { name: '高一(2)班' }).waitFor();
    // The disabled options.
    expect(await formItem(dialog, '打印方式').getByRole('radio', { name: '题卡合一' }).isDisabled()).toBe(true);
    expect(await formItem(dialog, '试卷纸张').getByRole('radio', { name: 'A4' }).isDisabled()).toBe(true);
    expect(await formItem(dialog, '答题卡纸张').getByRole('radio', { name: 'A4' }).isDisabled()).toBe(true);

    await dialog.getByLabel('试卷名称').fill('');
    await sendShowsError(page, dialog, '试卷名称不能为空');
    await dialog.getByLabel('试卷名称').fill('高一英语周测（发送打印）');
    await sendShowsError(page, dialog, '打印方式不能为空');
    await formItem(dialog, '打印方式').getByText('题卡分离').click();
    await sendShowsError(page, dialog, '试卷纸张不能为空');
    await formItem(dialog, '试卷纸张').getByText('A3').click();
    await sendShowsError(page, dialog, '答题卡纸张不能为空');
    await formItem(dialog, '答题卡纸张').getByText('A3').click();
    await dialog.getByLabel('考试时间').fill('');
    await sendShowsError(page, dialog, '考试时间不能为空');
    await dialog.getByLabel('考试时间').fill('90');
    await sendShowsError(page, dialog, '考试日期不能为空');
    await formItem(dialog, '考试日期').locator('input').click();
    const picker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    // Dates before yesterday are disabled.
    expect(await picker.locator('td.ant-picker-cell-disabled').count()).toBeGreaterThan(0);
    await picker.getByText('今天').click();
    await sendShowsError(page, dialog, '阅卷方式不能为空');
    await formItem(dialog, '阅卷方式').getByText('班级混合阅卷').waitFor();
    // Each marking mode with its explanation (spec section 5).
    await formItem(dialog, '阅卷方式').getByText('各班试卷混合，打乱题目阅卷，适用于大型考试').waitFor();
    await formItem(dialog, '阅卷方式').getByText('按班级分别阅卷，适用于日常练习').waitFor();
    await formItem(dialog, '阅卷方式').getByText('班级单独阅卷').click();
    await selected.getByRole('button', { name: '高一(1)班' }).click();
    await selected.getByRole('button', { name: '高一(2)班' }).click();
    await sendShowsError(page, dialog, '考试班级不能为空');

    // Class picking: search the paper's grade (the server takes no other), selected ones excluded;
    // click to move back and forth.
    const available = dialog.getByRole('group', { name: '可选班级' });
    await available.getByRole('button', { name: '高一(1)班' }).click();
    await selected.getByRole('button', { name: '高一(1)班' }).waitFor();
    await dialog.getByLabel('搜索班级').fill('(2)');
    await available.getByRole('button', { name: '高一(2)班' }).waitFor();
    expect(await available.getByRole('button', { name: '高一(1)班' }).count()).toBe(0);
    expect(await available.getByRole('button', { name: '高二(2)班' }).count()).toBe(0);
    await available.getByRole('button', { name: '高一(2)班' }).click();
    await selected.getByRole('button', { name: '高一(2)班' }).waitFor();
    expect(await available.getByRole('button', { name: '高一(2)班' }).count()).toBe(0);
    await dialog.getByLabel('搜索班级').fill('');
    expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['高一']);
    await available.getByRole('button', { name: '高一(3)班' }).waitFor();
    await screenshot(page, 'paper-records-print-settings');

    // Send: 发送成功 in the 提示 dialog, which closes after 1 s, the settings after 2 s.
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: '发送打印' }).click();
    const notice = page.getByRole('dialog', { name: '提示' });
    await notice.getByText('发送成功').waitFor();
    await notice.waitFor({ state: 'hidden' });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.waitFor({ state: 'hidden' });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2000);
    const downloads = page.getByRole('dialog', { name: '试卷已发送打印' });
    await downloads.waitFor();
    const [paperFile] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('button', { name: '下载试卷（含答案解析）' }).click()]);
    expect(await fetched(paperFile)).toBe('高一英语周测（发送打印）（含答案解析）.docx');
    await closeModal(page, downloads);
    await panel.getByText('发送打印').waitFor();

    // The length limit: a composed paper with 26 单项填空 cannot be sent.
    await page.goto(`${j.server.baseUrl}/#/testRecordsDetailsEN?paperId=${long.paperId}`);
    await page.getByRole('complementary', { name: '试卷结构' }).getByText('正在编辑').waitFor();
    await page.getByRole('button', { name: '复用本卷' }).click();
    const longDialog = page.getByRole('dialog', { name: '考试设置' });
    await longDialog.waitFor();
    const sendLong = longDialog.getByRole('button', { name: '发送打印' });
    expect(await sendLong.isEnabled()).toBe(true);
    await formItem(longDialog, '答题卡纸张').getByText('A3').click();
    await message(page, '单项填空题量超过25道，请去改编试卷，以满足打印要求').waitFor();
    await longDialog.getByRole('alert').getByText('单项填空题量超过25道，请去改编试卷，以满足打印要求').waitFor();
    expect(await sendLong.isDisabled()).toBe(true);
    await screenshot(page, 'paper-records-length-limit');
    await longDialog.getByRole('button', { name: /取\s*消/ }).click();
    await longDialog.waitFor({ state: 'hidden' });

    // Back in the list: deleting (正在编辑 only) asks first.
    await openRecords(page, '/testRecordsEN');
    const longRow = recordRows(page).filter({ hasText: '单项填空专项训练（26题）' });
    await longRow.getByRole('button', { name: /删\s*除/ }).click();
    const deleting = page.locator('.ant-modal-confirm').filter({ hasText: '确定删除该试卷吗？' });
    await deleting.waitFor();
    await modalsSettled(page);
    await deleting.getByRole('button', { name: /确\s*定/ }).click();
    await message(page, '删除成功').waitFor();
    await expect.poll(() => longRow.count()).toBe(0);

    // The sent paper reads 发送打印; its answer sheet downloads, one at a time.
    await chooseSelectOption(page, page.getByLabel('试卷状态'), '发送打印');
    const sentRow = recordRows(page).filter({ hasText: '高一英语周测（发送打印）' });
    await sentRow.waitFor();
    expect(await sentRow.innerText()).toContain('发送打印');
    expect(await sentRow.innerText()).toContain('高一(1)班、高一(2)班');
    const sheetButton = sentRow.getByRole('button', { name: '下载答题卡' });
    const sheetEvent = page.waitForEvent('download');
    await sheetButton.evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
    await message(page, '正在下载，请稍候').waitFor();
    expect(await fetched(await sheetEvent)).toBe('高一英语周测（发送打印）答题卡.docx');
    await screenshot(page, 'paper-records-sent');

  });
});

describe('maths test records', () => {
  it('maths1 builds and downloads the two-way table of a record, then sends it to print', { timeout: 300_000 }, async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'maths1');
    await openRecords(page, '/testRecords');
    await recordRows(page).filter({ hasText: '（改编）' }).getByRole('link').click();
    await page.waitForURL(/#\/testRecordsDetails\?paperId=\d+/);
    await page.getByRole('complementary', { name: '试卷结构' }).getByText('正在编辑').waitFor();
    // Maths formulas are rendered by KaTeX.
    await page.locator('article.tv-topic .katex').first().waitFor();

    await page.getByRole('button', { name: '双向细目表' }).click();
    const tableDialog = page.getByRole('dialog', { name: '双向细目表' });
    // The build's own answer first, so a failure names its status rather than an empty table.
    const [built] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && /\/paper\/math\/two-way-table\/\d+$/.test(r.url())),
      tableDialog.getByRole('button', { name: '生成双向细目表' }).click(),
    ]);
    expect(`${built.status()} ${await built.text()}`.slice(0, 40)).toMatch(/^200 \{"errCode":"00"/);
    const rows = tableDialog.locator('[aria-label="双向细目表"] tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    await tableDialog.getByText('知识点分布').waitFor();
    await screenshot(page, 'paper-records-two-way-table');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), tableDialog.getByRole('button', { name: '下载Excel' }).click()]);
    expect(await fetched(xlsx)).toMatch(/双向细目表\.xlsx$/);
    await tableDialog.getByRole('button', { name: '重新生成' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    await closeModal(page, tableDialog);

    await page.getByRole('button', { name: '复用本卷' }).click();
    const dialog = page.getByRole('dialog', { name: '考试设置' });
    await dialog.waitFor();
    const selected = dialog.getByRole('group', { name: '已选班级' });
    await selected.getByRole('button', { name: '高一(3)班' }).waitFor();
    await selected.getByRole('button', { name: '高一(4)班' }).waitFor();
    await dialog.getByLabel('试卷名称').fill('高一数学周测（发送打印）');
    await fillSettings(page, dialog);
    await dialog.getByRole('button', { name: '发送打印' }).click();
    await page.getByRole('dialog', { name: '提示' }).getByText('发送成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const sent = page.getByRole('dialog', { name: '试卷已发送打印' });
    await sent.waitFor();
    await closeModal(page, sent);

    await openRecords(page, '/testRecords');
    const row = recordRows(page).filter({ hasText: '高一数学周测（发送打印）' });
    await row.waitFor();
    expect(await row.innerText()).toContain('发送打印');
    const [sheet] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: '下载答题卡' }).click()]);
    expect(await fetched(sheet)).toBe('高一数学周测（发送打印）答题卡.docx');
  });
});

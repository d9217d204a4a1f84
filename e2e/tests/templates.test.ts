/**
 * 英语资源 templates end to end (docs/template.md): english1 searches the 范文, reads one with its
 * highlights, adds it to the basket, puts the basket in order and downloads the Word handout in that
 * order; browses 话题词汇 in a drawer; asks for 二轮复习资料, which the school has not opened; the
 * school master sees the requests in 教务管理 > 资源开通 and opens it; english1 downloads a topic.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { freshPage, loginAs, screenshot } from '../support/browser.js';
import type { TTemplatePage } from '@app/contract/template';
import { apiAs, journey, rowsOf } from '../support/journey.js';

const j = journey({ viewport: { width: 1440, height: 900 }, scratch: 'e2e-templates-' });

async function docxText(download: Download): Promise<string> {
  const file = path.join(j.tmp, download.suggestedFilename());
  await download.saveAs(file);
  const xml = strFromU8(unzipSync(new Uint8Array(readFileSync(file)))['word/document.xml']!);
  return xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .join('\n');
}

const areaNav = (p: Page) => p.getByRole('menu', { name: '英语资源导航' });

describe('英语资源 templates: essays to a Word handout, and a product the school opens', () => {
  let teacher: Page;

  it('english1 searches the 范文, reads one with its highlights and adds it to the basket', async () => {
    teacher = await freshPage(j.browser);
    await loginAs(teacher, j.server.baseUrl, 'english1');
    await teacher.goto(`${j.server.baseUrl}/#/vocabulary/list`);
    await areaNav(teacher).getByRole('menuitem', { name: '范文' }).click();
    await teacher.waitForURL(/#\/template\/essay$/);
    await expect.poll(() => teacher.title()).toBe('范文 - 教师端');
    await rowsOf(teacher, '范文列表').first().waitFor();
    await teacher.getByText('共 38 项').waitFor();
    // The demo's basket already holds two essays.
    await teacher.getByRole('button', { name: /范文资源篮/ }).locator('..').getByText('2').waitFor();
    await screenshot(teacher, 'template-essay-list-1440');

    await teacher.getByLabel('搜索范文', { exact: true }).fill('volunteer');
    await teacher.getByLabel('搜索范文', { exact: true }).press('Enter');
    await teacher.waitForURL(/#\/template\/essay\/result\?keyword=volunteer/);
    await teacher.getByText('范文搜索结果：“volunteer”').waitFor();
    // The table shows the results once they have come (until then, the list it came from).
    const found = await apiAs<TTemplatePage>(j, teacher, '/template/essay?keyword=volunteer');
    const title = found.list[0]!.title;
    const first = rowsOf(teacher, '范文列表').first();
    await expect.poll(async () => (await first.locator('td').first().innerText()).trim()).toBe(title);
    await first.getByRole('button', { name: '查看' }).click();
    await teacher.waitForURL(/#\/template\/essay\/\d+$/);
    await teacher.getByRole('heading', { name: '题目' }).waitFor();
    await teacher.getByRole('heading', { name: '亮点' }).waitFor();
    expect(await teacher.locator('mark.tpl-mark').count()).toBeGreaterThan(0);
    await screenshot(teacher, 'template-essay-detail-1440');
    await teacher.getByRole('button', { name: '加入资源篮' }).click();
    await teacher.getByText('已加入资源篮').waitFor();
    await teacher.getByRole('button', { name: '移出资源篮' }).waitFor();

    // The basket: three essays; the new one (last) moved to the top, then the handout in that order.
    await teacher.goto(`${j.server.baseUrl}/#/template/essay/basket`);
    const items = teacher.getByLabel('资源篮').locator('.ant-list-item');
    await expect.poll(() => items.count()).toBe(3);
    await expect.poll(() => items.nth(2).innerText()).toContain(title);
    await teacher.getByRole('button', { name: `上移 ${title}` }).click();
    await expect.poll(() => items.nth(1).innerText()).toContain(title);
    await teacher.getByRole('button', { name: `上移 ${title}` }).click();
    await expect.poll(() => items.nth(0).innerText()).toContain(title);
    const order = await Promise.all([0, 1, 2].map(async (i) => (await items.nth(i).locator('.tpl-basket-title').innerText()).trim()));
    await teacher.getByLabel('讲义标题').fill('高一写作范文');
    await screenshot(teacher, 'template-essay-basket-1440');
    const [file] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: /下载Word讲义/ }).click()]);
    expect(file.suggestedFilename()).toBe('高一写作范文.docx');
    const text = await docxText(file);
    expect(text.startsWith('高一写作范文')).toBe(true);
    const at = order.map((t) => text.indexOf(t));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain('【点评】');
  });

  it('english1 reads a topic word group with the bank’s phonetics in a drawer', async () => {
    await areaNav(teacher).getByRole('menuitem', { name: '话题词汇' }).click();
    await teacher.waitForURL(/#\/template\/word$/);
    await teacher.getByLabel('主题语境').click();
    await teacher.getByTitle('人与自然').click();
    await expect.poll(async () => (await rowsOf(teacher, '话题词汇列表').allInnerTexts()).every((r) => r.includes('人与自然'))).toBe(true);
    await rowsOf(teacher, '话题词汇列表').first().getByRole('button', { name: '查看' }).click();
    const drawer = teacher.getByRole('dialog');
    await drawer.locator('[aria-label="词汇表"] tbody tr.ant-table-row').first().waitFor();
    await expect.poll(() => drawer.locator('.vocab-phonetic').first().innerText()).toMatch(/^\/.+\/$/);
    await screenshot(teacher, 'template-word-drawer-1440');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('二轮复习 is not opened: english1 sees its check page and asks for it', async () => {
    await areaNav(teacher).getByRole('menuitem', { name: '二轮复习' }).click();
    await teacher.waitForURL(/#\/template\/secondroundpreparation$/);
    const check = teacher.getByLabel('开通查询');
    await check.getByText('本校未开通').waitFor();
    await check.getByText(/本校已有1位教师申请/).waitFor();
    // The titles are there to read; nothing opens.
    await rowsOf(teacher, '二轮复习列表').first().waitFor();
    expect(await teacher.getByRole('button', { name: '查看' }).count()).toBe(0);
    await teacher.getByLabel('申请说明').fill('高三(2)班二轮复习要用');
    await teacher.getByRole('button', { name: '申请开通' }).click();
    await check.getByText('你已提交开通申请').waitFor();
    await check.getByText(/本校已有2位教师申请/).waitFor();
    await screenshot(teacher, 'template-check-1440');
  });

  it('the school master opens it in 资源开通; english1 then downloads a topic', async () => {
    const master = await freshPage(j.browser);
    await loginAs(master, j.server.baseUrl, 'master');
    await master.goto(`${j.server.baseUrl}/#/admin/products`);
    const row = rowsOf(master, '资源产品').filter({ hasText: '二轮复习资料' });
    await row.getByText('高三(2)班二轮复习要用').waitFor();
    await row.getByText(/高三二轮复习想用/).waitFor();
    await screenshot(master, 'template-admin-products-1440');
    await row.getByRole('switch', { name: '开通二轮复习资料' }).click();
    await master.getByText('已开通「二轮复习资料」').waitFor();
    await row.getByText('已开通', { exact: true }).waitFor();

    // (One browser context: english1 signs in again.)
    teacher = await freshPage(j.browser);
    await loginAs(teacher, j.server.baseUrl, 'english1');
    await teacher.goto(`${j.server.baseUrl}/#/template/secondroundpreparation`);
    const topics = rowsOf(teacher, '二轮复习列表');
    await topics.first().getByRole('button', { name: '查看' }).waitFor();
    expect(await teacher.getByLabel('开通查询').count()).toBe(0);
    const topic = (await topics.first().locator('td').first().innerText()).trim();
    await topics.first().getByRole('button', { name: /下\s*载/ }).hover();
    const [file] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('menuitem', { name: '学生版（不含答案）' }).click()]);
    const text = await docxText(file);
    expect(text.startsWith(topic)).toBe(true);
    expect(text).toContain('【专项练习】');
    expect(text).not.toContain('【参考答案与解析】');
    await teacher.setViewportSize({ width: 1280, height: 720 });
    await screenshot(teacher, 'template-secondround-1280');
  });
});

/** A grade leader corrects a student's scores and marks a student absent from the class page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshPage, loginAs, modalsSettled, screenshot } from '../support/browser.js';
import { journey } from '../support/journey.js';

const j = journey();

const rows = (p: Page) => p.locator('[aria-label="学生成绩表"] tbody tr.ant-table-row');

describe('editing scores', () => {
  it('leader1 corrects a subjective score with a reason and the report follows; a subject teacher has no edit actions', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.getByRole('menu', { name: '主菜单' }).getByText('学情分析').click();
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    // The first student of the table (class rank 1): lower the last subjective question to 0.
    const first = rows(page).first();
    const name = (await first.locator('td').first().innerText()).trim();
    const before = Number((await first.locator('td').nth(2).innerText()).trim());
    // Keep the student in view whatever the new rank.
    await page.getByLabel('搜索学生').fill(name);
    await expect.poll(() => rows(page).count()).toBe(1);
    await first.getByRole('button', { name: '改分' }).click();
    const dialog = page.getByRole('dialog', { name: `修改成绩：${name}` });
    await dialog.waitFor();
    const inputs = dialog.locator('input[aria-label$="题得分"]');
    await expect.poll(() => inputs.count()).toBeGreaterThan(0);
    const last = inputs.last();
    const lastValue = Number(await last.inputValue());
    await last.fill('0');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请填写修改原因').waitFor();
    await dialog.getByLabel('修改原因').fill('主观题复核更正');
    await screenshot(page, 'academic-score-edit-leader1');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-message').getByText('成绩已修改，报告已更新').waitFor();
    const row = rows(page).filter({ hasText: name });
    await expect.poll(async () => Number((await row.locator('td').nth(2).innerText()).trim())).toBe(before - lastValue);

    // Mark the same student absent after confirming; they leave the statistics.
    await row.getByRole('button', { name: '设为缺考' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: `将${name}设为缺考？` });
    await confirm.waitFor();
    await modalsSettled(page);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message').getByText('已保存，报告已更新').waitFor();
    await expect.poll(() => row.innerText()).toContain('缺考');

    const teacher = await freshPage(j.browser);
    await loginAs(teacher, j.server.baseUrl, 'maths1');
    await teacher.getByRole('menu', { name: '主菜单' }).getByText('学情分析').click();
    await expect.poll(() => rows(teacher).count()).toBeGreaterThan(5);
    expect(await teacher.getByRole('button', { name: '改分' }).count()).toBe(0);
  });
});

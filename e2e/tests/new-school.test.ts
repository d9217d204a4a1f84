/**
 * A school that starts from nothing (issue 16): IT staff create it from the command line
 * (`npm run admin -- create-school … --admin-account …`, which prints the administrator's initial
 * password); the administrator signs in with it, must change it, creates the current semester and
 * imports classes, teachers and students from Excel in the web client; a teacher signs in with the
 * password printed for them, changes it and sees their class; then the year rollover moves the class
 * up (the teacher keeps it) and graduates 高三.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { freshPage, launch, modalsSettled, screenshot, type Browser } from '../support/browser.js';
import { rowsOf } from '../support/journey.js';
import { startServer, type RunningServer } from '../support/server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let dir = '';
let server: RunningServer;
let browser: Browser;
let adminPassword = '';
let teacherPassword = '';

/** Runs `npm run admin -- …` (its TypeScript entry, as `npm run admin` does) on the school's data folder. */
function admin(args: string[]): string {
  return execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'apps/api/src/cli/admin.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: path.join(dir, 'pglite'), FILES_DIR: path.join(dir, 'files'), DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

async function xlsx(name: string, rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  for (const r of rows) ws.addRow(r);
  const file = path.join(dir, name);
  await wb.xlsx.writeFile(file);
  return file;
}

async function signIn(page: Page, account: string, password: string, lands: RegExp): Promise<void> {
  await page.goto(`${server.baseUrl}/#/teacher_login`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(lands);
}

/** The forced first change of an initial password. */
async function changeFirstPassword(page: Page, initial: string, next: string): Promise<void> {
  await page.getByLabel('初始密码', { exact: true }).fill(initial);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认新密码').fill(next);
  await page.getByRole('button', { name: /修改密码并继续/ }).click();
}

/** Types a range into an antd RangePicker (Tab keeps the typed end date without submitting). */
async function typeRange(page: Page, scope: ReturnType<Page['locator']>, start: string, end: string): Promise<void> {
  const inputs = scope.locator('.ant-picker-range input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Tab');
}

async function importFile(page: Page, tab: string, file: string, done: RegExp): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('table', { name: '导入预览' }).waitFor();
  await page.getByRole('button', { name: /确\s*认\s*导\s*入/ }).click();
  await page.getByRole('table', { name: '导入结果' }).waitFor();
  await page.getByText(done).first().waitFor();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-new-school-'));
  const out = admin(['create-school', '--name', '新华实验中学', '--code', 'XH2026', '--section', '2', '--domain', 'xinhua.e2e.local', '--admin-account', 'xh_admin', '--admin-name', '教务处']);
  expect(out).toContain('已创建学校：新华实验中学');
  adminPassword = /初始密码 (\S+)（/.exec(out)?.[1] ?? '';
  expect(adminPassword).toMatch(/^[a-z0-9]{8}$/);
  // The command line refuses the same code again, with the reason.
  expect(() => admin(['create-school', '--name', '重复', '--code', 'XH2026', '--section', '2', '--domain', 'other.e2e.local'])).toThrow(/学校代码XH2026已被新华实验中学使用/);
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  await database.migrate();
  server = await startServer({ database, filesDir: path.join(dir, 'files') });
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a new school', () => {
  it('its administrator changes the printed password, opens the semester and imports classes, teachers and students', async () => {
    const page = await freshPage(browser);
    await signIn(page, 'xh_admin', adminPassword, /#\/firstpassword$/);
    await changeFirstPassword(page, adminPassword, 'Xinhua2026');
    await page.waitForURL(/#\/admin/);
    await page.getByText('还没有当前学期').waitFor();
    // Only the admin area in the header.
    await expect.poll(async () => (await page.getByRole('menu', { name: '主菜单' }).innerText()).split('\n').map((t) => t.trim()).filter(Boolean)).toEqual(['教务管理']);
    await screenshot(page, 'new-school-overview-900');

    await page.getByRole('menu', { name: '教务管理导航' }).getByText('学期管理').click();
    await page.getByRole('button', { name: /新建学期/ }).click();
    const form = page.getByRole('form', { name: '学期' });
    await form.getByLabel('学期名称').fill('2026-2027学年第一学期');
    await typeRange(page, form, '2026-09-01', '2027-01-20');
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => rowsOf(page, '学期列表').count()).toBe(1);
    await rowsOf(page, '学期列表').first().getByRole('button', { name: /设为当前学期/ }).click();
    await modalsSettled(page);
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|确\s*认/ }).click();
    // The row's 设为当前学期 button goes once the semester is current (its text held 当前学期 before).
    await expect.poll(() => rowsOf(page, '学期列表').first().getByRole('button', { name: /设为当前学期/ }).count()).toBe(0);
    expect((await rowsOf(page, '学期列表').first().innerText()).split('\t')).toContain('当前');

    await page.getByRole('menu', { name: '教务管理导航' }).getByText('批量导入').click();
    await importFile(page, '导入班级', await xlsx('classes.xlsx', [['年级', '班级'], ['高一', '高一(1)班'], ['高一', '高一(2)班'], ['高三', '高三(1)班']]), /导入完成：新增3条/);
    await importFile(
      page,
      '导入教师',
      await xlsx('teachers.xlsx', [
        ['姓名', '账号', '手机', '学科', '岗位', '管理年级', '任教班级', '班主任班级'],
        ['李明', 'xh_liming', '13800000001', '数学', '1、4', '', '高一(1)班、高一(2)班', '高一(1)班'],
      ]),
      /导入完成：新增1条/,
    );
    const row = rowsOf(page, '初始密码').first();
    expect(await row.innerText()).toContain('xh_liming');
    teacherPassword = (await row.locator('code').innerText()).trim();
    await importFile(
      page,
      '导入学生',
      await xlsx('students.xlsx', [
        ['学号', '姓名', '性别', '年级', '班级'],
        ['XH001', '王一', '男', '高一', '高一(1)班'],
        ['XH002', '王二', '女', '高一', '高一(1)班'],
        ['XH003', '王三', '男', '高三', '高三(1)班'],
      ]),
      /导入完成：新增3条/,
    );
    await screenshot(page, 'new-school-imported-900');
  });

  it('the teacher signs in with the printed password, changes it and sees the class with its students', async () => {
    expect(teacherPassword).not.toBe('');
    const page = await freshPage(browser);
    await signIn(page, 'xh_liming', teacherPassword, /#\/firstpassword$/);
    await changeFirstPassword(page, teacherPassword, 'Liming2026');
    await page.waitForURL(/#\/home$/);
    await page.getByLabel('高一(1)班').first().waitFor();
    await expect.poll(() => page.locator('.app-content').innerText()).toContain('高一(2)班');
    await screenshot(page, 'new-school-teacher-home-900');
  });

  it('the rollover moves the class up with its teacher and graduates 高三', async () => {
    const page = await freshPage(browser);
    await signIn(page, 'xh_admin', 'Xinhua2026', /#\/admin/);
    await page.getByRole('menu', { name: '教务管理导航' }).getByText('升年级').click();
    const form = page.getByRole('form', { name: '新学期' });
    await form.getByLabel('新学期名称').fill('2027-2028学年第一学期');
    await typeRange(page, form, '2027-09-01', '2028-01-20');
    await form.getByRole('button', { name: /预\s*演/ }).click();
    await page.getByRole('table', { name: '升级的班级' }).waitFor();
    expect((await rowsOf(page, '升级的班级').allInnerTexts()).join('\n')).toMatch(/高一\(1\)班[\s\S]*高二\(1\)班/);
    await page.getByRole('button', { name: /下\s*一\s*步/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认升年级' });
    await dialog.waitFor();
    await modalsSettled(page);
    await dialog.getByRole('button', { name: /确\s*认\s*升\s*年\s*级/ }).click();
    await page.getByText('升年级完成').first().waitFor();
    await screenshot(page, 'new-school-rollover-done-900');

    const teacher = await freshPage(browser);
    await signIn(teacher, 'xh_liming', 'Liming2026', /#\/home$/);
    await teacher.getByLabel('高二(1)班').first().waitFor();
    expect(await teacher.locator('.app-content').innerText()).not.toContain('高一(1)班');
  });
});

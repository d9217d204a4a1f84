/**
 * 教务管理 (issue 16): the school master imports classes, teachers and students from Excel (preview,
 * confirmation, the new passwords shown once); a new teacher signs in with the printed password,
 * must change it, then sees the class on /home; the year rollover is rehearsed, then carried out.
 * An administrator account sees the admin area only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import type { TAdminOverview } from '@app/contract';
import { DEMO_PASSWORD, freshPage, launch, loginAs, modalsSettled, screenshot } from '../support/browser.js';
import { apiAs, journey, rowsOf } from '../support/journey.js';

const j = journey({ scratch: 'e2e-admin-' });

const CLASS = '高一(12)班';
const TEACHER = { name: '赵新', account: 'e2e_zhaoxin' };

/** A workbook of one sheet: the header row, then the rows. */
async function xlsx(name: string, header: string[], rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  const file = path.join(j.tmp, name);
  await wb.xlsx.writeFile(file);
  return file;
}

/** Signs in through the login page and waits for where the account lands. */
async function signIn(page: Page, account: string, password: string, lands: RegExp): Promise<void> {
  await page.goto(`${j.server.baseUrl}/#/teacher_login`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(lands);
}

/** Opens an import tab, uploads the file and waits for its preview. */
async function preview(page: Page, tab: string, file: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  // Hidden tabs are not rendered: the one file input is the open tab's.
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('table', { name: '导入预览' }).waitFor();
}

async function confirmImport(page: Page): Promise<void> {
  await page.getByRole('button', { name: /确\s*认\s*导\s*入/ }).click();
  await page.getByRole('table', { name: '导入结果' }).waitFor();
}

describe('教务管理', () => {
  let password = '';

  it('the master imports classes, teachers and students: template, preview, confirmation, passwords shown once', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'master');
    await page.getByRole('menu', { name: '主菜单' }).getByText('教务管理').click();
    await page.waitForURL(/#\/admin\/overview$/);
    await page.getByText('在读班级').waitFor();
    await screenshot(page, 'admin-overview-900');

    await page.getByRole('menu', { name: '教务管理导航' }).getByText('批量导入').click();
    await page.waitForURL(/#\/admin\/import/);
    // The template arrives as an .xlsx with the class columns.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /下载班级模板/ }).click()]);
    expect(download.suggestedFilename()).toBe('班级导入模板.xlsx');
    const templatePath = path.join(j.tmp, 'template.xlsx');
    await download.saveAs(templatePath);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(templatePath) as unknown as ArrayBuffer);
    expect((wb.worksheets[0]!.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String)).toEqual(['年级*', '班级*']);

    // A file with errors: the table of errors, nothing imported.
    const bad = await xlsx('bad-classes.xlsx', ['年级', '班级'], [['高七', '高七(1)班'], ['高一', CLASS]]);
    await page.locator('input[type=file]').setInputFiles(bad);
    await page.getByRole('table', { name: '导入错误' }).waitFor();
    expect(await rowsOf(page, '导入错误').count()).toBeGreaterThan(0);
    await page.getByText(/没有导入任何数据/).first().waitFor();
    await page.getByRole('button', { name: '重新选择文件' }).click();

    // Classes: the preview says what each row does; nothing is written until 确认导入.
    await preview(page, '导入班级', await xlsx('classes.xlsx', ['年级', '班级'], [['高一', CLASS], ['高一', '高一(1)班']]));
    await expect.poll(() => rowsOf(page, '导入预览').allInnerTexts()).toEqual([expect.stringContaining('新增'), expect.stringContaining('不变')]);
    await screenshot(page, 'admin-import-preview-900');
    await confirmImport(page);
    await page.getByText(/导入完成：新增1条/).first().waitFor();

    // Teachers: the new account's initial password is shown once, with 打印.
    await preview(
      page,
      '导入教师',
      await xlsx('teachers.xlsx', ['姓名', '账号', '手机', '学科', '岗位', '管理年级', '任教班级', '班主任班级'], [[TEACHER.name, TEACHER.account, '', '数学', '4', '', CLASS, '']]),
    );
    await confirmImport(page);
    const passwords = page.getByRole('table', { name: '初始密码' });
    await passwords.waitFor();
    await page.getByText('初始密码只显示这一次，关闭后无法再次查看').waitFor();
    await page.getByRole('button', { name: /打\s*印/ }).waitFor();
    const row = rowsOf(page, '初始密码').first();
    expect(await row.innerText()).toContain(TEACHER.account);
    password = (await row.locator('code').innerText()).trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'admin-import-passwords-900');

    // Students into the new class.
    await preview(
      page,
      '导入学生',
      await xlsx('students.xlsx', ['学号', '姓名', '性别', '年级', '班级', '身份证后六位'], [['E2E26001', '钱一', '男', '高一', CLASS, ''], ['E2E26002', '孙二', '女', '高一', CLASS, '12345X']]),
    );
    await confirmImport(page);
    await page.getByText(/导入完成：新增2条/).first().waitFor();

    // The lists show what was imported.
    await page.getByRole('menu', { name: '教务管理导航' }).getByText('学生管理').click();
    await page.getByLabel('搜索学生').fill('E2E2600');
    await page.getByLabel('搜索学生').press('Enter');
    await expect.poll(() => rowsOf(page, '学生列表').count()).toBe(2);
    await screenshot(page, 'admin-students-900');
    await page.getByRole('menu', { name: '教务管理导航' }).getByText('教师账号').click();
    await page.getByLabel('搜索教师').fill(TEACHER.account);
    await page.getByLabel('搜索教师').press('Enter');
    await expect.poll(() => rowsOf(page, '教师列表').allInnerTexts()).toEqual([expect.stringContaining('初始密码')]);
    await screenshot(page, 'admin-teachers-900');
    await rowsOf(page, '教师列表').first().getByRole('button', { name: /编\s*辑/ }).click();
    await page.getByRole('combobox', { name: /^数学.*任教班级$/ }).waitFor();
    await expect.poll(() => page.locator('.ant-drawer').innerText()).toContain(CLASS);
    await screenshot(page, 'admin-teacher-editor-900');
    await page.locator('.ant-drawer').getByRole('button', { name: /取\s*消/ }).click();
    for (const [section, shot] of [
      ['班级管理', 'admin-classes-900'],
      ['学期管理', 'admin-semesters-900'],
      ['操作日志', 'admin-audit-900'],
    ] as const) {
      await page.getByRole('menu', { name: '教务管理导航' }).getByText(section).click();
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await screenshot(page, shot);
    }
    await expect.poll(() => rowsOf(page, '操作日志').first().innerText()).toContain('新增学生');
  });

  it('the new teacher signs in with the printed password, must change it first, then sees the class at home', async () => {
    expect(password).not.toBe('');
    const page = await freshPage(j.browser);
    await signIn(page, TEACHER.account, password, /#\/firstpassword$/);
    await page.getByText('修改初始密码').first().waitFor();
    await screenshot(page, 'admin-first-password-900');
    // Another page sends the account back (the API answers 40310 meanwhile).
    await page.goto(`${j.server.baseUrl}/#/academic`);
    await page.waitForURL(/#\/firstpassword$/);
    await page.getByLabel('初始密码', { exact: true }).fill(password);
    await page.getByLabel('新密码', { exact: true }).fill('Zhaoxin2026');
    await page.getByLabel('确认新密码').fill('Zhaoxin2026');
    await page.getByRole('button', { name: /修改密码并继续/ }).click();
    await page.waitForURL(/#\/home$/);
    await page.getByLabel(CLASS).first().waitFor();

    // The new password is the one now.
    const again = await freshPage(j.browser);
    await loginAs(again, j.server.baseUrl, TEACHER.account, 'Zhaoxin2026');
  });

  it('the rollover is rehearsed (nothing changed), confirmed, and points to importing the new first-year classes', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'master');
    const overview = await apiAs<TAdminOverview>(j, page, '/admin/overview');
    const year = overview.currentSemester!.schoolYear + 1;
    await page.goto(`${j.server.baseUrl}/#/admin/rollover`);
    const form = page.getByRole('form', { name: '新学期' });
    await form.getByLabel('新学期名称').fill(`${year}-${year + 1}学年第一学期`);
    const inputs = form.locator('.ant-picker-range input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(`${year}-09-01`);
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(`${year + 1}-01-31`);
    // Tab keeps the typed date (Enter would also submit the form).
    await inputs.nth(1).press('Tab');
    await screenshot(page, 'admin-rollover-900');
    await form.getByRole('button', { name: /预\s*演/ }).click();
    await page.getByRole('table', { name: '升级的班级' }).waitFor();
    await page.getByText('这是预演结果，还没有改变任何数据').waitFor();
    expect(await rowsOf(page, '升级的班级').first().innerText()).toMatch(/高一\s+高一\(1\)班\s+高二\s+高二\(1\)班/);
    await screenshot(page, 'admin-rollover-rehearsal-900');
    // The rehearsal changed nothing.
    const still = await apiAs<TAdminOverview>(j, page, '/admin/overview');
    expect(still.currentSemester!.semesterId).toBe(overview.currentSemester!.semesterId);

    await page.getByRole('button', { name: /下\s*一\s*步/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认升年级' });
    await dialog.waitFor();
    await modalsSettled(page);
    await dialog.getByRole('button', { name: /确\s*认\s*升\s*年\s*级/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('升年级完成').first().waitFor();
    await page.getByRole('link', { name: /导入新.*高一.*的班级/ }).waitFor();
    await screenshot(page, 'admin-rollover-done-900');
    const after = await apiAs<TAdminOverview>(j, page, '/admin/overview');
    expect(after.currentSemester!.schoolYear).toBe(year);
    expect(after.lastRollover?.toSchoolYear).toBe(year);
  });

  it('an administrator account sees 教务管理 alone and lands there', async () => {
    const page = await freshPage(j.browser);
    await signIn(page, 'admin1', DEMO_PASSWORD, /#\/admin\/overview$/);
    await page.getByText('在读班级').waitFor();
    expect(await page.getByRole('menu', { name: '主菜单' }).getByRole('menuitem').allInnerTexts()).toEqual(['教务管理']);
    expect(await page.getByLabel('当前学科').count()).toBe(0);
  });

  it('every admin page at 1280×720', async () => {
    const small = await launch({ width: 1280, height: 720 });
    try {
      const page = await small.context.newPage();
      await loginAs(page, j.server.baseUrl, 'master');
      for (const [route, name] of [
        ['overview', '在读班级'],
        ['semesters', '新建学期'],
        ['classes', '导入班级'],
        ['students', '导入学生'],
        ['teachers', '导入教师'],
        ['import', '下载班级模板'],
        ['rollover', '预演'],
        ['audit', '下载Excel'],
      ] as const) {
        await page.goto(`${j.server.baseUrl}/#/admin/${route}`);
        await page.getByText(new RegExp(name.split('').join('\\s*'))).first().waitFor();
        await page.waitForLoadState('networkidle');
        // No table still dimmed by its loading overlay.
        await page.waitForFunction(() => !document.querySelector('.ant-table-wrapper .ant-spin-blur'));
        await screenshot(page, `admin-${route}-720`);
      }
    } finally {
      await small.close();
    }
  });
});

/**
 * The student page (docs/student.md): 高一(1)班's class teacher opens 个人中心 → 学生账号, issues the
 * first-time passwords of the students without an account and sees the printable sheet; one of
 * those students signs in on a phone-sized page (375×667) of the same browser, must change the
 * password, and reaches the home with the empty task list; the teacher resets that student (with a
 * confirmation) and the student's session ends. A demo student's home is also shown on a desktop.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshPage, loginAs, chooseUserMenu, screenshot } from '../support/browser.js';
import { journey, rowsOf } from '../support/journey.js';

const j = journey({ viewport: { width: 1280, height: 720 } });
const SCHOOL_CODE = '3101010001';

/** The sheet's rows as [学号, 姓名, 初始密码]. */
async function sheetRows(page: Page): Promise<string[][]> {
  return page.locator('[aria-label="初始密码单"] tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (c) => c.textContent ?? '')));
}

describe('学生端: a class teacher issues the first-time passwords, a student signs in on a phone and changes the password, the teacher resets it', () => {
  let teacher: Page;
  let phone: Page;
  let student: { num: string; name: string; password: string };

  it('the class teacher issues the passwords of the students without an account and sees the sheet once', async () => {
    teacher = await freshPage(j.browser);
    await loginAs(teacher, j.server.baseUrl, 'head11');
    await chooseUserMenu(teacher, '个人中心');
    await teacher.getByRole('menuitem', { name: '学生账号' }).click();
    await teacher.waitForURL(/#\/user\/students$/);
    const rows = rowsOf(teacher, '学生账号列表');
    await expect.poll(() => rows.count()).toBeGreaterThan(30);
    const states = async () => (await rows.allInnerTexts()).map((t) => (t.includes('已启用') ? '已启用' : t.includes('待首次登录') ? '待首次登录' : '未开通'));
    // The demo's first five students already have accounts.
    expect((await states()).slice(0, 5)).toEqual(Array(5).fill('已启用'));
    const without = (await states()).filter((s) => s === '未开通').length;
    expect(without).toBe((await rows.count()) - 5);
    await teacher.getByRole('button', { name: `为未开通的${without}名学生生成初始密码` }).click();

    await teacher.getByText('初始密码只显示这一次，关闭后无法再次查看').waitFor();
    const sheet = teacher.getByLabel('初始密码单');
    await sheet.getByText('育才实验中学 高一(1)班 学生初始密码').waitFor();
    await sheet.getByText(SCHOOL_CODE).waitFor();
    expect(await sheet.innerText()).toContain('#/student/login');
    const issued = await sheetRows(teacher);
    expect(issued.length).toBe(without);
    for (const [, , password] of issued) expect(password).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
    const [num, name, password] = issued[0]!;
    student = { num: num!, name: name!, password: password! };
    await expect.poll(async () => (await states()).filter((s) => s === '待首次登录').length).toBe(without);
    await expect.poll(() => teacher.getByRole('button', { name: '全部学生已开通账号' }).isDisabled()).toBe(true);
    await screenshot(teacher, 'student-accounts-sheet-1280');
  });

  it('the student signs in on a phone with the issued password, must change it, and sees the home', async () => {
    phone = await j.browser.context.newPage();
    await phone.setViewportSize({ width: 375, height: 667 });
    await phone.goto(`${j.server.baseUrl}/#/student/login`);
    await phone.getByRole('heading', { name: '学生登录' }).waitFor();
    await screenshot(phone, 'student-login-375');
    await phone.getByLabel('学校代码').fill(SCHOOL_CODE);
    await phone.getByLabel('学号').fill(student.num);
    await phone.getByLabel('密码').fill('wrong-password');
    await phone.getByRole('button', { name: '登录' }).click();
    await phone.getByRole('alert').getByText('学校代码、学号或密码错误').waitFor();
    await phone.getByLabel('密码').fill(student.password);
    await phone.getByRole('button', { name: '登录' }).click();

    await phone.waitForURL(/#\/student\/password$/);
    await phone.getByRole('heading', { name: '修改初始密码' }).waitFor();
    await phone.getByText(`${student.name}同学，你正在使用老师发的初始密码`, { exact: false }).waitFor();
    await screenshot(phone, 'student-password-375');
    await phone.getByLabel('初始密码').fill(student.password);
    await phone.getByLabel('新密码', { exact: true }).fill('short');
    await phone.getByLabel('确认新密码').fill('short');
    await phone.getByRole('button', { name: '保存新密码' }).click();
    await phone.getByRole('alert').getByText('新密码至少8位').waitFor();
    await phone.getByLabel('新密码', { exact: true }).fill('Study2026go');
    await phone.getByLabel('确认新密码').fill('Study2026go');
    await phone.getByRole('button', { name: '保存新密码' }).click();

    await phone.waitForURL(/#\/student$/);
    await phone.getByRole('heading', { name: `你好，${student.name}` }).waitFor();
    await phone.getByText(`育才实验中学 · 高一(1)班 · 学号 ${student.num}`).waitFor();
    await phone.getByText('暂时没有要完成的任务').waitFor();
    await phone.getByText('老师布置的单词练习、写作、作业等任务会显示在这里。').waitFor();
    // Nothing wider than the phone's screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'student-home-375');

    // The teacher is still signed in in the same browser: the student's sign-in took nothing from them.
    await teacher.reload();
    await rowsOf(teacher, '学生账号列表').first().waitFor();
    await expect.poll(async () => (await rowsOf(teacher, '学生账号列表').filter({ hasText: student.num }).innerText()).includes('已启用')).toBe(true);
  });

  it('the teacher resets that student after a confirmation: a new password, and the student’s session ends', async () => {
    const row = rowsOf(teacher, '学生账号列表').filter({ hasText: student.num });
    await row.getByRole('button', { name: '重置密码' }).click();
    await teacher.getByText(`重置${student.name}的密码？`).waitFor();
    await teacher.locator('.ant-popconfirm:visible').getByRole('button', { name: /^重\s*置$/ }).click();
    await teacher.getByLabel('初始密码单').waitFor();
    const issued = await sheetRows(teacher);
    expect(issued.map((r) => r.slice(0, 2))).toEqual([[student.num, student.name]]);
    expect(issued[0]![2]).not.toBe(student.password);
    await expect.poll(async () => (await row.innerText()).includes('待首次登录')).toBe(true);
    await screenshot(teacher, 'student-accounts-reset-1280');
    await teacher.getByRole('button', { name: '我已保存，关闭' }).click();
    await expect.poll(() => teacher.getByLabel('初始密码单').count()).toBe(0);

    // The student's next request meets the login page.
    await phone.reload();
    await phone.waitForURL(/#\/student\/login$/);
    await phone.getByRole('heading', { name: '学生登录' }).waitFor();
    expect(await phone.getByLabel('学校代码').inputValue()).toBe(SCHOOL_CODE);
  });

  it('a demo student (password already changed) signs in on a desktop and lands on the home', async () => {
    const desktop = await j.browser.context.newPage();
    await desktop.setViewportSize({ width: 1440, height: 900 });
    await desktop.goto(`${j.server.baseUrl}/#/student/login`);
    // The school code is remembered on this device.
    expect(await desktop.getByLabel('学校代码').inputValue()).toBe(SCHOOL_CODE);
    const demoNum = (await rowsOf(teacher, '学生账号列表').first().locator('td').first().innerText()).trim();
    await desktop.getByLabel('学号').fill(demoNum);
    await desktop.getByLabel('密码').fill('demo123456');
    await desktop.getByRole('button', { name: '登录' }).click();
    await desktop.waitForURL(/#\/student$/);
    await desktop.getByText('暂时没有要完成的任务').waitFor();
    await screenshot(desktop, 'student-home-1440');
    await desktop.getByRole('button', { name: '退出登录' }).click();
    await desktop.waitForURL(/#\/student\/login$/);
  });
});

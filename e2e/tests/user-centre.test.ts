/** 个人中心: a teacher edits the profile, changes the password and reads notices. */
import { describe, expect, it } from 'vitest';
import { chooseUserMenu, freshPage, loginAs, screenshot } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { expectFitsWidth } from '../support/layout.js';

const j = journey({ viewport: { width: 1280, height: 720 } });

describe('个人中心', () => {
  it('edits the profile; a bad phone number is refused with a clear message', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'maths1');
    await page.getByLabel('消息').waitFor();
    await chooseUserMenu(page, '个人中心');
    await page.waitForURL(/#\/user\/data$/);
    await page.getByLabel('手机号').fill('12345');
    await page.getByRole('button', { name: '保存资料' }).click();
    await page.getByText('手机号格式不正确，应为11位数字').waitFor();
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByLabel('姓名').fill('王老师');
    await page.getByRole('button', { name: '保存资料' }).click();
    await page.locator('.ant-message').getByText('保存成功').waitFor();
    await expect.poll(() => page.getByTestId('user-menu').innerText()).toContain('王老师');
    await page.reload();
    await expect.poll(() => page.getByLabel('手机号').inputValue()).toBe('13800138000');
    // This file runs at 1280×720: the profile page fits it.
    await expectFitsWidth(page, {
      'header menu': page.getByRole('menu', { name: '主菜单' }),
      'user menu': page.getByTestId('user-menu'),
      'phone field': page.getByLabel('手机号'),
      'save profile button': page.getByRole('button', { name: '保存资料' }),
      'new password field': page.getByLabel('新密码', { exact: true }),
      'change password button': page.getByRole('button', { name: '修改密码' }),
    });
    await screenshot(page, 'user-data-720');
  });

  it('changes the password after checking the old one', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'english1');
    await page.goto(`${j.server.baseUrl}/#/user/data`);
    await page.getByLabel('原密码').fill('not-the-password');
    await page.getByLabel('新密码', { exact: true }).fill('newpass2026');
    await page.getByLabel('确认新密码').fill('newpass2026');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.locator('.ant-message').getByText('原密码不正确').waitFor();

    await page.getByLabel('原密码').fill('demo123456');
    await page.getByLabel('确认新密码').fill('different2026');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('两次输入的新密码不一致').waitFor();

    await page.getByLabel('确认新密码').fill('newpass2026');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.locator('.ant-message').getByText('密码修改成功，其他设备上的登录已退出').waitFor();

    const fresh = await freshPage(j.browser);
    await loginAs(fresh, j.server.baseUrl, 'english1', 'newpass2026');
    await fresh.getByText('老师，您好').waitFor();
  });

  it('reads notices: opening one marks it read and lowers the unread count', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    // The bell's badge (考试标注 in the menu has a badge of its own).
    const badge = page.locator('.app-header .ant-badge').filter({ has: page.getByLabel('消息') }).locator('.ant-badge-count');
    await expect.poll(() => badge.innerText()).toBe('4');
    await page.getByLabel('消息').click();
    await page.waitForURL(/#\/user\/msg$/);
    await page.getByText('高一年级家长会时间调整').click();
    await page.getByText('原定于11月14日的高一年级家长会调整至11月21日下午3点').waitFor();
    await expect.poll(() => badge.innerText()).toBe('3');
    await expectFitsWidth(page, {
      'header menu': page.getByRole('menu', { name: '主菜单' }),
      'notice bell': page.getByLabel('消息'),
      'the notice read': page.getByText('原定于11月14日的高一年级家长会调整至11月21日下午3点'),
      'another notice': page.getByText('教研活动：试卷讲评课展示').first(),
    });
    await screenshot(page, 'user-msg-720');
  });
});

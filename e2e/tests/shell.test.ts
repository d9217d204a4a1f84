/** Journeys through the teacher shell, as a teacher would take them, in Debian's Chromium. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { authToken } from '../../apps/api/src/db/schema.js';
import { chooseSelectOption, chooseUserMenu, freshPage, loginAs, screenshot, tokenOf } from '../support/browser.js';
import { journey, loginToken } from '../support/journey.js';

const SENIOR = ['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'];
const JUNIOR = ['语文', '数学', '英语'];

const j = journey();
let page: Page;

async function expectSubjectOptions(p: Page, expected: string[]): Promise<void> {
  await p.getByLabel('当前学科').click();
  const options = p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect.poll(async () => (await options.allInnerTexts()).map((t) => t.trim())).toEqual(expected);
  await p.keyboard.press('Escape');
}

async function currentSubject(p: Page): Promise<string> {
  return (await p.locator('.subject-select .ant-select-content, .subject-select .ant-select-selection-item').first().innerText()).trim();
}

async function headerColor(p: Page): Promise<string> {
  return p.locator('.app-layout-header').evaluate((el) => getComputedStyle(el).backgroundColor);
}

describe('signing in with each demo account', () => {
  const cases = [
    { account: 'master', name: '周建国', subject: '数学', options: SENIOR },
    { account: 'leader1', subject: '英语', options: SENIOR },
    { account: 'head11', subject: '数学', options: SENIOR },
    { account: 'english1', subject: '英语', options: SENIOR },
    { account: 'maths1', subject: '数学', options: SENIOR },
    { account: 'junior1', subject: '英语', options: JUNIOR },
    { account: 'custom1', subject: '英语', options: ['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'] },
    { account: 'it1', subject: '信息技术', options: [...SENIOR, '信息技术'] },
  ];
  for (const c of cases) {
    it(`${c.account} sees the Chinese shell with the right menus and subjects`, async () => {
      page = await freshPage(j.browser);
      await loginAs(page, j.server.baseUrl, c.account);
      if (c.account === 'it1') {
        // Extended-subject teachers go to marking as home (spec section 6).
        await expect.poll(() => page.url()).toMatch(/#\/marking\/list$/);
      } else {
        await expect.poll(() => page.url()).toMatch(/#\/home$/);
        await page.getByText('老师，您好').waitFor();
      }
      if (c.name) expect(await page.getByTestId('user-menu').innerText()).toContain(c.name);
      const menu = page.getByRole('menu', { name: '主菜单' });
      // 组卷中心 (the maths and English paper libraries) only for those subjects (spec section 6).
      const paper = ['数学', '英语'].includes(c.subject) ? ['组卷中心'] : [];
      // 教务管理 (school administration) for the school master (docs/admin.md).
      const admin = c.account === 'master' ? ['教务管理'] : [];
      // 考试标注 for every teacher (its badge counts the exams waiting: left out here), 教学督导 for posts 3 and 5.
      const teaching = c.account === 'master' ? ['教学督导'] : [];
      // 英语资源 (vocabulary, writing) for English teachers only (spec section 6).
      const english = c.subject === '英语' ? ['英语资源'] : [];
      // 校本资源 (school papers) and 网课 (courses, hidden only in section 0) for every teacher; 联考 for every teacher too.
      const labels = (await menu.innerText()).split('\n').map((t) => t.trim()).filter(Boolean);
      expect(labels.filter((t) => !/^\d+$/.test(t))).toEqual(['首页', '学情分析', '网上阅卷', ...paper, '考试标注', ...teaching, ...english, '校本资源', '网课', '联考', ...admin]);
      expect(await currentSubject(page)).toBe(c.subject);
      await expectSubjectOptions(page, c.options);
      await expect.poll(() => page.locator('.app-footer').innerText()).toContain('友情链接');
      expect(await page.locator('.app-footer').innerText()).toContain(String(new Date().getFullYear()));
      await screenshot(page, `home-${c.account}`);
    });
  }
});

describe('the shell', () => {
  it('redirects / to /home and shows the loading text while the session loads', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    // Slow the first session call down so the loading state can be seen.
    await page.route('**/base/teacher/info', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto(`${j.server.baseUrl}/#/`);
    await page.reload();
    await page.getByText('正在加载，请稍后...').waitFor();
    await page.waitForURL(/#\/home$/);
    await page.getByText('老师，您好').waitFor();
    await page.unroute('**/base/teacher/info');
  });

  it('switching subject is kept in a cookie for 15 days and survives a reload', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    expect(await currentSubject(page)).toBe('数学');
    await chooseSelectOption(page, page.getByLabel('当前学科'), '英语');
    await expect.poll(() => currentSubject(page)).toBe('英语');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'subjectId');
    expect(cookie?.value).toBe('8');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14.9);
    expect(days).toBeLessThan(15.1);
    await page.reload();
    await page.getByText('老师，您好').waitFor();
    expect(await currentSubject(page)).toBe('英语');
  });

  it('a class teacher sees only their classes and cannot open another class of the grade', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    const tiles = page.locator('.clazz-tile-name');
    await tiles.first().waitFor();
    expect(await tiles.allInnerTexts()).toEqual(['高一(1)班', '高一(2)班']);
    await page.getByLabel('高一(1)班').click();
    await page.getByText('高一(1)班学生名单').waitFor();
    await expect.poll(() => page.locator('.ant-drawer .ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'students-head11');
    // Another class of the same grade, asked for directly through the API with the teacher's own token.
    const token = await tokenOf(page);
    const clazzes = await (await fetch(`${j.server.baseUrl}/base/clazz/send-print/1/3`, { headers: { authorization: `Bearer ${token}` } })).json();
    const third = clazzes.data.find((c: { clazzName: string }) => c.clazzName === '高一(3)班');
    const res = await fetch(`${j.server.baseUrl}/base/clazz/students/${third.clazzId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errCode: '40300', errMsg: '您没有查看该班级的权限', data: null });
  });

  it('home lists the recent exams and opens one in the class report', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    const recent = page.locator('.recent-exam');
    await expect.poll(() => recent.count()).toBe(5);
    expect(await recent.first().innerText()).toContain('高一第11周周测');
    await page.getByLabel('高一期中考试').click();
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    await page.getByText('高一期中考试').first().waitFor();
  });

  it('a grade leader can switch to every class of the grade', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.getByText('所管年级全部班级（8）').click();
    const tiles = page.locator('.clazz-tile-name');
    await expect.poll(() => tiles.count()).toBe(8);
    await page.getByLabel('高一(5)班').click();
    await page.getByText('高一(5)班学生名单').waitFor();
    await expect.poll(() => page.locator('.ant-drawer .ant-table-row').count()).toBeGreaterThan(0);
  });

  it('logout revokes the token on the server and returns to the login page', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'english1');
    const token = await tokenOf(page);
    await chooseUserMenu(page, '退出登录');
    await page.waitForURL(/#\/teacher_login$/);
    const res = await fetch(`${j.server.baseUrl}/base/teacher/info`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    await page.goto(`${j.server.baseUrl}/#/home`);
    await page.waitForURL(/#\/teacher_login$/);
  });

  it('an expired token sends the teacher to the login page', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'maths1');
    const token = await tokenOf(page);
    const { tokenHash } = await import('../../apps/api/src/modules/auth/tokens.js');
    await j.server.database.db.update(authToken).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authToken.tokenHash, tokenHash(token)));
    // A change made outside the API is in force once the token cache hears it (milliseconds on PostgreSQL).
    const refused = async () => (await fetch(`${j.server.baseUrl}/base/teacher/info`, { headers: { authorization: `Bearer ${token}` } })).status;
    await expect.poll(refused, { timeout: 2_000, interval: 10 }).toBe(401);
    await page.reload();
    await page.waitForURL(/#\/teacher_login$/);
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    // The teacher is told why they are here.
    await page.locator('.ant-message').getByText('登录已过期，请重新登录').waitFor();
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.ant-message-notice')).every((n) => n.getAnimations().length === 0));
    await screenshot(page, 'login-session-expired');
  });

  it('a forged token is refused the same way', async () => {
    page = await freshPage(j.browser);
    await page.goto(`${j.server.baseUrl}/#/token?token=forged-token-value`);
    await page.waitForURL(/#\/teacher_login$/);
  });

  it('a valid token handed over in the link signs that teacher in', async () => {
    const token = await loginToken(j, 'master');
    page = await freshPage(j.browser);
    await page.goto(`${j.server.baseUrl}/#/token?token=${encodeURIComponent(token)}`);
    await page.waitForURL(/#\/home$/);
    await page.getByText('老师，您好').waitFor();
    expect(await page.getByTestId('user-menu').innerText()).toContain('周建国');
    // The token is kept as the session: a reload stays signed in as the same teacher.
    expect(await tokenOf(page)).toBe(token);
    await page.reload();
    await page.getByText('老师，您好').waitFor();
    expect(await page.getByTestId('user-menu').innerText()).toContain('周建国');
  });

  it('a token handed over while another teacher is signed in switches to the new teacher, on the page asked for', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    const head = (await page.getByTestId('user-menu').innerText()).trim();
    expect(head).not.toContain('周建国');
    const token = await loginToken(j, 'master');
    await page.goto(`${j.server.baseUrl}/#/token?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent('/user/data')}`);
    await page.waitForURL(/#\/user\/data$/);
    await expect.poll(() => page.getByTestId('user-menu').innerText()).toContain('周建国');
    await expect.poll(() => page.getByLabel('姓名').inputValue()).toBe('周建国');
    expect(await tokenOf(page)).toBe(token);
  });

  it('a wrong password shows one clear message', async () => {
    page = await freshPage(j.browser);
    await page.goto(`${j.server.baseUrl}/#/teacher_login`);
    await page.getByLabel('账号').fill('head11');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('alert').getByText('账号或密码错误').waitFor();
    await page.getByLabel('账号').fill('no-such-teacher');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('alert').getByText('账号或密码错误').waitFor();
  });

  it('the school-branded school uses the blue theme, its logo and the blue favicon; the standard one teal', async () => {
    page = await freshPage(j.browser);
    await page.goto(`${j.server.baseUrl}/#/school_login?domain=mingde.demo.local`);
    await page.getByText('明德外国语学校').waitFor();
    await screenshot(page, 'school-login-custom');
    await page.getByLabel('账号').fill('custom1');
    await page.getByLabel('密码').fill('demo123456');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('老师，您好').waitFor();
    expect(await headerColor(page)).toBe('rgb(22, 119, 255)');
    expect(await page.locator('#favicon').getAttribute('href')).toContain('favicon-blue.svg');
    expect(await page.locator('.app-header-title').innerText()).toBe('明德外国语学校');
    expect(await page.locator('.app-header-logo').getAttribute('src')).toBe('/brand/mingde-logo.svg');
    await screenshot(page, 'home-custom1-branded');

    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    expect(await headerColor(page)).toBe('rgb(19, 168, 158)');
    expect(await page.locator('#favicon').getAttribute('href')).toContain('favicon-teal.svg');
  });

  it('a token failure on the school-branded login returns to the school login page', async () => {
    page = await freshPage(j.browser);
    await page.goto(`${j.server.baseUrl}/#/school_login?domain=mingde.demo.local`);
    await page.getByLabel('账号').fill('custom1');
    await page.getByLabel('密码').fill('demo123456');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('老师，您好').waitFor();
    await page.context().addCookies([{ name: 'loginToken', value: 'revoked', url: j.server.baseUrl }]);
    await page.reload();
    await page.waitForURL(/#\/school_login\?domain=mingde\.demo\.local$/);
    await page.getByText('明德外国语学校').waitFor();
  });
});

/**
 * Menus that do not contradict themselves: every entry a demo teacher is offered opens without a
 * refusal (403) from the server, a quick click in an area is not undone by the page it left, and
 * the browser tab names the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { freshPage, screenshot } from '../support/browser.js';
import { journey, loginToken } from '../support/journey.js';

const j = journey();

/** Signs in through the token hand-off (no login form: the walk stays fast) and waits for the shell. */
async function signIn(page: Page, account: string, redirect?: string): Promise<void> {
  const token = await loginToken(j, account);
  const to = redirect ? `&redirect=${encodeURIComponent(redirect)}` : '';
  await page.goto(`${j.server.baseUrl}/#/token?token=${encodeURIComponent(token)}${to}`);
  await page.getByTestId('user-menu').waitFor();
}

/**
 * Counts the page's requests in flight, so a step can wait until everything it started has
 * answered (Playwright's 'networkidle' only covers a document load, not a hash navigation).
 */
function trackRequests(page: Page): { idle: (quietMs?: number) => Promise<void> } {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    idle: async (quietMs = 120) => {
      // Quiet for a while: a page that answers one call with the next (a list, then its first item)
      // is done. A call that starts later still counts (the walk's last wait is longer), only under
      // the next step's name.
      let quietSince = Date.now();
      const start = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (inFlight > 0) quietSince = Date.now();
        if (Date.now() - start > 20_000) throw new Error(`requests still in flight after 20 s (${inFlight})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

/** The texts of the items of the antd menu named `name`. */
async function menuItems(page: Page, name: string): Promise<string[]> {
  const items = page.getByRole('menu', { name }).getByRole('menuitem');
  await items.first().waitFor();
  // An entry's first line: 考试标注 carries a badge with the count of exams waiting.
  return (await items.allInnerTexts()).map((t) => t.split('\n')[0]!.trim()).filter(Boolean);
}

/** The tabs of the first tab bar inside the page's content (the area's own sub-pages). */
async function contentTabs(page: Page): Promise<string[]> {
  const bar = page.locator('.app-content .ant-tabs-nav').first();
  if ((await bar.count()) === 0) return [];
  return (await bar.getByRole('tab').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

const DEMO_TEACHERS = ['master', 'leader1', 'leader3', 'head11', 'english1', 'maths1', 'junior1', 'custom1', 'it1'];

describe('every menu entry a demo teacher is offered opens without a refusal', () => {
  for (const account of DEMO_TEACHERS) {
    it(`${account}: header menu, area menus and their tabs answer no 403`, async () => {
      const page = await freshPage(j.browser);
      const net = trackRequests(page);
      const refused: string[] = [];
      let where = 'sign-in';
      page.on('response', (res: Response) => {
        if (res.status() === 403) refused.push(`${where}: ${res.request().method()} ${new URL(res.url()).pathname}`);
      });
      await signIn(page, account);
      await net.idle();

      for (const entry of await menuItems(page, '主菜单')) {
        where = entry;
        await page.getByRole('menu', { name: '主菜单' }).getByRole('menuitem', { name: entry }).click();
        await net.idle();
        // The area's own menu (学情分析导航, 网上阅卷导航) and the paper centre's second header.
        const areaMenu = { 学情分析: '学情分析导航', 网上阅卷: '网上阅卷导航', 英语资源: '英语资源导航', 校本资源: '校本资源导航' }[entry];
        const sections: { name: string; open: () => Promise<void> }[] = [];
        if (areaMenu) {
          for (const s of await menuItems(page, areaMenu)) {
            const menu = page.getByRole('menu', { name: areaMenu });
            sections.push({
              name: s,
              open: async () => {
                await menu.getByRole('menuitem', { name: s }).click();
                // The router renders the new page in a transition: until the menu marks the
                // section, the old page (and its tab bar) may still be on screen.
                await expect.poll(async () => (await menu.locator('.ant-menu-item-selected').innerText()).trim()).toBe(s);
              },
            });
          }
        }
        if (entry === '组卷中心') {
          const nav = page.getByRole('navigation', { name: '组卷中心导航' });
          for (const b of await nav.getByRole('button').all()) {
            if (await b.isDisabled()) continue;
            const s = (await b.innerText()).replace(/\s+/g, '');
            sections.push({
              name: s,
              open: async () => {
                await b.click();
                await expect.poll(() => b.getAttribute('aria-current')).toBe('page');
              },
            });
          }
        }
        for (const s of sections) {
          where = `${entry} > ${s.name}`;
          await s.open();
          await net.idle();
          for (const tab of await contentTabs(page)) {
            where = `${entry} > ${s.name} > ${tab}`;
            await page.locator('.app-content .ant-tabs-nav').first().getByRole('tab', { name: tab }).click();
            await net.idle();
          }
        }
      }
      // Whatever the last page started late has answered too.
      await net.idle(600);
      expect(refused).toEqual([]);
      // A long walk by design (every entry, section and tab of the account): more than one journey's time.
    }, 180_000);
  }
});

describe('a quick click in 学情分析 is not undone', () => {
  // The bounce came from the exam page completing its address once its lists had loaded: that
  // navigation cancelled the teacher's pending one. It depends on timing, so three fresh sessions.
  for (const session of [1, 2, 3]) {
    it(`opening the area and clicking 考试管理 at once stays on 考试管理 once everything has loaded (session ${session})`, async () => {
      const page = await freshPage(j.browser);
      const net = trackRequests(page);
      await signIn(page, 'head11');
      await net.idle();
      await page.getByRole('menu', { name: '主菜单' }).getByRole('menuitem', { name: '学情分析' }).click();
      await page.getByRole('menu', { name: '学情分析导航' }).getByRole('menuitem', { name: '考试管理' }).click();
      await net.idle();
      // Give a late effect of the page left behind its chance to navigate back.
      await page.waitForTimeout(500);
      await net.idle();
      expect(page.url()).toMatch(/#\/academic\/examgroup$/);
      await expect.poll(() => page.locator('.academic-nav .ant-menu-item-selected').innerText()).toBe('考试管理');
    });
  }
});

describe('what the teacher sees', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    it(`the menus of a subject teacher and of the master at ${viewport.width}×${viewport.height}`, async () => {
      const page = await freshPage(j.browser);
      await page.setViewportSize(viewport);
      const net = trackRequests(page);
      for (const account of ['english1', 'master']) {
        await signIn(page, account, '/academic/examgroup');
        await page.getByRole('menu', { name: '学情分析导航' }).waitFor();
        await net.idle();
        expect(await page.title()).toBe('考试管理 - 教师端');
        const academic = await menuItems(page, '学情分析导航');
        expect(academic.includes('成绩排名')).toBe(account === 'master');
        await screenshot(page, `menus-academic-${account}-${viewport.width}`);
        await page.getByRole('menu', { name: '主菜单' }).getByRole('menuitem', { name: '网上阅卷' }).click();
        await page.getByRole('menu', { name: '网上阅卷导航' }).waitFor();
        await net.idle();
        await screenshot(page, `menus-marking-${account}-${viewport.width}`);
      }
    });
  }

  it('a paper record detail that failed to load says so and offers 重试', async () => {
    const page = await freshPage(j.browser);
    const token = await loginToken(j, 'english1');
    // Whatever the paper, its detail call fails (a network failure, as a timeout ends).
    const paperId = 1;
    await page.route('**/paper/english/detail/**', (route) => route.abort());
    await page.goto(`${j.server.baseUrl}/#/token?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(`/testRecordsDetailsEN?paperId=${paperId}`)}`);
    await page.getByText('试卷加载失败').waitFor();
    await page.getByRole('button', { name: /重\s*试/ }).waitFor();
    expect(await page.title()).toBe('组卷记录 - 教师端');
    await screenshot(page, 'paper-detail-failed');
  });
});

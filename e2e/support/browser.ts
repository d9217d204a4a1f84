/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'demo123456';
const SHOTS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../screenshots');

export type Browser = { context: BrowserContext; close: () => Promise<void> };

export async function launch(viewport = { width: 1440, height: 900 }): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    locale: 'zh-CN',
    // The product turns its transitions and chart animations off for it (lib/reduced-motion.ts):
    // no step waits for one to end, and Chromium draws fewer frames.
    reducedMotion: 'reduce',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh page with no cookies from earlier tests. */
export async function freshPage(browser: Browser): Promise<Page> {
  await browser.context.clearCookies();
  for (const p of browser.context.pages()) await p.close();
  return browser.context.newPage();
}

export async function loginAs(page: Page, baseUrl: string, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/#/teacher_login`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/#\/(home|user|marking)/);
  await page.getByTestId('user-menu').waitFor();
}

/**
 * Chooses an item of the header's user menu (a dropdown that opens on a click). Waits for the
 * menu's opening animation to end before clicking: on a busy machine a click during the animation
 * can land while the item is still moving and do nothing.
 */
export async function chooseUserMenu(page: Page, item: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  const entry = page.getByRole('menuitem', { name: item });
  await entry.waitFor();
  await dropdownsSettled(page);
  await entry.click();
}

/** Waits until no antd dropdown (select list, menu) is in its opening or closing animation. */
export async function dropdownsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.ant-select-dropdown, .ant-dropdown')).every((d) => d.getAnimations().length === 0));
}

/** Waits until every antd Select list is closed (hidden) and done moving, e.g. after Escape. */
export async function dropdownsClosed(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.ant-select-dropdown')).every((d) => d.classList.contains('ant-select-dropdown-hidden') && d.getAnimations().length === 0));
}

/**
 * Waits until no antd modal is still zooming in or out: a click on a button of a dialog that is
 * still moving can land beside it (on the still-moving wrapper), and the dialog stays open.
 */
export async function modalsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.ant-modal, .ant-modal-mask')).every((d) => d.getAnimations().length === 0));
}

/**
 * Closes an antd dialog with its close button and waits until it is gone. Escape closes a dialog
 * only while the focus is inside it, and a button that turns to loading (开始对比, 重新生成) drops
 * the focus to the page: the dialog then stays open over everything.
 */
export async function closeModal(page: Page, modal: Locator): Promise<void> {
  await modalsSettled(page);
  await modal.locator('.ant-modal-close').first().click();
  await modal.waitFor({ state: 'hidden' });
  await modalsSettled(page);
}

/**
 * Chooses an option of an antd Select: opens it, waits for the list's opening animation to end
 * (a click on a still-moving option can miss, leaving the list open over the page), then clicks
 * the option.
 */
export async function chooseSelectOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const item = open.locator('.ant-select-item-option', { hasText: option }).first();
  await item.waitFor();
  await dropdownsSettled(page);
  await item.click();
}

/**
 * The option texts of an antd Select, read from its open list. Any other list still closing (a
 * page-size list just chosen, say) is waited out first, so its options are not read as this one's.
 */
export async function selectOptionTexts(page: Page, select: Locator): Promise<string[]> {
  await dropdownsSettled(page);
  await select.click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await options.first().waitFor();
  await dropdownsSettled(page);
  const texts = (await options.allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await dropdownsSettled(page);
  return texts;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The current token from the session cookie. */
export async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const c = cookies.find((x) => x.name === 'loginToken');
  if (!c) throw new Error('no loginToken cookie');
  return c.value;
}

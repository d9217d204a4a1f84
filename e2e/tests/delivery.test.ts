/**
 * Delivery of the web client as a teacher's browser receives it (issue 15): the first pages'
 * JavaScript arrives compressed and within a byte budget, and a returning teacher's browser
 * downloads no JavaScript again (hashed files are cached immutable). Sizes are the bytes on the
 * wire as Chromium reports them (brotli here); `npm run bench:web` prints the same figures in full.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, freshPage } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { recordTransfers, scriptsOf, summarise, type Transfer, type TransferRecorder } from '../support/transfer.js';

/**
 * Budgets of JavaScript on the wire. The targets are 200 kB (login) and 350 kB (/home);
 * these are the figures reached (245 kB and 428 kB on 2026-11-26, docs/performance.md) with a
 * little room, so the split stays guarded while the rest (antd's App and Form on the login page,
 * the home page's table) is worked on: see docs/performance.md, "Web client delivery".
 */
const LOGIN_JS_BUDGET = 260 * 1024;
const HOME_JS_BUDGET = 450 * 1024;
/** The build leaves files under 1 kB uncompressed (not worth a second request's bytes). */
const COMPRESS_THRESHOLD = 1024;

const j = journey();
let page: Page;
let recorder: TransferRecorder;

async function measure(step: () => Promise<void>): Promise<Transfer[]> {
  recorder.start();
  await step();
  await page.waitForLoadState('networkidle');
  return recorder.stop();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** Every script big enough to be compressed came brotli- or gzip-encoded. */
function expectCompressed(scripts: Transfer[]): void {
  const plain = scripts.filter((t) => !t.fromCache && t.decodedBytes > COMPRESS_THRESHOLD && !['br', 'gzip'].includes(t.encoding));
  expect(plain.map((t) => t.url)).toEqual([]);
}

describe('delivery of the web client', () => {
  it('loads the login page with compressed JavaScript within its budget', async () => {
    page = await freshPage(j.browser);
    recorder = await recordTransfers(page);
    const transfers = await measure(async () => {
      await page.goto(`${j.server.baseUrl}/#/teacher_login`);
      await page.getByLabel('账号').waitFor();
    });
    const scripts = scriptsOf(transfers);
    expect(scripts.length).toBeGreaterThan(0);
    expectCompressed(scripts);
    expect(scripts.some((t) => t.encoding === 'br')).toBe(true);
    const js = summarise(scripts);
    expect(js.encodedBodyBytes, `login page JavaScript ${kb(js.encodedBodyBytes)}`).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
    // Compression is real: far fewer bytes on the wire than the scripts' own size.
    expect(js.encodedBodyBytes).toBeLessThan(js.decodedBytes / 2);
    // Neither charts nor formulas on the login page.
    expect(scripts.map((t) => t.url).filter((u) => /echart|installCanvasRenderer|topic-view|katex/i.test(u))).toEqual([]);
  });

  it('opens /home after signing in, and /home alone with an empty cache within its budget', async () => {
    await measure(async () => {
      await page.getByLabel('账号').fill('maths1');
      await page.getByLabel('密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.waitForURL(/#\/home$/);
      await page.getByText('老师，您好').waitFor();
    });
    const cdp = await j.browser.context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.goto('about:blank');
    const transfers = await measure(async () => {
      await page.goto(`${j.server.baseUrl}/#/home`);
      await page.getByText('老师，您好').waitFor();
    });
    const scripts = scriptsOf(transfers);
    expect(scripts.every((t) => !t.fromCache)).toBe(true);
    expectCompressed(scripts);
    const js = summarise(scripts);
    expect(js.encodedBodyBytes, `/home JavaScript ${kb(js.encodedBodyBytes)}`).toBeLessThanOrEqual(HOME_JS_BUDGET);
  });

  it('downloads no JavaScript again when the teacher comes back (hashed files cached immutable)', async () => {
    await page.goto('about:blank');
    const transfers = await measure(async () => {
      await page.goto(`${j.server.baseUrl}/#/home`);
      await page.getByText('老师，您好').waitFor();
    });
    const scripts = scriptsOf(transfers);
    expect(scripts.length).toBeGreaterThan(0);
    // Not even a revalidation (304): the browser does not ask for them.
    expect(scripts.filter((t) => !t.fromCache).map((t) => `${t.url} ${t.status}`)).toEqual([]);
    // index.html itself is revalidated every time, so a new build is seen at once.
    const documents = transfers.filter((t) => t.type === 'Document');
    expect(documents.every((t) => !t.fromCache)).toBe(true);
    await recorder.detach();
  });
});

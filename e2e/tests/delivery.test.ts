/**
 * Delivery of the web client as a teacher's browser receives it (issue 15): the first pages'
 * JavaScript arrives compressed and within the byte budget, and a returning teacher's
 * browser downloads no JavaScript again (hashed files are cached immutable). The budget is in the
 * issue's unit, the scripts' size gzipped (the build's .gz copies of the files Chromium loaded; a
 * browser with brotli, as here, receives less); `npm run bench:web` prints the same figures in full.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, freshPage } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { recordTransfers, scriptsOf, summarise, type Transfer, type TransferRecorder } from '../support/transfer.js';

/**
 * The budgets of JavaScript, gzipped: the login page 200 kB, the first screen after
 * login (/home opened directly, empty cache) 350 kB. See docs/performance.md, "Web client
 * delivery", for what weighs and what was done to get there.
 */
const LOGIN_JS_BUDGET = 200 * 1024;
const HOME_JS_BUDGET = 350 * 1024;
/** The web client the e2e server serves (e2e/support/server.ts). */
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
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

/** The scripts' size as the build's gzip copies weigh (a file under the threshold has none: its own size). */
function gzipBytes(scripts: Transfer[]): number {
  return scripts.reduce((sum, t) => {
    const file = path.join(WEB_DIST, decodeURIComponent(new URL(t.url).pathname));
    const size = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
    return sum + size;
  }, 0);
}

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
    const gzipped = gzipBytes(scripts);
    expect(gzipped, `login page JavaScript ${kb(gzipped)} gzipped`).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
    // What Chromium received (brotli) is no more than that.
    expect(js.encodedBodyBytes).toBeLessThanOrEqual(gzipped);
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
    const gzipped = gzipBytes(scripts);
    expect(gzipped, `/home JavaScript ${kb(gzipped)} gzipped`).toBeLessThanOrEqual(HOME_JS_BUDGET);
    expect(summarise(scripts).encodedBodyBytes).toBeLessThanOrEqual(gzipped);
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

/** Each failure of spec section 8, as the teacher sees it on the home page's counters call. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshPage, loginAs } from '../support/browser.js';
import { journey } from '../support/journey.js';

const j = journey();

const COUNTERS = '**/base/teacher/business/data**';

async function homeWith(handler: Parameters<Page['route']>[1], opts: { clock?: boolean } = {}): Promise<Page> {
  const page = await freshPage(j.browser);
  await loginAs(page, j.server.baseUrl, 'head11');
  if (opts.clock) await page.clock.install();
  await page.route(COUNTERS, handler);
  await page.reload();
  return page;
}

async function noticeText(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message').getByText(text).waitFor({ timeout: 10_000 });
}

describe('spec section 8 messages', () => {
  it('HTTP 503', async () => {
    const page = await homeWith((r) => r.fulfill({ status: 503, body: 'Service Unavailable' }));
    await noticeText(page, '请求的服务不可用');
  });

  it('HTTP 404', async () => {
    const page = await homeWith((r) => r.fulfill({ status: 404, body: 'Not Found' }));
    await noticeText(page, '请求的服务地址不存在');
  });

  it('HTTP 500', async () => {
    const page = await homeWith((r) => r.fulfill({ status: 500, body: '<html>Internal Server Error</html>' }));
    await noticeText(page, '服务器出了点问题，请稍后再试');
  });

  it('network error', async () => {
    const page = await homeWith((r) => r.abort('internetdisconnected'));
    await noticeText(page, '网络异常，请检查网络连接后稍后再试');
  });

  it('timeout after 5 minutes', async () => {
    const page = await homeWith(() => undefined, { clock: true });
    await page.getByText('老师，您好').waitFor();
    // The installed clock also runs on by itself: 290 s leaves a loaded machine 10 s of margin.
    await page.clock.runFor(290_000);
    expect(await page.locator('.ant-message').getByText('当前网络不佳，请稍后再试').count()).toBe(0);
    await page.clock.runFor(11_000);
    await noticeText(page, '当前网络不佳，请稍后再试');
  });

  it('a business error shows its errMsg; errCode 10000 is silent', async () => {
    const page = await homeWith((r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errCode: '40900', errMsg: '数据已被他人修改，请刷新后重试', data: null }) }));
    await noticeText(page, '数据已被他人修改，请刷新后重试');

    const silent = await homeWith((r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errCode: '10000', errMsg: '不应显示的消息', data: null }) }));
    await silent.getByText('老师，您好').waitFor();
    await silent.waitForTimeout(800);
    expect(await silent.getByText('不应显示的消息').count()).toBe(0);
  });

  it('token wording in a response redirects to the login page', async () => {
    const page = await homeWith((r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errCode: '99999', errMsg: '登录失效，请重新登录', data: null }) }));
    await page.waitForURL(/#\/teacher_login$/);
  });
});

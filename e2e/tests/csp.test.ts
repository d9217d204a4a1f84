/**
 * The built client works under the server's Content-Security-Policy (docs/ARCHITECTURE.md,
 * "Security headers"): the login page, home, the grade comparison's charts, the marking screen with
 * its answer image (a blob: URL) and Swagger UI at /docs load and show what a teacher expects, and
 * Chromium reports no CSP violation on any of them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { exam, examGroup, markingGroup, teacher } from '../../apps/api/src/db/schema.js';
import { DEMO_MATHS_MARKING_EXAM as MATHS } from '../../apps/api/src/seed/demo-marking.js';
import { freshPage, loginAs } from '../support/browser.js';
import { journey, loginToken } from '../support/journey.js';

const j = journey();

/** Violations seen by the page (securitypolicyviolation events) and Chromium's console "Refused to …" errors. */
type Watched = { page: Page; violations: () => Promise<string[]> };

async function watchedPage(): Promise<Watched> {
  const page = await freshPage(j.browser);
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) console.push(m.text());
  });
  // Runs before the page's own scripts in every document (init scripts are not subject to the page's CSP).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    page,
    violations: async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))],
  };
}

let current: Watched | undefined;
afterEach(async () => {
  if (current) expect(await current.violations()).toEqual([]);
  current = undefined;
});

describe('the client under the Content-Security-Policy', () => {
  beforeAll(async () => {
    // The page really is served with the policy the journeys below run under.
    const res = await fetch(`${j.server.baseUrl}/`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('the login page and home', async () => {
    current = await watchedPage();
    await loginAs(current.page, j.server.baseUrl, 'master');
    await current.page.getByText('老师，您好').waitFor();
  });

  it('the grade comparison draws its charts', async () => {
    current = await watchedPage();
    const { page } = current;
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.goto(`${j.server.baseUrl}/#/academic`);
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    await page.getByRole('tab', { name: '年级对比' }).click();
    await page.waitForURL(/gradecompare\?/);
    await expect.poll(() => page.locator('canvas').count()).toBeGreaterThan(0);
  });

  it('the marking screen shows the answer image', async () => {
    const ids = await j.server.database.db.select({ id: teacher.id }).from(teacher).where(inArray(teacher.account, ['maths1', 'head11']));
    const [g] = await j.server.database.db
      .select({ id: markingGroup.id })
      .from(markingGroup)
      .innerJoin(exam, eq(exam.id, markingGroup.examId))
      .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
      .where(and(eq(examGroup.name, MATHS), eq(markingGroup.name, '第9题')));
    const res = await fetch(`${j.server.baseUrl}/marking/group/${g!.id}/assign`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await loginToken(j, 'leader1')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ assignMode: 'free', markers: ids.map((t) => ({ teacherId: t.id })) }),
    });
    const assigned = (await res.json()) as { errCode: string; errMsg: string };
    expect(assigned, assigned.errMsg).toMatchObject({ errCode: '00' });

    current = await watchedPage();
    const { page } = current;
    await loginAs(page, j.server.baseUrl, 'maths1');
    await page.goto(`${j.server.baseUrl}/#/marking/task/${g!.id}`);
    const image = page.getByRole('img', { name: /^试卷号\d+的答题图片$/ });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  it('Swagger UI at /docs renders the API', async () => {
    current = await watchedPage();
    await current.page.goto(`${j.server.baseUrl}/docs/`);
    await current.page.locator('.swagger-ui .opblock').first().waitFor();
    expect(await current.page.locator('.swagger-ui .opblock').count()).toBeGreaterThan(100);
  });
});

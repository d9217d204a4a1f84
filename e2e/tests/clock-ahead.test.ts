/**
 * The demo on any date: the demo school is seeded, served and shown with every clock (the seed's,
 * the server's and the browser's) a year ahead of the machine's. What a teacher sees must come from
 * the demo's own history (seed/clock.ts), never from the day it was seeded or the day it is viewed:
 * home's recent exams, the class trend, the semester the pages choose, and the dates of paper records.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gt, inArray, max } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { examGroup, finePaper, notice, paperRecord, school } from '../../apps/api/src/db/schema.js';
import { hashPassword } from '../../apps/api/src/modules/auth/password.js';
import { DEMO_NOW, demoDaysAgo } from '../../apps/api/src/seed/clock.js';
import { DEMO_JOINT_COLLECTING, DEMO_JOINT_FINISHED } from '../../apps/api/src/seed/demo-district.js';
import { DEMO_PASSWORD, DEMO_SCHOOL_DOMAIN, CUSTOM_SCHOOL_DOMAIN, seedDemo } from '../../apps/api/src/seed/demo-school.js';
import { createLocalStorage } from '../../apps/api/src/storage/storage.js';
import { createEmptyTestDatabase } from '../../apps/api/test/support/test-db.js';
import { freshPage, launch, loginAs, screenshot, type Browser } from '../support/browser.js';
import { apiAs, rowsOf, type Journey } from '../support/journey.js';
import { startServer, type RunningServer } from '../support/server.js';

const YEAR_MS = 366 * 86_400_000;
/** A year after the machine's clock (and so at least a year after the demo's clock). */
const AHEAD = new Date(Math.max(Date.now(), DEMO_NOW.getTime()) + YEAR_MS);

const isoDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

let server: RunningServer | undefined;
let browser: Browser | undefined;
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-clock-ahead-'));
const j: Journey = {
  get server() {
    return server!;
  },
  get browser() {
    return browser!;
  },
  tmp: filesDir,
};

beforeAll(async () => {
  // This process's clock (the seed, the API and, on PGlite, the database) runs from AHEAD on.
  vi.useFakeTimers({ toFake: ['Date'], now: AHEAD, shouldAdvanceTime: true });
  expect(new Date().getFullYear()).toBe(AHEAD.getFullYear());
  const database = await createEmptyTestDatabase();
  const hash = await hashPassword(DEMO_PASSWORD);
  const seeded = await seedDemo(database.db, createLocalStorage(filesDir), async () => hash);
  // 育才, 明德 and the four schools of their district (demo-district.ts).
  expect(seeded.created).toHaveLength(6);
  server = await startServer({ database, filesDir });
  browser = await launch();
  // And the browser's.
  await browser.context.clock.install({ time: AHEAD });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  vi.useRealTimers();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('the demo seeded and viewed a year ahead', () => {
  it('writes no date after the demo clock, whatever day it is seeded', async () => {
    const db = j.server.database.db;
    const schools = await db.select({ id: school.id }).from(school).where(inArray(school.domain, [DEMO_SCHOOL_DOMAIN, CUSTOM_SCHOOL_DOMAIN]));
    expect(schools).toHaveLength(2);
    const [exams] = await db.select({ last: max(examGroup.examDate), n: max(examGroup.id) }).from(examGroup);
    expect(exams!.n).not.toBeNull();
    expect(exams!.last! <= isoDay(DEMO_NOW)).toBe(true);
    const [records] = await db.select({ last: max(paperRecord.createdAt), sent: max(paperRecord.sentAt) }).from(paperRecord);
    expect(records!.last).not.toBeNull();
    expect(records!.last!.getTime()).toBeLessThanOrEqual(DEMO_NOW.getTime());
    expect(records!.sent!.getTime()).toBeLessThanOrEqual(DEMO_NOW.getTime());
    expect(await db.select({ id: finePaper.id }).from(finePaper).where(gt(finePaper.createdAt, DEMO_NOW))).toEqual([]);
    expect((await db.select({ id: finePaper.id }).from(finePaper).limit(1)).length).toBe(1);
    const [notices] = await db.select({ last: max(notice.publishedAt) }).from(notice);
    expect(notices!.last!.getTime()).toBeLessThanOrEqual(DEMO_NOW.getTime());
  });

  it('home lists the newest exams of the demo, and the page runs on the year-ahead clock', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(AHEAD.getFullYear());
    const recent = page.locator('.recent-exam');
    await expect.poll(() => recent.count()).toBe(5);
    expect(await recent.first().innerText()).toContain('高一第11周周测');
    // The footer's year is the viewing day's (the one date that should follow the clock).
    expect(await page.locator('.app-footer').innerText()).toContain(String(AHEAD.getFullYear()));
    await screenshot(page, 'clock-ahead-home-head11');
  });

  it('the class trend shows the current semester of the demo, up to its newest exam', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.goto(`${j.server.baseUrl}/#/academic/examgroup`);
    await page.getByRole('menu', { name: '学情分析导航' }).getByText('班级关注').click();
    await page.waitForURL(/#\/academic\/classfocus\/classtrend\?clazzId=\d+/);
    const clazzId = Number(new URL(page.url().replace('#/', '')).searchParams.get('clazzId'));
    const expected = await apiAs<{ name: string }[]>(j, page, `/academic/clazz/trend?clazzId=${clazzId}&subjectId=3`);
    // The current semester's maths exams with scores: 第2周周测 … 第11周周测, with the district's two
    // joint exams (11-06 and 11-09, the school's own 联考 exams) among them: eight sittings.
    expect(expected.map((e) => e.name)).toEqual(['高一第2周周测', '高一9月月考', '高一第6周周测', '高一10月月考', DEMO_JOINT_FINISHED, DEMO_JOINT_COLLECTING, '高一期中考试', '高一第11周周测']);
    const rows = rowsOf(page, '班级走势表');
    await expect.poll(() => rows.count()).toBe(expected.length);
    const texts = await rows.allInnerTexts();
    expected.forEach((e, i) => expect(texts[i]).toContain(e.name));
  });

  it('history chooses the semester before the current one, not one by the calendar', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.goto(`${j.server.baseUrl}/#/academic/examhistory/list`);
    await expect.poll(() => page.getByLabel('学期', { exact: true }).locator('..').innerText()).toContain('2025-2026学年第二学期');
    const rows = rowsOf(page, '历史考试列表');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    expect((await rows.allInnerTexts()).some((t) => t.includes('高一期末考试'))).toBe(true);
  });

  it('paper records keep the dates the demo gave them', async () => {
    const page: Page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'english1');
    await page.goto(`${j.server.baseUrl}/#/testrecordsen`);
    const rows = rowsOf(page, '组卷记录列表');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const texts = await rows.allInnerTexts();
    // Newest first: the record being edited (two days before the demo clock), then the paper sent a week before.
    expect(texts[0]).toContain('（改编）');
    expect(texts[0]).toContain(isoDay(demoDaysAgo(2)));
    expect(texts[1]).toContain(isoDay(demoDaysAgo(7)));
    expect(texts.join('\n')).not.toContain(isoDay(AHEAD));
    await screenshot(page, 'clock-ahead-records-english1');
  });
});

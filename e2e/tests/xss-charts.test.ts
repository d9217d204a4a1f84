/**
 * No script runs from data (issue 15): class, exam, knowledge-point, student and teacher names carrying HTML
 * are shown as text in the charts' tooltips, in Debian's Chromium. The names are changed in this
 * file's own database before any page opens; every chart is hovered until its tooltip shows the
 * hostile name, and the page must have opened no dialog, built no <img> from the name and run none
 * of its handlers.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { freshPage, loginAs } from '../support/browser.js';
import { journey, loginToken } from '../support/journey.js';
import { clazz, exam, examGroup, markingGroup, student } from '../../apps/api/src/db/schema.js';
import { DEMO_MATHS_MARKING_EXAM } from '../../apps/api/src/seed/demo-marking.js';

const j = journey();

/**
 * Run as an <img> element, the handler would set window.__xss; shown as text it does nothing. The
 * server's Content-Security-Policy (script-src-attr 'none') blocks such handlers as well, so the
 * test also asserts what only the escaping gives: the name as text and no <img> in the tooltip.
 */
const PAYLOAD = '<img src=x onerror=window.__xss=1>';

type Watched = { page: Page; dialogs: string[] };

async function watchedPage(account: string): Promise<Watched> {
  const page = await freshPage(j.browser);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await loginAs(page, j.server.baseUrl, account);
  return { page, dialogs };
}

/** The chart's own elements other than the canvas layer: ECharts' HTML tooltip. */
const tooltipText = (chart: Locator) => chart.evaluate((el) => Array.from(el.children).slice(1).map((c) => c.textContent ?? '').join('\n'));

/**
 * Sweeps the mouse across the middle of the chart, left to right, until its tooltip shows
 * `expected` (ECharts 6 sizes the plot area to fit the axis labels, so where the points lie is not
 * known here). Returns the tooltip's text.
 */
async function hover(chart: Locator, expected: string): Promise<string> {
  const canvas = chart.locator('canvas').first();
  await canvas.waitFor();
  await chart.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  let text = '';
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (let f = 0.04; f < 0.97; f += 0.03) {
      await canvas.hover({ position: { x: box.width * f, y: box.height / 2 } });
      text = await tooltipText(chart);
      if (text.includes(expected)) return text;
    }
  }
  throw new Error(`no tooltip with ${JSON.stringify(expected)} on the chart; the last one read ${JSON.stringify(text)}`);
}

/** The chart of the card whose title starts with `title`. */
const cardChart = (title: string) => `xpath=//div[contains(@class,"ant-card-head-title")][starts-with(normalize-space(.),"${title}")]/ancestor::div[contains(concat(" ",@class," ")," ant-card ")][1]//div[@role="img"]`;

/** Nothing ran: no dialog, no handler, and no element made from a name inside the chart. */
async function expectNothingRan(w: Watched, chart: Locator): Promise<void> {
  expect(w.dialogs).toEqual([]);
  expect(await w.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await chart.locator('img').count()).toBe(0);
}

beforeAll(async () => {
  const db = j.server.database.db;
  // A school that imports its own names: one class, every exam, every knowledge point, the
  // students of 高一(1)班 and the marker head11 carry the payload.
  await db.execute(sql`update clazz set name = name || ${PAYLOAD} where name = '高一(1)班'`);
  await db.execute(sql`update exam_group set name = left(name, 60) || ${PAYLOAD}`);
  // Knowledge points first: the charts cut long point names to their first 9 characters.
  await db.execute(sql`update knowledge_point set name = ${PAYLOAD} || left(name, 60)`);
  await db.execute(sql`update teacher set name = left(name, 10) || ${PAYLOAD} where account = 'head11'`);
  await db.execute(sql`update student set name = left(name, 10) || ${PAYLOAD} where clazz_id in (select id from clazz where name like '高一(1)班%')`);
});

describe('hostile names in the academic charts are shown as text', () => {
  it('grade compare: the box plot and the averages show the class name as text (leader1)', async () => {
    const w = await watchedPage('leader1');
    await w.page.goto(`${j.server.baseUrl}/#/academic`);
    await w.page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    await w.page.getByRole('tab', { name: '年级对比' }).click();
    await w.page.waitForURL(/gradecompare\?/);
    // 高一(1)班 is the first of 8 classes.
    // ECharts' aria module names these two charts itself: find them by their cards.
    const box = w.page.locator(cardChart('各班分数分布'));
    expect(await hover(box, `高一(1)班${PAYLOAD}`)).toContain('最高分');
    await expectNothingRan(w, box);
    const averages = w.page.locator(cardChart('各班平均分（'));
    await hover(averages, `高一(1)班${PAYLOAD}`);
    await expectNothingRan(w, averages);
  });

  it('grade trend: every class is a line named in the tooltip (leader1)', async () => {
    const w = await watchedPage('leader1');
    await w.page.goto(`${j.server.baseUrl}/#/academic/trend`);
    const chart = w.page.getByRole('img', { name: /走势：/ });
    await hover(chart, `高一(1)班${PAYLOAD}`);
    await expectNothingRan(w, chart);
  });

  it('class trend, knowledge points and a student’s score trend name exams and points as text (head11)', async () => {
    const w = await watchedPage('head11');
    const db = j.server.database.db;
    const [c] = await db.select({ id: clazz.id }).from(clazz).where(eq(clazz.name, `高一(1)班${PAYLOAD}`));
    const clazzId = c!.id;

    await w.page.goto(`${j.server.baseUrl}/#/academic/classfocus/classtrend?clazzId=${clazzId}`);
    const average = w.page.getByRole('img', { name: /平均分走势/ });
    await hover(average, PAYLOAD);
    await expectNothingRan(w, average);

    await w.page.goto(`${j.server.baseUrl}/#/academic/classfocus/exampoint?clazzId=${clazzId}`);
    const points = w.page.getByRole('img', { name: /知识点掌握率/ });
    // The chart cuts point names to their first 9 characters.
    await hover(points, '<img src=…');
    await expectNothingRan(w, points);

    const [st] = await db.select({ id: student.id }).from(student).where(eq(student.clazzId, clazzId)).orderBy(asc(student.id)).limit(1);
    await w.page.goto(`${j.server.baseUrl}/#/academic/studentanalyse/scoreTrend?clazzId=${clazzId}&studentId=${st!.id}`);
    const score = w.page.getByRole('img', { name: /得分走势/ });
    await hover(score, PAYLOAD);
    await expectNothingRan(w, score);
  });

  it('marking distribution: the marker’s line is named with the teacher’s name as text (leader1)', async () => {
    const db = j.server.database.db;
    const [g] = await db
      .select({ id: markingGroup.id, examId: exam.id })
      .from(markingGroup)
      .innerJoin(exam, eq(exam.id, markingGroup.examId))
      .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
      .where(and(eq(examGroup.name, `${DEMO_MATHS_MARKING_EXAM}${PAYLOAD}`), eq(markingGroup.name, '第9题')));
    // head11 marks three answers of 第9题 through the API.
    const token = await loginToken(j, 'head11');
    const call = async <T>(path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${j.server.baseUrl}${path}`, { method: body ? 'POST' : 'GET', headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      const env = (await res.json()) as { errCode: string; errMsg: string; data: T };
      expect(env.errCode, env.errMsg).toBe('00');
      return env.data;
    };
    for (const score of [6, 9, 12]) {
      const next = await call<{ item: { slotId: number } | null }>(`/marking/group/${g!.id}/next`);
      await call('/marking/submit', { slotId: next.item!.slotId, scores: [score] });
    }

    const w = await watchedPage('leader1');
    await w.page.goto(`${j.server.baseUrl}/#/marking/progress?examId=${g!.examId}`);
    const card = w.page.getByLabel('题组 第9题 进度');
    await card.getByRole('button', { name: /评分分布/ }).click();
    const chart = card.locator('.mk-chart [role="img"]');
    await hover(chart, PAYLOAD);
    await expectNothingRan(w, chart);
  });
});

/**
 * 教学督导 (issue 17, docs/teaching.md): the school master opens it from the header menu, reads
 * 学情概况 (table, trend chart, weakest knowledge points), filters by grade (the filter stays when
 * switching screens), opens a teacher's records on 教师工作 and downloads the table, looks at the
 * value-added charts and matrix on 教学质量 and downloads them; an empty period says so. The 高三
 * grade leader (post 3) sees only 高三, at 1280×720. Screenshots in e2e/screenshots.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { chooseSelectOption, freshPage, launch, loginAs, screenshot, selectOptionTexts } from '../support/browser.js';
import type { TTeachingQuality, TTeachingStudy, TTeachingTeachers } from '@app/contract';
import { apiAs, journey, rowsOf } from '../support/journey.js';

const j = journey({ scratch: 'e2e-teaching-' });

/** The first visit builds the reports of the period that were never opened (docs/teaching.md). */
const FIRST_LOAD = 80_000;

async function downloadWorkbook(page: Page, name: string): Promise<{ file: string; wb: ExcelJS.Workbook }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /下载Excel/ }).click()]);
  const file = download.suggestedFilename();
  const saved = path.join(j.tmp, name);
  await download.saveAs(saved);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(saved) as unknown as ArrayBuffer);
  return { file, wb };
}

const cells = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);

describe('教学督导', () => {
  it('the master reads 学情概况, filters by grade, opens a teacher’s records and the quality charts, and downloads both tables', { timeout: 200_000 }, async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'master');
    await page.getByRole('menu', { name: '主菜单' }).getByText('教学督导').click();
    await page.waitForURL(/#\/teaching\/study/);
    const nav = page.getByRole('menu', { name: '教学督导导航' });
    expect((await nav.getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(['学情概况', '教师工作', '教学质量']);

    // 学情概况: the exams of the current semester, the trend and the weakest knowledge points.
    await rowsOf(page, '考试成绩').first().waitFor({ timeout: FIRST_LOAD });
    await page.getByRole('img', { name: '成绩趋势图' }).waitFor();
    await page.getByText('薄弱知识点（得分率最低）').waitFor();
    expect(await rowsOf(page, '薄弱知识点').count()).toBeGreaterThan(0);
    await screenshot(page, 'teaching-study-1440');

    // Only 高三: the address keeps the filter, every exam row is 高三's.
    await chooseSelectOption(page, page.getByLabel('年级'), '高三');
    await page.keyboard.press('Escape');
    await page.waitForURL(/grades=\d+/);
    await rowsOf(page, '考试成绩').first().filter({ hasText: '高三' }).waitFor();
    const gradeCells = await rowsOf(page, '考试成绩').locator('td:nth-child(3)').allInnerTexts();
    expect(new Set(gradeCells.map((t) => t.trim()))).toEqual(new Set(['高三']));
    // 按周: one bucket per week.
    await page.getByText('按周').click();
    await page.waitForURL(/cycleType=week/);

    // 教师工作: the filter stays; a teacher's drawer; the Excel file.
    await nav.getByText('教师工作').click();
    await page.waitForURL(/#\/teaching\/teacher\?.*grades=\d+/);
    const teacherRows = rowsOf(page, '教师工作');
    await teacherRows.first().waitFor({ timeout: FIRST_LOAD });
    const firstTeacher = (await teacherRows.first().locator('td').first().innerText()).trim();
    await teacherRows.first().getByRole('button', { name: firstTeacher }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`${firstTeacher}的工作明细`).waitFor();
    await drawer.getByRole('tab', { name: /考试分析（\d+场）/ }).waitFor();
    await screenshot(page, 'teaching-teacher-drawer-1440');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await screenshot(page, 'teaching-teacher-1440');
    const teachers = await downloadWorkbook(page, 'teachers.xlsx');
    expect(teachers.file).toMatch(/^教师工作_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const ws = teachers.wb.getWorksheet('教师工作')!;
    expect(cells(ws.getRow(2)).slice(0, 7)).toEqual(['教师', '任教学科', '任教班级', '分析考试数', '标注考试数', '阅卷量', '仲裁量']);
    // Every teacher of the table, not only its first page.
    const total = Number(/共 (\d+) 位教师/.exec(await page.getByText(/共 \d+ 位教师/).innerText())?.[1]);
    expect(total).toBeGreaterThan(await teacherRows.count());
    expect(ws.rowCount - 2).toBe(total);
    expect(cells(ws.getRow(3))[0]).toBe(firstTeacher);

    // 教学质量: the charts, the matrix and the value-added table; the Excel file.
    await nav.getByText('教学质量').click();
    await page.waitForURL(/#\/teaching\/quality/);
    await rowsOf(page, '增值评价').first().waitFor({ timeout: FIRST_LOAD });
    await page.getByRole('img', { name: '班级均值Z走势图' }).waitFor();
    await page.getByRole('img', { name: '班级增值柱状图' }).waitFor();
    expect(await rowsOf(page, '教师×考试均值Z').count()).toBeGreaterThan(1);
    await screenshot(page, 'teaching-quality-1440');
    const quality = await downloadWorkbook(page, 'quality.xlsx');
    expect(quality.wb.worksheets[0]!.name).toBe('增值评价');
    expect(cells(quality.wb.worksheets[0]!.getRow(2)).slice(0, 8)).toEqual(['年级', '学科', '班级', '任课教师', '考试次数', '首次均值Z', '末次均值Z', '增值']);
    expect(quality.wb.worksheets.length).toBeGreaterThan(1);
    expect(cells(quality.wb.worksheets[0]!.getRow(3))[0]).toBe('高三');

    // A period without exams.
    await page.goto(`${j.server.baseUrl}/#/teaching/study?startTime=2026-12-25&endTime=2026-12-31`);
    await page.getByText('所选范围内没有考试').waitFor();
    await page.close();
  });

  it('the 高三 grade leader sees only 高三 (1280×720)', { timeout: 200_000 }, async () => {
    const small = await launch({ width: 1280, height: 720 });
    try {
      const page = await freshPage(small);
      await loginAs(page, j.server.baseUrl, 'leader3');
      await page.getByRole('menu', { name: '主菜单' }).getByText('教学督导').click();
      await page.waitForURL(/#\/teaching\/study/);
      await rowsOf(page, '考试成绩').first().waitFor({ timeout: FIRST_LOAD });
      await page.getByRole('img', { name: '成绩趋势图' }).waitFor();
      await screenshot(page, 'teaching-study-leader-1280');
      expect(await selectOptionTexts(page, page.getByLabel('年级'))).toEqual(['高三']);
      await page.getByRole('menu', { name: '教学督导导航' }).getByText('教学质量').click();
      await rowsOf(page, '增值评价').first().waitFor({ timeout: FIRST_LOAD });
      await screenshot(page, 'teaching-quality-leader-1280');
    } finally {
      await small.close();
    }
  });

  it('the demo school’s current semester fills every screen: exams, tagged points, papers, collections, warnings', { timeout: 200_000 }, async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'master');
    const study = await apiAs<TTeachingStudy>(j, page, '/teaching/study');
    expect(study.summary.examCount).toBeGreaterThan(100);
    expect(study.weakPoints.length).toBeGreaterThan(0);
    const teachers = await apiAs<TTeachingTeachers>(j, page, '/teaching/teacher');
    const some = (pick: (r: TTeachingTeachers['rows'][number]) => number) => teachers.rows.filter((r) => pick(r) > 0).length;
    // Marking is left out: the demo's two exams in online marking have no mark submitted yet (seed/demo-marking.ts).
    expect({ analysed: some((r) => r.examsAnalysed) > 0, tagged: some((r) => r.examsTagged) > 0, papers: some((r) => r.papersMade) > 0, collected: some((r) => r.questionsCollected) > 0 }).toEqual({
      analysed: true,
      tagged: true,
      papers: true,
      collected: true,
    });
    const quality = await apiAs<TTeachingQuality>(j, page, '/teaching/quality');
    expect(quality.rows.some((r) => r.flagged)).toBe(true);
    expect(quality.rows.some((r) => r.teacherNames.length > 0)).toBe(true);
    await page.close();
  });

  it('a subject teacher has no 教学督导 menu and is refused the data', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'maths1');
    await page.getByRole('menu', { name: '主菜单' }).waitFor();
    expect(await page.getByRole('menu', { name: '主菜单' }).getByText('教学督导').count()).toBe(0);
    await page.goto(`${j.server.baseUrl}/#/teaching/study`);
    await page.getByText('只有年级组长（教学督导）和校长可以查看教学督导').first().waitFor();
    await page.close();
  });
});

/**
 * 联考 end to end (docs/joint.md) on the demo district:
 * - the organiser (育才's master) opens 联考 from the header, sees each school's upload state of the
 *   exam still collecting, saves a grading line, and reads the released exam's report with every
 *   school by name;
 * - 滨江's master answers the pending invitation with 参加;
 * - 明德's master reads the released report in anonymous mode: its own name, the others 学校A…;
 * - 育才's grade leader imports 英语 for the exam still collecting through the school's own import;
 * - a class teacher (head11) sees only their classes and students, and other schools' top students without names.
 * Screenshots at 1440×900 and 1280×720.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_JOINT_COLLECTING, DEMO_JOINT_FINISHED } from '../../apps/api/src/seed/demo-district.js';
import { freshPage, loginAs, modalsSettled, screenshot, tokenOf } from '../support/browser.js';
import { journey, rowsOf } from '../support/journey.js';

const j = journey({ scratch: 'e2e-joint-', viewport: { width: 1440, height: 900 } });
const SCHOOLS = ['育才实验中学', '明德外国语学校', '城南第二中学', '滨江中学', '启明中学', '东湖高级中学'];

/** Both sizes of a screen, the wide one first. */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function openJointList(page: Page, account: string): Promise<void> {
  await loginAs(page, j.server.baseUrl, account);
  await page.getByRole('menu', { name: '主菜单' }).getByText('联考').click();
  await page.waitForURL(/#\/jointcontainer\/jointassesslist/);
  await rowsOf(page, '联考列表').first().waitFor();
}

const listRow = (page: Page, name: string) => rowsOf(page, '联考列表').filter({ hasText: name });

async function openReport(page: Page, name: string): Promise<void> {
  await listRow(page, name).getByRole('button', { name: '查看报告' }).click();
  await page.waitForURL(/#\/jointcontainer\/jointassessport\/jointunitaryport\/jointdetail\?jointId=\d+/);
}

/** The school names a report page's schools table shows, in order. */
async function schoolCells(page: Page, tableLabel: string): Promise<string[]> {
  const rows = rowsOf(page, tableLabel);
  await rows.first().waitFor();
  return (await rows.allInnerTexts()).map((t) => t.split('\t')[1]?.replace('本校', '').trim() ?? '');
}

describe('联考: organiser, participating masters, grade leader and class teacher', () => {
  it('the organiser sees every school of the collecting exam, saves a grading line, and reads the released report by school name', async () => {
    const page = await freshPage(j.browser);
    await openJointList(page, 'master');
    expect(await listRow(page, DEMO_JOINT_FINISHED).innerText()).toContain('已发布');
    expect(await listRow(page, DEMO_JOINT_COLLECTING).innerText()).toContain('收集成绩中');
    await shots(page, 'joint-list');

    await listRow(page, DEMO_JOINT_COLLECTING).getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/#\/jointcontainer\/jointassessintro\?jointId=\d+/);
    const schools = rowsOf(page, '参加学校');
    await expect.poll(() => schools.count()).toBe(4);
    expect(await schools.filter({ hasText: '滨江中学' }).innerText()).toContain('待接受');
    expect(await schools.filter({ hasText: '明德外国语学校' }).innerText()).toContain('已参加');
    await shots(page, 'joint-intro-organiser');

    // A 总分 line: 本科线 at 300 of 450.
    const linesCard = page.locator('.ant-card').filter({ has: page.getByText('分数线', { exact: true }) }).last();
    await linesCard.getByRole('button', { name: /添加/ }).first().click();
    const rows = linesCard.locator('tbody tr.ant-table-row');
    const last = (await rows.count()) - 1;
    await linesCard.getByLabel(`第${last + 1}行名称`).fill('本科线');
    await linesCard.getByLabel(`第${last + 1}行分数`).fill('300');
    await linesCard.getByRole('button', { name: /保存/ }).click();
    await page.locator('.ant-message').getByText('分数线已保存').waitFor();

    await page.goto(`${j.server.baseUrl}/#/jointcontainer/jointassesslist`);
    await rowsOf(page, '联考列表').first().waitFor();
    await openReport(page, DEMO_JOINT_FINISHED);
    const names = await schoolCells(page, '各校成绩表');
    expect([...names].sort()).toEqual([...SCHOOLS].sort());
    await shots(page, 'joint-report-overview-organiser');
  });

  it("滨江's master answers the pending invitation with 参加", async () => {
    const page = await freshPage(j.browser);
    await openJointList(page, 'master3');
    const row = listRow(page, DEMO_JOINT_COLLECTING);
    expect(await row.innerText()).toContain('待接受');
    await row.getByRole('button', { name: '参加' }).click();
    const dialog = page.locator('.ant-modal-confirm:visible');
    await dialog.getByRole('button', { name: /参\s*加|确\s*定/ }).click();
    await modalsSettled(page);
    await expect.poll(() => row.innerText()).toContain('已参加');
  });

  it("明德's master reads the released report in anonymous mode: its own name, the others by letter", async () => {
    const page = await freshPage(j.browser);
    await openJointList(page, 'mdmaster');
    await openReport(page, DEMO_JOINT_FINISHED);
    const names = await schoolCells(page, '各校成绩表');
    expect(names).toHaveLength(6);
    expect(names.filter((n) => n === '明德外国语学校')).toHaveLength(1);
    expect(names.filter((n) => /^学校[A-F]$/.test(n))).toHaveLength(5);
    expect(await page.locator('body').innerText()).not.toContain('启明中学');
    await shots(page, 'joint-report-overview-participant');
  });

  it("育才's grade leader imports 英语 for the exam still collecting through the school's own import", async () => {
    const page = await freshPage(j.browser);
    await openJointList(page, 'leader1');
    await listRow(page, DEMO_JOINT_COLLECTING).getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/#\/jointcontainer\/jointassessintro\?jointId=(\d+)/);
    const jointId = /jointId=(\d+)/.exec(page.url())![1]!;
    // The template of the school's own 英语 exam, filled in.
    const detail = (await (await fetch(`${j.server.baseUrl}/joint/${jointId}`, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } })).json()) as { data: { schools: { mine: boolean; subjects: { subjectId: number; examId: number | null }[] }[] } };
    const english = detail.data.schools.find((s) => s.mine)!.subjects.find((s) => s.subjectId === 8)!;
    const res = await fetch(`${j.server.baseUrl}/joint/${jointId}/score-template/8`, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    for (let r = 2; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      for (let c = 5; c <= header.length; c++) {
        const full = Number(/（([\d.]+)分/.exec(header[c - 1]!)?.[1] ?? 1);
        const cell = row.getCell(c);
        // Objective columns take an option letter, subjective ones a score.
        cell.value = /单选|多选|（[A-H]+）|选项/.test(header[c - 1]!) ? 'A' : Math.floor(full * ((r % 7) / 7));
      }
    }
    const students = ws.rowCount - 1;
    const file = path.join(j.tmp, 'english.xlsx');
    writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));

    await rowsOf(page, '本校成绩').filter({ hasText: '英语' }).getByRole('button', { name: '导入成绩' }).click();
    const importer = page.locator('.ant-modal:visible');
    await importer.locator('input[type=file]').setInputFiles(file);
    await importer.getByText(new RegExp(`已导入${students}名学生`)).first().waitFor({ timeout: 60_000 });
    await shots(page, 'joint-import-leader1');
    expect(english.examId).not.toBeNull();
  });

  it('a class teacher sees only their classes and students, and other schools’ top students without names', async () => {
    const page = await freshPage(j.browser);
    await openJointList(page, 'head11');
    await openReport(page, DEMO_JOINT_FINISHED);
    await page.getByRole('menu', { name: '联考报告导航' }).getByText('本校成绩').click();
    await page.waitForURL(/jointnowschoolport/);
    const classes = rowsOf(page, '本校各班成绩表');
    await classes.first().waitFor();
    expect((await classes.allInnerTexts()).map((t) => t.split('\t')[0]!.trim())).toEqual(['高一(1)班', '高一(2)班']);
    const students = rowsOf(page, '本校学生成绩表');
    await students.first().waitFor();
    for (const t of await students.allInnerTexts()) expect(t).toMatch(/高一\([12]\)班/);
    await shots(page, 'joint-my-school-head11');

    await students.first().click();
    await page.waitForURL(/studentreport/);
    await rowsOf(page, '学生各学科成绩表').first().waitFor();
    expect(await rowsOf(page, '学生各学科成绩表').count()).toBe(7);
    await shots(page, 'joint-student-report-head11');

    await page.getByRole('menu', { name: '联考报告导航' }).getByText('优秀学生').click();
    await page.waitForURL(/excellentstudent/);
    const top = rowsOf(page, '优秀学生表');
    await top.first().waitFor();
    const texts = await top.allInnerTexts();
    // Other schools' students are rank, score and school (育才 organised the exam: it knows the schools' names), never a name.
    const others = texts.filter((t) => !t.includes('育才实验中学'));
    expect(others.length).toBeGreaterThan(0);
    for (const t of others) expect(t.split('\t')[1]).toBe('其他学校考生');
    await shots(page, 'joint-excellent-students-head11');
  });
});

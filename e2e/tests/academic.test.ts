/** Journeys through 学情分析 (academic reports and exam management), in Debian's Chromium. */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { chooseSelectOption, closeModal, freshPage, selectOptionTexts, launch, loginAs, modalsSettled, screenshot } from '../support/browser.js';
import { journey, rowsOf } from '../support/journey.js';
import { expectFitsWidth, tableBox } from '../support/layout.js';

const j = journey({ scratch: 'e2e-academic-' });
const tmp = j.tmp;
let page: Page;

/** The texts of the options of the antd Select labelled `label`. */
const selectOptions = (p: Page, label: string) => selectOptionTexts(p, p.getByLabel(label, { exact: true }));

const chooseOption = chooseSelectOption;

const num = (s: string) => Number(s.replace(/[^\d.-]/g, ''));

describe('a class teacher reads the report of their class', () => {
  it('head11 goes from the header menu through the class, question, knowledge-point and answer pages', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.getByRole('menu', { name: '主菜单' }).getByText('学情分析').click();
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);

    // The filter bar: the class teacher's own class, maths, and the class's maths exams, newest first.
    await expect.poll(() => page.locator('.exam-filter-bar .ant-select').first().innerText()).toContain('高一(1)班');
    expect(await page.locator('.exam-filter-bar').innerText()).toContain('数学');
    const exams = page.getByRole('listbox', { name: '考试列表' }).getByRole('option');
    await expect.poll(() => exams.count()).toBeGreaterThan(3);
    const first = (await exams.first().innerText()).trim();
    expect(first).toContain('高一第11周周测');
    expect(first).toMatch(/班级均分 [\d.]+\s*\/\s*年级 [\d.]+/);
    expect(await exams.first().getAttribute('aria-selected')).toBe('true');

    // The weekly test still being marked online shows no scores: it is tagged 阅卷中 and says why.
    const inMarking = exams.filter({ hasText: '高一数学第10周周测' });
    expect(await inMarking.innerText()).toContain('阅卷中');
    await inMarking.click();
    await expect.poll(() => page.locator('.exam-detail').innerText()).toContain('该考试正在网上阅卷，阅卷全部完成后才能查看成绩和报告');
    expect(await page.getByTestId('card-participants').count()).toBe(0);
    await screenshot(page, 'academic-in-marking-head11');

    // Choose the midterm: its cards and table carry real figures.
    await exams.filter({ hasText: '高一期中考试' }).first().click();
    await expect.poll(() => page.locator('.exam-header').innerText()).toContain('高一期中考试');
    const participants = page.getByTestId('card-participants');
    await participants.waitFor();
    const cardCount = num(await participants.innerText());
    expect(cardCount).toBeGreaterThan(30);
    const cardAverage = num(await page.getByTestId('card-average').innerText());
    expect(await page.getByTestId('card-rank').innerText()).toMatch(/^\d+\/8$/);
    expect(await page.getByLabel('平均分', { exact: true }).innerText()).toContain('年级平均分');
    expect(await page.getByLabel('低分率', { exact: true }).innerText()).toContain('越低越好');

    // Show every student on one page and check the cards against the table.
    await chooseOption(page, page.locator('.student-table .ant-pagination-options .ant-select'), '100');
    const rows = rowsOf(page, '学生成绩表');
    await expect.poll(() => rows.count()).toBeGreaterThan(cardCount - 1);
    const texts = await rows.allInnerTexts();
    const present = texts.filter((t) => !t.includes('缺考'));
    expect(present.length).toBe(cardCount);
    const scores = await rows.evaluateAll((trs) => trs.filter((tr) => !tr.textContent?.includes('缺考')).map((tr) => Number(tr.querySelectorAll('td')[2]?.textContent)));
    const mean = scores.reduce((s, x) => s + x, 0) / scores.length;
    expect(Math.abs(mean - cardAverage)).toBeLessThan(0.006);
    // Rank changes are drawn with arrows: green up, red down.
    expect(await page.locator('.student-table [aria-label^="进步"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.student-table [aria-label^="退步"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.student-table [aria-label^="进步"]').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(56, 158, 13)');
    await chooseOption(page, page.locator('.student-table .ant-pagination-options .ant-select'), '20 条/页');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'academic-classinfo-head11');

    // The student tabbed list.
    const tabList = page.locator('.student-tabs').getByRole('tab');
    expect((await tabList.allInnerTexts()).map((t) => t.trim())).toEqual(['大幅进步', '大幅退步', '临界生', '波动生', '前10', '后10']);
    await page.locator('.student-tabs').getByRole('tab', { name: '前10' }).click();
    const activePane = page.locator('.student-tabs').getByRole('tabpanel');
    const top = activePane.locator('tbody tr.ant-table-row');
    await expect.poll(() => top.count()).toBe(10);
    const tabHeaders = await activePane.locator('thead').innerText();
    for (const h of ['进步名次', '距离及格线', '波动名次']) expect(tabHeaders).toContain(h);

    // Only the class teacher's two classes, and no grade comparison.
    expect(await selectOptions(page, '班级')).toEqual(['高一(1)班', '高一(2)班']);
    const mainTabs = page.locator('.exam-detail-main > .ant-card-body > .ant-tabs').getByRole('tab');
    expect((await mainTabs.allInnerTexts()).map((t) => t.trim())).toEqual(['成绩概况', '试题分析', '知识点', '报告']);
    expect(await page.getByRole('tab', { name: '年级对比' }).count()).toBe(0);

    // 试题分析: the table per question and the option distribution of question 1.
    await page.getByRole('tab', { name: '试题分析' }).click();
    await page.waitForURL(/topicanalyse\?clazzId=\d+&examId=\d+/);
    const topics = rowsOf(page, '试题分析表');
    await expect.poll(() => topics.count()).toBeGreaterThan(10);
    const q1 = await topics.first().innerText();
    expect(q1).toMatch(/客观/);
    expect(q1).toMatch(/\d+\.\d%/);
    await screenshot(page, 'academic-topicanalyse-head11');
    await page.getByRole('button', { name: '第1题选项分布' }).click();
    const modal = page.locator('.ant-modal:visible');
    await modal.getByText('正确答案').first().waitFor();
    await modal.locator('.ant-segmented-item', { hasText: '✓' }).click();
    await expect.poll(() => modal.locator('.option-students .ant-tag').count()).toBeGreaterThan(0);
    await screenshot(page, 'academic-options-head11');
    await closeModal(page, modal);

    // 知识点: mastery per knowledge point, weakest first.
    await page.getByRole('tab', { name: '知识点' }).click();
    const points = rowsOf(page, '知识点掌握表');
    await expect.poll(() => points.count()).toBeGreaterThan(3);
    const mastery = await points.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[3]?.textContent?.replace('%', ''))));
    expect([...mastery].sort((a, b) => a - b)).toEqual(mastery);
    await screenshot(page, 'academic-pointstat-head11');

    // A student's answers, from the student table.
    await page.getByRole('tab', { name: '成绩概况' }).click();
    const firstStudent = rowsOf(page, '学生成绩表').first().getByRole('button');
    const name = (await firstStudent.innerText()).trim();
    await firstStudent.click();
    await page.waitForURL(/#\/academic\/answer\?examId=\d+&studentId=\d+$/);
    await page.getByText(name, { exact: true }).first().waitFor();
    const answers = rowsOf(page, '答题详情');
    await expect.poll(() => answers.count()).toBeGreaterThan(10);
    expect(await answers.first().innerText()).toMatch(/\d+(\.\d+)?\/\d+/);
    // Each question names its knowledge points (考点).
    expect(await page.getByRole('columnheader', { name: '考点' }).count()).toBe(1);
    expect(await answers.first().locator('td:nth-last-child(2) .ant-tag').count()).toBeGreaterThan(0);
    await screenshot(page, 'academic-answer-head11');

    // Switching the subject in the header lists that subject's exams of the class.
    await page.goto(`${j.server.baseUrl}/#/academic`);
    await page.getByTestId('card-participants').waitFor();
    await chooseOption(page, page.getByLabel('当前学科'), '英语');
    await expect.poll(() => page.locator('.exam-header').innerText()).toContain('英语');
    expect(await page.locator('.exam-filter-bar').innerText()).toContain('英语');
    expect(page.url()).toMatch(/examId=\d+/);
  });

  it('a teacher without a class this semester is sent to the noclazz page', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'maths1');
    await page.route('**/base/clazz/admin-and-teaching/all/*', (route) => route.fulfill({ json: { errCode: '00', errMsg: '成功', data: [] } }));
    await page.goto(`${j.server.baseUrl}/#/academic`);
    await page.waitForURL(/#\/academic\/noclazz$/);
    await page.getByText('您本学期还没有任教班级').waitFor();
    await page.getByRole('button', { name: /前往个人中心/ }).click();
    await page.waitForURL(/#\/user\/data$/);
  });
});

describe('a grade leader compares the classes', () => {
  it('leader1 sees all 8 classes, the grade comparison and the top 100', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.goto(`${j.server.baseUrl}/#/academic`);
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    expect(await selectOptions(page, '班级')).toEqual(Array.from({ length: 8 }, (_x, i) => `高一(${i + 1})班`));
    await page.getByRole('tab', { name: '年级对比' }).click();
    await page.waitForURL(/gradecompare\?/);
    const classes = rowsOf(page, '班级对比表');
    await expect.poll(() => classes.count()).toBe(8);
    expect(await classes.first().innerText()).toMatch(/高一\(1\)班\s+\d+\s+[\d.]+/);
    await screenshot(page, 'academic-gradecompare-leader1');
    await page.getByRole('button', { name: '年级前100名' }).click();
    await page.waitForURL(/gradecompare\/rankdetail\/top\?/);
    const ranks = rowsOf(page, '年级前100名');
    await expect.poll(() => ranks.count()).toBe(20);
    expect((await ranks.first().innerText()).trim()).toMatch(/^1\s/);
    // 100, or more when students tie with the 100th (they are all listed, docs/statistics.md).
    const shown = page.getByText(/^共 \d+ 人$/).first();
    await shown.waitFor();
    expect(Number((await shown.innerText()).match(/\d+/)![0])).toBeGreaterThanOrEqual(100);
    await screenshot(page, 'academic-rank-top-leader1');
  });
});

describe('exam management', () => {
  it('leader1 creates an exam, sets its paper, imports scores with and without errors, and deletes it', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.goto(`${j.server.baseUrl}/#/academic/examgroup`);
    await rowsOf(page, '考试列表').first().waitFor();
    await screenshot(page, 'academic-examgroup-leader1');

    // Create: two classes of 高一, maths out of 150.
    await page.getByRole('button', { name: /新建考试/ }).click();
    const form = page.locator('.ant-modal:visible');
    await form.getByLabel('考试名称').fill('E2E数学小测');
    await chooseOption(page, form.getByLabel('考试类型'), '测试');
    await form.getByRole('checkbox', { name: '高一(1)班' }).check();
    await form.getByRole('checkbox', { name: '高一(2)班' }).check();
    const subjects = form.getByRole('group', { name: '学科' });
    if (await subjects.getByRole('checkbox', { name: '英语' }).isChecked()) await subjects.getByRole('checkbox', { name: '英语' }).uncheck();
    await subjects.getByRole('checkbox', { name: '数学' }).check();
    expect(await subjects.getByLabel('数学满分').inputValue()).toBe('150');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('考试已创建').first().waitFor();

    await page.getByLabel('搜索考试名称').fill('E2E数学小测');
    await page.getByLabel('搜索考试名称').press('Enter');
    const row = rowsOf(page, '考试列表').filter({ hasText: 'E2E数学小测' });
    await expect.poll(() => rowsOf(page, '考试列表').count()).toBe(1);
    expect(await row.innerText()).toContain('高一(1)班、高一(2)班');
    await row.getByRole('button', { name: /展开行|Expand row/ }).click();
    const subjectRow = page.locator('[aria-label="E2E数学小测的学科"] tbody tr.ant-table-row').first();
    await subjectRow.waitFor();
    expect(await subjectRow.innerText()).toContain('数学');

    // A 3-question paper: two single choices and one subjective question.
    await subjectRow.getByRole('button', { name: /试卷结构/ }).click();
    const paper = page.locator('.ant-modal:visible');
    await paper.getByText('还没有题目，请添加').waitFor();
    await paper.getByLabel('批量添加题数').fill('2');
    await paper.getByRole('button', { name: '批量添加', exact: true }).click();
    await paper.getByLabel('第1行答案').fill('A');
    await paper.getByLabel('第2行答案').fill('B');
    await paper.getByRole('button', { name: /添加一题/ }).click();
    await chooseOption(page, paper.getByLabel('第3行客观或主观'), '主观');
    await paper.getByLabel('第3行满分').fill('10');
    // A bad key is refused by the contract's rules before anything is sent.
    await paper.getByLabel('第2行答案').fill('E');
    await paper.getByRole('button', { name: /保存试卷结构/ }).click();
    await paper.getByText('第2题的答案不在选项范围内').waitFor();
    await paper.getByLabel('第2行答案').fill('B');
    await screenshot(page, 'academic-paper-editor-leader1');
    await paper.getByRole('button', { name: /保存试卷结构/ }).click();
    await page.getByText('试卷结构已保存').first().waitFor();
    await expect.poll(() => subjectRow.innerText()).toContain('20 分');

    // The template arrives as an .xlsx listing the students of both classes.
    const [download] = await Promise.all([page.waitForEvent('download'), subjectRow.getByRole('button', { name: /下载模板/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const templatePath = path.join(tmp, 'template.xlsx');
    await download.saveAs(templatePath);
    const bytes = readFileSync(templatePath);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    expect(header.slice(0, 4)).toEqual(['学号', '姓名', '班级', '缺考']);
    expect(header).toHaveLength(7);
    const studentCount = ws.rowCount - 1;
    expect(studentCount).toBeGreaterThan(60);

    // Fill every student in; one subjective score is over the question's full score.
    for (let r = 2; r <= ws.rowCount; r++) {
      const cells = ws.getRow(r);
      cells.getCell(5).value = r % 2 ? 'A' : 'C';
      cells.getCell(6).value = 'B';
      cells.getCell(7).value = r % 10;
    }
    ws.getRow(3).getCell(7).value = 12;
    // Padding on a second sheet (the import reads the first) makes the upload slow enough to watch.
    const padding = wb.addWorksheet('padding');
    for (let i = 0; i < 300; i++) padding.addRow([randomBytes(600).toString('base64')]);
    const badPath = path.join(tmp, 'bad.xlsx');
    writeFileSync(badPath, Buffer.from(await wb.xlsx.writeBuffer()));
    wb.removeWorksheet(padding.id);

    await subjectRow.getByRole('button', { name: /导入成绩/ }).click();
    const importer = page.locator('.ant-modal:visible');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 1_000_000, uploadThroughput: 100_000 });
    await importer.locator('input[type=file]').setInputFiles(badPath);
    // The XMLHttpRequest upload reports its progress.
    await importer.getByLabel('上传进度').getByText('正在上传 bad.xlsx').waitFor();
    await expect.poll(async () => Number(/(\d+)%/.exec(await importer.getByLabel('上传进度').innerText())?.[1] ?? 0), { timeout: 15_000 }).toBeGreaterThan(0);
    await importer.getByText('没有导入任何成绩').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const errorRows = rowsOf(page, '导入错误');
    await expect.poll(() => errorRows.count()).toBe(1);
    expect((await errorRows.first().innerText()).split(/\s+/).slice(0, 2)).toEqual(['3', 'G']);
    expect(await errorRows.first().innerText()).toContain('超过满分10');
    await screenshot(page, 'academic-import-errors-leader1');

    ws.getRow(3).getCell(7).value = 10;
    const goodPath = path.join(tmp, 'good.xlsx');
    writeFileSync(goodPath, Buffer.from(await wb.xlsx.writeBuffer()));
    // Once the file is up, a second bar follows the server's processing (read, check, write, report).
    await page.evaluate(() => {
      const w = window as unknown as { sawProcessing: boolean };
      w.sawProcessing = false;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="处理进度"]')) w.sawProcessing = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await importer.locator('input[type=file]').setInputFiles(goodPath);
    await importer.getByText(`已导入${studentCount}名学生（缺考0名）`).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawProcessing: boolean }).sawProcessing)).toBe(true);
    const history = rowsOf(page, '导入记录');
    await expect.poll(() => history.count()).toBe(1);
    expect(await history.first().innerText()).toContain('good.xlsx');

    // A second file changes three stored scores of 高一(1)班: nothing is written before 确认导入.
    let changedRows = 0;
    for (let r = 2; r <= ws.rowCount && changedRows < 3; r++) {
      if (ws.getRow(r).getCell(3).value !== '高一(1)班') continue;
      ws.getRow(r).getCell(7).value = 9.5; // was r % 10, a whole number
      changedRows++;
    }
    const changedPath = path.join(tmp, 'changed.xlsx');
    writeFileSync(changedPath, Buffer.from(await wb.xlsx.writeBuffer()));
    await importer.locator('input[type=file]').setInputFiles(changedPath);
    const confirm = page.locator('.ant-modal:visible').filter({ hasText: '确认覆盖已有成绩' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('会修改 3 名学生已保存的成绩');
    expect((await rowsOf(page, '将修改的成绩').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(['高一(1)班 3 名']);
    await modalsSettled(page);
    await screenshot(page, 'academic-import-confirm-leader1');
    await confirm.getByRole('button', { name: /确认导入/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.first().innerText()).toContain('changed.xlsx');
    await importer.getByText('新增0名，修改3名').first().waitFor();
    await screenshot(page, 'academic-import-history-leader1');

    // 撤销 the newest import (behind a Popconfirm): the three scores are back.
    await history.first().getByRole('button', { name: /撤\s*销/ }).click();
    const pop = page.locator('.ant-popconfirm:visible');
    await pop.getByText('恢复为导入前的成绩').waitFor();
    await pop.getByRole('button', { name: /撤\s*销/ }).click();
    await page.getByText('已撤销这次导入：恢复3名，删除0名').first().waitFor();
    await expect.poll(() => history.count()).toBe(3);
    expect(await history.nth(1).innerText()).toContain('已撤销');
    await closeModal(page, importer);
    await expect.poll(() => subjectRow.innerText()).toContain(`${studentCount} 名学生`);

    // Edit keeps what was set; the type can also be changed in the list.
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const edit = page.locator('.ant-modal:visible');
    await expect.poll(() => edit.getByLabel('考试名称').inputValue()).toBe('E2E数学小测');
    expect(await edit.getByRole('checkbox', { name: '高一(2)班' }).isChecked()).toBe(true);
    expect(await edit.getByLabel('数学满分').isDisabled()).toBe(true);
    await edit.getByLabel('考试名称').fill('E2E数学小测（补测）');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('考试已保存').first().waitFor();
    await expect.poll(() => row.innerText()).toContain('E2E数学小测（补测）');
    await chooseOption(page, row.getByLabel('E2E数学小测（补测）考试类型'), '周考');
    await page.getByText('考试类型已修改').first().waitFor();

    // Delete after confirming.
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page.locator('.ant-popconfirm:visible').getByText('各学科的试卷结构和成绩将一并删除').waitFor();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /删\s*除/ }).click();
    await page.getByText('考试已删除').first().waitFor();
    await expect.poll(() => rowsOf(page, '考试列表').count()).toBe(0);
  });

  it('the school master changes the score lines; the contract rules refuse a low line above the pass line', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'master');
    await page.goto(`${j.server.baseUrl}/#/academic/scoresetting`);
    const pass = page.getByLabel('及格线');
    await expect.poll(() => pass.inputValue()).toBe('60');
    await page.getByLabel('低分线').fill('65');
    await page.getByRole('button', { name: /保存设置/ }).click();
    await page.getByText('分数线须满足：低分线 < 及格线 ≤ 良好线 ≤ 优秀线').first().waitFor();
    await page.getByLabel('低分线').fill('40');
    await pass.fill('55');
    await page.getByRole('button', { name: /保存设置/ }).click();
    await page.getByText('设置已保存，报告将按新设置重新计算').first().waitFor();
    await page.goto(`${j.server.baseUrl}/#/academic/examdetail/classinfo`);
    await page.getByText('及格线 55 分').waitFor();
    // Put the school's setting back for the other journeys.
    await page.goto(`${j.server.baseUrl}/#/academic/scoresetting`);
    await expect.poll(() => page.getByLabel('及格线').inputValue()).toBe('55');
    await page.getByLabel('及格线').fill('60');
    await page.getByRole('button', { name: /保存设置/ }).click();
    await page.getByText('设置已保存，报告将按新设置重新计算').first().waitFor();
  });

  it('the report settings are read-only for a class teacher', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.goto(`${j.server.baseUrl}/#/academic/reportsetting`);
    await page.getByText('报告设置适用于全校所有年级，只有校长可以修改').waitFor();
    expect(await page.getByLabel('及格线').inputValue()).toBe('60');
    expect(await page.getByLabel('及格线').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /保存设置/ }).count()).toBe(0);
    await screenshot(page, 'academic-reportsetting-head11');
  });
});

describe('at 1280×720', () => {
  it('the class page and exam management fit a smaller screen', async () => {
    const small = await launch({ width: 1280, height: 720 });
    try {
      const p = await freshPage(small);
      await loginAs(p, j.server.baseUrl, 'head11');
      await p.goto(`${j.server.baseUrl}/#/academic`);
      await p.getByTestId('card-participants').waitFor();
      const students = rowsOf(p, '学生成绩表');
      await expect.poll(() => students.count()).toBeGreaterThan(5);
      // The main column is not squeezed under the exam list.
      const main = await p.locator('.exam-detail-main').boundingBox();
      expect(main?.width ?? 0).toBeGreaterThan(850);
      await expectFitsWidth(p, {
        'header menu': p.getByRole('menu', { name: '主菜单' }),
        'subject select': p.getByLabel('当前学科'),
        'user menu': p.getByTestId('user-menu'),
        'academic navigation': p.getByRole('menu', { name: '学情分析导航' }),
        'exam list': p.getByRole('listbox', { name: '考试列表' }),
        'report tabs': p.locator('.exam-detail-main > .ant-card-body > .ant-tabs > .ant-tabs-nav'),
        'full screen button': p.getByRole('button', { name: /全\s*屏/ }),
        'participants card': p.getByTestId('card-participants'),
        'rank card': p.getByTestId('card-rank'),
        'student table': tableBox(p, '学生成绩表'),
        "a student's name": students.first().getByRole('button').first(),
        'student search': p.getByLabel('搜索学生'),
      });
      await screenshot(p, 'academic-classinfo-720');

      // Exam management as the grade leader, who has the most on it: new, edit and delete.
      const leader = await freshPage(small);
      await loginAs(leader, j.server.baseUrl, 'leader1');
      await leader.goto(`${j.server.baseUrl}/#/academic/examgroup`);
      const exams = rowsOf(leader, '考试列表');
      await exams.first().waitFor();
      await exams.first().getByRole('button', { name: /展开行|Expand row/ }).click();
      const subjects = leader.locator('[aria-label$="的学科"] tbody tr.ant-table-row');
      await subjects.first().waitFor();
      await expectFitsWidth(leader, {
        'header menu': leader.getByRole('menu', { name: '主菜单' }),
        'user menu': leader.getByTestId('user-menu'),
        'new exam button': leader.getByRole('button', { name: /新建考试/ }),
        'exam search': leader.getByLabel('搜索考试名称'),
        'exam table': tableBox(leader, '考试列表'),
        'edit button': exams.first().getByRole('button', { name: /编\s*辑/ }),
        'delete button': exams.first().getByRole('button', { name: /删\s*除/ }),
        'paper structure button': subjects.first().getByRole('button', { name: /试卷结构/ }),
        'score import button': subjects.first().getByRole('button', { name: /导入成绩/ }),
        pagination: leader.locator('.ant-pagination').first(),
      });
      await screenshot(leader, 'academic-examgroup-720');
    } finally {
      await small.close();
    }
  });
});

/** Journeys through 班级关注, 学生分析 and 成绩趋势 (学情分析 over the term), in Debian's Chromium. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseSelectOption, freshPage, loginAs, screenshot } from '../support/browser.js';
import { apiAs, journey, rowsOf } from '../support/journey.js';
import { expectFitsWidth, tableBox } from '../support/layout.js';

const j = journey();

/** An API call with the signed-in teacher's token, to check the pages against. */
const api = <T>(p: Page, path: string): Promise<T> => apiAs<T>(j, p, path);

type ClazzTrendRow = { examId: number; name: string; average: number | null; rank: number | null; clazzCount: number };
type StudentTrend = { studentName: string; exams: { examId: number; name: string; fullScore: number; missExam: boolean }[] };

const chooseOption = (p: Page, label: string, option: string | RegExp) => chooseSelectOption(p, p.getByLabel(label, { exact: true }), option);

describe('班级关注: a class teacher follows the class over the term', () => {
  it('head11 sees the class trend, the knowledge points and 提分宝 of 高一(1)班 in maths', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.goto(`${j.server.baseUrl}/#/academic/examgroup`);
    await page.getByRole('menu', { name: '学情分析导航' }).getByText('班级关注').click();
    await page.waitForURL(/#\/academic\/classfocus\/classtrend\?clazzId=\d+/);
    const clazzId = Number(new URL(page.url().replace('#/', '')).searchParams.get('clazzId'));
    await expect.poll(() => page.locator('.trends-filter-bar .ant-select').first().innerText()).toContain('高一(1)班');

    // The table lists the term's exams with the API's figures.
    const expected = await api<ClazzTrendRow[]>(page, `/academic/clazz/trend?clazzId=${clazzId}&subjectId=3`);
    expect(expected.length).toBeGreaterThan(3);
    const rows = rowsOf(page, '班级走势表');
    await expect.poll(() => rows.count()).toBe(expected.length);
    const texts = await rows.allInnerTexts();
    expected.forEach((e, i) => {
      expect(texts[i]).toContain(e.name);
      expect(texts[i]).toContain(`${e.rank}/${e.clazzCount}`);
      expect(texts[i]).toContain(String(Number(e.average!.toFixed(2))));
      expect(texts[i]).toMatch(/\d+\.\d%/);
    });
    expect(texts.join('\n')).toContain('高一期中考试');
    const headers = await page.locator('[aria-label="班级走势表"] thead').innerText();
    for (const h of ['考试', '日期', '类型', '班级平均分', '年级平均分', '班级排名', '及格率', '优秀率', '低分率', '超均率']) expect(headers).toContain(h);
    await expect.poll(() => page.getByRole('img', { name: /平均分走势/ }).locator('canvas').count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: /班级排名走势/ }).locator('canvas').count()).toBe(1);
    expect(await page.getByTestId('trend-exams').innerText()).toBe(`${expected.length} 次`);
    await screenshot(page, 'trends-classtrend-head11');

    // 知识点掌握: the points of the term, and the exams by type.
    await page.getByRole('tab', { name: '知识点掌握' }).click();
    await page.waitForURL(/classfocus\/exampoint\?clazzId=\d+/);
    const points = rowsOf(page, '知识点掌握表');
    await expect.poll(() => points.count()).toBeGreaterThan(5);
    expect(await points.first().innerText()).toMatch(/\d+\.\d%[\s\S]*-\d+(\.\d)?%/);
    await expect.poll(() => page.getByLabel('考试次数').innerText()).toMatch(/共 \d+ 次[\s\S]*周考 \d+ 次/);
    await screenshot(page, 'trends-exampoint-head11');

    // 提分宝: the newest exam with scores, students nearest the next line first.
    await page.getByRole('tab', { name: '提分宝' }).click();
    await page.waitForURL(/classfocus\/scoreuptreasure\?clazzId=\d+&examId=\d+/);
    const students = rowsOf(page, '提分宝学生表');
    await expect.poll(() => students.count()).toBeGreaterThan(10);
    expect(await page.locator('[aria-label="提分宝学生表"] thead').innerText()).toMatch(/下一目标[\s\S]*差距[\s\S]*重点知识点/);
    const first = await students.first().innerText();
    expect(first).toMatch(/及格线|良好线|优秀线/);
    expect(first).toMatch(/\d+(\.\d)? 分/);
    expect(first).toMatch(/-\d/);
    await page.getByText('冲及格线').waitFor();
    await screenshot(page, 'trends-scoreup-head11');

    // Another exam from the selector.
    await chooseOption(page, '考试', '高一期中考试');
    await expect.poll(() => page.getByLabel('考试', { exact: true }).locator('..').innerText()).toContain('高一期中考试');
    await expect.poll(() => students.count()).toBeGreaterThan(10);
  });
});

describe('学生分析: a class teacher reads one student over the term', () => {
  it('head11 picks a student and goes through every tab', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.goto(`${j.server.baseUrl}/#/academic/examgroup`);
    await page.getByRole('menu', { name: '学情分析导航' }).getByText('学生分析').click();
    await page.waitForURL(/#\/academic\/studentanalyse\/scoreTrend\?clazzId=\d+/);
    await page.getByText('请选择一名学生查看其学情分析').waitFor();
    await chooseOption(page, '学生', /./);
    await page.waitForURL(/scoreTrend\?clazzId=\d+&studentId=\d+/);
    const url = new URL(page.url().replace('#/', ''));
    const studentId = Number(url.searchParams.get('studentId'));
    const trend = await api<StudentTrend>(page, `/academic/student/trend?studentId=${studentId}&subjectId=3`);
    const name = trend.studentName;
    expect(trend.exams.length).toBeGreaterThan(3);
    await expect.poll(() => page.getByTestId('student-name').innerText()).toBe(name);

    // 成绩走势
    await expect.poll(() => page.getByRole('img', { name: new RegExp(`${name}得分走势`) }).locator('canvas').count()).toBe(1);
    await page.getByRole('img', { name: new RegExp(`${name}年级排名`) }).waitFor();
    const sat = trend.exams.filter((e) => !e.missExam).length;
    expect(await page.getByTestId('student-sat').innerText()).toBe(`${sat} 次`);
    await screenshot(page, 'trends-scoretrend-head11');

    // 历次成绩: one row per exam, newest first.
    await page.getByRole('tab', { name: '历次成绩' }).click();
    await page.waitForURL(/scoreHistory\?clazzId=\d+&studentId=\d+/);
    const history = rowsOf(page, '历次成绩表');
    await expect.poll(() => history.count()).toBe(trend.exams.length);
    const rows = await history.allInnerTexts();
    expect(rows[0]).toContain(trend.exams[trend.exams.length - 1]!.name);
    // Scores read 'score/full score'; the demo has 100- and 150-point exams and a 78-point weekly test.
    const fulls = [...new Set(trend.exams.map((e) => e.fullScore))].join('|');
    expect(rows.filter((r) => new RegExp(`\\d+(\\.\\d)?\\/(${fulls})(?!\\d)`).test(r)).length).toBe(sat);
    expect(await page.locator('[aria-label="历次成绩表"] thead').innerText()).toMatch(/考试[\s\S]*日期[\s\S]*得分\/满分[\s\S]*班级排名[\s\S]*年级排名[\s\S]*分层[\s\S]*缺考/);
    await screenshot(page, 'trends-scorehistory-head11');

    // 考试次数
    await page.getByRole('tab', { name: '考试次数' }).click();
    await expect.poll(() => page.getByTestId('count-total').innerText()).toBe(String(trend.exams.length));
    expect(await rowsOf(page, '考试次数表').count()).toBeGreaterThan(1);

    // 知识点详情
    await page.getByRole('tab', { name: '知识点详情' }).click();
    const kp = rowsOf(page, '学生知识点表');
    await expect.poll(() => kp.count()).toBeGreaterThan(5);
    expect(await kp.first().innerText()).toMatch(/\d+\.\d%/);
    await page.getByRole('img', { name: new RegExp(`${name}最薄弱的\\d+个知识点`) }).waitFor();
    await screenshot(page, 'trends-pointdetail-head11');

    // 提分建议: the advice cards.
    await page.getByRole('tab', { name: '提分建议' }).click();
    const cards = page.locator('[aria-label^="提分建议："]');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.first().innerText()).toMatch(/“.+”.*掌握率(仅)?\d+%/);
    await screenshot(page, 'trends-improveguide-head11');

    // 假期总结 and its review plan.
    await page.getByRole('tab', { name: '假期总结' }).click();
    await page.waitForURL(/holidySummaryIndex\?clazzId=\d+&studentId=\d+/);
    await expect.poll(() => page.getByTestId('summary-title').innerText()).toContain(name);
    const overview = await page.getByLabel('学期概况').innerText();
    expect(overview).toContain(`共 ${trend.exams.length} 次`);
    expect(overview).toMatch(/平均得分率\s*\d+\.\d%/);
    expect(overview).toContain('最好的一次');
    await page.getByLabel('薄弱知识点').waitFor();
    await screenshot(page, 'trends-holidaysummary-head11');
    await page.getByText('查看假期复习计划').click();
    await page.waitForURL(/holidySummaryIndex\/holidyReview\?clazzId=\d+&studentId=\d+/);
    await expect.poll(() => page.getByTestId('review-title').innerText()).toContain(name);
    expect(await page.getByLabel('假期总结视图').locator('.ant-segmented-item-selected').innerText()).toBe('假期复习计划');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('假期总结');
    const plans = page.locator('[aria-label^="复习计划："]');
    await expect.poll(() => plans.count()).toBeGreaterThan(0);
    expect(await plans.first().innerText()).toMatch(/第1周[\s\S]*第2周/);
    await screenshot(page, 'trends-holidayreview-head11');

    // 假期练习卷: weak points and the questions lost, printable.
    await page.getByRole('tab', { name: '假期练习卷' }).click();
    await page.waitForURL(/holidyPaper\?clazzId=\d+&studentId=\d+/);
    const sheet = page.locator('.print-sheet');
    await expect.poll(() => sheet.innerText()).toContain(`姓名：${name}`);
    expect(await page.locator('[aria-label="薄弱知识点"] tbody tr').count()).toBeGreaterThan(0);
    const lost = page.locator('[aria-label="失分题目"] tbody tr');
    expect(await lost.count()).toBeGreaterThan(3);
    expect(await lost.first().innerText()).toMatch(/高一[\s\S]+第\d+题\s+[\d.]+\/\d+/);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: /打\s*印/ }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await screenshot(page, 'trends-holidaypaper-head11');
    // The print stylesheet leaves only the sheet.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.app-layout-header').isVisible()).toBe(false);
    expect(await page.locator('.academic-nav').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /打\s*印/ }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await screenshot(page, 'trends-holidaypaper-print');
    await page.emulateMedia({ media: 'screen' });
  });

  it('a link with ?clazzId=&studentId= opens that student of the other class; a foreign student is dropped', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    const roll = await api<{ studentId: number; studentName: string }[]>(page, '/base/clazz/students/2');
    const s = roll[3]!;
    await page.goto(`${j.server.baseUrl}/#/academic/studentanalyse/scoreHistory?clazzId=2&studentId=${s.studentId}`);
    await expect.poll(() => page.getByTestId('student-name').innerText()).toBe(s.studentName);
    await expect.poll(() => page.locator('.trends-filter-bar .ant-select').first().innerText()).toContain('高一(2)班');
    await expect.poll(() => rowsOf(page, '历次成绩表').count()).toBeGreaterThan(3);

    await page.goto(`${j.server.baseUrl}/#/academic/studentanalyse/scoreTrend?clazzId=1&studentId=${s.studentId}`);
    await page.getByText('请选择一名学生查看其学情分析').waitFor();
    await page.waitForURL((u) => !u.hash.includes('studentId='));
  });

  it('the student and 提分宝 pages fit 1280×720', async () => {
    const page = await freshPage(j.browser);
    await page.setViewportSize({ width: 1280, height: 720 });
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.goto(`${j.server.baseUrl}/#/academic/examgroup`);
    await page.getByRole('menu', { name: '学情分析导航' }).getByText('学生分析').click();
    await page.waitForURL(/#\/academic\/studentanalyse\/scoreTrend\?clazzId=\d+/);
    const header = { 'header menu': page.getByRole('menu', { name: '主菜单' }), 'user menu': page.getByTestId('user-menu'), 'academic navigation': page.getByRole('menu', { name: '学情分析导航' }) };
    // Before a student is chosen: the class roll to pick from.
    const roll = page.getByRole('list', { name: '学生名单' });
    await roll.getByRole('listitem').first().waitFor();
    await expectFitsWidth(page, {
      ...header,
      'class select': page.locator('.trends-filter-bar .ant-select').first(),
      'student select': page.getByLabel('学生', { exact: true }),
      'student roll': roll,
      'last name of the roll': roll.getByRole('listitem').last(),
    });
    await roll.getByRole('listitem').first().click();
    await page.waitForURL(/studentId=\d+/);
    await page.getByRole('img', { name: /得分走势/ }).locator('canvas').waitFor();
    await expectFitsWidth(page, {
      ...header,
      'student select': page.getByLabel('学生', { exact: true }),
      'student tabs': page.locator('.trends-tabs > .ant-tabs-nav'),
      'score chart': page.getByRole('img', { name: /得分走势/ }),
      'rank chart': page.getByRole('img', { name: /年级排名/ }),
      'times sat': page.getByTestId('student-sat'),
    });
    await screenshot(page, 'trends-scoretrend-1280');

    await page.goto(`${j.server.baseUrl}/#/academic/classfocus/scoreuptreasure`);
    const students = rowsOf(page, '提分宝学生表');
    await expect.poll(() => students.count()).toBeGreaterThan(10);
    await expect.poll(() => page.locator('.academic-nav .ant-menu-item-selected').innerText()).toBe('班级关注');
    await expectFitsWidth(page, {
      ...header,
      'exam select': page.getByLabel('考试', { exact: true }),
      'class focus tabs': page.getByRole('tablist').first(),
      'student table': tableBox(page, '提分宝学生表'),
      "a student's row": students.first().locator('td').first(),
    });
    await screenshot(page, 'trends-scoreup-1280');
  });
});

describe('成绩趋势: a grade leader compares the classes of the grade', () => {
  it('leader1 sees one line per class of 高一 and the grade average', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.goto(`${j.server.baseUrl}/#/academic/trend`);
    const rows = rowsOf(page, '各班成绩趋势表');
    await expect.poll(() => rows.count()).toBe(8);
    const names = (await rows.allInnerTexts()).map((t) => t.split(/\s/)[0]);
    expect(names).toEqual(['高一(1)班', '高一(2)班', '高一(3)班', '高一(4)班', '高一(5)班', '高一(6)班', '高一(7)班', '高一(8)班']);
    const chart = page.getByRole('img', { name: /^各班平均分走势：/ });
    expect((await chart.getAttribute('aria-label'))!.split('：')[1]!.split('、')).toHaveLength(8);
    expect(await rows.first().innerText()).toMatch(/\d+\.\d \(\d\)/);
    await screenshot(page, 'trends-grade-leader1');

    await page.getByLabel('指标').getByText('班级排名').click();
    await page.getByRole('img', { name: /^各班班级排名走势：/ }).waitFor();
    await expect.poll(() => page.getByLabel('指标').locator('.ant-segmented-item-selected').innerText()).toBe('班级排名');
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectFitsWidth(page, {
      'header menu': page.getByRole('menu', { name: '主菜单' }),
      'user menu': page.getByTestId('user-menu'),
      'measure switch': page.getByLabel('指标'),
      'rank chart': page.getByRole('img', { name: /^各班班级排名走势：/ }),
      'class table': tableBox(page, '各班成绩趋势表'),
    });
    await page.waitForTimeout(400);
    await screenshot(page, 'trends-grade-rank-1280');
  });

  it('a class teacher sees only their own classes', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.goto(`${j.server.baseUrl}/#/academic/trend`);
    await expect.poll(() => rowsOf(page, '各班成绩趋势表').count()).toBe(2);
  });
});

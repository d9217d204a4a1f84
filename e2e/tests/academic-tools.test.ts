/** Journeys through the 学情分析 tools: report, reviews, ranking, history and contrast, wrong questions, full screen. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { chooseSelectOption, closeModal, freshPage, launch, loginAs, screenshot, tokenOf } from '../support/browser.js';
import { apiAs, journey, rowsOf } from '../support/journey.js';
import { expectFitsWidth, tableBox } from '../support/layout.js';

const j = journey({ scratch: 'e2e-academic-tools-' });
const tmp = j.tmp;
let page: Page;

const visibleModal = (p: Page) => p.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal');

const chooseOption = chooseSelectOption;

/** A download and its bytes, checked to be a zip (xlsx and docx both are). */
async function fetched(download: Download): Promise<{ name: string; bytes: Buffer }> {
  const file = path.join(tmp, download.suggestedFilename());
  await download.saveAs(file);
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  return { name: download.suggestedFilename(), bytes };
}

/** head11's 高一(1)班 maths midterm of this semester, opened on a tab of 考试分析. */
async function openMidterm(p: Page, tab: string): Promise<void> {
  await p.goto(`${j.server.baseUrl}/#/academic`);
  await p.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
  await p.getByRole('listbox', { name: '考试列表' }).getByRole('option').filter({ hasText: '高一期中考试' }).first().click();
  await expect.poll(() => p.locator('.exam-header').innerText()).toContain('高一期中考试');
  if (tab !== '成绩概况') await p.getByRole('tab', { name: tab }).click();
}

describe('the class report', () => {
  it('head11 reads the written summary and downloads the Excel and Word files, one at a time', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await openMidterm(page, '报告');
    await page.waitForURL(/#\/academic\/examdetail\/report\?clazzId=\d+&examId=\d+/);
    const text = page.getByLabel('报告正文');
    await expect.poll(() => text.innerText()).toContain('班级平均分');
    expect((await text.locator('p').count()) > 1).toBe(true);
    await screenshot(page, 'tools-report-head11');

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /下载成绩单（Excel）/ }).click()]);
    expect((await fetched(excel)).name).toMatch(/高一期中考试.*\.xlsx$/);

    // A slow Word file: a second click meanwhile only says a download is under way.
    await page.route('**/download/word', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const wordEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载分析报告（Word）/ }).click();
    await page.getByRole('button', { name: /下载成绩单（Excel）/ }).click();
    await page.getByText('正在下载，请稍候').first().waitFor();
    expect((await fetched(await wordEvent)).name).toMatch(/\.docx$/);
    await page.unroute('**/download/word');
  });
});

describe('score reviews', () => {
  it('head11 asks for a review, leader1 accepts it with a new score, head11 sees it accepted', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await openMidterm(page, '成绩概况');
    const firstStudent = rowsOf(page, '学生成绩表').first().getByRole('button');
    const studentName = (await firstStudent.innerText()).trim();
    await firstStudent.click();
    await page.waitForURL(/#\/academic\/answer\?examId=\d+&studentId=\d+$/);
    const answers = rowsOf(page, '答题详情');
    await expect.poll(() => answers.count()).toBeGreaterThan(10);
    // A question on which the student lost points.
    const texts = await answers.allInnerTexts();
    const index = texts.findIndex((t) => {
      const m = /(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/.exec(t);
      return m != null && Number(m[1]) < Number(m[2]);
    });
    expect(index).toBeGreaterThanOrEqual(0);
    const questionNo = (await answers.nth(index).locator('td').first().innerText()).trim();
    const fullScore = Number(/\/(\d+(?:\.\d+)?)/.exec(texts[index]!)![1]);
    await page.getByRole('button', { name: `第${questionNo}题申请复核` }).click();
    const modal = visibleModal(page);
    await modal.getByRole('button', { name: /提交申请/ }).click();
    await modal.getByText('请填写复核原因').waitFor();
    await modal.getByLabel('申请原因').fill('步骤正确，应给满分');
    await modal.getByLabel('建议分数').fill(String(fullScore));
    await screenshot(page, 'tools-review-request-head11');
    await modal.getByRole('button', { name: /提交申请/ }).click();
    await page.getByText('复核申请已提交').first().waitFor();

    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.goto(`${j.server.baseUrl}/#/academic/applylist`);
    await page.getByRole('tab', { name: '待处理' }).click();
    const row = rowsOf(page, '复核申请列表').filter({ hasText: studentName }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('待处理');
    expect(await row.innerText()).toContain('步骤正确，应给满分');
    await screenshot(page, 'tools-applylist-leader1');
    await row.getByRole('button', { name: /通\s*过/ }).click();
    const accept = visibleModal(page);
    expect(Number(await accept.getByLabel('新的得分').inputValue())).toBe(fullScore);
    await accept.getByLabel('回复').fill('已核对，同意改分');
    await accept.getByRole('button', { name: /通过并改分/ }).click();
    await page.getByText('已通过，成绩已更新').first().waitFor();
    await expect.poll(() => rowsOf(page, '复核申请列表').filter({ hasText: studentName }).count()).toBe(0);

    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.goto(`${j.server.baseUrl}/#/academic`);
    // Let /academic finish redirecting to the class page before leaving it from the menu.
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    await page.getByRole('menuitem', { name: /成绩复核/ }).click();
    await page.waitForURL(/#\/academic\/applylist/);
    const mine = rowsOf(page, '复核申请列表').filter({ hasText: studentName }).first();
    await mine.waitFor();
    const mineText = await mine.innerText();
    expect(mineText).toContain('已通过');
    expect(mineText).toContain('已核对，同意改分');
    expect(mineText).toContain(`${fullScore}/${fullScore}`);
    expect(await mine.getByRole('button', { name: /通\s*过/ }).count()).toBe(0);
  });
});

describe('the ranking list', () => {
  it('leader1 sees the midterm total ranking with a column per subject', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.goto(`${j.server.baseUrl}/#/academic/rankinglist`);
    await chooseOption(page, page.getByLabel('考试', { exact: true }), '高一期中考试');
    const rows = rowsOf(page, '成绩排名表');
    await expect.poll(() => page.locator('.ant-alert').first().innerText()).toContain('高一期中考试');
    await expect.poll(() => rows.count()).toBe(20);
    const header = await page.locator('[aria-label="成绩排名表"] thead').innerText();
    for (const h of ['年级排名', '班级排名', '姓名', '学号', '班级', '总分', '语文', '数学', '英语', '物理', '分层', '缺科']) expect(header).toContain(h);
    expect((await rows.first().innerText()).trim()).toMatch(/^1\s/);
    await expect.poll(() => rowsOf(page, '班级总分统计').count()).toBe(9);
    await screenshot(page, 'tools-rankinglist-leader1');

    // One class only.
    await chooseOption(page, page.getByLabel('班级', { exact: true }), '高一(3)班');
    await expect.poll(async () => {
      const texts = await rows.allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes('高一(3)班'));
    }).toBe(true);
    await expect.poll(() => rowsOf(page, '班级总分统计').count()).toBe(2);
  });

  it('a subject teacher is told the totals are not open to them', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'maths1');
    await page.goto(`${j.server.baseUrl}/#/academic/rankinglist`);
    await page.getByText('暂无查看权限').waitFor();
    await page.getByText('总分排名仅对班主任、年级组长和校长开放', { exact: false }).first().waitFor();
    expect(await rowsOf(page, '成绩排名表').count()).toBe(0);
  });
});

describe('past exams', () => {
  it('leader1 lists last semester, opens an exam and contrasts two exams', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    await page.goto(`${j.server.baseUrl}/#/academic`);
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    await page.getByRole('menuitem', { name: /历史考试/ }).click();
    await page.waitForURL(/#\/academic\/examhistory\/list/);
    await expect.poll(() => page.getByLabel('学期', { exact: true }).locator('..').innerText()).toContain('2025-2026学年第二学期');
    const rows = rowsOf(page, '历史考试列表');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const names = await rows.allInnerTexts();
    expect(names.some((t) => t.includes('高一期末考试'))).toBe(true);
    expect(names.some((t) => t.includes('第11周周测'))).toBe(false);
    await screenshot(page, 'tools-examhistory-leader1');

    // Searching narrows the list.
    await page.getByLabel('搜索考试名称').fill('期中');
    await page.getByLabel('搜索考试名称').press('Enter');
    await expect.poll(async () => {
      const texts = await rows.allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes('期中'));
    }).toBe(true);

    await rows.filter({ hasText: '高一期中考试' }).first().getByRole('link', { name: '高一期中考试' }).click();
    await page.waitForURL(/#\/academic\/examhistory\/examhistorydetail\?examGroupId=\d+/);
    const subjects = rowsOf(page, '学科与班级');
    await expect.poll(() => subjects.count()).toBe(9);
    await expect.poll(() => rowsOf(page, '总分排名表').count()).toBe(20);
    await screenshot(page, 'tools-examhistory-detail-leader1');

    // 对比: this midterm and last semester's final, maths of 高一(1)班.
    await page.getByRole('button', { name: /对\s*比/ }).click();
    const modal = visibleModal(page);
    await chooseOption(page, modal.getByLabel('对比学科'), '数学');
    await modal.getByRole('button', { name: /添\s*加/ }).click();
    await chooseOption(page, modal.getByLabel('对比考试'), '高一期末考试');
    await chooseOption(page, modal.getByLabel('对比学科'), '数学');
    await modal.getByRole('button', { name: /添\s*加/ }).click();
    expect(await modal.getByLabel('已选对比项').locator('.ant-tag').count()).toBe(2);
    await modal.getByRole('button', { name: /开始对比/ }).click();
    const head = modal.locator('[aria-label="对比表"] thead th');
    await expect.poll(() => head.count()).toBe(3);
    const heads = await head.allInnerTexts();
    expect(heads[1]).toContain('高一期中考试·数学·高一(1)班');
    expect(heads[2]).toContain('高一期末考试·数学·高一(1)班');
    expect(await modal.locator('[aria-label="对比表"] tbody tr').filter({ hasText: '平均分' }).first().innerText()).toMatch(/平均分\s+[\d.]+\s+[\d.]+/);
    await modal.locator('[role="img"] canvas').first().waitFor();
    await screenshot(page, 'tools-contrast-leader1');
    await closeModal(page, modal);

    // A subject and class link into 考试分析.
    await page.getByRole('button', { name: '数学高一(2)班' }).click();
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    await expect.poll(() => page.locator('.exam-filter-bar .ant-select').first().innerText()).toContain('高一(2)班');
    await page.getByTestId('card-participants').waitFor();
  });
});

describe('wrong-question re-practice', () => {
  it('head11 filters by scoring rate, picks two questions and generates the Word sheet', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await page.goto(`${j.server.baseUrl}/#/academic/wrongtopic`);
    await page.waitForURL(/#\/academic\/wrongtopic\/index/);
    const rows = rowsOf(page, '班级错题表');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const rates = async () => (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[4]?.textContent?.replace('%', ''))))) as number[];
    // The highest rate listed; an empty list must not pass (Math.max() of nothing is -Infinity).
    const highest = async () => {
      const r = await rates();
      return r.length ? Math.max(...r) : Number.POSITIVE_INFINITY;
    };
    expect(await highest()).toBeLessThan(60);
    const before = Number(/共 (\d+) 道题/.exec(await page.locator('.ant-pagination-total-text').innerText())![1]);

    const rateInput = page.getByRole('spinbutton', { name: '得分率上限' });
    await rateInput.fill('40');
    await rateInput.press('Enter');
    await page.waitForURL(/rate=40/);
    await expect.poll(async () => Number(/共 (\d+) 道题/.exec(await page.locator('.ant-pagination-total-text').innerText())?.[1] ?? Number.NaN)).toBeLessThan(before);
    await expect.poll(highest).toBeLessThan(40);
    expect(await rows.count()).toBeGreaterThan(1);
    const picked = [(await rows.nth(0).innerText()).split('\t')[0], (await rows.nth(1).innerText()).split('\t')[0]];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await screenshot(page, 'tools-wrongtopic-head11');

    await page.getByRole('button', { name: /去生成重练单/ }).click();
    await page.waitForURL(/#\/academic\/wrongtopic\/filter\?/);
    const basket = rowsOf(page, '已选错题表');
    await expect.poll(() => basket.count()).toBe(2);
    expect(picked.length).toBe(2);
    // The choice survives going back to the list.
    await page.getByRole('tab', { name: /班级错题/ }).click();
    await expect.poll(() => page.locator('[aria-label="班级错题表"] tbody .ant-checkbox-checked').count()).toBe(2);
    await page.getByRole('tab', { name: /已选错题/ }).click();

    await page.getByLabel('重练单标题').fill('第一次错题重练');
    await screenshot(page, 'tools-wrongtopic-basket-head11');
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /生成错题重练单（Word）/ }).click()]);
    expect((await fetched(sheet)).name).toBe('高一(1)班第一次错题重练.docx');

    // 变式训练: bank questions on the wrong questions' knowledge points, another batch, and Word.
    await page.getByRole('button', { name: /查找变式题/ }).click();
    const groups = page.locator('section.variant-group');
    await expect.poll(() => groups.count()).toBe(2);
    const topics = page.locator('section.variant-group article.tv-topic');
    await expect.poll(() => topics.count()).toBeGreaterThan(1);
    // Each suggested question shares a knowledge point with its wrong question.
    const shared = await groups.evaluateAll((sections) =>
      sections.flatMap((sec) => {
        const kps = Array.from(sec.querySelectorAll('.variant-group-head .ant-tag')).map((t) => t.textContent ?? '');
        return Array.from(sec.querySelectorAll('article.tv-topic')).map((a) => kps.some((k) => (a.querySelector('.tv-kps')?.textContent ?? '').includes(k)));
      }),
    );
    expect(shared.length).toBeGreaterThan(1);
    expect(shared.every(Boolean)).toBe(true);
    const ids = () => topics.evaluateAll((els) => els.map((e) => e.getAttribute('data-topic-id')));
    const first = await ids();
    expect(new Set(first).size).toBe(first.length);
    await screenshot(page, 'tools-variants-head11');
    await page.getByRole('checkbox', { name: '选用第1题' }).uncheck();
    const [variants] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `下载变式训练（Word，${first.length - 1}题）` }).click()]);
    expect((await fetched(variants)).name).toBe('高一(1)班变式训练.docx');
    // 换一批 never repeats a question already shown.
    await page.getByRole('button', { name: /换一批/ }).click();
    await expect.poll(async () => (await ids()).join(',') !== first.join(',')).toBe(true);
    expect((await ids()).filter((id) => first.includes(id))).toEqual([]);
  });
});

describe('full screen', () => {
  it('head11 projects the class page without the site header and comes back', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'head11');
    await openMidterm(page, '成绩概况');
    await page.getByRole('button', { name: /全\s*屏/ }).click();
    await page.waitForURL(/#\/academic\/fullscreen\?examId=\d+&clazzId=\d+/);
    await page.getByTestId('fs-average').waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await expect.poll(() => page.locator('.fs-title').innerText()).toContain('高一(1)班');
    expect(await page.getByTestId('fs-rank').innerText()).toMatch(/^\d+\/8$/);
    await page.locator('.fs-chart canvas').first().waitFor();
    await screenshot(page, 'tools-fullscreen-head11');
    await page.getByRole('button', { name: /退出全屏/ }).click();
    await page.waitForURL(/#\/academic\/examdetail\/classinfo\?clazzId=\d+&examId=\d+/);
    await page.getByTestId('card-participants').waitFor();
  });
});

describe('the paper editor', () => {
  it('offers the subject knowledge points by name', async () => {
    page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'leader1');
    // A new maths exam without a paper, made through the API.
    const token = await tokenOf(page);
    const auth = { Authorization: `Bearer ${token}` };
    const groups = (await (await fetch(`${j.server.baseUrl}/academic/exam-group/page?pageSize=1`, { headers: auth })).json()) as { data: { list: { gradeId: number; clazzes: { clazzId: number }[] }[] } };
    const g = groups.data.list[0]!;
    const created = await fetch(`${j.server.baseUrl}/academic/exam-group`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'E2E知识点测验', type: 1, examDate: '2026-11-20', gradeId: g.gradeId, clazzIds: [g.clazzes[0]!.clazzId], subjects: [{ subjectId: 3, fullScore: 100 }] }),
    });
    expect(((await created.json()) as { errCode: string }).errCode).toBe('00');
    const kps = (await (await fetch(`${j.server.baseUrl}/academic/knowledge-points?subjectId=3`, { headers: auth })).json()) as { data: { kpId: number; name: string; parentId: number | null }[] };
    const leaf = kps.data.find((k) => k.parentId != null)!;

    await page.goto(`${j.server.baseUrl}/#/academic/examgroup`);
    await page.getByLabel('搜索考试名称').fill('E2E知识点测验');
    await page.getByLabel('搜索考试名称').press('Enter');
    const row = rowsOf(page, '考试列表').filter({ hasText: 'E2E知识点测验' });
    await expect.poll(() => rowsOf(page, '考试列表').count()).toBe(1);
    await row.getByRole('button', { name: /展开行|Expand row/ }).click();
    await page.locator('[aria-label="E2E知识点测验的学科"] tbody tr.ant-table-row').first().getByRole('button', { name: /试卷结构/ }).click();
    const paper = visibleModal(page);
    await paper.getByRole('button', { name: /添加一题/ }).click();
    const select = paper.locator('.ant-select').filter({ has: page.getByLabel('第1行知识点') });
    await select.click();
    await page.keyboard.type(leaf.name);
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper', { hasText: leaf.name }).first();
    await option.waitFor();
    await option.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => select.innerText()).toContain(leaf.name);
    await screenshot(page, 'tools-paper-kp-leader1');
    await paper.getByLabel('第1行答案').fill('A');
    await paper.getByRole('button', { name: /保存试卷结构/ }).click();
    await page.getByText('试卷结构已保存').first().waitFor();

    // Saved by id, shown again by name.
    await page.locator('[aria-label="E2E知识点测验的学科"] tbody tr.ant-table-row').first().getByRole('button', { name: /试卷结构/ }).click();
    await expect.poll(() => visibleModal(page).locator('.ant-select').filter({ has: page.getByLabel('第1行知识点') }).innerText()).toContain(leaf.name);
  });
});

describe('small screens', () => {
  it('the report, ranking, review and wrong-question pages fit 1280×720', async () => {
    const small = await launch({ width: 1280, height: 720 });
    try {
      const p = await freshPage(small);
      await loginAs(p, j.server.baseUrl, 'leader1');
      const header = { 'header menu': p.getByRole('menu', { name: '主菜单' }), 'user menu': p.getByTestId('user-menu'), 'academic navigation': p.getByRole('menu', { name: '学情分析导航' }) };

      // A review request waiting for the leader, so the review list has its 通过 and 驳回 buttons.
      await p.goto(`${j.server.baseUrl}/#/academic`);
      await p.waitForURL(/classinfo\?clazzId=\d+&examId=\d+/);
      const shown = new URLSearchParams(p.url().split('?')[1]);
      const [examId, clazzId] = [Number(shown.get('examId')), Number(shown.get('clazzId'))];
      const summary = await apiAs<{ students: { studentId: number; missExam: boolean }[] }>(j, p, `/academic/exam/${examId}/clazz/${clazzId}/summary`);
      const studentId = summary.students.find((x) => !x.missExam)!.studentId;
      const answers = await apiAs<{ questions: { questionId: number }[] }>(j, p, `/academic/exam/${examId}/student/${studentId}/answer`);
      const asked = await fetch(`${j.server.baseUrl}/academic/exam/${examId}/review`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await tokenOf(p)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ studentId, questionId: answers.questions[0]!.questionId, reason: '小屏检查', proposedScore: null }),
      });
      expect(((await asked.json()) as { errCode: string }).errCode).toBe('00');

      await p.goto(`${j.server.baseUrl}/#/academic/rankinglist`);
      const ranks = rowsOf(p, '成绩排名表');
      await ranks.first().waitFor();
      await expectFitsWidth(p, {
        ...header,
        'exam select': p.getByLabel('考试', { exact: true }),
        'class select': p.getByLabel('班级', { exact: true }),
        'ranking table': tableBox(p, '成绩排名表'),
        "a student's name": ranks.first().locator('td').nth(2),
        'class totals table': tableBox(p, '班级总分统计'),
      });
      await screenshot(p, 'tools-rankinglist-1280');

      await p.goto(`${j.server.baseUrl}/#/academic/applylist`);
      const reviews = rowsOf(p, '复核申请列表').filter({ hasText: '小屏检查' });
      await reviews.first().waitFor();
      await expectFitsWidth(p, {
        ...header,
        'status tabs': p.getByRole('tablist').first(),
        'review table': tableBox(p, '复核申请列表'),
        'accept button': reviews.first().getByRole('button', { name: /通\s*过/ }),
        'reject button': reviews.first().getByRole('button', { name: /驳\s*回/ }),
      });
      await screenshot(p, 'tools-applylist-1280');

      await p.goto(`${j.server.baseUrl}/#/academic/wrongtopic`);
      const wrong = rowsOf(p, '班级错题表');
      await wrong.first().waitFor();
      await expectFitsWidth(p, {
        ...header,
        'class select': p.getByLabel('班级', { exact: true }),
        'exam select': p.getByLabel('考试', { exact: true }),
        'scoring-rate limit': p.getByRole('spinbutton', { name: '得分率上限' }),
        'wrong-question table': tableBox(p, '班级错题表'),
        'a row checkbox': wrong.first().getByRole('checkbox'),
        'generate button': p.getByRole('button', { name: /去生成重练单/ }),
      });
      await screenshot(p, 'tools-wrongtopic-1280');

      await p.goto(`${j.server.baseUrl}/#/academic`);
      await p.waitForURL(/classinfo\?/);
      await p.getByRole('tab', { name: '报告' }).click();
      await expect.poll(() => p.getByLabel('报告正文').innerText()).toContain('班级平均分');
      await expectFitsWidth(p, {
        ...header,
        'Excel download': p.getByRole('button', { name: /下载成绩单（Excel）/ }),
        'Word download': p.getByRole('button', { name: /下载分析报告（Word）/ }),
        'report text': p.getByLabel('报告正文'),
        'full screen button': p.getByRole('button', { name: /全\s*屏/ }),
      });
      await screenshot(p, 'tools-report-1280');

      await p.getByRole('button', { name: /全\s*屏/ }).click();
      await p.getByTestId('fs-average').waitFor();
      await p.locator('.fs-chart canvas').first().waitFor();
      await expectFitsWidth(p, {
        title: p.locator('.fs-title'),
        'exit button': p.getByRole('button', { name: /退出全屏/ }),
        'average figure': p.getByLabel('平均分', { exact: true }),
        'participants figure': p.getByLabel('参考人数', { exact: true }),
        chart: p.locator('.fs-chart'),
      });
      await screenshot(p, 'tools-fullscreen-1280');
    } finally {
      await small.close();
    }
  });
});

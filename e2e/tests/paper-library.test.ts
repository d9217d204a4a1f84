/**
 * 组卷中心 library journeys: an English teacher browses the English library, filters it, collects
 * a paper, opens one, collects a question, adds three to the basket while the second header's
 * count moves, reports errors (with and without details) and opens the paper analysis; a maths
 * teacher opens a maths paper with its formulas rendered by KaTeX, votes, comments and opens the
 * maths analysis.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeModal, freshPage, loginAs, screenshot } from '../support/browser.js';
import { journey } from '../support/journey.js';

const j = journey();

const notice = (p: Page, text: string) => p.locator('.ant-message').getByText(text, { exact: true }).last();
const paperItems = (p: Page) => p.getByRole('list', { name: '试卷列表' }).getByRole('listitem');
const questions = (p: Page) => p.getByRole('article', { name: /^第.+题$/ });
const button = (scope: Locator | Page, text: string) => scope.getByRole('button').filter({ hasText: new RegExp(`^${text}$`) });
const basketCount = async (p: Page) => Number(await p.getByTestId('basket-count').innerText());
const listTotal = async (p: Page) => Number((await p.locator('.pl-list-total strong').innerText()).trim());
/** The number in a label such as 我的收藏（2） or 有用（0）. */
const countIn = async (l: Locator) => Number((await l.innerText()).match(/（(\d+)）/)?.[1] ?? NaN);

/** Signs in and opens 组卷中心 from the main menu. */
async function openPaperCentre(page: Page, account: string): Promise<void> {
  await loginAs(page, j.server.baseUrl, account);
  await page.getByRole('menu', { name: '主菜单' }).getByText('组卷中心').click();
  await page.getByRole('heading', { name: '精品试卷库' }).waitFor();
  await expect.poll(() => paperItems(page).count()).toBeGreaterThan(0);
}

/** A counter of 我的数据 on /home. */
const homeCounter = (p: Page, label: string) => p.locator('.ant-statistic').filter({ hasText: label }).locator('.ant-statistic-content-value');

describe('paper library (English)', () => {
  it('english1 browses, filters and collects in the English library, then works on a paper', async () => {
    const page = await freshPage(j.browser);
    await loginAs(page, j.server.baseUrl, 'english1');
    await homeCounter(page, '试题纠错').waitFor();
    const errorsBefore = Number(await homeCounter(page, '试题纠错').innerText());
    await page.getByRole('menu', { name: '主菜单' }).getByText('组卷中心').click();
    await page.waitForURL(/#\/paper\/test_sel_topic\/excellent_test_en/);
    await page.getByRole('heading', { name: '精品试卷库' }).waitFor();
    await expect.poll(() => paperItems(page).count()).toBeGreaterThan(0);

    // The second header: the paper centre's sub-navigation with the basket's count.
    const subNav = page.getByRole('navigation', { name: '组卷中心导航' });
    for (const label of ['精品试卷库', '周月卷库', '创新套卷', '二轮专题训练卷', '高考真题', '名师猜作文', '组卷记录']) await subNav.getByRole('button', { name: label, exact: true }).waitFor();
    await expect.poll(() => subNav.getByRole('button', { name: '精品试卷库', exact: true }).getAttribute('aria-current')).toBe('page');
    const basketAtStart = await basketCount(page);

    // Category tab and grade filter: every paper listed is a 高三 精品试卷.
    const all = await listTotal(page);
    await page.getByRole('tab', { name: /^精品试卷（\d+）$/ }).click();
    await page.getByRole('group', { name: '年级' }).getByText('高三', { exact: true }).click();
    await expect.poll(() => listTotal(page)).toBeLessThan(all);
    await expect.poll(() => page.url()).toContain('grade=3');
    const tagsOf = () => paperItems(page).locator('.pl-item-tags').allInnerTexts();
    await expect.poll(async () => {
      const tags = await tagsOf();
      return tags.length > 0 && tags.every((t) => t.includes('精品试卷') && t.includes('高三'));
    }).toBe(true);

    // Search by a word of the first paper's name.
    const firstName = await paperItems(page).first().locator('.pl-item-name').innerText();
    const word = firstName.includes('模拟') ? '模拟' : firstName.slice(0, 4);
    await page.getByRole('searchbox', { name: '搜索试卷' }).fill(word);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(() => page.url()).toContain('kw=');
    await expect.poll(async () => {
      const found = await paperItems(page).locator('.pl-item-name').allInnerTexts();
      return found.length > 0 && found.every((n) => n.includes(word));
    }).toBe(true);
    await screenshot(page, 'paper-library-en-list');

    // Collect the first paper: its button and the collection count change together.
    const mine = page.getByRole('button', { name: /我的收藏（\d+）/ });
    const collectedBefore = await countIn(mine);
    const item = paperItems(page).first();
    const paperName = await item.locator('.pl-item-name').innerText();
    const collectBtn = button(item, '收藏');
    if ((await collectBtn.count()) === 0) {
      // Already collected in the seed: un-collect first so the journey starts from 收藏.
      await button(item, '取消收藏').click();
      await expect.poll(() => countIn(mine)).toBe(collectedBefore - 1);
    }
    const base = await countIn(mine);
    await button(item, '收藏').click();
    await button(item, '取消收藏').waitFor();
    await expect.poll(() => countIn(mine)).toBe(base + 1);

    // Open the paper.
    await item.getByRole('button', { name: '查看试卷' }).click();
    await page.waitForURL(/#\/paper\/test_sel_topic\/paper_details_en\?paperId=\d+/);
    await page.getByRole('heading', { name: paperName }).waitFor();
    await expect.poll(() => questions(page).count()).toBeGreaterThan(3);
    const head = page.locator('.pl-detail-head');
    for (const label of ['年级', '年份', '地区', '总分', '题量', '使用次数']) await head.getByText(label, { exact: true }).waitFor();
    await expect.poll(() => head.innerText()).toMatch(/\d+题/);
    // Type groups are numbered 一、二、… with their counts and scores.
    await expect.poll(() => page.locator('.pl-group-title').first().innerText()).toMatch(/^一、.+（共\d+小题，共[\d.]+分）$/);
    await button(head, '取消收藏').waitFor();

    // Collect a question that is not collected yet.
    const uncollected = questions(page).filter({ has: page.getByRole('button').filter({ hasText: /^收藏$/ }) }).first();
    const qLabel = (await uncollected.getAttribute('aria-label'))!;
    await button(uncollected, '收藏').click();
    await button(page.getByRole('article', { name: qLabel }), '取消收藏').waitFor();

    // Add three questions to the basket: each turns to 移出试题篮 and the header's count moves.
    for (let i = 1; i <= 3; i += 1) {
      const q = questions(page).filter({ has: page.getByRole('button').filter({ hasText: /^加入试题篮$/ }) }).first();
      const label = (await q.getAttribute('aria-label'))!;
      await button(q, '加入试题篮').click();
      await button(page.getByRole('article', { name: label, exact: true }), '移出试题篮').waitFor();
      await expect.poll(() => basketCount(page)).toBe(basketAtStart + i);
    }
    // After a reload the header asks only for the count (GET /paper/basket/count), not the whole basket.
    const basketCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/paper/basket')) basketCalls.push(r.url());
    });
    await page.reload();
    await expect.poll(() => basketCount(page)).toBe(basketAtStart + 3);
    expect(basketCalls.length).toBeGreaterThan(0);
    expect(basketCalls.every((u) => /\/paper\/basket\/count\?subjectId=8$/.test(u))).toBe(true);
    await expect.poll(() => questions(page).count()).toBeGreaterThan(3);

    // 纠错 with a type and a description; then an empty report, which is accepted as it is.
    const target = questions(page).first();
    await button(target, '纠错').click();
    const dialog = page.getByRole('dialog', { name: '纠错' });
    for (const t of ['题干有误', '答案有误', '解析有误', '考点标注有误']) await dialog.getByRole('checkbox', { name: t }).waitFor();
    await dialog.getByRole('checkbox', { name: '答案有误' }).check();
    await dialog.getByRole('textbox', { name: '其他错误' }).fill('第2小题的答案与解析不一致');
    await screenshot(page, 'paper-library-error-dialog');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await notice(page, '纠错已提交，感谢您的反馈').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await button(questions(page).nth(1), '纠错').click();
    await expect.poll(() => dialog.getByRole('checkbox', { name: '答案有误' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Answers: the correct options are marked once answers are shown.
    await page.getByRole('switch', { name: '显示全部答案' }).click();
    await expect.poll(() => page.locator('.tv-option-correct').count()).toBeGreaterThan(0);

    // The outline scrolls to a question.
    const outline = page.getByRole('navigation', { name: '试卷结构' });
    const lastNo = outline.locator('.pl-outline-no').last();
    const lastLabel = `第${await lastNo.innerText()}题`;
    await lastNo.click();
    await expect.poll(() => page.getByRole('article', { name: lastLabel, exact: true }).evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400);
    await page.evaluate(() => window.scrollTo(0, 0));

    // 试卷分析 in its 880px dialog.
    await page.getByRole('button', { name: /试卷分析/ }).click();
    const analysis = page.getByRole('dialog', { name: '试卷分析' });
    await analysis.locator('.pa-table .ant-table-row').first().waitFor();
    // Measured once the opening animation has finished.
    await expect.poll(async () => Math.round((await analysis.boundingBox())?.width ?? 0)).toBe(880);
    await analysis.getByRole('img', { name: '各难度题量饼图' }).waitFor();
    await analysis.getByRole('img', { name: '各难度分值饼图' }).waitFor();
    for (const h of ['难度', '题型', '题量占比', '分值占比']) await analysis.getByRole('columnheader', { name: h, exact: true }).waitFor();
    for (const d of ['超易', '易', '中档偏易', '中档偏难', '难', '超难', '合计']) await analysis.getByRole('cell', { name: d, exact: true }).first().waitFor();
    await expect.poll(() => analysis.getByLabel('试卷难度系数').innerText()).toMatch(/试卷难度系数：0\.\d{2}（(超易|易|中档偏易|中档偏难|难|超难)）/);
    await analysis.getByRole('heading', { name: '知识点' }).waitFor();
    for (const h of ['知识点', '题量', '分值', '题号']) await analysis.getByRole('columnheader', { name: h, exact: true }).waitFor();
    await expect.poll(() => analysis.locator('.pa-major').innerText()).toMatch(/^主要考点：.+/);
    await screenshot(page, 'paper-library-en-analysis');
    await closeModal(page, analysis);

    // Both reports count on /home.
    await page.getByRole('menu', { name: '主菜单' }).getByText('首页').click();
    await expect.poll(async () => Number(await homeCounter(page, '试题纠错').innerText())).toBe(errorsBefore + 2);
  });
});

describe('paper library (maths)', () => {
  it('maths1 opens a maths paper with its formulas rendered, votes and comments', async () => {
    const page = await freshPage(j.browser);
    await openPaperCentre(page, 'maths1');
    await page.waitForURL(/#\/paper\/test_sel_topic\/fine_test/);
    await page.locator('.pl-head-subject').getByText('数学', { exact: true }).waitFor();

    const item = paperItems(page).first();
    const paperName = await item.locator('.pl-item-name').innerText();
    await item.getByRole('button', { name: '查看试卷' }).click();
    await page.waitForURL(/#\/paper\/test_sel_topic\/paper_details\?paperId=\d+/);
    await page.getByRole('heading', { name: paperName }).waitFor();
    await expect.poll(() => questions(page).count()).toBeGreaterThan(5);

    // Formulas are typeset by KaTeX, none is left as TeX source.
    await expect.poll(() => page.locator('.pl-paper .katex').count()).toBeGreaterThan(10);
    expect(await page.locator('.pl-paper .katex-mathml math').count()).toBeGreaterThan(0);
    const text = await page.locator('.pl-paper').innerText();
    expect(text).not.toContain('\\(');
    expect(text).not.toContain('\\frac');
    await expect.poll(() => page.locator('.tv-head').first().innerText()).toMatch(/难度：(一|二|三|四|五|六)星|难度：未知/);
    await screenshot(page, 'paper-library-maths-detail');

    // Votes: 有用, then changing to 没用 moves both counts.
    const up = page.getByRole('button', { name: /有用（\d+）/ });
    const down = page.getByRole('button', { name: /没用（\d+）/ });
    const [up0, down0] = [await countIn(up), await countIn(down)];
    await up.click();
    await expect.poll(() => countIn(up)).toBe(up0 + 1);
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');
    await down.click();
    await expect.poll(() => countIn(down)).toBe(down0 + 1);
    await expect.poll(() => countIn(up)).toBe(up0);
    await expect.poll(() => down.getAttribute('aria-pressed')).toBe('true');

    // Comments: an empty one is refused, a real one appears at the top as the teacher's own.
    const comments = page.getByRole('region', { name: '评论' });
    const commentTotal = async () => Number((await comments.locator('.pl-section-sub').innerText()).match(/\d+/)![0]);
    const before = await commentTotal();
    await comments.getByRole('button', { name: /发表评论/ }).click();
    await notice(page, '评论内容不能为空').waitFor();
    const content = '题目梯度合理，第12题适合做课堂例题。';
    await comments.getByRole('textbox', { name: '评论内容' }).fill(content);
    await comments.getByRole('button', { name: /发表评论/ }).click();
    await notice(page, '评论成功').waitFor();
    await expect.poll(() => commentTotal()).toBe(before + 1);
    const first = comments.locator('.ant-list-item').first();
    await expect.poll(() => first.innerText()).toContain(content);
    await expect.poll(() => first.innerText()).toContain('（我）');
    await expect.poll(() => comments.getByRole('textbox', { name: '评论内容' }).inputValue()).toBe('');

    // The maths analysis.
    await page.getByRole('button', { name: /试卷分析/ }).click();
    const analysis = page.getByRole('dialog', { name: '试卷分析' });
    await analysis.locator('.pa-table .ant-table-row').first().waitFor();
    for (const t of ['单选题', '解答题']) await analysis.getByRole('columnheader', { name: t, exact: true }).waitFor();
    await expect.poll(() => analysis.getByLabel('试卷难度系数').innerText()).toMatch(/0\.\d{2}/);
    await screenshot(page, 'paper-library-maths-analysis');
  });
});

/**
 * Online marking journeys on the demo school's marking exams: a manager assigns markers, markers
 * mark with the keyboard while the counters move, a disagreement on the double-marked English
 * essay is arbitrated, blank answers are proposed and confirmed, a problem paper is reported and
 * scored by the manager, and a marker hides and shows a task.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { exam, examGroup, markingGroup, teacher } from '../../apps/api/src/db/schema.js';
import { DEMO_ENGLISH_MARKING_EXAM as ENGLISH, DEMO_MATHS_MARKING_EXAM as MATHS } from '../../apps/api/src/seed/demo-marking.js';
import { dropdownsClosed, freshPage, launch, loginAs, modalsSettled, screenshot, type Browser } from '../support/browser.js';
import { journey, loginToken } from '../support/journey.js';

const j = journey();
/** A second browser for a second teacher at the same time (a browser holds one login). */
let browser2: Browser;
/** Teachers' names and ids by account (the screens show names). */
const names = new Map<string, string>();
const teacherIds = new Map<string, number>();

beforeAll(async () => {
  browser2 = await launch();
  const rows = await j.server.database.db.select({ id: teacher.id, account: teacher.account, name: teacher.name }).from(teacher).where(inArray(teacher.account, ['maths1', 'head11', 'english1', 'leader1']));
  for (const r of rows) {
    names.set(r.account, r.name);
    teacherIds.set(r.account, r.id);
  }
});
afterAll(async () => {
  await browser2?.close();
});

const name = (account: string) => names.get(account)!;
const notice = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
/** The task card of an exam's group on /marking/list (cards are labelled by exam, subject and groups). */
const taskCard = (page: Page, exam: string, group: string) => page.getByLabel(new RegExp(`^${exam} .+ .*${group}`));
const paperNo = async (page: Page) => (await page.getByText(/^试卷号 \d{7}$/).first().innerText()).replace('试卷号 ', '');
const counter = (page: Page, label: string) => page.getByTestId(`counter-${label}`);

async function openMarking(page: Page, account: string) {
  await loginAs(page, j.server.baseUrl, account);
  await page.getByRole('menu', { name: '主菜单' }).getByText('网上阅卷').click();
  await page.waitForURL(/#\/marking\/list/);
  await page.getByText('我的阅卷任务').waitFor();
}

/**
 * Sets a group of the maths marking exam to free marking by the given markers, as leader1 does on
 * the assignment page, through the API: the set-up of a journey that starts from the marking.
 */
async function freeMarking(groupName: string, accounts: string[]) {
  const [g] = await j.server.database.db
    .select({ id: markingGroup.id })
    .from(markingGroup)
    .innerJoin(exam, eq(exam.id, markingGroup.examId))
    .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
    .where(and(eq(examGroup.name, MATHS), eq(markingGroup.name, groupName)));
  const res = await fetch(`${j.server.baseUrl}/marking/group/${g!.id}/assign`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await loginToken(j, 'leader1')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ assignMode: 'free', markers: accounts.map((a) => ({ teacherId: teacherIds.get(a)! })) }),
  });
  expect(((await res.json()) as { errCode: string }).errCode).toBe('00');
}

/** Types a score into the focused box and presses Enter; waits for the notice that comes with the next answer. */
async function markWithKeys(page: Page, keys: string, expectNotice: string | RegExp) {
  await page.keyboard.type(keys);
  await page.keyboard.press('Enter');
  await notice(page, expectNotice).waitFor();
}

// Each journey logs in through the home page, whose reports share the embedded database with the
// marking calls: on a busy two-core machine a journey can take a minute, so each gets three.
describe('online marking', () => {
  it('leader1 assigns maths1 and head11 to 第9题 for free marking', { timeout: 180_000 }, async () => {
    const page = await freshPage(j.browser);
    await openMarking(page, 'leader1');
    await taskCard(page, MATHS, '第9题').getByRole('button', { name: '分配' }).click();
    await page.waitForURL(/#\/marking\/assign\?examId=\d+/);
    const card = page.getByLabel('题组 第9题');
    await card.waitFor();
    // Take both markers off, then choose them again from the school's maths teachers.
    const markers = card.getByRole('combobox', { name: '第9题的阅卷老师' });
    await markers.click();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    for (const account of ['maths1', 'head11']) {
      await page.keyboard.type(name(account));
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('Escape');
    // The list closes with an animation over the save button: let it finish first.
    await dropdownsClosed(page);
    await card.getByText('自由阅卷').click();
    await card.getByText('不设任务量，老师们从同一答卷池领取，先到先阅').waitFor();
    await screenshot(page, 'marking-assign');
    await card.getByRole('button', { name: /保存分配/ }).click();
    await notice(page, '第9题的阅卷分配已保存').waitFor();
    const table = page.getByLabel('第9题的阅卷老师分配');
    await expect.poll(() => table.innerText()).toContain(name('maths1'));
    expect(await table.innerText()).toContain(name('head11'));
    expect(await table.getByText('不限').count()).toBe(2);
  });

  it('maths1 and head11 mark 第9题 with the keyboard; wrong scores are refused and the counters move', { timeout: 180_000 }, async () => {
    await freeMarking('第9题', ['maths1', 'head11']);
    const page = await freshPage(j.browser);
    await openMarking(page, 'maths1');
    await taskCard(page, MATHS, '第9题').getByRole('button', { name: '开始阅卷' }).click();
    await page.waitForURL(/#\/marking\/task\/\d+$/);
    await page.getByLabel('第9题得分').waitFor();
    await expect.poll(() => counter(page, '我已阅').innerText()).toBe('0');
    expect(await counter(page, '任务量').innerText()).toBe('不限');
    const first = await paperNo(page);
    // Each submit brings the next answer with it: the screen makes no separate fetch.
    const fetches: string[] = [];
    page.on('request', (r) => {
      if (/\/marking\/group\/\d+\/next/.test(r.url())) fetches.push(r.url());
    });
    await markWithKeys(page, '7', '已提交 7 分');
    expect(await counter(page, '我已阅').innerText()).toBe('1');
    expect(await paperNo(page)).not.toBe(first);
    // Out of range: refused here with the Chinese message, nothing is sent.
    await page.keyboard.type('13');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('第9题的分数须在0到12分之间').waitFor();
    await screenshot(page, 'marking-refused');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    // F gives full marks.
    await page.keyboard.press('f');
    expect(await page.getByLabel('第9题得分').inputValue()).toBe('12');
    await page.keyboard.press('Enter');
    await notice(page, '已提交 12 分').waitFor();
    expect(await counter(page, '我已阅').innerText()).toBe('2');
    expect(fetches).toEqual([]);

    // head11 works full screen: no site header, same keys.
    const other = await freshPage(browser2);
    await openMarking(other, 'head11');
    await taskCard(other, MATHS, '第9题').getByRole('button', { name: '全屏阅卷' }).click();
    await other.waitForURL(/#\/marking\/task\/fs\/\d+$/);
    await other.getByLabel('第9题得分').waitFor();
    expect(await other.getByRole('menu', { name: '主菜单' }).count()).toBe(0);
    await markWithKeys(other, '5', '已提交 5 分');
    expect(await counter(other, '我已阅').innerText()).toBe('1');
    await screenshot(other, 'marking-full-screen');
    // The group's counters (polled) include both markers' work.
    await other.getByRole('button', { name: '退出全屏' }).click();
    await other.waitForURL(/#\/marking\/task\/\d+$/);
    await expect.poll(() => counter(other, '题组进度').innerText()).toMatch(/^3\/\d+$/);

    // 回评: maths1 opens the previous answer and changes 12 to 11.
    await page.getByRole('button', { name: '上一份' }).click();
    await page.getByText(/正在回评试卷号 \d{7}：我的原给分 12 分/).waitFor();
    await page.getByLabel('第9题得分').fill('11');
    await page.keyboard.press('Enter');
    await notice(page, /回评成功：试卷号 \d{7} 现为 11 分/).waitFor();
    expect(await counter(page, '我已阅').innerText()).toBe('2');

    await page.getByRole('button', { name: /返回$/ }).click();
    await page.waitForURL(/#\/marking\/list/);
    await expect.poll(() => taskCard(page, MATHS, '第9题').innerText()).toContain('2/不限');
  });

  it('a disagreement on the English essay goes to arbitration and leader1 gives the final score', { timeout: 180_000 }, async () => {
    const e1 = await freshPage(j.browser);
    await openMarking(e1, 'english1');
    await taskCard(e1, ENGLISH, '书面表达').getByRole('button', { name: '开始阅卷' }).click();
    await e1.getByLabel('第21题得分').waitFor();
    const paper = await paperNo(e1);

    const leader = await freshPage(browser2);
    await openMarking(leader, 'leader1');
    await taskCard(leader, ENGLISH, '书面表达').getByRole('button', { name: '开始阅卷' }).click();
    await leader.getByLabel('第21题得分').waitFor();
    // Both rounds of the first answer: the two markers see the same paper.
    expect(await paperNo(leader)).toBe(paper);

    await markWithKeys(e1, '2', '已提交 2 分');
    await markWithKeys(leader, '14', '已提交 14 分，分差超过误差，已转仲裁');

    await leader.getByRole('button', { name: /返回$/ }).click();
    await taskCard(leader, ENGLISH, '书面表达').getByRole('button', { name: '仲裁（1）' }).click();
    await leader.waitForURL(/#\/marking\/arbitration\?groupId=\d+/);
    await leader.getByLabel('第21题得分').waitFor();
    expect(await paperNo(leader)).toBe(paper);
    const marks = leader.getByLabel('两位阅卷老师的给分');
    await expect.poll(() => marks.innerText()).toContain(name('english1'));
    expect(await marks.innerText()).toContain(name('leader1'));
    expect(await leader.getByTestId('arbitration-difference').innerText()).toBe('12 分');
    await screenshot(leader, 'marking-arbitration');
    await markWithKeys(leader, '9', '已提交 9 分');
    await leader.getByText('暂无待仲裁的答卷').waitFor();

    await leader.getByText('已仲裁', { exact: true }).click();
    const done = leader.getByLabel('已仲裁答卷');
    await expect.poll(() => done.innerText()).toContain(paper);
    expect(await done.innerText()).toContain(name('leader1'));
  });

  it('leader1 proposes blank answers of 第11题 and confirms them in the audit list', { timeout: 180_000 }, async () => {
    const page = await freshPage(j.browser);
    await openMarking(page, 'leader1');
    await page.getByRole('menu', { name: '网上阅卷导航' }).getByText('空白卷识别').click();
    const group = page.getByLabel('空白卷识别 第11题');
    await group.waitFor();
    const count = group.getByTestId(/^blank-count-/);
    await expect.poll(async () => Number(await count.innerText())).toBeGreaterThan(0);
    const proposed = Number(await count.innerText());
    await screenshot(page, 'marking-autojdt');
    await group.getByRole('button', { name: /生成空白卷建议/ }).click();
    await page.waitForURL(/#\/marking\/audit\/list\?groupId=\d+/);
    await notice(page, `已生成 ${proposed} 份空白卷建议，请审核`).waitFor();
    await page.getByText(`共 ${proposed} 份`).waitFor();
    await page.getByText('全选本页').click();
    const onPage = Math.min(proposed, 10);
    await page.getByRole('button', { name: `确认为空白卷（${onPage}）` }).click();
    await screenshot(page, 'marking-audit');
    await page.locator('.ant-modal-confirm').waitFor();
    await modalsSettled(page);
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确认为空白卷' }).click();
    await notice(page, `已确认为空白卷 ${onPage} 份`).waitFor();
    await page.getByText('已确认', { exact: true }).click();
    await page.getByText(`共 ${onPage} 份`).waitFor();
  });

  it('maths1 reports a problem paper on 第10题 and leader1 scores it', { timeout: 180_000 }, async () => {
    const page = await freshPage(j.browser);
    await openMarking(page, 'maths1');
    await taskCard(page, MATHS, '第10题').getByRole('button', { name: '开始阅卷' }).click();
    await page.getByLabel('第10题得分').waitFor();
    const paper = await paperNo(page);
    await page.getByRole('button', { name: '问题卷' }).click();
    const dialog = page.getByRole('dialog', { name: `报告问题卷（试卷号 ${paper}）` });
    // A click on a dialog still zooming in can miss its target: wait, and check that the type took.
    await modalsSettled(page);
    await dialog.getByRole('radio', { name: '非本题答案' }).check();
    await dialog.getByLabel('问题说明').fill('答在了第9题的位置');
    await dialog.getByRole('button', { name: /提交问题卷/ }).click();
    await notice(page, '已提交为问题卷，将由阅卷负责人处理').waitFor();
    await expect.poll(() => paperNo(page)).not.toBe(paper);

    const leader = await freshPage(j.browser);
    await openMarking(leader, 'leader1');
    await taskCard(leader, MATHS, '第10题').getByRole('row', { name: /第10题/ }).getByRole('button', { name: '问题卷' }).click();
    await leader.waitForURL(/#\/marking\/problem\?/);
    const list = leader.getByLabel('问题卷列表');
    const row = list.getByRole('row').filter({ hasText: paper });
    await expect.poll(() => row.innerText()).toContain('答在了第9题的位置');
    expect(await row.innerText()).toContain('非本题答案');
    expect(await row.innerText()).toContain(name('maths1'));
    await row.getByRole('button', { name: '给分' }).click();
    const scoring = leader.getByRole('dialog', { name: `问题卷给分：试卷号 ${paper}（非本题答案）` });
    await scoring.getByLabel('第10题得分').waitFor();
    // 第10题 is marked in half points: 6.3 is refused, 6.5 is taken.
    await scoring.getByLabel('第10题得分').fill('6.3');
    await leader.keyboard.press('Enter');
    await scoring.getByRole('alert').getByText('第10题的分数须为0.5分的整数倍').waitFor();
    await scoring.getByLabel('第10题得分').fill('6.5');
    await screenshot(leader, 'marking-problem-score');
    await leader.keyboard.press('Enter');
    await notice(leader, '已给分，问题卷已处理').waitFor();
    await leader.getByText('已处理', { exact: true }).click();
    const handled = list.getByRole('row').filter({ hasText: paper });
    await expect.poll(() => handled.innerText()).toContain('6.5分');
  });

  it('maths1 hides a task and shows it again', { timeout: 180_000 }, async () => {
    const page = await freshPage(j.browser);
    await openMarking(page, 'maths1');
    const card = taskCard(page, MATHS, '第11题');
    await card.getByRole('button', { name: '隐藏' }).click();
    await notice(page, '任务已隐藏，可打开“显示已隐藏任务”找回').waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await page.getByRole('switch', { name: '显示已隐藏任务' }).click();
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain('已隐藏');
    await screenshot(page, 'marking-hidden-tasks');
    await card.getByRole('button', { name: '显示' }).click();
    await notice(page, '任务已重新显示').waitFor();
    await expect.poll(() => card.innerText()).not.toContain('已隐藏');
    await page.getByRole('switch', { name: '显示已隐藏任务' }).click();
    await expect.poll(() => card.count()).toBe(1);
  });
});

/**
 * 词汇训练 end to end (docs/vocabulary.md): english1 builds a list by pasting words (an unknown one
 * is named, not dropped), puts it to 高一(1)班 with 英译汉 and 拼写; a demo student of that class
 * practises on a phone-sized student page (one wrong choice, one misspelling) and finishes; the
 * teacher's reports show the class's figures, the student's wrong words and the misspelling given.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TVocabListDetail } from '@app/contract/vocabulary';
import { freshPage, loginAs, screenshot } from '../support/browser.js';
import { apiAs, journey, rowsOf } from '../support/journey.js';

const j = journey({ viewport: { width: 1440, height: 900 } });
const SCHOOL_CODE = '3101010001';
const LIST = 'e2e 水果与图书馆';

describe('词汇训练: a teacher builds and puts a list, a student practises on the phone, the reports show it', () => {
  let teacher: Page;
  let words: TVocabListDetail['words'];

  it('english1 builds a list by pasting words; the word the bank does not have is named', async () => {
    teacher = await freshPage(j.browser);
    await loginAs(teacher, j.server.baseUrl, 'english1');
    await teacher.getByRole('menu', { name: '主菜单' }).getByRole('menuitem', { name: '英语资源' }).click();
    await teacher.waitForURL(/#\/vocabulary\/list/);
    await expect.poll(() => teacher.title()).toBe('词汇训练 - 教师端');
    // The demo's lists are there.
    await rowsOf(teacher, '我的词表').filter({ hasText: '必修一 Unit 1 校园生活' }).waitFor();
    await teacher.getByRole('button', { name: '新建词表' }).click();
    await teacher.waitForURL(/#\/vocabulary\/create/);
    // (Exactly: the list page's search box is 搜索词表名称.)
    await teacher.getByLabel('词表名称', { exact: true }).fill(LIST);
    await teacher.getByLabel('粘贴单词').fill('apple\nbanana, library\nqwertyx');
    await teacher.getByRole('button', { name: /^识\s*别$/ }).click();
    await teacher.getByText('词库中没有：qwertyx').waitFor();
    await teacher.getByText('已选 3 / 500').waitFor();
    await screenshot(teacher, 'vocabulary-editor-1440');
    await teacher.getByRole('button', { name: /^保\s*存$/ }).click();
    await teacher.waitForURL(/#\/vocabulary\/detail\?listId=\d+/);
    const listId = Number(new URL(teacher.url().replace('/#/', '/')).searchParams.get('listId'));
    words = (await apiAs<TVocabListDetail>(j, teacher, `/vocabulary/list/${listId}`)).words;
    expect(words.map((w) => w.word)).toEqual(['apple', 'banana', 'library']);
    await teacher.getByText(words[2]!.meaning).first().waitFor();
  });

  it('puts it to 高一(1)班 with 英译汉 and 拼写, one round', async () => {
    await teacher.getByRole('button', { name: /布\s*置$/ }).first().click();
    await teacher.waitForURL(/#\/vocabulary\/put\/create\?listId=\d+/);
    await teacher.getByRole('checkbox', { name: '高一(1)班' }).check();
    await teacher.getByRole('checkbox', { name: '汉译英' }).uncheck();
    await teacher.getByText('每名学生共 3 × 2 × 1 = 6 题').waitFor();
    await screenshot(teacher, 'vocabulary-put-1440');
    await teacher.getByRole('button', { name: /^布\s*置$/ }).click();
    await teacher.waitForURL(/#\/vocabulary\/list\?tab=put/);
    const row = rowsOf(teacher, '布置记录').filter({ hasText: LIST });
    await row.waitFor();
    expect(await row.innerText()).toContain('进行中');
  });

  it('a student of 高一(1)班 practises on a phone: one wrong choice, one misspelling, then 已完成', async () => {
    const phone = await j.browser.context.newPage();
    await phone.setViewportSize({ width: 375, height: 667 });
    await phone.goto(`${j.server.baseUrl}/#/student/login`);
    await phone.getByLabel('学校代码').fill(SCHOOL_CODE);
    await phone.getByLabel('学号').fill('202620101');
    await phone.getByLabel('密码').fill('demo123456');
    await phone.getByRole('button', { name: '登录' }).click();
    await phone.waitForURL(/#\/student$/);
    await phone.getByRole('region', { name: '我的任务' }).getByRole('button', { name: new RegExp(`词汇练习：${LIST}`) }).click();
    await phone.waitForURL(/#\/student\/vocabulary\/\d+/);
    await expect.poll(() => phone.title()).toBe('词汇练习 - 学生端');

    const byWord = new Map(words.map((w) => [w.word, w]));
    const byMeaning = new Map(words.map((w) => [w.meaning, w]));
    const item = phone.getByRole('region', { name: '题目' });
    for (let n = 0; n < 6; n++) {
      await item.waitFor();
      const mode = (await item.locator('.vocab-mode-tag').innerText()).trim();
      const prompt = (await item.locator('.vocab-prompt > p').first().innerText()).trim();
      if (mode === '英译汉') {
        const w = byWord.get(prompt)!;
        // banana is answered wrong on purpose.
        const options = item.getByRole('group', { name: '选项' }).getByRole('button');
        const texts = await options.allInnerTexts();
        const pick = w.word === 'banana' ? texts.find((t) => t.trim() !== w.meaning)! : w.meaning;
        await options.filter({ hasText: pick }).first().click();
        await item.getByText(w.word === 'banana' ? '回答错误' : '回答正确').waitFor();
        if (n === 0) await screenshot(phone, 'vocabulary-practice-choice-375');
      } else {
        expect(mode).toBe('拼写');
        const w = byMeaning.get(prompt)!;
        // library is misspelt on purpose; apple comes in capitals and with spaces around it.
        await item.getByLabel('拼写单词').fill(w.word === 'library' ? 'libary' : w.word === 'apple' ? '  APPLE ' : w.word);
        await item.getByLabel('拼写单词').press('Enter');
        await item.getByText(w.word === 'library' ? '回答错误' : '回答正确').waitFor();
        if (w.word === 'library') {
          await item.getByText('正确答案：library').waitFor();
          await screenshot(phone, 'vocabulary-practice-spelling-375');
        }
      }
      // A wrong answer waits for the student; a right one moves on by itself (or with the button).
      const next = item.getByRole('button', { name: /下一题|查看练习结果|查看本轮结果/ });
      if (await next.isVisible()) await next.click();
      if (n < 5) await expect.poll(async () => (await phone.getByRole('progressbar', { name: '本轮进度' }).getAttribute('aria-valuenow')) ?? '').toBe(String(n + 1));
    }
    const result = phone.getByRole('region', { name: '练习结果' });
    await result.getByText('已完成').waitFor();
    const wrong = result.getByRole('list', { name: '答错的单词' });
    await expect.poll(async () => (await wrong.innerText()).includes('banana') && (await wrong.innerText()).includes('library')).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'vocabulary-practice-done-375');
    await phone.close();
  });

  it('the reports show the class, the student’s wrong words and the misspelling given', async () => {
    await rowsOf(teacher, '布置记录').filter({ hasText: LIST }).getByRole('button', { name: /^报\s*告$/ }).click();
    await teacher.waitForURL(/#\/vocabulary\/report\/results\?putId=\d+/);
    const clazz = rowsOf(teacher, '各班结果').filter({ hasText: '高一(1)班' });
    await clazz.waitFor();
    expect(await clazz.innerText()).toContain('66.7%');
    await screenshot(teacher, 'vocabulary-report-results-1440');

    await teacher.getByRole('tab', { name: '学生报告' }).click();
    await teacher.waitForURL(/#\/vocabulary\/report\/student/);
    const student = rowsOf(teacher, '学生报告').filter({ hasText: '202620101' });
    await student.waitFor();
    expect(await student.innerText()).toContain('66.7%');

    await teacher.getByRole('tab', { name: '单词报告' }).click();
    await teacher.waitForURL(/#\/vocabulary\/report\/word/);
    const first = rowsOf(teacher, '单词报告').first();
    await first.waitFor();
    const library = rowsOf(teacher, '单词报告').filter({ hasText: 'library' });
    expect(await library.innerText()).toContain('libary');
    await screenshot(teacher, 'vocabulary-report-word-1440');
  });
});

/**
 * 写作训练 end to end (docs/writing.md): english1 sets a 自主命题 task for 高一(1)班; a demo student
 * writes the essay on a phone-sized student page and gets the 智能批改 at once (a misspelling named),
 * and adds a photo of the handwritten essay; the teacher opens the class's essays (the row tagged
 * 照片), sees the finding marked in the essay and the student's photo, scores it with a comment; the student then sees the teacher's score and can no longer change the essay.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { freshPage, loginAs, screenshot } from '../support/browser.js';
import { journey, rowsOf } from '../support/journey.js';

const j = journey({ viewport: { width: 1440, height: 900 } });
const SCHOOL_CODE = '3101010001';
const TITLE = 'e2e 我的周末';
const ESSAY = `Last weekend I visited the city library with my classmates. We spent the whole morning reading books about space, and I learned many intresting facts about the planets. In the afternoon we played basketball in the park because the weather was sunny and warm. Although I was tired in the evening, I finished my homework before dinner. I think it was a meaningful weekend, and I hope to visit the library again next month.`;

describe('写作训练: a teacher sets a task, a student writes on the phone and gets 智能批改, the teacher scores it', () => {
  let teacher: Page;
  let phone: Page;

  it('english1 sets a 自主命题 task for 高一(1)班', async () => {
    teacher = await freshPage(j.browser);
    await loginAs(teacher, j.server.baseUrl, 'english1');
    await teacher.getByRole('menu', { name: '主菜单' }).getByRole('menuitem', { name: '英语资源' }).click();
    await teacher.getByRole('menu', { name: '英语资源导航' }).getByRole('menuitem', { name: '写作训练' }).click();
    await teacher.waitForURL(/#\/write\/list/);
    await teacher.getByRole('button', { name: /自主命题$/ }).first().click();
    await teacher.waitForURL(/#\/write\/originalwrite/);
    await teacher.getByLabel('题目要求').fill('Write about your last weekend in about 80 words: what you did and how you felt.');
    await teacher.getByLabel('题目名称').fill(TITLE);
    await teacher.getByRole('checkbox', { name: '高一(1)班' }).check();
    await screenshot(teacher, 'write-original-1440');
    await teacher.getByRole('button', { name: /^布\s*置$/ }).click();
    await teacher.waitForURL(/#\/write\/list/);
    const row = rowsOf(teacher, '写作任务').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain('进行中');
  });

  it('a student of 高一(1)班 writes the essay on a phone and gets 智能批改 at once', async () => {
    phone = await j.browser.context.newPage();
    await phone.setViewportSize({ width: 375, height: 667 });
    await phone.goto(`${j.server.baseUrl}/#/student/login`);
    await phone.getByLabel('学校代码').fill(SCHOOL_CODE);
    await phone.getByLabel('学号').fill('202620101');
    await phone.getByLabel('密码').fill('demo123456');
    await phone.getByRole('button', { name: '登录' }).click();
    await phone.waitForURL(/#\/student$/);
    await phone.getByRole('region', { name: '我的任务' }).getByRole('button', { name: new RegExp(`写作：${TITLE}`) }).click();
    await phone.waitForURL(/#\/student\/write\/\d+/);
    await expect.poll(() => phone.title()).toBe('写作 - 学生端');
    await phone.getByLabel('作文内容').fill(ESSAY);
    await phone.getByRole('button', { name: '提交作文' }).click();
    const feedback = phone.getByRole('region', { name: '智能批改' });
    await feedback.getByText('仅供参考').first().waitFor();
    await expect.poll(async () => (await feedback.innerText()).includes('intresting')).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'write-student-feedback-375');
  });

  it('the student adds a photo of the handwritten essay and sees its thumbnail', async () => {
    // A "photo" of a page: lined paper with a few dark strokes, 900×1200.
    const lines = Array.from({ length: 14 }, (_, i) => `<rect x="90" y="${150 + i * 70}" width="${560 + ((i * 97) % 160)}" height="6" fill="#1f2937"/>`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#fbf8ef"/>${lines}</svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    await phone.getByLabel('选择作文照片').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const card = phone.getByRole('region', { name: '作文照片' });
    await card.getByAltText('我上传的作文照片').waitFor();
    await card.getByRole('button', { name: '重新拍照上传' }).waitFor();
    await expect.poll(() => card.getByAltText('我上传的作文照片').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(900);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await card.scrollIntoViewIfNeeded();
    await screenshot(phone, 'write-photo-student-375');
    // Tapped, the photo opens large over the page, and closes again.
    await card.getByRole('button', { name: '查看大图' }).click();
    const large = phone.getByRole('dialog', { name: '作文照片大图' });
    await large.getByAltText('我上传的作文照片（大图）').waitFor();
    await screenshot(phone, 'write-photo-preview-375');
    await large.getByRole('button', { name: '关闭' }).click();
    await large.waitFor({ state: 'hidden' });
  });

  it('the teacher finds the essay, sees the misspelling marked and scores it with a comment', async () => {
    await teacher.reload();
    const row = rowsOf(teacher, '写作任务').filter({ hasText: TITLE });
    await row.getByRole('button', { name: /^作\s*文$/ }).click();
    await teacher.waitForURL(/#\/write\/detailswrite\?taskId=\d+/);
    const student = rowsOf(teacher, '学生作文').filter({ hasText: '202620101' });
    await student.waitFor();
    expect(await student.innerText()).toContain('待批改');
    expect(await student.innerText()).toContain('照片');
    await student.getByRole('button', { name: /^批改.*的作文$/ }).click();
    await teacher.waitForURL(/#\/write\/aiwrite\?submissionId=\d+/);
    const essay = teacher.getByLabel('作文正文');
    await essay.getByText('intresting').waitFor();
    await teacher.getByLabel('智能批改').getByText('建议分').first().waitFor();
    await teacher.getByText('学生上传的照片').waitFor();
    await expect.poll(() => teacher.getByAltText('学生上传的作文照片').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(900);
    await screenshot(teacher, 'write-photo-aiwrite-1440');
    await teacher.getByLabel('教师评分').fill('12');
    await teacher.getByLabel('评语').fill('内容完整，注意 interesting 的拼写。');
    await teacher.getByRole('button', { name: '确认评分' }).click();
    await teacher.getByText(/已于 .* 评分 12(\.0)? 分/).waitFor();
    await screenshot(teacher, 'write-aiwrite-1440');
  });

  it('the student sees the teacher’s score and comment, and the essay is closed', async () => {
    await phone.reload();
    const scored = phone.getByRole('region', { name: '教师评分' });
    await scored.getByText('内容完整，注意 interesting 的拼写。').waitFor();
    expect(await scored.innerText()).toMatch(/12/);
    expect(await phone.getByRole('button', { name: /修改作文|重新提交|提交作文/ }).count()).toBe(0);
    await screenshot(phone, 'write-student-scored-375');
  });
});

/**
 * 校本资源 end to end (docs/school-paper.md): head11 uploads a PDF paper (the progress bar while
 * it goes up), previews it (pdf.js draws the pages) and a Word paper of the demo (converted,
 * sanitised), sets the PDF as homework for 高一(1)班; a student of 高一(1)班 signs in on a phone,
 * opens the homework, marks it done and hands in a photo; the teacher sees the class's completion,
 * opens the photo and comments; the student then reads the comment.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { closeModal, freshPage, loginAs, screenshot } from '../support/browser.js';
import { journey, rowsOf } from '../support/journey.js';

const j = journey({ viewport: { width: 1440, height: 900 } });
const SCHOOL_CODE = '3101010001';
const STUDENT_NUM = '202620101';
const PAPER = 'e2e 高一数学第13周周测';
const HOMEWORK = 'e2e 第13周周测作业';

/** A two-page test with a scanned-looking figure (noise, which does not compress): about 3 MB, so the upload takes a moment under the throttle. */
async function samplePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const figure = await doc.embedPng(await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 200, sigma: 40 } } }).png().toBuffer());
  for (let p = 1; p <= 2; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Week 13 Mathematics Test - page ${p}`, { x: 60, y: 780, size: 20, font });
    for (let i = 0; i < 8; i++) page.drawText(`${(p - 1) * 8 + i + 1}. Solve: ${i + 2}x + ${i} = ${3 * i + 7}`, { x: 60, y: 720 - i * 70, size: 13, font });
    if (p === 2) page.drawImage(figure, { x: 360, y: 90, width: 160, height: 160 });
  }
  return Buffer.from(await doc.save());
}

describe('校本资源: upload a paper, preview it, set it as homework; a student completes it; the teacher sees and comments', () => {
  let teacher: Page;
  let phone: Page;
  const cspViolations: string[] = [];

  it('head11 uploads a PDF with a progress bar and finds it first in 我的校本试卷', async () => {
    teacher = await freshPage(j.browser);
    teacher.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    await loginAs(teacher, j.server.baseUrl, 'head11');
    await teacher.getByRole('menu', { name: '主菜单' }).getByRole('menuitem', { name: '校本资源' }).click();
    await teacher.waitForURL(/#\/schoolpaper\/my$/);
    await expect.poll(() => teacher.title()).toBe('我的校本试卷 - 教师端');
    // The demo's papers of head11, newest first.
    const rows = rowsOf(teacher, '校本试卷');
    await rows.first().waitFor();
    expect(await rows.first().innerText()).toContain('高一数学第12周周测');
    await screenshot(teacher, 'schoolpaper-my-1440');

    await teacher.getByRole('button', { name: /上传试卷/ }).first().click();
    const dialog = teacher.getByRole('dialog').filter({ hasText: '上传校本试卷' });
    await dialog.locator('input[type=file]').setInputFiles({ name: '第13周周测.pdf', mimeType: 'application/pdf', buffer: await samplePdf() });
    await dialog.getByLabel('试卷名称').fill(PAPER);
    await dialog.getByRole('combobox', { name: '年级' }).click();
    await teacher.locator('.ant-select-dropdown:visible').getByTitle('高一', { exact: true }).click();
    // A slow school line (about 1.5 MB/s up): the bar moves while the file goes up.
    const cdp = await teacher.context().newCDPSession(teacher);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1_500_000 });
    await dialog.getByRole('button', { name: /^上\s*传$/ }).click();
    const bar = dialog.getByRole('progressbar', { name: '上传进度' });
    await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(teacher, 'schoolpaper-upload-progress-1440');
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    await expect.poll(async () => rows.first().innerText()).toContain(PAPER);
    const row = rows.first();
    expect(await row.innerText()).toContain('PDF');
    expect(await row.innerText()).toContain('数学');
  });

  it('previews the PDF with pdf.js and a Word paper converted to HTML', async () => {
    const row = rowsOf(teacher, '校本试卷').filter({ hasText: PAPER });
    await row.getByRole('button', { name: '预览' }).click();
    const drawer = teacher.locator('.ant-drawer').filter({ hasText: `预览：${PAPER}` });
    await drawer.getByLabel('第2页').waitFor();
    // The page is drawn: its canvas holds dark pixels (the text), not an empty white sheet.
    const inked = await drawer.getByLabel('第1页').evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, Math.min(c.height, 400)).data;
      let dark = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! < 100) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(500);
    await screenshot(teacher, 'schoolpaper-preview-pdf-1440');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const word = rowsOf(teacher, '校本试卷').filter({ hasText: '高一数学第12周周测' });
    await word.getByRole('button', { name: '预览' }).click();
    const wordDrawer = teacher.locator('.ant-drawer').filter({ hasText: '预览：高一数学第12周周测' });
    const content = wordDrawer.getByLabel('试卷内容');
    await content.getByText('已知集合A={1,2,3}', { exact: false }).waitFor();
    expect(await content.locator('h1').innerText()).toBe('高一数学第12周周测');
    await screenshot(teacher, 'schoolpaper-preview-word-1440');
    await wordDrawer.getByRole('button', { name: '关闭' }).click();
    await wordDrawer.waitFor({ state: 'hidden' });
    expect(cspViolations).toEqual([]);
  });

  it('sets the PDF as homework for 高一(1)班', async () => {
    const row = rowsOf(teacher, '校本试卷').filter({ hasText: PAPER });
    await row.getByRole('button', { name: '布置作业' }).click();
    const dialog = teacher.getByRole('dialog').filter({ hasText: '布置作业' });
    await dialog.getByLabel('作业名称').fill(HOMEWORK);
    await dialog.getByRole('checkbox', { name: /高一\(1\)班/ }).check();
    await screenshot(teacher, 'schoolpaper-homework-dialog-1440');
    await dialog.getByRole('button', { name: /^布\s*置$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await teacher.getByRole('menu', { name: '校本资源导航' }).getByRole('menuitem', { name: '作业' }).click();
    await teacher.waitForURL(/#\/schoolpaper\/homework$/);
    const hw = rowsOf(teacher, '作业').filter({ hasText: HOMEWORK });
    await hw.waitFor();
    expect(await hw.innerText()).toContain('进行中');
  });

  it('a student of 高一(1)班 opens it on a phone, marks it done and hands in a photo', async () => {
    phone = await j.browser.context.newPage();
    await phone.setViewportSize({ width: 375, height: 667 });
    await phone.goto(`${j.server.baseUrl}/#/student/login`);
    await phone.getByLabel('学校代码').fill(SCHOOL_CODE);
    await phone.getByLabel('学号').fill(STUDENT_NUM);
    await phone.getByLabel('密码').fill('demo123456');
    await phone.getByRole('button', { name: '登录' }).click();
    await phone.waitForURL(/#\/student$/);
    const task = phone.getByRole('region', { name: '我的任务' }).getByRole('button', { name: new RegExp(`作业：${HOMEWORK}`) });
    expect(await task.innerText()).toContain('未完成');
    await screenshot(phone, 'schoolpaper-student-tasks-375');
    await task.click();
    await phone.waitForURL(/#\/student\/homework\/\d+/);
    await expect.poll(() => phone.title()).toBe('作业 - 学生端');
    await phone.getByText(`${PAPER}（PDF）`).waitFor();
    await phone.getByRole('button', { name: '标记为已完成' }).click();
    await phone.getByRole('button', { name: '已标记完成（点此取消）' }).waitFor();
    const lines = Array.from({ length: 12 }, (_, i) => `<rect x="80" y="${140 + i * 80}" width="${520 + ((i * 89) % 200)}" height="7" fill="#1f2937"/>`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#fbf8ef"/>${lines}</svg>`;
    await phone.getByLabel('选择作业照片').setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer() });
    const thumb = phone.getByAltText('作业照片1');
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(900);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await thumb.scrollIntoViewIfNeeded();
    await screenshot(phone, 'schoolpaper-student-homework-375');
  });

  it('the teacher sees the completion per class and student, opens the photo and comments', async () => {
    await teacher.reload();
    const hw = rowsOf(teacher, '作业').filter({ hasText: HOMEWORK });
    await hw.waitFor();
    await hw.getByRole('button', { name: '完成情况' }).click();
    const stats = teacher.getByLabel('完成统计');
    await stats.waitFor();
    await expect.poll(async () => (await stats.innerText()).replace(/\s+/g, '')).toContain('已上传照片1');
    const student = rowsOf(teacher, '学生完成情况').filter({ hasText: STUDENT_NUM });
    expect(await student.innerText()).toContain('已上传照片');
    await screenshot(teacher, 'schoolpaper-completion-1440');
    await student.getByRole('button', { name: /查看照片/ }).click();
    const photos = teacher.locator('.ant-modal').filter({ hasText: '的作业照片' });
    const img = photos.locator('img').first();
    await img.waitFor();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(900);
    await screenshot(teacher, 'schoolpaper-photo-1440');
    await closeModal(teacher, photos);
    await student.getByRole('button', { name: '写评语' }).click();
    const commentBox = teacher.locator('.ant-modal').filter({ has: teacher.getByText(/^给.+写评语$/) });
    await commentBox.getByLabel('评语').fill('过程清楚，第4题再检查一下计算。');
    await commentBox.getByRole('button', { name: /^保\s*存$/ }).click();
    await commentBox.waitFor({ state: 'hidden' });
    await expect.poll(async () => student.innerText()).toContain('过程清楚，第4题再检查一下计算。');
    await teacher.setViewportSize({ width: 1280, height: 720 });
    await screenshot(teacher, 'schoolpaper-completion-1280');
  });

  it('the student reads the comment', async () => {
    await phone.reload();
    await phone.getByRole('region', { name: '老师评语' }).getByText('过程清楚，第4题再检查一下计算。').waitFor();
    await screenshot(phone, 'schoolpaper-student-comment-375');
  });

  it('教辅资料 shows the school’s teaching aids by kind, for any teacher of the school', async () => {
    await teacher.setViewportSize({ width: 1440, height: 900 });
    await teacher.keyboard.press('Escape');
    await teacher.goto(`${j.server.baseUrl}/#/schoolpaper/my`);
    await teacher.getByRole('menu', { name: '校本资源导航' }).getByRole('menuitem', { name: '教辅资料' }).click();
    await teacher.waitForURL(/#\/schoolresources\/booklist$/);
    const books = rowsOf(teacher, '书单').filter({ hasText: '高一英语课外阅读书单' });
    await books.waitFor();
    // leader1's list: head11 reads and downloads it but may not change it.
    expect(await books.getByRole('button', { name: '编辑' }).count()).toBe(0);
    await teacher.getByRole('tab', { name: '知识清单' }).click();
    await teacher.waitForURL(/#\/schoolresources\/knowledge$/);
    const own = rowsOf(teacher, '知识清单').filter({ hasText: '高一数学必修一知识清单' });
    await own.getByRole('button', { name: '编辑' }).waitFor();
    await screenshot(teacher, 'schoolresources-knowledge-1440');
  });
});

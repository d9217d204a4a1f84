/**
 * Answer images and scans over HTTP: viewing an answer image (who may), rotating it, importing a
 * ZIP of scans (per-question images, whole pages and PDFs cut by the template) and the scan
 * template. Images are generated with the demo renderer; ZIPs are built with fflate, the library
 * the server reads them with.
 */
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examGroup, markingAnswer, markingSlot, markingTemplate, student } from '../src/db/schema.js';
import { measureInk } from '../src/modules/marking/images/ink.js';
import { renderAnswer, renderSheetPage, type RenderAnswerOptions } from '../src/modules/marking/images/render-answer.js';
import { markingImageRoutes } from '../src/modules/marking/routes-images.js';
import { expectAuthRequired, expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { setupMarkingExam, TINY_PNG, type MarkingExam } from './support/marking.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };
type ImportResult = { imported: number; replaced: number; skipped: { name: string; reason: string }[]; groups: { groupId: number; name: string; count: number }[] };
type Template = { examId: number; imageUrl: string | null; regions: { groupId: number; page: number; x: number; y: number; w: number; h: number }[] };

function form(parts: Part[]) {
  const boundary = '----img' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    const type = p.filename ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const zipFile = (files: Zippable, filename = 'scans.zip') => form([{ name: 'file', filename, contentType: 'application/zip', data: Buffer.from(zipSync(files, { level: 1 })) }]);
const answerPng = (o: Partial<RenderAnswerOptions> & { seed: number }) => renderAnswer({ questionNo: '13', ...o });

describe('answer images and scans', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  const tok = {} as Record<'leader' | 'marker' | 'maths2' | 'head3' | 'english1' | 'stranger' | 'outsider', string>;
  let exam: MarkingExam;
  /** Student numbers by class index 0..2 (three per class). */
  let nums: string[][];
  let studentIdByNum: Map<string, number>;
  let markerId: number;

  async function image(url: string, token?: string, headers: Record<string, string> = {}) {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, json: () => res.json() as { errCode: string; errMsg: string; data: null } };
  }
  const answersOf = (examId: number) => ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.examId, examId));

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    other = await buildSchool(db);
    const c = s.clazzIds[1]!;
    const leader = await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] });
    const marker = await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c[0]!, subjectId: 3 }] });
    const maths2 = await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c[1]!, subjectId: 3 }] });
    const head3 = await buildTeacher(db, s, { posts: [{ post: 1 }], subjects: [9], adminOf: [c[2]!], teaches: [{ clazzId: c[2]!, subjectId: 9 }] });
    const english1 = await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c[0]!, subjectId: 8 }] });
    const outsider = await buildTeacher(db, s, { subjects: [3] });
    const stranger = await buildTeacher(db, other, { posts: [{ post: 5 }], subjects: [3] });
    for (const [k, t] of Object.entries({ leader, marker, maths2, head3, english1, stranger, outsider })) tok[k as keyof typeof tok] = await ctx.login(t);
    markerId = marker.teacherId;
    exam = await setupMarkingExam(ctx, tok.leader, s, {
      markType: 3,
      questions: [{ no: '1', full: 5, objective: true }, { no: '13', full: 10 }, { no: '14', full: 6 }, { no: '15', full: 8 }],
      groups: [
        { questionNos: ['13'], markers: [{ teacherId: marker.teacherId }] },
        { name: '第14-15题', questionNos: ['14', '15'], markers: [{ teacherId: marker.teacherId }] },
      ],
    });
    const rows = await db.select({ id: student.id, num: student.studentNum, clazzId: student.clazzId }).from(student).where(inArray(student.clazzId, c));
    nums = c.map((clazzId) => rows.filter((r) => r.clazzId === clazzId).map((r) => r.num).sort());
    studentIdByNum = new Map(rows.map((r) => [r.num, r.id]));
    // Two exams set up over HTTP: allow for a busy machine.
  }, 180_000);
  afterAll(() => ctx.close());

  it('every image and scan route refuses a missing or forged token (with the JSON envelope)', async () => {
    expect(markingImageRoutes).toHaveLength(7);
    for (const r of markingImageRoutes) {
      const url = r.url.replace(/:[a-zA-Z]+/g, '1');
      await expectAuthRequired(ctx, { method: r.method, url, ...(r.method === 'GET' ? {} : { payload: {} }) });
    }
  });

  describe('viewing an answer image', () => {
    let byClass: number[][];
    let png: Buffer;

    beforeAll(async () => {
      const db = ctx.database.db;
      const answers = await db.select().from(markingAnswer).where(eq(markingAnswer.groupId, exam.groupIds[0]!));
      const c = s.clazzIds[1]!;
      byClass = c.map((clazzId) => answers.filter((a) => a.clazzId === clazzId).map((a) => a.id));
      png = await answerPng({ seed: 1 });
      await ctx.storage.put('test/written.png', png, 'image/png');
      await db.update(markingAnswer).set({ imageKey: 'test/written.png' }).where(eq(markingAnswer.id, byClass[0]![0]!));
    });

    it('streams the PNG to the exam manager and the group marker, not as an envelope', async () => {
      for (const token of [tok.leader, tok.marker]) {
        const res = await image(`/marking/answer/${byClass[0]![0]}/image?r=0`, token);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toMatch(/^private/);
        expect(res.raw.equals(png)).toBe(true);
      }
    });

    it('answers a revalidation with 304 and lets a versioned URL be cached for long', async () => {
      const first = await image(`/marking/answer/${byClass[1]![0]}/image`, tok.leader);
      expect(first.raw.equals(TINY_PNG)).toBe(true);
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await image(`/marking/answer/${byClass[1]![0]}/image`, tok.leader, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
      const [a] = await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.id, byClass[0]![0]!));
      expect(a!.imageKey).toBe('test/written.png');
      await ctx.database.db.update(markingAnswer).set({ imageKey: 'test/written.png' }).where(eq(markingAnswer.id, byClass[0]![1]!));
      const rotated = expectOk(await ctx.call<{ rotation: number }>({ method: 'POST', url: '/ufile/rotate-img', token: tok.leader, payload: { answerId: byClass[0]![1], degrees: 180 } }));
      expect(rotated.rotation).toBe(180);
      const [b] = await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.id, byClass[0]![1]!));
      const version = /([0-9a-f]{64})\.png$/.exec(b!.imageKey)![1]!.slice(0, 12);
      const pinned = await image(`/marking/answer/${byClass[0]![1]}/image?r=180&v=${version}`, tok.marker);
      expect(pinned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      // The addresses the API hands out are pinned the same way.
      const served = await image((rotated as unknown as { imageUrl: string }).imageUrl, tok.marker);
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    });

    it('lets the class teachers of the answer see it under 班级混合阅卷 (markType 3), nobody else', async () => {
      // maths2 teaches maths in class 2; head3 is the class teacher of class 3; english1 teaches English in class 1.
      expect((await image(`/marking/answer/${byClass[1]![0]}/image`, tok.maths2)).status).toBe(200);
      expect((await image(`/marking/answer/${byClass[2]![0]}/image`, tok.head3)).status).toBe(200);
      const wrongClass = await image(`/marking/answer/${byClass[0]![0]}/image`, tok.maths2);
      expect(wrongClass.status).toBe(403);
      expect(wrongClass.json()).toEqual({ errCode: '40300', errMsg: '您没有查看该答卷的权限', data: null });
      expect((await image(`/marking/answer/${byClass[0]![0]}/image`, tok.english1)).status).toBe(403);
      expect((await image(`/marking/answer/${byClass[0]![0]}/image`, tok.outsider)).status).toBe(403);
    });

    it('keeps class teachers out under 班级单独阅卷 (markType 4)', async () => {
      const db = ctx.database.db;
      await db.update(examGroup).set({ markType: 4 }).where(eq(examGroup.id, exam.examGroupId));
      try {
        expect((await image(`/marking/answer/${byClass[1]![0]}/image`, tok.maths2)).status).toBe(403);
        expect((await image(`/marking/answer/${byClass[1]![0]}/image`, tok.leader)).status).toBe(200);
      } finally {
        await db.update(examGroup).set({ markType: 3 }).where(eq(examGroup.id, exam.examGroupId));
      }
    });

    it('reports another school’s answer, an unknown one and a lost file as missing; a bad id as bad input', async () => {
      const foreign = await image(`/marking/answer/${byClass[0]![0]}/image`, tok.stranger);
      expect(foreign.status).toBe(404);
      expect(foreign.json()).toEqual({ errCode: '40400', errMsg: '答卷不存在', data: null });
      expect((await image('/marking/answer/99999999/image', tok.leader)).status).toBe(404);
      const bad = await image('/marking/answer/abc/image', tok.leader);
      expect(bad.status).toBe(400);
      expect(bad.json().errMsg).toContain('answerId');
      await ctx.database.db.update(markingAnswer).set({ imageKey: 'test/gone.png' }).where(eq(markingAnswer.id, byClass[2]![2]!));
      const gone = await image(`/marking/answer/${byClass[2]![2]}/image`, tok.leader);
      expect(gone.status).toBe(404);
      expect(gone.json().errMsg).toBe('答卷图片不存在');
    });
  });

  describe('rotating an answer image', () => {
    let answerId: number;
    let originalKey: string;

    beforeAll(async () => {
      const db = ctx.database.db;
      const [a] = await db.select().from(markingAnswer).where(eq(markingAnswer.groupId, exam.groupIds[1]!)).limit(1);
      answerId = a!.id;
      originalKey = 'test/rotate-me.png';
      await ctx.storage.put(originalKey, await answerPng({ seed: 9, questionNo: '14' }), 'image/png');
      await db.update(markingAnswer).set({ imageKey: originalKey }).where(eq(markingAnswer.id, answerId));
    });

    it('turns the image clockwise into a new file and records the rotation', async () => {
      const res = expectOk(await ctx.call<{ answerId: number; rotation: number; imageUrl: string }>({ method: 'POST', url: '/ufile/rotate-img', token: tok.marker, payload: { answerId, degrees: 90 } }));
      const [a] = await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.id, answerId));
      // The address names the new file's version, so the browser may keep it and never shows the old one.
      expect(res).toEqual({ answerId, rotation: 90, imageUrl: `/marking/answer/${answerId}/image?r=90&v=${a!.imageKey.slice(-68, -52)}` });
      expect(a!.imageKey).not.toBe(originalKey);
      expect(a!.imageKey).toMatch(/^answers\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
      const meta = await sharp((await ctx.storage.get(a!.imageKey))!).metadata();
      expect([meta.width, meta.height, meta.channels]).toEqual([360, 1000, 1]);
      // The original is never overwritten: copies of the database may still point to it.
      expect(await ctx.storage.get(originalKey)).not.toBeNull();
      const shown = await image(res.imageUrl, tok.marker);
      expect(shown.status).toBe(200);
    });

    it('counts both of two rotations at the same time, and wraps at 360', async () => {
      const both = await Promise.all([90, 90].map((degrees) => ctx.call<{ rotation: number }>({ method: 'POST', url: '/ufile/rotate-img', token: tok.leader, payload: { answerId, degrees } })));
      expect(both.map((r) => r.body.errCode)).toEqual(['00', '00']);
      const [a] = await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.id, answerId));
      expect(a!.rotation).toBe(270);
      const back = expectOk(await ctx.call<{ rotation: number }>({ method: 'POST', url: '/ufile/rotate-img', token: tok.marker, payload: { answerId: String(answerId), degrees: 90 } }));
      expect(back.rotation).toBe(0);
      const [b] = await ctx.database.db.select().from(markingAnswer).where(eq(markingAnswer.id, answerId));
      const meta = await sharp((await ctx.storage.get(b!.imageKey))!).metadata();
      expect([meta.width, meta.height]).toEqual([1000, 360]);
    });

    it('is for the group’s markers and the managers only', async () => {
      expectError(await ctx.call({ method: 'POST', url: '/ufile/rotate-img', token: tok.maths2, payload: { answerId, degrees: 90 } }), 403, '40300', '只有该题组的阅卷老师或考试负责人可以旋转答卷图片');
      expectError(await ctx.call({ method: 'POST', url: '/ufile/rotate-img', token: tok.stranger, payload: { answerId, degrees: 90 } }), 404, '40400', '答卷不存在');
    });

    it('refuses bad input', async () => {
      expectValidation(await ctx.call({ method: 'POST', url: '/ufile/rotate-img', token: tok.marker, payload: { answerId, degrees: 45 } }), 'degrees', '旋转角度只能是90、180或270');
      expectValidation(await ctx.call({ method: 'POST', url: '/ufile/rotate-img', token: tok.marker, payload: { answerId: 'x', degrees: 90 } }), 'answerId', '答卷ID必须是数字');
      expectValidation(await ctx.call({ method: 'POST', url: '/ufile/rotate-img', token: tok.marker, payload: { degrees: 90 } }), 'answerId');
    });
  });

  describe('importing scans', { timeout: 120_000 }, () => {
    let scanExam: MarkingExam;
    let g13: number;
    let g1415: number;

    beforeAll(async () => {
      const db = ctx.database.db;
      scanExam = await setupMarkingExam(ctx, tok.leader, s, {
        questions: [{ no: '1', full: 5, objective: true }, { no: '13', full: 10 }, { no: '14', full: 6 }, { no: '15', full: 8 }],
        groups: [
          { questionNos: ['13'], markers: [{ teacherId: markerId }], status: 1 },
          { name: '第14-15题', questionNos: ['14', '15'], markers: [{ teacherId: markerId }], status: 0 },
        ],
      });
      [g13, g1415] = scanExam.groupIds as [number, number];
      // Start from an exam without answers: the scans create them.
      await db.delete(markingAnswer).where(eq(markingAnswer.examId, scanExam.examId));
    });

    const upload = (payload: ReturnType<typeof form>, token = tok.leader, examId = scanExam.examId) => ctx.call<ImportResult>({ method: 'POST', url: `/marking/exam/${examId}/scans`, token, ...payload });

    it('is for the exam’s managers only, and another school’s exam is missing', async () => {
      const files = { [`${nums[0]![0]}_13.png`]: new Uint8Array(await answerPng({ seed: 2 })) };
      expectError(await upload(zipFile(files), tok.marker), 403, '40300', '只有考试负责人、年级组长或校长可以管理阅卷');
      expectError(await upload(zipFile(files), tok.stranger), 404, '40400', '考试不存在');
      expect(await answersOf(scanExam.examId)).toHaveLength(0);
    });

    it('refuses uploads that are not a ZIP of scans', async () => {
      expectValidation(await ctx.call({ method: 'POST', url: `/marking/exam/${scanExam.examId}/scans`, token: tok.leader, payload: {} }), '', '请以multipart/form-data上传文件，字段名为file');
      expectValidation(await upload(form([{ name: 'file', filename: 'scans.rar', data: 'Rar!' }])), '', '只支持.zip格式的压缩包');
      expectValidation(await upload(form([{ name: 'file', filename: 'scans.zip', data: '%PDF-1.4 not a zip at all' }])), '', '文件不是有效的ZIP压缩包');
      expectValidation(await upload(form([{ name: 'file', filename: 'scans.zip', data: Buffer.from(zipSync({})) }])), '', '压缩包中没有文件');
      expectValidation(await upload(form([{ name: 'upload', filename: 'scans.zip', data: Buffer.from(zipSync({ 'a.png': strToU8('x') })) }])), '', '上传文件的字段名应为file');
      const cut = Buffer.from(zipSync({ 'a.png': new Uint8Array(await answerPng({ seed: 3 })) }, { level: 0 })).subarray(0, 5000);
      expectValidation(await upload(form([{ name: 'file', filename: 'scans.zip', data: cut }])), '', '压缩包不完整或已损坏');
      expectValidation(await upload(zipFile({ [`${nums[0]![0]}_13.png`]: strToU8('x') }), tok.leader, 'abc' as unknown as number), 'examId');
    });

    it('imports one answer per student and group, measures the ink and creates the marking work of started groups', async () => {
      const all = nums.flat();
      const images = await Promise.all(
        all.map(async (num, i) => {
          const written = await answerPng({ seed: 100 + i, writerSeed: i, kind: i === 0 ? 'blank' : 'normal' });
          // A wide phone-camera JPEG for the other group: normalised to 1600 px and greyscale.
          const wide = await sharp(await answerPng({ seed: 200 + i, writerSeed: i, questionNo: '14', kind: i === 1 ? 'blank' : 'unclear', width: 2000, height: 720 })).jpeg({ quality: 80 }).toBuffer();
          return [num, written, wide] as const;
        }),
      );
      const files: Zippable = {};
      for (const [num, written, wide] of images) {
        files[`scans/${num}_13.png`] = new Uint8Array(written);
        files[`scans/${num}_14.jpg`] = new Uint8Array(wide);
      }
      files['__MACOSX/scans/._x_13.png'] = strToU8('resource fork');
      files['scans/.DS_Store'] = strToU8('finder');
      const res = expectOk(await upload(zipFile(files)));
      expect(res).toEqual({ imported: 18, replaced: 0, skipped: [], groups: [{ groupId: g13, name: '第13题', count: 9 }, { groupId: g1415, name: '第14-15题', count: 9 }] });
      const answers = await answersOf(scanExam.examId);
      expect(answers).toHaveLength(18);
      const blank13 = answers.find((a) => a.groupId === g13 && a.studentId === studentIdByNum.get(all[0]!))!;
      const blank14 = answers.find((a) => a.groupId === g1415 && a.studentId === studentIdByNum.get(all[1]!))!;
      expect(blank13.inkRatio!).toBeLessThan(0.004);
      expect(blank14.inkRatio!).toBeLessThan(0.004);
      for (const a of answers.filter((x) => x !== blank13 && x !== blank14)) expect(a.inkRatio!, `answer ${a.id}`).toBeGreaterThan(0.004);
      const stored = (await ctx.storage.get(blank14.imageKey))!;
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1600, height: 576, channels: 1 });
      expect((await measureInk(stored)).inkRatio).toBeCloseTo(blank14.inkRatio!, 5);
      // Started group: one slot per answer; the group that has not started gets its slots when it starts.
      const slots = await ctx.database.db.select().from(markingSlot).where(inArray(markingSlot.answerId, answers.map((a) => a.id)));
      expect(slots.filter((x) => x.groupId === g13)).toHaveLength(9);
      expect(slots.filter((x) => x.groupId === g1415)).toHaveLength(0);
      // The marker can open a scanned answer.
      expect((await image(`/marking/answer/${blank13.id}/image`, tok.leader)).status).toBe(200);
    });

    it('replaces unmarked answers (keeping their id, resetting the rotation) but never a marked one', async () => {
      const db = ctx.database.db;
      const [first, second] = nums[0]!;
      const before = await db.select().from(markingAnswer).where(and(eq(markingAnswer.groupId, g13), inArray(markingAnswer.studentId, [studentIdByNum.get(first!)!, studentIdByNum.get(second!)!])));
      // The second student's answer was marked.
      const marked = before.find((a) => a.studentId === studentIdByNum.get(second!))!;
      await db.update(markingSlot).set({ markerId: null, scores: [5], score: 5, submittedAt: new Date() }).where(eq(markingSlot.answerId, marked.id));
      const unmarked = before.find((a) => a.studentId === studentIdByNum.get(first!))!;
      await db.update(markingAnswer).set({ rotation: 90, blankAudit: 1 }).where(eq(markingAnswer.id, unmarked.id));
      const res = expectOk(await upload(zipFile({ [`${first}_13.png`]: new Uint8Array(await answerPng({ seed: 501 })), [`${second}_13.png`]: new Uint8Array(await answerPng({ seed: 502 })) })));
      expect(res.imported).toBe(0);
      expect(res.replaced).toBe(1);
      expect(res.skipped).toEqual([{ name: `${second}_13.png`, reason: '该答卷（第13题）已开始评分，不能替换' }]);
      const after = await db.select().from(markingAnswer).where(inArray(markingAnswer.id, [unmarked.id, marked.id]));
      const u = after.find((a) => a.id === unmarked.id)!;
      expect(u.imageKey).not.toBe(unmarked.imageKey);
      expect(u).toMatchObject({ rotation: 0, blankAudit: 0 });
      expect(u.inkRatio!).toBeGreaterThan(0.004);
      expect(after.find((a) => a.id === marked.id)!.imageKey).toBe(marked.imageKey);
    });

    it('lists every entry it cannot use with a reason and imports the others', async () => {
      const db = ctx.database.db;
      // A student of the school who is not in the exam's classes (another grade).
      const [otherGrade] = await db.select({ num: student.studentNum }).from(student).where(eq(student.clazzId, s.clazzIds[2]![0]!)).limit(1);
      const good = new Uint8Array(await answerPng({ seed: 600 }));
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
      const n = nums[2]!;
      const res = expectOk(
        await upload(
          zipFile({
            'readme.txt': strToU8('hello'),
            'notes_13.gif': strToU8('GIF89a'),
            '9999999999_13.png': good,
            [`${otherGrade!.num}_13.png`]: good,
            [`${n[0]}_99.png`]: good,
            [`${n[0]}_13.png`]: strToU8('not really a png'),
            [`${n[1]}_13.png`]: new Uint8Array(Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)])),
            [`${n[2]}_14.png`]: good,
            [`dup/${n[2]}_15.png`]: good,
            [`${n[2]}_p1.png`]: good,
            [`${n[2]}.pdf`]: strToU8('%PDF-1.4'),
          }),
        ),
      );
      const reasons = Object.fromEntries(res.skipped.map((x) => [x.name, x.reason]));
      const nameHelp = '文件名不符合要求，应为“学号_题号.png/jpg”、“学号_p页码.png/jpg”或“学号.pdf”';
      expect(reasons).toEqual({
        'readme.txt': nameHelp,
        'notes_13.gif': nameHelp,
        '9999999999_13.png': '学号9999999999不存在',
        [`${otherGrade!.num}_13.png`]: `学号${otherGrade!.num}的学生不在本次考试的班级中`,
        [`${n[0]}_99.png`]: '题号99不属于本考试的任何阅卷题组',
        [`${n[0]}_13.png`]: '不是有效的PNG或JPG图片',
        [`${n[1]}_13.png`]: '图片无法读取或已损坏',
        [`dup/${n[2]}_15.png`]: `与压缩包中另一份答卷重复（学号${n[2]}，第14-15题），已使用先读到的一份`,
        [`${n[2]}_p1.png`]: '本考试尚未设置答题卡模板，无法切割整页扫描件',
        [`${n[2]}.pdf`]: '本考试尚未设置答题卡模板，无法切割整页扫描件',
      });
      expect(res.replaced).toBe(1);
    });

    it('reports an entry that unpacks larger than 50 MB (a zip bomb) without reading it', async () => {
      const res = expectOk(await upload(zipFile({ [`${nums[1]![0]}_13.png`]: new Uint8Array(51 * 1024 * 1024) })));
      expect(res.skipped).toEqual([{ name: `${nums[1]![0]}_13.png`, reason: '文件解压后超过50MB' }]);
    });

    it('refuses an upload over 200 MB before reading it, and one that turns out longer than it said', async () => {
      // A client announcing 201 MB is refused from the header.
      const small = zipFile({ 'a_13.png': strToU8('x') });
      const announced = await ctx.call({ method: 'POST', url: `/marking/exam/${scanExam.examId}/scans`, token: tok.leader, payload: small.payload, headers: { ...small.headers, 'content-length': String(201 * 1024 * 1024) } });
      expectError(announced, 413, '41300', '压缩包超过200MB，请分批上传');
      // Without a length (chunked), the file is cut at 200 MB while streaming.
      const big = Buffer.alloc(201 * 1024 * 1024, 1);
      big.write('PK\u0003\u0004', 0, 'latin1');
      const body = form([{ name: 'file', filename: 'big.zip', data: big }]);
      const chunked = await ctx.call({ method: 'POST', url: `/marking/exam/${scanExam.examId}/scans`, token: tok.leader, payload: Readable.from([body.payload]), headers: body.headers });
      expectError(chunked, 413, '41300', '压缩包超过200MB，请分批上传');
    });
  });

  describe('scan template', { timeout: 60_000 }, () => {
    let tExam: MarkingExam;
    let gA: number;
    let gB: number;
    const regions = () => [
      { groupId: gA, page: 1, x: 0.05, y: 0.1, w: 0.9, h: 0.2 },
      { groupId: gB, page: 2, x: 0.05, y: 0.5, w: 0.9, h: 0.3 },
    ];

    beforeAll(async () => {
      tExam = await setupMarkingExam(ctx, tok.leader, s, {
        questions: [{ no: '17', full: 12 }, { no: '18', full: 12 }],
        groups: [
          { questionNos: ['17'], markers: [{ teacherId: markerId }], status: 1 },
          { questionNos: ['18'], markers: [{ teacherId: markerId }], status: 1 },
        ],
      });
      [gA, gB] = tExam.groupIds as [number, number];
      await ctx.database.db.delete(markingAnswer).where(eq(markingAnswer.examId, tExam.examId));
    });

    const upload = (payload: ReturnType<typeof form>) => ctx.call<ImportResult>({ method: 'POST', url: `/marking/exam/${tExam.examId}/scans`, token: tok.leader, ...payload });
    const put = (payload: ReturnType<typeof form> | { payload: Record<string, unknown> }, token = tok.leader, examId = tExam.examId) => ctx.call<Template>({ method: 'PUT', url: `/marking/exam/${examId}/template`, token, ...payload });

    it('is empty before one is saved, and for managers only', async () => {
      expect(expectOk(await ctx.call<Template>({ method: 'GET', url: `/marking/exam/${tExam.examId}/template`, token: tok.leader }))).toEqual({ examId: tExam.examId, imageUrl: null, regions: [] });
      expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${tExam.examId}/template`, token: tok.marker }), 403, '40300');
      expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${tExam.examId}/template`, token: tok.stranger }), 404, '40400', '考试不存在');
      expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${tExam.examId}/template/image`, token: tok.leader }), 404, '40400', '该考试还没有上传答题卡模板图片');
      expectError(await put({ payload: { regions: regions() } }, tok.marker), 403, '40300');
      expectError(await put({ payload: { regions: regions() } }, tok.stranger), 404, '40400');
    });

    it('checks the regions', async () => {
      const bad = (r: unknown) => put(form([{ name: 'regions', data: typeof r === 'string' ? r : JSON.stringify(r) }]));
      expectValidation(await bad('[{oops'), 'regions', '不是合法的JSON数组');
      expectValidation(await bad([]), 'regions', '请至少设置一个题组区域');
      expectValidation(await bad([{ ...regions()[0], x: 1.5 }]), 'regions.0.x');
      expectValidation(await bad([{ ...regions()[0], x: 0.5, w: 0.6 }]), '', '第1个区域超出了页面范围');
      expectValidation(await bad([regions()[0], { ...regions()[0], page: 2 }]), '', '题组“第17题”设置了多个区域，每个题组只能有一个区域');
      expectValidation(await bad([{ ...regions()[0], groupId: exam.groupIds[0] }]), '', '第1个区域的题组不属于本考试');
      expectValidation(await put({ payload: {} }), 'regions', '请设置题组区域');
      const txt = form([{ name: 'regions', data: JSON.stringify(regions()) }, { name: 'file', filename: 'a.png', data: 'not an image' }]);
      expectValidation(await put(txt), '', '模板图片只支持PNG或JPG格式');
      const huge = form([{ name: 'regions', data: JSON.stringify(regions()) }, { name: 'file', filename: 'a.png', data: Buffer.alloc(10 * 1024 * 1024 + 10) }]);
      expectError(await put(huge), 413, '41300', '模板图片超过10MB');
      expect(await ctx.database.db.select().from(markingTemplate).where(eq(markingTemplate.examId, tExam.examId))).toHaveLength(0);
    });

    it('saves the page image and regions, serves the image, and keeps the image when only regions change', async () => {
      const page = await renderSheetPage([{ x: 0.05, y: 0.1, w: 0.9, h: 0.2, answer: { seed: 1, questionNo: '17', kind: 'blank' } }], 1240, 1754, 'jpeg');
      const saved = expectOk(await put(form([{ name: 'file', filename: 'sheet.jpg', contentType: 'image/jpeg', data: page }, { name: 'regions', data: JSON.stringify(regions()) }])));
      expect(saved).toEqual({ examId: tExam.examId, imageUrl: `/marking/exam/${tExam.examId}/template/image`, regions: regions() });
      const img = await image(saved.imageUrl!, tok.leader);
      expect(img.status).toBe(200);
      expect(await sharp(img.raw).metadata()).toMatchObject({ format: 'png', width: 1240, channels: 1 });
      expect((await image(saved.imageUrl!, tok.marker)).status).toBe(403);
      const moved = regions().map((r) => ({ ...r, y: r.y / 2 }));
      expect(expectOk(await put({ payload: { regions: moved } }))).toEqual({ ...saved, regions: moved });
      expectOk(await put({ payload: { regions: regions() } }));
    });

    it('cuts whole-page scans and PDFs into one answer per group', async () => {
      const sheet = (student: number, page: 1 | 2) =>
        renderSheetPage(
          page === 1
            ? [{ x: 0.05, y: 0.1, w: 0.9, h: 0.2, answer: { seed: 700 + student, questionNo: '17', kind: student === 0 ? 'blank' : 'normal' } }]
            : [{ x: 0.05, y: 0.5, w: 0.9, h: 0.3, answer: { seed: 800 + student, questionNo: '18' } }],
          1240,
          1754,
          'jpeg',
        );
      const [a, b] = nums[0]!;
      const pdf = await PDFDocument.create();
      for (const p of [1, 2] as const) {
        const jpg = await pdf.embedJpg(await sheet(1, p));
        pdf.addPage([595, 842]).drawImage(jpg, { x: 0, y: 0, width: 595, height: 842 });
      }
      const vector = await PDFDocument.create();
      vector.addPage([595, 842]).drawRectangle({ x: 10, y: 10, width: 50, height: 50 });
      const c = nums[1]![0]!;
      const res = expectOk(
        await upload(
          zipFile({
            [`${a}_p1.png`]: new Uint8Array(await sheet(0, 1)),
            [`${a}_p2.jpg`]: new Uint8Array(await sheet(0, 2)),
            [`${a}_p3.jpg`]: new Uint8Array(await sheet(0, 2)),
            [`${b}.pdf`]: await pdf.save(),
            [`${c}.pdf`]: await vector.save(),
          }),
        ),
      );
      expect(Object.fromEntries(res.skipped.map((x) => [x.name, x.reason]))).toEqual({
        [`${a}_p3.jpg`]: '答题卡模板中没有第3页的题组区域',
        [`${c}.pdf`]: 'PDF第1页没有扫描图像（可能是由文档转换的矢量PDF），暂不支持；请上传扫描仪生成的PDF或PNG/JPG图片',
      });
      expect(res).toMatchObject({ imported: 4, replaced: 0, groups: [{ groupId: gA, count: 2 }, { groupId: gB, count: 2 }] });
      const answers = await answersOf(tExam.examId);
      expect(answers).toHaveLength(4);
      const ink = (num: string, groupId: number) => answers.find((x) => x.studentId === studentIdByNum.get(num) && x.groupId === groupId)!.inkRatio!;
      expect(ink(a!, gA)).toBeLessThan(0.004);
      expect(ink(a!, gB)).toBeGreaterThan(0.004);
      expect(ink(b!, gA)).toBeGreaterThan(0.004);
      expect(ink(b!, gB)).toBeGreaterThan(0.004);
      const cutImage = await sharp((await ctx.storage.get(answers[0]!.imageKey))!).metadata();
      expect(cutImage.width).toBe(1116);
      const slots = await ctx.database.db.select().from(markingSlot).where(inArray(markingSlot.groupId, [gA, gB]));
      expect(slots).toHaveLength(4);
    });

  });
});

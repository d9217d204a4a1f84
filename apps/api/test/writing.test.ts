/**
 * 写作 over HTTP (docs/writing.md): tasks from the bank's prompts or the teacher's own, the
 * student's essay with its automatic feedback, the teacher's score, and the class report.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, type TStudentTask } from '@app/contract';
import { type TStudentWriteTask, type TWritePrompt, type TWriteResults, type TWriteSubmissionDetail, type TWriteSubmissions, type TWriteTaskItem } from '@app/contract/writing';
import { school, student, studentCredential, topic } from '../src/db/schema.js';
import { expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, testPasswordHash, TEST_PASSWORD, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
type Page<T> = { list: T[]; total: number };

const ESSAY = `Dear Chris,

I'm writing to invite you to our school's English Drama Festival, which will be held in the school hall from 2:30 to 5:00 pm next Friday.

Students from every grade will perform short plays adapted from famous stories. Because you know a lot about drama, we sincerely hope you can be one of the judges. You will watch the performances and give each team some advice on pronunciation and acting.

I believe your presence will encourage everyone and make the festival a great success. Looking forward to your reply!

Yours,
Li Hua`;

describe('writing', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let c1: number;
  let c2: number;
  let english: string;
  let english2: string;
  let maths: string;
  let otherEnglish: string;
  let promptId: number;
  let nums: Record<number, string[]>;
  let code: string;

  const call = <T>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.call<T>({ method, url, token, ...(payload ? { payload } : {}) });
  const studentToken = async (num: string) => expectOk(await ctx.call<{ studentToken: string }>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode: code, studentNum: num, password: TEST_PASSWORD } })).studentToken;
  const newTask = (token: string, over: object = {}) =>
    call<TWriteTaskItem>(token, 'POST', '/write/task', { kind: 1, topicId: promptId, title: '邀请外教当评委', minWords: 80, maxWords: 100, clazzIds: [c1], startAt: at(-HOUR), endAt: at(24 * HOUR), ...over });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    code = `WRT-${s.schoolId}`;
    await db.update(school).set({ code }).where(eq(school.id, s.schoolId));
    const other = await buildSchool(db);
    [c1, c2] = s.clazzIds[1]! as [number, number];
    english = await ctx.login(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }, { clazzId: c2, subjectId: 8 }] }));
    english2 = await ctx.login(await buildTeacher(db, s, { subjects: [8] }));
    maths = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    otherEnglish = await ctx.login(await buildTeacher(db, other, { subjects: [8], posts: [{ post: 5 }] }));
    const [p] = await db
      .insert(topic)
      .values({ subjectId: 8, type: '书面表达', title: '<p>假定你是李华，请给外教Chris写一封邮件，邀请他担任英语戏剧节评委。</p>', answer: '<p>Dear Chris, ...</p>', knowledgePointIds: [8058], plainText: '假定你是李华，请给外教Chris写一封邮件，邀请他担任英语戏剧节评委。', year: 2025 })
      .returning({ id: topic.id });
    promptId = p!.id;
    const hash = await testPasswordHash();
    nums = {};
    for (const c of [c1, c2]) {
      const rows = (await db.select({ id: student.id, num: student.studentNum }).from(student).where(eq(student.clazzId, c))).sort((a, b) => a.num.localeCompare(b.num));
      nums[c] = rows.map((r) => r.num);
      await db.insert(studentCredential).values(rows.map((r) => ({ studentId: r.id, passwordHash: hash, mustChangePassword: false })));
    }
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('lists the bank’s 专项写作 prompts by kind, for English teachers', async () => {
    const applied = expectOk(await call<Page<TWritePrompt>>(english, 'GET', '/write/prompts?kind=1'));
    expect(applied.list.map((p) => p.topicId)).toContain(promptId);
    expect(applied.list.find((p) => p.topicId === promptId)).toMatchObject({ kind: 1, kindName: '应用文写作', hasSample: true, year: 2025 });
    expect(expectOk(await call<Page<TWritePrompt>>(english, 'GET', '/write/prompts?kind=2')).list.map((p) => p.topicId)).not.toContain(promptId);
    expectValidation(await call(english, 'GET', '/write/prompts?kind=4'), 'kind', '专项写作类型只能是1、2、3');
    expectError(await call(maths, 'GET', '/write/prompts'), 403, ERR.FORBIDDEN, '写作训练供英语教师使用');
    expectTokenFailure(await ctx.call({ method: 'GET', url: '/write/prompts' }));
  });

  it('sets a task from a bank prompt or the teacher’s own, and checks the form', async () => {
    expectValidation(await newTask(english, { topicId: undefined }), 'topicId', '请从题库选择专项写作题目');
    expectValidation(await newTask(english, { kind: 4, topicId: undefined }), 'prompt', '请填写题目要求');
    expectValidation(await newTask(english, { minWords: 120, maxWords: 80 }), 'maxWords', '最多词数不能少于最少词数');
    expectValidation(await newTask(english, { startAt: at(HOUR), endAt: at(-HOUR) }), 'endAt', '结束时间须晚于开始时间');
    expectValidation(await newTask(english, { clazzIds: [] }), 'clazzIds', '请至少选择一个班级');
    expectError(await newTask(english, { kind: 2 }), 400, ERR.VALIDATION, '题库中没有这道读后续写题目');
    expectError(await newTask(english2), 403, ERR.FORBIDDEN, ['不能布置给高一(1)班']);
    const t = expectOk(await newTask(english));
    expect(t).toMatchObject({ kind: 1, kindName: '应用文写作', topicId: promptId, promptIsHtml: true, fullScore: 15, minWords: 80, maxWords: 100, state: 1, studentCount: 3, submittedCount: 0 });
    expect(t.prompt).toContain('邀请他担任英语戏剧节评委');
    const own = expectOk(await newTask(english, { kind: 4, topicId: undefined, title: '我的周末', prompt: 'Write about your weekend in about 100 words.', clazzIds: [c1, c2] }));
    expect(own).toMatchObject({ kind: 4, kindName: '自主命题', promptIsHtml: false, fullScore: 15, studentCount: 6 });
    const mine = expectOk(await call<Page<TWriteTaskItem>>(english, 'GET', '/write/task'));
    expect(mine.list.map((x) => x.taskId)).toEqual([own.taskId, t.taskId]);
    expectError(await call(english2, 'GET', `/write/task/${t.taskId}`), 403, ERR.FORBIDDEN);
    expectError(await call(otherEnglish, 'GET', `/write/task/${t.taskId}`), 404, ERR.NOT_FOUND, '写作任务不存在');
    expectOk(await call(english, 'DELETE', `/write/task/${own.taskId}`));
  });

  it('a student writes, gets 智能批改 at once, rewrites; the teacher scores and the essay is closed', async () => {
    const t = expectOk(await newTask(english, { title: '戏剧节邀请' }));
    const tok = await studentToken(nums[c1]![0]!);
    const tasks = expectOk(await ctx.call<TStudentTask[]>({ method: 'GET', url: '/student/tasks', token: tok }));
    expect(tasks).toContainEqual({ kind: 'write', id: t.taskId, title: '写作：戏剧节邀请', dueAt: t.endAt, status: 'todo' });
    const before = expectOk(await ctx.call<TStudentWriteTask>({ method: 'GET', url: `/student/write/${t.taskId}`, token: tok }));
    expect(before).toMatchObject({ open: true, submission: null, sampleEssay: null });

    const submit = (text: string, token = tok) => ctx.call<TStudentWriteTask>({ method: 'POST', url: `/student/write/${t.taskId}`, token, payload: { text } });
    expectValidation(await submit('   '), 'text', '请输入作文');
    expectValidation(await submit('a'.repeat(5001)), 'text', '作文最长5000个字符');
    const first = expectOk(await submit('Dear Chris, I am writting to invite you. It will be be fun.'));
    expect(first.submission!.feedback).toMatchObject({ wordCount: 13, lengthVerdict: -1, spellingCount: 1 });
    expect(first.submission!.feedback!.issues.map((i) => i.kind)).toEqual(['spelling', 'repeated']);
    const rewritten = expectOk(await submit(ESSAY));
    const fb = rewritten.submission!.feedback!;
    expect(fb.spellingCount).toBe(0);
    expect(fb.lengthVerdict).toBe(0);
    expect(rewritten.submission!.suggestedScore).toBe(fb.suggestedScore);
    expect(fb.suggestedScore).toBeGreaterThan(first.submission!.feedback!.suggestedScore);
    // "Chris" and "Li Hua" come from the prompt and the exam's convention: not spelling mistakes.
    expect(fb.issues.filter((i) => i.kind === 'spelling')).toEqual([]);
    expect(expectOk(await ctx.call<TStudentTask[]>({ method: 'GET', url: '/student/tasks', token: tok })).find((x) => x.id === t.taskId)?.status).toBe('done');

    // The teacher's side.
    const list = expectOk(await call<TWriteSubmissions>(english, 'GET', `/write/task/${t.taskId}/submissions`));
    expect(list.students.map((x) => x.statusName)).toEqual(['待批改', '未提交', '未提交']);
    const row = list.students[0]!;
    expect(row).toMatchObject({ wordCount: fb.wordCount, suggestedScore: fb.suggestedScore, teacherScore: null, spellingCount: 0 });
    const detail = expectOk(await call<TWriteSubmissionDetail>(english, 'GET', `/write/submission/${row.submissionId}`));
    expect(detail).toMatchObject({ text: ESSAY, studentNum: nums[c1]![0], photoUrl: null, teacherScore: null });
    expectError(await call(english2, 'GET', `/write/submission/${row.submissionId}`), 403, ERR.FORBIDDEN);
    expectError(await call(otherEnglish, 'GET', `/write/submission/${row.submissionId}`), 404, ERR.NOT_FOUND, '作文不存在');
    const score = (payload: object) => call<TWriteSubmissionDetail>(english, 'PUT', `/write/submission/${row.submissionId}/score`, payload);
    expectError(await score({ score: 16 }), 400, ERR.VALIDATION, '分数不能超过满分15分');
    expectError(await score({ score: 12.3 }), 400, ERR.VALIDATION, '分数须为0.5分的整数倍');
    expectValidation(await score({ score: 12, comment: 'x'.repeat(501) }), 'comment', '评语最长500个字符');
    const scored = expectOk(await score({ score: 12.5, comment: '要点齐全，注意时态。' }));
    expect(scored).toMatchObject({ teacherScore: 12.5, teacherComment: '要点齐全，注意时态。' });
    expect(scored.scoredAt).not.toBeNull();

    const mineNow = expectOk(await ctx.call<TStudentWriteTask>({ method: 'GET', url: `/student/write/${t.taskId}`, token: tok }));
    expect(mineNow).toMatchObject({ open: false, submission: { teacherScore: 12.5, teacherComment: '要点齐全，注意时态。' } });
    expectError(await submit('A new try.'), 409, ERR.CONFLICT, '老师已批改这篇作文，不能再修改');

    // Another class's student has no such task.
    const outsider = await studentToken(nums[c2]![0]!);
    expectError(await ctx.call({ method: 'GET', url: `/student/write/${t.taskId}`, token: outsider }), 404, ERR.NOT_FOUND, '写作任务不存在');
    expectError(await submit(ESSAY, outsider), 404, ERR.NOT_FOUND);

    // The report: one essay scored, its band, the class's figures.
    const second = await studentToken(nums[c1]![1]!);
    expectOk(await submit('Dear Chris, I hope you can come to our festivel. It is intresting.', second));
    const results = expectOk(await call<TWriteResults>(english, 'GET', `/write/task/${t.taskId}/results`));
    expect(results.clazzes).toHaveLength(1);
    expect(results.clazzes[0]).toMatchObject({ clazzId: c1, studentCount: 3, submittedCount: 2, scoredCount: 1, avgScore: 12.5 });
    expect(results.clazzes[0]!.bands.reduce((a, b) => a + b, 0)).toBe(2);
    expect(results.clazzes[0]!.bands[3]).toBe(1);
    expect(results.commonMisspellings.map((m) => m.word).sort()).toEqual(['festivel', 'intresting']);

    // A class with essays stays in the task; the task is deleted with its essays.
    expectError(await call(english, 'PUT', `/write/task/${t.taskId}`, { title: 't', minWords: 80, maxWords: 100, clazzIds: [c2], startAt: t.startAt, endAt: t.endAt }), 409, ERR.CONFLICT, '高一(1)班已有学生提交作文，不能取消布置');
    expectOk(await call(english, 'DELETE', `/write/task/${t.taskId}`));
    expectError(await call(english, 'GET', `/write/submission/${row.submissionId}`), 404, ERR.NOT_FOUND);
  });

  it('takes no essay before the start or after the end; shows the model essay after the end', async () => {
    const t = expectOk(await newTask(english, { title: '未开始', startAt: at(HOUR), endAt: at(2 * HOUR) }));
    const tok = await studentToken(nums[c1]![2]!);
    const submit = () => ctx.call({ method: 'POST', url: `/student/write/${t.taskId}`, token: tok, payload: { text: ESSAY } });
    expectError(await submit(), 409, ERR.CONFLICT, '写作任务尚未开始');
    expectOk(await call(english, 'PUT', `/write/task/${t.taskId}`, { title: '已结束', minWords: 80, maxWords: 100, clazzIds: [c1], startAt: at(-3 * HOUR), endAt: at(-2 * HOUR) }));
    expectError(await submit(), 409, ERR.CONFLICT, '写作任务已结束，不能再提交');
    const after = expectOk(await ctx.call<TStudentWriteTask>({ method: 'GET', url: `/student/write/${t.taskId}`, token: tok }));
    expect(after).toMatchObject({ open: false, sampleEssay: '<p>Dear Chris, ...</p>' });
    expect(after.task.title).toBe('已结束');
  });
  describe('photos of handwritten essays', () => {
    const form = (data: Buffer, filename = 'essay.jpg', contentType = 'image/jpeg') => {
      const boundary = '----photo' + Math.random().toString(16).slice(2);
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    /** A phone photo: 1200×1600 as stored, EXIF orientation 6 (to be turned 90° clockwise to stand upright). */
    const phonePhoto = () =>
      sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#f4f1e8' } })
        .composite([{ input: { create: { width: 400, height: 100, channels: 3, background: '#202020' } }, left: 100, top: 100 }])
        .withMetadata({ orientation: 6 })
        .jpeg({ quality: 80 })
        .toBuffer();
    const upload = (taskId: number, token: string | undefined, file: { payload: Buffer; headers: Record<string, string> }) =>
      ctx.call<TStudentWriteTask>({ method: 'POST', url: `/student/write/${taskId}/photo`, ...(token ? { token } : {}), ...file });
    /** The photo routes answer the JPEG itself (errors keep the envelope). */
    const getPhoto = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    it('refuses callers without a student token and students of other classes', async () => {
      const t = expectOk(await newTask(english, { title: '照片权限' }));
      const file = form(await phonePhoto());
      expectTokenFailure(await upload(t.taskId, undefined, file));
      expectTokenFailure(await ctx.call({ method: 'GET', url: `/student/write/${t.taskId}/photo` }));
      expectTokenFailure(await ctx.call({ method: 'GET', url: '/write/submission/1/photo' }));
      // A teacher's token is unknown to the student routes.
      expectTokenFailure(await upload(t.taskId, english, file));
      const outsider = await studentToken(nums[c2]![0]!);
      expectError(await upload(t.taskId, outsider, file), 404, ERR.NOT_FOUND, '写作任务不存在');
      expectError(await ctx.call({ method: 'GET', url: `/student/write/${t.taskId}/photo`, token: outsider }), 404, ERR.NOT_FOUND, '写作任务不存在');
      const mine = await studentToken(nums[c1]![0]!);
      expectError(await ctx.call({ method: 'GET', url: `/student/write/${t.taskId}/photo`, token: mine }), 404, ERR.NOT_FOUND, '没有上传照片');
    });

    it('checks the file by its bytes and its size', async () => {
      const t = expectOk(await newTask(english, { title: '照片格式' }));
      const tok = await studentToken(nums[c1]![0]!);
      expectError(await upload(t.taskId, tok, form(Buffer.from('Dear Chris, this is not a photo at all.'), 'essay.jpg')), 400, ERR.VALIDATION, '只能上传JPG、PNG或WebP格式的照片');
      // JPEG's first bytes, then nothing an image decoder can read.
      expectError(await upload(t.taskId, tok, form(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]))), 400, ERR.VALIDATION, '照片无法识别，请重新拍摄后上传');
      expectError(await upload(t.taskId, tok, form(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff))), 413, ERR.TOO_LARGE, '照片超过10MB，请压缩后再上传');
      expectValidation(await ctx.call({ method: 'POST', url: `/student/write/${t.taskId}/photo`, token: tok, payload: { text: 'x' } }), '', 'multipart/form-data');
      // Nothing was handed in.
      expect(expectOk(await ctx.call<TStudentWriteTask>({ method: 'GET', url: `/student/write/${t.taskId}`, token: tok })).submission).toBeNull();
    });

    it('stores the photo upright; the teacher sees and scores it; then it is closed', async () => {
      const t = expectOk(await newTask(english, { title: '手写作文' }));
      const tok = await studentToken(nums[c1]![1]!);
      const res = await upload(t.taskId, tok, form(await phonePhoto(), 'IMG_0001.JPG'));
      expect(res.body.errMsg).toBe('照片已上传');
      const mine = expectOk(res);
      expect(mine.submission).toMatchObject({ text: '', photoUrl: `/student/write/${t.taskId}/photo`, feedback: null, suggestedScore: null, teacherScore: null });
      const keys: string[] = [];
      for await (const k of ctx.storage.list()) if (k.startsWith(`write-photos/${s.schoolId}/${t.taskId}/`)) keys.push(k);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(new RegExp(`^write-photos/${s.schoolId}/${t.taskId}/\\d+-[0-9a-f]{64}\\.jpg$`));

      const got = await getPhoto(`/student/write/${t.taskId}/photo`, tok);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['cache-control']).toBe('private, no-cache');
      // Unchanged since the browser's copy: 304 without the bytes.
      const again = await ctx.app.inject({ method: 'GET', url: `/student/write/${t.taskId}/photo`, headers: { authorization: `Bearer ${tok}`, 'if-none-match': String(got.headers.etag) } });
      expect({ status: again.statusCode, bytes: again.rawPayload.length }).toEqual({ status: 304, bytes: 0 });
      const meta = await sharp(got.rawPayload).metadata();
      // Turned upright by the EXIF orientation, which is not kept.
      expect({ format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({ format: 'jpeg', width: 1600, height: 1200, orientation: undefined });

      // A second photo replaces the first; the old file is removed.
      const png = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } } }).png().toBuffer();
      expectOk(await upload(t.taskId, tok, form(png, 'scan.png', 'image/png')));
      const after: string[] = [];
      for await (const k of ctx.storage.list()) if (k.startsWith(`write-photos/${s.schoolId}/${t.taskId}/`)) after.push(k);
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(keys[0]);
      const second = await sharp((await getPhoto(`/student/write/${t.taskId}/photo`, tok)).rawPayload).metadata();
      expect({ width: second.width, height: second.height }).toEqual({ width: 2000, height: 667 });

      // The teacher's list, detail and the photo.
      const list = expectOk(await call<TWriteSubmissions>(english, 'GET', `/write/task/${t.taskId}/submissions`));
      const row = list.students.find((x) => x.studentNum === nums[c1]![1])!;
      expect(row).toMatchObject({ statusName: '待批改', hasPhoto: true, wordCount: null, suggestedScore: null, spellingCount: null });
      expect(list.students.filter((x) => x.hasPhoto)).toHaveLength(1);
      const detail = expectOk(await call<TWriteSubmissionDetail>(english, 'GET', `/write/submission/${row.submissionId}`));
      expect(detail).toMatchObject({ text: '', photoUrl: `/write/submission/${row.submissionId}/photo`, feedback: null, suggestedScore: null });
      const teacherGot = await getPhoto(detail.photoUrl!, english);
      expect(teacherGot.statusCode).toBe(200);
      expect(teacherGot.headers['content-type']).toBe('image/jpeg');
      expectError(await ctx.call({ method: 'GET', url: detail.photoUrl!, token: english2 }), 403, ERR.FORBIDDEN);
      expectError(await ctx.call({ method: 'GET', url: detail.photoUrl!, token: otherEnglish }), 404, ERR.NOT_FOUND, '作文不存在');
      // Typing the essay afterwards keeps the photo.
      const typed = expectOk(await ctx.call<TStudentWriteTask>({ method: 'POST', url: `/student/write/${t.taskId}`, token: tok, payload: { text: ESSAY } }));
      expect(typed.submission).toMatchObject({ photoUrl: `/student/write/${t.taskId}/photo` });
      expect(typed.submission!.feedback).not.toBeNull();

      const results = expectOk(await call<TWriteResults>(english, 'GET', `/write/task/${t.taskId}/results`));
      expect(results.clazzes[0]).toMatchObject({ submittedCount: 1, scoredCount: 0 });
      const scored = expectOk(await call<TWriteSubmissionDetail>(english, 'PUT', `/write/submission/${row.submissionId}/score`, { score: 11, comment: '书写工整。' }));
      expect(scored).toMatchObject({ teacherScore: 11, photoUrl: detail.photoUrl });
      expectError(await upload(t.taskId, tok, form(await phonePhoto())), 409, ERR.CONFLICT, '老师已批改这篇作文，不能再修改');
      expect((await getPhoto(`/student/write/${t.taskId}/photo`, tok)).statusCode).toBe(200);
    });

    it('a photo alone is an essay the teacher scores; none before the start or after the end', async () => {
      const t = expectOk(await newTask(english, { title: '只交照片' }));
      const tok = await studentToken(nums[c1]![2]!);
      expectOk(await upload(t.taskId, tok, form(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).webp().toBuffer(), 'a.webp', 'image/webp')));
      const list = expectOk(await call<TWriteSubmissions>(english, 'GET', `/write/task/${t.taskId}/submissions`));
      const row = list.students.find((x) => x.hasPhoto)!;
      expectOk(await call(english, 'PUT', `/write/submission/${row.submissionId}/score`, { score: 9, comment: '' }));
      const results = expectOk(await call<TWriteResults>(english, 'GET', `/write/task/${t.taskId}/results`));
      expect(results.clazzes[0]).toMatchObject({ submittedCount: 1, scoredCount: 1, avgScore: 9, avgWords: null, avgSuggested: null });
      expect(results.commonMisspellings).toEqual([]);

      const later = expectOk(await newTask(english, { title: '照片未开始', startAt: at(HOUR), endAt: at(2 * HOUR) }));
      const file = form(await phonePhoto());
      expectError(await upload(later.taskId, tok, file), 409, ERR.CONFLICT, '写作任务尚未开始');
      expectOk(await call(english, 'PUT', `/write/task/${later.taskId}`, { title: '照片已结束', minWords: 80, maxWords: 100, clazzIds: [c1], startAt: at(-3 * HOUR), endAt: at(-2 * HOUR) }));
      expectError(await upload(later.taskId, tok, file), 409, ERR.CONFLICT, '写作任务已结束，不能再提交');
    });
  });
});

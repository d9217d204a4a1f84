/**
 * Scan import reports its processing stages (issue 15): an upload sent with a progressId records
 * its stage, which only the teacher who uploaded can read; a finished import reads 导入完成 with
 * the answers saved, a refused one 导入未完成.
 */
import { eq, inArray } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markingAnswer, student } from '../src/db/schema.js';
import { renderAnswer } from '../src/modules/marking/images/render-answer.js';
import { expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher } from './support/factories.js';
import { setupMarkingExam, type MarkingExam } from './support/marking.js';
import { createTestApp, type TestContext } from './support/test-app.js';

function zipForm(files: Record<string, Uint8Array>) {
  const boundary = '----scan' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scans.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    Buffer.from(zipSync(files, { level: 1 })),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Progress = { stage: string; stageName: string; done: number; total: number };

describe('scan import progress', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let exam: MarkingExam;
  let leader: string;
  let other: string;
  let nums: string[];

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const s = await buildSchool(db);
    const c = s.clazzIds[1]!;
    const lead = await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] });
    const marker = await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c[0]!, subjectId: 3 }] });
    const leader2 = await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] });
    leader = await ctx.login(lead);
    other = await ctx.login(leader2);
    exam = await setupMarkingExam(ctx, leader, s, {
      questions: [{ no: '1', full: 5, objective: true }, { no: '13', full: 10 }],
      groups: [{ questionNos: ['13'], markers: [{ teacherId: marker.teacherId }], status: 1 }],
    });
    await db.delete(markingAnswer).where(eq(markingAnswer.examId, exam.examId));
    nums = (await db.select({ num: student.studentNum }).from(student).where(inArray(student.clazzId, [c[0]!]))).map((r) => r.num).sort();
  }, 180_000);
  afterAll(() => ctx.close());

  const upload = (files: Record<string, Uint8Array>, progressId?: string) =>
    ctx.call({ method: 'POST', url: `/marking/exam/${exam.examId}/scans${progressId ? `?progressId=${progressId}` : ''}`, token: leader, ...zipForm(files) });
  const progress = (progressId: string, token = leader) => ctx.call<Progress>({ method: 'GET', url: `/marking/scan-import/progress/${progressId}`, token });

  it('a finished import reads 导入完成 with the answers it saved; only its teacher may read it', async () => {
    const files = { [`${nums[0]}_13.png`]: new Uint8Array(await renderAnswer({ questionNo: '13', seed: 1 })), [`${nums[1]}_13.png`]: new Uint8Array(await renderAnswer({ questionNo: '13', seed: 2 })) };
    expectOk(await upload(files, 'scan-progress-0001'));
    expect(expectOk(await progress('scan-progress-0001'))).toEqual({ stage: 'done', stageName: '导入完成', done: 2, total: 2 });
    expectError(await progress('scan-progress-0001', other), 404, '40400', '没有找到该导入的进度');
    // A scan import's id is not a score import's (and the score import's endpoint does not fail on it).
    expectError(await ctx.call({ method: 'GET', url: '/academic/score-import/progress/scan-progress-0001', token: leader }), 404, '40400', '没有找到该导入的进度');
  });

  it('a refused upload reads 导入未完成', async () => {
    expectValidation(await upload({}, 'scan-progress-0002'), '', '压缩包中没有文件');
    expect(expectOk(await progress('scan-progress-0002'))).toMatchObject({ stage: 'failed', stageName: '导入未完成' });
  });

  it('an unknown or malformed id is refused with a message', async () => {
    expectError(await progress('scan-progress-9999'), 404, '40400', '没有找到该导入的进度');
    expectValidation(await progress('bad id!'), 'progressId', '进度ID只能是8-64位字母、数字或连字符');
    expectValidation(await upload({}, 'x'), 'progressId', '进度ID只能是8-64位字母、数字或连字符');
  });
});

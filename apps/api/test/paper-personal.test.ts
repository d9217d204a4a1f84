/**
 * 组卷中心 → 我的 over HTTP (docs/paper-centre.md "Personal section"): 我的上传 (school papers,
 * teaching aids and lesson videos of the caller only, newest first, by kind and name, paged) and
 * 答题卡 (the caller's composed papers sent to print, both subjects); each route's 401, 403, bad
 * input and success. Uploads go through the real upload routes; a lesson video's row is written
 * by a factory (its tus upload and ffprobe are course.test.ts's business).
 */
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, type TCourseDetail, type TPersonalAnswerSheetPage, type TPersonalUploadPage, type TSchoolPaper, type TSchoolResource } from '@app/contract';
import type { Db } from '../src/db/client.js';
import { courseVideo, paperRecord, school, student, studentCredential } from '../src/db/schema.js';
import { expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, testPasswordHash, TEST_PASSWORD, type BuiltSchool } from './support/factories.js';
import { docxText, englishFixture, mathsFixture, printForm } from './support/paper.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const UPLOADS = '/paper/personal/uploads';
const SHEETS = '/paper/personal/answer-sheets';

function form(data: Buffer, filename: string, fields: Record<string, string | number>) {
  const boundary = '----pp' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`), data, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A chapter row of a course (what attaching a finished upload writes), without the video file. */
async function buildChapter(db: Db, courseId: number, title: string, fileSize = 3_500_000_000): Promise<number> {
  const [v] = await db
    .insert(courseVideo)
    .values({ courseId, ord: 1, title, fileName: `${title}.mp4`, kind: 'mp4', fileSize, durationS: 600, width: 1280, height: 720, fileKey: `course-videos/x/${title}.mp4`, posterKey: `course-videos/x/${title}.jpg` })
    .returning({ id: courseVideo.id });
  return v!.id;
}

describe('paper centre personal section', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let mine: string;
  let colleague: string;
  let chinese: string;
  let outsider: string;
  let studentTok: string;
  let pdf: Buffer;
  let c1: number;

  const get = <T>(token: string | undefined, url: string) => ctx.call<T>({ method: 'GET', url, ...(token ? { token } : {}) });
  const uploadPaper = (token: string, name: string, subjectId = 3) =>
    ctx.call<TSchoolPaper>({ method: 'POST', url: '/schoolpaper/paper', token, ...form(pdf, `${name}.pdf`, { subjectId, gradeId: s.gradeIds[1]! }) });
  const uploadResource = (token: string, kind: string, title: string, subjectId = 3) =>
    ctx.call<TSchoolResource>({ method: 'POST', url: `/schoolresources/${kind}`, token, ...form(pdf, 'aid.pdf', { title, subjectId, gradeId: s.gradeIds[1]! }) });
  const makeCourse = (token: string, courseName: string) => ctx.call<TCourseDetail>({ method: 'POST', url: '/course', token, payload: { courseName, subjectId: 3, gradeId: s.gradeIds[1]! } });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    other = await buildSchool(db);
    c1 = s.clazzIds[1]![0]!;
    // A teacher of both paper-centre subjects, so the answer sheets span maths and English.
    mine = await ctx.login(await buildTeacher(db, s, { subjects: [3, 8], teaches: [{ clazzId: c1, subjectId: 3 }, { clazzId: c1, subjectId: 8 }] }));
    colleague = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    chinese = await ctx.login(await buildTeacher(db, s, { subjects: [9], posts: [{ post: 5 }] }));
    outsider = await ctx.login(await buildTeacher(db, other, { subjects: [3, 8], posts: [{ post: 5 }] }));
    const code = `PP-${s.schoolId}`;
    await db.update(school).set({ code }).where(eq(school.id, s.schoolId));
    const st = (await db.select({ id: student.id, num: student.studentNum }).from(student).where(eq(student.clazzId, c1)))[0]!;
    await db.insert(studentCredential).values({ studentId: st.id, passwordHash: await testPasswordHash(), mustChangePassword: false });
    studentTok = expectOk(await ctx.call<{ studentToken: string }>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode: code, studentNum: st.num, password: TEST_PASSWORD } })).studentToken;
    const doc = await PDFDocument.create();
    doc.addPage();
    pdf = Buffer.from(await doc.save());
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses both routes without a teacher token (none, forged, a student’s)', async () => {
    for (const url of [UPLOADS, SHEETS]) {
      expectTokenFailure(await get(undefined, url));
      expectTokenFailure(await get('forged-token-that-was-never-issued', url));
      expectTokenFailure(await get(studentTok, url));
    }
  });

  it('refuses a teacher outside the paper centre’s audience (no maths or English subject), whatever the post', async () => {
    for (const url of [UPLOADS, SHEETS]) expectError(await get(chinese, url), 403, ERR.FORBIDDEN, '组卷中心供数学、英语教师使用');
  });

  it('refuses bad input with a Chinese message naming the field', async () => {
    expectValidation(await get(mine, `${UPLOADS}?kind=video`), 'kind', '类型只能是school_paper、school_resource或course_video');
    expectValidation(await get(mine, `${UPLOADS}?pageSize=0`), 'pageSize', '每页条数最小为1');
    expectValidation(await get(mine, `${UPLOADS}?pageSize=101`), 'pageSize', '每页条数最多为100');
    expectValidation(await get(mine, `${UPLOADS}?pageNo=abc`), 'pageNo', '页码必须是数字');
    expectValidation(await get(mine, `${UPLOADS}?name=${'长'.repeat(101)}`), 'name', '名称最多100个字');
    expectValidation(await get(mine, `${SHEETS}?pageSize=0`), 'pageSize', '每页条数最小为1');
    expectValidation(await get(mine, `${SHEETS}?pageNo=0`), 'pageNo', '页码最小为1');
  });

  it('starts empty', async () => {
    expect(expectOk(await get<TPersonalUploadPage>(mine, UPLOADS))).toEqual({ list: [], total: 0, pageNo: 1, pageSize: 10 });
    expect(expectOk(await get<TPersonalAnswerSheetPage>(mine, SHEETS))).toEqual({ list: [], total: 0, pageNo: 1, pageSize: 10 });
  });

  it('lists the teacher’s school papers, teaching aids and lesson videos newest first, never a colleague’s or another school’s', async () => {
    const db = ctx.database.db;
    const paper = expectOk(await uploadPaper(mine, '高一函数周测'));
    const aid = expectOk(await uploadResource(mine, 'knowledge', '必修一知识清单'));
    const course = expectOk(await makeCourse(mine, '指数函数'));
    const videoId = await buildChapter(db, course.courseId, '指数函数的图像');
    // Others' uploads of every kind: a colleague's and another school's teacher's.
    expectOk(await uploadPaper(colleague, '同事的周测'));
    expectOk(await uploadResource(colleague, 'paper', '同事的真题'));
    await buildChapter(db, expectOk(await makeCourse(colleague, '同事的网课')).courseId, '同事的视频');
    expectOk(await ctx.call({ method: 'POST', url: '/schoolpaper/paper', token: outsider, ...form(pdf, 'x.pdf', { subjectId: 3, gradeId: other.gradeIds[1]! }) }));

    const page = expectOk(await get<TPersonalUploadPage>(mine, UPLOADS));
    expect(page).toMatchObject({ total: 3, pageNo: 1, pageSize: 10 });
    expect(page.list).toEqual([
      { kind: 'course_video', id: videoId, name: '指数函数的图像', subjectId: 3, subjectName: '数学', fileType: 'mp4', fileName: '指数函数的图像.mp4', fileSize: 3_500_000_000, createdAt: expect.any(String), resourceKind: null, courseId: course.courseId, courseName: '指数函数' },
      { kind: 'school_resource', id: aid.resourceId, name: '必修一知识清单', subjectId: 3, subjectName: '数学', fileType: 'pdf', fileName: 'aid.pdf', fileSize: pdf.length, createdAt: aid.createdAt, resourceKind: 'knowledge', courseId: null, courseName: null },
      { kind: 'school_paper', id: paper.paperId, name: '高一函数周测', subjectId: 3, subjectName: '数学', fileType: 'pdf', fileName: '高一函数周测.pdf', fileSize: pdf.length, createdAt: paper.createdAt, resourceKind: null, courseId: null, courseName: null },
    ]);
    // The colleague sees only theirs; the other school's teacher only theirs.
    expect(expectOk(await get<TPersonalUploadPage>(colleague, UPLOADS)).list.map((u) => u.name)).toEqual(['同事的视频', '同事的真题', '同事的周测']);
    expect(expectOk(await get<TPersonalUploadPage>(outsider, UPLOADS)).list.map((u) => u.name)).toEqual(['x']);
  });

  it('filters by kind and by name (a video also by its course’s name) and pages by the size asked', async () => {
    const names = async (query: string) => expectOk(await get<TPersonalUploadPage>(mine, `${UPLOADS}?${query}`)).list.map((u) => u.name);
    expect(await names('kind=school_paper')).toEqual(['高一函数周测']);
    expect(await names('kind=school_resource')).toEqual(['必修一知识清单']);
    expect(await names('kind=course_video')).toEqual(['指数函数的图像']);
    expect(await names(`name=${encodeURIComponent('函数')}`)).toEqual(['指数函数的图像', '高一函数周测']);
    expect(await names(`name=${encodeURIComponent('指数函数')}&kind=course_video`)).toEqual(['指数函数的图像']);
    // LIKE's own characters are taken literally.
    expect(await names(`name=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names(`name=${encodeURIComponent('同事')}`)).toEqual([]);
    const p1 = expectOk(await get<TPersonalUploadPage>(mine, `${UPLOADS}?pageSize=2`));
    const p2 = expectOk(await get<TPersonalUploadPage>(mine, `${UPLOADS}?pageSize=2&pageNo=2`));
    expect([p1.total, p2.total, p1.list.length, p2.list.length]).toEqual([3, 3, 2, 1]);
    expect(p2.list[0]!.kind).toBe('school_paper');
    // Past the end: no rows, the total still right.
    expect(expectOk(await get<TPersonalUploadPage>(mine, `${UPLOADS}?pageNo=9`))).toEqual({ list: [], total: 3, pageNo: 9, pageSize: 10 });
  });

  it('lists the papers the teacher sent to print, maths and English, newest send first, and their answer sheets download', async () => {
    const db = ctx.database.db;
    const mf = await mathsFixture(db, { name: '高一数学周测' });
    const ef = await englishFixture(db, { name: '高一英语单元测试' });
    type Sent = { paperId: number; answerSheetUrl: string };
    const maths = expectOk(await ctx.call<Sent>({ method: 'POST', url: '/paper/math/fine-quality/send-print', token: mine, payload: printForm(mf.paperId, [c1], { paperName: '数学第3周周测' }) }));
    const english = expectOk(await ctx.call<Sent>({ method: 'POST', url: '/paper/english/fine-quality/send-print', token: mine, payload: printForm(ef.paperId, [c1], { paperName: '英语Unit 1测试' }) }));
    // Later statuses stay listed; a record being edited, a hidden one and a colleague's are not.
    await db.update(paperRecord).set({ status: 4, sentAt: new Date(Date.now() - 3600_000) }).where(eq(paperRecord.id, maths.paperId));
    const other = expectOk(await ctx.call<Sent>({ method: 'POST', url: '/paper/math/fine-quality/send-print', token: mine, payload: printForm(mf.paperId, [c1], { paperName: '隐藏的卷' }) }));
    await db.update(paperRecord).set({ hidden: true }).where(eq(paperRecord.id, other.paperId));
    const [editing] = await db.select().from(paperRecord).where(eq(paperRecord.id, english.paperId));
    await db.insert(paperRecord).values({ schoolId: editing!.schoolId, teacherId: editing!.teacherId, subjectId: 3, semesterId: editing!.semesterId, name: '正在编辑的卷', status: 0 });
    expectOk(await ctx.call<Sent>({ method: 'POST', url: '/paper/math/fine-quality/send-print', token: colleague, payload: printForm(mf.paperId, [c1], { paperName: '同事的卷' }) }));

    const page = expectOk(await get<TPersonalAnswerSheetPage>(mine, SHEETS));
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      { recordId: english.paperId, paperName: '英语Unit 1测试', subjectId: 8, subjectName: '英语', status: 3, statusText: '发送打印', clazzNames: ['高一(1)班'], examDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sentAt: expect.any(String) },
      { recordId: maths.paperId, paperName: '数学第3周周测', subjectId: 3, subjectName: '数学', status: 4, statusText: '扫描成功', clazzNames: ['高一(1)班'], examDate: expect.any(String), sentAt: expect.any(String) },
    ]);
    expect(expectOk(await get<TPersonalAnswerSheetPage>(mine, `${SHEETS}?pageSize=1&pageNo=2`)).list.map((r) => r.recordId)).toEqual([maths.paperId]);
    expect(expectOk(await get<TPersonalAnswerSheetPage>(colleague, SHEETS)).list.map((r) => r.paperName)).toEqual(['同事的卷']);
    expect(expectOk(await get<TPersonalAnswerSheetPage>(outsider, SHEETS)).total).toBe(0);
    // The listed record's answer sheet, from the download the 组卷记录 screens use.
    const res = await ctx.app.inject({ method: 'GET', url: `/paper/file/2/${maths.paperId}/answer-sheet`, headers: { authorization: `Bearer ${mine}` } });
    expect(res.statusCode).toBe(200);
    expect(docxText(res.rawPayload)).toContain('数学第3周周测');
  });
});

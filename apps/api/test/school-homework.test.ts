/**
 * 作业 over HTTP (docs/school-paper.md "Homework"): a school paper set for classes the teacher may
 * set work for; the student's view, done, photos (the shared student-photo path) and the due time;
 * the teacher's completion per class and student, the photos and comments.
 */
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, type THomeworkRecord, type TStudentTask, type THomeworkClazz, type THomeworkCompletion, type THomeworkItem, type THomeworkPage, type THomeworkStudentRow, type TSchoolPaper, type TStudentHomework } from '@app/contract';
import { homework, paperRecord, paperRecordTopic, school, student, studentCredential, teacher as teacherTable } from '../src/db/schema.js';
import { docxText, mathsFixture } from './support/paper.js';
import { expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, testPasswordHash, TEST_PASSWORD, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const DAY = 86_400_000;
const later = (ms = DAY) => new Date(Date.now() + ms).toISOString();

function form(data: Buffer, filename: string, fields: Record<string, string | number> = {}) {
  const boundary = '----hw' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('homework', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let c1: number;
  let c2: number;
  let c3: number;
  let teacherTok: string;
  let leaderTok: string;
  let otherTok: string;
  let outsiderTok: string;
  let paper: TSchoolPaper;
  let nums: Record<number, string[]>;
  let code: string;
  let photo: Buffer;

  const call = <T>(token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.call<T>({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  const studentToken = async (num: string) => expectOk(await ctx.call<{ studentToken: string }>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode: code, studentNum: num, password: TEST_PASSWORD } })).studentToken;
  const setHomework = (token: string, over: object = {}) => call<THomeworkItem>(token, 'POST', '/schoolpaper/homework', { paperId: paper.paperId, title: '期中复习', clazzIds: [c1], dueAt: later(), ...over });
  const uploadPhoto = (token: string | undefined, homeworkId: number, data = photo) => ctx.call<TStudentHomework>({ method: 'POST', url: `/student/homework/${homeworkId}/photo`, ...(token ? { token } : {}), ...form(data, 'work.jpg') });
  const raw = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    code = `HW-${s.schoolId}`;
    await db.update(school).set({ code }).where(eq(school.id, s.schoolId));
    const other = await buildSchool(db);
    [c1, c2, c3] = s.clazzIds[1]! as [number, number, number];
    teacherTok = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }, { clazzId: c2, subjectId: 3 }] }));
    leaderTok = await ctx.login(await buildTeacher(db, s, { subjects: [9], posts: [{ post: 2, grade: 1 }] }));
    otherTok = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c3, subjectId: 3 }] }));
    outsiderTok = await ctx.login(await buildTeacher(db, other, { subjects: [3], posts: [{ post: 5 }] }));
    const hash = await testPasswordHash();
    nums = {};
    for (const c of [c1, c2, c3]) {
      const rows = await db.select({ id: student.id, num: student.studentNum }).from(student).where(eq(student.clazzId, c));
      nums[c] = rows.map((r) => r.num);
      await db.insert(studentCredential).values(rows.map((r) => ({ studentId: r.id, passwordHash: hash, mustChangePassword: false })));
    }
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const up = await ctx.call<TSchoolPaper>({ method: 'POST', url: '/schoolpaper/paper', token: teacherTok, ...form(Buffer.from(await pdf.save()), '期中复习卷.pdf', { subjectId: 3, gradeId: s.gradeIds[1]! }) });
    paper = expectOk(up);
    photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#eeeeee' } }).png().toBuffer();
  });
  afterAll(() => ctx?.close());

  it('refuses every route without the right token', async () => {
    const teacherRoutes: [string, string][] = [
      ['GET', '/schoolpaper/homework/clazzes'],
      ['GET', '/schoolpaper/homework'],
      ['POST', '/schoolpaper/homework'],
      ['DELETE', '/schoolpaper/homework/1'],
      ['GET', '/schoolpaper/homework/1/students'],
      ['GET', '/schoolpaper/homework/1/students/1/photo/1'],
      ['PUT', '/schoolpaper/homework/1/students/1/comment'],
    ];
    const studentRoutes: [string, string][] = [
      ['GET', '/student/homework/1'],
      ['GET', '/student/homework/1/file'],
      ['PUT', '/student/homework/1/done'],
      ['POST', '/student/homework/1/photo'],
      ['GET', '/student/homework/1/photo/1'],
      ['DELETE', '/student/homework/1/photo/1'],
    ];
    const tok = await studentToken(nums[c1]![0]!);
    for (const [m, u] of [...teacherRoutes, ...studentRoutes]) expectTokenFailure(await call(undefined, m as 'GET', u));
    for (const [m, u] of teacherRoutes) expectTokenFailure(await call(tok, m as 'GET', u));
    for (const [m, u] of studentRoutes) expectTokenFailure(await call(teacherTok, m as 'GET', u));
  });

  it('offers and allows only the classes the teacher teaches, or the grade a leader leads', async () => {
    expect(expectOk(await call<THomeworkClazz[]>(teacherTok, 'GET', '/schoolpaper/homework/clazzes')).map((c) => c.clazzId)).toEqual([c1, c2]);
    expect(expectOk(await call<THomeworkClazz[]>(leaderTok, 'GET', '/schoolpaper/homework/clazzes')).map((c) => c.clazzId)).toEqual(s.clazzIds[1]);
    expectError(await setHomework(teacherTok, { clazzIds: [c3] }), 403, ERR.FORBIDDEN, /^不能给高一\(3\)班布置作业/);
    const other = await buildSchool(ctx.database.db);
    expectError(await setHomework(teacherTok, { clazzIds: [other.clazzIds[1]![0]] }), 404, ERR.NOT_FOUND);
    // The paper is head's own and not shared: another teacher of the school may not set it; another school's finds nothing.
    expectError(await setHomework(otherTok, { clazzIds: [c3] }), 403, ERR.FORBIDDEN);
    expectError(await setHomework(outsiderTok, { clazzIds: [other.clazzIds[1]![0]] }), 404, ERR.NOT_FOUND, '校本试卷不存在');
    expectError(await setHomework(teacherTok, { dueAt: new Date(Date.now() - 60_000).toISOString() }), 400, ERR.VALIDATION, '截止时间不能早于现在');
    expectValidation(await setHomework(teacherTok, { clazzIds: [] }), 'clazzIds', '请选择班级');
    expectValidation(await setHomework(teacherTok, { title: ' ' }), 'title', '请填写作业名称');
    expectValidation(await setHomework(teacherTok, { dueAt: '明天' }), 'dueAt', '截止时间格式不正确');
    // Nothing was written.
    expect(await ctx.database.db.select().from(homework)).toEqual([]);
    // The grade leader may set a shared paper for any class of the grade.
    expectOk(await call(teacherTok, 'PUT', `/schoolpaper/paper/${paper.paperId}`, { shared: 1 }));
    const h = expectOk(await setHomework(leaderTok, { clazzIds: [c3], title: '组长布置' }));
    expect(h).toMatchObject({ title: '组长布置', paperName: '期中复习卷', open: 1, studentCount: 3, doneCount: 0, clazzes: [{ clazzId: c3, clazzName: '高一(3)班' }] });
    expectOk(await call(leaderTok, 'DELETE', `/schoolpaper/homework/${h.homeworkId}`));
    expectOk(await call(teacherTok, 'PUT', `/schoolpaper/paper/${paper.paperId}`, { shared: 0 }));
  });

  it('a student sees it, marks it done and hands in photos; the teacher sees completion, the photos and comments', async () => {
    const res = await setHomework(teacherTok, { clazzIds: [c1, c2] });
    expect(res.body.errMsg).toBe('作业已布置');
    const h = expectOk(res);
    expect(expectOk(await call<THomeworkPage>(teacherTok, 'GET', '/schoolpaper/homework')).list[0]!.homeworkId).toBe(h.homeworkId);
    const a = await studentToken(nums[c1]![0]!);
    const b = await studentToken(nums[c1]![1]!);
    const outsider = await studentToken(nums[c3]![0]!);
    const tasks = expectOk(await call<TStudentTask[]>(a, 'GET', '/student/tasks'));
    expect(tasks).toContainEqual({ kind: 'homework', id: h.homeworkId, title: '作业：期中复习', dueAt: h.dueAt, status: 'todo' });
    expect(expectOk(await call<TStudentTask[]>(outsider, 'GET', '/student/tasks')).some((t) => t.kind === 'homework')).toBe(false);
    expectError(await call(outsider, 'GET', `/student/homework/${h.homeworkId}`), 404, ERR.NOT_FOUND, '作业不存在');
    expectError(await uploadPhoto(outsider, h.homeworkId), 404, ERR.NOT_FOUND);

    const view = expectOk(await call<TStudentHomework>(a, 'GET', `/student/homework/${h.homeworkId}`));
    expect(view).toMatchObject({ title: '期中复习', paperName: '期中复习卷', fileType: 'pdf', open: 1, done: 0, photoCount: 0, comment: '' });
    const file = await raw(a, `/student/homework/${h.homeworkId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('期中复习卷.pdf')}`);

    expect(expectOk(await call<TStudentHomework>(a, 'PUT', `/student/homework/${h.homeworkId}/done`, { done: 1 })).done).toBe(1);
    expectValidation(await call(a, 'PUT', `/student/homework/${h.homeworkId}/done`, { done: 2 }), 'done');
    // Photos: checked by bytes, re-encoded, at most six.
    expectError(await uploadPhoto(b, h.homeworkId, Buffer.from('not an image at all')), 400, ERR.VALIDATION, '只能上传JPG、PNG或WebP格式的照片');
    const before = await countPhotos();
    for (let i = 0; i < 6; i++) expectOk(await uploadPhoto(b, h.homeworkId));
    expectError(await uploadPhoto(b, h.homeworkId), 400, ERR.VALIDATION, '最多上传6张照片');
    expect(await countPhotos()).toBe(before + 6);
    const mine = await raw(b, `/student/homework/${h.homeworkId}/photo/1`);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(expectOk(await call<TStudentHomework>(b, 'DELETE', `/student/homework/${h.homeworkId}/photo/6`)).photoCount).toBe(5);
    expect(await countPhotos()).toBe(before + 5);
    expect(expectOk(await call<TStudentTask[]>(b, 'GET', '/student/tasks')).find((t) => t.kind === 'homework')!.status).toBe('done');

    // The teacher: per class and per student.
    const done = expectOk(await call<THomeworkCompletion>(teacherTok, 'GET', `/schoolpaper/homework/${h.homeworkId}/students`));
    expect(done.clazzes).toEqual([
      { clazzId: c1, clazzName: '高一(1)班', studentCount: 3, doneCount: 1, photoCount: 1, notYetCount: 1 },
      { clazzId: c2, clazzName: '高一(2)班', studentCount: 3, doneCount: 0, photoCount: 0, notYetCount: 3 },
    ]);
    const rowB = done.students.find((r) => r.studentNum === nums[c1]![1])!;
    expect(rowB).toMatchObject({ state: 2, stateName: '已上传照片', photoCount: 5, done: 0 });
    expect(done.students.find((r) => r.studentNum === nums[c1]![0])).toMatchObject({ state: 1, stateName: '已完成' });
    expect(expectOk(await call<THomeworkCompletion>(teacherTok, 'GET', `/schoolpaper/homework/${h.homeworkId}/students?clazzId=${c2}`)).students).toHaveLength(3);
    expectError(await call(teacherTok, 'GET', `/schoolpaper/homework/${h.homeworkId}/students?clazzId=${c3}`), 404, ERR.NOT_FOUND);
    const pic = await raw(teacherTok, `/schoolpaper/homework/${h.homeworkId}/students/${rowB.studentId}/photo/2`);
    expect(pic.statusCode).toBe(200);
    expect(pic.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expectError(await call(teacherTok, 'GET', `/schoolpaper/homework/${h.homeworkId}/students/${rowB.studentId}/photo/6`), 404, ERR.NOT_FOUND, '没有这张照片');
    const c = expectOk(await call<THomeworkStudentRow>(teacherTok, 'PUT', `/schoolpaper/homework/${h.homeworkId}/students/${rowB.studentId}/comment`, { comment: '第3题再想想' }));
    expect(c.comment).toBe('第3题再想想');
    expect(expectOk(await call<TStudentHomework>(b, 'GET', `/student/homework/${h.homeworkId}`)).comment).toBe('第3题再想想');
    expectValidation(await call(teacherTok, 'PUT', `/schoolpaper/homework/${h.homeworkId}/students/${rowB.studentId}/comment`, { comment: '长'.repeat(201) }), 'comment', '评语最多200个字');
    // Another teacher of the school is forbidden, another school's finds nothing; a student of another class is not there.
    expectError(await call(otherTok, 'GET', `/schoolpaper/homework/${h.homeworkId}/students`), 403, ERR.FORBIDDEN, '只能查看和修改自己布置的作业');
    expectError(await call(outsiderTok, 'GET', `/schoolpaper/homework/${h.homeworkId}/students`), 404, ERR.NOT_FOUND, '作业不存在');
    expectError(await call(outsiderTok, 'PUT', `/schoolpaper/homework/${h.homeworkId}/students/${rowB.studentId}/comment`, { comment: 'x' }), 404, ERR.NOT_FOUND);
    const [stranger] = await ctx.database.db.select({ id: student.id }).from(student).where(eq(student.clazzId, c3)).limit(1);
    expectError(await call(teacherTok, 'PUT', `/schoolpaper/homework/${h.homeworkId}/students/${stranger!.id}/comment`, { comment: 'x' }), 404, ERR.NOT_FOUND, '学生不存在或不在布置作业的班级');

    // The paper cannot go while it is homework.
    expectError(await call(teacherTok, 'DELETE', `/schoolpaper/paper/${paper.paperId}`), 409, ERR.CONFLICT, '这份试卷已布置为作业，请先删除相关作业');

    // Past the due time: closed for the student, gone from the task list.
    await ctx.database.db.update(homework).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(homework.id, h.homeworkId));
    expectError(await call(a, 'PUT', `/student/homework/${h.homeworkId}/done`, { done: 0 }), 409, ERR.CONFLICT, '作业已截止，不能再提交');
    expectError(await uploadPhoto(a, h.homeworkId), 409, ERR.CONFLICT, '作业已截止，不能再提交');
    expect(expectOk(await call<TStudentTask[]>(a, 'GET', '/student/tasks')).some((t) => t.kind === 'homework')).toBe(false);
    expect(expectOk(await call<TStudentHomework>(a, 'GET', `/student/homework/${h.homeworkId}`)).open).toBe(0);

    // Deleting the homework takes the students' photos out of storage.
    expectError(await call(otherTok, 'DELETE', `/schoolpaper/homework/${h.homeworkId}`), 403, ERR.FORBIDDEN);
    expectOk(await call(teacherTok, 'DELETE', `/schoolpaper/homework/${h.homeworkId}`));
    expect(await countPhotos()).toBe(before);
    expectError(await call(a, 'GET', `/student/homework/${h.homeworkId}`), 404, ERR.NOT_FOUND);
  });

  it('sets a composed paper (组卷记录) as homework: its Word without answers, kept for the students when the record goes', async () => {
    const db = ctx.database.db;
    const teacherId = (await db.select({ id: teacherTable.id }).from(teacherTable).where(eq(teacherTable.schoolId, s.schoolId)).orderBy(teacherTable.id).limit(1))[0]!.id;
    const maths = await mathsFixture(db);
    const [rec] = await db.insert(paperRecord).values({ schoolId: s.schoolId, teacherId, subjectId: 3, semesterId: s.currentSemesterId, name: '函数单元练习', totalScore: 33 }).returning({ id: paperRecord.id });
    const types = ['单选题', '单选题', '多选题', '填空题', '解答题'];
    await db.insert(paperRecordTopic).values(maths.topicIds.map((topicId, i) => ({ recordId: rec!.id, sort: i, topicId, groupIdx: i < 2 ? 0 : i - 1, typeNoCn: '一', typeName: types[i]!, topicNo: String(i + 1), score: [5, 5, 6, 5, 12][i]! })));
    const [empty] = await db.insert(paperRecord).values({ schoolId: s.schoolId, teacherId, subjectId: 3, semesterId: s.currentSemesterId, name: '空组卷' }).returning({ id: paperRecord.id });
    const tok = await ctx.login({ account: (await db.select({ a: teacherTable.account }).from(teacherTable).where(eq(teacherTable.id, teacherId)))[0]!.a, password: TEST_PASSWORD } as never);
    // Only the teacher's own records with questions are offered.
    const offered = expectOk(await call<THomeworkRecord[]>(tok, 'GET', '/schoolpaper/homework/records'));
    expect(offered.map((r) => r.recordId)).toEqual([rec!.id]);
    expect(offered[0]).toMatchObject({ name: '函数单元练习', questionCount: 5, totalScore: 33 });
    expect(expectOk(await call<THomeworkRecord[]>(otherTok, 'GET', '/schoolpaper/homework/records'))).toEqual([]);
    const body = { recordId: rec!.id, title: '函数单元练习', clazzIds: [], dueAt: later() };
    const clazzes = expectOk(await call<THomeworkClazz[]>(tok, 'GET', '/schoolpaper/homework/clazzes')).map((c) => c.clazzId);
    body.clazzIds = clazzes.slice(0, 1) as never;
    // Both sources, or neither: refused.
    expectValidation(await call(tok, 'POST', '/schoolpaper/homework', { ...body, paperId: paper.paperId }), 'paperId', '只能选一种');
    expectValidation(await call(tok, 'POST', '/schoolpaper/homework', { ...body, recordId: undefined }), 'paperId', '请选择一份试卷');
    expectError(await call(tok, 'POST', '/schoolpaper/homework', { ...body, recordId: empty!.id }), 400, ERR.VALIDATION, '这份组卷还没有试题，不能布置为作业');
    expectError(await call(otherTok, 'POST', '/schoolpaper/homework', { ...body, clazzIds: [c3] }), 403, ERR.FORBIDDEN, '只能操作自己的组卷记录');
    const before = await countKeys('homework-papers/');
    const h = expectOk(await call<THomeworkItem>(tok, 'POST', '/schoolpaper/homework', body));
    expect(h).toMatchObject({ source: 'record', recordId: rec!.id, paperId: null, paperName: '函数单元练习', fileType: 'docx' });
    expect(await countKeys('homework-papers/')).toBe(before + 1);
    // The student downloads the Word: the questions, no answers.
    const [kid] = await db.select({ num: student.studentNum }).from(student).where(eq(student.clazzId, body.clazzIds[0]!)).limit(1);
    const st = await studentToken(kid!.num);
    expect(expectOk(await call<TStudentHomework>(st, 'GET', `/student/homework/${h.homeworkId}`))).toMatchObject({ paperName: '函数单元练习', fileType: 'docx', fileName: '函数单元练习.docx' });
    const file = await raw(st, `/student/homework/${h.homeworkId}/file`);
    expect(file.statusCode).toBe(200);
    const text = await docxText(file.rawPayload);
    expect(text).toContain('函数单元练习');
    expect(text).not.toContain('答案');
    // The record deleted: the homework and its file stay.
    await db.delete(paperRecord).where(eq(paperRecord.id, rec!.id));
    expect((await raw(st, `/student/homework/${h.homeworkId}/file`)).statusCode).toBe(200);
    expect(expectOk(await call<THomeworkPage>(tok, 'GET', '/schoolpaper/homework')).list.find((x) => x.homeworkId === h.homeworkId)).toMatchObject({ recordId: null, source: 'record', paperName: '函数单元练习' });
    // Deleting the homework removes the stored Word.
    expectOk(await call(tok, 'DELETE', `/schoolpaper/homework/${h.homeworkId}`));
    expect(await countKeys('homework-papers/')).toBe(before);
  });

  async function countKeys(prefix: string): Promise<number> {
    let n = 0;
    for await (const key of ctx.storage.list()) if (key.startsWith(prefix)) n++;
    return n;
  }

  async function countPhotos(): Promise<number> {
    let n = 0;
    for await (const key of ctx.storage.list()) if (key.startsWith('homework-photos/')) n++;
    return n;
  }
});

/**
 * 网课 over HTTP (docs/course.md): courses, tus uploads over a real socket (create, chunks, offset,
 * another teacher, the size cap), attaching (bytes, ffprobe, poster, refusals leaving nothing
 * behind), publishing, range playback by ticket, the student's progress and resume, statistics and
 * their Excel, withdrawing, deleting with the files, the /home counter and the upload sweep.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, type TCourseDetail, type TCoursePage, type TCourseProgress, type TCourseStat, type TCourseStudentDetail, type TCourseVideo, type TPlayTicket, type TStudentCourse, type TStudentCourseDetail, type TTeacherCounters } from '@app/contract';
import { courseVideo, school, student, studentCredential } from '../src/db/schema.js';
import { COURSE_UPLOAD_LIMITS } from '../src/modules/course/uploads.js';
import { makeSampleVideo } from '../src/modules/course/video-probe.js';
import { expectError, expectOk, expectTokenFailure } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, testPasswordHash, TEST_PASSWORD, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('courses', () => {
  let ctx: TestContext;
  let base: string;
  let s: BuiltSchool;
  let c1: number;
  let c2: number;
  let c3: number;
  let teacherTok: string;
  let otherTok: string;
  let outsiderTok: string;
  let allSectionTok: string;
  let code: string;
  let tmp: string;
  let video: Buffer;
  let otherSchoolClazz: number;
  let course: TCourseDetail;
  let chapter: TCourseVideo;

  const call = <T>(token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.call<T>({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  const studentToken = async (num: string) => expectOk(await ctx.call<{ studentToken: string }>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode: code, studentNum: num, password: TEST_PASSWORD } })).studentToken;
  const numsOf = async (clazzId: number) => (await ctx.database.db.select({ num: student.studentNum }).from(student).where(eq(student.clazzId, clazzId))).map((r) => r.num);

  /** A tus creation request over the socket; resolves with the upload's URL (absolute) or the response. */
  async function tusCreate(token: string | null, size: number, meta: Record<string, string>) {
    return fetch(`${base}/course/upload`, {
      method: 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'tus-resumable': '1.0.0',
        'upload-length': String(size),
        'upload-metadata': Object.entries(meta).map(([k, v]) => `${k} ${b64(v)}`).join(','),
      },
    });
  }
  const tusPatch = (token: string, url: string, offset: number, chunk: Buffer) =>
    fetch(url, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(chunk) });
  const tusHead = (token: string, url: string) => fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });

  /** Uploads the bytes in two chunks; resolves with the upload id. */
  async function upload(token: string, courseId: number, data: Buffer, filename = 'lesson.mp4'): Promise<string> {
    const res = await tusCreate(token, data.length, { filename, filetype: 'video/mp4', courseId: String(courseId) });
    expect(res.status).toBe(201);
    const url = new URL(res.headers.get('location')!, base).toString();
    const half = Math.floor(data.length / 2);
    expect((await tusPatch(token, url, 0, data.subarray(0, half))).status).toBe(204);
    expect((await tusPatch(token, url, half, data.subarray(half))).status).toBe(204);
    return url.split('/').pop()!;
  }
  const attach = (token: string, courseId: number, uploadId: string, title = '第一课') => call<TCourseVideo>(token, 'POST', `/course/${courseId}/video`, { uploadId, title });
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const k of ctx.storage.list()) keys.push(k);
    return keys.filter((k) => k.startsWith('course-videos/')).sort();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const db = ctx.database.db;
    s = await buildSchool(db);
    code = `CO-${s.schoolId}`;
    await db.update(school).set({ code }).where(eq(school.id, s.schoolId));
    const other = await buildSchool(db);
    otherSchoolClazz = other.clazzIds[1]![0]!;
    [c1, c2, c3] = s.clazzIds[1]! as [number, number, number];
    teacherTok = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }, { clazzId: c2, subjectId: 3 }] }));
    otherTok = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c3, subjectId: 3 }] }));
    outsiderTok = await ctx.login(await buildTeacher(db, other, { subjects: [3], posts: [{ post: 5 }] }));
    allSectionTok = await ctx.login(await buildTeacher(db, s, { subjects: [3], section: 0, teaches: [{ clazzId: c1, subjectId: 3 }] }));
    const hash = await testPasswordHash();
    for (const c of [c1, c2, c3]) {
      const rows = await db.select({ id: student.id }).from(student).where(eq(student.clazzId, c));
      await db.insert(studentCredential).values(rows.map((r) => ({ studentId: r.id, passwordHash: hash, mustChangePassword: false })));
    }
    tmp = mkdtempSync(path.join(os.tmpdir(), 'course-test-'));
    await makeSampleVideo(path.join(tmp, 'a.mp4'), 12);
    video = readFileSync(path.join(tmp, 'a.mp4'));
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses every route without the right token, and teachers in section 0', async () => {
    const teacherRoutes: [string, string][] = [
      ['GET', '/course'],
      ['POST', '/course'],
      ['GET', '/course/clazzes'],
      ['GET', '/course/1'],
      ['PUT', '/course/1'],
      ['DELETE', '/course/1'],
      ['POST', '/course/1/video'],
      ['PUT', '/course/1/video/1'],
      ['DELETE', '/course/1/video/1'],
      ['PUT', '/course/1/video-order'],
      ['GET', '/course/video/1/poster'],
      ['POST', '/course/video/1/ticket'],
      ['POST', '/course/1/publish'],
      ['DELETE', '/course/1/clazz/1'],
      ['POST', '/course/1/unpublish'],
      ['GET', '/course/1/stat'],
      ['GET', '/course/1/stat/student/1'],
      ['GET', '/course/1/stat/download'],
    ];
    const studentRoutes: [string, string][] = [
      ['GET', '/student/course'],
      ['GET', '/student/course/1'],
      ['GET', '/student/course/video/1/poster'],
      ['POST', '/student/course/video/1/ticket'],
      ['POST', '/student/course/video/1/progress'],
    ];
    const tok = await studentToken((await numsOf(c1))[0]!);
    for (const [m, u] of [...teacherRoutes, ...studentRoutes]) expectTokenFailure(await call(undefined, m as 'GET', u));
    for (const [m, u] of teacherRoutes) expectTokenFailure(await call(tok, m as 'GET', u));
    for (const [m, u] of studentRoutes) expectTokenFailure(await call(teacherTok, m as 'GET', u));
    for (const [m, u] of teacherRoutes) expectError(await call(allSectionTok, m as 'GET', u), 403, ERR.FORBIDDEN, ['全学段账号不提供网课']);
    // The tus endpoint too: no token is 401 in the envelope, before tus reads anything.
    const res = await tusCreate(null, 10, { courseId: '1' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errCode: string }).errCode).not.toBe(ERR.OK);
    expect((await tusCreate(allSectionTok, 10, { courseId: '1' })).status).toBe(403);
  });

  it('creates a course for the teacher’s own subject and a grade of the school', async () => {
    expectError(await call(teacherTok, 'POST', '/course', { courseName: ' ', subjectId: 3, gradeId: s.gradeIds[1] }), 400, ERR.VALIDATION, ['请填写课程名称']);
    expectError(await call(teacherTok, 'POST', '/course', { courseName: '函数', subjectId: 9, gradeId: s.gradeIds[1] }), 400, ERR.VALIDATION, ['只能选择自己任教的学科']);
    expectError(await call(outsiderTok, 'POST', '/course', { courseName: '函数', subjectId: 3, gradeId: s.gradeIds[1] }), 404, ERR.NOT_FOUND, ['年级不存在']);
    expectError(await call(outsiderTok, 'GET', `/course?gradeId=${s.gradeIds[1]}`), 404, ERR.NOT_FOUND, ['年级不存在']);
    expectError(await call(teacherTok, 'POST', '/course', { courseName: '函数', subjectId: 3, gradeId: s.gradeIds[1], extra: 1 }), 400, ERR.VALIDATION);
    course = expectOk(await call<TCourseDetail>(teacherTok, 'POST', '/course', { courseName: '函数的单调性', subjectId: 3, gradeId: s.gradeIds[1], description: '第一章复习' }));
    expect(course).toMatchObject({ courseName: '函数的单调性', subjectName: expect.any(String), published: 0, videoCount: 0, videos: [], clazzes: [] });
    const page = expectOk(await call<TCoursePage>(teacherTok, 'GET', '/course?name=单调'));
    expect(page.list.map((c) => c.courseId)).toEqual([course.courseId]);
    expect(expectOk(await call<TCoursePage>(otherTok, 'GET', '/course')).total).toBe(0);
    // Another teacher of the school: forbidden; another school: missing.
    expectError(await call(otherTok, 'GET', `/course/${course.courseId}`), 403, ERR.FORBIDDEN);
    expectError(await call(outsiderTok, 'GET', `/course/${course.courseId}`), 404, ERR.NOT_FOUND);
  });

  it('takes a video over tus in chunks, resumable at its offset, and attaches it with duration and poster', async () => {
    const res = await tusCreate(teacherTok, video.length, { filename: '第一课.mp4', filetype: 'video/mp4', courseId: String(course.courseId) });
    expect(res.status).toBe(201);
    const url = new URL(res.headers.get('location')!, base).toString();
    const third = Math.floor(video.length / 3);
    expect((await tusPatch(teacherTok, url, 0, video.subarray(0, third))).status).toBe(204);
    // A dropped connection: the client asks where it stopped and goes on from there.
    const head = await tusHead(teacherTok, url);
    expect(head.headers.get('upload-offset')).toBe(String(third));
    // Another teacher cannot see, continue or remove the upload.
    expect((await tusHead(otherTok, url)).status).toBe(404);
    expect((await tusPatch(otherTok, url, third, video.subarray(third))).status).toBe(404);
    // A wrong offset is refused in the envelope.
    const wrong = await tusPatch(teacherTok, url, 0, video.subarray(0, 10));
    expect(wrong.status).toBe(409);
    expect(((await wrong.json()) as { errMsg: string }).errMsg).toContain('上传进度与服务器不一致');
    const id = url.split('/').pop()!;
    // Not finished yet: cannot be attached.
    expectError(await attach(teacherTok, course.courseId, id), 409, ERR.CONFLICT, ['视频还没有上传完']);
    expect((await tusPatch(teacherTok, url, third, video.subarray(third))).status).toBe(204);
    expectError(await attach(otherTok, course.courseId, id), 403, ERR.FORBIDDEN);
    chapter = expectOk(await attach(teacherTok, course.courseId, id, '第一课 单调性'));
    expect(chapter).toMatchObject({ ord: 1, title: '第一课 单调性', fileName: '第一课.mp4', kind: 'mp4', fileSize: video.length, width: 320, height: 180 });
    expect(chapter.durationS).toBeGreaterThan(11.5);
    expect(chapter.durationS).toBeLessThan(12.5);
    // The upload is gone from the upload folder; the video and its poster are in storage.
    expect(readdirSync(ctx.app.courseUploads.dir).filter((f) => f.startsWith(id))).toEqual([]);
    expect(await storedKeys()).toHaveLength(2);
    const poster = await ctx.app.inject({ method: 'GET', url: `/course/video/${chapter.videoId}/poster`, headers: { authorization: `Bearer ${teacherTok}` } });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // Attaching twice: the upload no longer exists.
    expectError(await attach(teacherTok, course.courseId, id), 404, ERR.NOT_FOUND, ['上传不存在或已过期']);
  }, 60_000);

  it('refuses a file that is not a video, a corrupt video and one over the cap, leaving nothing stored', async () => {
    const before = await storedKeys();
    const text = Buffer.from('这不是视频'.repeat(200));
    const id1 = await upload(teacherTok, course.courseId, text, '伪装.mp4');
    expectError(await attach(teacherTok, course.courseId, id1), 400, ERR.VALIDATION, ['文件不是视频']);
    // A video cut short: its bytes start like an MP4, ffprobe cannot read it.
    const id2 = await upload(teacherTok, course.courseId, video.subarray(0, 3000), '截断.mp4');
    expectError(await attach(teacherTok, course.courseId, id2), 400, ERR.VALIDATION, ['视频无法读取']);
    expect(await storedKeys()).toEqual(before);
    expect(readdirSync(ctx.app.courseUploads.dir).filter((f) => f.startsWith(id1) || f.startsWith(id2))).toEqual([]);
    // Over the cap: tus refuses the creation with the product's message.
    const big = await tusCreate(teacherTok, COURSE_UPLOAD_LIMITS.maxBytes + 1, { filename: 'big.mp4', courseId: String(course.courseId) });
    expect(big.status).toBe(413);
    expect((await big.json()) as object).toMatchObject({ errCode: ERR.TOO_LARGE, errMsg: '视频不能超过2GB' });
    // Another teacher's course, a missing course id.
    expect((await tusCreate(otherTok, 100, { courseId: String(course.courseId) })).status).toBe(404);
    const noCourse = await tusCreate(teacherTok, 100, { filename: 'x.mp4' });
    expect(noCourse.status).toBe(400);
    expect(((await noCourse.json()) as { errMsg: string }).errMsg).toContain('缺少课程');
    expect((await call<TCourseDetail>(teacherTok, 'GET', `/course/${course.courseId}`)).body.data.videos).toHaveLength(1);
  }, 60_000);

  it('publishes to classes the teacher may set work for, and only a course with a video', async () => {
    const empty = expectOk(await call<TCourseDetail>(teacherTok, 'POST', '/course', { courseName: '空课程', subjectId: 3, gradeId: s.gradeIds[1] }));
    expectError(await call(teacherTok, 'POST', `/course/${empty.courseId}/publish`, { clazzIds: [c1] }), 409, ERR.CONFLICT, ['课程还没有视频']);
    expectError(await call(teacherTok, 'POST', `/course/${course.courseId}/publish`, { clazzIds: [] }), 400, ERR.VALIDATION, ['请至少选择一个班级']);
    expectError(await call(teacherTok, 'POST', `/course/${course.courseId}/publish`, { clazzIds: [otherSchoolClazz] }), 404, ERR.NOT_FOUND);
    expectError(await call(teacherTok, 'POST', `/course/${course.courseId}/publish`, { clazzIds: [c1, c3] }), 403, ERR.FORBIDDEN, ['只能发布到自己任教的班级']);
    expect(expectOk(await call<{ clazzId: number }[]>(teacherTok, 'GET', '/course/clazzes')).map((c) => c.clazzId)).toEqual([c1, c2]);
    const published = expectOk(await call<TCourseDetail>(teacherTok, 'POST', `/course/${course.courseId}/publish`, { clazzIds: [c1] }));
    expect(published.published).toBe(1);
    expect(published.clazzes.map((c) => c.clazzId)).toEqual([c1]);
    // Appending a class keeps the first.
    const appended = expectOk(await call<TCourseDetail>(teacherTok, 'POST', `/course/${course.courseId}/publish`, { clazzIds: [c2, c1] }));
    expect(appended.clazzes.map((c) => c.clazzId)).toEqual([c1, c2]);
    expect(expectOk(await call<TTeacherCounters>(teacherTok, 'GET', '/base/teacher/business/data?subjectId=3')).onlineCourse).toBe(1);
    expect(expectOk(await call<TTeacherCounters>(teacherTok, 'GET', '/base/teacher/business/data?subjectId=9')).onlineCourse).toBe(0);
    expect(expectOk(await call<TCoursePage>(teacherTok, 'GET', '/course?status=draft')).list.map((c) => c.courseName)).toEqual(['空课程']);
    // Removing the only video of a published course is refused.
    expectError(await call(teacherTok, 'DELETE', `/course/${course.courseId}/video/${chapter.videoId}`), 409, ERR.CONFLICT, ['至少要有一个视频']);
  });

  it('plays by ticket with HTTP range requests', async () => {
    const ticket = expectOk(await call<TPlayTicket>(teacherTok, 'POST', `/course/video/${chapter.videoId}/ticket`));
    expect(ticket.url).toMatch(/^\/course\/play\/[A-Za-z0-9_-]+$/);
    expectError(await call(otherTok, 'POST', `/course/video/${chapter.videoId}/ticket`), 403, ERR.FORBIDDEN);
    const whole = await fetch(`${base}${ticket.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const part = await fetch(`${base}${ticket.url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const tail = await fetch(`${base}${ticket.url}`, { headers: { range: 'bytes=-50' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 50))).toBe(true);
    const outside = await fetch(`${base}${ticket.url}`, { headers: { range: `bytes=${video.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${video.length}`);
    const poster = await fetch(`${base}${ticket.posterUrl}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const bad = await fetch(`${base}/course/play/${'x'.repeat(32)}`);
    expect(bad.status).toBe(404);
    expect(((await bad.json()) as { errMsg: string }).errMsg).toContain('播放地址已失效');
  });

  it('records a student’s watching: stretches played, resume position, completion; not a seek to the end', async () => {
    const tok = await studentToken((await numsOf(c1))[0]!);
    const list = expectOk(await call<TStudentCourse[]>(tok, 'GET', '/student/course'));
    expect(list.map((c) => c.courseName)).toEqual(['函数的单调性']);
    const progress = (body: object) => call<TCourseProgress>(tok, 'POST', `/student/course/video/${chapter.videoId}/progress`, body);
    // Bad reports.
    expectError(await progress({ fromS: 5, toS: 2, watchedS: 3 }), 400, ERR.VALIDATION, ['结束位置不能早于开始位置']);
    expectError(await progress({ fromS: 0, toS: 5, watchedS: 61 }), 400, ERR.VALIDATION, ['最多60秒']);
    expectError(await progress({ fromS: 0, toS: 50, watchedS: 5 }), 400, ERR.VALIDATION, ['超出了视频时长']);
    // A seek to the end and a second there: the end only.
    const seek = expectOk(await progress({ fromS: 10, toS: chapter.durationS, watchedS: 2, ended: 1 }));
    expect(seek.completed).toBe(0);
    const first = expectOk(await progress({ fromS: 0, toS: 5, watchedS: 5 }));
    expect(first).toMatchObject({ positionS: 5, completed: 0 });
    expect(first.completion).toBeGreaterThan(seek.completion);
    // Replaying the same stretch adds time, not coverage.
    const again = expectOk(await progress({ fromS: 0, toS: 5, watchedS: 5 }));
    expect(again.completion).toBe(first.completion);
    const detail = expectOk(await call<TStudentCourseDetail>(tok, 'GET', `/student/course/${course.courseId}`));
    expect(detail.videos[0]).toMatchObject({ videoId: chapter.videoId, positionS: 5, completed: 0 });
    const done = expectOk(await progress({ fromS: 5, toS: chapter.durationS, watchedS: 7, ended: 1 }));
    expect(done).toMatchObject({ completion: 100, completed: 1 });
    // Finished: the next visit starts from the beginning.
    expect(expectOk(await call<TStudentCourseDetail>(tok, 'GET', `/student/course/${course.courseId}`)).videos[0]!.positionS).toBe(0);
    // Play ticket and poster for the student.
    const ticket = expectOk(await call<TPlayTicket>(tok, 'POST', `/student/course/video/${chapter.videoId}/ticket`));
    expect((await fetch(`${base}${ticket.url}`, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    // A student of a class the course is not published to: missing.
    const outsider = await studentToken((await numsOf(c3))[0]!);
    expectError(await call(outsider, 'GET', `/student/course/${course.courseId}`), 404, ERR.NOT_FOUND);
    expectError(await call(outsider, 'POST', `/student/course/video/${chapter.videoId}/progress`, { fromS: 0, toS: 5, watchedS: 5 }), 404, ERR.NOT_FOUND);
    expectError(await call(outsider, 'POST', `/student/course/video/${chapter.videoId}/ticket`), 404, ERR.NOT_FOUND);
    expect(expectOk(await call<TStudentCourse[]>(outsider, 'GET', '/student/course'))).toEqual([]);
  });

  it('shows statistics per class and student, the student’s videos, and downloads them as Excel', async () => {
    const c1Nums = await numsOf(c1);
    const second = await studentToken(c1Nums[1]!);
    expectOk(await call(second, 'POST', `/student/course/video/${chapter.videoId}/progress`, { fromS: 0, toS: 6, watchedS: 6 }));
    const stat = expectOk(await call<TCourseStat>(teacherTok, 'GET', `/course/${course.courseId}/stat`));
    expect(stat).toMatchObject({ courseName: '函数的单调性', videoCount: 1 });
    const k1 = stat.clazzes.find((c) => c.clazzId === c1)!;
    expect(k1).toMatchObject({ studentCount: c1Nums.length, startedCount: 2, completedCount: 1 });
    expect(k1.totalWatchS).toBe(2 + 5 + 5 + 7 + 6);
    expect(stat.clazzes.find((c) => c.clazzId === c2)).toMatchObject({ startedCount: 0, completedCount: 0, avgCompletion: 0 });
    const done = stat.students.find((x) => x.studentNo === c1Nums[0])!;
    expect(done).toMatchObject({ completion: 100, completedVideos: 1, watchS: 19 });
    expect(done.lastWatchedAt).not.toBeNull();
    expect(stat.students.find((x) => x.studentNo === c1Nums[2])).toMatchObject({ completion: 0, watchS: 0, firstWatchedAt: null });
    const only = expectOk(await call<TCourseStat>(teacherTok, 'GET', `/course/${course.courseId}/stat?clazzId=${c2}`));
    expect(only.clazzes.map((c) => c.clazzId)).toEqual([c2]);
    expect(only.students.every((x) => x.clazzId === c2)).toBe(true);
    expectError(await call(teacherTok, 'GET', `/course/${course.courseId}/stat?clazzId=${c3}`), 404, ERR.NOT_FOUND);
    expectError(await call(otherTok, 'GET', `/course/${course.courseId}/stat`), 403, ERR.FORBIDDEN);
    expectError(await call(outsiderTok, 'GET', `/course/${course.courseId}/stat`), 404, ERR.NOT_FOUND);
    const detail = expectOk(await call<TCourseStudentDetail>(teacherTok, 'GET', `/course/${course.courseId}/stat/student/${done.studentId}`));
    expect(detail.videos).toEqual([expect.objectContaining({ videoId: chapter.videoId, completion: 100, completed: 1, watchS: 19 })]);
    const file = await ctx.app.inject({ method: 'GET', url: `/course/${course.courseId}/stat/download`, headers: { authorization: `Bearer ${teacherTok}` } });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('函数的单调性_学习统计_全部班级.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('学生')!;
    const rows = sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[1]).toEqual(['学号', '姓名', '班级', '完成度', '看完视频数', '观看时长', '首次学习', '最近学习']);
    const line = rows.find((r) => r[0] === c1Nums[0])!;
    expect(line.slice(3, 6)).toEqual([1, 1, '19秒']);
    expect(wb.getWorksheet('班级')!.getRow(3).values).toEqual([undefined, stat.clazzes[0]!.clazzName, c1Nums.length, 2, 1, k1.avgCompletion / 100, '25秒']);
  });

  it('withdraws a class, keeps its history, and deletes a course with its files', async () => {
    const tok = await studentToken((await numsOf(c1))[0]!);
    const withdrawn = expectOk(await call<TCourseDetail>(teacherTok, 'DELETE', `/course/${course.courseId}/clazz/${c1}`));
    expect(withdrawn.clazzes.map((c) => c.clazzId)).toEqual([c2]);
    expectError(await call(tok, 'GET', `/student/course/${course.courseId}`), 404, ERR.NOT_FOUND);
    expectError(await call(teacherTok, 'DELETE', `/course/${course.courseId}/clazz/${c1}`), 404, ERR.NOT_FOUND);
    // Published again: the student's watching is still there.
    expectOk(await call(teacherTok, 'POST', `/course/${course.courseId}/publish`, { clazzIds: [c1] }));
    expect(expectOk(await call<TStudentCourseDetail>(tok, 'GET', `/student/course/${course.courseId}`)).completion).toBe(100);
    expect(expectOk(await call<TCourseDetail>(teacherTok, 'POST', `/course/${course.courseId}/unpublish`)).published).toBe(0);
    expectError(await call(teacherTok, 'POST', `/course/${course.courseId}/unpublish`), 409, ERR.CONFLICT, ['还没有发布']);
    expectError(await call(otherTok, 'DELETE', `/course/${course.courseId}`), 403, ERR.FORBIDDEN);
    const keys = await storedKeys();
    expect(keys).toHaveLength(2);
    expectOk(await call(teacherTok, 'DELETE', `/course/${course.courseId}`));
    expect(await storedKeys()).toEqual([]);
    expect(await ctx.database.db.select().from(courseVideo).where(eq(courseVideo.courseId, course.courseId))).toEqual([]);
    expectError(await call(teacherTok, 'GET', `/course/${course.courseId}`), 404, ERR.NOT_FOUND);
  });

  it('renames, reorders and removes chapters', async () => {
    const c = expectOk(await call<TCourseDetail>(teacherTok, 'POST', '/course', { courseName: '三角函数', subjectId: 3, gradeId: s.gradeIds[1] }));
    const a = expectOk(await attach(teacherTok, c.courseId, await upload(teacherTok, c.courseId, video), '甲'));
    const b = expectOk(await attach(teacherTok, c.courseId, await upload(teacherTok, c.courseId, video), '乙'));
    expect(b.ord).toBe(2);
    expectError(await call(teacherTok, 'PUT', `/course/${c.courseId}/video-order`, { videoIds: [b.videoId] }), 400, ERR.VALIDATION, ['全部视频']);
    const order = expectOk(await call<TCourseDetail>(teacherTok, 'PUT', `/course/${c.courseId}/video-order`, { videoIds: [b.videoId, a.videoId] }));
    expect(order.videos.map((v) => [v.title, v.ord])).toEqual([['乙', 1], ['甲', 2]]);
    expect(order.coverVideoId).toBe(b.videoId);
    expect(expectOk(await call<TCourseVideo>(teacherTok, 'PUT', `/course/${c.courseId}/video/${a.videoId}`, { title: '甲（修订）' })).title).toBe('甲（修订）');
    expectError(await call(teacherTok, 'PUT', `/course/${course.courseId + 999}/video/${a.videoId}`, { title: 'x' }), 404, ERR.NOT_FOUND);
    expectOk(await call(teacherTok, 'DELETE', `/course/${c.courseId}/video/${b.videoId}`));
    const after = expectOk(await call<TCourseDetail>(teacherTok, 'GET', `/course/${c.courseId}`));
    expect(after.videos.map((v) => [v.title, v.ord])).toEqual([['甲（修订）', 1]]);
    expect(await storedKeys()).toHaveLength(2);
  }, 60_000);

  it('holds at most a few unattached uploads per teacher; cancelling one frees its place', async () => {
    const c = expectOk(await call<TCourseDetail>(teacherTok, 'POST', '/course', { courseName: '上限', subjectId: 3, gradeId: s.gradeIds[1] }));
    await ctx.app.courseUploads.sweep(new Date(Date.now() + COURSE_UPLOAD_LIMITS.expiryMs + 60_000));
    const urls: string[] = [];
    for (let i = 0; i < COURSE_UPLOAD_LIMITS.perTeacher; i++) {
      const res = await tusCreate(teacherTok, 100, { filename: `${i}.mp4`, courseId: String(c.courseId) });
      expect(res.status).toBe(201);
      urls.push(new URL(res.headers.get('location')!, base).toString());
    }
    const over = await tusCreate(teacherTok, 100, { filename: 'x.mp4', courseId: String(c.courseId) });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { errMsg: string }).errMsg).toContain('同时进行的上传最多');
    // Another teacher is not held back by them.
    const theirs = expectOk(await call<TCourseDetail>(otherTok, 'POST', '/course', { courseName: '别人的', subjectId: 3, gradeId: s.gradeIds[1] }));
    expect((await tusCreate(otherTok, 100, { filename: 'y.mp4', courseId: String(theirs.courseId) })).status).toBe(201);
    // tus termination (DELETE) by its owner only, then there is room again.
    expect((await fetch(urls[0]!, { method: 'DELETE', headers: { authorization: `Bearer ${otherTok}`, 'tus-resumable': '1.0.0' } })).status).toBe(404);
    expect((await fetch(urls[0]!, { method: 'DELETE', headers: { authorization: `Bearer ${teacherTok}`, 'tus-resumable': '1.0.0' } })).status).toBe(204);
    expect((await tusCreate(teacherTok, 100, { filename: 'z.mp4', courseId: String(c.courseId) })).status).toBe(201);
  });

  it('sweeps uploads older than the expiry, finished or not, and keeps fresh ones', async () => {
    const c = expectOk(await call<TCourseDetail>(teacherTok, 'POST', '/course', { courseName: '清理', subjectId: 3, gradeId: s.gradeIds[1] }));
    // The earlier tests' uploads gone first.
    await ctx.app.courseUploads.sweep(new Date(Date.now() + COURSE_UPLOAD_LIMITS.expiryMs + 60_000));
    const finished = await upload(teacherTok, c.courseId, video);
    const res = await tusCreate(teacherTok, video.length, { filename: 'half.mp4', courseId: String(c.courseId) });
    const partial = res.headers.get('location')!.split('/').pop()!;
    const uploads = ctx.app.courseUploads;
    expect(await uploads.sweep(new Date(Date.now() + 60_000))).toBe(0);
    expect(await uploads.sweep(new Date(Date.now() + COURSE_UPLOAD_LIMITS.expiryMs + 60_000))).toBeGreaterThanOrEqual(2);
    expect(readdirSync(uploads.dir).filter((f) => f.startsWith(finished) || f.startsWith(partial))).toEqual([]);
    expectError(await attach(teacherTok, c.courseId, finished), 404, ERR.NOT_FOUND);
  });
});

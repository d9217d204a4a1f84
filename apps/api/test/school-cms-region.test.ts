/** School detail and info, the public school-logo lookup, notices and the region lookups. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR } from '@app/contract';
import { noticeRead, school } from '../src/db/schema.js';
import { expectAuthRequired, expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildNotice, buildSchool, buildTeacher, type BuiltSchool, type BuiltTeacher } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Notice = { noticeId: number; title: string; content: string; publishTime: string; isRead: number };
type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number };

describe('school, cms and region routes', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let t: BuiltTeacher;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db, { name: '育英中学' });
    other = await buildSchool(ctx.database.db, { name: '明德学校', isSchoolCustomize: true });
    t = await buildTeacher(ctx.database.db, s);
    await buildTeacher(ctx.database.db, s, { posts: [{ post: 5 }] });
    await buildTeacher(ctx.database.db, s, { disabled: true });
    token = await ctx.login(t);
    otherToken = await ctx.login(await buildTeacher(ctx.database.db, other));
  });
  afterAll(() => ctx.close());

  const get = <T>(url: string, tok?: string) => ctx.call<T>({ method: 'GET', url, token: tok });

  describe('GET /business/school/detail', () => {
    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: '/business/school/detail' });
    });

    it("returns the own school's detail and mode flags", async () => {
      await ctx.database.db.update(school).set({ isTeaching: true, trialEnglish: true, headerVersion: 2, filingNumber: '京ICP备0000号' }).where(eq(school.id, s.schoolId));
      expect(expectOk(await get('/business/school/detail', token))).toEqual({
        schoolId: s.schoolId,
        schoolName: '育英中学',
        schoolLogo: '/brand/x.svg',
        schoolBrand: '测试',
        section: 2,
        domain: s.domain,
        isSchoolCustomize: 0,
        headerVersion: 2,
        isTeaching: 1,
        isWholeSchool: 0,
        isVocational: 0,
        trialMath: 0,
        trialEnglish: 1,
        filingNumber: '京ICP备0000号',
      });
      expect(expectOk(await get('/business/school/detail', otherToken))).toMatchObject({ schoolId: other.schoolId, schoolName: '明德学校', isSchoolCustomize: 1, isTeaching: 0, headerVersion: 1 });
    });
  });

  describe('GET /business/school/info', () => {
    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: '/business/school/info' });
    });

    it('counts the enabled teachers, classes and students of the own school', async () => {
      expect(expectOk(await get('/business/school/info', token))).toEqual({
        schoolId: s.schoolId,
        schoolName: '育英中学',
        section: 2,
        teacherCount: 2,
        clazzCount: 9,
        studentCount: 27,
        currentSemesterName: '2026-2027学年第一学期',
      });
      expect(expectOk(await get('/business/school/info', otherToken))).toMatchObject({ schoolId: other.schoolId, teacherCount: 1, clazzCount: 9, studentCount: 27 });
    });
  });

  describe('GET /cms/api/school-logo/info', () => {
    it('is public and finds the school by its domain', async () => {
      const res = await get(`/cms/api/school-logo/info?domainName=${encodeURIComponent(other.domain)}`);
      expect(expectOk(res)).toEqual({ schoolId: other.schoolId, schoolName: '明德学校', schoolLogo: '/brand/x.svg', schoolBrand: '测试', isSchoolCustomize: 1 });
      // A token, even an invalid one, does not change a public answer.
      expect(expectOk(await get(`/cms/api/school-logo/info?domainName=${s.domain}`, token))).toMatchObject({ schoolId: s.schoolId, isSchoolCustomize: 0 });
      expect(expectOk(await get(`/cms/api/school-logo/info?domainName=${s.domain}`, 'forged'))).toMatchObject({ schoolId: s.schoolId });
      // Surrounding spaces are ignored.
      expect(expectOk(await get(`/cms/api/school-logo/info?domainName=%20${s.domain}%20`))).toMatchObject({ schoolId: s.schoolId });
    });

    it('answers 404 for an unknown domain', async () => {
      expectError(await get('/cms/api/school-logo/info?domainName=unknown.example.com'), 404, ERR.NOT_FOUND, '未找到该域名对应的学校');
    });

    it('answers 400 naming domainName when it is missing or empty', async () => {
      expectValidation(await get('/cms/api/school-logo/info'), 'domainName', '请提供学校域名');
      expectValidation(await get('/cms/api/school-logo/info?domainName='), 'domainName');
      expectValidation(await get('/cms/api/school-logo/info?domainName=%20%20'), 'domainName');
    });
  });

  describe('notices', () => {
    let reader: BuiltTeacher;
    let readerToken: string;
    let ids: { platform: number; old: number; mid: number; recent: number; foreign: number };

    beforeAll(async () => {
      const db = ctx.database.db;
      reader = await buildTeacher(db, s);
      readerToken = await ctx.login(reader);
      ids = {
        platform: await buildNotice(db, { schoolId: null, title: '平台维护公告', content: '凌晨维护', publishedAt: new Date('2026-11-18T02:00:00Z') }),
        old: await buildNotice(db, { schoolId: s.schoolId, title: '开学通知', content: '9月1日开学', publishedAt: new Date('2026-09-01T00:00:00Z') }),
        mid: await buildNotice(db, { schoolId: s.schoolId, title: '期中考试安排', content: '11月上旬', publishedAt: new Date('2026-10-28T00:00:00Z') }),
        recent: await buildNotice(db, { schoolId: s.schoolId, title: '家长会', content: '11月21日', publishedAt: new Date('2026-11-20T00:00:00Z') }),
        foreign: await buildNotice(db, { schoolId: other.schoolId, title: '别校通知', content: '不该看到', publishedAt: new Date('2026-11-25T00:00:00Z') }),
      };
    });

    it('require a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: '/cms/api/notice/page' });
      await expectAuthRequired(ctx, { method: 'GET', url: '/cms/api/notice/unread-count' });
      await expectAuthRequired(ctx, { method: 'PUT', url: `/cms/api/notice/read/${ids.old}` });
    });

    it('pages the platform and own-school notices, newest first', async () => {
      const page = expectOk(await get<Page<Notice>>('/cms/api/notice/page', readerToken));
      expect(page).toMatchObject({ total: 4, pageNo: 1, pageSize: 10 });
      expect(page.list.map((n) => n.noticeId)).toEqual([ids.recent, ids.platform, ids.mid, ids.old]);
      expect(page.list[0]).toEqual({ noticeId: ids.recent, title: '家长会', content: '11月21日', publishTime: '2026-11-20T00:00:00.000Z', isRead: 0 });

      const p2 = expectOk(await get<Page<Notice>>('/cms/api/notice/page?pageNo=2&pageSize=3', readerToken));
      expect(p2).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
      expect(p2.list.map((n) => n.noticeId)).toEqual([ids.old]);
      expect(expectOk(await get<Page<Notice>>('/cms/api/notice/page?pageNo=9', readerToken)).list).toEqual([]);
    });

    it("never shows another school's notices", async () => {
      const theirs = expectOk(await get<Page<Notice>>('/cms/api/notice/page', otherToken));
      expect(theirs.list.map((n) => n.noticeId)).toEqual([ids.foreign, ids.platform]);
      expect(theirs.total).toBe(2);
    });

    it('rejects bad paging naming the field', async () => {
      expectValidation(await get('/cms/api/notice/page?pageNo=0', readerToken), 'pageNo', '页码最小为1');
      expectValidation(await get('/cms/api/notice/page?pageNo=x', readerToken), 'pageNo', '页码必须是数字');
      expectValidation(await get('/cms/api/notice/page?pageSize=101', readerToken), 'pageSize', '每页条数最多为100');
      expectValidation(await get('/cms/api/notice/page?pageSize=0', readerToken), 'pageSize');
    });

    it('marks notices read for the reader only and counts the unread', async () => {
      const unread = () => get<{ unread: number }>('/cms/api/notice/unread-count', readerToken);
      expect(expectOk(await unread())).toEqual({ unread: 4 });
      const read = (id: number | string, tok = readerToken) => ctx.call({ method: 'PUT', url: `/cms/api/notice/read/${id}`, token: tok });
      expect(expectOk(await read(ids.mid))).toBeNull();
      expect(expectOk(await read(ids.platform))).toBeNull();
      // Reading twice is harmless.
      expectOk(await read(ids.mid));
      expect(expectOk(await unread())).toEqual({ unread: 2 });
      const page = expectOk(await get<Page<Notice>>('/cms/api/notice/page', readerToken));
      expect(page.list.map((n) => [n.noticeId, n.isRead])).toEqual([
        [ids.recent, 0],
        [ids.platform, 1],
        [ids.mid, 1],
        [ids.old, 0],
      ]);
      const rows = await ctx.database.db.select().from(noticeRead).where(and(eq(noticeRead.teacherId, reader.teacherId)));
      expect(rows.map((r) => r.noticeId).sort((a, b) => a - b)).toEqual([ids.platform, ids.mid].sort((a, b) => a - b));
      // Another teacher of the same school still has everything unread.
      expect(expectOk(await get<{ unread: number }>('/cms/api/notice/unread-count', token))).toEqual({ unread: 4 });
      expect(expectOk(await get<{ unread: number }>('/cms/api/notice/unread-count', otherToken))).toEqual({ unread: 2 });
    });

    it("answers 404 for reading another school's notice or a missing one", async () => {
      expectError(await ctx.call({ method: 'PUT', url: `/cms/api/notice/read/${ids.foreign}`, token: readerToken }), 404, ERR.NOT_FOUND, '通知不存在');
      expectError(await ctx.call({ method: 'PUT', url: `/cms/api/notice/read/${ids.old}`, token: otherToken }), 404, ERR.NOT_FOUND, '通知不存在');
      expectError(await ctx.call({ method: 'PUT', url: '/cms/api/notice/read/987654', token: readerToken }), 404, ERR.NOT_FOUND, '通知不存在');
      const rows = await ctx.database.db.select().from(noticeRead).where(eq(noticeRead.noticeId, ids.foreign));
      expect(rows).toEqual([]);
    });

    it('rejects a bad notice id naming noticeId', async () => {
      expectValidation(await ctx.call({ method: 'PUT', url: '/cms/api/notice/read/abc', token: readerToken }), 'noticeId', '通知ID必须是数字');
      expectValidation(await ctx.call({ method: 'PUT', url: '/cms/api/notice/read/0', token: readerToken }), 'noticeId', '通知ID必须大于0');
    });
  });

  describe('regions', () => {
    it('require a token', async () => {
      await expectAuthRequired(ctx, { method: 'GET', url: '/base/region/provinces' });
      await expectAuthRequired(ctx, { method: 'GET', url: '/base/region/regions/3' });
    });

    it('GET /base/region/provinces lists the 31 provinces in order', async () => {
      const rows = expectOk(await get<{ provinceId: number; provinceName: string }[]>('/base/region/provinces', token));
      expect(rows).toHaveLength(31);
      expect(rows.map((p) => p.provinceId)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
      expect(rows[0]).toEqual({ provinceId: 1, provinceName: '北京市' });
      expect(rows[2]).toEqual({ provinceId: 3, provinceName: '河北省' });
      expect(rows[30]).toEqual({ provinceId: 31, provinceName: '新疆维吾尔自治区' });
      expect(rows.map((p) => p.provinceName)).toContain('广东省');
    });

    it('GET /base/region/regions/{provinceId} lists the regions of a province', async () => {
      const hebei = expectOk(await get<{ regionId: number; regionName: string; provinceId: number }[]>('/base/region/regions/3', token));
      expect(hebei.map((r) => r.regionName)).toContain('石家庄市');
      expect(hebei.map((r) => r.regionName)).toContain('保定市');
      expect(hebei.every((r) => r.provinceId === 3)).toBe(true);
      expect(hebei[0]).toEqual({ regionId: 301, regionName: '石家庄市', provinceId: 3 });
      expect(hebei.length).toBeGreaterThanOrEqual(11);
      const beijing = expectOk(await get<{ regionName: string }[]>('/base/region/regions/1', token));
      expect(beijing.map((r) => r.regionName)).toContain('海淀区');
      expect(beijing.map((r) => r.regionName)).not.toContain('石家庄市');
    });

    it('answers 404 for an unknown province and 400 for a bad id', async () => {
      expectError(await get('/base/region/regions/32', token), 404, ERR.NOT_FOUND, '省份不存在');
      expectError(await get('/base/region/regions/99', token), 404, ERR.NOT_FOUND, '省份不存在');
      expectValidation(await get('/base/region/regions/abc', token), 'provinceId', '省份ID必须是数字');
      expectValidation(await get('/base/region/regions/0', token), 'provinceId', '省份ID必须大于0');
    });
  });
});

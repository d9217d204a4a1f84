/**
 * Strict input (issue 15): ids in a path or query are canonical decimal integers only; a body
 * field a route does not declare is refused, at any depth; a route without a body schema takes
 * no body. The last two are checked over the whole route registry, so a new route is covered
 * without anyone remembering to.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, POST } from '@app/contract';
import { allRoutes } from '../src/app.js';
import type { AnyRouteDef } from '../src/http/route.js';
import { school, studentCredential } from '../src/db/schema.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, testPasswordHash, TEST_PASSWORD, type BuiltSchool } from './support/factories.js';
import { sampleFromSchema } from './support/sample-from-schema.js';
import { createTestApp, type TestContext } from './support/test-app.js';

/** Lenient spellings of the id n that a number parser (Number, parseInt, z.coerce) reads as n or as another number. */
const lenientForms = (n: number): string[] => [`0x${n.toString(16)}`, ` ${n}`, `${n}e0`, `0${n}`, `${n}.0`, `+${n}`, `${n}abc`, ''];

/** A form with a number in it is refused as not canonical; one without ('39abc', '') as no number. */
const messageFor = (label: string, form: string) => (form === '' || form.endsWith('abc') ? `${label}必须是数字` : `${label}必须是十进制整数`);

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]));

describe('strict input', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let master: string;
  let clazzId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    clazzId = s.clazzIds[1]![0]!;
    // Every post, so a route's declared posts never stop a request before its input is read.
    const t = await buildTeacher(db, s, { posts: [{ post: POST.SCHOOL_MASTER }, { post: 1 }, { post: 2, grade: 1 }, { post: 3, grade: 1 }, { post: 4 }], subjects: [3, 8] });
    master = await ctx.login(t);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('ids are canonical decimal integers', () => {
    it('a path id: only its plain decimal form opens the record', async () => {
      const url = (id: string) => `/base/clazz/students/${encodeURIComponent(id)}`;
      expectOk(await ctx.call({ method: 'GET', url: url(String(clazzId)), token: master }));
      for (const form of lenientForms(clazzId)) {
        const res = await ctx.call({ method: 'GET', url: url(form), token: master });
        expectError(res, 400, ERR.VALIDATION, ['clazzId', messageFor('班级ID', form)]);
      }
    });

    it('a query id: only its plain decimal form is read', async () => {
      const url = (id: string) => `/base/teacher/business/data?subjectId=${encodeURIComponent(id)}`;
      expectOk(await ctx.call({ method: 'GET', url: url('3'), token: master }));
      for (const form of lenientForms(3)) {
        const res = await ctx.call({ method: 'GET', url: url(form), token: master });
        expectError(res, 400, ERR.VALIDATION, ['subjectId', messageFor('学科ID', form)]);
      }
    });

    it('other integer query parameters (page number and size) are read the same way', async () => {
      const page = (q: string) => ctx.call({ method: 'GET', url: `/cms/api/notice/page?${q}`, token: master });
      expectOk(await page('pageNo=1&pageSize=10'));
      expectOk(await page(''));
      expectError(await page('pageNo=0x1'), 400, ERR.VALIDATION, ['pageNo', '页码必须是十进制整数']);
      expectError(await page('pageSize=1e1'), 400, ERR.VALIDATION, ['pageSize', '每页条数必须是十进制整数']);
      expectError(await page('pageSize=101'), 400, ERR.VALIDATION, ['pageSize', '每页条数最多为100']);
    });

    it('an id beyond the int4 range is refused as input, not a database error', async () => {
      const res = await ctx.call({ method: 'GET', url: '/base/clazz/students/2147483648', token: master });
      expectError(res, 400, ERR.VALIDATION, ['clazzId', '班级ID超出范围']);
    });
  });

  describe('unknown body fields', () => {
    it('a top-level unknown field is refused, naming every one, and nothing changes', async () => {
      const created = await ctx.call<{ labelId: number; name: string }>({ method: 'POST', url: '/marking/labels', token: master, payload: { name: '书写工整' } });
      expectOk(created);
      const labelId = created.body.data.labelId;
      const res = await ctx.call({ method: 'PUT', url: `/marking/labels/${labelId}`, token: master, payload: { name: '改过的名字', foo: 1, bar: 'x' } });
      expectError(res, 400, ERR.VALIDATION, '请求体包含未知字段：foo、bar');
      const labels = await ctx.call<{ labelId: number; name: string }[]>({ method: 'GET', url: '/marking/labels', token: master });
      expect(labels.body.data.find((l) => l.labelId === labelId)?.name).toBe('书写工整');
      // The same body without the extra fields is taken.
      expectOk(await ctx.call({ method: 'PUT', url: `/marking/labels/${labelId}`, token: master, payload: { name: '改过的名字' } }));
    });

    it('a nested unknown field is refused with its path, and nothing changes', async () => {
      const before = await ctx.call<Record<string, unknown> & { tierCutoffs: Record<string, number> }>({ method: 'GET', url: '/academic/report-setting', token: master });
      expectOk(before);
      const changed = { ...before.body.data, passRate: 0.55, tierCutoffs: { ...before.body.data.tierCutoffs, extra: 0.5 } };
      const res = await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: master, payload: changed });
      expectError(res, 400, ERR.VALIDATION, '请求体包含未知字段：tierCutoffs.extra');
      const after = await ctx.call({ method: 'GET', url: '/academic/report-setting', token: master });
      expect(after.body.data).toEqual(before.body.data);
    });

    it('an unknown field inside an array item is refused with its path', async () => {
      const body = { gradeId: s.gradeIds[1], clazzIds: [clazzId], name: '期中', examDate: '2026-11-20', type: 1, subjects: [{ subjectId: 3, fullScore: 150, paper: 'x' }] };
      const res = await ctx.call({ method: 'POST', url: '/academic/exam-group', token: master, payload: body });
      expectError(res, 400, ERR.VALIDATION, '请求体包含未知字段：subjects.0.paper');
    });
  });

  describe('a body where none is expected', () => {
    it('is refused on a GET and on a DELETE; the same requests without it are served', async () => {
      const students = `/base/clazz/students/${clazzId}`;
      const res = await ctx.call({ method: 'GET', url: students, token: master, payload: { clazzId: 1 } });
      expectError(res, 400, ERR.VALIDATION, '此接口不接受请求体');
      expectOk(await ctx.call({ method: 'GET', url: students, token: master }));

      const created = await ctx.call<{ labelId: number }>({ method: 'POST', url: '/marking/labels', token: master, payload: { name: '待删除' } });
      const url = `/marking/labels/${created.body.data.labelId}`;
      expectError(await ctx.call({ method: 'DELETE', url, token: master, payload: { force: true } }), 400, ERR.VALIDATION, '此接口不接受请求体');
      const labels = await ctx.call<{ labelId: number }[]>({ method: 'GET', url: '/marking/labels', token: master });
      expect(labels.body.data.some((l) => l.labelId === created.body.data.labelId)).toBe(true);
      // An empty body with a JSON content type (some clients always send the header) is no body.
      expectOk(await ctx.call({ method: 'DELETE', url, token: master, headers: { 'content-type': 'application/json' }, payload: '' }));
    });
  });

  describe('every route in the registry', () => {
    const key = (r: AnyRouteDef) => `${r.method} ${r.url}`;
    const urlOf = (r: AnyRouteDef) => r.url.replace(/:([A-Za-z]+)/g, '1');
    /** A signed-in student: the student page's routes take a student token only (docs/student.md). */
    let studentTok: string;
    const tokenFor = (r: AnyRouteDef) => (r.public ? undefined : r.audience === 'student' ? studentTok : master);

    beforeAll(async () => {
      const db = ctx.database.db;
      await db.update(school).set({ code: `STRICT-${s.schoolId}` }).where(eq(school.id, s.schoolId));
      const studentId = s.studentIds[clazzId]![0]!;
      await db.insert(studentCredential).values({ studentId, passwordHash: await testPasswordHash(), mustChangePassword: false });
      const [num] = rowsOf<{ n: string }>(await db.execute(sql`select student_num as n from student where id = ${studentId}`));
      const res = await ctx.call<{ studentToken: string }>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode: `STRICT-${s.schoolId}`, studentNum: num!.n, password: TEST_PASSWORD } });
      studentTok = expectOk(res).studentToken;
    });

    async function fingerprint(): Promise<string> {
      const db = ctx.database.db;
      const tables = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('auth_token', 'login_throttle', '__drizzle_migrations') order by 1`));
      const parts: string[] = [];
      for (const { name } of tables) {
        const r = rowsOf<{ h: string }>(await db.execute(sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as h from "${name}" t`)));
        parts.push(`${name}=${r[0]!.h}`);
      }
      return parts.join('\n');
    }

    it('with a body schema refuses an unknown top-level field, naming it, and changes nothing', async () => {
      const routes = allRoutes.filter((r) => r.body);
      expect(routes.length).toBeGreaterThan(40);
      const before = await fingerprint();
      const wrong: string[] = [];
      for (const r of routes) {
        const sample = sampleFromSchema(r.body!);
        const payload = { ...(sample && typeof sample === 'object' ? sample : {}), zzUnknownField: 1 };
        const res = await ctx.call({ method: r.method, url: urlOf(r), token: tokenFor(r), payload });
        if (res.status !== 400 || res.body.errCode !== ERR.VALIDATION || !res.body.errMsg.includes('请求体包含未知字段：zzUnknownField')) {
          wrong.push(`${key(r)}: ${res.status} ${res.body.errMsg}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await fingerprint()).toBe(before);
    });

    it('without a body schema refuses a body and changes nothing', async () => {
      const routes = allRoutes.filter((r) => !r.body);
      expect(routes.length).toBeGreaterThan(100);
      const before = await fingerprint();
      const wrong: string[] = [];
      for (const r of routes) {
        const res = await ctx.call({ method: r.method, url: urlOf(r), token: tokenFor(r), payload: { anything: 1 } });
        // An upload refuses a JSON body itself (请以multipart/form-data上传…); one that also takes a
        // JSON form (the scan template's regions) has that form's fields checked.
        const expected = r.upload?.json ? '请求体包含未知字段：anything' : r.upload ? /multipart\/form-data/ : '此接口不接受请求体';
        const refused = res.status === 400 && res.body.errCode === ERR.VALIDATION && (typeof expected === 'string' ? res.body.errMsg === expected : expected.test(res.body.errMsg));
        if (!refused) wrong.push(`${key(r)}: ${res.status} ${res.body.errMsg}`);
      }
      expect(wrong).toEqual([]);
      expect(await fingerprint()).toBe(before);
    });
  });
});

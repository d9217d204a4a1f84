/** The error envelope across the API, authentication on every route, and the OpenAPI document. */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, ERR_MSG } from '@app/contract';
import { allRoutes } from '../src/app.js';
import { expectError, expectNoLeak, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type OpenApi = {
  openapi: string;
  info: { title: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, { security: unknown[]; parameters: { name: string; in: string; required: boolean }[]; requestBody?: unknown; responses: Record<string, unknown> }>>;
};

/** The route's URL with every path parameter set to 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1');
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('errors and OpenAPI', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
    token = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post: 5 }] }));
  });
  afterAll(() => ctx.close());

  /** A raw call: status, parsed body (if JSON) and the raw text. */
  const raw = async (opts: InjectOptions) => {
    const res = await ctx.app.inject(opts);
    let json: unknown;
    try {
      json = JSON.parse(res.body);
    } catch {
      json = null;
    }
    return { status: res.statusCode, text: res.body, json: json as { errCode: string; errMsg: string; data: unknown } | null, contentType: String(res.headers['content-type'] ?? '') };
  };

  describe('authentication on every route', () => {
    const protectedRoutes = allRoutes.filter((r) => !r.public);
    const publicRoutes = allRoutes.filter((r) => r.public);

    it('only the two logins (teacher and student), the school logo lookup and video playback by ticket are public', () => {
      // A <video> element cannot send the bearer header: playback carries a short-lived ticket in its address instead.
      expect(publicRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /cms/api/school-logo/info', 'GET /course/play/:ticket', 'GET /course/play/:ticket/poster', 'POST /auth/teacher/password/login', 'POST /student/auth/login']);
      expect(protectedRoutes.length).toBeGreaterThanOrEqual(25);
    });

    it('every other route answers 401/40001 with token wording, without a token or with a forged one', async () => {
      expect(protectedRoutes.length).toBeGreaterThanOrEqual(25);
      for (const r of protectedRoutes) {
        const opts: InjectOptions = { method: r.method, url: concrete(r.url), ...(r.method === 'PUT' || r.method === 'POST' ? { payload: {} } : {}) };
        const none = await ctx.call(opts);
        expect({ route: `${r.method} ${r.url}`, status: none.status, errCode: none.body.errCode }).toEqual({ route: `${r.method} ${r.url}`, status: 401, errCode: ERR.TOKEN_INVALID });
        expectTokenFailure(none);
        expectTokenFailure(await ctx.call({ ...opts, token: 'not-a-real-token' }));
      }
    });

    it('checks the token before the input: bad input without a token is still 401', async () => {
      expectTokenFailure(await ctx.call({ method: 'GET', url: '/base/clazz/students/abc' }));
      expectTokenFailure(await ctx.call({ method: 'PUT', url: '/base/teacher/update', payload: { phone: 'x' } }));
    });
  });

  describe('error envelope', () => {
    it('answers an invalid JSON body with 400/40000 请求体不是合法的JSON', async () => {
      const login = await raw({ method: 'POST', url: '/auth/teacher/password/login', payload: '{"account": "a", "password":', headers: { 'content-type': 'application/json' } });
      expect(login.status).toBe(400);
      expect(login.json).toEqual({ errCode: ERR.VALIDATION, errMsg: '请求体不是合法的JSON', data: null });
      const update = await raw({ method: 'PUT', url: '/base/teacher/update', payload: "{teacherName:'x'}", headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
      expect(update.status).toBe(400);
      expect(update.json).toEqual({ errCode: ERR.VALIDATION, errMsg: '请求体不是合法的JSON', data: null });
    });

    it('takes an empty body with a JSON content type as no body: accepted where none is needed, named where one is', async () => {
      const login = await raw({ method: 'POST', url: '/auth/teacher/password/login', payload: '', headers: { 'content-type': 'application/json' } });
      expect(login.status).toBe(400);
      expect(login.json).toMatchObject({ errCode: ERR.VALIDATION, errMsg: expect.stringMatching(/^请求体/) });
      const other = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post: 5 }] }));
      const logout = await raw({ method: 'POST', url: '/auth/teacher/logout', payload: '', headers: { 'content-type': 'application/json', authorization: `Bearer ${other}` } });
      expect(logout.json).toEqual({ errCode: '00', errMsg: expect.any(String), data: null });
      const after = await raw({ method: 'GET', url: '/base/teacher/info', headers: { authorization: `Bearer ${other}` } });
      expect(after.status).toBe(401);
    });

    it('answers an unknown route with a 404 envelope', async () => {
      for (const opts of [
        { method: 'GET', url: '/no/such/route' },
        { method: 'GET', url: '/base/teacher/nope', headers: { authorization: `Bearer ${token}` } },
        { method: 'DELETE', url: '/base/teacher/info', headers: { authorization: `Bearer ${token}` } },
        { method: 'POST', url: '/base/semester/current', headers: { authorization: `Bearer ${token}` } },
      ] as InjectOptions[]) {
        const res = await raw(opts);
        expect(res.status).toBe(404);
        expect(res.json).toEqual({ errCode: ERR.NOT_FOUND, errMsg: ERR_MSG.ROUTE_NOT_FOUND, data: null });
      }
    });

    it('answers an oversized body with 413/41300', async () => {
      const res = await raw({ method: 'POST', url: '/auth/teacher/password/login', payload: JSON.stringify({ account: 'x'.repeat(3 * 1024 * 1024), password: 'x' }), headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ errCode: ERR.TOO_LARGE, errMsg: '请求体过大', data: null });
    });

    it('answers a body that is not an object with 400 in Chinese', async () => {
      const res = await ctx.call({ method: 'PUT', url: '/base/teacher/update', payload: '[]', headers: { 'content-type': 'application/json' }, token });
      expectError(res, 400, ERR.VALIDATION, /^请求体错误：/);
    });

    it('never sends a stack trace or database error text', async () => {
      const cases: InjectOptions[] = [
        { method: 'POST', url: '/auth/teacher/password/login', payload: '{bad', headers: { 'content-type': 'application/json' } },
        { method: 'POST', url: '/auth/teacher/password/login', payload: { account: 'nobody-here', password: 'x' } },
        { method: 'GET', url: '/no/such/route' },
        { method: 'GET', url: '/base/teacher/info', headers: { authorization: 'Bearer nope' } },
        { method: 'GET', url: '/base/clazz/students/abc', headers: { authorization: `Bearer ${token}` } },
        { method: 'GET', url: '/base/clazz/students/99999999999', headers: { authorization: `Bearer ${token}` } },
        { method: 'GET', url: '/base/region/regions/99999999999', headers: { authorization: `Bearer ${token}` } },
        { method: 'PUT', url: '/base/teacher/update', payload: { teacherName: 'a\u0000b' }, headers: { authorization: `Bearer ${token}` } },
        { method: 'GET', url: '/cms/api/school-logo/info?domainName=a%00b' },
        { method: 'POST', url: '/auth/teacher/password/login', payload: '{"__proto__": {"x": 1}, "account": "a", "password": "b"}', headers: { 'content-type': 'application/json' } },
      ];
      for (const opts of cases) {
        const res = await raw(opts);
        expect(res.status, `${opts.method} ${opts.url}`).toBeGreaterThanOrEqual(400);
        expectNoLeak(res.text);
        expect(res.json, `${opts.method} ${opts.url}: ${res.text}`).toMatchObject({ errCode: expect.stringMatching(/^\d{5}$/), errMsg: expect.stringMatching(/[\u4e00-\u9fff]/), data: null });
      }
    });
  });

  describe('input the database cannot hold is bad input, not a server error', () => {
    it('rejects ids beyond the integer range with 400 naming the field', async () => {
      const cases: [string, string, string][] = [
        ['GET', '/base/clazz/students/99999999999', 'clazzId'],
        ['GET', '/base/clazz/admin-and-teaching/all/99999999999', 'semesterId'],
        ['GET', '/base/school/teachers/99999999999', 'subjectId'],
        ['GET', '/base/region/regions/99999999999', 'provinceId'],
        ['PUT', '/cms/api/notice/read/99999999999', 'noticeId'],
        ['GET', '/base/teacher/business/data?subjectId=99999999999', 'subjectId'],
      ];
      for (const [method, url, field] of cases) {
        const res = await ctx.call({ method: method as 'GET', url, token });
        expect.soft({ url, status: res.status, errCode: res.body.errCode, namesField: res.body.errMsg.includes(field) }).toEqual({ url, status: 400, errCode: ERR.VALIDATION, namesField: true });
      }
    });

    it('rejects text with a NUL character with 400 instead of failing with 500', async () => {
      const login = await ctx.call({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: 'ab\u0000c', password: 'x' }, remoteAddress: '10.20.30.40' });
      expect.soft({ status: login.status, errCode: login.body.errCode }).toEqual({ status: 400, errCode: ERR.VALIDATION });
      const update = await ctx.call({ method: 'PUT', url: '/base/teacher/update', payload: { teacherName: '张\u0000三' }, token });
      expect.soft({ status: update.status, errCode: update.body.errCode }).toEqual({ status: 400, errCode: ERR.VALIDATION });
      const logo = await ctx.call({ method: 'GET', url: '/cms/api/school-logo/info?domainName=a%00b' });
      expect.soft({ status: logo.status, errCode: logo.body.errCode }).toEqual({ status: 400, errCode: ERR.VALIDATION });
    });

    it('answers a malformed URL with the error envelope', async () => {
      const res = await raw({ method: 'GET', url: '/base/clazz/students/%E0%A4%A', headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(400);
      expectNoLeak(res.text);
      expect(res.json).toMatchObject({ errCode: ERR.VALIDATION, errMsg: expect.stringMatching(/[\u4e00-\u9fff]/), data: null });
    });
  });

  describe('OpenAPI and docs', () => {
    it('GET /openapi.json is a public OpenAPI 3 document of every route', async () => {
      const res = await raw({ method: 'GET', url: '/openapi.json' });
      expect(res.status).toBe(200);
      expect(res.contentType).toContain('application/json');
      const doc = res.json as unknown as OpenApi;
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBeTruthy();
      expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
      // Student routes take the student's token only (docs/student.md).
      expect(doc.components.securitySchemes.studentBearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(doc.paths['/student/me']!.get!.security).toEqual([{ studentBearerAuth: [] }]);
      expect(doc.paths['/student/auth/login']!.post!.security).toEqual([]);
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/teacher/password/login', '/base/clazz/students/{clazzId}']));
      expect(allRoutes.length).toBeGreaterThanOrEqual(25);
      for (const r of allRoutes) expect(doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()], `${r.method} ${r.url}`).toBeDefined();

      const login = doc.paths['/auth/teacher/password/login']!.post!;
      expect(login.security).toEqual([]);
      expect(login.requestBody).toBeDefined();
      expect(JSON.stringify(login.requestBody)).toContain('account');
      const students = doc.paths['/base/clazz/students/{clazzId}']!.get!;
      expect(students.security).toEqual([{ bearerAuth: [] }]);
      expect(students.parameters).toEqual([expect.objectContaining({ name: 'clazzId', in: 'path', required: true })]);
      expect(students.responses['200']).toBeDefined();
      expect(JSON.stringify(students.responses['200'])).toContain('studentName');
      const semesters = doc.paths['/base/semester/all']!.get!;
      expect(semesters.parameters).toEqual([expect.objectContaining({ name: 'source', in: 'query', required: false })]);
    });

    it('GET /docs/ serves the HTML docs page', async () => {
      const res = await raw({ method: 'GET', url: '/docs/' });
      expect(res.status).toBe(200);
      expect(res.contentType).toContain('text/html');
      expect(res.text).toMatch(/<html/i);
      expect(res.text).toContain('swagger-ui');
    });

    it('login and a protected route behave as documented', async () => {
      const res = await ctx.call({ method: 'GET', url: '/base/clazz/students/abc', token });
      expectValidation(res, 'clazzId');
      expectOk(await ctx.call({ method: 'GET', url: `/base/clazz/students/${s.clazzIds[1]![0]!}`, token }));
    });
  });
});

/**
 * Security headers (docs/ARCHITECTURE.md, "Security headers"): the web client at '/', an API
 * route and Swagger UI at /docs all carry the Content-Security-Policy and the other headers;
 * HSTS only on a request that came over HTTPS.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { buildSchool, buildTeacher } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

/** The CSP as a map of directive to its sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

function expectStrictHeaders(res: LightMyRequestResponse): void {
  const policy = csp(res);
  // No inline or evaluated script, from anywhere but the own origin.
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // antd's inline styles; images from data: and blob: (answer images, canvas); requests to the own origin only.
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Plain HTTP: no HSTS (a school's LAN install may have no certificate).
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let ctx: TestContext;
  let withWeb: FastifyInstance;
  let proxied: FastifyInstance;
  let webDist: string;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const s = await buildSchool(ctx.database.db);
    token = await ctx.login(await buildTeacher(ctx.database.db, s));
    webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><script type="module" src="./assets/index.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(webDist, 'assets', 'index.js'), 'console.log(1);');
    withWeb = await buildApp({ db: ctx.database.db, storage: ctx.storage, logLevel: 'silent', webDist });
    proxied = await buildApp({ db: ctx.database.db, storage: ctx.storage, logLevel: 'silent', trustProxy: true });
    await Promise.all([withWeb.ready(), proxied.ready()]);
  });
  afterAll(async () => {
    await withWeb.close();
    await proxied.close();
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('the web client at / and its files', async () => {
    const page = await withWeb.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expectStrictHeaders(page);
    const asset = await withWeb.inject({ method: 'GET', url: '/assets/index.js' });
    expect(asset.statusCode).toBe(200);
    expectStrictHeaders(asset);
  });

  it('an API route, its errors and an unknown path', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/base/teacher/info', headers: { authorization: `Bearer ${token}` } });
    expect(ok.json()).toMatchObject({ errCode: '00' });
    expectStrictHeaders(ok);
    const refused = await ctx.app.inject({ method: 'GET', url: '/base/teacher/info' });
    expect(refused.statusCode).toBe(401);
    expectStrictHeaders(refused);
    const missing = await ctx.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expectStrictHeaders(missing);
  });

  it('Swagger UI at /docs works under the same policy: its page loads only its own script files', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expectStrictHeaders(docs);
    // Every script is a file of the own origin (allowed by script-src 'self'), none inline.
    const scripts = [...docs.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="/);
      expect(body!.trim()).toBe('');
    }
    for (const file of ['/docs/static/swagger-ui-bundle.js', '/docs/static/swagger-initializer.js']) {
      const res = await ctx.app.inject({ method: 'GET', url: file });
      expect(res.statusCode, file).toBe(200);
      expectStrictHeaders(res);
    }
    // The validator badge would load an image from validator.swagger.io: it is switched off.
    const init = await ctx.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('"validatorUrl":null');
  });

  describe('HSTS only over HTTPS', () => {
    it('behind a proxy with TRUST_PROXY, a request forwarded as https gets HSTS; one forwarded as http does not', async () => {
      const https = await proxied.inject({ method: 'GET', url: '/openapi.json', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.inject({ method: 'GET', url: '/openapi.json', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    });

    it('without TRUST_PROXY a forwarded protocol is not believed', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

/**
 * Delivery of the built web client (issue 15): the precompressed copy the browser accepts, the
 * plain file otherwise, hashed assets cached for a year and index.html always revalidated.
 * Served from a small fake dist folder shaped like Vite's output.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { createLocalStorage } from '../src/storage/storage.js';
import { createTestDatabase } from './support/test-db.js';

const INDEX = '<!doctype html><html lang="zh-CN"><head><title>教师端</title><script type="module" src="./assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `export const greeting = ${JSON.stringify('老师，您好'.repeat(200))};\n`;
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>';

let dir: string;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-delivery-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'brand'));
  const withCopies = (file: string, text: string) => {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  withCopies('index.html', INDEX);
  withCopies('assets/app-abc123.js', APP_JS);
  // Small files are left uncompressed by the build: served as they are.
  writeFileSync(path.join(dist, 'brand/logo.svg'), LOGO);
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, storage: createLocalStorage(path.join(dir, 'files')), webDist: dist, logLevel: 'silent' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressed delivery', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/app-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.payload).toBe(APP_JS);
    }
  });

  it('sends a file without compressed copies as it is, whatever the browser accepts', async () => {
    const res = await get('/brand/logo.svg', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(LOGO);
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const res = await get('/assets/app-abc123.js', accept);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html revalidated on every visit, so a new build is picked up at once', async () => {
    for (const url of ['/', '/index.html']) {
      for (const accept of ['br', undefined]) {
        const res = await get(url, accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('keeps other files (brand images) an hour', async () => {
    const res = await get('/brand/logo.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the single-page app', () => {
  it('serves index.html at / (compressed when accepted)', async () => {
    const plain = await get('/');
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.payload).toBe(INDEX);
    const br = await get('/', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
  });

  it('answers a missing asset with the API 404, not index.html', async () => {
    const res = await get('/assets/missing-000000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errCode: '40400' });
  });
});

/**
 * The S3 adapter against a small in-process S3 stand-in on the loopback address: the real SDK
 * signs and sends real requests, and the stand-in answers the way S3 does (including the XML
 * NoSuchKey error), so no client is mocked.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.js';
import type { S3Config } from '../config.js';

type Seen = { method: string; url: string; contentType: string | undefined; authorization: string | undefined };

function s3Error(res: http.ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><RequestId>r1</RequestId></Error>`);
}

describe('S3 storage', () => {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: Seen[] = [];
  let server: http.Server;
  let config: S3Config;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], authorization: req.headers.authorization });
        const url = new URL(req.url!, 'http://x');
        const [, bucket, ...rest] = url.pathname.split('/');
        const key = decodeURIComponent(rest.join('/'));
        if (bucket !== 'answers') return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
        if (req.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] ?? '' });
          res.writeHead(200, { etag: '"e"' });
          return res.end();
        }
        if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
          // Two keys a page, so that the adapter has to follow the continuation token.
          const keys = [...objects.keys()].sort();
          const start = Number(url.searchParams.get('continuation-token') ?? 0);
          const page = keys.slice(start, start + 2);
          const more = start + 2 < keys.length;
          res.writeHead(200, { 'content-type': 'application/xml' });
          return res.end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>answers</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>` +
              page.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('') +
              (more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : '') +
              '</ListBucketResult>',
          );
        }
        if (req.method === 'HEAD') {
          const o = objects.get(key);
          // HEAD has no body: S3 answers a missing key with a bare 404 (the SDK names it NotFound).
          if (!o) {
            res.writeHead(404);
            return res.end();
          }
          res.writeHead(200, { 'content-type': o.contentType, 'content-length': String(o.body.length) });
          return res.end();
        }
        if (req.method === 'GET') {
          const o = objects.get(key);
          if (!o) return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
          if (range) {
            const part = o.body.subarray(Number(range[1]), Math.min(Number(range[2]) + 1, o.body.length));
            res.writeHead(206, { 'content-type': o.contentType, 'content-length': String(part.length), 'content-range': `bytes ${range[1]}-${Number(range[1]) + part.length - 1}/${o.body.length}` });
            return res.end(part);
          }
          res.writeHead(200, { 'content-type': o.contentType, 'content-length': String(o.body.length) });
          return res.end(o.body);
        }
        if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        }
        return s3Error(res, 405, 'MethodNotAllowed', 'no');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    config = { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket: 'answers', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', forcePathStyle: true };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts an object with its content type and signed request, and gets the same bytes back', async () => {
    const storage = createS3Storage(config);
    expect(storage.kind).toBe('s3');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    await storage.put('marking/ab/abc.png', png, 'image/png');
    const put = seen.find((s) => s.method === 'PUT')!;
    expect(new URL(put.url, 'http://x').pathname).toBe('/answers/marking/ab/abc.png');
    expect(put.contentType).toBe('image/png');
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
    expect(await storage.get('marking/ab/abc.png')).toEqual(png);
  });

  it('maps NoSuchKey to null', async () => {
    expect(await createS3Storage(config).get('marking/none.png')).toBeNull();
  });

  it('still fails loudly on other errors (a wrong bucket is a misconfiguration, not a missing file)', async () => {
    const storage = createS3Storage({ ...config, bucket: 'other' });
    await expect(storage.get('marking/x.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('removes objects, missing ones included', async () => {
    const storage = createS3Storage(config);
    await storage.put('tmp/r.bin', Buffer.from('r'), 'application/octet-stream');
    await storage.remove('tmp/r.bin');
    expect(await storage.get('tmp/r.bin')).toBeNull();
    await expect(storage.remove('tmp/r.bin')).resolves.toBeUndefined();
  });

  it('lists every key across pages', async () => {
    const storage = createS3Storage(config);
    for (const k of ['list/a.bin', 'list/b.bin', 'list/c/d.bin']) await storage.put(k, Buffer.from(k), 'application/octet-stream');
    const keys: string[] = [];
    for await (const k of storage.list()) keys.push(k);
    expect(keys.sort()).toEqual([...objects.keys()].sort());
    expect(keys).toEqual(expect.arrayContaining(['list/a.bin', 'list/b.bin', 'list/c/d.bin']));
    expect(keys.length).toBeGreaterThan(2);
  });

  it('streams a local file in, tells its size, and reads a byte range back (video playback)', async () => {
    const storage = createS3Storage(config);
    const dir = mkdtempSync(path.join(os.tmpdir(), 's3-putfile-'));
    const file = path.join(dir, 'lesson.mp4');
    const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 251));
    writeFileSync(file, bytes);
    await storage.putFile('course/1/lesson.mp4', file, 'video/mp4');
    expect(objects.get('course/1/lesson.mp4')).toEqual({ body: bytes, contentType: 'video/mp4' });
    expect(await storage.size('course/1/lesson.mp4')).toBe(100_000);
    expect(await storage.size('course/1/none.mp4')).toBeNull();
    const part = await storage.readRange('course/1/lesson.mp4', 1000, 1999);
    expect(Buffer.concat(await part!.toArray())).toEqual(bytes.subarray(1000, 2000));
    expect(await storage.readRange('course/1/none.mp4', 0, 9)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it('validates keys before any request', async () => {
    const before = seen.length;
    const storage = createS3Storage(config);
    await expect(storage.get('../secret')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('a//b', Buffer.alloc(1), 'image/png')).rejects.toThrow(/invalid storage key/);
    expect(seen.length).toBe(before);
  });
});

import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertStorageKey, createLocalStorage } from './storage.js';
import { createConfiguredStorage } from './configured.js';
import { loadConfig } from '../config.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage(root);

  it('stores and reads back bytes under nested keys', async () => {
    await storage.put('marking/ab/one.png', Buffer.from([1, 2, 3]), 'image/png');
    expect(await storage.get('marking/ab/one.png')).toEqual(Buffer.from([1, 2, 3]));
    expect(readdirSync(path.join(root, 'marking', 'ab'))).toEqual(['one.png']);
  });

  it('streams a file in under a key (no partial file left), tells its size and reads byte ranges', async () => {
    const src = path.join(root, 'upload.bin');
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));
    writeFileSync(src, bytes);
    await storage.putFile('course/7/v.mp4', src, 'video/mp4');
    expect(readFileSync(src)).toEqual(bytes);
    expect(readdirSync(path.join(root, 'course', '7'))).toEqual(['v.mp4']);
    expect(await storage.size('course/7/v.mp4')).toBe(300_000);
    expect(await storage.size('course/7/none.mp4')).toBeNull();
    const read = async (start: number, end: number) => Buffer.concat(await (await storage.readRange('course/7/v.mp4', start, end))!.toArray());
    expect(await read(0, 0)).toEqual(bytes.subarray(0, 1));
    expect(await read(65_530, 200_000)).toEqual(bytes.subarray(65_530, 200_001));
    expect(await read(299_990, 299_999)).toEqual(bytes.subarray(299_990));
    expect(await storage.readRange('course/7/none.mp4', 0, 1)).toBeNull();
    // A source that cannot be read leaves nothing under the key.
    await expect(storage.putFile('course/7/w.mp4', path.join(root, 'missing.bin'), 'video/mp4')).rejects.toThrow();
    expect(readdirSync(path.join(root, 'course', '7'))).toEqual(['v.mp4']);
  });

  it('returns null for a missing key', async () => {
    expect(await storage.get('marking/none/missing.png')).toBeNull();
  });

  it('removes a key, and removing a missing key is not an error', async () => {
    await storage.put('tmp/x.bin', Buffer.from('x'), 'application/octet-stream');
    await storage.remove('tmp/x.bin');
    expect(await storage.get('tmp/x.bin')).toBeNull();
    await expect(storage.remove('tmp/x.bin')).resolves.toBeUndefined();
  });

  it('lists every stored key, nested ones included, and nothing else', async () => {
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'storage-list-'));
    try {
      const s = createLocalStorage(path.join(fresh, 'not-yet'));
      const none: string[] = [];
      for await (const k of s.list()) none.push(k);
      expect(none).toEqual([]);
      for (const k of ['a.png', 'x/y/z.bin', 'x/w.pdf']) await s.put(k, Buffer.from(k), 'application/octet-stream');
      const keys: string[] = [];
      for await (const k of s.list()) keys.push(k);
      expect(keys.sort()).toEqual(['a.png', 'x/w.pdf', 'x/y/z.bin']);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('refuses keys that could leave the root or are malformed', async () => {
    for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a/./b', '', '.hidden', 'a b', 'ä.png', 'x'.repeat(301)]) {
      expect(() => assertStorageKey(bad), bad).toThrow(/invalid storage key/);
      await expect(storage.get(bad)).rejects.toThrow(/invalid storage key/);
      await expect(storage.put(bad, Buffer.alloc(1), 'image/png')).rejects.toThrow(/invalid storage key/);
    }
    expect(() => assertStorageKey('marking/12/345.png')).not.toThrow();
  });
});

describe('configured storage', () => {
  it('is local without S3_BUCKET and S3 with it', () => {
    expect(createConfiguredStorage(loadConfig({ FILES_DIR: root })).kind).toBe('local');
    const config = loadConfig({ S3_BUCKET: 'answers', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', bucket: 'answers', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
    expect(createConfiguredStorage(config).kind).toBe('s3');
  });

  it('rejects half-configured credentials and a malformed endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/set together/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'cn-north-1' }).s3).toMatchObject({ region: 'cn-north-1', endpoint: null, accessKeyId: null, forcePathStyle: false });
  });
});

import { Zip, ZipDeflate, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipEntries, ZipError, type ZipEntry, type ZipLimits } from './zip-stream.js';

async function* chunked(data: Uint8Array, size = 1000): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

async function readAll(data: Uint8Array, limits?: ZipLimits, size?: number): Promise<ZipEntry[]> {
  const out: ZipEntry[] = [];
  for await (const e of readZipEntries(chunked(data, size), limits)) out.push(e);
  return out;
}

const LIMITS: ZipLimits = { maxEntries: 10, maxEntryBytes: 100_000, maxTotalBytes: 300_000 };

describe('readZipEntries', () => {
  it('hands out every file with its bytes, stored or deflated, skipping directories', async () => {
    const zip = zipSync({ 'scans/': {}, 'scans/2026001_9.png': [strToU8('a'.repeat(5000)), { level: 6 }], 'b.jpg': [strToU8('bytes'), { level: 0 }] });
    const entries = await readAll(zip, LIMITS, 7);
    expect(entries.map((e) => [e.name, e.data?.toString()])).toEqual([
      ['scans/2026001_9.png', 'a'.repeat(5000)],
      ['b.jpg', 'bytes'],
    ]);
  });

  it('reads archives written by streaming zippers (sizes in data descriptors)', async () => {
    const parts: Uint8Array[] = [];
    await new Promise<void>((resolve, reject) => {
      const zip = new Zip((err, data, final) => {
        if (err) return reject(err);
        parts.push(data);
        if (final) resolve();
      });
      for (const name of ['1_9.png', '2_9.png']) {
        const f = new ZipDeflate(name, { level: 6 });
        zip.add(f);
        f.push(strToU8(`${name} `.repeat(300)), true);
      }
      zip.end();
    });
    const all = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
    let o = 0;
    for (const p of parts) all.set(p, (o += p.length) - p.length);
    const entries = await readAll(all, LIMITS, 333);
    expect(entries.map((e) => [e.name, e.data?.length])).toEqual([
      ['1_9.png', 2400],
      ['2_9.png', 2400],
    ]);
  });

  it('drops an entry that unpacks too large and goes on with the next', async () => {
    const zip = zipSync({ 'big.png': new Uint8Array(200_000), 'ok.png': strToU8('ok') });
    const entries = await readAll(zip, LIMITS);
    expect(entries).toEqual([
      { name: 'big.png', error: '文件解压后超过0MB' },
      { name: 'ok.png', data: Buffer.from('ok') },
    ]);
  });

  it('stops a zip bomb once the unpacked total passes the limit', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 5; i++) files[`${i}.png`] = new Uint8Array(90_000);
    const zip = zipSync(files, { level: 9 });
    expect(zip.length).toBeLessThan(5000);
    await expect(readAll(zip, LIMITS)).rejects.toThrow(new ZipError('压缩包解压后超过0MB，请分批上传'));
  });

  it('refuses too many entries', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 11; i++) files[`${i}.png`] = strToU8('x');
    await expect(readAll(zipSync(files), LIMITS)).rejects.toThrow('压缩包内文件过多（超过10个），请分批上传');
  });

  it('checks the magic bytes and reports empty, foreign and cut-off files', async () => {
    await expect(readAll(strToU8('%PDF-1.7 not a zip'))).rejects.toThrow('文件不是有效的ZIP压缩包');
    await expect(readAll(new Uint8Array(0))).rejects.toThrow('上传的文件是空的');
    await expect(readAll(zipSync({}))).rejects.toThrow('压缩包中没有文件');
    const zip = zipSync({ 'a.png': new Uint8Array(5000).map((_, i) => (i * 7919) % 251) }, { level: 0 });
    await expect(readAll(zip.subarray(0, 2000))).rejects.toThrow('压缩包不完整或已损坏');
  });

  it('reports a damaged entry without losing the others', async () => {
    const zip = zipSync({ 'a.png': [strToU8('hello hello hello hello'.repeat(50)), { level: 6 }], 'b.png': [strToU8('fine'), { level: 0 }] });
    // Corrupt the deflate stream of the first entry (its data starts after the 30-byte header and the name).
    const broken = Uint8Array.from(zip);
    for (let i = 30 + 5; i < 30 + 5 + 12; i++) broken[i] = 0xff;
    const entries = await readAll(broken, LIMITS);
    expect(entries[0]).toEqual({ name: 'a.png', error: '文件已损坏，无法解压' });
    expect(entries.at(-1)).toEqual({ name: 'b.png', data: Buffer.from('fine') });
  });
});

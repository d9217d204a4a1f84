/**
 * Reads a ZIP upload as it arrives (fflate's streaming Unzip over the request stream) and hands
 * out one entry at a time, so the consumer's await is the back-pressure: the next chunk is read
 * only after the previous entries were handled. Guards against zip bombs: at most maxEntries
 * entries, an entry larger than maxEntryBytes unpacked is dropped (reported, not kept), and the
 * whole upload stops once maxTotalBytes have been unpacked. Names are only parsed, never used as
 * paths.
 *
 * Known limit of reading ZIPs front to back: an entry written with a data descriptor (sizes
 * after the data, as streaming zippers do) ends where its descriptor signature is found, and in
 * rare cases (about once in 4 GB of data) that signature also occurs inside compressed data;
 * that entry is then reported as damaged and the rest of the archive is read as usual.
 */
import { Unzip, UnzipInflate } from 'fflate';

export type ZipLimits = { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number };

export const SCAN_ZIP_LIMITS: ZipLimits = { maxEntries: 5000, maxEntryBytes: 50 * 1024 * 1024, maxTotalBytes: 600 * 1024 * 1024 };

/** The upload as a whole cannot be used; the message is shown to the teacher. */
export class ZipError extends Error {}

export type ZipEntry = { name: string; data: Buffer; error?: undefined } | { name: string; data?: undefined; error: string };

const MB = 1024 * 1024;

function checkMagic(head: Uint8Array): void {
  const pk = head[0] === 0x50 && head[1] === 0x4b;
  if (pk && head[2] === 0x03 && head[3] === 0x04) return;
  if (pk && head[2] === 0x05 && head[3] === 0x06) throw new ZipError('压缩包中没有文件');
  throw new ZipError('文件不是有效的ZIP压缩包');
}

export async function* readZipEntries(source: AsyncIterable<Uint8Array>, limits: ZipLimits = SCAN_ZIP_LIMITS): AsyncGenerator<ZipEntry> {
  const ready: ZipEntry[] = [];
  let fatal: ZipError | null = null;
  let entries = 0;
  let total = 0;
  const unzip = new Unzip((file) => {
    if (fatal) return;
    if (++entries > limits.maxEntries) {
      fatal = new ZipError(`压缩包内文件过多（超过${limits.maxEntries}个），请分批上传`);
      return;
    }
    const name = file.name;
    const isDirectory = name.endsWith('/');
    const chunks: Uint8Array[] = [];
    let size = 0;
    let finished = false;
    let tooLarge = false;
    file.ondata = (err, data, final) => {
      if (finished) return;
      if (err) {
        finished = true;
        if (!isDirectory) ready.push({ name, error: /compression/i.test(err.message) ? '压缩方式不受支持，请使用普通ZIP压缩' : '文件已损坏，无法解压' });
        return;
      }
      if (data?.length) {
        total += data.length;
        size += data.length;
        if (total > limits.maxTotalBytes) fatal ??= new ZipError(`压缩包解压后超过${Math.round(limits.maxTotalBytes / MB)}MB，请分批上传`);
        if (size > limits.maxEntryBytes) {
          tooLarge = true;
          chunks.length = 0;
        } else if (!tooLarge && !isDirectory) chunks.push(data);
      }
      if (final) {
        finished = true;
        if (isDirectory) return;
        ready.push(tooLarge ? { name, error: `文件解压后超过${Math.round(limits.maxEntryBytes / MB)}MB` } : { name, data: Buffer.concat(chunks) });
      }
    };
    // Started even when the entry will be ignored: an entry that is not started keeps its data in memory.
    file.start();
  });
  unzip.register(UnzipInflate);

  const push = (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
    } catch {
      throw fatal ?? new ZipError(final ? '压缩包不完整或已损坏' : '压缩包已损坏，无法解压');
    }
    if (fatal) throw fatal;
  };

  let head: Uint8Array = new Uint8Array(0);
  let started = false;
  for await (const chunk of source) {
    if (!started) {
      const joined = new Uint8Array(head.length + chunk.length);
      joined.set(head);
      joined.set(chunk, head.length);
      head = joined;
      if (head.length < 4) continue;
      checkMagic(head);
      started = true;
      push(head, false);
    } else push(chunk, false);
    while (ready.length) yield ready.shift()!;
  }
  if (!started) throw new ZipError(head.length ? '文件不是有效的ZIP压缩包' : '上传的文件是空的');
  push(new Uint8Array(0), true);
  while (ready.length) yield ready.shift()!;
}

/**
 * Reads a ZIP upload as it arrives (fflate's streaming Unzip over the request stream) and hands
 * out one entry at a time, so the consumer's await is the back-pressure: the next chunk is read
 * only after the previous entries were handled. Guards against zip bombs (caps in
 * http/upload-limits.ts), counting the bytes that really come out of the inflater (the sizes in
 * the archive's headers are the sender's word): at most maxEntries entries; an entry that passes
 * maxEntryBytes unpacked is no longer inflated (the rest of its compressed bytes are skipped) and
 * is reported, not kept; the whole upload stops once maxTotalBytes have been unpacked. The input
 * is fed to the inflater 16 KB at a time, so one step unpacks at most about 16 MB (deflate
 * expands at most 1032 times) whatever the size of the chunks the request delivers. Names are only
 * parsed, never used as paths.
 *
 * Known limit of reading ZIPs front to back: an entry written with a data descriptor (sizes
 * after the data, as streaming zippers do) ends where its descriptor signature is found, and in
 * rare cases (about once in 4 GB of data) that signature also occurs inside compressed data;
 * that entry is then reported as damaged and the rest of the archive is read as usual.
 */
import { Inflate, Unzip, type AsyncFlateStreamHandler, type FlateError, type UnzipDecoder } from 'fflate';
import { SCAN_ZIP_LIMITS, type ZipLimits } from '../../../http/upload-limits.js';

export { SCAN_ZIP_LIMITS, type ZipLimits };

/** Bytes fed to the unzipper in one step. */
const SLICE = 16 * 1024;

/** The upload as a whole cannot be used; the message is shown to the teacher. */
export class ZipError extends Error {}

export type ZipEntry = { name: string; data: Buffer; error?: undefined } | { name: string; data?: undefined; error: string };

const MB = 1024 * 1024;

/**
 * fflate's deflate decoder for ZIP entries, which can be stopped (fflate calls terminate() when
 * the entry's file.terminate() is called; its own sync decoder has none): the entry's remaining
 * compressed bytes are then passed over without inflating them.
 */
class StoppableInflate implements UnzipDecoder {
  static readonly compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly inflate = new Inflate((data, final) => this.ondata(null, data, final));
  private stopped = false;
  terminate(): void {
    this.stopped = true;
  }
  push(data: Uint8Array, final: boolean): void {
    if (this.stopped) {
      if (final) this.ondata(null, new Uint8Array(0), true);
      return;
    }
    try {
      this.inflate.push(data, final);
    } catch (err) {
      // As fflate's own decoder does: a damaged entry is reported through ondata.
      this.stopped = true;
      this.ondata(err as FlateError, new Uint8Array(0), final);
    }
  }
}

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
          if (!tooLarge) file.terminate();
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
  unzip.register(StoppableInflate);

  const push = (slice: Uint8Array, final: boolean) => {
    try {
      unzip.push(slice, final);
    } catch {
      throw fatal ?? new ZipError(final ? '压缩包不完整或已损坏' : '压缩包已损坏，无法解压');
    }
    if (fatal) throw fatal;
  };

  let head: Uint8Array = new Uint8Array(0);
  let started = false;
  for await (const chunk of source) {
    let data = chunk;
    if (!started) {
      const joined = new Uint8Array(head.length + chunk.length);
      joined.set(head);
      joined.set(chunk, head.length);
      head = joined;
      if (head.length < 4) continue;
      checkMagic(head);
      started = true;
      data = head;
    }
    // A slice at a time, handing out the entries it completed before the next is inflated.
    for (let at = 0; at < data.length; at += SLICE) {
      push(data.subarray(at, at + SLICE), false);
      while (ready.length) yield ready.shift()!;
    }
  }
  if (!started) throw new ZipError(head.length ? '文件不是有效的ZIP压缩包' : '上传的文件是空的');
  push(new Uint8Array(0), true);
  while (ready.length) yield ready.shift()!;
}

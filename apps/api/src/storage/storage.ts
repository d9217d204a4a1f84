/**
 * File storage behind one small interface: a local folder by default, S3-compatible object
 * storage when configured. Keys are relative paths such as 'marking/12/345.png'; stored objects
 * are never rewritten in place (a rotated image gets a new key), so copies of a database can
 * share one folder of files.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type Storage = {
  kind: 'local' | 's3';
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  /** The object's bytes, or null when there is no such key. */
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** Every stored key, in no particular order, read page by page (backups walk the whole store). */
  list: () => AsyncIterable<string>;
  /**
   * Stores a local file under `key` by streaming it (a lesson video of 2 GB never sits in memory).
   * The file is left where it is; the caller removes it.
   */
  putFile: (key: string, filePath: string, contentType: string) => Promise<void>;
  /** The object's size in bytes, or null when there is no such key. */
  size: (key: string) => Promise<number | null>;
  /**
   * The bytes from `start` to `end` (both included) as a stream, for HTTP range requests (a video
   * seeks by asking for the part it needs); null when there is no such key.
   */
  readRange: (key: string, start: number, end: number) => Promise<Readable | null>;
};

const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,299}$/;

/** Keys come from our own code, but refuse anything that could leave the root all the same. */
export function assertStorageKey(key: string): void {
  if (!KEY_RE.test(key) || key.split('/').some((p) => p === '..' || p === '.' || p === '')) throw new Error(`invalid storage key: ${key}`);
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    put: async (key, data) => {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    get: async (key) => {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    remove: async (key) => {
      await rm(resolve(key), { force: true });
    },
    list: () => listFolder(root, ''),
    putFile: async (key, filePath) => {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Copied to a temporary name first: a reader never sees half a file under the key.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      try {
        await pipeline(createReadStream(filePath), createWriteStream(partial));
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    size: async (key) => {
      try {
        return (await stat(resolve(key))).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    readRange: async (key, start, end) => {
      const file = resolve(key);
      try {
        await stat(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      return createReadStream(file, { start, end });
    },
  };
}

/** The keys under a folder: files only, leaving out names that are not valid keys (a stray .DS_Store or temp file). */
async function* listFolder(root: string, prefix: string): AsyncIterable<string> {
  let entries;
  try {
    entries = await readdir(prefix ? path.join(root, ...prefix.split('/')) : root, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const e of entries) {
    const key = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) yield* listFolder(root, key);
    else if (e.isFile() && KEY_RE.test(key)) yield key;
  }
}

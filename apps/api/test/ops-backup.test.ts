/**
 * Backup and restore (ops/backup.ts, ops/restore.ts): the demo school with its files is backed up,
 * restored into an empty database and an empty storage folder, and every table's row count, every
 * table's content and every file's hash are compared; sequences continue where they were. Restoring
 * into a database that holds rows is refused. On PostgreSQL (TEST_DATABASE_URL) and PGlite alike.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { backup } from '../src/ops/backup.js';
import { restore, RestoreRefused } from '../src/ops/restore.js';
import { rows } from '../src/ops/rows.js';
import { seedDemo } from '../src/seed/demo-school.js';
import { createLocalStorage, type Storage } from '../src/storage/storage.js';
import { testPasswordHash } from './support/factories.js';
import { createBlankDatabase, databaseFingerprint, fileHashes } from './support/ops-fixtures.js';
import { createTestDatabase } from './support/test-db.js';

describe('backup and restore', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ops-backup-'));
  let source: Database;
  let sourceStorage: Storage;
  const archive = path.join(work, 'backup.tar');

  beforeAll(async () => {
    source = await createTestDatabase();
    sourceStorage = createLocalStorage(path.join(work, 'files-source'));
    const hash = await testPasswordHash();
    await seedDemo(source.db, sourceStorage, async () => hash);
    // A file no row names, a binary one, and one under a deep key: the storage is copied whole.
    await sourceStorage.put('ops/loose.bin', Buffer.from([0, 1, 2, 255, 254]), 'application/octet-stream');
    await sourceStorage.put('marking/aa/bb/cc/deep.png', Buffer.alloc(70_000, 7), 'image/png');
  }, 300_000);
  afterAll(async () => {
    await source?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores every row, every sequence and every file into an empty instance', async () => {
    const { manifest } = await backup(source.db, source.kind, sourceStorage, archive);
    const before = await databaseFingerprint(source.db);
    const beforeFiles = await fileHashes(sourceStorage);
    expect(Object.keys(beforeFiles).length).toBeGreaterThanOrEqual(2);
    // The demo has tables larger than one fetch and one insert batch (2,000 and 1,000 rows).
    expect(Math.max(...Object.values(before.counts))).toBeGreaterThan(2000);
    expect(manifest.tables.map((t) => t.rows)).toEqual(manifest.tables.map((t) => before.counts[t.name]));
    expect(manifest.files.map((f) => f.key)).toEqual(Object.keys(beforeFiles));

    const target = await createBlankDatabase();
    const targetStorage = createLocalStorage(path.join(work, 'files-target'));
    try {
      const result = await restore(target, targetStorage, archive);
      expect(result.files).toBe(Object.keys(beforeFiles).length);
      const after = await databaseFingerprint(target.db);
      expect(after.counts).toEqual(before.counts);
      expect(after.digests).toEqual(before.digests);
      expect(after.sequences).toEqual(before.sequences);
      expect(await fileHashes(targetStorage)).toEqual(beforeFiles);
      // The marking counters are restored as they were, not counted again by the slot trigger.
      const [c] = await rows<{ n: string }>(target.db, sql`select coalesce(sum(marked), 0)::text as n from marking_marker_count`);
      const [s] = await rows<{ n: string }>(target.db, sql`select count(*)::text as n from marking_slot where marker_id is not null and submitted_at is not null and round < 3`);
      expect(c!.n).toBe(s!.n);
      // New rows get new ids after the restored ones.
      const [next] = await rows<{ id: string }>(target.db, sql`select nextval(pg_get_serial_sequence('school', 'id'))::text as id`);
      const [max] = await rows<{ m: string }>(target.db, sql`select max(id)::text as m from school`);
      expect(Number(next!.id)).toBeGreaterThan(Number(max!.m));

      // A second restore into the same (now used) database is refused and changes nothing.
      await expect(restore(target, targetStorage, archive)).rejects.toThrow(RestoreRefused);
      await expect(restore(target, targetStorage, archive)).rejects.toThrow(/目标数据库不是空的/);
    } finally {
      await target.close();
    }
  }, 300_000);

  it('refuses a file that is not a backup, and an archive whose rows were tampered with', async () => {
    const notTar = path.join(work, 'not.tar');
    writeFileSync(notTar, 'hello');
    const target = await createBlankDatabase();
    try {
      await expect(restore(target, createLocalStorage(path.join(work, 'x')), notTar)).rejects.toThrow(/不是本平台的备份文件/);
      // A manifest whose count disagrees with the rows: the transaction is rolled back.
      const bytes = readFileSync(archive);
      const text = bytes.toString('latin1');
      const at = text.indexOf('"rows": ') + '"rows": '.length;
      expect(at).toBeGreaterThan(100);
      const digit = String((Number(text[at]) + 1) % 10);
      const tampered = Buffer.from(text.slice(0, at) + digit + text.slice(at + 1), 'latin1');
      const bad = path.join(work, 'bad.tar');
      writeFileSync(bad, tampered);
      await expect(restore(target, createLocalStorage(path.join(work, 'y')), bad)).rejects.toThrow(/行数不符|不是空的|无法读取/);
      const [n] = await rows<{ n: string }>(target.db, sql`select count(*)::text as n from school`);
      expect(n!.n).toBe('0');
    } finally {
      await target.close();
    }
  }, 120_000);
});

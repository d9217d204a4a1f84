/**
 * Restore of a backup archive (backup.ts) into an empty instance: the database must have no rows in
 * any table (a new PostgreSQL database, or a new DATA_DIR, before the server first starts on it).
 *
 * Steps: read the manifest (first entry); migrate the database to the migration the archive was
 * taken at (an archive of an older release is restored into its own schema and then migrated
 * forward, exactly as that release's database would be upgraded); insert every table's rows in
 * foreign-key order in one transaction, in batches, with the tables' own triggers switched off so
 * that derived rows (marking counters) are restored as they were instead of counted twice; set every
 * sequence to its saved position; check each table's row count; commit; migrate to the newest
 * migration; write the files to the configured storage and check each one's hash as read back.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database, Db } from '../db/client.js';
import type { Storage } from '../storage/storage.js';
import { BACKUP_FORMAT, MANIFEST_NAME, publicSequences, tablesInDependencyOrder, type Manifest } from './backup.js';
import { migrationReached, readJournal, trimmedMigrationsFolder } from './migrations.js';
import { rows } from './rows.js';

/** An archive member: its header and its bytes as a stream (read to the end before the next). */
type TarEntry = Readable & { header: tar.Header };

/** A refusal the person restoring can act on (printed as is by `npm run admin`). */
export class RestoreRefused extends Error {}

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  json: 'application/json',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

function contentType(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

/** Tables of the public schema that hold rows (with a row each, not a full count). */
async function nonEmptyTables(db: Pick<Db, 'execute'>): Promise<string[]> {
  const found: string[] = [];
  for (const t of await tablesInDependencyOrder(db)) {
    const r = await rows(db, sql`select 1 from ${sql.identifier(t)} limit 1`);
    if (r.length) found.push(t);
  }
  return found;
}

export type RestoreResult = { manifest: Manifest; rows: number; files: number };

export async function restore(database: Database, storage: Storage, archiveFile: string): Promise<RestoreResult> {
  const db = database.db;
  const extract = tar.extract();
  const input = createReadStream(archiveFile);
  input.on('error', (err) => extract.destroy(err));
  input.pipe(extract);
  const entries = (extract as unknown as AsyncIterable<TarEntry>)[Symbol.asyncIterator]();
  try {
    const first = await entries.next().catch(() => ({ done: true, value: undefined }) as const);
    if (first.done || first.value.header.name !== MANIFEST_NAME) throw new RestoreRefused('不是本平台的备份文件（缺少 manifest.json）');
    let manifest: Manifest;
    try {
      manifest = JSON.parse((await readAll(first.value)).toString('utf8')) as Manifest;
    } catch {
      throw new RestoreRefused('备份文件的 manifest.json 无法读取');
    }
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`不支持的备份格式版本：${String(manifest.format)}`);
    const journal = readJournal();
    const archiveAt = journal.findIndex((e) => e.when === manifest.migration?.when);
    if (archiveAt < 0) throw new RestoreRefused(`备份来自更新或未知的版本（数据库结构 ${manifest.migration?.tag ?? '未知'}），请用相同或更新版本的程序恢复`);

    const reached = await migrationReached(db);
    if (reached && reached.when > manifest.migration.when) throw new RestoreRefused(`目标数据库的结构（${reached.tag}）比备份（${manifest.migration.tag}）新：请恢复到新建的空数据库`);
    if (reached) {
      const used = await nonEmptyTables(db);
      if (used.length) throw new RestoreRefused(`目标数据库不是空的（${used.slice(0, 5).join('、')}${used.length > 5 ? ' 等' : ''} 已有数据）：请恢复到新建的空数据库，且恢复前不要启动服务`);
    }
    // The schema the archive was taken from.
    if (archiveAt === journal.length - 1) await database.migrate();
    else {
      const trimmed = trimmedMigrationsFolder(archiveAt + 1);
      try {
        await database.migrate(trimmed.folder);
      } finally {
        trimmed.remove();
      }
    }

    let restoredRows = 0;
    let next = await entries.next();
    await db.transaction(async (tx) => {
      const order = await tablesInDependencyOrder(tx);
      for (const t of order) await tx.execute(sql`alter table ${sql.identifier(t)} disable trigger user`);
      for (const table of manifest.tables) {
        if (next.done || next.value.header.name !== table.file) throw new RestoreRefused(`备份文件不完整：缺少 ${table.file}`);
        if (!order.includes(table.name)) throw new RestoreRefused(`备份中的表 ${table.name} 在当前数据库结构中不存在`);
        const cols = sql.join(table.columns.map((c) => sql.identifier(c)), sql`, `);
        const insert = async (batch: string[]) => {
          await tx.execute(sql`insert into ${sql.identifier(table.name)} (${cols}) overriding system value
            select ${cols} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${batch.join(',')}]`}::json)`);
        };
        let batch: string[] = [];
        let bytes = 0;
        let count = 0;
        for await (const line of createInterface({ input: next.value, crlfDelay: Infinity })) {
          if (!line) continue;
          batch.push(line);
          bytes += line.length;
          count += 1;
          if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
            await insert(batch);
            batch = [];
            bytes = 0;
          }
        }
        if (batch.length) await insert(batch);
        const stored = await rows<{ n: string }>(tx, sql`select count(*)::text as n from ${sql.identifier(table.name)}`);
        if (count !== table.rows || Number(stored[0]!.n) !== table.rows) throw new RestoreRefused(`表 ${table.name} 的行数不符：备份记录 ${table.rows} 行，恢复了 ${stored[0]!.n} 行`);
        restoredRows += count;
        next = await entries.next();
      }
      for (const t of order) await tx.execute(sql`alter table ${sql.identifier(t)} enable trigger user`);
      const known = new Set(await publicSequences(tx));
      for (const s of manifest.sequences) {
        if (known.has(s.name)) await tx.execute(sql`select setval(${s.name}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
      }
    });

    // Newer migrations than the archive's: the upgrade its release would have had.
    if (archiveAt < journal.length - 1) await database.migrate();

    const expected = new Map(manifest.files.map((f) => [f.key, f]));
    let files = 0;
    for (; !next.done; next = await entries.next()) {
      const name = next.value.header.name;
      const key = name.startsWith('files/') ? name.slice('files/'.length) : null;
      const want = key ? expected.get(key) : undefined;
      const data = await readAll(next.value);
      if (!key || !want) throw new RestoreRefused(`备份文件中有清单之外的内容：${name}`);
      const hash = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      if (hash(data) !== want.sha256) throw new RestoreRefused(`文件 ${key} 已损坏（校验值不符）`);
      await storage.put(key, data, contentType(key));
      const back = await storage.get(key);
      if (!back || hash(back) !== want.sha256) throw new RestoreRefused(`文件 ${key} 写入存储后校验不符`);
      files += 1;
    }
    if (files !== manifest.files.length) throw new RestoreRefused(`备份文件不完整：清单列出 ${manifest.files.length} 个文件，实际 ${files} 个`);
    return { manifest, rows: restoredRows, files };
  } finally {
    input.destroy();
    extract.destroy();
  }
}

/**
 * The compiled product as `npm start` and the container run it (apps/api/scripts/build.mjs →
 * dist/bin): the bundle builds, `node dist/bin/admin.js` reads an Excel import through the compiled
 * sheet worker, and `node dist/bin/main.js` serves /healthz and /readyz on a PGlite folder holding a
 * school, then stops cleanly on SIGTERM (exit code 0).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data/apply.js';
import { createSchool } from '../src/modules/admin/schools.js';
import { readJournal } from '../src/ops/migrations.js';
import { xlsx } from './support/academic.js';

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

describe('the compiled product (dist/bin)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ops-compiled-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(work, 'db'), FILES_DIR: path.join(work, 'files'), LOG_LEVEL: 'warn', NODE_ENV: 'production' };

  it('builds, imports through the compiled sheet worker, serves the probes and stops on SIGTERM', async () => {
    await run(process.execPath, [path.join(API_ROOT, 'scripts/build.mjs')], { cwd: API_ROOT });

    // A school of its own, so the first start does not seed the demo.
    const database = await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
    await database.migrate();
    await applyReferenceData(database.db);
    await createSchool(database.db, { name: '编译测试中学', code: 'CMP2026', section: 2, domain: 'cmp.test.local', brand: 'platform' });
    await database.close();

    const file = path.join(work, 'classes.xlsx');
    writeFileSync(file, await xlsx([['年级', '班级'], ['高一', '高一(1)班'], ['高一', '高一(2)班']]));
    const imported = await run(process.execPath, [path.join(API_ROOT, 'dist/bin/admin.js'), 'import', '--school', 'CMP2026', '--kind', 'classes', '--file', file], { cwd: API_ROOT, env });
    expect(imported.stdout).toContain('预览（未写入）：新增2，修改0，不变0');

    const port = await freePort();
    const server = spawn(process.execPath, [path.join(API_ROOT, 'dist/bin/main.js')], { cwd: work, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain('教师平台已启动');
      expect(output).not.toContain('首次运行');
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok', migration: readJournal().at(-1)!.tag }]);
      const refused = await fetch(`http://127.0.0.1:${port}/base/teacher/info`);
      expect(refused.status).toBe(401);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('收到 SIGTERM');
  }, 180_000);
});

/**
 * Benchmark of the foundation's hot paths on the demo school: login, session start (the five
 * calls the web client makes) and class/student lists, sequentially and with concurrency.
 * Runs on a fresh PGlite database in a temp folder, or on DATABASE_URL (which must be empty or
 * already hold the demo school). Prints p50/p95/max per call and requests per second.
 *
 *   npm run bench:base
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { createLocalStorage } from '../src/storage/storage.js';
import { openDatabase } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data/apply.js';
import { seedDemo } from '../src/seed/demo-school.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const url = process.env.DATABASE_URL;
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite', dataDir: dir });
await database.migrate();
await applyReferenceData(database.db);
const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'bench-files-')));
const t0 = performance.now();
await seedDemo(database.db, storage);
console.log(`database: ${database.kind}; demo seed: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const app = await buildApp({ db: database.db, storage, logLevel: 'silent', checkResponses: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

async function call(method: string, p: string, token?: string, body?: unknown) {
  const res = await fetch(base + p, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { errCode: string; data: unknown };
  if (json.errCode !== '00') throw new Error(`${p}: ${JSON.stringify(json)}`);
  return json.data;
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `p50 ${q(0.5).toFixed(1)} ms  p95 ${q(0.95).toFixed(1)} ms  max ${s.at(-1)!.toFixed(1)} ms`;
}

async function measure(label: string, n: number, concurrency: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  const start = performance.now();
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (i < n) {
        i++;
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  const secs = (performance.now() - start) / 1000;
  console.log(`${label.padEnd(46)} n=${String(n).padEnd(4)} c=${String(concurrency).padEnd(3)} ${stats(times)}  ${(n / secs).toFixed(0)} req/s`);
}

const login = async (account: string) => ((await call('POST', '/auth/teacher/password/login', undefined, { account, password: 'demo123456' })) as { loginToken: string }).loginToken;
const master = await login('master');
const head = await login('head11');
const semester = (await call('GET', '/base/semester/current', head)) as { semesterId: number };
const students = (await call('GET', '/base/clazz/from-teacher', head)) as { clazzId: number }[];

await measure('login (argon2id verify)', 40, 4, () => login('head11'));
await measure('session start: 5 calls in order', 100, 1, async () => {
  for (const p of ['/base/teacher/info', '/base/subject/school/extend', '/business/subject/school', '/base/grade/all', '/business/school/detail']) await call('GET', p, head);
});
await measure('GET /base/teacher/info', 400, 8, () => call('GET', '/base/teacher/info', head));
await measure('GET admin-and-teaching/all (master, 36 classes)', 200, 8, () => call('GET', `/base/clazz/admin-and-teaching/all/${semester.semesterId}`, master));
await measure('GET /base/clazz/students/{id} (class teacher)', 400, 8, () => call('GET', `/base/clazz/students/${students[0]!.clazzId}`, head));
await measure('GET /base/teacher/all (~140 teachers)', 200, 8, () => call('GET', '/base/teacher/all', master));

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });

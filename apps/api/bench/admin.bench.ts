/**
 * Benchmark of school set-up (issue 16): a new school of 60 classes, 200 teachers and 3,000 students
 * imported through the admin API as a school would (template-shaped .xlsx files, each previewed then
 * confirmed over HTTP), then the same files again (nothing to change), then the year rollover
 * (rehearsal and the real one). Targets: the import of the whole school ≤ 10 s on PostgreSQL, the
 * rollover ≤ 5 s. Fresh PGlite in a temp folder by default; DATABASE_URL for an empty PostgreSQL
 * database. BENCH_STUDENTS, BENCH_CLASSES, BENCH_TEACHERS change the size.
 *
 *   npm run bench:admin
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/app.js';
import { openDatabase, type Db } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data/apply.js';
import { teacher } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { createSchool } from '../src/modules/admin/schools.js';
import { createSemester, setCurrentSemester } from '../src/modules/admin/semesters.js';
import { createLocalStorage } from '../src/storage/storage.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 3000);
const CLASSES = Number(process.env.BENCH_CLASSES ?? 60);
const TEACHERS = Number(process.env.BENCH_TEACHERS ?? 200);

const url = process.env.DATABASE_URL;
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite', dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-admin-')) });
await database.migrate();
await applyReferenceData(database.db);
const db: Db = database.db;
const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'bench-admin-files-')));
const stamp = Date.now().toString(36);
const { schoolId } = await createSchool(db, { name: `基准中学${stamp}`, code: `B${stamp}`, section: 2, brand: 'platform', domain: `b${stamp}.bench.local` });
const actor = { schoolId, teacherId: null, name: 'bench' };
const sem = await createSemester(db, actor, { semesterName: '2026-2027学年第一学期', startDate: '2026-09-01', endDate: '2027-01-20' });
await setCurrentSemester(db, actor, sem.semesterId);
const password = 'bench-pass-2026';
await db.insert(teacher).values({ schoolId, account: `badmin${stamp}`, name: '基准管理员', passwordHash: await hashPassword(password), section: 2, accountKind: 2 });

const app = await buildApp({ db, storage, logLevel: 'silent', checkResponses: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

async function call<T>(method: string, p: string, init: { token?: string; json?: unknown; form?: FormData } = {}): Promise<T> {
  const res = await fetch(base + p, {
    method,
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
  });
  const body = (await res.json()) as { errCode: string; errMsg: string; data: T };
  if (body.errCode !== '00') throw new Error(`${p}: ${body.errMsg} ${JSON.stringify(body.data).slice(0, 500)}`);
  return body.data;
}

const token = (await call<{ loginToken: string }>('POST', '/auth/teacher/password/login', { json: { account: `badmin${stamp}`, password } })).loginToken;

async function book(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const grades = ['高一', '高二', '高三'];
const clazzNames: string[] = [];
for (let i = 0; i < CLASSES; i++) clazzNames.push(`${grades[i % 3]}(${Math.floor(i / 3) + 1})班`);
const gradeOf = (name: string) => name.slice(0, 2);
const classesFile = await book([['年级', '班级'], ...clazzNames.map((c) => [gradeOf(c), c])]);
const studentsFile = await book([
  ['学号', '姓名', '性别', '年级', '班级', '身份证后六位'],
  ...Array.from({ length: STUDENTS }, (_, i) => [`2026${String(i + 1).padStart(5, '0')}`, `学生${i + 1}`, i % 2 ? '女' : '男', gradeOf(clazzNames[i % CLASSES]!), clazzNames[i % CLASSES]!, `${String(100000 + i).slice(-5)}${i % 10}`]),
]);
const subjects = ['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'];
const teachersFile = await book([
  ['姓名', '账号', '手机', '学科', '岗位', '管理年级', '任教班级', '班主任班级'],
  ...Array.from({ length: TEACHERS }, (_, i) => {
    const subject = subjects[i % subjects.length]!;
    const taught = [0, 1, 2].map((k) => clazzNames[(i * 3 + k) % CLASSES]!);
    const head = i < CLASSES ? clazzNames[i]! : '';
    const leader = i >= CLASSES && i < CLASSES + 3;
    return [`教师${i + 1}`, `b${stamp}t${i + 1}`, `139${String(i).padStart(8, '0')}`, subject, [head ? '1' : '', leader ? '2' : '4'].filter(Boolean).join('、'), leader ? grades[i - CLASSES]! : '', taught.join('、'), head];
  }),
]);

async function importFile(kind: string, file: Buffer): Promise<{ ms: number; created: number; updated: number; unchanged: number }> {
  const t = performance.now();
  const form = () => {
    const f = new FormData();
    f.append('file', new Blob([new Uint8Array(file)]), `${kind}.xlsx`);
    return f;
  };
  const preview = await call<{ confirmToken: string | null; created: number; updated: number; unchanged: number }>('POST', `/admin/import/${kind}`, { token, form: form() });
  if (preview.confirmToken) await call('POST', `/admin/import/${kind}?confirmToken=${preview.confirmToken}`, { token, form: form() });
  return { ms: performance.now() - t, created: preview.created, updated: preview.updated, unchanged: preview.unchanged };
}

console.log(`database: ${database.kind}; school of ${CLASSES} classes, ${TEACHERS} teachers, ${STUDENTS} students`);
const whole = performance.now();
const c = await importFile('classes', classesFile);
const te = await importFile('teachers', teachersFile);
const st = await importFile('students', studentsFile);
const total = performance.now() - whole;
const line = (label: string, r: { ms: number; created: number; updated: number; unchanged: number }) => console.log(`  ${label.padEnd(9)} ${(r.ms / 1000).toFixed(2)} s  (created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged})`);
console.log('import (preview + confirm, over HTTP):');
line('classes', c);
line('teachers', te);
line('students', st);
console.log(`  whole school ${(total / 1000).toFixed(2)} s  (target ≤ 10 s on PostgreSQL)`);
const again = performance.now();
const c2 = await importFile('classes', classesFile);
const t2 = await importFile('teachers', teachersFile);
const s2 = await importFile('students', studentsFile);
console.log(`the same files again (nothing to change): ${((performance.now() - again) / 1000).toFixed(2)} s (unchanged ${c2.unchanged + t2.unchanged + s2.unchanged})`);

const body = { semesterName: '2027-2028学年第一学期', startDate: '2027-09-01', endDate: '2028-01-20', carryTeachers: true };
let t = performance.now();
const rehearsal = await call<{ confirmToken: string; moves: unknown[]; graduatedStudents: number }>('POST', '/admin/rollover/preview', { token, json: body });
const rehearsalMs = performance.now() - t;
t = performance.now();
const done = await call<{ moves: unknown[]; graduatedStudents: number; carriedAssignments: number }>('POST', `/admin/rollover?confirmToken=${rehearsal.confirmToken}`, { token, json: body });
const rolloverMs = performance.now() - t;
console.log(`rollover rehearsal ${(rehearsalMs / 1000).toFixed(2)} s; rollover ${(rolloverMs / 1000).toFixed(2)} s (target ≤ 5 s): ${done.moves.length} classes moved, ${done.graduatedStudents} students graduated, ${done.carriedAssignments} assignments carried`);
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
await app.close();
await database.close();

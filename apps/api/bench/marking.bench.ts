/**
 * Marking under load (issue: online marking, speed): 300 markers over HTTP on an exam of 20,000
 * students × 5 double-marked groups (200,000 markings). Every marker loops fetch-next → submit
 * until the pool is empty, in two phases:
 *   1. paced: the markers together mark MARKING_BENCH_RATE answers a second (default 1,000: each
 *      of the 300 markers one answer every 300 ms, their starts spread evenly) until
 *      MARKING_BENCH_PACED_SHARE of the pool (default half) is marked: the latency at that load.
 *      The markers join one after another over the first MARKING_BENCH_RAMP_S seconds (default
 *      10), as teachers log in, and the figures are taken once all of them are marking (the API
 *      processes' first seconds — new database connections, statements prepared on each, the
 *      JavaScript engine compiling the hot paths — are not the service a marker meets);
 *   2. no pause: every marker fetches again as soon as a submit returns, until the pool is empty:
 *      the most marks per second the machine gives (latency is then the queue: 300 requests are
 *      always waiting, so it says little about the service).
 * Prints, for each phase, marks per second and p50/p99 latency of fetch-next and submit, then
 * duplicates (two submits recorded for one slot; must be 0), lost submissions (a submit the client
 * was told succeeded that is not in the database with its scores; must be 0) and the arbitrations
 * produced, and whether the issue's targets were met. Runs on PostgreSQL (a fresh database on
 * BENCH_PG_URL, default the local server) and then on PGlite; the API runs in child processes.
 *
 *   npm run bench:marking                         both databases, full size
 *   MARKING_BENCH_DB=postgres npm run bench:marking
 *   MARKING_BENCH_STUDENTS=2000 MARKING_BENCH_MARKERS=60 npm run bench:marking   a smaller run
 *   MARKING_BENCH_API_PROCESSES=1 npm run bench:marking   one API process on PostgreSQL (default 2)
 *   MARKING_BENCH_RATE=0 npm run bench:marking            no paced phase (MARKING_BENCH_PACED_SHARE=1: paced only)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data/apply.js';
import { syncSlots } from '../src/modules/marking/slots.js';
import { newToken, tokenHash } from '../src/modules/auth/tokens.js';
import { TOKEN_LOOKUP } from '../src/modules/auth/authenticate.js';
import { SLOT_CTX } from '../src/modules/marking/access.js';
import { CLAIM_MARK } from '../src/modules/marking/dispatch.js';
import { SUBMIT } from '../src/modules/marking/submit.js';
import { MARKING_LEASE_SECONDS } from '@app/contract';

const STUDENTS = Number(process.env.MARKING_BENCH_STUDENTS ?? 20_000);
const GROUPS = 5;
const MARKERS = Number(process.env.MARKING_BENCH_MARKERS ?? 300);
/** API processes serving the markers on PostgreSQL (dispatch and submit rely on the database, not on process memory). */
const API_PROCESSES = Number(process.env.MARKING_BENCH_API_PROCESSES ?? 2);
const CLASS_SIZE = 50;
const TOLERANCE = 2;
const FULL = 10;
const here = path.dirname(fileURLToPath(import.meta.url));
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * MARKING_BENCH_MODE=sql (PostgreSQL only): the database's own ceiling on this machine. The same
 * exam, but instead of markers over HTTP, pgbench (C, no Node, no HTTP) runs each mark's
 * statements exactly as the API sends them (claim; slot context, marking_submit) from as many
 * connections as the API's pool, until the pool of answers is empty.
 */
const MODE = process.env.MARKING_BENCH_MODE ?? 'http';
/**
 * MARKING_BENCH_LOOP=screen: each marker works as the marking screen does, a submit asking for the
 * next answer (`next: true`) so a mark is one request; fetch-next only when the submit brought none.
 * The default loop is the issue's: fetch-next, then submit.
 */
const SCREEN_LOOP = process.env.MARKING_BENCH_LOOP === 'screen';
const SQL_CLIENTS = Number(process.env.BENCH_POOL ?? 20);
/** The paced phase: marks a second for all markers together (0: no paced phase), and the share of the pool it covers. */
const RATE = Number(process.env.MARKING_BENCH_RATE ?? 1000);
const PACED_SHARE = Math.min(1, Math.max(0, Number(process.env.MARKING_BENCH_PACED_SHARE ?? 0.5)));
const RAMP_MS = RATE > 0 ? Number(process.env.MARKING_BENCH_RAMP_S ?? 10) * 1000 : 0;
/** The issue's targets. */
const TARGET_MARKS_PER_S = 1000;
const TARGET_P99_MS = 100;


type Marker = { teacherId: number; token: string; groupId: number };

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Builds the school, exam, groups, markers (with login tokens), answers and slots with bulk SQL. */
async function setup(database: Database): Promise<{ markers: Marker[]; groupIds: number[]; schoolId: number }> {
  const db = database.db;
  await database.migrate();
  await applyReferenceData(db);
  const t0 = performance.now();
  const [schoolRow] = rows<{ id: number }>(await db.execute(sql`insert into school (name, domain, section) values ('压测中学', ${`bench-${Date.now()}.local`}, 2) returning id`));
  const schoolId = schoolRow!.id;
  const [sem] = rows<{ id: number }>(await db.execute(sql`insert into semester (school_id, name, status, start_date, end_date) values (${schoolId}, '2026-2027学年第一学期', 1, '2026-09-01', '2027-01-20') returning id`));
  const [gr] = rows<{ id: number }>(await db.execute(sql`insert into grade (school_id, section, grade_no, name) values (${schoolId}, 2, 1, '高一') returning id`));
  const classes = Math.ceil(STUDENTS / CLASS_SIZE);
  await db.execute(sql`insert into clazz (school_id, grade_id, name, sort) select ${schoolId}, ${gr!.id}, '高一(' || i || ')班', i from generate_series(1, ${classes}) i`);
  await db.execute(sql`
    insert into student (school_id, clazz_id, name, student_num, gender)
    select ${schoolId}, c.id, '学生' || c.sort || '-' || s, 'B' || c.sort || '-' || s, 1 + s % 2
    from clazz c cross join generate_series(1, ${CLASS_SIZE}) s
    where c.school_id = ${schoolId} and (c.sort - 1) * ${CLASS_SIZE} + s <= ${STUDENTS}`);
  await db.execute(sql`
    insert into teacher (school_id, account, password_hash, name, section)
    select ${schoolId}, 'bench-' || ${schoolId} || '-' || i, 'x', '阅卷老师' || i, 2 from generate_series(1, ${MARKERS + GROUPS + 1}) i`);
  const teachers = rows<{ id: number }>(await db.execute(sql`select id from teacher where school_id = ${schoolId} order by id`)).map((r) => r.id);
  const leader = teachers.at(-1)!;
  await db.execute(sql`insert into teacher_post (teacher_id, post, grade_id) values (${leader}, 2, ${gr!.id})`);
  const [eg] = rows<{ id: number }>(await db.execute(sql`insert into exam_group (school_id, semester_id, grade_id, name, type, exam_date, mark_type, mark_status, created_by) values (${schoolId}, ${sem!.id}, ${gr!.id}, '压测考试', 5, '2026-11-10', 3, 1, ${leader}) returning id`));
  await db.execute(sql`insert into exam_group_clazz (exam_group_id, clazz_id) select ${eg!.id}, id from clazz where school_id = ${schoolId}`);
  const [ex] = rows<{ id: number }>(await db.execute(sql`insert into exam (exam_group_id, school_id, subject_id, full_score) values (${eg!.id}, ${schoolId}, 3, ${GROUPS * FULL}) returning id`));
  await db.execute(sql`insert into exam_question (exam_id, idx, question_no, objective, full_score) select ${ex!.id}, i - 1, i::text, false, ${FULL} from generate_series(1, ${GROUPS}) i`);
  const questions = rows<{ id: number }>(await db.execute(sql`select id from exam_question where exam_id = ${ex!.id} order by idx`)).map((r) => r.id);
  const groupIds: number[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const [mg] = rows<{ id: number }>(
      await db.execute(sql`insert into marking_group (exam_id, school_id, name, question_ids, full_score, score_step, double_marking, tolerance, status, sort)
        values (${ex!.id}, ${schoolId}, ${`第${g + 1}题`}, ${sql.param([questions[g]!])}::int[], ${FULL}, 1, true, ${TOLERANCE}, 1, ${g}) returning id`),
    );
    groupIds.push(mg!.id);
  }
  const markers: Marker[] = [];
  const tokenRows: { teacherId: number; hash: string }[] = [];
  for (let i = 0; i < MARKERS; i++) {
    const token = newToken();
    markers.push({ teacherId: teachers[i]!, token, groupId: groupIds[i % GROUPS]! });
    tokenRows.push({ teacherId: teachers[i]!, hash: tokenHash(token) });
  }
  await db.execute(sql`
    insert into auth_token (token_hash, teacher_id, expires_at)
    select h, t, now() + interval '1 day' from unnest(${sql.param(tokenRows.map((r) => r.hash))}::text[], ${sql.param(tokenRows.map((r) => r.teacherId))}::int[]) as u(h, t)`);
  await db.execute(sql`
    insert into marking_marker (group_id, teacher_id, role)
    select g, t, 'marker' from unnest(${sql.param(markers.map((m) => m.groupId))}::int[], ${sql.param(markers.map((m) => m.teacherId))}::int[]) as u(g, t)`);
  for (const [g, groupId] of groupIds.entries()) {
    await db.execute(sql`insert into marking_marker (group_id, teacher_id, role) values (${groupId}, ${teachers[MARKERS + g]!}, 'arbiter')`);
    await db.execute(sql`
      insert into marking_answer (group_id, exam_id, student_id, clazz_id, image_key, ink_ratio)
      select ${groupId}, ${ex!.id}, s.id, s.clazz_id, 'bench/answer.png', 0.05 from student s where s.school_id = ${schoolId} order by s.id`);
    await syncSlots(db, groupId);
  }
  if (database.kind === 'postgres') await db.execute(sql`analyze`);
  console.log(`  set-up: ${STUDENTS} students, ${GROUPS} double-marked groups, ${MARKERS} markers, ${(STUDENTS * GROUPS * 2).toLocaleString()} markings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { markers, groupIds, schoolId };
}

/**
 * One API process. It logs as the product does (LOG_LEVEL, default info: a line for each request
 * and each response) into a file of the run's temporary folder, as a deployment writes its log,
 * and reports its port over IPC.
 */
function startServer(env: NodeJS.ProcessEnv, logFile: string): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    // BENCH_SERVER_NODE_ARGS: extra Node options for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, [...extra, '--import', 'tsx', path.join(here, 'marking-server.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', log, 'inherit', 'ipc'] });
    closeSync(log);
    child.once('message', (m: { port?: number }) => {
      if (m.port) resolve({ child, base: `http://127.0.0.1:${m.port}` });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function quantile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

type Envelope<T> = { errCode: string; errMsg: string; data: T };

/**
 * The load generator's HTTP client: node:http over kept-alive sockets. It costs the generator
 * (which shares the machine's two cores with the API and the database) about a third of the CPU
 * of the global fetch per call, so more of the machine serves the marking itself.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
function call<T>(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body == null ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>);
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
type Next = { item: { slotId: number; answerId: number } | null; reason: string | null };
type Submitted = { next: Next | null };

type PhaseStats = { marks: number; seconds: number; nextMs: number[]; submitMs: number[]; lagMs: number[] };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function load(bases: string[], markers: Marker[]) {
  const total = STUDENTS * GROUPS * 2;
  const pacedUntil = RATE > 0 ? Math.floor(total * PACED_SHARE) : 0;
  const newPhase = (): PhaseStats => ({ marks: 0, seconds: 0, nextMs: [], submitMs: [], lagMs: [] });
  const paced = newPhase();
  const open = newPhase();
  const rampUp = newPhase();
  const accepted = new Map<number, number>(); // slotId -> score the client was told was stored
  let duplicatesSeen = 0;
  let conflicts = 0;
  const errors: string[] = [];
  const t0 = performance.now();
  let pacedEnd = pacedUntil > 0 ? Infinity : t0;
  let lastReport = t0;
  /** Each marker starts one answer every `interval` ms in the paced phase. */
  const interval = RATE > 0 ? (markers.length / RATE) * 1000 : 0;
  await Promise.all(
    markers.map(async (m, i) => {
      // Markers are spread over the API processes, as a load balancer would.
      const base = bases[i % bases.length]!;
      const headers = { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' };
      let handed: Next | null = null;
      // The markers join one after another over the ramp-up (their paced starts spread evenly).
      let due = t0 + (RAMP_MS > 0 ? (i * RAMP_MS) / markers.length : (i * interval) / markers.length);
      for (;;) {
        // An answer belongs to the phase of the moment it was due (an answer due after the paced
        // phase ended is counted with the next phase).
        let phase = open;
        if (pacedEnd === Infinity) {
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
          if (pacedEnd === Infinity) {
            phase = due < t0 + RAMP_MS ? rampUp : paced;
            if (wait <= 0) phase.lagMs.push(-wait);
          }
          due += interval;
        }
        let t = performance.now();
        let next: Envelope<Next>;
        if (handed) next = { errCode: '00', errMsg: '', data: handed };
        else {
          next = await call<Next>(`${base}/marking/group/${m.groupId}/next`, 'GET', { authorization: headers.authorization });
          phase.nextMs.push(performance.now() - t);
        }
        handed = null;
        if (next.errCode !== '00') {
          errors.push(`next: ${next.errMsg}`);
          return;
        }
        const item = next.data.item;
        if (!item) {
          if (next.data.reason === '本题组已没有待阅答卷') return;
          await sleep(20);
          continue;
        }
        // A marker's score: the answer's "true" score plus the marker's noise; some pairs differ by more than the tolerance.
        const truth = (item.answerId * 7) % (FULL + 1);
        const noise = ((m.teacherId * 31 + item.slotId * 17) % 7) - 3;
        const score = Math.max(0, Math.min(FULL, truth + (Math.abs(noise) === 3 ? noise : 0)));
        t = performance.now();
        const res = await call<Submitted>(`${base}/marking/submit`, 'POST', headers, JSON.stringify(SCREEN_LOOP ? { slotId: item.slotId, scores: [score], next: true } : { slotId: item.slotId, scores: [score] }));
        const now = performance.now();
        phase.submitMs.push(now - t);
        if (res.errCode === '00') {
          if (res.data.next?.item) handed = res.data.next;
          if (accepted.has(item.slotId)) duplicatesSeen++;
          accepted.set(item.slotId, score);
          phase.marks++;
          if (pacedEnd === Infinity && accepted.size >= pacedUntil) pacedEnd = now;
        } else if (res.errCode === '40900') conflicts++;
        else errors.push(`submit: ${res.errMsg}`);
        if (now - lastReport > 10_000) {
          lastReport = now;
          console.log(`    … ${accepted.size.toLocaleString()} marks, ${(accepted.size / ((now - t0) / 1000)).toFixed(0)} marks/s`);
        }
      }
    }),
  );
  const end = performance.now();
  if (pacedEnd === Infinity) pacedEnd = end;
  rampUp.seconds = (Math.min(pacedEnd, t0 + RAMP_MS) - t0) / 1000;
  paced.seconds = Math.max(0, pacedEnd - (t0 + RAMP_MS)) / 1000;
  open.seconds = (end - pacedEnd) / 1000;
  return { seconds: (end - t0) / 1000, rampUp, paced, open, accepted, duplicatesSeen, conflicts, errors };
}

async function verify(database: Database, groupIds: number[], accepted: Map<number, number>) {
  const db = database.db;
  const dup = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from (select slot_id from marking_score_log where action = 'submit' group by slot_id having count(*) > 1) d`))[0]!.n;
  const stored = new Map(
    rows<{ id: number; score: number }>(await db.execute(sql`select id, score from marking_slot where group_id = any(${sql.param(groupIds)}::int[]) and submitted_at is not null and round < 3`)).map((r) => [r.id, Number(r.score)]),
  );
  let lost = 0;
  for (const [slotId, score] of accepted) if (stored.get(slotId) !== score) lost++;
  const open = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from marking_slot where group_id = any(${sql.param(groupIds)}::int[]) and round < 3 and submitted_at is null`))[0]!.n;
  const arb = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from marking_slot where group_id = any(${sql.param(groupIds)}::int[]) and round = 3`))[0]!.n;
  const finals = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from marking_answer where group_id = any(${sql.param(groupIds)}::int[]) and status = 3`))[0]!.n;
  return { dup, lost, open, arb, finals, stored: stored.size };
}

const TOKENS_FROM_DB = process.env.MARKING_BENCH_TOKENS === 'db';
const tokenLookups = (n: number) => (TOKENS_FROM_DB ? Array.from({ length: n }, () => `${withVars(TOKEN_LOOKUP.text, [':h'])};`) : []);

/** A statement's text with its $n parameters replaced by pgbench variables (highest number first). */
function withVars(text: string, vars: string[]): string {
  let out = text;
  for (let i = vars.length; i >= 1; i--) out = out.split(`$${i}`).join(vars[i - 1]!);
  return out;
}

/**
 * One pgbench transaction = one mark, as the API runs it: the claim, then the slot's context and
 * marking_submit (the same three statements in the screen loop, which saves an HTTP exchange, not a
 * statement). With MARKING_BENCH_TOKENS=db each request's token lookup is added too (and one
 * statement to find the marker's token hash). Client k works in turn as markers k, k + clients,
 * k + 2 × clients … (teachers and groups were created in order), so all the markers mark, as over
 * HTTP, and no two clients act for one marker; scores follow the HTTP run's rule (a third of pairs
 * beyond the tolerance). A client stops when a claim finds nothing (its variables are then empty).
 */
function pgbenchScript(markers: Marker[], groupIds: number[], schoolId: number, clients: number): string {
  const t0 = markers[0]!.teacherId;
  const g0 = groupIds[0]!;
  if (markers.some((m, i) => m.teacherId !== t0 + i || m.groupId !== g0 + (i % GROUPS))) throw new Error('markers are not consecutive');
  const perClient = Math.floor(markers.length / clients);
  return [
    // pgbench's -D i=0 is each client's own counter.
    `\\set i :i + 1`,
    `\\set m :client_id + ${clients} * mod(:i, ${perClient})`,
    `\\set t ${t0} + :m`,
    `\\set g ${g0} + mod(:m, ${GROUPS})`,
    ...(TOKENS_FROM_DB ? [`select token_hash as h from auth_token where teacher_id = :t \\gset`] : []),
    // Token lookups: none while the API's token cache hears the database (the product's normal
    // state); MARKING_BENCH_TOKENS=db adds them, one per request (two per mark, one in the screen loop).
    ...tokenLookups(SCREEN_LOOP ? 1 : 2),
    `${withVars(CLAIM_MARK.text, [':t', ':g', String(MARKING_LEASE_SECONDS), String(schoolId)])} \\gset c_`,
    `\\set noise random(-3, 3)`,
    `\\set score greatest(0, least(${FULL}, mod(:c_answer_id * 7, ${FULL + 1}) + case when abs(:noise) = 3 then :noise else 0 end))`,
    `${withVars(SLOT_CTX.text, [':c_id', ':t'])};`,
    `${withVars(SUBMIT.text, [':c_id', ':c_answer_id', ':t', 'array[:score]', ':score', "'submit'"])};`,
    '',
  ].join('\n');
}

async function runSql() {
  console.log('\n== PostgreSQL, statements only (pgbench, no HTTP, no Node) ==');
  const name = `bench_marking_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 4 });
  try {
    const { markers, groupIds, schoolId } = await setup(database);
    const clients = Math.min(SQL_CLIENTS, markers.length);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-marking-sql-')), 'mark.sql');
    writeFileSync(file, pgbenchScript(markers, groupIds, schoolId, clients));
    const perClient = process.env.MARKING_BENCH_SQL_TX ? Number(process.env.MARKING_BENCH_SQL_TX) : Math.ceil((STUDENTS * GROUPS * 2) / clients) + 10;
    const t0 = performance.now();
    const r = spawnSync('pgbench', ['-n', '-M', 'prepared', '-D', 'i=0', '-c', String(clients), '-j', '2', '-t', String(perClient), '-f', file, u.toString()], { encoding: 'utf8', maxBuffer: 1 << 30 });
    const seconds = (performance.now() - t0) / 1000;
    if (r.error) throw r.error;
    if (process.env.BENCH_LOG) console.log(r.stdout, r.stderr.slice(0, 3000));
    if (!/number of transactions actually processed/.test(r.stdout)) throw new Error(`pgbench did not run: ${r.stderr.slice(0, 500)}`);
    const latency = /latency average = ([\d.]+) ms/.exec(r.stdout)?.[1];
    const v = await verify(database, groupIds, new Map());
    console.log(`  connections: ${clients} (as the API's pool), pgbench -M prepared`);
    console.log(`  marks: ${v.stored.toLocaleString()} in ${seconds.toFixed(1)} s = ${(v.stored / seconds).toFixed(0)} marks/s (one mark = ${3 + (TOKENS_FROM_DB ? (SCREEN_LOOP ? 2 : 3) : 0)} statements; average ${latency ?? '?'} ms per mark per connection)`);
    // A pgbench client stops at its first empty claim, where a marker over HTTP waits: an answer
    // whose other round the last client marked itself can be left open at the very end.
    console.log(`  duplicates: ${v.dup} (must be 0); open slots left: ${v.open} (clients stop at their first empty claim); arbitrations produced: ${v.arb.toLocaleString()}`);
    return v.dup === 0 && v.open <= clients;
  } finally {
    await database.close();
    if (process.env.MARKING_BENCH_KEEP) console.log(`  kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Prints one phase's figures; returns its marks a second and its worst p99 (fetch-next or submit). */
function printPhase(title: string, p: PhaseStats): { marksPerS: number; p99: number } {
  const n = Float64Array.from(p.nextMs).sort();
  const s = Float64Array.from(p.submitMs).sort();
  const lag = Float64Array.from(p.lagMs).sort();
  const marksPerS = p.marks / p.seconds;
  console.log(`  ${title}: ${p.marks.toLocaleString()} marks in ${p.seconds.toFixed(1)} s = ${marksPerS.toFixed(0)} marks/s`);
  if (n.length) console.log(`    fetch-next: p50 ${quantile(n, 0.5).toFixed(1)} ms, p99 ${quantile(n, 0.99).toFixed(1)} ms (${n.length.toLocaleString()} calls)`);
  console.log(`    submit${SCREEN_LOOP ? ' (+ next)' : ''}: p50 ${quantile(s, 0.5).toFixed(1)} ms, p99 ${quantile(s, 0.99).toFixed(1)} ms (${s.length.toLocaleString()} calls)`);
  // A marker behind its schedule starts at once; how late, says whether the pace was kept.
  if (p.lagMs.length) console.log(`    started late: ${p.lagMs.length.toLocaleString()} answers, by p99 ${quantile(lag, 0.99).toFixed(1)} ms`);
  const p99 = Math.max(n.length ? quantile(n, 0.99) : 0, quantile(s, 0.99));
  return { marksPerS, p99 };
}

async function run(kind: 'postgres' | 'pglite') {
  console.log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ==`);
  let database: Database;
  let cleanup: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  if (kind === 'postgres') {
    const name = `bench_marking_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 4 });
    env = { BENCH_PG_URL: u.toString() };
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-marking-pglite-'));
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    env = { BENCH_PGLITE_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const { markers, groupIds } = await setup(database);
  // PGlite allows one process at a time: hand the data folder to the server.
  if (kind === 'pglite') await database.close();
  // PGlite is one process's database; PostgreSQL is served by API_PROCESSES processes at once.
  const processes = kind === 'pglite' ? 1 : API_PROCESSES;
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-marking-log-')), 'api.log');
  const servers = await Promise.all(Array.from({ length: processes }, () => startServer(env, logFile)));
  const r = await load(servers.map((x) => x.base), markers);
  for (const { child } of servers) {
    child.kill('SIGTERM');
    await new Promise((res) => child.once('exit', res));
  }
  if (kind === 'pglite') database = await openDatabase({ kind: 'pglite', dataDir: env.BENCH_PGLITE_DIR });
  const v = await verify(database, groupIds, r.accepted);
  await database.close();
  await cleanup();
  const logSize = statSync(logFile).size;
  rmSync(path.dirname(logFile), { recursive: true, force: true });
  console.log(`  markers: ${MARKERS} concurrent over HTTP (${kind === 'pglite' ? 1 : API_PROCESSES} API process(es) of their own, logging at ${process.env.LOG_LEVEL ?? 'info'}: ${(logSize / 1e6).toFixed(0)} MB), ${SCREEN_LOOP ? 'marking-screen loop: submit with next (one request per mark)' : 'loop: fetch-next, then submit'}`);
  console.log(`  marks: ${r.accepted.size.toLocaleString()} in ${r.seconds.toFixed(1)} s`);
  if (r.rampUp.marks) console.log(`  ramp-up: the markers join over ${(RAMP_MS / 1000).toFixed(0)} s; ${r.rampUp.marks.toLocaleString()} marks, not in the figures below`);
  const pacedFig = r.paced.marks ? printPhase(`paced at ${RATE.toLocaleString()} marks/s (each marker one answer every ${Math.round((MARKERS / RATE) * 1000)} ms)`, r.paced) : null;
  const openFig = r.open.marks ? printPhase('no pause (each marker fetches again as soon as a submit returns)', r.open) : null;
  console.log(`  duplicates: ${v.dup + r.duplicatesSeen} (must be 0); lost submissions: ${v.lost} (must be 0); conflicts (lease reclaimed): ${r.conflicts}; errors: ${r.errors.length}`);
  console.log(`  open slots left: ${v.open}; answers final: ${v.finals.toLocaleString()}; arbitrations produced: ${v.arb.toLocaleString()}`);
  if (pacedFig && openFig) {
    const most = openFig.marksPerS >= TARGET_MARKS_PER_S;
    const keptPace = pacedFig.marksPerS >= 0.98 * Math.min(RATE, TARGET_MARKS_PER_S) && RATE >= TARGET_MARKS_PER_S;
    const quick = pacedFig.p99 < TARGET_P99_MS;
    console.log(`  targets: at least ${TARGET_MARKS_PER_S.toLocaleString()} marks/s ${most ? 'met' : 'NOT met'} (${openFig.marksPerS.toFixed(0)} with no pause); p99 under ${TARGET_P99_MS} ms at ${TARGET_MARKS_PER_S.toLocaleString()} marks/s ${keptPace && quick ? 'met' : 'NOT met'} (${pacedFig.marksPerS.toFixed(0)} marks/s kept, p99 ${pacedFig.p99.toFixed(1)} ms)`);
  }
  if (r.errors.length) console.log(`  first errors: ${r.errors.slice(0, 3).join(' | ')}`);
  return v.dup + r.duplicatesSeen === 0 && v.lost === 0 && v.open === 0 && r.errors.length === 0;
}

const which = process.env.MARKING_BENCH_DB;
let ok = true;
if (MODE === 'sql') process.exit((await runSql()) ? 0 : 1);
if (!which || which === 'postgres') ok = (await run('postgres')) && ok;
if (!which || which === 'pglite') ok = (await run('pglite')) && ok;
process.exit(ok ? 0 : 1);

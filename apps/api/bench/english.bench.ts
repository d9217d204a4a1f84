/**
 * English resources under load (issue 18, "Quality bars"): vocabulary practice and its reports.
 *   1. Answers: 2,000 students (40 classes × 50) practise one put (50 words × 英译汉 / 汉译英 /
 *      拼写 × 2 rounds, 300 items a student) at once over HTTP, as the student page does: each
 *      student GETs their practice (GET /student/vocabulary/:putId), then answers its items one by
 *      one (POST /student/vocabulary/:putId/answer): a choice right or wrong at random, a spelling
 *      typed right (sometimes with another letter case or spaces around it, which the check
 *      forgives) or misspelt; round 2 (a new GET) once round 1 is done. The students together
 *      offer ENGLISH_BENCH_RATE answers a second (default 1,050: each student one answer about
 *      every 1.9 s, their starts spread evenly). They join one after another over the first
 *      ENGLISH_BENCH_RAMP_S seconds (default 10), as students open the page, and the figures are
 *      taken over the next ENGLISH_BENCH_SECONDS (default 60) once all are answering, as the
 *      marking benchmark does. Prints answers/s, p50/p99 of the answer call (and of the practice
 *      GET), errors, and "none lost": every answer the client was told was stored (repeated:
 *      false) is in vocab_attempt with the verdict the client was given and expected, and the
 *      put's rows are exactly those.
 *   2. Class report: a class of 50 students × 100 words × 3 rounds × 3 modes fully answered
 *      (45,000 attempts written with bulk SQL, about a quarter wrong), then the put's owner (an
 *      English teacher) reads GET /vocabulary/put/:putId/results, /students?clazzId= and
 *      /words?clazzId= ENGLISH_BENCH_REPORT_CALLS times each (default 30) after 2 warm-ups.
 *   3. Essay feedback: 30 students of the report class hand in 300-word essays one after another (POST
 *      /student/write/:taskId, which computes the 智能批改 and stores it); p50/p99, and the feedback
 *      engine alone in the bench process for comparison. Target ≤ 300 ms.
 * Targets: ≥ 1,000 answers/s on PostgreSQL with p99 ≤ 200 ms and none lost; an essay ≤ 300 ms; each class report
 * call ≤ 200 ms (judged on its p99).
 *
 * The database is a fresh one on BENCH_PG_URL (default the local server), set up with bulk SQL;
 * the API runs in child processes (marking-server.ts, ENGLISH_BENCH_API_PROCESSES, default 2,
 * logging as the product does into a file of the run's temporary folder).
 *
 *   npm run bench:english                                 PostgreSQL, full size
 *   ENGLISH_BENCH_SECONDS=20 npm run bench:english        a shorter measurement
 *   ENGLISH_BENCH_CLASSES=10 ENGLISH_BENCH_RATE=260 npm run bench:english   a smaller run
 *   ENGLISH_BENCH_DB=pglite npm run bench:english         PGlite (one API process); =both for both
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:english   profile the API
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data/apply.js';
import { newToken, tokenHash } from '../src/modules/auth/tokens.js';
import { englishWords } from '../src/db/reference-data/english-words.js';
import { essayFeedback, warmUpFeedback } from '../src/modules/writing/feedback.js';
import { WRITING_PROMPTS } from '../src/seed/question-bank/writing.js';
import { VOCAB_MODE, type TVocabAnswerResult, type TVocabPractice, type TVocabResults, type TVocabStudentReport, type TVocabWordReport } from '@app/contract/vocabulary';
import { type TStudentWriteTask } from '@app/contract/writing';

const CLASSES = Number(process.env.ENGLISH_BENCH_CLASSES ?? 40);
const CLASS_SIZE = 50;
const STUDENTS = CLASSES * CLASS_SIZE;
/** The practice put: words, modes and rounds (300 items a student). */
const PUT_WORDS = 50;
const PUT_MODES = [VOCAB_MODE.EN_ZH, VOCAB_MODE.ZH_EN, VOCAB_MODE.SPELL];
const PUT_ROUNDS = 2;
/** The report put: one class fully answered. */
const REPORT_WORDS = 100;
const REPORT_ROUNDS = 3;
const REPORT_CALLS = Number(process.env.ENGLISH_BENCH_REPORT_CALLS ?? 30);
/** API processes serving the students on PostgreSQL (the answer path relies on the database, not on process memory). */
const API_PROCESSES = Number(process.env.ENGLISH_BENCH_API_PROCESSES ?? 2);
/** Answers a second offered by all students together, the measured window and the ramp-up before it. */
const RATE = Number(process.env.ENGLISH_BENCH_RATE ?? 1050);
const SECONDS = Number(process.env.ENGLISH_BENCH_SECONDS ?? 60);
const RAMP_MS = Number(process.env.ENGLISH_BENCH_RAMP_S ?? 10) * 1000;
/** The share of answers a student gets right. */
const RIGHT = Number(process.env.ENGLISH_BENCH_RIGHT ?? 0.7);
const here = path.dirname(fileURLToPath(import.meta.url));
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The issue's targets. */
const TARGET_ANSWERS_PER_S = 1000;
const TARGET_P99_MS = 200;
const TARGET_REPORT_MS = 200;
const TARGET_ESSAY_MS = 300;
const ESSAY_WORDS = 300;
const ESSAY_CALLS = Number(process.env.ENGLISH_BENCH_ESSAYS ?? 30);

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

type Student = { id: number; token: string };
type Setup = {
  students: Student[];
  practicePutId: number;
  reportPutId: number;
  reportClazzId: number;
  teacherToken: string;
  /** The bank's words by id (the client types spellings from them). */
  words: Map<number, string>;
  /** The report class's students, signed in, and their writing task (自主命题, 250-350 words). */
  writers: Student[];
  writeTaskId: number;
};

/** A small seeded generator (mulberry32), so each run practises the same words. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Builds the school, classes, students (with accounts and sign-in tokens), the English teacher, two lists and their puts, and the report class's answers, with bulk SQL. */
async function setup(database: Database): Promise<Setup> {
  const db = database.db;
  await database.migrate();
  await applyReferenceData(db);
  const t0 = performance.now();
  const [schoolRow] = rows<{ id: number }>(await db.execute(sql`insert into school (name, domain, section) values ('压测中学', ${`bench-english-${Date.now()}.local`}, 2) returning id`));
  const schoolId = schoolRow!.id;
  await db.execute(sql`insert into semester (school_id, name, status, start_date, end_date) values (${schoolId}, '2026-2027学年第一学期', 1, '2026-09-01', '2027-01-20')`);
  const [gr] = rows<{ id: number }>(await db.execute(sql`insert into grade (school_id, section, grade_no, name) values (${schoolId}, 2, 1, '高一') returning id`));
  // Classes 1..CLASSES practise; class CLASSES + 1 is the report's class.
  await db.execute(sql`insert into clazz (school_id, grade_id, name, sort) select ${schoolId}, ${gr!.id}, '高一(' || i || ')班', i from generate_series(1, ${CLASSES + 1}) i`);
  await db.execute(sql`
    insert into student (school_id, clazz_id, name, student_num, gender)
    select ${schoolId}, c.id, '学生' || c.sort || '-' || s, 'E' || lpad(c.sort::text, 2, '0') || lpad(s::text, 2, '0'), 1 + s % 2
    from clazz c cross join generate_series(1, ${CLASS_SIZE}) s where c.school_id = ${schoolId}`);
  // Student accounts whose password was changed already (an issued one allows only the change).
  await db.execute(sql`insert into student_credential (student_id, password_hash, must_change_password) select id, 'x', false from student where school_id = ${schoolId}`);
  const practising = rows<{ id: number }>(
    await db.execute(sql`select s.id from student s join clazz c on c.id = s.clazz_id where s.school_id = ${schoolId} and c.sort <= ${CLASSES} order by c.sort, s.student_num`),
  ).map((r) => r.id);
  const students = practising.map((id) => ({ id, token: newToken() }));
  await db.execute(sql`
    insert into student_token (token_hash, student_id, expires_at)
    select h, s, now() + interval '1 day' from unnest(${sql.param(students.map((s) => tokenHash(s.token)))}::text[], ${sql.param(students.map((s) => s.id))}::int[]) as u(h, s)`);
  // The English teacher (subject 8) who owns the lists and puts, signed in.
  const [teacherRow] = rows<{ id: number }>(
    await db.execute(sql`insert into teacher (school_id, account, password_hash, name, section) values (${schoolId}, ${`bench-english-${schoolId}`}, 'x', '英语老师', 2) returning id`),
  );
  const teacherId = teacherRow!.id;
  await db.execute(sql`insert into teacher_subject (teacher_id, subject_id) values (${teacherId}, 8)`);
  const teacherToken = newToken();
  await db.execute(sql`insert into auth_token (token_hash, teacher_id, expires_at) values (${tokenHash(teacherToken)}, ${teacherId}, now() + interval '1 day')`);
  // The words: a seeded pick from the whole bank (phrases included).
  const bank = rows<{ id: number; word: string }>(await db.execute(sql`select id, word from english_word order by id`));
  const words = new Map(bank.map((w) => [w.id, w.word]));
  const rnd = seeded(18);
  const pool = bank.map((w) => w.id);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const practiceWords = pool.slice(0, PUT_WORDS);
  const reportWords = pool.slice(PUT_WORDS, PUT_WORDS + REPORT_WORDS);
  const makePut = async (name: string, wordIds: number[], rounds: number, clazzWhere: ReturnType<typeof sql>) => {
    const [list] = rows<{ id: number }>(await db.execute(sql`insert into vocab_list (school_id, teacher_id, name) values (${schoolId}, ${teacherId}, ${name}) returning id`));
    await db.execute(sql`insert into vocab_list_word (list_id, word_id, idx) select ${list!.id}, w, i - 1 from unnest(${sql.param(wordIds)}::int[]) with ordinality u(w, i)`);
    const [put] = rows<{ id: number }>(
      await db.execute(sql`
        insert into vocab_put (school_id, teacher_id, list_id, title, word_ids, modes, rounds, start_at, end_at)
        values (${schoolId}, ${teacherId}, ${list!.id}, ${name}, ${sql.param(wordIds)}::int[], ${sql.param(PUT_MODES)}::smallint[], ${rounds}, now() - interval '1 day', now() + interval '1 day')
        returning id`),
    );
    await db.execute(sql`insert into vocab_put_clazz (put_id, clazz_id) select ${put!.id}, id from clazz where school_id = ${schoolId} and ${clazzWhere}`);
    return put!.id;
  };
  const practicePutId = await makePut('压测词表（练习）', practiceWords, PUT_ROUNDS, sql`sort <= ${CLASSES}`);
  const reportPutId = await makePut('压测词表（报告）', reportWords, REPORT_ROUNDS, sql`sort = ${CLASSES + 1}`);
  const [rc] = rows<{ id: number }>(await db.execute(sql`select id from clazz where school_id = ${schoolId} and sort = ${CLASSES + 1}`));
  const reportClazzId = rc!.id;
  // The report class, fully answered: every student × round × mode × word, about a quarter wrong.
  // A wrong choice shows a neighbouring word of the list (its meaning, or the word); a wrong
  // spelling ends in one of three letters, so the word report groups a few distinct wrong answers.
  await db.execute(sql`
    insert into vocab_attempt (put_id, student_id, clazz_id, round, mode, word_id, answer, correct, created_at)
    select ${reportPutId}, s.id, s.clazz_id, r, m, w.id,
      case when x.ok then (case when m = 1 then w.meaning else w.word end)
           when m = 1 then o.meaning when m = 2 then o.word
           else left(w.word, greatest(1, length(w.word) - 1)) || substr('xqz', 1 + x.k, 1) end,
      x.ok, now() - interval '20 hours' + make_interval(secs => r * 3600 + m * 600 + u.i * 5)
    from student s
    cross join generate_series(1, ${REPORT_ROUNDS}) r
    cross join unnest(${sql.param(PUT_MODES)}::int[]) m
    cross join unnest(${sql.param(reportWords)}::int[]) with ordinality u(wid, i)
    join english_word w on w.id = u.wid
    cross join lateral (select ((s.id * 7919 + r * 104729 + m * 1299709 + u.i::int * 15485863) % 100) >= 25 as ok, ((s.id + r + m + u.i::int) % 3) as k) x
    join english_word o on o.id = (${sql.param(reportWords)}::int[])[((u.i::int + x.k) % ${REPORT_WORDS}) + 1]
    where s.clazz_id = ${reportClazzId}`);
  // A writing task for the report class, whose students are signed in to hand in essays.
  const writers = rows<{ id: number }>(await db.execute(sql`select id from student where clazz_id = ${reportClazzId} order by student_num`)).map((r) => ({ id: r.id, token: newToken() }));
  await db.execute(sql`
    insert into student_token (token_hash, student_id, expires_at)
    select h, s, now() + interval '1 day' from unnest(${sql.param(writers.map((w) => tokenHash(w.token)))}::text[], ${sql.param(writers.map((w) => w.id))}::int[]) as u(h, s)`);
  const [task] = rows<{ id: number }>(
    await db.execute(sql`
      insert into write_task (school_id, teacher_id, kind, title, prompt, min_words, max_words, full_score, start_at, end_at)
      values (${schoolId}, ${teacherId}, 4, '压测作文', 'Write about a school event in about 300 words.', 250, 350, 15, now() - interval '1 day', now() + interval '1 day') returning id`),
  );
  await db.execute(sql`insert into write_task_clazz (task_id, clazz_id) values (${task!.id}, ${reportClazzId})`);
  if (database.kind === 'postgres') await db.execute(sql`analyze`);
  const [n] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from vocab_attempt where put_id = ${reportPutId}`));
  console.log(
    `  set-up: ${STUDENTS.toLocaleString()} students in ${CLASSES} classes practising ${PUT_WORDS} words × ${PUT_MODES.length} modes × ${PUT_ROUNDS} rounds; report class of ${CLASS_SIZE} with ${n!.n.toLocaleString()} answers; ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { students, practicePutId, reportPutId, reportClazzId, teacherToken, words, writers, writeTaskId: task!.id };
}

/** One API process (marking-server.ts): it logs as the product does into a file and reports its port over IPC. */
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
const sortedOf = (xs: number[]) => Float64Array.from(xs).sort();

type Envelope<T> = { errCode: string; errMsg: string; data: T };

/** The load generator's HTTP client: node:http over kept-alive sockets (cheaper than fetch on a shared 2-core machine). */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
function call<T>(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<Envelope<T> & { bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body == null ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          const buf = Buffer.concat(chunks);
          resolve({ ...(JSON.parse(buf.toString('utf8')) as Envelope<T>), bytes: buf.length });
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A misspelling: the last character replaced by another letter (so it differs after the check's normalisation). */
function misspelt(word: string): string {
  const last = word.at(-1)!.toLowerCase();
  return word.slice(0, -1) + (last === 'e' ? 'a' : 'e');
}

/**
 * Where the machine's CPU goes (Linux /proc, in seconds): the API processes, PostgreSQL (every
 * process named postgres: the benchmark's connections stay open through the window), this load
 * generator, and the machine as a whole (so what other programs took shows too).
 */
const TICK = 100;
function procCpu(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) / TICK;
  } catch {
    return 0;
  }
}
function cpuSnapshot(apiPids: number[]) {
  let postgres = 0;
  try {
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres') postgres += procCpu(Number(d));
      } catch {
        // gone meanwhile
      }
    }
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (cpu[3]! + cpu[4]!) / TICK;
    const busy = cpu.slice(0, 8).reduce((a, b) => a + b, 0) / TICK - idle;
    const u = process.cpuUsage();
    return { api: apiPids.reduce((t, p) => t + procCpu(p), 0), postgres, generator: (u.user + u.system) / 1e6, busy, idle };
  } catch {
    return null;
  }
}
type CpuSnapshot = NonNullable<ReturnType<typeof cpuSnapshot>>;
const cpuDelta = (a: CpuSnapshot | null, b: CpuSnapshot | null) =>
  a && b ? { api: b.api - a.api, postgres: b.postgres - a.postgres, generator: b.generator - a.generator, busy: b.busy - a.busy, idle: b.idle - a.idle } : null;

/** The item key of an answer, as vocab_attempt's unique index has it (the put is fixed). */
const itemKey = (studentId: number, round: number, mode: number, wordId: number) => `${studentId}:${round}:${mode}:${wordId}`;

async function answerLoad(bases: string[], apiPids: number[], s: Setup) {
  const n = s.students.length;
  const interval = (n / RATE) * 1000;
  const answerMs: number[] = [];
  const practiceMs: number[] = [];
  const lagMs: number[] = [];
  /** item → the verdict the client was told was stored. */
  const accepted = new Map<string, boolean>();
  let inWindow = 0;
  let rampAnswers = 0;
  let repeated = 0;
  let wrongVerdicts = 0;
  let finishedStudents = 0;
  let round2Students = 0;
  let practiceBytes = 0;
  const errors: string[] = [];
  const t0 = performance.now();
  const tStart = t0 + RAMP_MS;
  const tEnd = tStart + SECONDS * 1000;
  let lastReport = t0;
  const rnd = seeded(2026);
  let cpuAtStart: CpuSnapshot | null = null;
  let cpuAtEnd: CpuSnapshot | null = null;
  const t1 = setTimeout(() => (cpuAtStart = cpuSnapshot(apiPids)), tStart - performance.now());
  const t2 = setTimeout(() => (cpuAtEnd = cpuSnapshot(apiPids)), tEnd - performance.now());
  await Promise.all(
    s.students.map(async (st, i) => {
      // Students are spread over the API processes, as a load balancer would.
      const base = bases[i % bases.length]!;
      const url = `${base}/student/vocabulary/${s.practicePutId}`;
      const auth = { authorization: `Bearer ${st.token}` };
      const headers = { ...auth, 'content-type': 'application/json' };
      // The students open the page one after another over the ramp-up; their answers then follow every `interval` ms.
      const join = t0 + (RAMP_MS > 0 ? (i * RAMP_MS) / n : (i * interval) / n);
      await sleep(join - performance.now());
      let due = join;
      const open = async (): Promise<TVocabPractice | null> => {
        const t = performance.now();
        try {
          const r = await call<TVocabPractice>(url, 'GET', auth);
          practiceMs.push(performance.now() - t);
          practiceBytes = Math.max(practiceBytes, r.bytes);
          if (r.errCode !== '00') {
            errors.push(`practice: ${r.errCode} ${r.errMsg}`);
            return null;
          }
          return r.data;
        } catch (err) {
          errors.push(`practice: ${String(err)}`);
          return null;
        }
      };
      let practice = await open();
      if (!practice) return;
      let todo = practice.items.filter((it) => !it.result);
      for (;;) {
        if (!todo.length) {
          // Round done: the page asks for the next one (round 2 opens once round 1 is complete).
          if (practice.round >= practice.rounds) {
            finishedStudents++;
            return;
          }
          if (performance.now() >= tEnd) return;
          practice = await open();
          if (!practice) return;
          if (practice.round > 1) round2Students++;
          todo = practice.items.filter((it) => !it.result);
          if (!todo.length) return;
        }
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const started = performance.now();
        if (started >= tEnd) return;
        const measured = started >= tStart;
        if (measured && wait <= 0) lagMs.push(-wait);
        due += interval;
        const item = todo.shift()!;
        const right = rnd() < RIGHT;
        let body: Record<string, unknown>;
        if (item.mode === VOCAB_MODE.SPELL) {
          const word = s.words.get(item.wordId)!;
          // A right spelling sometimes comes with spaces around it or another letter case, which the check forgives.
          const r3 = rnd();
          const typed = r3 < 0.1 ? ` ${word} ` : r3 < 0.2 ? word.toUpperCase() : word;
          body = { round: item.round, mode: item.mode, wordId: item.wordId, spelling: right ? typed : misspelt(word) };
        } else {
          const others = item.options.filter((o) => o.wordId !== item.wordId);
          const choice = right || !others.length ? item.wordId : others[Math.floor(rnd() * others.length)]!.wordId;
          body = { round: item.round, mode: item.mode, wordId: item.wordId, choiceWordId: choice };
        }
        try {
          const res = await call<TVocabAnswerResult>(`${url}/answer`, 'POST', headers, JSON.stringify(body));
          const now = performance.now();
          if (measured) answerMs.push(now - started);
          if (res.errCode === '00') {
            if (res.data.repeated) repeated++;
            else {
              accepted.set(itemKey(st.id, item.round, item.mode, item.wordId), res.data.correct);
              if (measured) inWindow++;
              else rampAnswers++;
            }
            if (res.data.correct !== right) wrongVerdicts++;
          } else errors.push(`answer: ${res.errCode} ${res.errMsg}`);
          if (now - lastReport > 10_000) {
            lastReport = now;
            console.log(`    … ${accepted.size.toLocaleString()} answers, ${(accepted.size / ((now - t0) / 1000)).toFixed(0)} answers/s since the first student joined`);
          }
        } catch (err) {
          errors.push(`answer: ${String(err)}`);
        }
      }
    }),
  );
  clearTimeout(t1);
  clearTimeout(t2);
  return { cpu: cpuDelta(cpuAtStart, cpuAtEnd), practiceBytes, interval, answerMs, practiceMs, lagMs, accepted, inWindow, rampAnswers, repeated, wrongVerdicts, finishedStudents, round2Students, errors, seconds: SECONDS };
}

/** Every answer the client was told was stored is in vocab_attempt with that verdict; the put's rows are exactly those. */
async function verify(database: Database, putId: number, accepted: Map<string, boolean>) {
  const stored = rows<{ student_id: number; round: number; mode: number; word_id: number; correct: boolean }>(
    await database.db.execute(sql`select student_id, round, mode, word_id, correct from vocab_attempt where put_id = ${putId}`),
  );
  const byKey = new Map(stored.map((r) => [itemKey(Number(r.student_id), Number(r.round), Number(r.mode), Number(r.word_id)), r.correct]));
  let lost = 0;
  let otherVerdict = 0;
  for (const [k, correct] of accepted) {
    const v = byKey.get(k);
    if (v === undefined) lost++;
    else if (v !== correct) otherVerdict++;
  }
  return { rows: stored.length, lost, otherVerdict };
}

async function reportCalls(base: string, s: Setup) {
  const headers = { authorization: `Bearer ${s.teacherToken}` };
  const calls: { name: string; url: string; check: (d: unknown) => string | null }[] = [
    {
      name: `GET /vocabulary/put/:putId/results`,
      url: `${base}/vocabulary/put/${s.reportPutId}/results`,
      check: (d) => ((d as TVocabResults).total.answerCount === CLASS_SIZE * REPORT_WORDS * REPORT_ROUNDS * PUT_MODES.length ? null : 'answer count differs'),
    },
    {
      name: `GET /vocabulary/put/:putId/students?clazzId=`,
      url: `${base}/vocabulary/put/${s.reportPutId}/students?clazzId=${s.reportClazzId}`,
      check: (d) => ((d as TVocabStudentReport).students.length === CLASS_SIZE && (d as TVocabStudentReport).students.every((x) => x.finished) ? null : 'students differ'),
    },
    {
      name: `GET /vocabulary/put/:putId/words?clazzId=`,
      url: `${base}/vocabulary/put/${s.reportPutId}/words?clazzId=${s.reportClazzId}`,
      check: (d) => ((d as TVocabWordReport).words.length === REPORT_WORDS ? null : 'words differ'),
    },
  ];
  const out: { name: string; p50: number; p99: number; bytes: number; error: string | null }[] = [];
  for (const c of calls) {
    const ms: number[] = [];
    let bytes = 0;
    let error: string | null = null;
    for (let i = 0; i < REPORT_CALLS + 2; i++) {
      const t = performance.now();
      const r = await call<unknown>(c.url, 'GET', headers);
      const d = performance.now() - t;
      if (r.errCode !== '00') error = `${r.errCode} ${r.errMsg}`;
      else error ??= c.check(r.data);
      bytes = r.bytes;
      if (i >= 2) ms.push(d);
    }
    const sorted = sortedOf(ms);
    out.push({ name: c.name, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), bytes, error });
  }
  return out;
}

/**
 * 300-word essays built from the question bank's model essays (each student a different mix, with
 * a few letters dropped so spelling suggestions are computed too).
 */
function essayOf(i: number): string {
  const texts = WRITING_PROMPTS.map((p) => p.sampleEssay.replace(/<br\/?>/g, '\n').replace(/<\/p>/g, '\n\n').replace(/<[^>]+>/g, '').trim());
  const words = [...texts.slice(i % texts.length), ...texts.slice(0, i % texts.length)].join('\n\n').split(/\s+/).slice(0, ESSAY_WORDS);
  return words.map((w, k) => ((k + i) % 37 === 5 && w.length > 5 ? w.slice(0, 2) + w.slice(3) : w)).join(' ');
}

/** Students hand in 300-word essays one after another: the POST that stores the essay with its 智能批改. */
async function essayCalls(base: string, s: Setup) {
  const ms: number[] = [];
  const inProcess: number[] = [];
  const errors: string[] = [];
  let words = 0;
  for (let i = 0; i < ESSAY_CALLS + 2; i++) {
    const w = s.writers[i % s.writers.length]!;
    const text = essayOf(i);
    const t = performance.now();
    const r = await call<TStudentWriteTask>(`${base}/student/write/${s.writeTaskId}`, 'POST', { authorization: `Bearer ${w.token}`, 'content-type': 'application/json' }, JSON.stringify({ text }));
    const d = performance.now() - t;
    if (r.errCode !== '00') errors.push(`${r.errCode} ${r.errMsg}`);
    else words = r.data.submission?.feedback?.wordCount ?? 0;
    if (i >= 2) ms.push(d);
  }
  // The feedback alone, in this process (the engine without HTTP and the database), for comparison.
  warmUpFeedback();
  const bank = new Map(englishWords().map((w) => [w.word.toLowerCase(), w.junior]));
  for (let i = 0; i < ESSAY_CALLS; i++) {
    const t = performance.now();
    await essayFeedback(essayOf(i), { fullScore: 15, minWords: 250, maxWords: 350 }, bank);
    inProcess.push(performance.now() - t);
  }
  return { ms: sortedOf(ms), inProcess: sortedOf(inProcess), errors, words };
}

async function run(kind: 'postgres' | 'pglite'): Promise<boolean> {
  console.log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ==`);
  let database: Database;
  let cleanup: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  if (kind === 'postgres') {
    const name = `bench_english_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 4 });
    env = { BENCH_PG_URL: u.toString() };
    cleanup = async () => {
      if (process.env.ENGLISH_BENCH_KEEP) console.log(`  kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-english-pglite-'));
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    env = { BENCH_PGLITE_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const s = await setup(database);
  // PGlite allows one process at a time: hand the data folder to the server.
  if (kind === 'pglite') await database.close();
  const processes = kind === 'pglite' ? 1 : API_PROCESSES;
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-english-log-')), 'api.log');
  const servers = await Promise.all(Array.from({ length: processes }, () => startServer(env, logFile)));

  console.log(`  1. answers: ${STUDENTS.toLocaleString()} students over HTTP (${processes} API process(es), logging at ${process.env.LOG_LEVEL ?? 'info'}), offering ${RATE.toLocaleString()} answers/s`);
  const r = await answerLoad(
    servers.map((x) => x.base),
    servers.map((x) => x.child.pid!),
    s,
  );
  const reports = await reportCalls(servers[0]!.base, s);
  const essays = await essayCalls(servers[0]!.base, s);
  for (const { child } of servers) {
    child.kill('SIGTERM');
    await new Promise((res) => child.once('exit', res));
  }
  if (kind === 'pglite') database = await openDatabase({ kind: 'pglite', dataDir: env.BENCH_PGLITE_DIR });
  const v = await verify(database, s.practicePutId, r.accepted);
  await database.close();
  await cleanup();
  const logSize = statSync(logFile).size;
  rmSync(path.dirname(logFile), { recursive: true, force: true });

  const a = sortedOf(r.answerMs);
  const p = sortedOf(r.practiceMs);
  const lag = sortedOf(r.lagMs);
  const perS = r.inWindow / r.seconds;
  console.log(`     each student one answer every ${(r.interval / 1000).toFixed(2)} s; joining over ${(RAMP_MS / 1000).toFixed(0)} s (${r.rampAnswers.toLocaleString()} answers then, not in the figures), then measured for ${r.seconds} s; API log ${(logSize / 1e6).toFixed(0)} MB`);
  console.log(`     answers: ${r.inWindow.toLocaleString()} in ${r.seconds} s = ${perS.toFixed(0)} answers/s`);
  console.log(`     answer call: p50 ${quantile(a, 0.5).toFixed(1)} ms, p99 ${quantile(a, 0.99).toFixed(1)} ms, max ${(a.at(-1) ?? NaN).toFixed(1)} ms (${a.length.toLocaleString()} calls)`);
  console.log(`     practice GET (150 items): p50 ${quantile(p, 0.5).toFixed(1)} ms, p99 ${quantile(p, 0.99).toFixed(1)} ms (${p.length.toLocaleString()} calls of ${(r.practiceBytes / 1024).toFixed(0)} kB, most during the ramp-up; ${r.round2Students} students opened round 2, ${r.finishedStudents} finished)`);
  if (r.lagMs.length) console.log(`     started late: ${r.lagMs.length.toLocaleString()} answers, by p99 ${quantile(lag, 0.99).toFixed(1)} ms`);
  console.log(`     errors: ${r.errors.length}; repeated (already stored): ${r.repeated}; verdicts other than the client expected: ${r.wrongVerdicts}`);
  const noneLost = v.lost === 0 && v.otherVerdict === 0 && v.rows === r.accepted.size;
  console.log(`     none lost: ${noneLost ? 'yes' : 'NO'} (${r.accepted.size.toLocaleString()} answers told stored; ${v.rows.toLocaleString()} rows in vocab_attempt; missing ${v.lost}, another verdict ${v.otherVerdict})`);
  if (r.cpu && kind === 'pglite') {
    const c = r.cpu;
    console.log(`     CPU in the window: the API process with PGlite inside it ${c.api.toFixed(1)} s (${r.inWindow ? ((c.api / r.inWindow) * 1000).toFixed(2) : '?'} ms an answer), load generator ${c.generator.toFixed(1)} s, other programs ${Math.max(0, c.busy - c.api - c.postgres - c.generator).toFixed(1)} s, idle ${c.idle.toFixed(1)} s`);
  } else if (r.cpu) {
    const c = r.cpu;
    const others = Math.max(0, c.busy - c.api - c.postgres - c.generator);
    const per = (x: number) => (r.inWindow ? ((x / r.inWindow) * 1000).toFixed(2) : '?');
    console.log(
      `     CPU in the window (${os.cpus().length} cores × ${r.seconds} s = ${(os.cpus().length * r.seconds).toFixed(0)} s): API ${c.api.toFixed(1)} s (${per(c.api)} ms an answer), PostgreSQL ${c.postgres.toFixed(1)} s (${per(c.postgres)} ms), load generator ${c.generator.toFixed(1)} s (${per(c.generator)} ms), other programs ${others.toFixed(1)} s, idle ${c.idle.toFixed(1)} s`,
    );
    // What the machine would give this benchmark alone, at the CPU an answer just measured (an upper bound: no headroom for latency).
    const ours = c.api + c.postgres + c.generator;
    if (r.inWindow && ours > 0) console.log(`     at ${per(ours)} ms of CPU an answer (API + PostgreSQL + generator), ${os.cpus().length} cores with nothing else running would give at most ${((os.cpus().length * r.inWindow) / ours).toFixed(0)} answers/s`);
  }
  if (r.errors.length) console.log(`     first errors: ${[...new Set(r.errors)].slice(0, 3).join(' | ')}`);

  console.log(`  2. class report: ${CLASS_SIZE} students × ${REPORT_WORDS} words × ${REPORT_ROUNDS} rounds × ${PUT_MODES.length} modes fully answered; the put's owner, ${REPORT_CALLS} calls each after 2 warm-ups`);
  for (const c of reports) console.log(`     ${c.name}: p50 ${c.p50.toFixed(1)} ms, p99 ${c.p99.toFixed(1)} ms (${(c.bytes / 1024).toFixed(0)} kB)${c.error ? `; ERROR ${c.error}` : ''}`);
  console.log(`  3. essay feedback: ${ESSAY_CALLS} essays of ${essays.words} words handed in one after another (POST /student/write/:taskId: 智能批改, stored)`);
  console.log(`     POST: p50 ${quantile(essays.ms, 0.5).toFixed(1)} ms, p99 ${quantile(essays.ms, 0.99).toFixed(1)} ms${essays.errors.length ? `; ERRORS ${essays.errors.slice(0, 2).join(' | ')}` : ''}; the feedback alone in this process: p50 ${quantile(essays.inProcess, 0.5).toFixed(1)} ms, p99 ${quantile(essays.inProcess, 0.99).toFixed(1)} ms`);

  const rateMet = perS >= TARGET_ANSWERS_PER_S;
  const p99 = quantile(a, 0.99);
  const quick = p99 <= TARGET_P99_MS;
  const worstReport = Math.max(...reports.map((c) => c.p99));
  const reportMet = worstReport <= TARGET_REPORT_MS && reports.every((c) => !c.error);
  const essayP99 = quantile(essays.ms, 0.99);
  const essayMet = essayP99 <= TARGET_ESSAY_MS && essays.errors.length === 0;
  console.log(
    `  targets: ≥ ${TARGET_ANSWERS_PER_S.toLocaleString()} answers/s ${rateMet ? 'met' : 'NOT met'} (${perS.toFixed(0)}); answer p99 ≤ ${TARGET_P99_MS} ms ${quick ? 'met' : 'NOT met'} (${p99.toFixed(1)} ms); none lost ${noneLost ? 'met' : 'NOT met'}; class report ≤ ${TARGET_REPORT_MS} ms ${reportMet ? 'met' : 'NOT met'} (worst p99 ${worstReport.toFixed(1)} ms); essay feedback ≤ ${TARGET_ESSAY_MS} ms ${essayMet ? 'met' : 'NOT met'} (p99 ${essayP99.toFixed(1)} ms)`,
  );
  return noneLost && r.errors.length === 0 && reports.every((c) => !c.error) && essays.errors.length === 0;
}

const which = process.env.ENGLISH_BENCH_DB ?? 'postgres';
let ok = true;
if (which === 'postgres' || which === 'both') ok = (await run('postgres')) && ok;
if (which === 'pglite' || which === 'both') ok = (await run('pglite')) && ok;
process.exit(ok ? 0 : 1);

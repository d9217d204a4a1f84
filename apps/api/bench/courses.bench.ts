/**
 * Online courses under load (issue 19, "Quality bars"): lesson video uploads, the players'
 * progress reports and a course's statistics.
 *   1. Uploads (one API process): first resume and attach. A real sample video (60 s, H.264/AAC,
 *      made once by makeSampleVideo) is sent in one PATCH that the client drops part way (the
 *      request destroyed mid-body); HEAD says where the server stopped, the rest follows from
 *      there, and the stored file must be the sample byte for byte (size and content); it is then
 *      attached (POST /course/:courseId/video: sniff, ffprobe, poster, copy to storage, row) and
 *      that call's time is reported (not part of the throughput). Then the big upload: a body of
 *      COURSES_BENCH_UPLOAD_MB (default 1,024 MB; MB here is
 *      1,048,576 bytes): the sample's first 64 kB (a valid MP4 header) followed by filler, streamed
 *      by the client from two small buffers, never held whole in memory on either side. It goes to
 *      the tus endpoint over http as the web client's tus-js-client sends it: POST /course/upload
 *      (Upload-Length, Upload-Metadata with courseId), then PATCH chunks of COURSES_BENCH_CHUNK_MB
 *      (default 8) one after another. Prints MB/s for the whole upload (creation to the last
 *      204), each PATCH's p50 / p99 / max, and the API process's resident memory (VmRSS of
 *      /proc/<pid>/status, sampled every 200 ms): before the upload (the highest of the second
 *      before it), its peak during it, the growth. The stored file's size is checked on disk, its
 *      head sniffed as MP4, then the upload is deleted over tus (DELETE), not attached.
 *   2. Progress reports: a course of 3 videos of 600 s published to COURSES_BENCH_CLASSES classes
 *      (default 20) of 50 students; every student (1,000) reports every COURSE_PROGRESS_EVERY_S
 *      (5 s) the stretch just played (POST /student/course/video/:videoId/progress with
 *      {fromS, toS = fromS + 5, watchedS: 5}, consecutive), one report after another as the web
 *      player's outbox sends them, 200 reports/s in all, their phases spread evenly. The students
 *      join one after another over COURSES_BENCH_RAMP_S (default 10); the figures are taken over
 *      the next COURSES_BENCH_SECONDS (default 60). Prints reports/s, p50 / p99 / max, which
 *      seconds of the window the reports over 100 ms started in (a stall of a few seconds or a
 *      spread), a student's first report (inserts the row) against the later ones (update it) and
 *      the slowest report of each 5 s from the first join (ramp-up included), errors, reports
 *      started late, CPU in the window (API processes, PostgreSQL, load generator, other programs,
 *      idle, from /proc), and "none lost": after the run, every student's course_watch
 *      row has the position of the last report acknowledged to them and 5 s of watching for each
 *      acknowledged report, and there is no other row.
 *   3. Statistics: another course of 3 videos published to COURSES_BENCH_STAT_CLASSES classes
 *      (default 10) of 50 students (500), each with watch rows for all 3 videos (1,500 rows of
 *      varied coverage, written with bulk SQL); its owner GETs /course/:courseId/stat
 *      COURSES_BENCH_STAT_CALLS times (default 30) after 2 warm-ups (p50 / p99) and
 *      /course/:courseId/stat/download (the Excel workbook) once (COURSES_BENCH_DOWNLOADS times:
 *      the first, the process's first workbook, shown apart from the others).
 * Targets (issue 19): upload ≥ 50 MB/s on localhost, the server's memory growing < 100 MB while a
 * 1 GB video is uploaded; progress reports of 1,000 students every 5 s with p99 ≤ 100 ms (and none
 * lost); a course's statistics for 500 students ≤ 200 ms (judged on the p99; the download is
 * shown beside it).
 *
 * The database is a fresh one on BENCH_PG_URL (default the local server), created and set up with
 * bulk SQL (school, classes, students with accounts and sign-in tokens minted here, the teacher
 * and the token, the three courses, the videos pointing at one stored sample file, the watch
 * rows), and dropped at the end. The API runs in child processes (marking-server.ts,
 * COURSES_BENCH_API_PROCESSES, default 2, logging as the product does into a file of the run's
 * folder); each gets its own TMPDIR inside the run's folder, so its storage folder (where the
 * sample video and poster are put under the videos' keys) and its tus folder are known, and all is
 * removed at the end. Uploads and statistics go to the first process; reports to all of them.
 *
 *   npm run bench:courses                                    PostgreSQL, full size (about 1½ minutes)
 *   COURSES_BENCH_SECONDS=20 npm run bench:courses           a shorter measurement of the reports
 *   COURSES_BENCH_UPLOAD_MB=256 npm run bench:courses        a smaller upload
 *   COURSES_BENCH_ONLY=upload,stat npm run bench:courses     some parts only (upload, progress, stat)
 *   COURSES_BENCH_DB=pglite npm run bench:courses            PGlite (one API process); =both for both
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:courses   profile the API
 *   COURSES_BENCH_KEEP=1                                     keep the database
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { COURSE_PROGRESS_EVERY_S, COURSE_UPLOAD_PATH, COURSE_WATCH_BUCKET_S, type TCourseProgress, type TCourseStat, type TCourseVideo } from '@app/contract';
import { openDatabase, type Database } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data/apply.js';
import { newToken, tokenHash } from '../src/modules/auth/tokens.js';
import { bucketCount } from '../src/modules/course/watch.js';
import { fileHead, makePoster, makeSampleVideo, probeVideo, sniffVideo, type VideoInfo } from '../src/modules/course/video-probe.js';
import { createLocalStorage } from '../src/storage/storage.js';

const MB = 1024 * 1024;
const UPLOAD_BYTES = Math.round(Number(process.env.COURSES_BENCH_UPLOAD_MB ?? 1024) * MB);
const CHUNK_BYTES = Math.round(Number(process.env.COURSES_BENCH_CHUNK_MB ?? 8) * MB);
const CLASS_SIZE = 50;
const PROGRESS_CLASSES = Number(process.env.COURSES_BENCH_CLASSES ?? 20);
const STAT_CLASSES = Number(process.env.COURSES_BENCH_STAT_CLASSES ?? 10);
const STUDENTS = PROGRESS_CLASSES * CLASS_SIZE;
const VIDEOS = 3;
const VIDEO_S = 600;
const SECONDS = Number(process.env.COURSES_BENCH_SECONDS ?? 60);
const RAMP_MS = Number(process.env.COURSES_BENCH_RAMP_S ?? 10) * 1000;
const STAT_CALLS = Number(process.env.COURSES_BENCH_STAT_CALLS ?? 30);
const DOWNLOADS = Math.max(1, Number(process.env.COURSES_BENCH_DOWNLOADS ?? 1));
const API_PROCESSES = Number(process.env.COURSES_BENCH_API_PROCESSES ?? 2);
const SAMPLE_S = 60;
const ONLY = new Set((process.env.COURSES_BENCH_ONLY ?? 'upload,progress,stat').split(',').map((s) => s.trim()));
const here = path.dirname(fileURLToPath(import.meta.url));
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The issue's targets. */
const TARGET_MB_S = 50;
const TARGET_RSS_GROWTH_MB = 100;
const TARGET_REPORT_P99_MS = 100;
const TARGET_STAT_MS = 200;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '?');
const int = (n: number) => Math.round(n).toLocaleString('en-US');

type Sample = { file: string; poster: string; bytes: Buffer; info: VideoInfo };
type Student = { id: number; token: string; videoId: number; startS: number };
type Setup = {
  schoolId: number;
  teacherToken: string;
  uploadCourseId: number;
  progressCourseId: number;
  statCourseId: number;
  students: Student[];
  fileKey: string;
  posterKey: string;
};

/** The sample video (60 s, 320×180, H.264 and AAC, moov first), its poster and what ffprobe says of it. */
async function makeSample(dir: string): Promise<Sample> {
  const file = path.join(dir, 'sample.mp4');
  const poster = path.join(dir, 'sample.jpg');
  await makeSampleVideo(file, SAMPLE_S, 'testsrc2');
  const info = await probeVideo(file);
  await makePoster(file, poster, 1);
  return { file, poster, bytes: readFileSync(file), info };
}

/** The school, classes, students (accounts and sign-in tokens), the teacher and the three courses with their videos and the statistics' watch rows, with bulk SQL. */
async function setup(database: Database, sample: Sample): Promise<Setup> {
  const db = database.db;
  await database.migrate();
  await applyReferenceData(db);
  const t0 = performance.now();
  const [schoolRow] = rows<{ id: number }>(await db.execute(sql`insert into school (name, domain, section) values ('压测中学', ${`bench-courses-${Date.now()}.local`}, 2) returning id`));
  const schoolId = schoolRow!.id;
  await db.execute(sql`insert into semester (school_id, name, status, start_date, end_date) values (${schoolId}, '2026-2027学年第一学期', 1, '2026-09-01', '2027-01-20')`);
  const [gr] = rows<{ id: number }>(await db.execute(sql`insert into grade (school_id, section, grade_no, name) values (${schoolId}, 2, 1, '高一') returning id`));
  const gradeId = gr!.id;
  // Classes 1..PROGRESS_CLASSES watch the progress course; the next STAT_CLASSES the statistics' course.
  await db.execute(sql`insert into clazz (school_id, grade_id, name, sort) select ${schoolId}, ${gradeId}, '高一(' || i || ')班', i from generate_series(1, ${PROGRESS_CLASSES + STAT_CLASSES}) i`);
  await db.execute(sql`
    insert into student (school_id, clazz_id, name, student_num, gender)
    select ${schoolId}, c.id, '学生' || c.sort || '-' || s, 'C' || lpad(c.sort::text, 2, '0') || lpad(s::text, 2, '0'), 1 + s % 2
    from clazz c cross join generate_series(1, ${CLASS_SIZE}) s where c.school_id = ${schoolId}`);
  // Student accounts whose password was changed already (an issued one allows only the change).
  await db.execute(sql`insert into student_credential (student_id, password_hash, must_change_password) select id, 'x', false from student where school_id = ${schoolId}`);
  // The teacher (maths, senior section) who owns the courses, signed in.
  const [teacherRow] = rows<{ id: number }>(
    await db.execute(sql`insert into teacher (school_id, account, password_hash, name, section) values (${schoolId}, ${`bench-courses-${schoolId}`}, 'x', '网课老师', 2) returning id`),
  );
  const teacherId = teacherRow!.id;
  await db.execute(sql`insert into teacher_subject (teacher_id, subject_id) values (${teacherId}, 3)`);
  const teacherToken = newToken();
  await db.execute(sql`insert into auth_token (token_hash, teacher_id, expires_at) values (${tokenHash(teacherToken)}, ${teacherId}, now() + interval '1 day')`);
  const newCourse = async (name: string) =>
    rows<{ id: number }>(await db.execute(sql`insert into course (school_id, teacher_id, name, subject_id, grade_id, description) values (${schoolId}, ${teacherId}, ${name}, 3, ${gradeId}, '压测') returning id`))[0]!.id;
  const uploadCourseId = await newCourse('压测：上传');
  const progressCourseId = await newCourse('压测：进度上报');
  const statCourseId = await newCourse('压测：学习统计');
  // Every video of the two published courses points at the one sample file (and poster) put in each API process's storage.
  const fileKey = `course-videos/${schoolId}/bench-sample.mp4`;
  const posterKey = `course-videos/${schoolId}/bench-sample.jpg`;
  for (const courseId of [progressCourseId, statCourseId]) {
    await db.execute(sql`
      insert into course_video (course_id, ord, title, file_name, kind, file_size, duration_s, width, height, file_key, poster_key)
      select ${courseId}, i, '第' || i || '课', 'sample.mp4', 'mp4', ${sample.bytes.length}, ${VIDEO_S}, ${sample.info.width}, ${sample.info.height}, ${fileKey}, ${posterKey}
      from generate_series(1, ${VIDEOS}) i`);
  }
  await db.execute(sql`
    insert into course_clazz (course_id, clazz_id, published_at)
    select case when sort <= ${PROGRESS_CLASSES} then ${progressCourseId}::int else ${statCourseId}::int end, id, now() - interval '3 days' from clazz where school_id = ${schoolId}`);
  // The statistics' course: every student has watched part of each video (0-100 %, varied), from
  // one to three days ago; the stretches watched are a run of buckets from a varied start.
  const buckets = bucketCount(VIDEO_S);
  await db.execute(sql`
    insert into course_watch (video_id, student_id, course_id, clazz_id, position_s, watched_s, bits, seen, first_at, last_at)
    select v.id, s.id, ${statCourseId}, s.clazz_id, least(${VIDEO_S}, (x.a + x.k) * ${COURSE_WATCH_BUCKET_S}), x.k * ${COURSE_WATCH_BUCKET_S} + (s.id % 7) * 11,
      (repeat('0', x.a) || repeat('1', x.k) || repeat('0', ${buckets} - x.a - x.k))::bit varying, x.k,
      now() - interval '3 days' + make_interval(secs => (s.id % 3600) * 10), now() - interval '1 day' + make_interval(secs => (s.id * 7 + v.ord) % 3600)
    from student s
    join clazz c on c.id = s.clazz_id and c.sort > ${PROGRESS_CLASSES}
    join course_video v on v.course_id = ${statCourseId}
    cross join lateral (select (s.id * 7919 + v.ord * 104729) % ${buckets + 1} as k) k0
    cross join lateral (select k0.k as k, ((s.id * 31 + v.ord) % (${buckets + 1} - k0.k)) as a) x
    where s.school_id = ${schoolId}`);
  // The reporting students: each watches one of the three videos from its own start, signed in with a token minted here.
  const videos = rows<{ id: number }>(await db.execute(sql`select id from course_video where course_id = ${progressCourseId} order by ord`)).map((r) => r.id);
  const watching = rows<{ id: number }>(
    await db.execute(sql`select s.id from student s join clazz c on c.id = s.clazz_id where s.school_id = ${schoolId} and c.sort <= ${PROGRESS_CLASSES} order by c.sort, s.student_num`),
  );
  const students = watching.map((r, i) => ({ id: r.id, token: newToken(), videoId: videos[i % VIDEOS]!, startS: (i % 60) * COURSE_PROGRESS_EVERY_S }));
  await db.execute(sql`
    insert into student_token (token_hash, student_id, expires_at)
    select h, s, now() + interval '1 day' from unnest(${sql.param(students.map((s) => tokenHash(s.token)))}::text[], ${sql.param(students.map((s) => s.id))}::int[]) as u(h, s)`);
  if (database.kind === 'postgres') await db.execute(sql`analyze`);
  const [n] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from course_watch where course_id = ${statCourseId}`));
  console.log(
    `  set-up: ${(PROGRESS_CLASSES + STAT_CLASSES) * CLASS_SIZE} students in ${PROGRESS_CLASSES + STAT_CLASSES} classes; progress course ${VIDEOS} × ${VIDEO_S} s to ${PROGRESS_CLASSES} classes; statistics course to ${STAT_CLASSES} classes with ${int(n!.n)} watch rows; ${fmt((performance.now() - t0) / 1000)} s`,
  );
  return { schoolId, teacherToken, uploadCourseId, progressCourseId, statCourseId, students, fileKey, posterKey };
}

type Server = { child: ChildProcess; base: string; tmp: string };

/** One API process (marking-server.ts) with its own TMPDIR: it logs as the product does into a file and reports its port over IPC. */
function startServer(env: NodeJS.ProcessEnv, logFile: string, tmp: string): Promise<Server> {
  mkdirSync(tmp, { recursive: true });
  // tsx keeps its compiled files in TMPDIR/tsx-<uid>: the usual one, so the process starts as fast as the other benches'.
  const tsxCache = `tsx-${process.getuid?.() ?? ''}`;
  if (existsSync(path.join(os.tmpdir(), tsxCache))) symlinkSync(path.join(os.tmpdir(), tsxCache), path.join(tmp, tsxCache));
  return new Promise((resolve, reject) => {
    // BENCH_SERVER_NODE_ARGS: extra Node options for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, [...extra, '--import', 'tsx', path.join(here, 'marking-server.ts')], { env: { ...process.env, ...env, TMPDIR: tmp }, stdio: ['ignore', log, 'inherit', 'ipc'] });
    closeSync(log);
    child.once('message', (m: { port?: number }) => {
      if (m.port) resolve({ child, base: `http://127.0.0.1:${m.port}`, tmp });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The folder of a server's TMPDIR whose name starts so (its file storage: bench-files-, its tus uploads: course-uploads-). */
function folderOf(server: Server, prefix: string): string {
  const name = readdirSync(server.tmp).find((f) => f.startsWith(prefix));
  if (!name) throw new Error(`no ${prefix}* folder in ${server.tmp}`);
  return path.join(server.tmp, name);
}

function quantile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}
const sortedOf = (xs: number[]) => Float64Array.from(xs).sort();

type Envelope<T> = { errCode: string; errMsg: string; data: T };
type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** The load generator's HTTP client: node:http over kept-alive sockets (cheaper than fetch on a shared 2-core machine). */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
function request(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body == null ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
async function call<T>(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<Envelope<T> & { bytes: number }> {
  const r = await request(url, method, body == null ? headers : { ...headers, 'content-type': 'application/json' }, body);
  return { ...(JSON.parse(r.body.toString('utf8')) as Envelope<T>), bytes: r.body.length };
}

/** Resident memory of a process in MB (VmRSS), or NaN once it is gone. */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Where the machine's CPU goes (Linux /proc, in seconds): the API processes, PostgreSQL (every
 * process named postgres), this load generator, and the machine as a whole (so what other programs
 * took shows too).
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
type Cpu = { api: number; postgres: number; generator: number; busy: number; idle: number };
const cpuDelta = (a: CpuSnapshot | null, b: CpuSnapshot | null): Cpu | null =>
  a && b ? { api: b.api - a.api, postgres: b.postgres - a.postgres, generator: b.generator - a.generator, busy: b.busy - a.busy, idle: b.idle - a.idle } : null;
const cpuLine = (c: Cpu, seconds: number) =>
  `CPU (${os.cpus().length} cores × ${fmt(seconds, 0)} s = ${fmt(os.cpus().length * seconds, 0)} s): API ${fmt(c.api)} s, PostgreSQL ${fmt(Math.max(0, c.postgres))} s, load generator ${fmt(c.generator)} s, other programs ${fmt(Math.max(0, c.busy - c.api - c.postgres - c.generator))} s, idle ${fmt(c.idle)} s`;

// ---------------------------------------------------------------------------------------------
// 1. Uploads

/** A virtual file: `head` then `filler` repeated, `size` bytes in all; read as slices of those two buffers (nothing the size of the file is ever allocated). */
type Body = { head: Buffer; filler: Buffer | null; size: number };
function* slices(b: Body, from: number, to: number): Generator<Buffer> {
  let p = from;
  while (p < to) {
    if (p < b.head.length) {
      const s = b.head.subarray(p, Math.min(b.head.length, to));
      p += s.length;
      yield s;
    } else {
      const f = b.filler!;
      const at = (p - b.head.length) % f.length;
      const s = f.subarray(at, Math.min(f.length, at + (to - p)));
      p += s.length;
      yield s;
    }
  }
}

const tusHeaders = (token: string) => ({ authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' });
const b64 = (s: string) => Buffer.from(s).toString('base64');

async function tusCreate(base: string, token: string, size: number, meta: Record<string, string>): Promise<string> {
  const r = await request(`${base}${COURSE_UPLOAD_PATH}`, 'POST', {
    ...tusHeaders(token),
    'upload-length': String(size),
    'upload-metadata': Object.entries(meta)
      .map(([k, v]) => `${k} ${b64(v)}`)
      .join(','),
  });
  if (r.status !== 201 || !r.headers.location) throw new Error(`tus creation: ${r.status} ${r.body.toString()}`);
  return new URL(r.headers.location, base).toString();
}

async function tusOffset(url: string, token: string): Promise<number> {
  const r = await request(url, 'HEAD', tusHeaders(token));
  if (r.status !== 200) throw new Error(`tus HEAD: ${r.status}`);
  return Number(r.headers['upload-offset']);
}

/**
 * One PATCH of `body` from `offset` to `to`, written as the socket takes it; `dropAfter` bytes
 * destroys the request part way (a dropped connection). Resolves with the status and the server's
 * new offset, or status 0 when dropped.
 */
function tusPatch(url: string, token: string, body: Body, offset: number, to: number, dropAfter?: number): Promise<{ status: number; offset: number; text: string }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (v: { status: number; offset: number; text: string } | Error) => {
      if (settled) return;
      settled = true;
      if (v instanceof Error) reject(v);
      else resolve(v);
    };
    const req = http.request(url, {
      method: 'PATCH',
      agent,
      headers: { ...tusHeaders(token), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(to - offset) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, offset: Number(res.headers['upload-offset'] ?? NaN), text: Buffer.concat(chunks).toString() }));
      res.on('error', (e) => done(e));
    });
    req.on('error', (e) => (dropAfter != null ? done({ status: 0, offset: NaN, text: 'dropped' }) : done(e)));
    void (async () => {
      let sent = 0;
      for (const s of slices(body, offset, to)) {
        if (settled || req.destroyed) return;
        const piece = dropAfter != null ? s.subarray(0, Math.max(0, dropAfter - sent)) : s;
        if (piece.length && !req.write(piece)) await once(req, 'drain');
        sent += piece.length;
        if (dropAfter != null && sent >= dropAfter) {
          // Let the server take what was sent, then drop the connection mid-body.
          await sleep(300);
          req.destroy();
          done({ status: 0, offset: NaN, text: 'dropped' });
          return;
        }
      }
      req.end();
    })().catch((e: unknown) => done(e instanceof Error ? e : new Error(String(e))));
  });
}

type UploadResult = {
  bytes: number;
  seconds: number;
  patchMs: Float64Array;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  storedSize: number;
  storedKind: string | null;
  deleted: boolean;
  cpu: Cpu | null;
};

/** The big upload: creation, then CHUNK_BYTES PATCHes one after another, the API process's RSS sampled every 200 ms. */
async function bigUpload(server: Server, s: Setup, sample: Sample): Promise<UploadResult> {
  const pid = server.child.pid!;
  const filler = Buffer.alloc(MB);
  for (let i = 0; i < filler.length; i++) filler[i] = (i * 131 + (i >> 10) * 7) & 0xff;
  const body: Body = { head: sample.bytes.subarray(0, 64 * 1024), filler, size: UPLOAD_BYTES };
  // The resident memory before: the process has served the set-up's calls and the sample's upload already.
  const before: number[] = [];
  for (let i = 0; i < 5; i++) {
    before.push(rssMb(pid));
    await sleep(200);
  }
  const rssBefore = Math.max(...before);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid) || 0)), 200);
  const cpu0 = cpuSnapshot([pid]);
  const t0 = performance.now();
  const url = await tusCreate(server.base, s.teacherToken, body.size, { filename: '大视频.mp4', filetype: 'video/mp4', courseId: String(s.uploadCourseId) });
  const patchMs: number[] = [];
  let offset = 0;
  let lastLog = t0;
  while (offset < body.size) {
    const to = Math.min(body.size, offset + CHUNK_BYTES);
    const t = performance.now();
    const r = await tusPatch(url, s.teacherToken, body, offset, to);
    patchMs.push(performance.now() - t);
    if (r.status !== 204 || r.offset !== to) throw new Error(`PATCH at ${offset}: ${r.status} offset ${r.offset} ${r.text}`);
    offset = to;
    if (performance.now() - lastLog > 5000) {
      lastLog = performance.now();
      console.log(`    … ${int(offset / MB)} MB, ${fmt(offset / MB / ((lastLog - t0) / 1000), 0)} MB/s, API RSS ${fmt(rssMb(pid), 0)} MB`);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuDelta(cpu0, cpuSnapshot([pid]));
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMb(pid) || 0);
  const id = url.split('/').pop()!;
  const stored = path.join(folderOf(server, 'course-uploads-'), id);
  const storedSize = statSync(stored).size;
  const storedKind = sniffVideo(await fileHead(stored));
  // Not attached: removed over tus (1 GB less on the disk for the rest of the run).
  const del = await request(url, 'DELETE', tusHeaders(s.teacherToken));
  await sleep(1000);
  return { bytes: offset, seconds, patchMs: sortedOf(patchMs), rssBefore, rssPeak, rssAfter: rssMb(pid), storedSize, storedKind, deleted: del.status === 204, cpu };
}

type ResumeResult = { size: number; dropAfter: number; serverHad: number; retries: number; finalOffset: number; storedSize: number; identical: boolean; attachMs: number; video: TCourseVideo | null; error: string | null };

/** The sample sent in one PATCH dropped part way, resumed from the server's offset, checked on disk, then attached. */
async function resumeAndAttach(server: Server, s: Setup, sample: Sample): Promise<ResumeResult> {
  const body: Body = { head: sample.bytes, filler: null, size: sample.bytes.length };
  const dropAfter = Math.floor(body.size * 0.4);
  const url = await tusCreate(server.base, s.teacherToken, body.size, { filename: '第一课 样片.mp4', filetype: 'video/mp4', courseId: String(s.uploadCourseId) });
  const dropped = await tusPatch(url, s.teacherToken, body, 0, body.size, dropAfter);
  if (dropped.status !== 0) throw new Error(`the dropped PATCH answered ${dropped.status} ${dropped.text}`);
  const serverHad = await tusOffset(url, s.teacherToken);
  // As tus-js-client: ask for the offset, go on from there; a 409 or 423 (the dropped request still finishing) means ask again.
  let retries = 0;
  let finalOffset: number;
  for (;;) {
    const from = await tusOffset(url, s.teacherToken);
    const r = await tusPatch(url, s.teacherToken, body, from, body.size);
    if (r.status === 204) {
      finalOffset = r.offset;
      break;
    }
    if ((r.status === 409 || r.status === 423) && retries < 10) {
      retries++;
      await sleep(200);
      continue;
    }
    throw new Error(`resumed PATCH: ${r.status} ${r.text}`);
  }
  const headOffset = await tusOffset(url, s.teacherToken);
  const id = url.split('/').pop()!;
  const stored = path.join(folderOf(server, 'course-uploads-'), id);
  const storedSize = statSync(stored).size;
  const identical = readFileSync(stored).equals(sample.bytes);
  const t = performance.now();
  const r = await call<TCourseVideo>(`${server.base}/course/${s.uploadCourseId}/video`, 'POST', { authorization: `Bearer ${s.teacherToken}` }, JSON.stringify({ uploadId: id, title: '第一课 样片' }));
  const attachMs = performance.now() - t;
  return {
    size: body.size,
    dropAfter,
    serverHad,
    retries,
    finalOffset: Math.min(finalOffset, headOffset),
    storedSize,
    identical,
    attachMs,
    video: r.errCode === '00' ? r.data : null,
    error: r.errCode === '00' ? null : `${r.errCode} ${r.errMsg}`,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Progress reports

type Ack = { positionS: number; count: number };

async function progressLoad(bases: string[], apiPids: number[], s: Setup) {
  const n = s.students.length;
  const interval = COURSE_PROGRESS_EVERY_S * 1000;
  const reportMs: number[] = [];
  const lagMs: number[] = [];
  /** The second of the window (0, 1, …) each report slower than the target started in. */
  const slow: number[] = [];
  /** Every report, ramp-up included: a student's first (its row is inserted) and the later ones (the row is updated); the slowest of each 5 s from the first join. */
  const firstMs: number[] = [];
  const laterMs: number[] = [];
  const slices: number[] = [];
  /** student id → the position of the last report acknowledged and how many were. */
  const acked = new Map<number, Ack>();
  const errors: string[] = [];
  let inWindow = 0;
  let rampReports = 0;
  const t0 = performance.now();
  const tStart = t0 + RAMP_MS;
  const tEnd = tStart + SECONDS * 1000;
  let lastLog = t0;
  let cpuAtStart: CpuSnapshot | null = null;
  let cpuAtEnd: CpuSnapshot | null = null;
  const t1 = setTimeout(() => (cpuAtStart = cpuSnapshot(apiPids)), tStart - performance.now());
  const t2 = setTimeout(() => (cpuAtEnd = cpuSnapshot(apiPids)), tEnd - performance.now());
  let total = 0;
  await Promise.all(
    s.students.map(async (st, i) => {
      // Students are spread over the API processes, as a load balancer would.
      const url = `${bases[i % bases.length]!}/student/course/video/${st.videoId}/progress`;
      const headers = { authorization: `Bearer ${st.token}` };
      // They open the video one after another over the ramp-up; their reports then follow every 5 s.
      const join = t0 + (RAMP_MS > 0 ? (i * RAMP_MS) / n : (i * interval) / n);
      await sleep(join - performance.now());
      let due = join + interval;
      let at = st.startS;
      for (;;) {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const started = performance.now();
        if (started >= tEnd) return;
        const measured = started >= tStart;
        if (measured && wait < -1) lagMs.push(-wait);
        due += interval;
        const body = { fromS: at, toS: at + COURSE_PROGRESS_EVERY_S, watchedS: COURSE_PROGRESS_EVERY_S };
        const a0 = acked.get(st.id);
        try {
          const r = await call<TCourseProgress>(url, 'POST', headers, JSON.stringify(body));
          const now = performance.now();
          (a0 === undefined ? firstMs : laterMs).push(now - started);
          const slice = Math.floor((started - t0) / 5000);
          slices[slice] = Math.max(slices[slice] ?? 0, now - started);
          if (measured) {
            reportMs.push(now - started);
            if (now - started > TARGET_REPORT_P99_MS) slow.push(Math.floor((started - tStart) / 1000));
          }
          if (r.errCode === '00') {
            acked.set(st.id, { positionS: r.data.positionS, count: (a0?.count ?? 0) + 1 });
            if (r.data.positionS !== body.toS) errors.push(`position ${r.data.positionS} for a report to ${body.toS}`);
            at = body.toS;
            total++;
            if (measured) inWindow++;
            else rampReports++;
          } else errors.push(`${r.errCode} ${r.errMsg}`);
          if (now - lastLog > 10_000) {
            lastLog = now;
            console.log(`    … ${int(total)} reports, ${fmt(total / ((now - t0) / 1000), 0)} reports/s since the first student joined`);
          }
        } catch (err) {
          errors.push(String(err));
        }
      }
    }),
  );
  clearTimeout(t1);
  clearTimeout(t2);
  return { cpu: cpuDelta(cpuAtStart, cpuAtEnd), windowAt: new Date(Date.now() - (performance.now() - tStart)), reportMs: sortedOf(reportMs), lagMs: sortedOf(lagMs), slow, firstMs: sortedOf(firstMs), laterMs: sortedOf(laterMs), slices, acked, inWindow, rampReports, errors, offered: (n / interval) * 1000 };
}

/** Every student's course_watch row has the last acknowledged position and 5 s a report; no other row. */
async function verifyProgress(database: Database, s: Setup, acked: Map<number, Ack>) {
  const stored = rows<{ student_id: number; video_id: number; position_s: number; watched_s: number }>(
    await database.db.execute(sql`select student_id, video_id, position_s, watched_s from course_watch where course_id = ${s.progressCourseId}`),
  );
  const byStudent = new Map(stored.map((r) => [Number(r.student_id), r]));
  const videoOf = new Map(s.students.map((st) => [st.id, st.videoId]));
  let lost = 0;
  let otherTime = 0;
  for (const [id, a] of acked) {
    const r = byStudent.get(id);
    if (!r || Number(r.video_id) !== videoOf.get(id) || Number(r.position_s) !== a.positionS) lost++;
    else if (Math.abs(Number(r.watched_s) - a.count * COURSE_PROGRESS_EVERY_S) > 1e-6) otherTime++;
  }
  return { rows: stored.length, lost, otherTime, extra: stored.length - acked.size };
}

// ---------------------------------------------------------------------------------------------
// 3. Statistics

async function statCalls(base: string, s: Setup) {
  const headers = { authorization: `Bearer ${s.teacherToken}` };
  const ms: number[] = [];
  let bytes = 0;
  let error: string | null = null;
  for (let i = 0; i < STAT_CALLS + 2; i++) {
    const t = performance.now();
    const r = await call<TCourseStat>(`${base}/course/${s.statCourseId}/stat`, 'GET', headers);
    const d = performance.now() - t;
    if (r.errCode !== '00') error = `${r.errCode} ${r.errMsg}`;
    else if (r.data.students.length !== STAT_CLASSES * CLASS_SIZE || r.data.clazzes.length !== STAT_CLASSES || r.data.videoCount !== VIDEOS) error ??= 'the statistics differ from the set-up';
    else if (r.data.students.some((x) => x.firstWatchedAt == null)) error ??= 'a student without watching';
    bytes = r.bytes;
    if (i >= 2) ms.push(d);
  }
  // The download once (COURSES_BENCH_DOWNLOADS more than 1: the later ones shown apart, the first being the process's first workbook).
  const downloads: number[] = [];
  let downloadBytes = 0;
  let downloadError: string | null = null;
  for (let i = 0; i < DOWNLOADS; i++) {
    const t = performance.now();
    const file = await request(`${base}/course/${s.statCourseId}/stat/download`, 'GET', headers);
    downloads.push(performance.now() - t);
    downloadBytes = file.body.length;
    const xlsx = file.status === 200 && file.body.subarray(0, 2).toString('latin1') === 'PK';
    if (!xlsx) downloadError ??= `${file.status} ${file.body.subarray(0, 200).toString()}`;
  }
  return { ms: sortedOf(ms), bytes, error, downloadMs: downloads[0]!, laterDownloads: sortedOf(downloads.slice(1)), downloadBytes, downloadError };
}

// ---------------------------------------------------------------------------------------------

type Line = { target: string; measured: string; pass: boolean | null };

async function run(kind: 'postgres' | 'pglite'): Promise<boolean> {
  console.log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ==`);
  const [l1, l5, l15] = os.loadavg();
  console.log(`  machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${fmt(l1!, 2)} / ${fmt(l5!, 2)} / ${fmt(l15!, 2)}, ${fmt(os.freemem() / 1024 ** 3)} GB free memory`);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'bench-courses-'));
  let t = performance.now();
  const sample = await makeSample(runDir);
  console.log(`  sample video: ${SAMPLE_S} s, ${sample.info.width}×${sample.info.height}, ${int(sample.bytes.length)} bytes (made in ${fmt((performance.now() - t) / 1000)} s)`);
  let database: Database;
  let cleanup: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  if (kind === 'postgres') {
    const name = `bench_courses_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 4 });
    env = { BENCH_PG_URL: u.toString() };
    cleanup = async () => {
      if (process.env.COURSES_BENCH_KEEP) console.log(`  kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dir = path.join(runDir, 'pglite');
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    env = { BENCH_PGLITE_DIR: dir };
    cleanup = async () => undefined;
  }
  const s = await setup(database, sample);
  // PGlite allows one process at a time: hand the data folder to the server.
  if (kind === 'pglite') await database.close();
  const processes = kind === 'pglite' ? 1 : API_PROCESSES;
  const logFile = path.join(runDir, 'api.log');
  t = performance.now();
  const servers = await Promise.all(Array.from({ length: processes }, (_, i) => startServer(env, logFile, path.join(runDir, `api-${i}`))));
  // The sample and its poster under the videos' keys, in each process's file storage.
  for (const server of servers) {
    const storage = createLocalStorage(folderOf(server, 'bench-files-'));
    await storage.putFile(s.fileKey, sample.file, 'video/mp4');
    await storage.putFile(s.posterKey, sample.poster, 'image/jpeg');
  }
  console.log(`  ${processes} API process(es) started in ${fmt((performance.now() - t) / 1000)} s (logging at ${process.env.LOG_LEVEL ?? 'info'})`);
  const lines: Line[] = [];
  let ok = true;

  if (ONLY.has('upload')) {
    console.log(`  1. uploads over tus to one API process`);
    const r = await resumeAndAttach(servers[0]!, s, sample);
    const resumed = r.finalOffset === r.size && r.storedSize === r.size && r.identical;
    console.log(
      `     resume: the sample (${int(r.size)} bytes) in one PATCH dropped after ${int(r.dropAfter)} bytes sent; HEAD said ${int(r.serverHad)}; continued from there (${r.retries} retries); final offset ${int(r.finalOffset)}, file on disk ${int(r.storedSize)} bytes, ${r.identical ? 'identical to' : 'DIFFERENT from'} the sample`,
    );
    console.log(
      `     attach (sniff, ffprobe, poster, copy to storage, row): ${fmt(r.attachMs, 0)} ms${r.video ? ` → ${r.video.kind} ${r.video.width}×${r.video.height}, ${r.video.durationS} s, ${int(r.video.fileSize)} bytes` : `; ERROR ${r.error}`}`,
    );
    const u = await bigUpload(servers[0]!, s, sample);
    const mbs = u.bytes / MB / u.seconds;
    const growth = u.rssPeak - u.rssBefore;
    console.log(
      `     upload: ${int(u.bytes / MB)} MB in ${int(u.bytes / CHUNK_BYTES)} PATCHes of ${CHUNK_BYTES / MB} MB in ${fmt(u.seconds)} s = ${fmt(mbs, 0)} MB/s; a PATCH p50 ${fmt(quantile(u.patchMs, 0.5), 0)} ms, p99 ${fmt(quantile(u.patchMs, 0.99), 0)} ms, max ${fmt(u.patchMs.at(-1) ?? NaN, 0)} ms`,
    );
    console.log(`     stored: ${int(u.storedSize)} bytes on disk (${u.storedSize === u.bytes ? 'all of it' : 'NOT the bytes sent'}), sniffed as ${u.storedKind ?? 'not a video'}; deleted over tus: ${u.deleted ? 'yes' : 'NO'}`);
    console.log(`     API process RSS: ${fmt(u.rssBefore, 0)} MB before, peak ${fmt(u.rssPeak, 0)} MB during, growth ${fmt(growth, 0)} MB; ${fmt(u.rssAfter, 0)} MB a second after`);
    if (u.cpu) console.log(`     ${cpuLine(u.cpu, u.seconds)}`);
    ok = ok && resumed && !r.error && u.storedSize === u.bytes && u.deleted;
    lines.push({ target: `upload ≥ ${TARGET_MB_S} MB/s (${int(u.bytes / MB)} MB, ${CHUNK_BYTES / MB} MB PATCHes)`, measured: `${fmt(mbs, 0)} MB/s`, pass: mbs >= TARGET_MB_S && u.storedSize === u.bytes });
    lines.push({ target: `API memory growth < ${TARGET_RSS_GROWTH_MB} MB during it`, measured: `+${fmt(growth, 0)} MB (${fmt(u.rssBefore, 0)} → ${fmt(u.rssPeak, 0)} MB)`, pass: growth < TARGET_RSS_GROWTH_MB });
    lines.push({ target: 'resume after a dropped PATCH: file = bytes sent', measured: `${int(r.storedSize)} / ${int(r.size)} bytes, ${r.identical ? 'identical' : 'different'}`, pass: resumed });
    lines.push({ target: `attach a real ${SAMPLE_S} s video (not a target)`, measured: `${fmt(r.attachMs, 0)} ms${r.error ? ` ${r.error}` : ''}`, pass: null });
  }

  let acked: Map<number, Ack> | null = null;
  let progressLine: Line | null = null;
  if (ONLY.has('progress')) {
    console.log(
      `  2. progress reports: ${int(STUDENTS)} students over HTTP (${processes} API process(es)), each a report every ${COURSE_PROGRESS_EVERY_S} s: ${int(STUDENTS / COURSE_PROGRESS_EVERY_S)} reports/s offered`,
    );
    const r = await progressLoad(
      servers.map((x) => x.base),
      servers.map((x) => x.child.pid!),
      s,
    );
    acked = r.acked;
    const perS = r.inWindow / SECONDS;
    const p99 = quantile(r.reportMs, 0.99);
    console.log(`     joining over ${fmt(RAMP_MS / 1000, 0)} s (${int(r.rampReports)} reports then, not in the figures), then measured for ${SECONDS} s from ${r.windowAt.toISOString().slice(11, 19)} UTC`);
    console.log(`     reports: ${int(r.inWindow)} in ${SECONDS} s = ${fmt(perS)} reports/s (offered ${fmt(r.offered, 0)})`);
    console.log(`     report call: p50 ${fmt(quantile(r.reportMs, 0.5))} ms, p99 ${fmt(p99)} ms, max ${fmt(r.reportMs.at(-1) ?? NaN)} ms (${int(r.reportMs.length)} calls)`);
    if (r.slow.length) {
      // When the slow ones started: a few seconds of stall (another program, the disk) or spread over the window.
      const bySecond = new Map<number, number>();
      for (const x of r.slow) bySecond.set(x, (bySecond.get(x) ?? 0) + 1);
      const worst = [...bySecond].sort((a, b) => b[1] - a[1]).slice(0, 6).sort((a, b) => a[0] - b[0]);
      console.log(`     over ${TARGET_REPORT_P99_MS} ms: ${int(r.slow.length)} report(s) in ${bySecond.size} of the window's ${SECONDS} seconds; the most in seconds ${worst.map(([sec, k]) => `${sec} (${k})`).join(', ')}`);
    }
    console.log(
      `     from the first join, ramp-up included: a student's first report (inserts the row) p50 ${fmt(quantile(r.firstMs, 0.5))} ms, p99 ${fmt(quantile(r.firstMs, 0.99))} ms; the later ones (update it) p50 ${fmt(quantile(r.laterMs, 0.5))} ms, p99 ${fmt(quantile(r.laterMs, 0.99))} ms`,
    );
    console.log(`     slowest report of each 5 s from the first join (ms): ${Array.from(r.slices, (x) => fmt(x ?? 0, 0)).join(' ')}`);
    if (r.lagMs.length) console.log(`     started late: ${int(r.lagMs.length)} reports, by p99 ${fmt(quantile(r.lagMs, 0.99))} ms`);
    console.log(`     errors: ${r.errors.length}${r.errors.length ? ` (first: ${[...new Set(r.errors)].slice(0, 3).join(' | ')})` : ''}`);
    if (r.cpu) {
      const per = (x: number) => (r.inWindow ? fmt((x / r.inWindow) * 1000, 2) : '?');
      console.log(`     ${cpuLine(r.cpu, SECONDS)}; a report: API ${per(r.cpu.api)} ms, PostgreSQL ${per(r.cpu.postgres)} ms, generator ${per(r.cpu.generator)} ms`);
    }
    ok = ok && r.errors.length === 0;
    progressLine = { target: `progress: ${int(STUDENTS)} students every ${COURSE_PROGRESS_EVERY_S} s, p99 ≤ ${TARGET_REPORT_P99_MS} ms`, measured: `${fmt(perS, 0)}/s of ${fmt(r.offered, 0)}, p99 ${fmt(p99)} ms`, pass: perS >= 0.98 * r.offered && p99 <= TARGET_REPORT_P99_MS && r.errors.length === 0 };
    lines.push(progressLine);
  }

  if (ONLY.has('stat')) {
    console.log(`  3. statistics: ${STAT_CLASSES * CLASS_SIZE} students × ${VIDEOS} videos; the owner, ${STAT_CALLS} calls after 2 warm-ups`);
    const r = await statCalls(servers[0]!.base, s);
    const p99 = quantile(r.ms, 0.99);
    console.log(`     GET /course/:courseId/stat: p50 ${fmt(quantile(r.ms, 0.5))} ms, p99 ${fmt(p99)} ms (${fmt(r.bytes / 1024, 0)} kB)${r.error ? `; ERROR ${r.error}` : ''}`);
    const later = r.laterDownloads.length ? `; ${r.laterDownloads.length} more: p50 ${fmt(quantile(r.laterDownloads, 0.5), 0)} ms, max ${fmt(r.laterDownloads.at(-1) ?? NaN, 0)} ms` : '';
    console.log(`     GET /course/:courseId/stat/download (Excel, the process's first): ${fmt(r.downloadMs, 0)} ms (${fmt(r.downloadBytes / 1024, 0)} kB)${later}${r.downloadError ? `; ERROR ${r.downloadError}` : ''}`);
    ok = ok && !r.error && !r.downloadError;
    lines.push({ target: `statistics of ${STAT_CLASSES * CLASS_SIZE} students ≤ ${TARGET_STAT_MS} ms (p99 of ${STAT_CALLS})`, measured: `p50 ${fmt(quantile(r.ms, 0.5))} ms, p99 ${fmt(p99)} ms`, pass: p99 <= TARGET_STAT_MS && !r.error });
    lines.push({ target: 'statistics download (Excel), once (not a target)', measured: `${fmt(r.downloadMs, 0)} ms (${r.downloadMs <= TARGET_STAT_MS ? 'within' : 'over'} ${TARGET_STAT_MS} ms)${r.downloadError ? ' ERROR' : ''}`, pass: null });
  }

  for (const { child } of servers) {
    child.kill('SIGTERM');
    await new Promise((res) => child.once('exit', res));
  }
  if (acked) {
    if (kind === 'pglite') database = await openDatabase({ kind: 'pglite', dataDir: env.BENCH_PGLITE_DIR });
    const v = await verifyProgress(database, s, acked);
    const noneLost = v.lost === 0 && v.otherTime === 0 && v.extra === 0;
    console.log(
      `  none lost: ${noneLost ? 'yes' : 'NO'} (${int(acked.size)} students with acknowledged reports; ${int(v.rows)} course_watch rows; a position other than the last acknowledged: ${v.lost}; watching other than 5 s a report: ${v.otherTime}; rows of no acknowledged report: ${v.extra})`,
    );
    ok = ok && noneLost;
    lines.splice(lines.indexOf(progressLine!) + 1, 0, { target: 'progress: none lost (row = last acknowledged report)', measured: `${int(v.rows)} rows, ${v.lost} off`, pass: noneLost });
  }
  await database.close();
  await cleanup();
  const logSize = statSync(logFile).size;
  rmSync(runDir, { recursive: true, force: true });
  console.log(`  API log ${fmt(logSize / 1e6)} MB`);

  const w = Math.max(...lines.map((l) => l.target.length));
  const m = Math.max(...lines.map((l) => l.measured.length));
  console.log(`\n  summary (${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}):`);
  console.log(`  ${'target'.padEnd(w)}  ${'measured'.padEnd(m)}  result`);
  for (const l of lines) console.log(`  ${l.target.padEnd(w)}  ${l.measured.padEnd(m)}  ${l.pass == null ? '-' : l.pass ? 'PASS' : 'FAIL'}`);
  return ok;
}

const which = process.env.COURSES_BENCH_DB ?? 'postgres';
let ok = true;
if (which === 'postgres' || which === 'both') ok = (await run('postgres')) && ok;
if (which === 'pglite' || which === 'both') ok = (await run('pglite')) && ok;
process.exit(ok ? 0 : 1);

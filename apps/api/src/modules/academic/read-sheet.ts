/**
 * Reading an uploaded workbook's first worksheet where a bad file cannot take the server down:
 * sheet-parse.ts (caps checked while unpacking, then the parse) runs in a child process with its
 * own heap limit (--max-old-space-size) and a time limit (http/upload-limits.ts). A worker that
 * runs out of either dies or is killed, alone, and the file is refused; the server goes on.
 * (A worker thread's resourceLimits were tried first: V8 gives a thread over its limit only 16 MB
 * of grace, and a parse that allocates more before it stops aborted the whole server.)
 * Workers are kept for a minute after a file (starting one costs about a second of loading) and
 * at most two parse at once; more uploads wait their turn.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { errors } from '../../http/errors.js';
import { XLSX_LIMITS, type XlsxLimits } from '../../http/upload-limits.js';
import { XlsxRefusal } from '../../http/xlsx-guard.js';
import { parseFirstSheet, type SheetRows, type SheetWorkerReply } from './sheet-parse.js';

const WORKER_PATH = fileURLToPath(new URL('./sheet-worker.mjs', import.meta.url));
const MAX_WORKERS = 2;
const IDLE_MS = 60_000;
/** What a worker last wrote to stderr is kept to tell a heap exhaustion from another death. */
const STDERR_TAIL = 4096;

type Worker = { child: ChildProcess; ready: Promise<void>; stderr: () => string };
type Idle = { worker: Worker; timer: NodeJS.Timeout; forget: () => void };
const idle: Idle[] = [];
let busy = 0;
const waiting: (() => void)[] = [];

/** The same parse in the calling thread (tests, tools); caps apply, the heap limit does not. */
export async function readSheetInProcess(file: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<SheetRows> {
  try {
    return await parseFirstSheet(file, limits);
  } catch (err) {
    throw err instanceof XlsxRefusal ? errors.validation(err.message) : err;
  }
}

function startWorker(limits: XlsxLimits): Worker {
  const child = fork(WORKER_PATH, [], {
    // Not the server's own flags (a test runner's loader, inspector): only the heap limit.
    execArgv: [`--max-old-space-size=${limits.workerHeapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let tail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-STDERR_TAIL);
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (m: unknown) => {
      if ((m as { ready?: boolean }).ready) done(resolve);
    };
    const onExit = (code: number | null, signal: string | null) =>
      done(() => reject(new Error(`sheet worker exited (${signal ?? code}) before it was ready: ${tail}`)));
    const onError = (err: Error) => done(() => reject(err));
    const done = (fn: () => void) => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', onError);
      fn();
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.once('error', onError);
  });
  // A failed start is answered through runIn; this keeps it from being an unheard rejection meanwhile.
  ready.catch(() => undefined);
  return { child, ready, stderr: () => tail };
}

function stop(worker: Worker): void {
  if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
}

/** One file through one worker. A worker that answered is kept for the next file; one that failed is stopped. */
function runIn(worker: Worker, file: Buffer, limits: XlsxLimits): Promise<SheetRows> {
  const { child } = worker;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('error', onError);
      child.off('exit', onExit);
      // A worker started with other limits (a test's) is not handed to the next upload.
      if (keep && limits === XLSX_LIMITS) keepIdle(worker);
      else stop(worker);
      fn();
    };
    const onMessage = (reply: SheetWorkerReply) => {
      if ('rows' in reply) finish(() => resolve(reply.rows), true);
      else if ('refused' in reply) finish(() => reject(errors.validation(reply.refused)), true);
      else if ('failed' in reply) finish(() => reject(new Error(`sheet worker failed: ${reply.failed}`)), false);
    };
    const onError = (err: Error) => finish(() => reject(err), false);
    const onExit = (code: number | null, signal: string | null) =>
      finish(
        () =>
          reject(
            /heap out of memory|Reached heap limit/i.test(worker.stderr())
              ? errors.validation(`文件内容过多，读取时超过${limits.workerHeapMb}MB的内存限制，请检查文件或拆分后上传`)
              : new Error(`sheet worker exited (${signal ?? code}) before answering: ${worker.stderr()}`),
          ),
        false,
      );
    const timer = setTimeout(
      () => finish(() => reject(errors.validation(`读取文件超过${Math.round(limits.workerTimeoutMs / 1000)}秒仍未完成，请检查文件或拆分后上传`)), false),
      limits.workerTimeoutMs,
    );
    child.on('message', onMessage);
    child.once('error', onError);
    child.once('exit', onExit);
    child.ref();
    child.channel?.ref();
    (child.stderr as Socket | null)?.ref();
    worker.ready.then(
      () => {
        if (!settled) child.send({ file: new Uint8Array(file.buffer, file.byteOffset, file.byteLength), limits });
      },
      (err: unknown) => finish(() => reject(err), false),
    );
  });
}

function keepIdle(worker: Worker): void {
  const { child } = worker;
  // An idle worker does not keep the server (or a test run) alive.
  child.unref();
  child.channel?.unref();
  (child.stderr as Socket | null)?.unref();
  const forget = () => {
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
    clearTimeout(entry.timer);
    child.off('error', forget);
    child.off('exit', forget);
  };
  const entry: Idle = {
    worker,
    forget,
    timer: setTimeout(() => {
      forget();
      stop(worker);
    }, IDLE_MS).unref(),
  };
  // A worker that fails while idle (it should not) is dropped; an unheard 'error' would end the server.
  child.on('error', forget);
  child.on('exit', forget);
  idle.push(entry);
}

/** parseFirstSheet in a worker process (see above); a refusal is an AppError (40000) naming the cause. */
export async function readSheetInWorker(file: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<SheetRows> {
  if (busy >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy++;
  try {
    const kept = limits === XLSX_LIMITS ? idle.at(-1) : undefined;
    kept?.forget();
    return await runIn(kept?.worker ?? startWorker(limits), file, limits);
  } finally {
    busy--;
    waiting.shift()?.();
  }
}

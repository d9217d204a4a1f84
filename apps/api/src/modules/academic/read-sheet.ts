/**
 * Reading an uploaded workbook's first worksheet where a bad file cannot take the server down:
 * sheet-parse.ts (caps checked while unpacking, then exceljs) runs in a worker thread with its
 * own heap limit and a time limit (http/upload-limits.ts). A worker that runs out of either is
 * stopped and the file refused; the server goes on. Workers are kept for a minute after a file
 * (starting one costs about a second of loading) and at most two parse at once; more uploads
 * wait their turn.
 */
import { Worker } from 'node:worker_threads';
import { errors } from '../../http/errors.js';
import { XLSX_LIMITS, type XlsxLimits } from '../../http/upload-limits.js';
import { XlsxRefusal } from '../../http/xlsx-guard.js';
import { parseFirstSheet, type SheetRows, type SheetWorkerReply } from './sheet-parse.js';

const WORKER_URL = new URL('./sheet-worker.mjs', import.meta.url);
const MAX_WORKERS = 2;
const IDLE_MS = 60_000;

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
  return new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb, maxYoungGenerationSizeMb: 64 } });
}

/** One file through one worker. A worker that answered is kept for the next file; one that failed is stopped. */
function runIn(worker: Worker, file: Buffer, limits: XlsxLimits): Promise<SheetRows> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      // A worker started with other limits (a test's) is not handed to the next upload.
      if (keep && limits === XLSX_LIMITS) keepIdle(worker);
      else void worker.terminate();
      fn();
    };
    const onMessage = (reply: SheetWorkerReply) => {
      if ('rows' in reply) finish(() => resolve(reply.rows), true);
      else if ('refused' in reply) finish(() => reject(errors.validation(reply.refused)), true);
      else finish(() => reject(new Error(`sheet worker failed: ${reply.failed}`)), false);
    };
    const onError = (err: Error & { code?: string }) =>
      finish(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? errors.validation(`文件内容过多，读取时超过${limits.workerHeapMb}MB的内存限制，请检查文件或拆分后上传`) : err), false);
    const onExit = (code: number) => finish(() => reject(new Error(`sheet worker exited with code ${code} before answering`)), false);
    const timer = setTimeout(
      () => finish(() => reject(errors.validation(`读取文件超过${Math.round(limits.workerTimeoutMs / 1000)}秒仍未完成，请检查文件或拆分后上传`)), false),
      limits.workerTimeoutMs,
    );
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.ref();
    worker.postMessage({ file: new Uint8Array(file), limits });
  });
}

function keepIdle(worker: Worker): void {
  worker.unref();
  const forget = () => {
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
    clearTimeout(entry.timer);
    worker.off('error', forget);
    worker.off('exit', forget);
  };
  const entry: Idle = {
    worker,
    forget,
    timer: setTimeout(() => {
      forget();
      void worker.terminate();
    }, IDLE_MS).unref(),
  };
  // A worker that fails while idle (it should not) is dropped; an unheard 'error' would end the server.
  worker.on('error', forget);
  worker.on('exit', forget);
  idle.push(entry);
}

/** parseFirstSheet in a worker thread (see above); a refusal is an AppError (40000) naming the cause. */
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

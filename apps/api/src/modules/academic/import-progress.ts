/**
 * Processing progress of a score import. The upload request does the work; while it runs it writes
 * its stage and row counts to score_import_progress under an id the client chose, and the import
 * dialog polls GET /academic/score-import/progress/:progressId. Writes go through the plain
 * connection pool (outside the import's transaction), are throttled, run one at a time and never
 * fail the import.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { TImportProgress } from '@app/contract';
import type { Db } from '../../db/client.js';
import { scoreImportProgress } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';

export type ImportStage = TImportProgress['stage'];

export const STAGE_NAMES: Record<ImportStage, string> = {
  read: '正在读取文件',
  check: '正在校验成绩',
  confirm: '等待确认',
  write: '正在写入成绩',
  report: '正在重新计算报告',
  done: '导入完成',
  failed: '导入未完成',
};

/** Stages' shares of the progress bar (reading is quick, the report the longest). */
const STAGE_SPAN: Record<ImportStage, [number, number]> = {
  read: [0, 10],
  check: [10, 40],
  confirm: [40, 40],
  write: [40, 70],
  report: [70, 99],
  done: [100, 100],
  failed: [100, 100],
};

/** Overall percent of a stage with `done` of `total` rows. */
export function progressPercent(stage: ImportStage, done: number, total: number): number {
  const [from, to] = STAGE_SPAN[stage];
  const within = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  return Math.round(from + (to - from) * within);
}

/** Records a stage (written at once when the stage changes, else at most every `intervalMs`). */
export type StageReporter<S extends string> = {
  set(stage: S, done?: number, total?: number): void;
  /** Waits for the writes issued so far. */
  flush(): Promise<void>;
};

export type ProgressReporter = StageReporter<ImportStage>;

const silent = { set: () => undefined, flush: async () => undefined };

/**
 * Starts the progress row `progressId` of an upload (score or scan import) at stage `first` and
 * returns its reporter; `stored` is how a stage is written in the row (scan imports prefix theirs).
 * Without an id nothing is recorded.
 */
export async function startStageProgress<S extends string>(
  db: Db,
  auth: AuthContext,
  examId: number,
  progressId: string | undefined,
  opts: { first: S; stored: (stage: S) => string; intervalMs?: number },
): Promise<StageReporter<S>> {
  if (!progressId) return silent;
  const intervalMs = opts.intervalMs ?? 250;
  const firstStored = opts.stored(opts.first);
  await db.delete(scoreImportProgress).where(lt(scoreImportProgress.updatedAt, sql`now() - interval '1 hour'`));
  await db
    .insert(scoreImportProgress)
    .values({ id: progressId, teacherId: auth.teacherId, examId, stage: firstStored })
    .onConflictDoUpdate({ target: scoreImportProgress.id, set: { teacherId: auth.teacherId, examId, stage: firstStored, done: 0, total: 0, updatedAt: sql`now()` }, setWhere: eq(scoreImportProgress.teacherId, auth.teacherId) });
  let chain: Promise<void> = Promise.resolve();
  let lastStage: S = opts.first;
  let lastAt = 0;
  return {
    set(stage, done = 0, total = 0) {
      const now = Date.now();
      if (stage === lastStage && now - lastAt < intervalMs) return;
      lastStage = stage;
      lastAt = now;
      chain = chain.then(() =>
        db
          .update(scoreImportProgress)
          .set({ stage: opts.stored(stage), done, total, updatedAt: sql`now()` })
          .where(and(eq(scoreImportProgress.id, progressId), eq(scoreImportProgress.teacherId, auth.teacherId)))
          .then(
            () => undefined,
            () => undefined, // progress is a courtesy: a failed write never fails the import
          ),
      );
    },
    flush: () => chain,
  };
}

export function startImportProgress(db: Db, auth: AuthContext, examId: number, progressId: string | undefined, intervalMs = 250): Promise<ProgressReporter> {
  return startStageProgress<ImportStage>(db, auth, examId, progressId, { first: 'read', stored: (stage) => stage, intervalMs });
}

export async function readImportProgress(db: Db, auth: AuthContext, progressId: string): Promise<TImportProgress> {
  const row = (await db.select().from(scoreImportProgress).where(and(eq(scoreImportProgress.id, progressId), eq(scoreImportProgress.teacherId, auth.teacherId))).limit(1))[0];
  // A scan import's row (marking/scan-progress.ts, stage 'scan:…') is not a score import's.
  if (!row || !(row.stage in STAGE_NAMES)) throw errors.notFound('没有找到该导入的进度');
  const stage = row.stage as ImportStage;
  return { stage, stageName: STAGE_NAMES[stage] ?? row.stage, done: row.done, total: row.total, percent: progressPercent(stage, row.done, row.total) };
}

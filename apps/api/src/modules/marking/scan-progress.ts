/**
 * Processing progress of a scan import, as score import reports its own (academic/import-progress.ts):
 * the upload request records its stage under an id the client chose and the dialog polls
 * GET /marking/scan-import/progress/:progressId. The rows live in score_import_progress (same
 * columns: teacher, exam, stage, counts; ids are random and read only by the teacher who made
 * them), so no table of its own. Writes go outside any transaction, are throttled, run one at a
 * time and never fail the import.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { TScanProgress } from '@app/contract';
import type { Db } from '../../db/client.js';
import { scoreImportProgress } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';

export type ScanStage = TScanProgress['stage'];

export const SCAN_STAGE_NAMES: Record<ScanStage, string> = {
  read: '正在读取并处理图片',
  save: '正在保存答卷并生成阅卷任务',
  done: '导入完成',
  failed: '导入未完成',
};

export type ScanProgressReporter = {
  /** Records a stage (at once when the stage changes, else at most every `intervalMs`). */
  set(stage: ScanStage, done?: number, total?: number): void;
  /** Waits for the writes issued so far. */
  flush(): Promise<void>;
};

export const silentScanProgress: ScanProgressReporter = { set: () => undefined, flush: async () => undefined };

export async function startScanProgress(db: Db, auth: AuthContext, examId: number, progressId: string | undefined, intervalMs = 250): Promise<ScanProgressReporter> {
  if (!progressId) return silentScanProgress;
  await db.delete(scoreImportProgress).where(lt(scoreImportProgress.updatedAt, sql`now() - interval '1 hour'`));
  await db
    .insert(scoreImportProgress)
    .values({ id: progressId, teacherId: auth.teacherId, examId, stage: 'scan:read' })
    .onConflictDoUpdate({ target: scoreImportProgress.id, set: { teacherId: auth.teacherId, examId, stage: 'scan:read', done: 0, total: 0, updatedAt: sql`now()` }, setWhere: eq(scoreImportProgress.teacherId, auth.teacherId) });
  let chain: Promise<void> = Promise.resolve();
  let lastStage: ScanStage = 'read';
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
          .set({ stage: `scan:${stage}`, done, total, updatedAt: sql`now()` })
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

/** The teacher's own scan import progress; a score import's id or another teacher's is not found. */
export async function readScanProgress(db: Db, auth: AuthContext, progressId: string): Promise<TScanProgress> {
  const row = (await db.select().from(scoreImportProgress).where(and(eq(scoreImportProgress.id, progressId), eq(scoreImportProgress.teacherId, auth.teacherId))).limit(1))[0];
  const stage = row?.stage.startsWith('scan:') ? (row.stage.slice(5) as ScanStage) : null;
  if (!row || !stage || !(stage in SCAN_STAGE_NAMES)) throw errors.notFound('没有找到该导入的进度');
  return { stage, stageName: SCAN_STAGE_NAMES[stage], done: row.done, total: row.total };
}

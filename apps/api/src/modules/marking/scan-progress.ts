/**
 * Processing progress of a scan import, as score import reports its own (academic/import-progress.ts):
 * the upload request records its stage under an id the client chose and the dialog polls
 * GET /marking/scan-import/progress/:progressId. The rows live in score_import_progress (same
 * columns: teacher, exam, stage, counts; ids are random and read only by the teacher who made
 * them), so no table of its own. Writes go outside any transaction, are throttled, run one at a
 * time and never fail the import.
 */
import { and, eq } from 'drizzle-orm';
import type { TScanProgress } from '@app/contract';
import type { Db } from '../../db/client.js';
import { scoreImportProgress } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { startStageProgress, type StageReporter } from '../academic/import-progress.js';

export type ScanStage = TScanProgress['stage'];

export const SCAN_STAGE_NAMES: Record<ScanStage, string> = {
  read: '正在读取并处理图片',
  save: '正在保存答卷并生成阅卷任务',
  done: '导入完成',
  failed: '导入未完成',
};

export type ScanProgressReporter = StageReporter<ScanStage>;

export const silentScanProgress: ScanProgressReporter = { set: () => undefined, flush: async () => undefined };

export function startScanProgress(db: Db, auth: AuthContext, examId: number, progressId: string | undefined, intervalMs = 250): Promise<ScanProgressReporter> {
  return startStageProgress<ScanStage>(db, auth, examId, progressId, { first: 'read', stored: (stage) => `scan:${stage}`, intervalMs });
}

/** The teacher's own scan import progress; a score import's id or another teacher's is not found. */
export async function readScanProgress(db: Db, auth: AuthContext, progressId: string): Promise<TScanProgress> {
  const row = (await db.select().from(scoreImportProgress).where(and(eq(scoreImportProgress.id, progressId), eq(scoreImportProgress.teacherId, auth.teacherId))).limit(1))[0];
  const stage = row?.stage.startsWith('scan:') ? (row.stage.slice(5) as ScanStage) : null;
  if (!row || !stage || !(stage in SCAN_STAGE_NAMES)) throw errors.notFound('没有找到该导入的进度');
  return { stage, stageName: SCAN_STAGE_NAMES[stage], done: row.done, total: row.total };
}

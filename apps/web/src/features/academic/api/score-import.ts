import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportProgress, TImportResult, TScoreHistory, TScoreUndoResult } from '@app/contract';
import { uploadFile } from '../../../lib/file-transfer';
import { ApiError, http } from '../../../lib/http';

/** The server's limit, checked here too so a teacher does not wait for a refused upload. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** An upload (10 MB at most) and its processing (50,000 rows take seconds) that have not answered by then never will. */
export const IMPORT_TIMEOUT_MS = 180_000;
export const IMPORT_TIMEOUT_MSG = '上传超时，请检查网络后重试';

/** A random id for one import, under which the server records its processing progress. */
export function newProgressId(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Uploads a filled template (.xlsx) as multipart field `file`. The answer is the import's result,
 * or `pending` (nothing written) when it would change stored scores: the same file is sent again
 * with `confirmToken` once the teacher confirms. A file with errors rejects with an ApiError whose
 * data is the result with the error list.
 */
export function importScores(examId: number, file: File, progressId: string, onProgress: (percent: number) => void, confirmToken?: string, timeoutMs = IMPORT_TIMEOUT_MS): Promise<TImportResult> {
  const query = new URLSearchParams({ progressId, ...(confirmToken ? { confirmToken } : {}) });
  return uploadFile<TImportResult>(`/academic/exam/${examId}/score-import?${query.toString()}`, 'file', file, onProgress, { timeoutMs, timeoutMessage: IMPORT_TIMEOUT_MSG });
}

/** The import result a refusal carries (the error list, or a fresh confirmation after a stale one), if any. */
export function importResultOf(err: unknown): TImportResult | null {
  if (!(err instanceof ApiError) || !err.data || typeof err.data !== 'object') return null;
  const d = err.data as Partial<TImportResult>;
  return Array.isArray(d.errors) ? (d as TImportResult) : null;
}

/** The import's processing stage while the upload request runs (not found until the server starts it). */
export const importProgress = (progressId: string) => http.get<TImportProgress>(`/academic/score-import/progress/${progressId}`, undefined, { quiet: true });

/** 导入记录: the exam's imports, manual edits and undos, newest first. */
export const scoreHistoryQuery = (examId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'score-history', examId],
    queryFn: () => http.get<TScoreHistory>(`/academic/exam/${examId}/score-import/history`),
    enabled: examId != null,
  });

/** 撤销: undoes the newest import not undone, if the scores are still at the version the list showed. */
export function useUndoImport(examId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (scoreVersion: number) => http.post<TScoreUndoResult>(`/academic/exam/${examId}/score-import/undo`, { scoreVersion }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}

import type { TImportProgress } from '@app/contract';
import { uploadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import type { TImportResult } from './types';

/** The server's limit, checked here too so a teacher does not wait for a refused upload. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** A random id for one import, under which the server records its processing progress. */
export function newProgressId(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Uploads a filled template (.xlsx) as multipart field `file`; when the answer lists errors nothing was imported. */
export function importScores(examId: number, file: File, progressId: string, onProgress: (percent: number) => void): Promise<TImportResult> {
  return uploadFile<TImportResult>(`/academic/exam/${examId}/score-import?progressId=${progressId}`, 'file', file, onProgress);
}

/** The import's processing stage while the upload request runs (not found until the server starts it). */
export const importProgress = (progressId: string) => http.get<TImportProgress>(`/academic/score-import/progress/${progressId}`, undefined, { quiet: true });

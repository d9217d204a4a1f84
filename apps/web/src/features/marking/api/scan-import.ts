import type { TScanProgress } from '@app/contract';
import { uploadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import type { TScanImportResult } from './types';

/** A random id for one upload, under which the server records its processing stage. */
export function newScanProgressId(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Uploads a zip of answer-sheet scans (multipart field `file`), reporting progress; the answer lists skipped files. */
export function importScans(examId: number, file: File, progressId: string, onProgress: (percent: number) => void): Promise<TScanImportResult> {
  return uploadFile<TScanImportResult>(`/marking/exam/${examId}/scans?${new URLSearchParams({ progressId }).toString()}`, 'file', file, onProgress);
}

/** The upload's processing stage while the request runs (not found until the server starts it). */
export const scanProgress = (progressId: string) => http.get<TScanProgress>(`/marking/scan-import/progress/${progressId}`, undefined, { quiet: true });

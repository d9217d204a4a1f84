import { uploadFile } from '../../../lib/file-transfer';
import type { TImportResult } from './types';

/** The server's limit, checked here too so a teacher does not wait for a refused upload. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Uploads a filled template (.xlsx) as multipart field `file`; when the answer lists errors nothing was imported. */
export function importScores(examId: number, file: File, onProgress: (percent: number) => void): Promise<TImportResult> {
  return uploadFile<TImportResult>(`/academic/exam/${examId}/score-import`, 'file', file, onProgress);
}

import { uploadFile } from '../../../lib/file-transfer';
import type { TScanImportResult } from './types';

/** Uploads a zip of answer-sheet scans (multipart field `file`), reporting progress; the answer lists skipped files. */
export function importScans(examId: number, file: File, onProgress: (percent: number) => void): Promise<TScanImportResult> {
  return uploadFile<TScanImportResult>(`/marking/exam/${examId}/scans`, 'file', file, onProgress);
}

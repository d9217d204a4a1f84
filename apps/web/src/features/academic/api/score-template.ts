import { downloadFile } from '../../../lib/file-transfer';

/** Downloads the score-import template (.xlsx) of a subject exam; resolves with the saved file name. */
export function downloadScoreTemplate(examId: number, fallbackName: string): Promise<string> {
  return downloadFile(`/academic/exam/${examId}/score-template`, fallbackName);
}

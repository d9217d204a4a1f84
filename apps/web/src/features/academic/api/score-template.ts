import { downloadFile } from '../../../lib/file-transfer';

/** Downloads the score-import template (.xlsx) of a subject exam, of all its classes or one; resolves with the saved file name. */
export function downloadScoreTemplate(examId: number, fallbackName: string, clazzId?: number | null): Promise<string> {
  return downloadFile(`/academic/exam/${examId}/score-template${clazzId ? `?clazzId=${clazzId}` : ''}`, fallbackName);
}

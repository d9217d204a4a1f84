import type { z } from 'zod';
import type { ZWordUrl } from '@app/contract';
import { downloadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import { RECORD_PREFIX, type TFamily } from '../lib/family';

export type TWordUrl = z.infer<typeof ZWordUrl>;

/**
 * The answer sheet of a record sent to print: POST download/topic-answer/{examId} answers the
 * wordUrl, which is then fetched with the token and saved. Resolves with the saved file name.
 */
export async function downloadAnswerSheet(family: TFamily, examId: number, fallbackName: string): Promise<string> {
  const w = await http.post<TWordUrl>(`${RECORD_PREFIX[family]}/download/topic-answer/${examId}`);
  return downloadFile(w.wordUrl, w.fileName || fallbackName);
}

import type { TAdminImportError, TAdminImportKind, TAdminImportResult } from '@app/contract';
import { downloadFile, uploadFile } from '../../../lib/file-transfer';
import { ApiError } from '../../../lib/http';

/** The server's limit, checked here too so nobody waits for a refused upload. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** An upload (10 MB at most) and its check that have not answered by then never will. */
export const IMPORT_TIMEOUT_MS = 180_000;
export const IMPORT_TIMEOUT_MSG = '上传超时，请检查网络后重试';

/** GET /admin/import/:kind/template: saves the template; resolves with its file name. */
export const downloadImportTemplate = (kind: TAdminImportKind, fallbackName: string) => downloadFile(`/admin/import/${kind}/template`, fallbackName);

/**
 * POST /admin/import/:kind: without confirmToken a preview (nothing written); with the preview's
 * token the same file is written. A file with errors rejects with an ApiError whose data holds the
 * error list; a stale token rejects with 409.
 */
export function importFile(kind: TAdminImportKind, file: File, onProgress: (percent: number) => void, confirmToken?: string, timeoutMs = IMPORT_TIMEOUT_MS): Promise<TAdminImportResult> {
  const query = confirmToken ? `?confirmToken=${encodeURIComponent(confirmToken)}` : '';
  return uploadFile<TAdminImportResult>(`/admin/import/${kind}${query}`, 'file', file, onProgress, { timeoutMs, timeoutMessage: IMPORT_TIMEOUT_MSG });
}

/** The error list a refused file carries, if any. */
export function importErrorsOf(err: unknown): TAdminImportError[] | null {
  if (!(err instanceof ApiError) || !err.data || typeof err.data !== 'object') return null;
  const errors = (err.data as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as TAdminImportError[]) : null;
}

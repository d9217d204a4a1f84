import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminAuditEntry } from '@app/contract';
import { downloadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import { ADMIN_KEY, type Page } from './keys';

export type AuditFilter = { action?: string; keyword?: string; pageNo: number; pageSize: number };

export const auditQuery = (f: AuditFilter) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'audit', f],
    queryFn: () => http.get<Page<TAdminAuditEntry>>('/admin/audit', { action: f.action, keyword: f.keyword || undefined, pageNo: f.pageNo, pageSize: f.pageSize }),
    placeholderData: keepPreviousData,
  });
export const useAudit = (f: AuditFilter) => useQuery(auditQuery(f));

/** GET /admin/audit/download: the log (with the same filter) as .xlsx. */
export function downloadAudit(f: Pick<AuditFilter, 'action' | 'keyword'>): Promise<string> {
  const q = new URLSearchParams();
  if (f.action) q.set('action', f.action);
  if (f.keyword) q.set('keyword', f.keyword);
  const qs = q.toString();
  return downloadFile(`/admin/audit/download${qs ? `?${qs}` : ''}`, '操作日志.xlsx');
}

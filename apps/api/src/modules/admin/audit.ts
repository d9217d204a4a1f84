/**
 * The admin audit log: every administrative change with who, when, what, and the record before and
 * after. Written in the same transaction as the change; read in pages and downloaded as Excel.
 */
import ExcelJS from 'exceljs';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ADMIN_ACTION_NAMES, schoolDay, schoolTimeZone, type TAdminAuditEntry } from '@app/contract';
import type { Db } from '../../db/client.js';
import { adminAudit } from '../../db/schema.js';
import { addTableSheet } from '../../http/excel-sheet.js';
import type { Actor } from './access.js';
import { containsPattern } from '../../db/like.js';

/** A record's fields as they are shown: { 姓名: '张三', 班级: '高一(1)班' }. */
export type AuditFields = Record<string, string | number | null>;

export type AuditEntry = { action: keyof typeof ADMIN_ACTION_NAMES | string; target: string; before?: AuditFields | null; after?: AuditFields | null };

/** Writes entries in one statement (an import of 3,000 students is one insert). */
export async function writeAudit(db: Db, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  const CHUNK = 2000;
  for (let i = 0; i < entries.length; i += CHUNK) {
    await db.insert(adminAudit).values(
      entries.slice(i, i + CHUNK).map((e) => ({
        schoolId: actor.schoolId,
        actorId: actor.teacherId,
        actorName: actor.name.slice(0, 50),
        action: e.action,
        target: e.target.slice(0, 200),
        before: e.before ?? null,
        after: e.after ?? null,
      })),
    );
  }
}

/** '姓名：张三；班级：高一(1)班' */
export function fieldsText(fields: unknown): string | null {
  if (fields == null || typeof fields !== 'object') return null;
  const parts = Object.entries(fields as Record<string, unknown>).map(([k, v]) => `${k}：${v == null || v === '' ? '（空）' : String(v)}`);
  return parts.length ? parts.join('；') : null;
}

function auditWhere(schoolId: number, q: { action?: string; keyword?: string }): SQL {
  const conds: SQL[] = [eq(adminAudit.schoolId, schoolId)];
  if (q.action) conds.push(eq(adminAudit.action, q.action));
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    conds.push(or(ilike(adminAudit.target, like), ilike(adminAudit.actorName, like))!);
  }
  return and(...conds)!;
}

type AuditRow = typeof adminAudit.$inferSelect;

function present(r: AuditRow): TAdminAuditEntry {
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    actorName: r.actorName,
    action: r.action,
    actionName: ADMIN_ACTION_NAMES[r.action] ?? r.action,
    target: r.target,
    before: fieldsText(r.before),
    after: fieldsText(r.after),
  };
}

export async function listAudit(db: Db, schoolId: number, q: { action?: string; keyword?: string; pageNo: number; pageSize: number }) {
  const where = auditWhere(schoolId, q);
  const [total] = await db.select({ n: count() }).from(adminAudit).where(where);
  const rows = await db.select().from(adminAudit).where(where).orderBy(desc(adminAudit.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  return { list: rows.map(present), total: Number(total?.n ?? 0), pageNo: q.pageNo, pageSize: q.pageSize };
}

/** The school's time 'yyyy-MM-dd HH:mm:ss' of a stored instant (Beijing time unless configured). */
function shownTime(at: Date): string {
  const day = schoolDay(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: schoolTimeZone(), hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(at);
  return `${day} ${time}`;
}

/** The whole log (newest first, at most 50,000 entries) as an Excel file. */
export async function auditWorkbook(db: Db, schoolId: number, q: { action?: string; keyword?: string }): Promise<{ buffer: Buffer; fileName: string }> {
  const rows = await db.select().from(adminAudit).where(auditWhere(schoolId, q)).orderBy(desc(adminAudit.id)).limit(50_000);
  const wb = new ExcelJS.Workbook();
  addTableSheet(wb, '操作日志', {
    title: '教务管理操作日志',
    columns: [
      { header: '时间', width: 20 },
      { header: '操作人', width: 12 },
      { header: '操作', width: 14 },
      { header: '对象', width: 24 },
      { header: '修改前', width: 40 },
      { header: '修改后', width: 40 },
    ],
    rows: rows.map((r) => {
      const p = present(r);
      return [shownTime(r.createdAt), p.actorName, p.actionName, p.target, p.before ?? '', p.after ?? ''];
    }),
  });
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `操作日志_${schoolDay(new Date())}.xlsx` };
}

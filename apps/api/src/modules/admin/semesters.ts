/**
 * Semesters: create, edit, set current (the previous current one is finished), finish a semester
 * that is not current, show or hide. A school always keeps exactly one current semester once it has
 * one: the current semester is changed by making another one current (or by the rollover).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { TAdminSemester, TAdminSemesterBody } from '@app/contract';
import type { Db } from '../../db/client.js';
import { semester } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { Actor } from './access.js';
import { writeAudit, type AuditFields } from './audit.js';

type SemesterRow = typeof semester.$inferSelect;

/** The school year a day belongs to: from August on, that year; before, the year before. */
export function schoolYearOf(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month >= 8 ? year : year - 1;
}

export const SEMESTER_STATUS_NAMES: Record<number, string> = { 0: '未开始', 1: '当前学期', 2: '已结束' };

export function presentSemester(r: SemesterRow): TAdminSemester {
  return { semesterId: r.id, semesterName: r.name, status: r.status, isShow: r.isShow ? 1 : 0, startDate: r.startDate, endDate: r.endDate, schoolYear: schoolYearOf(r.startDate) };
}

function fields(r: Pick<SemesterRow, 'name' | 'startDate' | 'endDate' | 'status' | 'isShow'>): AuditFields {
  return { 名称: r.name, 开始日期: r.startDate, 结束日期: r.endDate, 状态: SEMESTER_STATUS_NAMES[r.status] ?? String(r.status), 显示: r.isShow ? '是' : '否' };
}

export async function listSemesters(db: Db, schoolId: number): Promise<TAdminSemester[]> {
  const rows = await db.select().from(semester).where(eq(semester.schoolId, schoolId)).orderBy(asc(semester.startDate), asc(semester.id));
  return rows.reverse().map(presentSemester);
}

async function requireOwnSemester(db: Db, schoolId: number, semesterId: number): Promise<SemesterRow> {
  const [row] = await db.select().from(semester).where(and(eq(semester.id, semesterId), eq(semester.schoolId, schoolId))).limit(1);
  if (!row) throw errors.notFound('学期不存在');
  return row;
}

async function assertNameFree(db: Db, schoolId: number, name: string, exceptId?: number): Promise<void> {
  const conds = [eq(semester.schoolId, schoolId), eq(semester.name, name)];
  if (exceptId) conds.push(ne(semester.id, exceptId));
  const [dup] = await db.select({ id: semester.id }).from(semester).where(and(...conds)).limit(1);
  if (dup) throw errors.validation(`学期名称“${name}”已存在`);
}

/** Overlapping dates with another semester of the school are refused (a day belongs to one semester). */
async function assertNoOverlap(db: Db, schoolId: number, body: TAdminSemesterBody, exceptId?: number): Promise<void> {
  const rows = await db.select().from(semester).where(eq(semester.schoolId, schoolId));
  const other = rows.find((r) => r.id !== exceptId && r.startDate <= body.endDate && body.startDate <= r.endDate);
  if (other) throw errors.validation(`日期与学期“${other.name}”（${other.startDate}至${other.endDate}）重叠`);
}

export async function createSemester(db: Db, actor: Actor, body: TAdminSemesterBody): Promise<TAdminSemester> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await assertNameFree(tx, actor.schoolId, body.semesterName);
    await assertNoOverlap(tx, actor.schoolId, body);
    const [row] = await tx
      .insert(semester)
      .values({ schoolId: actor.schoolId, name: body.semesterName, startDate: body.startDate, endDate: body.endDate, status: 0, isShow: true })
      .returning();
    await writeAudit(tx, actor, [{ action: 'semester.create', target: row!.name, after: fields(row!) }]);
    return presentSemester(row!);
  });
}

export async function updateSemester(db: Db, actor: Actor, semesterId: number, body: TAdminSemesterBody): Promise<TAdminSemester> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const before = await requireOwnSemester(tx, actor.schoolId, semesterId);
    await assertNameFree(tx, actor.schoolId, body.semesterName, semesterId);
    await assertNoOverlap(tx, actor.schoolId, body, semesterId);
    const [row] = await tx.update(semester).set({ name: body.semesterName, startDate: body.startDate, endDate: body.endDate }).where(eq(semester.id, semesterId)).returning();
    await writeAudit(tx, actor, [{ action: 'semester.update', target: row!.name, before: fields(before), after: fields(row!) }]);
    return presentSemester(row!);
  });
}

/** Makes a semester current; the current one before it is finished. */
export async function setCurrentSemester(db: Db, actor: Actor, semesterId: number): Promise<TAdminSemester> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const target = await requireOwnSemester(tx, actor.schoolId, semesterId);
    if (target.status === 1) throw errors.conflict('该学期已经是当前学期');
    const [previous] = await tx.select().from(semester).where(and(eq(semester.schoolId, actor.schoolId), eq(semester.status, 1))).limit(1);
    if (previous) await tx.update(semester).set({ status: 2 }).where(eq(semester.id, previous.id));
    const [row] = await tx.update(semester).set({ status: 1, isShow: true }).where(eq(semester.id, semesterId)).returning();
    await writeAudit(tx, actor, [
      ...(previous ? [{ action: 'semester.finish', target: previous.name, before: fields(previous), after: fields({ ...previous, status: 2 }) }] : []),
      { action: 'semester.current', target: row!.name, before: fields(target), after: fields(row!) },
    ]);
    return presentSemester(row!);
  });
}

export async function finishSemester(db: Db, actor: Actor, semesterId: number): Promise<TAdminSemester> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const target = await requireOwnSemester(tx, actor.schoolId, semesterId);
    if (target.status === 1) throw errors.conflict('当前学期不能直接结束：请把下一个学期设为当前学期（当前学期随之结束），或使用升年级');
    if (target.status === 2) throw errors.conflict('该学期已经结束');
    const [row] = await tx.update(semester).set({ status: 2 }).where(eq(semester.id, semesterId)).returning();
    await writeAudit(tx, actor, [{ action: 'semester.finish', target: row!.name, before: fields(target), after: fields(row!) }]);
    return presentSemester(row!);
  });
}

export async function setSemesterVisibility(db: Db, actor: Actor, semesterId: number, isShow: boolean): Promise<TAdminSemester> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const target = await requireOwnSemester(tx, actor.schoolId, semesterId);
    if (!isShow && target.status === 1) throw errors.conflict('当前学期不能隐藏');
    const [row] = await tx.update(semester).set({ isShow }).where(eq(semester.id, semesterId)).returning();
    await writeAudit(tx, actor, [{ action: 'semester.visibility', target: row!.name, before: fields(target), after: fields(row!) }]);
    return presentSemester(row!);
  });
}

/**
 * Marking labels (标签): two system labels per school, 优秀卷 and 典型错误 (teacherId null, created
 * on first use, cannot be changed), plus each teacher's own. A teacher sees the system labels and
 * their own; names are unique among those. Writes of one school's labels are serialised with an
 * advisory lock so two first requests cannot create the system labels twice.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZMarkingLabel } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingLabel } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { inTransaction } from './tx.js';

type Label = z.output<typeof ZMarkingLabel>;
type LabelRow = typeof markingLabel.$inferSelect;

export const SYSTEM_LABELS = ['优秀卷', '典型错误'] as const;
/** First key of the advisory lock over a school's labels. */
const LABEL_LOCK_NAMESPACE = 7302;

const present = (r: LabelRow): Label => ({ labelId: r.id, name: r.name, system: r.teacherId == null });

/** The labels a teacher may see and use: the school's system labels and their own. */
export const visibleToTeacher = (auth: AuthContext) => and(eq(markingLabel.schoolId, auth.schoolId), or(isNull(markingLabel.teacherId), eq(markingLabel.teacherId, auth.teacherId)));

async function lockSchoolLabels(tx: Db, schoolId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LABEL_LOCK_NAMESPACE}, ${schoolId})`);
  const have = await tx.select({ name: markingLabel.name }).from(markingLabel).where(and(eq(markingLabel.schoolId, schoolId), isNull(markingLabel.teacherId)));
  const missing = SYSTEM_LABELS.filter((n) => !have.some((h) => h.name === n));
  if (missing.length) await tx.insert(markingLabel).values(missing.map((name) => ({ schoolId, teacherId: null, name })));
}

async function visibleLabels(db: Db, auth: AuthContext): Promise<LabelRow[]> {
  return db
    .select()
    .from(markingLabel)
    .where(visibleToTeacher(auth))
    .orderBy(sql`${markingLabel.teacherId} is not null`, asc(markingLabel.id));
}

export async function listLabels(db: Db, auth: AuthContext): Promise<Label[]> {
  let rows = await visibleLabels(db, auth);
  if (rows.filter((r) => r.teacherId == null).length < SYSTEM_LABELS.length) {
    await inTransaction(db, (tx) => lockSchoolLabels(tx, auth.schoolId));
    rows = await visibleLabels(db, auth);
  }
  return rows.map(present);
}

async function assertNameFree(tx: Db, auth: AuthContext, name: string, exceptId: number | null): Promise<void> {
  const same = await tx.select({ id: markingLabel.id }).from(markingLabel).where(and(visibleToTeacher(auth), eq(markingLabel.name, name)));
  if (same.some((r) => r.id !== exceptId)) throw errors.conflict(`标签"${name}"已存在`);
}

export async function createLabel(db: Db, auth: AuthContext, name: string): Promise<Label> {
  return inTransaction(db, async (tx) => {
    await lockSchoolLabels(tx, auth.schoolId);
    await assertNameFree(tx, auth, name, null);
    const [row] = await tx.insert(markingLabel).values({ schoolId: auth.schoolId, teacherId: auth.teacherId, name }).returning();
    return present(row!);
  });
}

async function ownLabel(db: Db, auth: AuthContext, labelId: number, verb: string): Promise<LabelRow> {
  const row = (await db.select().from(markingLabel).where(eq(markingLabel.id, labelId)).limit(1))[0];
  if (!row || row.schoolId !== auth.schoolId) throw errors.notFound('标签不存在');
  if (row.teacherId == null) throw errors.forbidden(`系统标签不能${verb}`);
  if (row.teacherId !== auth.teacherId) throw errors.forbidden(`只能${verb}自己的标签`);
  return row;
}

export async function renameLabel(db: Db, auth: AuthContext, labelId: number, name: string): Promise<Label> {
  await ownLabel(db, auth, labelId, '修改');
  return inTransaction(db, async (tx) => {
    await lockSchoolLabels(tx, auth.schoolId);
    await assertNameFree(tx, auth, name, labelId);
    const [row] = await tx.update(markingLabel).set({ name }).where(eq(markingLabel.id, labelId)).returning();
    return present(row!);
  });
}

/** Deleting a label also removes it from every answer it was put on. */
export async function deleteLabel(db: Db, auth: AuthContext, labelId: number): Promise<void> {
  await ownLabel(db, auth, labelId, '删除');
  await db.delete(markingLabel).where(eq(markingLabel.id, labelId));
}

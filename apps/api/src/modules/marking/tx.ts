/** Transactions of the marking management side: always the transaction's own handle (PGlite has one connection). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markingGroup } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { MarkingGroupRow } from './access.js';

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txRaw) => work(txRaw as unknown as Db));
}

/**
 * Locks a group's row for the rest of the transaction, so state changes of one group run one at a
 * time. NO KEY UPDATE, not UPDATE: a submit inserting an arbitration slot takes a KEY SHARE lock on
 * the group through the foreign key, which must not wait for (and deadlock with) this lock.
 */
export async function lockGroup(tx: Db, groupId: number): Promise<MarkingGroupRow> {
  const g = (await tx.select().from(markingGroup).where(eq(markingGroup.id, groupId)).for('no key update').limit(1))[0];
  if (!g) throw errors.notFound('阅卷题组不存在');
  return g;
}

/** Marking progress of an exam is for its managers and, read-only, for the teachers who mark or arbitrate one of its groups. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markingMarker } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import type { MarkingExamCtx } from './access.js';

export async function assertCanViewProgress(db: Db, auth: AuthContext, ctx: MarkingExamCtx, groupIds: readonly number[]): Promise<void> {
  if (ctx.isManager) return;
  const member = groupIds.length
    ? await db.select({ g: markingMarker.groupId }).from(markingMarker).where(and(inArray(markingMarker.groupId, [...groupIds]), eq(markingMarker.teacherId, auth.teacherId))).limit(1)
    : [];
  if (!member.length) throw errors.forbidden('只有考试负责人和本次考试的阅卷老师可以查看阅卷进度');
}

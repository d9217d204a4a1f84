/**
 * Audit of proposed blank answers (自动判零审核), in bulk. Confirming makes the answer final with 0
 * for every question (its open slots leave the pool; marks already submitted are kept but no
 * longer count) and logs 'blank'; rejecting leaves the answer in the normal pool (blankAudit 3).
 * Answers of groups the teacher does not manage are refused; answers that are not waiting for the
 * action (already confirmed, a problem paper, a finally complete group) are skipped and counted.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAuditItem } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingAnswer, markingGroup, markingScoreLog, markingSlot } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingGroup } from './access.js';
import { presentBlank, type BlankRow } from './blank-present.js';
import { managesExamSql } from './manager-scope.js';
import { rowsOf } from './present.js';
import { inTransaction } from './tx.js';

type AuditItem = z.output<typeof ZAuditItem>;
type Row = BlankRow & { group_id: number; group_name: string; exam_name: string };

export async function auditList(db: Db, auth: AuthContext, q: { groupId?: number; status: number; pageNo: number; pageSize: number }) {
  let scope = sql`g.school_id = ${auth.schoolId} and ${managesExamSql(auth)}`;
  if (q.groupId != null) {
    assertExamManager(await loadMarkingGroup(db, auth, q.groupId));
    scope = sql`g.id = ${q.groupId}`;
  }
  const from = sql`marking_answer a join marking_group g on g.id = a.group_id join exam e on e.id = g.exam_id join exam_group eg on eg.id = e.exam_group_id`;
  const where = sql`${scope} and a.blank_audit = ${q.status}`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${from} where ${where}`))[0]!.n;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select a.id, a.rotation, a.image_key, a.ink_ratio::float8 as ink_ratio, a.blank_audit, a.status, g.id as group_id, g.name as group_name, eg.name as exam_name
      from ${from} where ${where}
      order by eg.exam_date desc, g.id, a.ink_ratio, a.id
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const list: AuditItem[] = rows.map((r) => ({ ...presentBlank(r), groupId: r.group_id, groupName: r.group_name, examName: r.exam_name }));
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function auditBlanks(db: Db, auth: AuthContext, answerIds: number[], action: 'confirm' | 'reject'): Promise<{ updated: number; skipped: number }> {
  const ids = [...new Set(answerIds)];
  const heads = await db
    .select({ id: markingAnswer.id, groupId: markingAnswer.groupId, schoolId: markingGroup.schoolId })
    .from(markingAnswer)
    .innerJoin(markingGroup, eq(markingGroup.id, markingAnswer.groupId))
    .where(inArray(markingAnswer.id, ids));
  const missing = ids.filter((id) => !heads.some((h) => h.id === id && h.schoolId === auth.schoolId));
  if (missing.length) throw errors.notFound(`答卷${missing.join('、')}不存在`);
  const groupIds = [...new Set(heads.map((h) => h.groupId))].sort((a, b) => a - b);
  for (const groupId of groupIds) assertExamManager(await loadMarkingGroup(db, auth, groupId));
  return inTransaction(db, async (tx) => {
    // Groups locked in id order, so two bulk audits cannot deadlock.
    const groups = await tx.select().from(markingGroup).where(inArray(markingGroup.id, groupIds)).orderBy(asc(markingGroup.id)).for('no key update');
    const groupOf = new Map(groups.map((g) => [g.id, g]));
    // Answers before their slots: the lock order of settle.ts.
    const answers = await tx.select().from(markingAnswer).where(inArray(markingAnswer.id, ids)).orderBy(asc(markingAnswer.id)).for('no key update');
    await tx.select({ id: markingSlot.id }).from(markingSlot).where(inArray(markingSlot.answerId, ids)).orderBy(asc(markingSlot.id)).for('no key update');
    let updated = 0;
    for (const a of answers) {
      const g = groupOf.get(a.groupId)!;
      const open = g.status !== 4 && a.status !== 2;
      if (action === 'reject') {
        if (!open || a.blankAudit !== 1) continue;
        await tx.update(markingAnswer).set({ blankAudit: 3, updatedAt: new Date() }).where(eq(markingAnswer.id, a.id));
      } else {
        if (!open || (a.blankAudit !== 1 && a.blankAudit !== 3)) continue;
        const zeros = g.questionIds.map(() => 0);
        await tx.update(markingAnswer).set({ status: 3, blankAudit: 2, finalScores: zeros, finalScore: 0, updatedAt: new Date() }).where(eq(markingAnswer.id, a.id));
        await tx.update(markingSlot).set({ blocked: true, holderId: null, leaseUntil: null }).where(and(eq(markingSlot.answerId, a.id), isNull(markingSlot.submittedAt)));
        await tx.insert(markingScoreLog).values({ answerId: a.id, slotId: null, teacherId: auth.teacherId, action: 'blank', oldScores: a.finalScores, newScores: zeros });
      }
      updated += 1;
    }
    return { updated, skipped: ids.length - updated };
  });
}

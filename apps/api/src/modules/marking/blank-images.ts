/**
 * Blank-image auto marking (空白卷自动判零): an answer image with almost no ink (ink ratio below the
 * group's threshold) is a candidate for zero. The manager looks at the candidates, proposes them
 * (blankAudit 1, which also saves the threshold on the group) and then confirms or rejects the
 * proposals in the audit list (blank-audit.ts). Manager only.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAutoBlankRow } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingGroup } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingGroup } from './access.js';
import { presentBlank, type BlankRow } from './blank-present.js';
import { managesExamSql } from './manager-scope.js';
import { rowsOf } from './present.js';
import { inTransaction, lockGroup } from './tx.js';

type AutoBlankRow = z.output<typeof ZAutoBlankRow>;
type GroupRow = { exam_id: number; exam_name: string; subject_name: string; id: number; name: string; threshold: number; answers_total: number; candidates: number; proposed: number; confirmed: number; rejected: number };

export async function autoBlankGroups(db: Db, auth: AuthContext): Promise<AutoBlankRow[]> {
  const rows = rowsOf<GroupRow>(
    await db.execute(sql`
      select e.id as exam_id, eg.name as exam_name, s.name as subject_name, g.id, g.name, g.blank_threshold::float8 as threshold,
        count(a.id)::int as answers_total,
        (count(a.id) filter (where a.ink_ratio < g.blank_threshold))::int as candidates,
        (count(a.id) filter (where a.blank_audit = 1))::int as proposed,
        (count(a.id) filter (where a.blank_audit = 2))::int as confirmed,
        (count(a.id) filter (where a.blank_audit = 3))::int as rejected
      from marking_group g
      join exam e on e.id = g.exam_id
      join exam_group eg on eg.id = e.exam_group_id
      join subject s on s.id = e.subject_id
      left join marking_answer a on a.group_id = g.id
      where g.school_id = ${auth.schoolId} and ${managesExamSql(auth)}
      group by e.id, eg.name, eg.exam_date, s.name, g.id, g.name, g.blank_threshold, g.sort
      order by eg.exam_date desc, e.id desc, g.sort, g.id`),
  );
  return rows.map((r) => ({
    examId: r.exam_id,
    examName: r.exam_name,
    subjectName: r.subject_name,
    groupId: r.id,
    groupName: r.name,
    threshold: Number(r.threshold),
    answersTotal: r.answers_total,
    candidates: r.candidates,
    proposed: r.proposed,
    confirmed: r.confirmed,
    rejected: r.rejected,
  }));
}

export async function blankCandidates(db: Db, auth: AuthContext, groupId: number, q: { threshold?: number; pageNo: number; pageSize: number }) {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  assertExamManager(ctx);
  const threshold = q.threshold ?? ctx.group.blankThreshold;
  const where = sql`a.group_id = ${groupId} and a.ink_ratio < ${threshold}::real`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from marking_answer a where ${where}`))[0]!.n;
  const rows = rowsOf<BlankRow>(
    await db.execute(sql`
      select a.id, a.rotation, a.image_key, a.ink_ratio::float8 as ink_ratio, a.blank_audit, a.status from marking_answer a
      where ${where} order by a.ink_ratio, a.id
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  return { list: rows.map(presentBlank), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Proposes the open candidates below the threshold (not final, not a problem paper, not audited yet). */
export async function proposeBlanks(db: Db, auth: AuthContext, groupId: number, threshold: number): Promise<{ threshold: number; proposed: number }> {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  assertExamManager(ctx);
  return inTransaction(db, async (tx) => {
    const g = await lockGroup(tx, groupId);
    if (g.status === 4) throw errors.conflict('该题组阅卷已最终完成，不能再判定空白卷');
    await tx.update(markingGroup).set({ blankThreshold: threshold, updatedAt: new Date() }).where(eq(markingGroup.id, groupId));
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update marking_answer set blank_audit = 1, updated_at = now()
        where group_id = ${groupId} and ink_ratio < ${threshold}::real and status in (0, 1) and blank_audit = 0
        returning id`),
    );
    return { threshold, proposed: rows.length };
  });
}

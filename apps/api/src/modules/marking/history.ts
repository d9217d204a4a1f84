/** A marker's own submitted marks (回评): the paged list and one slot to look at again. */
import { sql } from 'drizzle-orm';
import type { TMarkingHistoryItem, TMarkingItem } from '@app/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadMarkingGroup, type MarkingGroupCtx } from './access.js';
import { presentSlot } from './dispatch.js';
import { answerStatusText, iso, paperNo, rowsOf } from './present.js';

type HistRow = { id: number; answer_id: number; round: number; scores: number[]; score: number; submitted_at: Date | string; status: number; final_score: number | null; blank_audit: number; arbitrated: boolean; decided: boolean };

function editable(ctx: MarkingGroupCtx, r: HistRow): boolean {
  if (ctx.group.status !== 1) return false;
  if (r.status === 2 || r.blank_audit === 2 || r.decided) return false;
  if (r.round < 3 && r.arbitrated && r.status !== 1) return false;
  return true;
}

export async function markingHistory(db: Db, auth: AuthContext, ctx: MarkingGroupCtx, mode: 'mark' | 'arbitrate', pageNo: number, pageSize: number) {
  const roundFilter = mode === 'mark' ? sql`s.round < 3` : sql`s.round = 3`;
  const where = sql`s.group_id = ${ctx.group.id} and s.marker_id = ${auth.teacherId} and s.submitted_at is not null and ${roundFilter}`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from marking_slot s where ${where}`))[0]!.n;
  const rows = rowsOf<HistRow>(
    await db.execute(sql`
      select s.id, s.answer_id, s.round, s.scores, s.score, s.submitted_at, a.status, a.final_score, a.blank_audit,
        exists (select 1 from marking_slot o where o.answer_id = s.answer_id and o.round = 3 and o.submitted_at is not null) as arbitrated,
        coalesce(a.status = 3 and (select p.resolution from marking_problem p where p.answer_id = a.id and p.status = 1
          order by p.handled_at desc nulls last, p.id desc limit 1) in ('score', 'zero'), false) as decided
      from marking_slot s join marking_answer a on a.id = s.answer_id
      where ${where}
      order by s.submitted_at desc, s.id desc
      limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
  );
  const list: TMarkingHistoryItem[] = rows.map((r) => ({
    slotId: r.id,
    answerId: r.answer_id,
    paperNo: paperNo(r.answer_id),
    round: r.round,
    scores: r.scores.map(Number),
    score: Number(r.score),
    submittedAt: iso(r.submitted_at)!,
    answerStatus: r.status,
    answerStatusText: answerStatusText(r.status),
    finalScore: r.final_score == null ? null : Number(r.final_score),
    editable: editable(ctx, r),
  }));
  return { list, total, pageNo, pageSize };
}

/** One of the teacher's own slots (submitted or held), to show it again on the marking screen. */
export async function ownSlot(db: Db, auth: AuthContext, slotId: number): Promise<TMarkingItem> {
  const r = rowsOf<{ id: number; answer_id: number; group_id: number; round: number; lease_until: Date | null; rotation: number; image_key: string; scores: number[] | null; submitted_at: Date | null; marker_id: number | null; holder_id: number | null }>(
    await db.execute(sql`
      select s.id, s.answer_id, s.group_id, s.round, s.lease_until, a.rotation, a.image_key, s.scores, s.submitted_at, s.marker_id, s.holder_id
      from marking_slot s join marking_answer a on a.id = s.answer_id where s.id = ${slotId}`),
  )[0];
  if (!r) throw errors.notFound('答卷任务不存在');
  await loadMarkingGroup(db, auth, r.group_id); // school scope
  const mine = r.submitted_at ? r.marker_id === auth.teacherId : r.holder_id === auth.teacherId;
  if (!mine) throw errors.forbidden('只能查看自己评阅的答卷');
  return presentSlot(db, r, r.scores ? r.scores.map(Number) : null, r.submitted_at ? new Date(r.submitted_at) : null);
}

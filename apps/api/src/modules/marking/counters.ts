/** The counters of the marking screen and the task list: mine, the group's, arbitration and problems. */
import { sql } from 'drizzle-orm';
import type { TMarkingCounters } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from './present.js';

type Row = {
  group_id: number;
  my_marked: number;
  my_arbitrated: number;
  group_total: number;
  group_done: number;
  answers_total: number;
  answers_final: number;
  arbitration_pending: number;
  problem_pending: number;
  quota: number | null;
  has_marker: boolean;
};

/** Counters of several groups for one teacher, in one round trip. */
export async function groupCounters(db: Db, teacherId: number, groupIds: readonly number[]): Promise<Map<number, TMarkingCounters>> {
  const out = new Map<number, TMarkingCounters>();
  if (!groupIds.length) return out;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select g.id as group_id,
        coalesce(c.marked, 0) as my_marked,
        coalesce(c.arbitrated, 0) as my_arbitrated,
        (select count(*)::int from marking_answer a where a.group_id = g.id) * (case when g.double_marking then 2 else 1 end) as group_total,
        (select count(*)::int from marking_slot s where s.group_id = g.id and s.round < 3 and s.submitted_at is not null) as group_done,
        (select count(*)::int from marking_answer a where a.group_id = g.id) as answers_total,
        (select count(*)::int from marking_answer a where a.group_id = g.id and a.status = 3) as answers_final,
        (select count(*)::int from marking_answer a where a.group_id = g.id and a.status = 1) as arbitration_pending,
        (select count(*)::int from marking_problem p where p.group_id = g.id and p.status = 0) as problem_pending,
        m.quota, m.teacher_id is not null as has_marker
      from marking_group g
      left join marking_marker m on m.group_id = g.id and m.teacher_id = ${teacherId} and m.role = 'marker'
      left join marking_marker_count c on c.group_id = g.id and c.teacher_id = ${teacherId}
      where g.id in (${sql.join(groupIds.map((id) => sql`${id}`), sql`, `)})`),
  );
  for (const r of rows) {
    out.set(r.group_id, {
      myMarked: r.my_marked,
      myArbitrated: r.my_arbitrated,
      myQuota: r.has_marker ? r.quota : null,
      groupTotal: r.group_total,
      groupDone: r.group_done,
      answersTotal: r.answers_total,
      answersFinal: r.answers_final,
      arbitrationPending: r.arbitration_pending,
      problemPending: r.problem_pending,
    });
  }
  return out;
}

export async function oneGroupCounters(db: Db, teacherId: number, groupId: number): Promise<TMarkingCounters> {
  return (await groupCounters(db, teacherId, [groupId])).get(groupId)!;
}

/**
 * The marker's counters, for a statement whose parameters `g` and `t` are the group and the
 * teacher: the database function marking_my_counters (migration 0006), which the submit uses too.
 */
export const countersSelect = (g: string, t: string) => `select my_marked, my_arbitrated, quota, has_marker from marking_my_counters(${g}, ${t})`;

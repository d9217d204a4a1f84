/**
 * The pool of marking work. Every answer of a started group has one slot per round (1, or 1 and 2
 * for double marking); the arbitration round (3) is added by settleAnswer when two scores differ
 * by more than the tolerance. Slots are created answer by answer, so rounds 1 and 2 of an answer
 * sit next to each other in the pool and double-marked answers finish early; for markType 3
 * (班级混合阅卷) the answers are shuffled across classes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Creates the missing slots of the group's open answers (no-op unless the group has started). */
export async function syncSlots(db: Db, groupId: number): Promise<void> {
  await db.execute(sql`
    insert into marking_slot (answer_id, group_id, clazz_id, round)
    select a.id, a.group_id, a.clazz_id, r.round
    from marking_answer a
    join marking_group g on g.id = a.group_id
    join exam e on e.id = g.exam_id
    join exam_group eg on eg.id = e.exam_group_id
    cross join lateral generate_series(1, case when g.double_marking then 2 else 1 end) as r(round)
    where a.group_id = ${groupId} and g.status in (1, 2) and a.status = 0
    order by case when eg.mark_type = 3 then hashtext(a.id::text) else a.clazz_id end, a.id, r.round
    on conflict (answer_id, round) do nothing`);
}

/**
 * Hands out the next answer to mark (or to arbitrate). The claim is one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` pick, so markers working at the same moment — in one API process or
 * several — never receive the same slot, and a marker never receives both rounds of one answer.
 * A slot handed out but not submitted returns to the pool when its lease runs out. A marker who
 * still holds a slot (reloaded page, second tab) gets that slot back with a fresh lease.
 */
import { sql } from 'drizzle-orm';
import { MARKING_LEASE_SECONDS, type TMarkingItem, type TMarkingNext } from '@app/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import { run, statement } from '../../db/prepared.js';
import type { AuthContext } from '../auth/authenticate.js';
import { countersSelect } from './counters.js';
import { answerImageUrl, iso, paperNo, rowsOf } from './present.js';

type SlotRow = { id: number; answer_id: number; round: number; lease_until: Date | string | null; rotation: number; image_key: string; label_ids?: number[] };

const PAUSED: Record<number, string> = { 0: '阅卷尚未开始', 2: '阅卷已暂停，请稍后再试', 3: '该题组阅卷已完成', 4: '该题组阅卷已最终完成' };

type ClaimRow = { [K in keyof SlotRow]: SlotRow[K] | null } & {
  g_school_id: number | null;
  g_status: number | null;
  is_marker: boolean | null;
  is_arbiter: boolean | null;
  my_marked: number;
  my_arbitrated: number;
  quota: number | null;
  has_marker: boolean;
};

/**
 * One statement per fetch, the group's checks included. Parameters: $1 teacher, $2 group, $3 lease
 * seconds, $4 the teacher's school. `ctx` reads the group and the teacher's roles; nothing is
 * claimed unless the group is of the teacher's school, is being marked and the teacher has the
 * role (`go`). `held` gives back a slot the teacher still holds (page reloaded, second tab) with a
 * fresh lease; only if there is none, `pick` claims the first free slot of the pool (FOR UPDATE
 * SKIP LOCKED: markers fetching at the same moment never get the same slot). A marker of
 * per-class marking (markType 4) takes only their classes' answers. The answer's image and
 * labels travel with the slot, and the teacher's counters and the group's checks with the row.
 */
function claimStatement(role: 'marker' | 'arbiter', round: string, pickFilter: string, order: string) {
  return statement<ClaimRow>(`
    with ctx as materialized (
      select g.school_id, g.status,
        exists (select 1 from marking_marker m where m.group_id = g.id and m.teacher_id = $1 and m.role = 'marker') as is_marker,
        exists (select 1 from marking_marker m where m.group_id = g.id and m.teacher_id = $1 and m.role = 'arbiter') as is_arbiter,
        ${role === 'marker' ? `(select nullif(m.clazz_ids, '{}') from marking_marker m where m.group_id = g.id and m.teacher_id = $1 and m.role = 'marker')` : 'null::int[]'} as clazz_ids
      from marking_group g where g.id = $2),
    go as materialized (
      select coalesce((select school_id = $4 and status = 1 and is_${role} from ctx), false) as ok,
        (select clazz_ids from ctx) as clazz_ids),
    held as (
      update marking_slot s set lease_until = now() + make_interval(secs => $3)
      where (select ok from go) and s.id = (
        select id from marking_slot where holder_id = $1 and group_id = $2 and submitted_at is null and not blocked and ${round}
        order by id limit 1)
        and s.holder_id = $1 and s.submitted_at is null
      returning s.id, s.answer_id, s.round, s.lease_until),
    pick as (
      select s.id from marking_slot s
      where (select ok from go) and not exists (select 1 from held)
        and s.group_id = $2 and s.${round} and s.submitted_at is null and not s.blocked
        and (s.holder_id is null or s.lease_until < now())
        and (select go.clazz_ids is null or s.clazz_id = any(go.clazz_ids) from go)
        ${pickFilter}
      order by ${order}
      limit 1
      for update skip locked),
    claimed as (
      update marking_slot s set holder_id = $1, lease_until = now() + make_interval(secs => $3), handed_at = now()
      from pick where s.id = pick.id
      returning s.id, s.answer_id, s.round, s.lease_until)
    select x.school_id as g_school_id, x.status as g_status, x.is_marker, x.is_arbiter,
      c.id, c.answer_id, c.round, c.lease_until, a.rotation, a.image_key,
      (select coalesce(array_agg(l.label_id), '{}') from marking_answer_label l where l.answer_id = c.answer_id) as label_ids,
      k.my_marked, k.my_arbitrated, k.quota, k.has_marker
    from (${countersSelect('$2', '$1')}) k
    left join ctx x on true
    left join ((select * from held union all select * from claimed) c join marking_answer a on a.id = c.answer_id) on true`);
}

/**
 * Markers: never both rounds of one answer (nor one they hold in the other round), and nothing
 * once their quota is reached. Arbiters prefer answers they did not mark themselves, but are not
 * barred from them (a group with one arbiter would otherwise stall).
 */
export const CLAIM_MARK = claimStatement(
  'marker',
  'round < 3',
  `and not exists (select 1 from marking_slot o where o.answer_id = s.answer_id and o.id <> s.id and (o.marker_id = $1 or (o.holder_id = $1 and o.submitted_at is null)))
   and coalesce((select m.quota from marking_marker m where m.group_id = $2 and m.teacher_id = $1 and m.role = 'marker'), 2147483647)
       > coalesce((select c.marked from marking_marker_count c where c.group_id = $2 and c.teacher_id = $1), 0)`,
  's.id',
);
const CLAIM_ARBITRATE = claimStatement('arbiter', 'round = 3', '', 'exists (select 1 from marking_slot o where o.answer_id = s.answer_id and o.marker_id = $1), s.id');

/**
 * The next answer for the marking screen, in one statement: the group's checks (school, status,
 * role) and the claim together. An unknown group, or one of another school, is not found.
 */
export async function nextItem(db: Db, auth: AuthContext, groupId: number, mode: 'mark' | 'arbitrate'): Promise<TMarkingNext> {
  const t = auth.teacherId;
  const r = (await run(db, mode === 'mark' ? CLAIM_MARK : CLAIM_ARBITRATE, [t, groupId, MARKING_LEASE_SECONDS, auth.schoolId]))[0]!;
  if (r.g_school_id == null || r.g_school_id !== auth.schoolId) throw errors.notFound('阅卷题组不存在');
  if (mode === 'mark' && !r.is_marker) throw errors.forbidden('您不是该题组的阅卷老师');
  if (mode === 'arbitrate' && !r.is_arbiter) throw errors.forbidden('您不是该题组的仲裁老师');
  const counters = { myMarked: r.my_marked, myArbitrated: r.my_arbitrated, myQuota: r.has_marker ? r.quota : null };
  if (r.g_status !== 1) return { item: null, reason: PAUSED[r.g_status!] ?? '阅卷未在进行中', counters };
  const slot = r.id == null ? null : (r as SlotRow);
  if (!slot) {
    const quota = counters.myQuota;
    if (mode === 'mark' && quota != null && counters.myMarked >= quota) return { item: null, reason: '您的阅卷任务量已完成', counters };
    const reason = mode === 'arbitrate' ? '暂无待仲裁的答卷' : await noneLeftReason(db, t, groupId);
    return { item: null, reason, counters };
  }
  return { item: await presentSlot(db, slot, null, null), reason: null, counters };
}

async function noneLeftReason(db: Db, teacherId: number, groupId: number): Promise<string> {
  // Whether any first or second mark is still open that this teacher may take once it is free
  // (not the other round of an answer they marked, nor of a class outside their own under per-class
  // marking). In the pool index's order, so it stops at the first one (as an EXISTS, the planner
  // would read the whole table when none is left).
  const open = rowsOf<{ id: number }>(
    await db.execute(sql`
      select s.id from marking_slot s where s.group_id = ${groupId} and s.round < 3 and s.submitted_at is null and not s.blocked
        and not exists (select 1 from marking_slot o where o.answer_id = s.answer_id and o.id <> s.id and o.marker_id = ${teacherId})
        and not exists (select 1 from marking_marker m where m.group_id = ${groupId} and m.teacher_id = ${teacherId} and m.role = 'marker' and cardinality(m.clazz_ids) > 0 and not (s.clazz_id = any(m.clazz_ids)))
      order by s.id limit 1`),
  );
  return open.length ? '剩余答卷正由其他老师评阅，请稍后再试' : '本题组已没有待阅答卷';
}

/** The item shown on the marking screen: image, own scores (re-mark) and, for arbitration, both marks. */
export async function presentSlot(db: Db, slot: SlotRow, scores: number[] | null, submittedAt: Date | null): Promise<TMarkingItem> {
  const prior =
    slot.round === 3
      ? rowsOf<{ round: number; name: string; scores: number[]; score: number }>(
          await db.execute(sql`
            select s.round, t.name, s.scores, s.score from marking_slot s join teacher t on t.id = s.marker_id
            where s.answer_id = ${slot.answer_id} and s.round < 3 and s.submitted_at is not null order by s.round`),
        ).map((p) => ({ round: p.round, teacherName: p.name, scores: p.scores.map(Number), score: Number(p.score) }))
      : [];
  const labelIds = slot.label_ids ?? rowsOf<{ label_id: number }>(await db.execute(sql`select label_id from marking_answer_label where answer_id = ${slot.answer_id}`)).map((l) => l.label_id);
  return {
    slotId: slot.id,
    answerId: slot.answer_id,
    round: slot.round,
    paperNo: paperNo(slot.answer_id),
    imageUrl: answerImageUrl(slot.answer_id, slot.rotation, slot.image_key),
    rotation: slot.rotation,
    leaseUntil: iso(slot.lease_until),
    scores,
    submittedAt: iso(submittedAt),
    priorMarks: prior,
    labelIds: labelIds.map(Number),
  };
}

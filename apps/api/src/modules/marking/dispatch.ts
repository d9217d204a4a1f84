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
import type { MarkingGroupCtx } from './access.js';
import { countersSelect, myCounters } from './counters.js';
import { answerImageUrl, iso, paperNo, rowsOf } from './present.js';

type SlotRow = { id: number; answer_id: number; round: number; lease_until: Date | string | null; rotation: number; image_key: string; label_ids?: number[] };

const PAUSED: Record<number, string> = { 0: '阅卷尚未开始', 2: '阅卷已暂停，请稍后再试', 3: '该题组阅卷已完成', 4: '该题组阅卷已最终完成' };

type ClaimRow = { [K in keyof SlotRow]: SlotRow[K] | null } & { my_marked: number; my_arbitrated: number; quota: number | null; has_marker: boolean };

/**
 * One statement per fetch. Parameters: $1 teacher, $2 group, $3 lease seconds, $4 the marker's
 * classes (null: all). `held` gives back a slot the teacher still holds (page reloaded, second
 * tab) with a fresh lease; only if there is none, `pick` claims the first free slot of the pool
 * (FOR UPDATE SKIP LOCKED: markers fetching at the same moment never get the same slot). The
 * answer's image and labels travel with the slot.
 */
function claimStatement(round: string, pickFilter: string, order: string) {
  return statement<ClaimRow>(`
    with held as (
      update marking_slot s set lease_until = now() + make_interval(secs => $3)
      where s.id = (
        select id from marking_slot where holder_id = $1 and group_id = $2 and submitted_at is null and not blocked and ${round}
        order by id limit 1)
        and s.holder_id = $1 and s.submitted_at is null
      returning s.id, s.answer_id, s.round, s.lease_until),
    pick as (
      select s.id from marking_slot s
      where not exists (select 1 from held)
        and s.group_id = $2 and s.${round} and s.submitted_at is null and not s.blocked
        and (s.holder_id is null or s.lease_until < now())
        and ($4::int[] is null or s.clazz_id = any($4::int[]))
        ${pickFilter}
      order by ${order}
      limit 1
      for update skip locked),
    claimed as (
      update marking_slot s set holder_id = $1, lease_until = now() + make_interval(secs => $3), handed_at = now()
      from pick where s.id = pick.id
      returning s.id, s.answer_id, s.round, s.lease_until)
    select c.id, c.answer_id, c.round, c.lease_until, a.rotation, a.image_key,
      (select coalesce(array_agg(l.label_id), '{}') from marking_answer_label l where l.answer_id = c.answer_id) as label_ids,
      k.my_marked, k.my_arbitrated, k.quota, k.has_marker
    from (${countersSelect('$2', '$1')}) k
    left join ((select * from held union all select * from claimed) c join marking_answer a on a.id = c.answer_id) on true`);
}

/**
 * Markers: never both rounds of one answer (nor one they hold in the other round), and nothing
 * once their quota is reached. Arbiters prefer answers they did not mark themselves, but are not
 * barred from them (a group with one arbiter would otherwise stall).
 */
const CLAIM_MARK = claimStatement(
  'round < 3',
  `and not exists (select 1 from marking_slot o where o.answer_id = s.answer_id and o.id <> s.id and (o.marker_id = $1 or (o.holder_id = $1 and o.submitted_at is null)))
   and coalesce((select m.quota from marking_marker m where m.group_id = $2 and m.teacher_id = $1 and m.role = 'marker'), 2147483647)
       > (select count(*) from marking_slot x where x.group_id = $2 and x.marker_id = $1 and x.round < 3 and x.submitted_at is not null)`,
  's.id',
);
const CLAIM_ARBITRATE = claimStatement('round = 3', '', 'exists (select 1 from marking_slot o where o.answer_id = s.answer_id and o.marker_id = $1), s.id');

export async function nextItem(db: Db, auth: AuthContext, ctx: MarkingGroupCtx, mode: 'mark' | 'arbitrate'): Promise<TMarkingNext> {
  const t = auth.teacherId;
  const groupId = ctx.group.id;
  if (mode === 'mark' && !ctx.roles.includes('marker')) throw errors.forbidden('您不是该题组的阅卷老师');
  if (mode === 'arbitrate' && !ctx.roles.includes('arbiter')) throw errors.forbidden('您不是该题组的仲裁老师');
  if (ctx.group.status !== 1) return { item: null, reason: PAUSED[ctx.group.status] ?? '阅卷未在进行中', counters: await myCounters(db, t, groupId) };
  const clazzIds = mode === 'mark' && ctx.markerRow?.clazzIds?.length ? ctx.markerRow.clazzIds : null;
  // One row: the marker's counters (claiming changes none of them) and the slot, if any.
  const r = (await run(db, mode === 'mark' ? CLAIM_MARK : CLAIM_ARBITRATE, [t, groupId, MARKING_LEASE_SECONDS, clazzIds]))[0]!;
  const counters = { myMarked: r.my_marked, myArbitrated: r.my_arbitrated, myQuota: r.has_marker ? r.quota : null };
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
  const rows = rowsOf<{ open: number; held: number }>(
    await db.execute(sql`
      select count(*)::int as open, count(*) filter (where holder_id is not null and lease_until >= now())::int as held
      from marking_slot where group_id = ${groupId} and round < 3 and submitted_at is null and not blocked
        and not exists (select 1 from marking_slot o where o.answer_id = marking_slot.answer_id and o.id <> marking_slot.id and o.marker_id = ${teacherId})`),
  );
  const r = rows[0]!;
  if (r.open === 0) return '本题组已没有待阅答卷';
  return '剩余答卷正由其他老师评阅，请稍后再试';
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

/**
 * Marking progress of an exam (阅卷进度): per group the answers and marks done, arbitration and
 * problem papers, the agreement of double marking and the mean final score; per marker what they
 * marked and hold, what is left of their quota, their speed (average time per answer from spent_ms
 * and answers submitted in the last hour), how often their pairs agreed within the tolerance and
 * their mean score (a too harsh or too lenient marker stands out). Set-based: a few queries per exam.
 */
import { sql } from 'drizzle-orm';
import type { TExamProgress, TMarkingRole } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadMarkingExam } from './access.js';
import { examGroupsOrdered } from './group-setup.js';
import { num } from './manager-scope.js';
import { assertCanViewProgress } from './progress-access.js';
import { groupStatusText, rowsOf } from './present.js';

type GroupRow = { id: number; answers_total: number; answers_final: number; arbitration_pending: number; slots_done: number; arbitration_done: number; problem_pending: number; mean_score: number | null };
type MarkerRow = { group_id: number; teacher_id: number; name: string; role: string; quota: number | null; marked: number; held: number; avg_ms: number | null; last_hour: number; mean_score: number | null };
type PairRow = { group_id: number; marker_id: number | null; pairs: number; agreed: number };

export async function examProgress(db: Db, auth: AuthContext, examId: number): Promise<TExamProgress> {
  const ctx = await loadMarkingExam(db, auth, examId);
  const groups = await examGroupsOrdered(db, examId);
  const ids = groups.map((g) => g.id);
  await assertCanViewProgress(db, auth, ctx, ids);
  const base = { examId, examName: ctx.examGroup.name, subjectName: ctx.subjectName, markType: ctx.examGroup.markType, markStatus: ctx.examGroup.markStatus, isManager: ctx.isManager };
  if (!ids.length) return { ...base, groups: [] };
  const idList = sql`${sql.param(ids)}::int[]`;
  const stats = rowsOf<GroupRow>(
    await db.execute(sql`
      select g.id,
        (select count(*)::int from marking_answer a where a.group_id = g.id) as answers_total,
        (select count(*)::int from marking_answer a where a.group_id = g.id and a.status = 3) as answers_final,
        (select count(*)::int from marking_answer a where a.group_id = g.id and a.status = 1) as arbitration_pending,
        (select count(*)::int from marking_slot s where s.group_id = g.id and s.round < 3 and s.submitted_at is not null) as slots_done,
        (select count(*)::int from marking_slot s where s.group_id = g.id and s.round = 3 and s.submitted_at is not null) as arbitration_done,
        (select count(*)::int from marking_problem p where p.group_id = g.id and p.status = 0) as problem_pending,
        (select avg(a.final_score)::float8 from marking_answer a where a.group_id = g.id and a.status = 3) as mean_score
      from marking_group g where g.id = any(${idList})`),
  );
  const markers = rowsOf<MarkerRow>(
    await db.execute(sql`
      select m.group_id, m.teacher_id, t.name, m.role, m.quota, x.marked, x.held, x.avg_ms, x.last_hour, x.mean_score
      from marking_marker m
      join teacher t on t.id = m.teacher_id
      cross join lateral (
        select
          count(*) filter (where s.marker_id = m.teacher_id and s.submitted_at is not null)::int as marked,
          count(*) filter (where s.holder_id = m.teacher_id and s.submitted_at is null and s.lease_until >= now())::int as held,
          (avg(s.spent_ms) filter (where s.marker_id = m.teacher_id and s.submitted_at is not null))::float8 as avg_ms,
          count(*) filter (where s.marker_id = m.teacher_id and s.submitted_at > now() - interval '1 hour')::int as last_hour,
          (avg(s.score) filter (where s.marker_id = m.teacher_id and s.submitted_at is not null))::float8 as mean_score
        from marking_slot s
        where s.group_id = m.group_id and (s.marker_id = m.teacher_id or s.holder_id = m.teacher_id)
          and (case when m.role = 'marker' then s.round < 3 else s.round = 3 end)) x
      where m.group_id = any(${idList})
      order by m.group_id, m.role desc, t.name, m.teacher_id`),
  );
  // Finished pairs of double marking; a pair agrees when its two scores differ by at most the tolerance.
  const pairs = rowsOf<PairRow>(
    await db.execute(sql`
      with pair as (
        select s1.group_id, s1.marker_id as m1, s2.marker_id as m2,
          abs(s1.score::float8 - s2.score::float8) <= g.tolerance::float8 + 1e-9 as agreed
        from marking_slot s1
        join marking_slot s2 on s2.answer_id = s1.answer_id and s2.round = 2 and s2.submitted_at is not null
        join marking_group g on g.id = s1.group_id
        where s1.group_id = any(${idList}) and s1.round = 1 and s1.submitted_at is not null)
      select group_id, marker_id, count(*)::int as pairs, count(*) filter (where agreed)::int as agreed
      from (select group_id, m1 as marker_id, agreed from pair union all select group_id, m2, agreed from pair) x
      group by group_id, marker_id
      union all
      select group_id, null, count(*)::int, count(*) filter (where agreed)::int from pair group by group_id`),
  );
  const pairOf = (groupId: number, markerId: number | null) => pairs.find((p) => p.group_id === groupId && p.marker_id === markerId);
  return {
    ...base,
    groups: groups.map((g) => {
      const s = stats.find((r) => r.id === g.id)!;
      const groupPairs = pairOf(g.id, null);
      return {
        groupId: g.id,
        name: g.name,
        status: g.status,
        statusText: groupStatusText(g.status),
        fullScore: g.fullScore,
        doubleMarking: g.doubleMarking,
        answersTotal: s.answers_total,
        answersFinal: s.answers_final,
        slotsTotal: s.answers_total * (g.doubleMarking ? 2 : 1),
        slotsDone: s.slots_done,
        arbitrationPending: s.arbitration_pending,
        arbitrationDone: s.arbitration_done,
        problemPending: s.problem_pending,
        agreementRate: groupPairs && groupPairs.pairs ? groupPairs.agreed / groupPairs.pairs : null,
        meanScore: num(s.mean_score),
        markers: markers
          .filter((m) => m.group_id === g.id)
          .map((m) => {
            const isMarker = m.role === 'marker';
            const own = isMarker ? pairOf(g.id, m.teacher_id) : undefined;
            return {
              teacherId: m.teacher_id,
              teacherName: m.name,
              role: m.role as TMarkingRole,
              quota: isMarker ? m.quota : null,
              marked: m.marked,
              held: m.held,
              remaining: isMarker && m.quota != null ? Math.max(0, m.quota - m.marked) : null,
              avgSeconds: m.avg_ms == null ? null : Number(m.avg_ms) / 1000,
              perHour: m.marked ? m.last_hour : null,
              agreementRate: own && own.pairs ? own.agreed / own.pairs : null,
              arbitrations: own ? own.pairs - own.agreed : 0,
              meanScore: num(m.mean_score),
            };
          }),
      };
    }),
  };
}

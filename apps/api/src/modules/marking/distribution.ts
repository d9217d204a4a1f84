/**
 * Score distribution of a group (给分分布): the final scores and each marker's submitted scores in
 * the same buckets, to spot a marker who is too harsh or too lenient. Buckets are a tenth of the
 * full score wide, rounded up to a whole number of score steps (so every bucket holds the same
 * number of possible scores), and at least one step; the full score falls in the last bucket.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZScoreDistribution } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadMarkingGroup } from './access.js';
import { num } from './manager-scope.js';
import { assertCanViewProgress } from './progress-access.js';
import { round2, rowsOf } from './present.js';

type Distribution = z.output<typeof ZScoreDistribution>;

export function bucketWidth(fullScore: number, step: number): number {
  return Math.max(step, Math.ceil(fullScore / 10 / step - 1e-9) * step);
}

export function bucketsOf(fullScore: number, width: number): number[] {
  const n = Math.max(1, Math.ceil(fullScore / width - 1e-9));
  return Array.from({ length: n }, (_, i) => round2(i * width));
}

export function countInBuckets(scores: readonly number[], buckets: readonly number[], width: number): number[] {
  const counts = buckets.map(() => 0);
  for (const s of scores) {
    const i = Math.min(buckets.length - 1, Math.max(0, Math.floor(s / width + 1e-9)));
    counts[i]! += 1;
  }
  return counts;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);

export async function scoreDistribution(db: Db, auth: AuthContext, groupId: number): Promise<Distribution> {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  await assertCanViewProgress(db, auth, ctx, [groupId]);
  const g = ctx.group;
  const width = bucketWidth(g.fullScore, g.scoreStep);
  const buckets = bucketsOf(g.fullScore, width);
  const finals = rowsOf<{ s: number }>(await db.execute(sql`select final_score::float8 as s from marking_answer where group_id = ${groupId} and status = 3 and final_score is not null`)).map((r) => Number(r.s));
  const marks = rowsOf<{ teacher_id: number; name: string; s: number }>(
    await db.execute(sql`
      select s.marker_id as teacher_id, t.name, s.score::float8 as s
      from marking_slot s join teacher t on t.id = s.marker_id
      where s.group_id = ${groupId} and s.round < 3 and s.submitted_at is not null
      order by t.name, s.marker_id`),
  );
  const byMarker = new Map<number, { name: string; scores: number[] }>();
  for (const m of marks) {
    const e = byMarker.get(m.teacher_id) ?? { name: m.name, scores: [] };
    e.scores.push(Number(m.s));
    byMarker.set(m.teacher_id, e);
  }
  return {
    fullScore: g.fullScore,
    buckets,
    group: { mean: num(mean(finals)), counts: countInBuckets(finals, buckets, width) },
    markers: [...byMarker].map(([teacherId, e]) => ({ teacherId, teacherName: e.name, mean: mean(e.scores), marked: e.scores.length, counts: countInBuckets(e.scores, buckets, width) })),
  };
}

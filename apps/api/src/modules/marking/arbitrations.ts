/** The arbitration list of a group (仲裁列表): answers waiting for the arbiter, or already arbitrated, with both marks. */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZMarkingArbitration } from '@app/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadMarkingGroup } from './access.js';
import { answerImageUrl, paperNo, round2, rowsOf } from './present.js';

type Arbitration = z.output<typeof ZMarkingArbitration>;
type Row = { id: number; slot_id: number | null; rotation: number; image_key: string; final_score: number | null; arbiter_name: string | null };
type MarkRow = { answer_id: number; round: number; name: string; scores: number[]; score: number };

export async function listArbitrations(db: Db, auth: AuthContext, groupId: number, q: { status: 'pending' | 'done'; pageNo: number; pageSize: number }) {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  if (!ctx.isManager && !ctx.roles.includes('arbiter')) throw errors.forbidden('只有仲裁老师或考试负责人可以查看仲裁列表');
  const arbitrated = sql`exists (select 1 from marking_slot s where s.answer_id = a.id and s.round = 3 and s.submitted_at is not null)`;
  const where = q.status === 'pending' ? sql`a.group_id = ${groupId} and a.status = 1` : sql`a.group_id = ${groupId} and ${arbitrated}`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from marking_answer a where ${where}`))[0]!.n;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select a.id, (select s.id from marking_slot s where s.answer_id = a.id and s.round = 3) as slot_id, a.rotation, a.image_key, a.final_score::float8 as final_score,
        (select t.name from marking_slot s join teacher t on t.id = s.marker_id where s.answer_id = a.id and s.round = 3 and s.submitted_at is not null) as arbiter_name
      from marking_answer a where ${where}
      order by a.id
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const ids = rows.map((r) => r.id);
  const marks = ids.length
    ? rowsOf<MarkRow>(
        await db.execute(sql`
          select s.answer_id, s.round, t.name, s.scores, s.score::float8 as score
          from marking_slot s join teacher t on t.id = s.marker_id
          where s.answer_id = any(${sql.param(ids)}::int[]) and s.round < 3 and s.submitted_at is not null
          order by s.answer_id, s.round`),
      )
    : [];
  const list: Arbitration[] = rows.map((r) => {
    const prior = marks.filter((m) => m.answer_id === r.id).map((m) => ({ round: m.round, teacherName: m.name, scores: m.scores.map(Number), score: Number(m.score) }));
    const difference = prior.length === 2 ? round2(Math.abs(prior[0]!.score - prior[1]!.score)) : 0;
    return { answerId: r.id, slotId: r.slot_id, paperNo: paperNo(r.id), imageUrl: answerImageUrl(r.id, r.rotation, r.image_key), priorMarks: prior, difference, finalScore: r.final_score == null ? null : Number(r.final_score), arbiterName: r.arbiter_name };
  });
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
}

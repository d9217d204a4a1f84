/** Marking progress by class (progressv2): for every class of the exam, each group's answers and how many are final. */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZClazzProgress } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadMarkingExam } from './access.js';
import { examGroupsOrdered } from './group-setup.js';
import { assertCanViewProgress } from './progress-access.js';
import { rowsOf } from './present.js';

type ClazzProgress = z.output<typeof ZClazzProgress>;
type Row = { clazz_id: number; clazz_name: string; group_id: number; group_name: string; total: number; final: number };

export async function clazzProgress(db: Db, auth: AuthContext, examId: number): Promise<ClazzProgress[]> {
  const ctx = await loadMarkingExam(db, auth, examId);
  await assertCanViewProgress(db, auth, ctx, (await examGroupsOrdered(db, examId)).map((g) => g.id));
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select c.id as clazz_id, c.name as clazz_name, g.id as group_id, g.name as group_name,
        count(a.id)::int as total, (count(a.id) filter (where a.status = 3))::int as final
      from exam_group_clazz egc
      join clazz c on c.id = egc.clazz_id
      join marking_group g on g.exam_id = ${examId}
      left join marking_answer a on a.group_id = g.id and a.clazz_id = c.id
      where egc.exam_group_id = ${ctx.examGroup.id}
      group by c.id, c.name, c.sort, g.id, g.name, g.sort
      order by c.sort, c.id, g.sort, g.id`),
  );
  const out = new Map<number, ClazzProgress>();
  for (const r of rows) {
    let c = out.get(r.clazz_id);
    if (!c) out.set(r.clazz_id, (c = { clazzId: r.clazz_id, clazzName: r.clazz_name, groups: [] }));
    c.groups.push({ groupId: r.group_id, name: r.group_name, total: r.total, final: r.final });
  }
  return [...out.values()];
}

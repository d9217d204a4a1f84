/**
 * Problem papers (问题卷): a marker reports the answer in front of them (unreadable, not this
 * question, blank, other); the answer leaves the pool (its open slots are blocked) until a manager
 * resolves it. The list is for the exam's managers, and under 班级单独阅卷 (markType 4) also for the
 * group's markers, who always see their problem papers.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MARKING_PROBLEM_STATUS_TEXT, MARKING_PROBLEM_TYPES, type TMarkingProblem } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingAnswer, markingGroup, markingProblem, markingSlot } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadMarkingGroup } from './access.js';
import { answerImageUrl, iso, paperNo, rowsOf } from './present.js';
import { inTransaction } from './tx.js';

export async function reportProblem(db: Db, auth: AuthContext, body: { slotId: number; type: number; note: string }): Promise<void> {
  const t = auth.teacherId;
  const head = (await db.select({ groupId: markingSlot.groupId, answerId: markingSlot.answerId }).from(markingSlot).where(eq(markingSlot.id, body.slotId)).limit(1))[0];
  if (!head) throw errors.notFound('答卷任务不存在');
  await loadMarkingGroup(db, auth, head.groupId); // another school's slot is not found
  await inTransaction(db, async (tx) => {
    // The answer, then its slots: the lock order of settle.ts.
    const a = (await tx.select().from(markingAnswer).where(eq(markingAnswer.id, head.answerId)).for('no key update').limit(1))[0]!;
    const slots = await tx.select().from(markingSlot).where(eq(markingSlot.answerId, head.answerId)).orderBy(asc(markingSlot.id)).for('no key update');
    const slot = slots.find((s) => s.id === body.slotId);
    if (!slot) throw errors.notFound('答卷任务不存在');
    const open = (await tx.select().from(markingProblem).where(and(eq(markingProblem.answerId, a.id), eq(markingProblem.status, 0))).limit(1))[0];
    // The first report took the slot from its holder, so a repeated report (double click, retry) is recognised by its reporter.
    const mine = (slot.submittedAt ? slot.markerId === t : slot.holderId === t) || open?.reporterId === t;
    if (!mine) {
      // An answer taken back while it was on the marker's screen (lease, blank audit, a manager's
      // decision) is a conflict like the same submit, not a permission error.
      if (!slot.submittedAt && (slot.blocked || slot.holderId == null)) throw errors.conflict(slot.blocked ? '该答卷已转为问题卷或已处理，请阅下一份' : '该答卷已超时回收，请阅下一份');
      throw errors.forbidden('只能报告自己正在评阅或评阅过的答卷');
    }
    if (open) return; // already reported and waiting: a second report changes nothing
    const g = (await tx.select({ status: markingGroup.status }).from(markingGroup).where(eq(markingGroup.id, slot.groupId)).limit(1))[0]!;
    if (g.status !== 1 && g.status !== 2) throw errors.conflict('该题组不在阅卷中，不能报告问题卷');
    if (a.blankAudit === 2) throw errors.conflict('该答卷已按空白卷处理，不能报告问题卷');
    await tx.insert(markingProblem).values({ answerId: a.id, groupId: a.groupId, slotId: slot.id, reporterId: t, type: body.type, note: body.note });
    await tx.update(markingAnswer).set({ status: 2, updatedAt: new Date() }).where(eq(markingAnswer.id, a.id));
    await tx
      .update(markingSlot)
      .set({ blocked: true, holderId: null, leaseUntil: null })
      .where(and(eq(markingSlot.answerId, a.id), isNull(markingSlot.submittedAt)));
  });
}

type ProblemRow = {
  id: number;
  answer_id: number;
  group_id: number;
  group_name: string;
  rotation: number;
  image_key: string;
  student_name: string;
  clazz_name: string;
  type: number;
  note: string;
  reporter_name: string;
  status: number;
  resolution: string | null;
  final_score: number | null;
  created_at: Date | string;
};

export async function listProblems(db: Db, auth: AuthContext, groupId: number, q: { status?: number; pageNo: number; pageSize: number }) {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  const canSee = ctx.isManager || (ctx.examGroup.markType === 4 && ctx.roles.length > 0);
  if (!canSee) throw errors.forbidden('只有考试负责人可以查看问题卷');
  const where = q.status == null ? sql`p.group_id = ${groupId}` : sql`p.group_id = ${groupId} and p.status = ${q.status}`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from marking_problem p where ${where}`))[0]!.n;
  const rows = rowsOf<ProblemRow>(
    await db.execute(sql`
      select p.id, p.answer_id, p.group_id, g.name as group_name, a.rotation, a.image_key, st.name as student_name, c.name as clazz_name,
        p.type, p.note, t.name as reporter_name, p.status, p.resolution, a.final_score::float8 as final_score, p.created_at
      from marking_problem p
      join marking_group g on g.id = p.group_id
      join marking_answer a on a.id = p.answer_id
      join student st on st.id = a.student_id
      join clazz c on c.id = a.clazz_id
      join teacher t on t.id = p.reporter_id
      where ${where}
      order by p.status, p.created_at desc, p.id desc
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const list: TMarkingProblem[] = rows.map((r) => ({
    problemId: r.id,
    answerId: r.answer_id,
    groupId: r.group_id,
    groupName: r.group_name,
    paperNo: paperNo(r.answer_id),
    studentName: r.student_name,
    clazzName: r.clazz_name,
    imageUrl: answerImageUrl(r.answer_id, r.rotation, r.image_key),
    type: r.type,
    typeText: MARKING_PROBLEM_TYPES.find((x) => x.value === r.type)?.label ?? '其他',
    note: r.note,
    reporterName: r.reporter_name,
    status: r.status,
    statusText: MARKING_PROBLEM_STATUS_TEXT[r.status] ?? '未知',
    resolution: r.resolution,
    finalScore: r.final_score == null ? null : Number(r.final_score),
    createdAt: iso(r.created_at)!,
  }));
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
}


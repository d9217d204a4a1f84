/**
 * A group's life: 0 未开始 → start → 1 阅卷中 ⇄ stop/resume 2 已暂停 → finish → 3 已完成 → final →
 * 4 最终完成 (irreversible; writes the marked scores to the exam once every group of it is final).
 * A completed group can be reopened (3 → 1). Every change runs in one transaction with the group's
 * row locked, so two managers pressing buttons at once cannot both pass the checks.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZMarkingGroupState } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examGroup, markingGroup, markingMarker } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingGroup, type MarkingGroupRow } from './access.js';
import { MARK_STATUS, writeMarkedScores } from './finalize.js';
import { groupStatusText, rowsOf } from './present.js';
import { planQuotas, type AssignMode } from './quota-plan.js';
import { syncSlots } from './slots.js';
import { inTransaction, lockGroup } from './tx.js';

export type LifecycleAction = 'start' | 'stop' | 'resume' | 'finish' | 'reopen' | 'final';
type GroupState = z.output<typeof ZMarkingGroupState>;

const RULES: Record<LifecycleAction, { from: number[]; to: number; verb: string }> = {
  start: { from: [0], to: 1, verb: '开始阅卷' },
  stop: { from: [1], to: 2, verb: '暂停阅卷' },
  resume: { from: [2], to: 1, verb: '继续阅卷' },
  finish: { from: [1, 2], to: 3, verb: '完成阅卷' },
  reopen: { from: [3], to: 1, verb: '重新开启阅卷' },
  final: { from: [3], to: 4, verb: '最终完成阅卷' },
};

/** Checks a group is ready to start and fixes its 'even' quotas from the answers it has now. */
async function prepareStart(tx: Db, g: MarkingGroupRow): Promise<void> {
  const rows = rowsOf<{ teacher_id: number; name: string; role: string; quota: number | null; clazz_ids: number[] | null }>(
    await tx.execute(sql`select m.teacher_id, t.name, m.role, m.quota, m.clazz_ids from marking_marker m join teacher t on t.id = m.teacher_id where m.group_id = ${g.id} order by m.teacher_id`),
  );
  const markers = rows.filter((r) => r.role === 'marker');
  if (!markers.length) throw errors.conflict('请先分配阅卷老师');
  const answers = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from marking_answer where group_id = ${g.id}`))[0]!.n;
  if (!answers) throw errors.conflict('该题组还没有学生答卷，请先导入扫描答卷');
  if (g.doubleMarking && markers.length < 2) throw errors.conflict('双评至少需要2位阅卷老师，请先分配');
  if (g.doubleMarking && !rows.some((r) => r.role === 'arbiter')) throw errors.conflict('双评至少需要1位仲裁老师，请先分配');
  const planned = markers.map((m) => ({ teacherId: m.teacher_id, teacherName: m.name, quota: m.quota, clazzIds: m.clazz_ids ? m.clazz_ids.map(Number) : null }));
  const quotas = await planQuotas(tx, g.id, g.assignMode as AssignMode, planned, g.doubleMarking ? 2 : 1);
  if (g.assignMode === 'even') {
    for (const [teacherId, quota] of quotas) {
      await tx.update(markingMarker).set({ quota }).where(and(eq(markingMarker.groupId, g.id), eq(markingMarker.teacherId, teacherId), eq(markingMarker.role, 'marker')));
    }
  }
}

async function assertAllFinal(tx: Db, groupId: number): Promise<void> {
  const rows = rowsOf<{ status: number; n: number }>(await tx.execute(sql`select status, count(*)::int as n from marking_answer where group_id = ${groupId} and status <> 3 group by status`));
  const count = (s: number) => rows.find((r) => r.status === s)?.n ?? 0;
  const open = rows.reduce((s, r) => s + r.n, 0);
  if (open) throw errors.conflict(`还有${open}份答卷未完成（待阅${count(0)}份，待仲裁${count(1)}份，问题卷${count(2)}份），不能完成阅卷`);
}

export async function changeGroupStatus(db: Db, auth: AuthContext, groupId: number, action: LifecycleAction): Promise<GroupState> {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  assertExamManager(ctx);
  const rule = RULES[action];
  return inTransaction(db, async (tx) => {
    const g = await lockGroup(tx, groupId);
    if (!rule.from.includes(g.status)) throw errors.conflict(`该题组当前为"${groupStatusText(g.status)}"，不能${rule.verb}`);
    if (action === 'start') await prepareStart(tx, g);
    if (action === 'finish') await assertAllFinal(tx, groupId);
    await tx.update(markingGroup).set({ status: rule.to, updatedAt: new Date() }).where(eq(markingGroup.id, groupId));
    if (action === 'start') {
      await tx.update(examGroup).set({ markStatus: MARK_STATUS.MARKING, updatedAt: new Date() }).where(and(eq(examGroup.id, ctx.examGroup.id), eq(examGroup.markStatus, MARK_STATUS.NONE)));
    }
    // Answers may have been imported while the group was paused or completed.
    if (rule.to === 1) await syncSlots(tx, groupId);
    const scoresWritten = action === 'final' ? await writeMarkedScores(tx, g.examId, auth.teacherId) : false;
    return { groupId, status: rule.to, statusText: groupStatusText(rule.to), scoresWritten };
  });
}

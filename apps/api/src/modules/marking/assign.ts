/**
 * Assigning a group's markers and arbiters (分配阅卷任务), allowed at any time before the group is
 * finally complete. Markers and arbiters are teachers of the school; double marking needs two
 * markers and an arbiter and can only be switched before marking starts. A teacher taken off
 * the group loses the answers they hold but not yet submitted (back to the pool at once); marks
 * they already submitted stay.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TMarkingGroupSetup, ZMarkingAssignBody } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingGroup, markingMarker, teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { groupClazzIds } from '../academic/access.js';
import { assertExamManager, loadMarkingGroup, type MarkingGroupCtx } from './access.js';
import { presentGroupSetups } from './group-setup.js';
import { rowsOf } from './present.js';
import { planQuotas, type PlannedMarker } from './quota-plan.js';
import { resettleArbitrations } from './resettle.js';
import { inTransaction, lockGroup } from './tx.js';

type AssignBody = z.output<typeof ZMarkingAssignBody>;

async function schoolTeacherNames(tx: Db, schoolId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: teacher.id, name: teacher.name }).from(teacher).where(and(eq(teacher.schoolId, schoolId), inArray(teacher.id, ids), eq(teacher.disabled, false), eq(teacher.accountKind, 1)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** markType 4 (班级单独阅卷): a marker marks the exam's classes they teach, or every class when they teach none. */
async function taughtClazzIds(tx: Db, ctx: MarkingGroupCtx, teacherIds: number[], examClazzIds: number[]): Promise<Map<number, number[]>> {
  if (!teacherIds.length || !examClazzIds.length) return new Map();
  const rows = rowsOf<{ teacher_id: number; clazz_id: number }>(
    await tx.execute(sql`
      select distinct teacher_id, clazz_id from teacher_clazz
      where teacher_id = any(${sql.param(teacherIds)}::int[]) and semester_id = ${ctx.examGroup.semesterId}
        and subject_id = ${ctx.exam.subjectId} and clazz_id = any(${sql.param(examClazzIds)}::int[])`),
  );
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.teacher_id, [...(out.get(r.teacher_id) ?? []), r.clazz_id].sort((a, b) => a - b));
  return out;
}

export async function assignGroup(db: Db, auth: AuthContext, groupId: number, body: AssignBody): Promise<TMarkingGroupSetup> {
  const ctx = await loadMarkingGroup(db, auth, groupId);
  assertExamManager(ctx);
  await inTransaction(db, async (tx) => {
    const g = await lockGroup(tx, groupId);
    if (g.status === 4) throw errors.conflict('该题组阅卷已最终完成，不能再分配阅卷老师');
    const doubleMarking = body.doubleMarking ?? g.doubleMarking;
    if (doubleMarking !== g.doubleMarking && g.status >= 1) throw errors.conflict('该题组已开始阅卷，不能修改双评设置');
    const tolerance = body.tolerance ?? g.tolerance;
    if (tolerance > g.fullScore) throw errors.validation(`误差分不能大于题组满分${g.fullScore}分`);

    const markerIds = body.markers.map((m) => m.teacherId);
    if (new Set(markerIds).size !== markerIds.length) throw errors.validation('阅卷老师不能重复');
    const arbiterIds = [...new Set(body.arbiters)];
    const names = await schoolTeacherNames(tx, auth.schoolId, [...new Set([...markerIds, ...arbiterIds])]);
    const unknownMarkers = markerIds.filter((id) => !names.has(id));
    if (unknownMarkers.length) throw errors.validation(`阅卷老师不存在或不是本校教师（ID：${unknownMarkers.join('、')}）`);
    const unknownArbiters = arbiterIds.filter((id) => !names.has(id));
    if (unknownArbiters.length) throw errors.validation(`仲裁老师不存在或不是本校教师（ID：${unknownArbiters.join('、')}）`);
    if (doubleMarking && markerIds.length < 2) throw errors.validation('双评至少需要2位阅卷老师');
    if (doubleMarking && arbiterIds.length < 1) throw errors.validation('双评至少需要1位仲裁老师');

    const examClazzIds = await groupClazzIds(tx, ctx.examGroup.id);
    for (const m of body.markers) {
      const wrong = (m.clazzIds ?? []).filter((c) => !examClazzIds.includes(c));
      if (wrong.length) throw errors.validation(`${names.get(m.teacherId)}的阅卷班级${wrong.join('、')}没有参加这次考试`);
    }
    const defaults = ctx.examGroup.markType === 4 ? await taughtClazzIds(tx, ctx, body.markers.filter((m) => m.clazzIds === undefined).map((m) => m.teacherId), examClazzIds) : new Map<number, number[]>();
    const planned: PlannedMarker[] = body.markers.map((m) => {
      const given = m.clazzIds === undefined ? (defaults.get(m.teacherId) ?? null) : m.clazzIds;
      return { teacherId: m.teacherId, teacherName: names.get(m.teacherId)!, quota: m.quota ?? null, clazzIds: given && given.length ? [...new Set(given)].sort((a, b) => a - b) : null };
    });
    const quotas = await planQuotas(tx, groupId, body.assignMode, planned, doubleMarking ? 2 : 1);

    // Answers held by a teacher who no longer has the role go back to the pool now, not when the lease ends.
    await tx.execute(sql`
      update marking_slot set holder_id = null, lease_until = null, handed_at = null
      where group_id = ${groupId} and submitted_at is null and holder_id is not null
        and ((round < 3 and not (holder_id = any(${sql.param(markerIds)}::int[])))
          or (round = 3 and not (holder_id = any(${sql.param(arbiterIds)}::int[]))))`);
    const before = await tx.select().from(markingMarker).where(eq(markingMarker.groupId, groupId));
    const wasHidden = (teacherId: number, role: string) => before.some((r) => r.teacherId === teacherId && r.role === role && r.hidden);
    await tx.delete(markingMarker).where(eq(markingMarker.groupId, groupId));
    await tx.insert(markingMarker).values([
      ...planned.map((m) => ({ groupId, teacherId: m.teacherId, role: 'marker', quota: quotas.get(m.teacherId) ?? null, clazzIds: m.clazzIds, hidden: wasHidden(m.teacherId, 'marker') })),
      ...arbiterIds.map((teacherId) => ({ groupId, teacherId, role: 'arbiter', quota: null, clazzIds: null, hidden: wasHidden(teacherId, 'arbiter') })),
    ]);
    await tx.update(markingGroup).set({ assignMode: body.assignMode, doubleMarking, tolerance, updatedAt: new Date() }).where(eq(markingGroup.id, groupId));
    if (g.status >= 1 && doubleMarking && tolerance !== g.tolerance) await resettleArbitrations(tx, groupId, auth.teacherId);
  });
  const fresh = (await db.select().from(markingGroup).where(eq(markingGroup.id, groupId)).limit(1))[0]!;
  return (await presentGroupSetups(db, [fresh]))[0]!;
}

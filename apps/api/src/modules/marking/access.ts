/**
 * Who may do what in marking. Everything is scoped to the teacher's school first (another school's
 * group is simply not found). The exam's manager (its manager, the group's creator, the grade's
 * leaders and the school master) sets marking up and resolves problems; markers and arbiters
 * work on the groups they are assigned to.
 */
import { and, eq } from 'drizzle-orm';
import type { TMarkingRole } from '@app/contract';
import type { Db } from '../../db/client.js';
import { exam, examGroup, grade, markingGroup, markingMarker, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { canManageGroup, type ExamGroupRow, type ExamRow } from '../academic/access.js';

export type MarkingGroupRow = typeof markingGroup.$inferSelect;
export type MarkerRow = typeof markingMarker.$inferSelect;

export type MarkingExamCtx = { exam: ExamRow; examGroup: ExamGroupRow; subjectName: string; gradeName: string; isManager: boolean };
export type MarkingGroupCtx = MarkingExamCtx & { group: MarkingGroupRow; roles: TMarkingRole[]; markerRow: MarkerRow | null };

export function isExamManager(auth: AuthContext, e: ExamRow, g: ExamGroupRow): boolean {
  return e.managerId === auth.teacherId || canManageGroup(auth, g);
}

export async function loadMarkingExam(db: Db, auth: AuthContext, examId: number): Promise<MarkingExamCtx> {
  const rows = await db
    .select({ exam, examGroup, subjectName: subject.name, gradeName: grade.name })
    .from(exam)
    .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
    .innerJoin(subject, eq(subject.id, exam.subjectId))
    .innerJoin(grade, eq(grade.id, examGroup.gradeId))
    .where(eq(exam.id, examId))
    .limit(1);
  const r = rows[0];
  if (!r || r.examGroup.schoolId !== auth.schoolId) throw errors.notFound('考试不存在');
  return { ...r, isManager: isExamManager(auth, r.exam, r.examGroup) };
}

export async function loadMarkingGroup(db: Db, auth: AuthContext, groupId: number): Promise<MarkingGroupCtx> {
  const g = (await db.select().from(markingGroup).where(eq(markingGroup.id, groupId)).limit(1))[0];
  if (!g || g.schoolId !== auth.schoolId) throw errors.notFound('阅卷题组不存在');
  const ctx = await loadMarkingExam(db, auth, g.examId);
  const mine = await db.select().from(markingMarker).where(and(eq(markingMarker.groupId, groupId), eq(markingMarker.teacherId, auth.teacherId)));
  const roles = mine.map((m) => m.role as TMarkingRole).sort();
  return { ...ctx, group: g, roles, markerRow: mine.find((m) => m.role === 'marker') ?? null };
}

export function assertExamManager(ctx: MarkingExamCtx): void {
  if (!ctx.isManager) throw errors.forbidden('只有考试负责人、年级组长或校长可以管理阅卷');
}

/** Markers, arbiters and the exam's managers may open a group's marking screen. */
export function assertGroupMember(ctx: MarkingGroupCtx): void {
  if (!ctx.roles.length && !ctx.isManager) throw errors.forbidden('您不是该题组的阅卷老师');
}

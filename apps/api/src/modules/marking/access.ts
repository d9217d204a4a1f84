/**
 * Who may do what in marking. Everything is scoped to the teacher's school first (another school's
 * group is simply not found). The exam's manager (its manager, the group's creator, the grade's
 * leaders and the school master) sets marking up and resolves problems; markers and arbiters
 * work on the groups they are assigned to.
 */
import { eq } from 'drizzle-orm';
import type { TMarkingRole } from '@app/contract';
import type { Db } from '../../db/client.js';
import { exam, examGroup, grade, markingGroup, markingMarker, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { run, statement, tableColumns } from '../../db/prepared.js';
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

type GroupCtxRow = { group: MarkingGroupRow; exam: ExamRow; examGroup: ExamGroupRow; subjectName: string; gradeName: string; mine: MarkerRow[] };

function groupCtx(auth: AuthContext, r: GroupCtxRow | undefined): MarkingGroupCtx {
  if (!r || r.group.schoolId !== auth.schoolId) throw errors.notFound('阅卷题组不存在');
  const roles = r.mine.map((m) => m.role as TMarkingRole).sort();
  return {
    exam: r.exam,
    examGroup: r.examGroup,
    subjectName: r.subjectName,
    gradeName: r.gradeName,
    isManager: isExamManager(auth, r.exam, r.examGroup),
    group: r.group,
    roles,
    markerRow: r.mine.find((m) => m.role === 'marker') ?? null,
  };
}

const G = tableColumns(markingGroup, 'g');
const E = tableColumns(exam, 'e');
const EG = tableColumns(examGroup, 'eg');

/** The group with its exam, exam group, subject, grade and the teacher's own marker rows ($2). */
const CTX_SELECT = `
  select ${G.list}, ${E.list}, ${EG.list}, su.name as subject_name, gr.name as grade_name,
    (select coalesce(json_agg(json_build_object('groupId', m.group_id, 'teacherId', m.teacher_id, 'role', m.role, 'quota', m.quota, 'clazzIds', m.clazz_ids, 'hidden', m.hidden)), '[]'::json)
     from marking_marker m where m.group_id = g.id and m.teacher_id = $2) as mine`;
const CTX_JOINS = `
  join exam e on e.id = g.exam_id
  join exam_group eg on eg.id = e.exam_group_id
  join subject su on su.id = e.subject_id
  join grade gr on gr.id = eg.grade_id`;

type CtxRow = Record<string, unknown> & { subject_name: string; grade_name: string; mine: MarkerRow[] };
const GROUP_CTX = statement<CtxRow>(`${CTX_SELECT} from marking_group g ${CTX_JOINS} where g.id = $1 limit 1`);
export const SLOT_CTX = statement<CtxRow & { answer_id: number; slot_round: number; limits: { questionId: number; questionNo: string; fullScore: number | string }[] | null }>(`
  ${CTX_SELECT}, s.answer_id, s.round as slot_round,
    (select json_agg(json_build_object('questionId', q.id, 'questionNo', q.question_no, 'fullScore', q.full_score) order by array_position(g.question_ids, q.id))
     from exam_question q where q.id = any(g.question_ids)) as limits
  from marking_slot s join marking_group g on g.id = s.group_id ${CTX_JOINS}
  where s.id = $1 limit 1`);

const ctxRow = (r: CtxRow | undefined): GroupCtxRow | undefined =>
  r && { group: G.map(r), exam: E.map(r), examGroup: EG.map(r), subjectName: r.subject_name, gradeName: r.grade_name, mine: r.mine };

export async function loadMarkingGroup(db: Db, auth: AuthContext, groupId: number): Promise<MarkingGroupCtx> {
  // One prepared statement: the marking screen calls this on every fetch.
  return groupCtx(auth, ctxRow((await run(db, GROUP_CTX, [groupId, auth.teacherId]))[0]));
}

export type QuestionLimit = { questionId: number; questionNo: string; fullScore: number };

/**
 * The group of a slot, with the slot's answer and round and the group's question limits, in one round trip
 * (every submit starts here). An unknown slot, or one of another school, is not found.
 */
export async function loadSlotGroup(db: Db, auth: AuthContext, slotId: number): Promise<MarkingGroupCtx & { answerId: number; round: number; limits: QuestionLimit[] }> {
  const r = (await run(db, SLOT_CTX, [slotId, auth.teacherId]))[0];
  const row = ctxRow(r);
  if (!r || !row || row.group.schoolId !== auth.schoolId) throw errors.notFound('答卷任务不存在');
  return { ...groupCtx(auth, row), answerId: r.answer_id, round: Number(r.slot_round), limits: (r.limits ?? []).map((q) => ({ ...q, fullScore: Number(q.fullScore) })) };
}

export function assertExamManager(ctx: MarkingExamCtx): void {
  if (!ctx.isManager) throw errors.forbidden('只有考试负责人、年级组长或校长可以管理阅卷');
}

/** Markers, arbiters and the exam's managers may open a group's marking screen. */
export function assertGroupMember(ctx: MarkingGroupCtx): void {
  if (!ctx.roles.length && !ctx.isManager) throw errors.forbidden('您不是该题组的阅卷老师');
}

/**
 * Who may see and manage exams (spec section 6): grade leaders and the school master see every
 * class of the grades they lead; class teachers see all subjects of the classes they administer;
 * subject teachers see their own subject in the classes they teach. Managing an exam group (edit,
 * delete, import, overwrite scores, handle reviews) is for its creator, the grade's leaders and
 * the school master.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exam, examGroup, examGroupClazz, jointExamSchool } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { teacherAssignments } from '../base/queries.js';

export type ExamGroupRow = typeof examGroup.$inferSelect;
export type ExamRow = typeof exam.$inferSelect;

export function leadsGrade(auth: AuthContext, gradeId: number): boolean {
  return auth.leadsWholeSchool || auth.leadGradeIds.includes(gradeId);
}

export async function requireExamGroup(db: Db, auth: AuthContext, examGroupId: number): Promise<ExamGroupRow> {
  const rows = await db.select().from(examGroup).where(eq(examGroup.id, examGroupId)).limit(1);
  const g = rows[0];
  if (!g || g.schoolId !== auth.schoolId) throw errors.notFound('考试不存在');
  return g;
}

export async function requireExam(db: Db, auth: AuthContext, examId: number): Promise<{ exam: ExamRow; group: ExamGroupRow }> {
  const rows = await db.select({ exam, group: examGroup }).from(exam).innerJoin(examGroup, eq(examGroup.id, exam.examGroupId)).where(eq(exam.id, examId)).limit(1);
  const r = rows[0];
  if (!r || r.group.schoolId !== auth.schoolId) throw errors.notFound('考试不存在');
  return r;
}

export function canManageGroup(auth: AuthContext, group: ExamGroupRow): boolean {
  return group.createdBy === auth.teacherId || leadsGrade(auth, group.gradeId);
}

export function assertCanManage(auth: AuthContext, group: ExamGroupRow): void {
  if (!canManageGroup(auth, group)) throw errors.forbidden('只有考试创建人、年级组长或校长可以管理该考试');
}

export async function groupClazzIds(db: Db, examGroupId: number): Promise<number[]> {
  const rows = await db.select({ clazzId: examGroupClazz.clazzId }).from(examGroupClazz).where(eq(examGroupClazz.examGroupId, examGroupId));
  return rows.map((r) => r.clazzId);
}

/**
 * The classes of an exam's group whose results for the exam's subject the teacher may see.
 * Leaders of the grade see all; otherwise own classes (class teacher: every subject; subject teacher: own subject).
 */
export async function viewableClazzIds(db: Db, auth: AuthContext, group: ExamGroupRow, subjectId: number | null): Promise<number[]> {
  const all = await groupClazzIds(db, group.id);
  if (leadsGrade(auth, group.gradeId) || group.createdBy === auth.teacherId) return all;
  const mine = await teacherAssignments(db, auth.teacherId, group.semesterId);
  return all.filter((c) => mine.some((a) => a.clazzId === c && (a.isAdmin || subjectId == null || a.subjectId === subjectId)));
}

/** viewableClazzIds(...).includes(clazzId), without reading the group's other classes (a grade may have 1,000). */
export async function assertCanViewClazz(db: Db, auth: AuthContext, group: ExamGroupRow, subjectId: number | null, clazzId: number): Promise<void> {
  const inGroup = await db.select({ clazzId: examGroupClazz.clazzId }).from(examGroupClazz).where(and(eq(examGroupClazz.examGroupId, group.id), eq(examGroupClazz.clazzId, clazzId))).limit(1);
  if (!inGroup.length) throw errors.notFound('该班级没有参加这次考试');
  if (leadsGrade(auth, group.gradeId) || group.createdBy === auth.teacherId) return;
  const mine = await teacherAssignments(db, auth.teacherId, group.semesterId);
  if (!mine.some((a) => a.clazzId === clazzId && (a.isAdmin || subjectId == null || a.subjectId === subjectId))) throw errors.forbidden('您没有查看该班级这次考试成绩的权限');
}

export async function assertCanViewGrade(auth: AuthContext, group: ExamGroupRow): Promise<void> {
  if (!leadsGrade(auth, group.gradeId) && group.createdBy !== auth.teacherId) throw errors.forbidden('只有年级组长或校长可以查看全年级数据');
}

export async function examsOfGroups(db: Db, groupIds: number[]) {
  if (!groupIds.length) return [];
  return db.select().from(exam).where(inArray(exam.examGroupId, groupIds));
}

export async function examBySubject(db: Db, examGroupId: number, subjectId: number) {
  const rows = await db.select().from(exam).where(and(eq(exam.examGroupId, examGroupId), eq(exam.subjectId, subjectId))).limit(1);
  return rows[0] ?? null;
}

/** Refuses a change that belongs to a joint exam's organiser (the group is a school's part of a 联考): its papers, subjects, deletion. */
export async function assertNotJointGroup(db: Db, examGroupId: number, what: string): Promise<void> {
  const [r] = await db.select({ id: jointExamSchool.jointExamId }).from(jointExamSchool).where(eq(jointExamSchool.examGroupId, examGroupId)).limit(1);
  if (r) throw errors.conflict(`该考试属于联考，${what}由联考发起学校在联考中设置`);
}

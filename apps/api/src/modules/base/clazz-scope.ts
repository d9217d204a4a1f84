/**
 * Which classes a teacher may see (spec section 6): grade leaders see every class of the grades
 * they lead (a school master, or a leader post without a grade, the whole school); everyone else
 * sees the classes they teach or administer in the semester. Used by every class-scoped query.
 */
import type { TClazz } from '@app/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { findClazz, requireCurrentSemester, schoolClazzes, studentCounts, teacherAssignments, type Assignment, type ClazzRow } from './queries.js';

export type ClazzFilter = { section?: number; gradeNo?: number; subjectId?: number };

function present(row: ClazzRow, mine: Assignment[], counts: Map<number, number>): TClazz {
  const own = mine.filter((a) => a.clazzId === row.clazzId);
  const subjects = [...new Set(own.filter((a) => a.subjectId != null).map((a) => a.subjectId!))];
  return {
    clazzId: row.clazzId,
    clazzName: row.clazzName,
    grade: row.gradeNo,
    gradeId: row.gradeId,
    gradeName: row.gradeName,
    section: row.section,
    teaching: subjects.length > 0 ? 1 : 0,
    isAdmin: own.some((a) => a.isAdmin) ? 1 : 0,
    studentCount: counts.get(row.clazzId) ?? 0,
    teachingSubjectIds: subjects,
  };
}

function isOwn(row: ClazzRow, mine: Assignment[], subjectId: number | undefined): boolean {
  return mine.some((a) => a.clazzId === row.clazzId && (a.isAdmin || subjectId == null || a.subjectId === subjectId));
}

/** Classes the teacher may see in a semester; with `ownOnly` only those taught or administered. */
export async function visibleClazzes(db: Db, auth: AuthContext, semesterId: number, filter: ClazzFilter = {}, ownOnly = false): Promise<TClazz[]> {
  const rows = await schoolClazzes(db, auth.schoolId, { section: filter.section, gradeNo: filter.gradeNo });
  const mine = await teacherAssignments(db, auth.teacherId, semesterId);
  const led = (row: ClazzRow) => !ownOnly && (auth.leadsWholeSchool || auth.leadGradeIds.includes(row.gradeId));
  const visible = rows.filter((r) => led(r) || isOwn(r, mine, filter.subjectId));
  const counts = await studentCounts(db, visible.map((r) => r.clazzId));
  return visible.map((r) => present(r, mine, counts));
}

/** Every class of a grade in the school (for picking the classes a paper is printed for). */
export async function gradeClazzes(db: Db, auth: AuthContext, section: number, gradeNo: number): Promise<TClazz[]> {
  const semester = await requireCurrentSemester(db, auth.schoolId);
  const rows = await schoolClazzes(db, auth.schoolId, { section, gradeNo });
  const mine = await teacherAssignments(db, auth.teacherId, semester.id);
  const counts = await studentCounts(db, rows.map((r) => r.clazzId));
  return rows.map((r) => present(r, mine, counts));
}

/**
 * Throws unless the teacher may see the class in the current semester. A class of another
 * school is reported as missing, so its existence does not leak.
 */
export async function assertClazzVisible(db: Db, auth: AuthContext, clazzId: number): Promise<void> {
  const found = await findClazz(db, clazzId);
  if (!found || found.schoolId !== auth.schoolId) throw errors.notFound('班级不存在');
  if (auth.leadsWholeSchool || auth.leadGradeIds.includes(found.gradeId)) return;
  const semester = await requireCurrentSemester(db, auth.schoolId);
  const mine = await teacherAssignments(db, auth.teacherId, semester.id);
  if (!mine.some((a) => a.clazzId === clazzId)) throw errors.forbidden('您没有查看该班级的权限');
}

/** The admin area's first page: the school, its current semester, grades and counts, the last rollover. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { TAdminOverview } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, grade, school, schoolRollover, semester, student, teacher } from '../../db/schema.js';
import { presentSemester } from './semesters.js';

export async function adminOverview(db: Db, schoolId: number): Promise<TAdminOverview> {
  const [s] = await db.select().from(school).where(eq(school.id, schoolId)).limit(1);
  const [current] = await db.select().from(semester).where(and(eq(semester.schoolId, schoolId), eq(semester.status, 1))).limit(1);
  const grades = await db.select().from(grade).where(eq(grade.schoolId, schoolId)).orderBy(desc(grade.section), asc(grade.gradeNo));
  const [c] = await db.select({ n: count() }).from(clazz).where(and(eq(clazz.schoolId, schoolId), eq(clazz.status, 1)));
  const [st] = await db.select({ n: count() }).from(student).where(and(eq(student.schoolId, schoolId), eq(student.status, 1)));
  const [t] = await db.select({ n: count() }).from(teacher).where(and(eq(teacher.schoolId, schoolId), eq(teacher.disabled, false), eq(teacher.accountKind, 1)));
  const [last] = await db.select().from(schoolRollover).where(eq(schoolRollover.schoolId, schoolId)).orderBy(desc(schoolRollover.id)).limit(1);
  return {
    schoolId,
    schoolName: s!.name,
    schoolCode: s!.code,
    section: s!.section,
    currentSemester: current ? presentSemester(current) : null,
    grades: grades.map((g) => ({ gradeId: g.id, gradeName: g.name, section: g.section, gradeNo: g.gradeNo })),
    clazzCount: Number(c?.n ?? 0),
    studentCount: Number(st?.n ?? 0),
    teacherCount: Number(t?.n ?? 0),
    lastRollover: last ? { toSchoolYear: last.toSchoolYear, at: last.createdAt.toISOString() } : null,
  };
}

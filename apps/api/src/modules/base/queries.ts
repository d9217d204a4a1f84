/** Base-data queries. Every query is scoped to the signed-in teacher's school. */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { JUNIOR_SUBJECTS, SECTION } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, grade, school, schoolSubject, semester, student, subject, teacher, teacherClazz, teacherPost, teacherSubject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';

export async function getSchool(db: Db, schoolId: number) {
  const rows = await db.select().from(school).where(eq(school.id, schoolId)).limit(1);
  if (!rows[0]) throw errors.notFound('学校不存在');
  return rows[0];
}

export async function currentSemester(db: Db, schoolId: number) {
  const rows = await db
    .select()
    .from(semester)
    // The current semester (status 1); a semester created and not yet current (0) never stands in.
    .where(and(eq(semester.schoolId, schoolId), inArray(semester.status, [1, 2])))
    .orderBy(asc(semester.status), desc(semester.startDate))
    .limit(1);
  return rows[0] ?? null;
}

export async function requireCurrentSemester(db: Db, schoolId: number) {
  const s = await currentSemester(db, schoolId);
  if (!s) throw errors.notFound('学校尚未设置学期');
  return s;
}

export async function requireSemester(db: Db, schoolId: number, semesterId: number) {
  const rows = await db.select().from(semester).where(and(eq(semester.id, semesterId), eq(semester.schoolId, schoolId))).limit(1);
  if (!rows[0]) throw errors.notFound('学期不存在');
  return rows[0];
}

/** A class of the school; another school's class is missing (404), so its existence does not leak. */
export async function requireSchoolClazz(db: Db, schoolId: number, clazzId: number) {
  const rows = await db.select().from(clazz).where(and(eq(clazz.id, clazzId), eq(clazz.schoolId, schoolId))).limit(1);
  if (!rows[0]) throw errors.notFound('班级不存在');
  return rows[0];
}

export async function listSemesters(db: Db, schoolId: number, includeHidden: boolean) {
  const where = includeHidden ? eq(semester.schoolId, schoolId) : and(eq(semester.schoolId, schoolId), eq(semester.isShow, true));
  return db.select().from(semester).where(where).orderBy(desc(semester.startDate));
}

export async function schoolSubjects(db: Db, schoolId: number) {
  return db
    .select({ id: subject.id, name: subject.name, isBasic: subject.isBasic })
    .from(schoolSubject)
    .innerJoin(subject, eq(subject.id, schoolSubject.subjectId))
    .where(eq(schoolSubject.schoolId, schoolId))
    .orderBy(asc(schoolSubject.sort), asc(subject.id));
}

export async function teacherSubjects(db: Db, teacherId: number) {
  return db
    .select({ id: subject.id, name: subject.name, isBasic: subject.isBasic })
    .from(teacherSubject)
    .innerJoin(subject, eq(subject.id, teacherSubject.subjectId))
    .where(eq(teacherSubject.teacherId, teacherId))
    .orderBy(asc(teacherSubject.sort), asc(subject.id));
}

export async function getTeacherRow(db: Db, teacherId: number) {
  const rows = await db.select().from(teacher).where(eq(teacher.id, teacherId)).limit(1);
  if (!rows[0]) throw errors.notFound('教师不存在');
  return rows[0];
}

export async function teacherPosts(db: Db, teacherId: number) {
  return db
    .select({ post: teacherPost.post, gradeId: teacherPost.gradeId, gradeNo: grade.gradeNo })
    .from(teacherPost)
    .leftJoin(grade, eq(grade.id, teacherPost.gradeId))
    .where(eq(teacherPost.teacherId, teacherId));
}

export async function listGrades(db: Db, schoolId: number) {
  return db.select().from(grade).where(eq(grade.schoolId, schoolId)).orderBy(desc(grade.section), asc(grade.gradeNo));
}

/** The section a grade number refers to: junior for junior subjects or junior teachers, else senior. */
export function sectionForSubject(subjectId: number | null, teacherSection: number): number {
  if (subjectId != null && JUNIOR_SUBJECTS.some((s) => s.subjectId === subjectId)) return SECTION.JUNIOR;
  return teacherSection === SECTION.JUNIOR ? SECTION.JUNIOR : SECTION.SENIOR;
}

export type ClazzRow = {
  clazzId: number;
  clazzName: string;
  gradeId: number;
  gradeNo: number;
  gradeName: string;
  section: number;
  sort: number;
};

export async function schoolClazzes(db: Db, schoolId: number, filter: { gradeIds?: number[]; section?: number; gradeNo?: number } = {}): Promise<ClazzRow[]> {
  // Graduated classes keep their history (exam results, reports) but are listed nowhere.
  const conds = [eq(clazz.schoolId, schoolId), eq(clazz.status, 1)];
  if (filter.gradeIds) conds.push(inArray(clazz.gradeId, filter.gradeIds.length ? filter.gradeIds : [-1]));
  if (filter.section != null) conds.push(eq(grade.section, filter.section));
  if (filter.gradeNo != null) conds.push(eq(grade.gradeNo, filter.gradeNo));
  return db
    .select({ clazzId: clazz.id, clazzName: clazz.name, gradeId: grade.id, gradeNo: grade.gradeNo, gradeName: grade.name, section: grade.section, sort: clazz.sort })
    .from(clazz)
    .innerJoin(grade, eq(grade.id, clazz.gradeId))
    .where(and(...conds))
    .orderBy(desc(grade.section), asc(grade.gradeNo), asc(clazz.sort), asc(clazz.id));
}

export type Assignment = { clazzId: number; subjectId: number | null; isAdmin: boolean };

export async function teacherAssignments(db: Db, teacherId: number, semesterId: number): Promise<Assignment[]> {
  return db
    .select({ clazzId: teacherClazz.clazzId, subjectId: teacherClazz.subjectId, isAdmin: teacherClazz.isAdmin })
    .from(teacherClazz)
    .where(and(eq(teacherClazz.teacherId, teacherId), eq(teacherClazz.semesterId, semesterId)));
}

export async function studentCounts(db: Db, clazzIds: number[]): Promise<Map<number, number>> {
  if (clazzIds.length === 0) return new Map();
  const rows = await db.select({ clazzId: student.clazzId, n: count() }).from(student).where(and(inArray(student.clazzId, clazzIds), eq(student.status, 1))).groupBy(student.clazzId);
  return new Map(rows.map((r) => [r.clazzId, Number(r.n)]));
}

export async function clazzStudents(db: Db, clazzId: number) {
  return db.select().from(student).where(and(eq(student.clazzId, clazzId), eq(student.status, 1))).orderBy(asc(student.studentNum));
}

export async function findClazz(db: Db, clazzId: number) {
  const rows = await db
    .select({ clazzId: clazz.id, schoolId: clazz.schoolId, gradeId: clazz.gradeId })
    .from(clazz)
    .where(eq(clazz.id, clazzId))
    .limit(1);
  return rows[0] ?? null;
}

export type TeacherBriefRow = { teacherId: number; teacherName: string; posts: number[]; subjectIds: number[]; subjectNames: string[] };

/** Teachers of a school with their posts and subjects, optionally limited to some ids. */
export async function schoolTeachers(db: Db, schoolId: number, onlyIds?: number[]): Promise<TeacherBriefRow[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  // Teachers only: administrator accounts (教务管理员) teach nothing and mark nothing.
  const conds = [eq(teacher.schoolId, schoolId), eq(teacher.disabled, false), eq(teacher.accountKind, 1)];
  if (onlyIds) conds.push(inArray(teacher.id, onlyIds));
  const rows = await db
    .select({
      teacherId: teacher.id,
      teacherName: teacher.name,
      posts: sql<number[] | null>`(select array_agg(distinct tp.post order by tp.post) from teacher_post tp where tp.teacher_id = "teacher"."id")`,
      subjectIds: sql<number[] | null>`(select array_agg(ts.subject_id order by ts.sort, ts.subject_id) from teacher_subject ts where ts.teacher_id = "teacher"."id")`,
      subjectNames: sql<string[] | null>`(select array_agg(s.name order by ts.sort, ts.subject_id) from teacher_subject ts join subject s on s.id = ts.subject_id where ts.teacher_id = "teacher"."id")`,
    })
    .from(teacher)
    .where(and(...conds))
    .orderBy(asc(teacher.id));
  return rows.map((r) => ({
    teacherId: r.teacherId,
    teacherName: r.teacherName,
    posts: (r.posts ?? []).map(Number),
    subjectIds: (r.subjectIds ?? []).map(Number),
    subjectNames: r.subjectNames ?? [],
  }));
}

/** Ids of teachers with an assignment in the semester, optionally for some classes or a subject. */
export async function assignedTeacherIds(db: Db, semesterId: number, filter: { clazzIds?: number[]; subjectId?: number } = {}): Promise<number[]> {
  const conds = [eq(teacherClazz.semesterId, semesterId)];
  if (filter.clazzIds) conds.push(inArray(teacherClazz.clazzId, filter.clazzIds.length ? filter.clazzIds : [-1]));
  if (filter.subjectId != null) conds.push(eq(teacherClazz.subjectId, filter.subjectId));
  const rows = await db.selectDistinct({ id: teacherClazz.teacherId }).from(teacherClazz).where(and(...conds));
  return rows.map((r) => r.id);
}

export async function teachersOfSubject(db: Db, schoolId: number, subjectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: teacher.id })
    .from(teacherSubject)
    .innerJoin(teacher, eq(teacher.id, teacherSubject.teacherId))
    .where(and(eq(teacher.schoolId, schoolId), eq(teacherSubject.subjectId, subjectId)));
  return rows.map((r) => r.id);
}

/**
 * Who sees what on /teaching, and the filters checked against it (docs/teaching.md): the school
 * master (post 5) every grade of the school, a grade leader (post 3) the grades they lead; the
 * posts themselves are checked by the routes (`posts`). Not available in secondary-vocational
 * mode. Every id of the filters must be the school's and within the
 * caller's grades (else 403). An id that is not the school's (another school's, or none at all) is
 * 40400 with a message naming the field, so another school's records do not show.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { POST, type TTeachingCycle, type TTeachingOptions, type ZTeachingQuery } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { clazz, grade, school, schoolSubject, semester, subject, teacher, teacherClazz } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { currentSemester } from '../base/queries.js';

export const VOCATIONAL_REFUSED = '中职模式下不提供教学督导';
export const OUTSIDE_GRADES = '只能查看您所管理年级的教学督导数据';

export type TeachingQuery = z.output<typeof ZTeachingQuery>;

export type Scope = {
  schoolId: number;
  semesterId: number;
  semesterName: string;
  start: string;
  end: string;
  cycle: TTeachingCycle;
  /** The grades looked at (chosen ∩ allowed), with names. */
  grades: { gradeId: number; gradeName: string }[];
  /** Classes chosen (null: every class of the grades). */
  clazzIds: number[] | null;
  /** Subjects chosen (null: every subject). */
  subjectIds: number[] | null;
  teacherId: number | null;
  /** With a teacher chosen: the classes and subjects they teach in the semester ("clazzId:subjectId"). */
  teacherPairs: Set<string> | null;
};

/** The grades the caller supervises: all of the school's for the master or a leader of the whole school. */
async function allowedGrades(db: Db, auth: AuthContext): Promise<{ gradeId: number; gradeName: string }[]> {
  const rows = await db.select({ gradeId: grade.id, gradeName: grade.name, section: grade.section, no: grade.gradeNo }).from(grade).where(eq(grade.schoolId, auth.schoolId)).orderBy(asc(grade.section), asc(grade.gradeNo));
  const whole = auth.posts.includes(POST.SCHOOL_MASTER) || auth.leadsWholeSchool;
  return rows.filter((g) => whole || auth.leadGradeIds.includes(g.gradeId)).map((g) => ({ gradeId: g.gradeId, gradeName: g.gradeName }));
}

async function refuseVocational(db: Db, schoolId: number): Promise<void> {
  const [s] = await db.select({ isVocational: school.isVocational }).from(school).where(eq(school.id, schoolId)).limit(1);
  if (!s) throw errors.notFound('学校不存在');
  if (s.isVocational) throw errors.forbidden(VOCATIONAL_REFUSED);
}

async function semesterOf(db: Db, schoolId: number, semesterId: number | undefined) {
  if (semesterId == null) {
    const s = await currentSemester(db, schoolId);
    if (!s) throw errors.notFound('学校尚未设置学期');
    return s;
  }
  const [s] = await db.select().from(semester).where(and(eq(semester.id, semesterId), eq(semester.schoolId, schoolId))).limit(1);
  if (!s) throw errors.notFound('参数semesterId错误：学期不存在');
  return s;
}

/** Resolves and checks the filters of a /teaching request. */
export async function resolveScope(db: Db, auth: AuthContext, q: TeachingQuery): Promise<Scope> {
  await refuseVocational(db, auth.schoolId);
  const sem = await semesterOf(db, auth.schoolId, q.semesterId);
  const start = q.startTime ?? sem.startDate;
  const end = q.endTime ?? sem.endDate;
  if (start > end) throw errors.validation(q.startTime ? '参数startTime错误：开始日期不能晚于结束日期' : '参数endTime错误：结束日期不能早于开始日期');

  const allowed = await allowedGrades(db, auth);
  let grades = allowed;
  if (q.grades?.length) {
    const known = await db.select({ id: grade.id }).from(grade).where(and(eq(grade.schoolId, auth.schoolId), inArray(grade.id, q.grades)));
    const missing = q.grades.find((id) => !known.some((k) => k.id === id));
    if (missing != null) throw errors.notFound(`参数grades错误：年级${missing}不存在`);
    if (q.grades.some((id) => !allowed.some((g) => g.gradeId === id))) throw errors.forbidden(OUTSIDE_GRADES);
    grades = allowed.filter((g) => q.grades!.includes(g.gradeId));
  }

  let clazzIds: number[] | null = null;
  if (q.clazzIds?.length) {
    const rows = await db.select({ id: clazz.id, gradeId: clazz.gradeId }).from(clazz).where(and(eq(clazz.schoolId, auth.schoolId), inArray(clazz.id, q.clazzIds)));
    const missing = q.clazzIds.find((id) => !rows.some((r) => r.id === id));
    if (missing != null) throw errors.notFound(`参数clazzIds错误：班级${missing}不存在`);
    if (rows.some((r) => !allowed.some((g) => g.gradeId === r.gradeId))) throw errors.forbidden(OUTSIDE_GRADES);
    const outside = rows.find((r) => !grades.some((g) => g.gradeId === r.gradeId));
    if (outside) throw errors.validation(`参数clazzIds错误：班级${outside.id}不在所选年级中`);
    clazzIds = q.clazzIds;
  }

  let subjectIds: number[] | null = null;
  if (q.subjectIds?.length) {
    const rows = await db.select({ id: schoolSubject.subjectId }).from(schoolSubject).where(and(eq(schoolSubject.schoolId, auth.schoolId), inArray(schoolSubject.subjectId, q.subjectIds)));
    const missing = q.subjectIds.find((id) => !rows.some((r) => r.id === id));
    if (missing != null) throw errors.validation(`参数subjectIds错误：学科${missing}不是本校开设的学科`);
    subjectIds = q.subjectIds;
  }

  let teacherPairs: Set<string> | null = null;
  if (q.teacherId != null) {
    const [t] = await db.select({ id: teacher.id }).from(teacher).where(and(eq(teacher.id, q.teacherId), eq(teacher.schoolId, auth.schoolId))).limit(1);
    if (!t) throw errors.notFound('参数teacherId错误：教师不存在');
    const rows = await db
      .select({ clazzId: teacherClazz.clazzId, subjectId: teacherClazz.subjectId })
      .from(teacherClazz)
      .where(and(eq(teacherClazz.teacherId, q.teacherId), eq(teacherClazz.semesterId, sem.id), isNotNull(teacherClazz.subjectId)));
    teacherPairs = new Set(rows.map((r) => `${r.clazzId}:${r.subjectId}`));
  }

  return { schoolId: auth.schoolId, semesterId: sem.id, semesterName: sem.name, start, end, cycle: q.cycleType, grades, clazzIds, subjectIds, teacherId: q.teacherId ?? null, teacherPairs };
}

/** The scope as the response reports it. */
export const presentScope = (s: Scope) => ({ semesterId: s.semesterId, semesterName: s.semesterName, startTime: s.start, endTime: s.end, cycleType: s.cycle, grades: s.grades });

/** The filter bar's choices within the caller's grades (classes and teachers of the chosen semester). */
export async function teachingOptions(db: Db, auth: AuthContext, semesterId: number | undefined): Promise<TTeachingOptions> {
  await refuseVocational(db, auth.schoolId);
  const sem = await semesterOf(db, auth.schoolId, semesterId);
  const grades = await allowedGrades(db, auth);
  const gradeIds = grades.map((g) => g.gradeId).concat(-1);
  const [semesters, subjects, clazzes, teachers] = await Promise.all([
    db.select().from(semester).where(and(eq(semester.schoolId, auth.schoolId), eq(semester.isShow, true))).orderBy(asc(semester.startDate)),
    db.select({ subjectId: subject.id, subjectName: subject.name }).from(schoolSubject).innerJoin(subject, eq(subject.id, schoolSubject.subjectId)).where(eq(schoolSubject.schoolId, auth.schoolId)).orderBy(asc(schoolSubject.sort), asc(subject.id)),
    db.select({ clazzId: clazz.id, clazzName: clazz.name, gradeId: clazz.gradeId }).from(clazz).where(and(eq(clazz.schoolId, auth.schoolId), inArray(clazz.gradeId, gradeIds), eq(clazz.status, 1))).orderBy(asc(clazz.gradeId), asc(clazz.sort), asc(clazz.id)),
    db
      .selectDistinct({ teacherId: teacher.id, teacherName: teacher.name })
      .from(teacherClazz)
      .innerJoin(teacher, eq(teacher.id, teacherClazz.teacherId))
      .innerJoin(clazz, eq(clazz.id, teacherClazz.clazzId))
      .where(and(eq(teacherClazz.semesterId, sem.id), isNotNull(teacherClazz.subjectId), inArray(clazz.gradeId, gradeIds), eq(teacher.schoolId, auth.schoolId)))
      .orderBy(asc(teacher.name), asc(teacher.id)),
  ]);
  const list = semesters.some((s) => s.id === sem.id) ? semesters : [...semesters, sem];
  return {
    semesters: list.reverse().map((s) => ({ semesterId: s.id, semesterName: s.name, startDate: s.startDate, endDate: s.endDate, current: s.status === 1 })),
    grades,
    subjects,
    clazzes,
    teachers,
  };
}

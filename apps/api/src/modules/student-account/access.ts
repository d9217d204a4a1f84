/**
 * Who may manage a class's student accounts (docs/student.md): the class's 班主任 and English
 * teachers in the current semester, the leaders of its grade and the school master. A class of
 * another school is missing (404); one of the school the teacher may not manage is forbidden (403).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { ENGLISH_SUBJECT_IDS, type TStudentAccountClazz } from '@app/contract';
import type { Db } from '../../db/client.js';
import { teacherClazz } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { currentSemester, requireSchoolClazz, schoolClazzes } from '../base/queries.js';

export const STUDENT_ACCOUNT_FORBIDDEN = '只有本班班主任、本班英语教师、年级组长或校长可以管理学生账号';

/** The classes the teacher administers or teaches English in the current semester. */
async function ownClazzIds(db: Db, auth: AuthContext): Promise<Set<number>> {
  const sem = await currentSemester(db, auth.schoolId);
  if (!sem) return new Set();
  const rows = await db
    .select({ clazzId: teacherClazz.clazzId })
    .from(teacherClazz)
    .where(and(eq(teacherClazz.teacherId, auth.teacherId), eq(teacherClazz.semesterId, sem.id), or(eq(teacherClazz.isAdmin, true), inArray(teacherClazz.subjectId, [...ENGLISH_SUBJECT_IDS]))));
  return new Set(rows.map((r) => r.clazzId));
}

const leads = (auth: AuthContext, gradeId: number) => auth.leadsWholeSchool || auth.leadGradeIds.includes(gradeId);

/** The classes (在读) whose student accounts the teacher may manage, in the school's order. */
export async function manageableClazzes(db: Db, auth: AuthContext): Promise<TStudentAccountClazz[]> {
  const [rows, own] = [await schoolClazzes(db, auth.schoolId), await ownClazzIds(db, auth)];
  return rows.filter((r) => leads(auth, r.gradeId) || own.has(r.clazzId)).map((r) => ({ clazzId: r.clazzId, clazzName: r.clazzName, gradeName: r.gradeName }));
}

/** The class, when the teacher may manage its student accounts. */
export async function requireManageableClazz(db: Db, auth: AuthContext, clazzId: number) {
  const c = await requireSchoolClazz(db, auth.schoolId, clazzId);
  if (c.status !== 1) throw errors.notFound('班级不存在');
  if (!leads(auth, c.gradeId) && !(await ownClazzIds(db, auth)).has(c.id)) throw errors.forbidden(STUDENT_ACCOUNT_FORBIDDEN);
  return c;
}

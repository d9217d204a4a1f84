/** A class's 在读 students with their account state (未开通 / 待首次登录 / 已启用) and last sign-in. */
import { and, asc, eq } from 'drizzle-orm';
import { STUDENT_ACCOUNT_STATE, STUDENT_ACCOUNT_STATE_NAMES, type TStudentAccountList } from '@app/contract';
import type { Db } from '../../db/client.js';
import { grade, school, student, studentCredential } from '../../db/schema.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireManageableClazz } from './access.js';

/** The class and school names the list and the password sheet show. */
export async function sheetHeading(db: Db, c: { name: string; gradeId: number; schoolId: number }) {
  const [g] = await db.select({ name: grade.name }).from(grade).where(eq(grade.id, c.gradeId));
  const [s] = await db.select({ name: school.name, code: school.code }).from(school).where(eq(school.id, c.schoolId));
  return { clazzName: c.name, gradeName: g?.name ?? '', schoolName: s?.name ?? '', schoolCode: s?.code ?? '' };
}

export async function listStudentAccounts(db: Db, auth: AuthContext, clazzId: number): Promise<TStudentAccountList> {
  const c = await requireManageableClazz(db, auth, clazzId);
  const rows = await db
    .select({ studentId: student.id, studentNum: student.studentNum, name: student.name, mustChange: studentCredential.mustChangePassword, lastLoginAt: studentCredential.lastLoginAt })
    .from(student)
    .leftJoin(studentCredential, eq(studentCredential.studentId, student.id))
    .where(and(eq(student.clazzId, c.id), eq(student.status, 1)))
    .orderBy(asc(student.studentNum));
  const students = rows.map((r) => {
    const state = r.mustChange == null ? STUDENT_ACCOUNT_STATE.NONE : r.mustChange ? STUDENT_ACCOUNT_STATE.ISSUED : STUDENT_ACCOUNT_STATE.ACTIVE;
    return { studentId: r.studentId, studentNum: r.studentNum, name: r.name, state, stateName: STUDENT_ACCOUNT_STATE_NAMES[state]!, lastLoginAt: r.lastLoginAt?.toISOString() ?? null };
  });
  return { clazzId: c.id, ...(await sheetHeading(db, c)), students };
}

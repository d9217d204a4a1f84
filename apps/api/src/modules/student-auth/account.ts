/** The signed-in student's own data, password change and sign-out. */
import { and, eq, ne } from 'drizzle-orm';
import type { TStudentChangePasswordBody, TStudentMe } from '@app/contract';
import type { Db } from '../../db/client.js';
import { forgetStudentTokens } from '../auth/token-cache.js';
import { clazz, grade, school, student, studentCredential, studentToken } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { StudentAuthContext } from './authenticate.js';

export async function studentMe(db: Db, auth: StudentAuthContext): Promise<TStudentMe> {
  const [row] = await db
    .select({ studentId: student.id, name: student.name, studentNum: student.studentNum, clazzId: clazz.id, clazzName: clazz.name, gradeName: grade.name, schoolName: school.name })
    .from(student)
    .innerJoin(clazz, eq(clazz.id, student.clazzId))
    .innerJoin(grade, eq(grade.id, clazz.gradeId))
    .innerJoin(school, eq(school.id, student.schoolId))
    .where(eq(student.id, auth.studentId))
    .limit(1);
  if (!row) throw errors.tokenInvalid();
  return { ...row, mustChangePassword: auth.mustChangePassword ? 1 : 0 };
}

/** Changes the password (the issued one included); the student's other sessions end. */
export async function changeStudentPassword(db: Db, auth: StudentAuthContext, body: TStudentChangePasswordBody): Promise<void> {
  const [cred] = await db.select({ passwordHash: studentCredential.passwordHash }).from(studentCredential).where(eq(studentCredential.studentId, auth.studentId));
  if (!cred || !(await verifyPassword(cred.passwordHash, body.oldPassword))) throw errors.validation('原密码不正确');
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(studentCredential).set({ passwordHash: hash, mustChangePassword: false, issuedBy: null, updatedAt: new Date() }).where(eq(studentCredential.studentId, auth.studentId));
    await tx.update(studentToken).set({ revokedAt: new Date() }).where(and(eq(studentToken.studentId, auth.studentId), ne(studentToken.id, auth.tokenId)));
  });
  // In this process at once; the database's notification tells the others (token-cache.ts).
  forgetStudentTokens(db, auth.studentId);
}

export async function studentLogout(db: Db, auth: StudentAuthContext): Promise<void> {
  await db.update(studentToken).set({ revokedAt: new Date() }).where(eq(studentToken.id, auth.tokenId));
  forgetStudentTokens(db, auth.studentId);
}

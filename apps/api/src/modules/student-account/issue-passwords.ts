/**
 * Issues first-time passwords for a class (docs/student.md): every 在读 student without an account,
 * or (a reset) the students named. Each gets a new easy-to-read password (admin's generatePassword:
 * no 0/o/1/l/i); only its argon2 hash is stored, marked to be changed at the first sign-in, and the
 * student's sessions end. The plain passwords are returned once and never again.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TIssuePasswordsBody, TIssuedPasswords } from '@app/contract';
import type { Db } from '../../db/client.js';
import { forgetStudentTokens } from '../auth/token-cache.js';
import { student, studentCredential, studentToken } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { hashPassword } from '../auth/password.js';
import { generatePassword } from '../admin/teachers.js';
import { requireManageableClazz } from './access.js';
import { sheetHeading } from './list-accounts.js';

/** Hashes a few at a time: argon2 runs in libuv's threads, and a class is 40-60 students. */
async function hashAll(passwords: string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < passwords.length; i += 4) out.push(...(await Promise.all(passwords.slice(i, i + 4).map(hashPassword))));
  return out;
}

export async function issuePasswords(db: Db, auth: AuthContext, clazzId: number, body: TIssuePasswordsBody): Promise<TIssuedPasswords> {
  const c = await requireManageableClazz(db, auth, clazzId);
  const inClazz = and(eq(student.clazzId, c.id), eq(student.status, 1));
  let targets: { id: number; studentNum: string; name: string }[];
  if (body.studentIds) {
    const ids = [...new Set(body.studentIds)];
    targets = await db.select({ id: student.id, studentNum: student.studentNum, name: student.name }).from(student).where(and(inClazz, inArray(student.id, ids)));
    const missing = ids.filter((id) => !targets.some((t) => t.id === id));
    if (missing.length) throw errors.validation(`参数studentIds错误：学生不存在或不是本班在读学生（${missing.join('、')}）`);
  } else {
    targets = await db
      .select({ id: student.id, studentNum: student.studentNum, name: student.name })
      .from(student)
      .leftJoin(studentCredential, eq(studentCredential.studentId, student.id))
      .where(and(inClazz, isNull(studentCredential.studentId)));
  }
  targets.sort((a, b) => a.studentNum.localeCompare(b.studentNum));
  const passwords = targets.map(() => generatePassword());
  const hashes = await hashAll(passwords);
  if (targets.length) {
    const now = new Date();
    const ids = targets.map((t) => t.id);
    await db.transaction(async (tx) => {
      await tx
        .insert(studentCredential)
        .values(targets.map((t, i) => ({ studentId: t.id, passwordHash: hashes[i]!, mustChangePassword: true, issuedBy: auth.teacherId, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: studentCredential.studentId,
          set: { passwordHash: sql`excluded.password_hash`, mustChangePassword: true, issuedBy: auth.teacherId, updatedAt: now },
        });
      await tx.update(studentToken).set({ revokedAt: now }).where(and(inArray(studentToken.studentId, ids), isNull(studentToken.revokedAt)));
    });
    // In this process at once; the database's notification tells the others (token-cache.ts).
    for (const id of ids) forgetStudentTokens(db, id);
  }
  return {
    ...(await sheetHeading(db, c)),
    issued: targets.map((t, i) => ({ studentId: t.id, studentNum: t.studentNum, name: t.name, password: passwords[i]! })),
  };
}

import { and, eq, ne } from 'drizzle-orm';
import type { TChangePasswordBody, TTeacherUpdateBody } from '@app/contract';
import type { Db } from '../../db/client.js';
import { authToken, teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { getTeacherRow } from './queries.js';
import { forgetTeacherTokens } from '../auth/token-cache.js';

export async function updateOwnProfile(db: Db, auth: AuthContext, body: TTeacherUpdateBody): Promise<void> {
  await db
    .update(teacher)
    .set({
      name: body.teacherName,
      ...(body.phone !== undefined ? { phone: body.phone === '' ? null : body.phone } : {}),
      ...(body.gender !== undefined ? { gender: body.gender } : {}),
      updatedAt: new Date(),
    })
    .where(eq(teacher.id, auth.teacherId));
}

/** Changes the password after checking the old one; every other session of the teacher is signed out. */
export async function changeOwnPassword(db: Db, auth: AuthContext, body: TChangePasswordBody): Promise<void> {
  const t = await getTeacherRow(db, auth.teacherId);
  if (!(await verifyPassword(t.passwordHash, body.oldPassword))) throw errors.validation('原密码不正确');
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(teacher).set({ passwordHash: hash, mustChangePassword: false, updatedAt: new Date() }).where(eq(teacher.id, auth.teacherId));
    await tx
      .update(authToken)
      .set({ revokedAt: new Date() })
      .where(and(eq(authToken.teacherId, auth.teacherId), ne(authToken.id, auth.tokenId)));
  });
  forgetTeacherTokens(db, auth.teacherId);
}

/**
 * A student's sign-in: the school's code (学校代码), the 学号 and the password. One failure message
 * for every wrong case (unknown school, unknown 学号, a student who left, no account yet, wrong
 * password), throttled like the teachers' login (auth/throttle.ts) under a key of its own.
 */
import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_THROTTLE, TOKEN_LIFE_MS, type TStudentLoginBody, type TStudentLoginResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { school, student, studentCredential, studentToken } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { dummyPasswordHash, verifyPassword } from '../auth/password.js';
import { clearFailures, recordFailure, sleep, throttleState, type ThrottleKeys } from '../auth/throttle.js';
import { newToken, tokenHash } from '../auth/tokens.js';

/**
 * The student account's counter key is apart from the teachers' (`account:…`), so a teacher account
 * named like a 学号 is never locked by a student's failures; the address counter is shared, since
 * it is one address guessing either way.
 */
export function studentThrottleKeys(schoolCode: string, studentNum: string, ip: string): ThrottleKeys {
  return { account: `student:${schoolCode.trim().toLowerCase()}/${studentNum.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

export async function studentLogin(
  db: Db,
  body: TStudentLoginBody,
  client: { ip: string; userAgent: string | undefined },
  now: Date = new Date(),
  wait: (ms: number) => Promise<void> = sleep,
): Promise<TStudentLoginResult> {
  const keys = studentThrottleKeys(body.schoolCode, body.studentNum, client.ip);
  const state = await throttleState(db, keys, now);
  if (state.accountLocked) throw errors.loginBlocked();
  if (state.addressSlowed) await wait(LOGIN_THROTTLE.ADDRESS_SLOW_MS);

  const rows = await db
    .select({ id: student.id, passwordHash: studentCredential.passwordHash, mustChangePassword: studentCredential.mustChangePassword })
    .from(student)
    .innerJoin(school, eq(school.id, student.schoolId))
    .innerJoin(studentCredential, eq(studentCredential.studentId, student.id))
    .where(and(eq(sql`lower(${school.code})`, body.schoolCode.toLowerCase()), sql`${school.code} <> ''`, eq(student.studentNum, body.studentNum), eq(student.status, 1)))
    .limit(1);
  const found = rows[0];
  // Verify against a dummy hash when there is no such account, so every failure takes as long.
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!found || !ok) {
    await recordFailure(db, keys, now);
    throw errors.studentLoginFailed();
  }
  await clearFailures(db, keys.account);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFE_MS);
  await db.insert(studentToken).values({ tokenHash: tokenHash(token), studentId: found.id, expiresAt, ip: client.ip.slice(0, 64), userAgent: client.userAgent?.slice(0, 300) ?? null });
  await db.update(studentCredential).set({ lastLoginAt: now }).where(eq(studentCredential.studentId, found.id));
  return { studentToken: token, expiresAt: expiresAt.toISOString(), mustChangePassword: found.mustChangePassword ? 1 : 0 };
}

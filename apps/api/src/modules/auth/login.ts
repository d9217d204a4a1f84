import { and, eq, isNull, sql } from 'drizzle-orm';
import { LOGIN_MODE, LOGIN_THROTTLE, TOKEN_LIFE_MS, type TLoginBody, type TLoginResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { authToken, school, teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { dummyPasswordHash, verifyPassword } from './password.js';
import { clearFailures, recordFailure, sleep, throttleKeys, throttleState } from './throttle.js';
import { newToken, tokenHash } from './tokens.js';
import { forgetTeacherTokens } from './token-cache.js';

export async function loginWithPassword(
  db: Db,
  body: TLoginBody,
  client: { ip: string; userAgent: string | undefined },
  now: Date = new Date(),
  wait: (ms: number) => Promise<void> = sleep,
): Promise<TLoginResult> {
  const keys = throttleKeys(body.account, client.ip);
  const state = await throttleState(db, keys, now);
  if (state.accountLocked) throw errors.loginBlocked();
  // A slowed address waits before every check, right password or not, so the time of the answer
  // says nothing about the outcome and a guesser gets one answer per ADDRESS_SLOW_MS per connection.
  if (state.addressSlowed) await wait(LOGIN_THROTTLE.ADDRESS_SLOW_MS);

  const rows = await db
    .select({ id: teacher.id, passwordHash: teacher.passwordHash, disabled: teacher.disabled, domain: school.domain })
    .from(teacher)
    .innerJoin(school, eq(school.id, teacher.schoolId))
    .where(eq(sql`lower(${teacher.account})`, body.account.trim().toLowerCase()))
    .limit(1);
  const found = rows[0];
  // Verify against a dummy hash when the account is unknown, so both failures look the same.
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), body.password);
  const schoolMatches = body.schoolType !== LOGIN_MODE.SCHOOL || !body.domainName || found?.domain === body.domainName;
  if (!found || !ok || found.disabled || !schoolMatches) {
    await recordFailure(db, keys, now);
    throw errors.loginFailed();
  }
  await clearFailures(db, keys.account);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFE_MS);
  await db.insert(authToken).values({
    tokenHash: tokenHash(token),
    teacherId: found.id,
    loginMode: body.schoolType,
    expiresAt,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { loginToken: token, expiresAt: expiresAt.toISOString() };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  const rows = await db.update(authToken).set({ revokedAt: new Date() }).where(and(eq(authToken.id, tokenId))).returning({ teacherId: authToken.teacherId });
  for (const r of rows) forgetTeacherTokens(db, r.teacherId);
}

/**
 * Signs a teacher out everywhere: every token still in force is revoked in one statement. This
 * process forgets them at once; the other processes when the database's auth_changed notification
 * of the update reaches them (token-cache.ts). Returns how many sessions ended.
 */
export async function revokeAllTokens(db: Db, teacherId: number, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(authToken)
    .set({ revokedAt: now })
    .where(and(eq(authToken.teacherId, teacherId), isNull(authToken.revokedAt)))
    .returning({ id: authToken.id });
  forgetTeacherTokens(db, teacherId);
  return rows.length;
}

/**
 * Login throttling kept in the database, so every API process sees the same counters
 * (docs/ARCHITECTURE.md, "Login throttling").
 *
 * - An account is locked after LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT failures within the window,
 *   for BLOCK_MS: the right password is refused too, from any address.
 * - An address reaching MAX_FAILURES_PER_ADDRESS failures is slowed, never locked: for BLOCK_MS
 *   each attempt from it waits ADDRESS_SLOW_MS before the password is checked, whatever the
 *   outcome. A school behind one shared address (NAT) therefore never loses its logins to one
 *   client guessing, and a right password for an account that is not locked itself always signs in.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '@app/contract';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema.js';

export type ThrottleKeys = { account: string; ip: string };

export function throttleKeys(account: string, ip: string): ThrottleKeys {
  return { account: `account:${account.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

/** What the counters say about a login attempt: the account is locked, the address is slowed. */
export async function throttleState(db: Db, keys: ThrottleKeys, now: Date): Promise<{ accountLocked: boolean; addressSlowed: boolean }> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, [keys.account, keys.ip]));
  const active = (key: string) => rows.some((r) => r.key === key && r.blockedUntil != null && r.blockedUntil > now);
  return { accountLocked: active(keys.account), addressSlowed: active(keys.ip) };
}

async function bump(db: Db, key: string, limit: number, now: Date): Promise<void> {
  const windowStartLimit = new Date(now.getTime() - LOGIN_THROTTLE.WINDOW_MS);
  const blockUntil = new Date(now.getTime() + LOGIN_THROTTLE.BLOCK_MS);
  // One atomic upsert: restart the window when it has passed, count the failure, block at the limit.
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now, blockedUntil: limit <= 1 ? blockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} < ${windowStartLimit.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} < ${windowStartLimit.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
        blockedUntil: sql`case when (case when ${loginThrottle.windowStart} < ${windowStartLimit.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end) >= ${limit} then ${blockUntil.toISOString()}::timestamptz else ${loginThrottle.blockedUntil} end`,
      },
    });
}

export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  await bump(db, keys.account, LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT, now);
  await bump(db, keys.ip, LOGIN_THROTTLE.MAX_FAILURES_PER_ADDRESS, now);
}

export async function clearFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey));
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

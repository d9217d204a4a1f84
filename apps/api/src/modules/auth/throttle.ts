/**
 * Login throttling kept in the database, so every API process sees the same counters.
 * An account is blocked after LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT failures within the window,
 * an address after MAX_FAILURES_PER_ADDRESS; the block lasts BLOCK_MS.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '@app/contract';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema.js';

export function throttleKeys(account: string, ip: string): { account: string; ip: string } {
  return { account: `account:${account.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

export async function isBlocked(db: Db, keys: string[], now: Date): Promise<boolean> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  return rows.some((r) => r.blockedUntil != null && r.blockedUntil > now);
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

export async function recordFailure(db: Db, keys: { account: string; ip: string }, now: Date): Promise<void> {
  await bump(db, keys.account, LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT, now);
  await bump(db, keys.ip, LOGIN_THROTTLE.MAX_FAILURES_PER_ADDRESS, now);
}

export async function clearFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey));
}

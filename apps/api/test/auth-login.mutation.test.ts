/**
 * Edges of the login and its throttle that mutation testing (docs/testing.md) found unchecked by
 * auth.test.ts: what a login records about the client, and the exact end of a block.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, LOGIN_MODE, LOGIN_THROTTLE } from '@app/contract';
import { authToken, loginThrottle } from '../src/db/schema.js';
import { loginWithPassword } from '../src/modules/auth/login.js';
import { tokenHash } from '../src/modules/auth/tokens.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('login records and block edges', () => {
  let ctx: TestContext;
  let s: BuiltSchool;

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
  });
  afterAll(() => ctx.close());

  const storedToken = async (loginToken: string) => (await ctx.database.db.select().from(authToken).where(eq(authToken.tokenHash, tokenHash(loginToken))))[0]!;

  it('records the client address and browser of a login, cut to the columns’ widths', async () => {
    const t = await buildTeacher(ctx.database.db, s);
    const login = (remoteAddress: string, userAgent?: string) =>
      ctx.call<{ loginToken: string }>({
        method: 'POST',
        url: '/auth/teacher/password/login',
        payload: { account: t.account, password: t.password },
        remoteAddress,
        headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
      });

    const plain = expectOk(await login('10.9.0.1', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131'));
    expect(await storedToken(plain.loginToken)).toMatchObject({ ip: '10.9.0.1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' });

    // An over-long address or browser string is cut, not a failed login (the columns hold 64 and 300).
    const longIp = `fe80::${'a'.repeat(100)}`;
    const longAgent = `Mozilla/5.0 ${'x'.repeat(400)}`;
    const long = expectOk(await login(longIp, longAgent));
    expect(await storedToken(long.loginToken)).toMatchObject({ ip: longIp.slice(0, 64), userAgent: longAgent.slice(0, 300) });
  });

  it('a block lasts until blockedUntil and not a moment longer', async () => {
    const t = await buildTeacher(ctx.database.db, s);
    // A fixed clock: loginWithPassword takes the time, so the edge can be hit exactly.
    const until = new Date('2031-05-04T08:00:00.000Z');
    await ctx.database.db.insert(loginThrottle).values({
      key: `account:${t.account.toLowerCase()}`,
      failures: LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT,
      windowStart: new Date(until.getTime() - LOGIN_THROTTLE.BLOCK_MS),
      blockedUntil: until,
    });
    const body = { account: t.account, password: t.password, schoolType: LOGIN_MODE.TEACHER };
    const client = { ip: '10.9.0.2', userAgent: undefined };

    await expect(loginWithPassword(ctx.database.db, body, client, new Date(until.getTime() - 1))).rejects.toMatchObject({ errCode: ERR.LOGIN_BLOCKED, httpStatus: 429 });
    const res = await loginWithPassword(ctx.database.db, body, client, until);
    expect(res.expiresAt).toBe(new Date(until.getTime() + 15 * 24 * 3600 * 1000).toISOString());
    // No browser string: stored as null, not as an empty or made-up value.
    expect((await storedToken(res.loginToken)).userAgent).toBeNull();
  });
});

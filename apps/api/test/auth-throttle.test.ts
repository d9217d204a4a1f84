/**
 * Login throttling by address (docs/ARCHITECTURE.md, "Login throttling"): many failures from one
 * address (a school behind one NAT) never refuse another account's right password; past
 * LOGIN_THROTTLE.MAX_FAILURES_PER_ADDRESS the address is only slowed. The per-account lock is
 * unchanged. Which address counts: the connection's, or X-Forwarded-For only with TRUST_PROXY.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, ERR_MSG, LOGIN_MODE, LOGIN_THROTTLE } from '@app/contract';
import { buildApp } from '../src/app.js';
import { loginThrottle } from '../src/db/schema.js';
import { loginWithPassword } from '../src/modules/auth/login.js';
import { expectError, expectOk, type CallResult } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type LoginData = { loginToken: string; expiresAt: string };

describe('login throttling by address', () => {
  let ctx: TestContext;
  let s: BuiltSchool;

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
  });
  afterAll(() => ctx.close());

  const login = (payload: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}): Promise<CallResult<LoginData>> =>
    ctx.call<LoginData>({ method: 'POST', url: '/auth/teacher/password/login', payload, remoteAddress, headers });
  const addressRow = async (ip: string) => (await ctx.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, `ip:${ip}`)))[0];
  /** Brings an address's counter to one failure below the limit, as if the failures had happened. */
  const nearLimit = (ip: string) => ctx.database.db.update(loginThrottle).set({ failures: LOGIN_THROTTLE.MAX_FAILURES_PER_ADDRESS - 1 }).where(eq(loginThrottle.key, `ip:${ip}`));
  const timed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const r = await f();
    return [r, performance.now() - start];
  };

  it('101 failures from one address on many accounts leave another account’s right password working', async () => {
    const ip = '10.20.0.1';
    // Real accounts with wrong passwords (4 each, one below their own lock) and unknown accounts.
    const victims = await Promise.all([0, 1, 2, 3, 4].map(() => buildTeacher(ctx.database.db, s)));
    let failures = 0;
    for (const v of victims) {
      for (let i = 0; i < LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT - 1; i++, failures++) expectError(await login({ account: v.account, password: `guess-${i}` }, ip), 401, ERR.LOGIN_FAILED);
    }
    for (; failures < 101; failures++) expectError(await login({ account: `ghost-${failures}`, password: 'guess-1' }, ip), 401, ERR.LOGIN_FAILED);
    expect(await addressRow(ip)).toMatchObject({ failures: 101, blockedUntil: null });

    const u = await buildTeacher(ctx.database.db, s);
    expectOk(await login({ account: u.account, password: u.password }, ip));
    // The guessed accounts, not locked themselves, sign in too.
    expectOk(await login({ account: victims[0]!.account, password: victims[0]!.password }, ip));
  });

  it('at the address limit the address is slowed, never refused: right passwords sign in, wrong ones get 40002', async () => {
    const ip = '10.20.0.2';
    expectError(await login({ account: 'ghost-a', password: 'guess-1' }, ip), 401, ERR.LOGIN_FAILED);
    await nearLimit(ip);
    expectError(await login({ account: 'ghost-b', password: 'guess-1' }, ip), 401, ERR.LOGIN_FAILED);
    const row = await addressRow(ip);
    expect(row?.failures).toBe(LOGIN_THROTTLE.MAX_FAILURES_PER_ADDRESS);
    expect(row?.blockedUntil?.getTime()).toBeGreaterThan(Date.now() + LOGIN_THROTTLE.BLOCK_MS - 60_000);

    const u = await buildTeacher(ctx.database.db, s);
    const [ok, okMs] = await timed(() => login({ account: u.account, password: u.password }, ip));
    expectOk(ok);
    expect(okMs).toBeGreaterThanOrEqual(LOGIN_THROTTLE.ADDRESS_SLOW_MS);
    const [wrong, wrongMs] = await timed(() => login({ account: u.account, password: 'guess-2' }, ip));
    expectError(wrong, 401, ERR.LOGIN_FAILED, ERR_MSG.LOGIN_FAILED);
    expect(wrongMs).toBeGreaterThanOrEqual(LOGIN_THROTTLE.ADDRESS_SLOW_MS);
  });

  it('an account with its own lock is still refused, from the guessing address and from any other', async () => {
    const ip = '10.20.0.3';
    const t = await buildTeacher(ctx.database.db, s);
    for (let i = 0; i < LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT; i++) expectError(await login({ account: t.account, password: `guess-${i}` }, ip), 401, ERR.LOGIN_FAILED);
    expectError(await login({ account: t.account, password: t.password }, ip), 429, ERR.LOGIN_BLOCKED, ERR_MSG.LOGIN_BLOCKED);
    expectError(await login({ account: t.account, password: t.password }, '10.20.0.4'), 429, ERR.LOGIN_BLOCKED, ERR_MSG.LOGIN_BLOCKED);
    // Also when its address is slowed.
    await nearLimit(ip);
    expectError(await login({ account: 'ghost-c', password: 'guess-1' }, ip), 401, ERR.LOGIN_FAILED);
    expectError(await login({ account: t.account, password: t.password }, ip), 429, ERR.LOGIN_BLOCKED, ERR_MSG.LOGIN_BLOCKED);
  });

  describe('the wait, pinned with a recorded clock', () => {
    const waits: number[] = [];
    const record = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };

    it('below the limit nothing waits; from the limit on every attempt waits ADDRESS_SLOW_MS before the check, right or wrong', async () => {
      const ip = '10.20.0.5';
      const t = await buildTeacher(ctx.database.db, s);
      const client = { ip, userAgent: undefined };
      const right = { account: t.account, password: t.password, schoolType: LOGIN_MODE.TEACHER };
      const wrong = { ...right, password: 'guess-1' };
      waits.length = 0;
      await expect(loginWithPassword(ctx.database.db, wrong, client, new Date(), record)).rejects.toMatchObject({ errCode: ERR.LOGIN_FAILED });
      await nearLimit(ip);
      await loginWithPassword(ctx.database.db, right, client, new Date(), record);
      expect(waits).toEqual([]);
      // The limit is reached by this failure; it is not slowed itself, the ones after it are.
      await expect(loginWithPassword(ctx.database.db, { ...wrong, account: 'ghost-d' }, client, new Date(), record)).rejects.toMatchObject({ errCode: ERR.LOGIN_FAILED });
      expect(waits).toEqual([]);
      await loginWithPassword(ctx.database.db, right, client, new Date(), record);
      expect(waits).toEqual([LOGIN_THROTTLE.ADDRESS_SLOW_MS]);
      await expect(loginWithPassword(ctx.database.db, wrong, client, new Date(), record)).rejects.toMatchObject({ errCode: ERR.LOGIN_FAILED, httpStatus: 401 });
      expect(waits).toEqual([LOGIN_THROTTLE.ADDRESS_SLOW_MS, LOGIN_THROTTLE.ADDRESS_SLOW_MS]);
      // The slowing lasts BLOCK_MS after the last failure, then the address is answered at once again.
      const later = new Date(Date.now() + LOGIN_THROTTLE.BLOCK_MS + 1000);
      await loginWithPassword(ctx.database.db, right, client, later, record);
      expect(waits).toHaveLength(2);
    });

    it('an address that is not slowed does not wait, even when another address is', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      waits.length = 0;
      await loginWithPassword(ctx.database.db, { account: t.account, password: t.password, schoolType: LOGIN_MODE.TEACHER }, { ip: '10.20.0.6', userAgent: undefined }, new Date(), record);
      expect(waits).toEqual([]);
    });

  });

  describe('which address counts (TRUST_PROXY)', () => {
    it('without TRUST_PROXY, X-Forwarded-For is ignored: the connection’s address is counted', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      expectError(await login({ account: t.account, password: 'guess-1' }, '10.20.1.1', { 'x-forwarded-for': '203.0.113.7' }), 401, ERR.LOGIN_FAILED);
      expect(await addressRow('10.20.1.1')).toMatchObject({ failures: 1 });
      expect(await addressRow('203.0.113.7')).toBeUndefined();
    });

    describe('with TRUST_PROXY (behind a reverse proxy)', () => {
      let proxied: FastifyInstance;
      beforeAll(async () => {
        proxied = await buildApp({ db: ctx.database.db, storage: ctx.storage, logLevel: 'silent', trustProxy: true });
        await proxied.ready();
      });
      afterAll(() => proxied.close());

      it('the client address the proxy forwards is counted, not the proxy’s', async () => {
        const t = await buildTeacher(ctx.database.db, s);
        const res = await proxied.inject({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: t.account, password: 'guess-1' }, remoteAddress: '10.20.1.2', headers: { 'x-forwarded-for': '203.0.113.8' } });
        expect(res.json()).toMatchObject({ errCode: ERR.LOGIN_FAILED });
        expect(await addressRow('203.0.113.8')).toMatchObject({ failures: 1 });
        expect(await addressRow('10.20.1.2')).toBeUndefined();
      });
    });
  });
});

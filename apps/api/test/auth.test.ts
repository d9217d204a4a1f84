/** Login, throttling, tokens and logout (POST /auth/teacher/password/login, POST /auth/teacher/logout). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, ERR_MSG, LOGIN_MODE, LOGIN_THROTTLE, TOKEN_FAILURE_PATTERN, TOKEN_LIFE_MS } from '@app/contract';
import { authToken, loginThrottle, teacher } from '../src/db/schema.js';
import { tokenHash } from '../src/modules/auth/tokens.js';
import { expectAuthRequired, expectError, expectOk, expectTokenFailure, expectValidation, type CallResult } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool, type BuiltTeacher } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type LoginData = { loginToken: string; expiresAt: string };

describe('auth', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let ipSeq = 0;
  /** Each test logs in from its own address, so the per-address throttle of one test cannot block another. */
  const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

  const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1'): Promise<CallResult<LoginData>> =>
    ctx.call<LoginData>({ method: 'POST', url: '/auth/teacher/password/login', payload, remoteAddress });
  const info = (token: string) => ctx.call<{ teacherId: number; account: string }>({ method: 'GET', url: '/base/teacher/info', token });

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
    other = await buildSchool(ctx.database.db);
  });
  afterAll(() => ctx.close());

  describe('POST /auth/teacher/password/login', () => {
    it('returns a login token valid for about 15 days that authenticates later calls', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const before = Date.now();
      const res = await login({ account: t.account, password: t.password, schoolType: 1 }, freshIp());
      const data = expectOk(res);
      expect(res.body.errMsg).toBe('登录成功');
      expect(data.loginToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const expires = new Date(data.expiresAt).getTime();
      expect(expires).toBeGreaterThanOrEqual(before + TOKEN_LIFE_MS - 60_000);
      expect(expires).toBeLessThanOrEqual(Date.now() + TOKEN_LIFE_MS + 60_000);
      expect(TOKEN_LIFE_MS).toBe(15 * 24 * 3600 * 1000);

      const me = expectOk(await info(data.loginToken));
      expect(me.teacherId).toBe(t.teacherId);
      expect(me.account).toBe(t.account);

      // Only a hash of the token is stored, with the login mode.
      const rows = await ctx.database.db.select().from(authToken).where(eq(authToken.teacherId, t.teacherId));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(tokenHash(data.loginToken));
      expect(rows[0]!.tokenHash).not.toContain(data.loginToken);
      expect(rows[0]!.loginMode).toBe(LOGIN_MODE.TEACHER);
      expect(rows[0]!.expiresAt.toISOString()).toBe(data.expiresAt);
    });

    it('issues a different token for every login', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const ip = freshIp();
      const a = expectOk(await login({ account: t.account, password: t.password }, ip));
      const b = expectOk(await login({ account: t.account, password: t.password }, ip));
      expect(a.loginToken).not.toBe(b.loginToken);
      expectOk(await info(a.loginToken));
      expectOk(await info(b.loginToken));
    });

    it('treats the account case-insensitively and ignores surrounding spaces', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const ip = freshIp();
      const upper = expectOk(await login({ account: t.account.toUpperCase(), password: t.password }, ip));
      expect(expectOk(await info(upper.loginToken)).teacherId).toBe(t.teacherId);
      const spaced = expectOk(await login({ account: `  ${t.account}  `, password: t.password }, ip));
      expect(expectOk(await info(spaced.loginToken)).teacherId).toBe(t.teacherId);
    });

    it('gives the same 40002 answer for a wrong password and an unknown account', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const wrong = await login({ account: t.account, password: 'wrong-pass-1' }, freshIp());
      const unknown = await login({ account: `nobody-${t.account}`, password: t.password }, freshIp());
      expectError(wrong, 401, ERR.LOGIN_FAILED, '账号或密码错误');
      expectError(unknown, 401, ERR.LOGIN_FAILED, '账号或密码错误');
      expect(wrong.body).toEqual(unknown.body);
      // Login failures must not read as token failures, or the web client would redirect instead of showing them.
      expect(wrong.body.errMsg).not.toMatch(TOKEN_FAILURE_PATTERN);
      expect(ERR_MSG.LOGIN_BLOCKED).not.toMatch(TOKEN_FAILURE_PATTERN);
      // The password is case-sensitive.
      expectError(await login({ account: t.account, password: t.password.toUpperCase() }, freshIp()), 401, ERR.LOGIN_FAILED, ERR_MSG.LOGIN_FAILED);
    });

    it('refuses a disabled teacher even with the right password', async () => {
      const t = await buildTeacher(ctx.database.db, s, { disabled: true });
      expectError(await login({ account: t.account, password: t.password }, freshIp()), 401, ERR.LOGIN_FAILED, '账号或密码错误');
      expect(await ctx.database.db.select().from(authToken).where(eq(authToken.teacherId, t.teacherId))).toHaveLength(0);
    });

    it('checks the school domain on the school-branded login page (schoolType 2)', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const ip = freshIp();
      expectError(await login({ account: t.account, password: t.password, schoolType: 2, domainName: other.domain }, ip), 401, ERR.LOGIN_FAILED, '账号或密码错误');
      const ok = expectOk(await login({ account: t.account, password: t.password, schoolType: 2, domainName: s.domain }, ip));
      expectOk(await info(ok.loginToken));
      const rows = await ctx.database.db.select().from(authToken).where(eq(authToken.tokenHash, tokenHash(ok.loginToken)));
      expect(rows[0]!.loginMode).toBe(LOGIN_MODE.SCHOOL);
      // Teacher-page logins (schoolType 1) do not check the domain.
      expectOk(await login({ account: t.account, password: t.password, schoolType: 1, domainName: other.domain }, ip));
    });

    it('blocks an account after 5 failures, even with the right password, and across letter case', async () => {
      expect(LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT).toBe(5);
      const t = await buildTeacher(ctx.database.db, s);
      const ip = freshIp();
      for (let i = 1; i <= 5; i++) {
        expectError(await login({ account: t.account, password: `wrong-${i}` }, ip), 401, ERR.LOGIN_FAILED, '账号或密码错误');
      }
      expectError(await login({ account: t.account, password: t.password }, ip), 429, ERR.LOGIN_BLOCKED, ERR_MSG.LOGIN_BLOCKED);
      // The block is on the account, not only on the address or the spelling.
      expectError(await login({ account: t.account.toUpperCase(), password: t.password }, freshIp()), 429, ERR.LOGIN_BLOCKED, ERR_MSG.LOGIN_BLOCKED);
      // Another account from the same address is not blocked.
      const u = await buildTeacher(ctx.database.db, s);
      expectOk(await login({ account: u.account, password: u.password }, ip));
      // When the block has run out, the right password works again.
      await ctx.database.db
        .update(loginThrottle)
        .set({ blockedUntil: new Date(Date.now() - 1000), windowStart: new Date(Date.now() - 16 * 60 * 1000) })
        .where(eq(loginThrottle.key, `account:${t.account.toLowerCase()}`));
      expectOk(await login({ account: t.account, password: t.password }, freshIp()));
    });

    it('counts failures of mixed-case spellings together', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const ip = freshIp();
      const spellings = [t.account, t.account.toUpperCase(), ` ${t.account}`, t.account.toUpperCase(), t.account];
      for (const account of spellings) expectError(await login({ account, password: 'nope-nope-1' }, ip), 401, ERR.LOGIN_FAILED);
      expectError(await login({ account: t.account, password: t.password }, ip), 429, ERR.LOGIN_BLOCKED);
    });

    it('resets the failure count after a successful login', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const ip = freshIp();
      for (let i = 0; i < 4; i++) expectError(await login({ account: t.account, password: 'bad-one-1' }, ip), 401, ERR.LOGIN_FAILED);
      expectOk(await login({ account: t.account, password: t.password }, ip));
      for (let i = 0; i < 4; i++) expectError(await login({ account: t.account, password: 'bad-one-1' }, ip), 401, ERR.LOGIN_FAILED);
      expectOk(await login({ account: t.account, password: t.password }, ip));
    });

    it('never refuses an address, however many failures: past MAX_FAILURES_PER_ADDRESS it is only slowed (auth-throttle.test.ts)', async () => {
      const ip = freshIp();
      const limit = LOGIN_THROTTLE.MAX_FAILURES_PER_ADDRESS;
      expect(limit).toBeGreaterThan(LOGIN_THROTTLE.MAX_FAILURES_PER_ACCOUNT);
      // Three real failures on different accounts, then the counter is brought to one below the limit.
      for (let i = 0; i < 3; i++) expectError(await login({ account: `ghost-${i}-${ip}`, password: 'whatever1' }, ip), 401, ERR.LOGIN_FAILED);
      const [row] = await ctx.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, `ip:${ip}`));
      expect(row).toMatchObject({ failures: 3, blockedUntil: null });
      await ctx.database.db.update(loginThrottle).set({ failures: limit - 1 }).where(eq(loginThrottle.key, `ip:${ip}`));
      const t = await buildTeacher(ctx.database.db, s);
      // A success does not reset the address counter.
      expectOk(await login({ account: t.account, password: t.password }, ip));
      expectError(await login({ account: 'ghost-last', password: 'whatever1' }, ip), 401, ERR.LOGIN_FAILED);
      const [slowed] = await ctx.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, `ip:${ip}`));
      expect(slowed!.failures).toBe(limit);
      expect(slowed!.blockedUntil).toBeInstanceOf(Date);
      // At the limit the right password still signs in (after the address's wait).
      expectOk(await login({ account: t.account, password: t.password }, ip));
    });

    it('rejects bad input with a Chinese message naming the field', async () => {
      const ip = freshIp();
      expectValidation(await login({ password: 'x' }, ip), 'account', '请输入账号');
      expectValidation(await login({ account: '   ', password: 'x' }, ip), 'account', '请输入账号');
      expectValidation(await login({ account: 'a', password: '' }, ip), 'password', '请输入密码');
      expectValidation(await login({ account: 'a' }, ip), 'password', '请输入密码');
      expectValidation(await login({ account: 'a'.repeat(65), password: 'x' }, ip), 'account', '64');
      expectValidation(await login({ account: 'a', password: 'x', schoolType: 4 }, ip), 'schoolType', '登录类型只能是1、2或3');
      expectValidation(await login({ account: 'a', password: 'x', schoolType: 'abc' }, ip), 'schoolType', '登录类型必须是数字');
      expectValidation(await login({ account: 123, password: 'x' }, ip), 'account');
      // Bad input is not a failed login: it does not count towards the block.
      const rows = await ctx.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, `ip:${ip}`));
      expect(rows).toHaveLength(0);
    });

    it('answers a missing body with 400', async () => {
      const res = await ctx.call({ method: 'POST', url: '/auth/teacher/password/login', remoteAddress: freshIp() });
      expectError(res, 400, ERR.VALIDATION, /请求体/);
    });
  });

  describe('tokens', () => {
    let t: BuiltTeacher;
    beforeAll(async () => {
      t = await buildTeacher(ctx.database.db, s);
    });

    it('rejects a call without a token', async () => {
      expectTokenFailure(await ctx.call({ method: 'GET', url: '/base/teacher/info' }));
    });

    it('rejects a forged token', async () => {
      expectTokenFailure(await info('forged'));
      expectTokenFailure(await info('A'.repeat(43)));
      // A real token with one character changed is forged as well.
      const good = expectOk(await login({ account: t.account, password: t.password }, freshIp())).loginToken;
      const flipped = (good[0] === 'A' ? 'B' : 'A') + good.slice(1);
      expectTokenFailure(await info(flipped));
      expectOk(await info(good));
    });

    it('rejects malformed Authorization headers', async () => {
      const good = expectOk(await login({ account: t.account, password: t.password }, freshIp())).loginToken;
      for (const authorization of [good, `Basic ${good}`, `Token ${good}`, 'Bearer', 'Bearer ', `Bearer ${good} extra`, `Bearer${good}`]) {
        const res = await ctx.call({ method: 'GET', url: '/base/teacher/info', headers: { authorization } });
        expectTokenFailure(res);
      }
      // The scheme name is case-insensitive (RFC 7235).
      expectOk(await ctx.call({ method: 'GET', url: '/base/teacher/info', headers: { authorization: `bearer ${good}` } }));
    });

    /**
     * A change made outside the API, as another process or a tool would, is in force once the
     * database's notification reaches the token cache: at once on PGlite, milliseconds later on
     * PostgreSQL (the notification's own connection).
     */
    const heard = (token: string) => expect.poll(async () => (await info(token)).body.errCode, { timeout: 2_000, interval: 10 }).toBe('40001');

    it('rejects an expired token', async () => {
      const token = expectOk(await login({ account: t.account, password: t.password }, freshIp())).loginToken;
      expectOk(await info(token));
      await ctx.database.db.update(authToken).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authToken.tokenHash, tokenHash(token)));
      await heard(token);
      expectTokenFailure(await info(token));
    });

    it('rejects the token of a teacher who has been disabled since logging in', async () => {
      const u = await buildTeacher(ctx.database.db, s);
      const token = await ctx.login(u);
      expectOk(await info(token));
      await ctx.database.db.update(teacher).set({ disabled: true }).where(eq(teacher.id, u.teacherId));
      await heard(token);
      expectTokenFailure(await info(token));
    });
  });

  describe('POST /auth/teacher/logout', () => {
    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'POST', url: '/auth/teacher/logout' });
    });

    it('revokes only the current token', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const ip = freshIp();
      const a = expectOk(await login({ account: t.account, password: t.password }, ip)).loginToken;
      const b = expectOk(await login({ account: t.account, password: t.password }, ip)).loginToken;
      const out = await ctx.call({ method: 'POST', url: '/auth/teacher/logout', token: a });
      expect(expectOk(out)).toBeNull();
      expect(out.body.errMsg).toBe('已退出登录');
      expectTokenFailure(await info(a));
      // Logging out twice with the same token is a token failure.
      expectTokenFailure(await ctx.call({ method: 'POST', url: '/auth/teacher/logout', token: a }));
      // The teacher's other session is untouched.
      expectOk(await info(b));
      const rows = await ctx.database.db.select().from(authToken).where(eq(authToken.tokenHash, tokenHash(a)));
      expect(rows[0]!.revokedAt).toBeInstanceOf(Date);
    });
  });

  describe('POST /auth/teacher/logout-all', () => {
    it('requires a token', async () => {
      await expectAuthRequired(ctx, { method: 'POST', url: '/auth/teacher/logout-all' });
    });

    it('signs the teacher out of every device at once, the current one included, and no one else', async () => {
      const t = await buildTeacher(ctx.database.db, s);
      const u = await buildTeacher(ctx.database.db, s);
      const ip = freshIp();
      const a = expectOk(await login({ account: t.account, password: t.password }, ip)).loginToken;
      const b = expectOk(await login({ account: t.account, password: t.password }, freshIp())).loginToken;
      const other = expectOk(await login({ account: u.account, password: u.password }, ip)).loginToken;
      // Both sessions are in use (and so in this process's token cache) before.
      expectOk(await info(a));
      expectOk(await info(b));
      const out = await ctx.call({ method: 'POST', url: '/auth/teacher/logout-all', token: a });
      expect(expectOk(out)).toBeNull();
      expect(out.body.errMsg).toBe('已退出所有设备');
      expectTokenFailure(await info(a));
      expectTokenFailure(await info(b));
      expectTokenFailure(await ctx.call({ method: 'POST', url: '/auth/teacher/logout-all', token: b }));
      const rows = await ctx.database.db.select().from(authToken).where(eq(authToken.teacherId, t.teacherId));
      expect(rows).toHaveLength(2);
      for (const r of rows) expect(r.revokedAt).toBeInstanceOf(Date);
      // Another teacher's session is untouched, and the teacher can sign in again.
      expectOk(await info(other));
      expectOk(await info(expectOk(await login({ account: t.account, password: t.password }, ip)).loginToken));
    });
  });
});

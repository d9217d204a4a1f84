/**
 * The token cache (src/modules/auth/token-cache.ts) never lets a change to a login go unnoticed:
 * a token revoked, a teacher disabled or posts changed by any path (here: plain SQL, as another API
 * process or a tool would) are in force by the next request once the database's notification is
 * heard, and while the notifications are not heard nothing is served from the cache.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCacheOf } from '../src/modules/auth/token-cache.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('auth: the token cache follows every change', () => {
  let ctx: TestContext;
  let s: BuiltSchool;

  const status = async (token: string, url = '/base/teacher/info') => (await ctx.call({ method: 'GET', url, token })).body.errCode;
  /** A change made elsewhere is heard within milliseconds; allow two seconds. */
  const eventually = (token: string, code: string, url?: string) => expect.poll(() => status(token, url), { timeout: 2_000, interval: 20 }).toBe(code);

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it('serves repeated requests from the cache', async () => {
    const token = await ctx.login(await buildTeacher(ctx.database.db, s));
    const cache = tokenCacheOf(ctx.database.db)!;
    expect(cache.active).toBe(true);
    const before = cache.size;
    expect(await status(token)).toBe('00');
    expect(cache.size).toBe(before + 1);
    expect(await status(token)).toBe('00');
    expect(cache.size).toBe(before + 1);
  });

  it('a logout takes effect at once', async () => {
    const token = await ctx.login(await buildTeacher(ctx.database.db, s));
    expect(await status(token)).toBe('00');
    expectOk(await ctx.call({ method: 'POST', url: '/auth/teacher/logout', token }));
    expect(await status(token)).toBe('40001');
  });

  it('a token revoked or a teacher disabled elsewhere is refused', async () => {
    const t1 = await buildTeacher(ctx.database.db, s);
    const revoked = await ctx.login(t1);
    expect(await status(revoked)).toBe('00');
    await ctx.database.db.execute(sql`update auth_token set revoked_at = now() where teacher_id = ${t1.teacherId}`);
    await eventually(revoked, '40001');

    const t2 = await buildTeacher(ctx.database.db, s);
    const disabled = await ctx.login(t2);
    expect(await status(disabled)).toBe('00');
    await ctx.database.db.execute(sql`update teacher set disabled = true where id = ${t2.teacherId}`);
    await eventually(disabled, '40001');
  });

  it('posts given or taken elsewhere change what the teacher may do', async () => {
    const t = await buildTeacher(ctx.database.db, s);
    const token = await ctx.login(t);
    expect(await status(token, '/marking/supervise')).toBe('40300');
    await ctx.database.db.execute(sql`insert into teacher_post (teacher_id, post, grade_id) values (${t.teacherId}, 2, ${s.gradeIds[1]!})`);
    await eventually(token, '00', '/marking/supervise');
    await ctx.database.db.execute(sql`delete from teacher_post where teacher_id = ${t.teacherId}`);
    await eventually(token, '40300', '/marking/supervise');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('serves nothing from the cache while its connection is lost, and listens again', async () => {
    const cache = tokenCacheOf(ctx.database.db)!;
    const t = await buildTeacher(ctx.database.db, s);
    const token = await ctx.login(t);
    expect(await status(token)).toBe('00');
    await ctx.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    await expect.poll(() => cache.active, { timeout: 2_000, interval: 10 }).toBe(false);
    // Not heard while the connection is down, yet refused at once: the lookup goes to the database.
    await ctx.database.db.execute(sql`update auth_token set revoked_at = now() where teacher_id = ${t.teacherId}`);
    expect(await status(token)).toBe('40001');
    await expect.poll(() => cache.active, { timeout: 5_000, interval: 50 }).toBe(true);
  });
});

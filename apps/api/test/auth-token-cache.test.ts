/**
 * The token cache (src/modules/auth/token-cache.ts) never lets a change to a login go unnoticed:
 * a token revoked, a teacher disabled or posts changed by any path (here: plain SQL, as another API
 * process or a tool would) are in force by the next request once the database's notification is
 * heard, and while the notifications are not heard nothing is served from the cache.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentCredential } from '../src/db/schema.js';
import { studentTokenCacheOf, tokenCacheOf } from '../src/modules/auth/token-cache.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, testPasswordHash, TEST_PASSWORD, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]));

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

describe('auth: the student page’s token cache follows every change', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let code: string;

  const status = async (token: string) => (await ctx.call({ method: 'GET', url: '/student/me', token })).body.errCode;
  const eventually = (token: string, code: string) => expect.poll(() => status(token), { timeout: 2_000, interval: 20 }).toBe(code);
  /** A student of 高一(1)班 with an account, signed in. */
  const signedIn = async (n: number) => {
    const db = ctx.database.db;
    const id = s.studentIds[s.clazzIds[1]![0]!]![n]!;
    const [row] = rowsOf<{ num: string }>(await db.execute(sql`select student_num as num from student where id = ${id}`));
    await db.insert(studentCredential).values({ studentId: id, passwordHash: await testPasswordHash(), mustChangePassword: false }).onConflictDoNothing();
    const res = await ctx.call<{ studentToken: string }>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode: code, studentNum: row!.num, password: TEST_PASSWORD } });
    return { id, token: expectOk(res).studentToken };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
    code = `TC-${s.schoolId}`;
    await ctx.database.db.execute(sql`update school set code = ${code} where id = ${s.schoolId}`);
  });
  afterAll(() => ctx.close());

  it('serves a student’s repeated requests from the cache, and a logout ends it at once', async () => {
    const cache = studentTokenCacheOf(ctx.database.db)!;
    expect(cache.active).toBe(true);
    const { token } = await signedIn(0);
    const before = cache.size;
    expect(await status(token)).toBe('00');
    expect(cache.size).toBe(before + 1);
    expect(await status(token)).toBe('00');
    expect(cache.size).toBe(before + 1);
    expectOk(await ctx.call({ method: 'POST', url: '/student/auth/logout', token }));
    expect(await status(token)).toBe('40001');
  });

  it('a token revoked, a student who left or moved class elsewhere is in force by the next request', async () => {
    const db = ctx.database.db;
    const a = await signedIn(1);
    expect(await status(a.token)).toBe('00');
    await db.execute(sql`update student_token set revoked_at = now() where student_id = ${a.id}`);
    await eventually(a.token, '40001');

    const b = await signedIn(2);
    expect(await status(b.token)).toBe('00');
    await db.execute(sql`update student set status = 2 where id = ${b.id}`);
    await eventually(b.token, '40001');

    // The class a student token stands for (the task lists read it from the lookup): a put for 高一(2)班 only.
    const t = await buildTeacher(db, s, { subjects: [8] });
    const [w] = rowsOf<{ id: number }>(await db.execute(sql`select id from english_word order by id limit 1`));
    const [list] = rowsOf<{ id: number }>(await db.execute(sql`insert into vocab_list (school_id, teacher_id, name) values (${s.schoolId}, ${t.teacherId}, '调班') returning id`));
    const [put] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into vocab_put (school_id, teacher_id, list_id, title, word_ids, modes, rounds, start_at, end_at)
        values (${s.schoolId}, ${t.teacherId}, ${list!.id}, '调班', array[${w!.id}]::int[], array[1]::smallint[], 1, now() - interval '1 hour', now() + interval '1 day') returning id`),
    );
    await db.execute(sql`insert into vocab_put_clazz (put_id, clazz_id) values (${put!.id}, ${s.clazzIds[1]![1]!})`);
    const c = await signedIn(0);
    const practice = async () => (await ctx.call({ method: 'GET', url: `/student/vocabulary/${put!.id}`, token: c.token })).body.errCode;
    expect(await practice()).toBe('40400');
    await db.execute(sql`update student set clazz_id = ${s.clazzIds[1]![1]!} where id = ${c.id}`);
    await expect.poll(practice, { timeout: 2_000, interval: 20 }).toBe('00');
  });
});

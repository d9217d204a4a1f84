import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildTeacher } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('smoke', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('logs in and reads teacher info', async () => {
    const s = await buildSchool(ctx.database.db);
    const t = await buildTeacher(ctx.database.db, s, { teaches: [{ clazzId: s.clazzIds[1]![0]!, subjectId: 3 }] });
    const token = await ctx.login(t);
    const res = await ctx.call<{ account: string }>({ method: 'GET', url: '/base/teacher/info', token });
    expect(res.body.errCode).toBe('00');
    expect(res.body.data.account).toBe(t.account);
  });
});

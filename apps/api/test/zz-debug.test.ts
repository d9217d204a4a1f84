import { afterAll, beforeAll, describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginThrottle } from '../src/db/schema.js';
import { recordFailure } from '../src/modules/auth/throttle.js';
import { createTestApp, type TestContext } from './support/test-app.js';
describe('d', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await createTestApp(); });
  afterAll(() => ctx.close());
  it('x', async () => {
    const db = ctx.database.db;
    for (let i = 0; i < 21; i++) {
      await recordFailure(db, { account: `account:a${i}`, ip: 'ip:z' }, new Date());
    }
    console.log(JSON.stringify((await db.select().from(loginThrottle)).filter((x) => x.key.startsWith('ip:'))));
    const r = await db.execute(sql`select (case when 1=0 then 1 else 19 + 1 end) >= ${20} as a, ${20} as b, pg_typeof(${20}) as t`);
    console.log(JSON.stringify(r));
  });
});

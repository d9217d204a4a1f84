/**
 * The platform knowledge-point trees in the database (issue 17): start-up's reference data brings an
 * installation made with the two-level v1 tree to the current tree, leaves a school's own points alone,
 * changes nothing when run again, and the API serves the deeper tree.
 */
import { and, asc, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { applyReferenceData, PLATFORM_KP_ID_LIMIT } from '../src/db/reference-data/apply.js';
import { KNOWLEDGE_POINTS } from '../src/db/reference-data/knowledge-points.js';
import { knowledgePoint } from '../src/db/schema.js';
import { expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Row = { id: number; subjectId: number; parentId: number | null; name: string; sort: number };

const platformRows = (db: Db): Promise<Row[]> =>
  db
    .select({ id: knowledgePoint.id, subjectId: knowledgePoint.subjectId, parentId: knowledgePoint.parentId, name: knowledgePoint.name, sort: knowledgePoint.sort })
    .from(knowledgePoint)
    .where(lt(knowledgePoint.id, PLATFORM_KP_ID_LIMIT))
    .orderBy(asc(knowledgePoint.id));

const expected = (): Row[] => [...KNOWLEDGE_POINTS].sort((a, b) => a.id - b.id).map(({ id, subjectId, parentId, name, sort }) => ({ id, subjectId, parentId, name, sort }));
const kp = (id: number) => KNOWLEDGE_POINTS.find((k) => k.id === id)!;

describe('knowledge-point trees in the database', () => {
  let ctx: TestContext;
  let db: Db;

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
  });
  afterAll(() => ctx.close());

  it('holds exactly the current tree after start-up, and a second run writes nothing', async () => {
    expect(await platformRows(db)).toEqual(expected());
    // A row's xmin changes whenever the row is written.
    const versions = () => db.select({ id: knowledgePoint.id, xmin: sql<string>`xmin::text` }).from(knowledgePoint).orderBy(asc(knowledgePoint.id));
    const before = await versions();
    await applyReferenceData(db);
    await applyReferenceData(db);
    expect(await versions()).toEqual(before);
    expect(await platformRows(db)).toEqual(expected());
  });

  it('brings an installation with the two-level v1 tree to the current tree and leaves a school’s points alone', async () => {
    // The v1 installation: 集合… and 机械能与动量 were top-level chapters, 功和功率 was under the latter,
    // a name was edited by hand, and the new points and strands did not exist.
    await db.delete(knowledgePoint).where(lt(knowledgePoint.id, PLATFORM_KP_ID_LIMIT));
    await db.insert(knowledgePoint).values([
      { id: 3001, subjectId: 3, parentId: null, name: '集合、常用逻辑用语与不等式', sort: 1 },
      { id: 3002, subjectId: 3, parentId: 3001, name: '集合的概念与表示（旧）', sort: 1 },
      { id: 12017, subjectId: 12, parentId: null, name: '机械能与动量', sort: 4 },
      { id: 12018, subjectId: 12, parentId: 12017, name: '功和功率', sort: 1 },
    ]);
    const [own] = await db.insert(knowledgePoint).values({ id: 1_000_123, subjectId: 3, parentId: 3001, name: '本校补充：集合的应用', sort: 99 }).returning();

    await applyReferenceData(db);

    expect(await platformRows(db)).toEqual(expected());
    // The v1 chapter now sits under its curriculum theme (主题一 预备知识), its point under it again.
    const sets = kp(3001);
    expect(sets.parentId).not.toBeNull();
    expect(kp(sets.parentId!)).toMatchObject({ name: '主题一 预备知识', parentId: null, subjectId: 3 });
    expect((await platformRows(db)).find((r) => r.id === 3002)).toMatchObject({ parentId: 3001, name: '集合的概念与表示' });
    // 功和功率 moved from 机械能与动量 to 必修第二册 › 机械能及其守恒定律.
    const work = (await platformRows(db)).find((r) => r.id === 12018)!;
    expect(kp(work.parentId!).name).toBe('机械能及其守恒定律');
    expect(kp(kp(work.parentId!).parentId!).name).toBe('必修第二册');
    // The school's point is exactly as it was, and the school's next point is numbered above it.
    const schoolRows = await db.select().from(knowledgePoint).where(gte(knowledgePoint.id, PLATFORM_KP_ID_LIMIT));
    expect(schoolRows).toEqual([own]);
    const [next] = await db.insert(knowledgePoint).values({ subjectId: 3, parentId: null, name: '本校补充专题', sort: 1 }).returning({ id: knowledgePoint.id });
    expect(next!.id).toBeGreaterThan(1_000_123);
    await db.delete(knowledgePoint).where(and(gte(knowledgePoint.id, PLATFORM_KP_ID_LIMIT)));
  });

  it('serves a subject’s tree three levels deep to a teacher (知识点 picker and paper library)', async () => {
    const s = await buildSchool(db);
    const token = await ctx.login(await buildTeacher(db, s, { subjects: [12], teaches: [{ clazzId: s.clazzIds[1]![0]!, subjectId: 12 }] }));
    const depth = (points: { id: number; parentId: number | null }[]) => {
      const parent = new Map(points.map((p) => [p.id, p.parentId]));
      const of = (id: number): number => (parent.get(id) == null ? 1 : 1 + of(parent.get(id)!));
      return Math.max(...points.map((p) => of(p.id)));
    };
    const academic = expectOk(await ctx.call<{ kpId: number; name: string; parentId: number | null }[]>({ method: 'GET', url: '/academic/knowledge-points?subjectId=12', token }));
    expect(academic.length).toBe(KNOWLEDGE_POINTS.filter((k) => k.subjectId === 12).length);
    expect(depth(academic.map((k) => ({ id: k.kpId, parentId: k.parentId })))).toBeGreaterThanOrEqual(3);
    expect(academic.filter((k) => k.parentId === null).map((k) => k.name)).toEqual(expect.arrayContaining(['必修第一册', '选择性必修第一册']));
    const library = expectOk(await ctx.call<{ kpId: number; kpName: string; parentId: number | null }[]>({ method: 'GET', url: '/paper/knowledge-point/12', token }));
    expect(library.map((k) => k.kpId).sort()).toEqual(academic.map((k) => k.kpId).sort());
    expect(depth(library.map((k) => ({ id: k.kpId, parentId: k.parentId })))).toBeGreaterThanOrEqual(3);
  });
});

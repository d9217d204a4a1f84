/**
 * The question basket (试题篮): add and remove (isAddTopic 1 / 0), the basket grouped by type
 * with default scores, reorder, set scores, clear, and composing it into a paper record.
 */
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { defaultTopicScore, type TBasket } from '@app/contract';
import type { Db } from '../../db/client.js';
import { basketTopic, topic } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { layoutPaper } from './paper-content.js';
import { createRecord } from './records.js';
import { kpNames, loadTopics, presentTopic, requireTopic, slavesOf, teacherFlags, type TopicRow } from './topics.js';

/**
 * The basket's topicTotalCount in one query: the teacher's basket rows of the subject whose
 * question the school can see (what basketItems loads), so a passage counts once, as in getBasket.
 */
export async function countBasket(db: Db, auth: AuthContext, subjectId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(basketTopic)
    .innerJoin(topic, eq(topic.id, basketTopic.topicId))
    .where(and(eq(basketTopic.teacherId, auth.teacherId), eq(basketTopic.subjectId, subjectId), or(isNull(topic.schoolId), eq(topic.schoolId, auth.schoolId))));
  return Number(r?.n ?? 0);
}

export async function addToBasket(db: Db, auth: AuthContext, topicId: number, subjectIds: readonly number[] | null) {
  const t = await requireTopic(db, topicId, auth.schoolId);
  if (subjectIds && !subjectIds.includes(t.subjectId)) throw errors.notFound('试题不存在');
  await db
    .insert(basketTopic)
    .values({
      teacherId: auth.teacherId,
      topicId,
      subjectId: t.subjectId,
      sort: sql`(select coalesce(max(b.sort) + 1, 0) from ${basketTopic} b where b.teacher_id = ${auth.teacherId} and b.subject_id = ${t.subjectId})`,
    })
    .onConflictDoNothing();
  return { isAddTopic: 1 as const, basketCount: await countBasket(db, auth, t.subjectId) };
}

export async function removeFromBasket(db: Db, auth: AuthContext, topicId: number) {
  const t = await requireTopic(db, topicId, auth.schoolId);
  await db.delete(basketTopic).where(and(eq(basketTopic.teacherId, auth.teacherId), eq(basketTopic.topicId, topicId)));
  return { isAddTopic: 0 as const, basketCount: await countBasket(db, auth, t.subjectId) };
}

type BasketItem = { topic: TopicRow; score: number; custom: boolean; sort: number };

async function basketItems(db: Db, auth: AuthContext, subjectId: number): Promise<BasketItem[]> {
  const rows = await db
    .select()
    .from(basketTopic)
    .where(and(eq(basketTopic.teacherId, auth.teacherId), eq(basketTopic.subjectId, subjectId)))
    .orderBy(asc(basketTopic.sort), asc(basketTopic.createdAt));
  const topics = await loadTopics(db, rows.map((r) => r.topicId), auth.schoolId);
  return rows.flatMap((r) => {
    const t = topics.get(r.topicId);
    return t ? [{ topic: t, score: r.score ?? defaultTopicScore(t.type, slavesOf(t).length), custom: r.score != null, sort: r.sort }] : [];
  });
}

export async function getBasket(db: Db, auth: AuthContext, subjectId: number): Promise<TBasket> {
  const items = await basketItems(db, auth, subjectId);
  const layout = layoutPaper(items);
  const byId = new Map(items.map((i) => [i.topic.id, i]));
  const names = await kpNames(db, items.map((i) => i.topic));
  const flags = await teacherFlags(db, auth.teacherId, items.map((i) => i.topic.id));
  const groups: TBasket['groups'] = [];
  for (const e of layout) {
    const item = byId.get(e.topicId)!;
    let g = groups[e.groupIdx];
    if (!g) {
      g = { typeNoCn: e.typeNoCn, typeName: e.typeName, topicCount: 0, typeScore: 0, topics: [] };
      groups[e.groupIdx] = g;
    }
    g.topicCount += 1;
    g.typeScore += item.score;
    g.topics.push({ ...presentTopic(item.topic, e, names, flags), sort: item.sort, type: item.topic.type, defaultScore: defaultTopicScore(item.topic.type, slavesOf(item.topic).length) });
  }
  return { subjectId, topicTotalCount: items.length, totalScore: items.reduce((s, i) => s + i.score, 0), groups };
}

/** New order of the basket: the listed questions first, in the given order, then the rest. */
export async function orderBasket(db: Db, auth: AuthContext, subjectId: number, topicIds: number[]) {
  const items = await basketItems(db, auth, subjectId);
  const known = new Set(items.map((i) => i.topic.id));
  const unknown = topicIds.filter((id) => !known.has(id));
  if (unknown.length) throw errors.validation(`试题${unknown.join('、')}不在试题篮中`);
  const order = [...new Set(topicIds), ...items.map((i) => i.topic.id).filter((id) => !topicIds.includes(id))];
  await db.execute(sql`
    update ${basketTopic} b set sort = o.pos
    from unnest(${sql.param(order)}::int[]) with ordinality as o(topic_id, pos)
    where b.teacher_id = ${auth.teacherId} and b.topic_id = o.topic_id`);
  return getBasket(db, auth, subjectId);
}

export async function scoreBasket(db: Db, auth: AuthContext, body: { subjectId: number; topicId?: number | null; typeName?: string | null; score: number }) {
  const items = await basketItems(db, auth, body.subjectId);
  const targets = items.filter((i) => (body.topicId != null ? i.topic.id === body.topicId : i.topic.type === body.typeName));
  if (targets.length === 0) throw errors.validation(body.topicId != null ? '该试题不在试题篮中' : '试题篮中没有该题型的试题');
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (const t of targets) await tx.update(basketTopic).set({ score: body.score }).where(and(eq(basketTopic.teacherId, auth.teacherId), eq(basketTopic.topicId, t.topic.id)));
  });
  return getBasket(db, auth, body.subjectId);
}

export async function clearBasket(db: Db, auth: AuthContext, subjectId: number) {
  await db.delete(basketTopic).where(and(eq(basketTopic.teacherId, auth.teacherId), eq(basketTopic.subjectId, subjectId)));
  return getBasket(db, auth, subjectId);
}

/** Composes the basket into a new paper record (status 0 正在编辑) and empties the basket. */
export async function composeBasket(db: Db, auth: AuthContext, body: { subjectId: number; paperName: string; testType: number }) {
  const items = await basketItems(db, auth, body.subjectId);
  if (items.length === 0) throw errors.validation('试题篮中没有试题');
  const entries = layoutPaper(items);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const id = await createRecord(tx, auth, { name: body.paperName, subjectId: body.subjectId, finePaperId: null, testType: body.testType, status: 0, entries });
    await tx.delete(basketTopic).where(and(eq(basketTopic.teacherId, auth.teacherId), eq(basketTopic.subjectId, body.subjectId)));
    return { paperId: id, paperName: body.paperName, status: 0, statusText: '正在编辑' };
  });
}

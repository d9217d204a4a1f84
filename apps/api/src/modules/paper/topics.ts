/**
 * Questions (topic rows) as the paper centre shows them: loading with knowledge-point names, the
 * teacher's collect / basket flags, sub-question numbering and the presenter to ZPaperTopic.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { difficultyStars, renderGroupOf, scoredItemCount, type TPaperTopic, type TTopicOption } from '@app/contract';
import type { Db } from '../../db/client.js';
import { KNOWLEDGE_POINTS } from '../../db/reference-data/knowledge-points.js';
import { basketTopic, knowledgePoint, topic, topicCollect } from '../../db/schema.js';
import { errors } from '../../http/errors.js';

export type TopicRow = typeof topic.$inferSelect;
export type StoredSlave = { title: string; options: TTopicOption[]; answer: string; analysis: string };

export const slavesOf = (t: Pick<TopicRow, 'slaves'>): StoredSlave[] => (Array.isArray(t.slaves) ? (t.slaves as StoredSlave[]) : []);
export const optionsOf = (t: Pick<TopicRow, 'options'>): TTopicOption[] => (Array.isArray(t.options) ? (t.options as TTopicOption[]) : []);

/** Questions by id (platform questions and the teacher's school's own). */
export async function loadTopics(db: Db, ids: readonly number[], schoolId: number): Promise<Map<number, TopicRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(topic)
    .where(and(inArray(topic.id, [...new Set(ids)]), or(isNull(topic.schoolId), eq(topic.schoolId, schoolId))));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function requireTopic(db: Db, topicId: number, schoolId: number): Promise<TopicRow> {
  const t = (await loadTopics(db, [topicId], schoolId)).get(topicId);
  if (!t) throw errors.notFound('试题不存在');
  return t;
}

/** Knowledge-point names are reference data: read from the module, the database only for ids it does not know. */
const KP_NAMES = new Map(KNOWLEDGE_POINTS.map((k) => [k.id, k.name]));

export async function kpNames(db: Db, topics: Iterable<Pick<TopicRow, 'knowledgePointIds'>>): Promise<Map<number, string>> {
  const ids = [...new Set([...topics].flatMap((t) => t.knowledgePointIds))];
  const out = new Map<number, string>();
  const unknown: number[] = [];
  for (const id of ids) {
    const name = KP_NAMES.get(id);
    if (name != null) out.set(id, name);
    else unknown.push(id);
  }
  if (unknown.length) {
    const rows = await db.select({ id: knowledgePoint.id, name: knowledgePoint.name }).from(knowledgePoint).where(inArray(knowledgePoint.id, unknown));
    for (const r of rows) out.set(r.id, r.name);
  }
  return out;
}

export type TeacherFlags = { collected: Set<number>; inBasket: Set<number> };

export async function teacherFlags(db: Db, teacherId: number, topicIds: readonly number[]): Promise<TeacherFlags> {
  if (topicIds.length === 0) return { collected: new Set(), inBasket: new Set() };
  const ids = sql.param([...new Set(topicIds)]);
  // Both flags in one round trip.
  const rows = await db
    .select({ id: topicCollect.topicId, kind: sql<number>`1` })
    .from(topicCollect)
    .where(and(eq(topicCollect.teacherId, teacherId), sql`${topicCollect.topicId} = any(${ids}::int[])`))
    .unionAll(db.select({ id: basketTopic.topicId, kind: sql<number>`2` }).from(basketTopic).where(and(eq(basketTopic.teacherId, teacherId), sql`${basketTopic.topicId} = any(${ids}::int[])`)));
  return { collected: new Set(rows.filter((r) => Number(r.kind) === 1).map((r) => r.id)), inBasket: new Set(rows.filter((r) => Number(r.kind) === 2).map((r) => r.id)) };
}

/** Numbers of a question's scored sub-questions: consecutive from its own number, or 17(1), 17(2) … */
export function slaveTopicNos(type: string, slaveCount: number, topicNo: string): string[] {
  if (slaveCount === 0) return [];
  const start = Number.parseInt(topicNo, 10);
  if (scoredItemCount(type, slaveCount) === slaveCount && Number.isFinite(start)) return Array.from({ length: slaveCount }, (_, i) => String(start + i));
  return Array.from({ length: slaveCount }, (_, i) => `${topicNo}(${i + 1})`);
}

/** The scored items of a question: one per sub-question for per-sub-question types, else one. */
export function itemNosOf(t: Pick<TopicRow, 'type' | 'slaves'>, topicNo: string): string[] {
  const n = slavesOf(t).length;
  return n > 0 && scoredItemCount(t.type, n) === n ? slaveTopicNos(t.type, n, topicNo) : [topicNo];
}

export function presentTopic(t: TopicRow, placed: { topicNo: string; score: number }, names: Map<number, string>, flags: TeacherFlags): TPaperTopic {
  const options = optionsOf(t);
  const slaves = slavesOf(t);
  const nos = slaveTopicNos(t.type, slaves.length, placed.topicNo);
  return {
    topicId: t.id,
    topicNo: placed.topicNo,
    score: placed.score,
    title: t.title,
    plainText: t.plainText,
    difficulty: t.difficulty,
    difficultyText: difficultyStars(t.difficulty),
    listType: t.type,
    renderGroup: renderGroupOf(t.type, options.length > 0 || slaves.some((s) => s.options.length > 0)),
    topicOptions: options,
    slaves: slaves.map((s, i) => ({ topicNo: nos[i] ?? String(i + 1), title: s.title, topicOptions: s.options ?? [], answer: s.answer ?? '', analysis: s.analysis ?? '' })),
    slaveTopicNos: nos,
    answer: t.answer,
    analysis: t.analysis,
    knowledgePoints: t.knowledgePointIds.map((id) => ({ kpId: id, kpName: names.get(id) ?? '' })),
    source: t.source,
    isAddTopic: flags.inBasket.has(t.id) ? 1 : 0,
    isCollect: flags.collected.has(t.id) ? 1 : 0,
  };
}

/** Question search (keyword, type, difficulty, knowledge point, grade), the single question and the knowledge-point tree. */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { defaultTopicScore, difficultyStars, type TPaperTopic } from '@app/contract';
import type { Db } from '../../db/client.js';
import { knowledgePoint, topic } from '../../db/schema.js';
import type { AuthContext } from '../auth/authenticate.js';
import { escapeLike } from './library.js';
import { errors } from '../../http/errors.js';
import { normaliseKeyword, searchGrams } from './search-grams.js';
import { kpNames, presentTopic, requireTopic, slavesOf, teacherFlags } from './topics.js';

/** The ids of a knowledge point and of every point under it, at any depth, as a subquery. */
export const knowledgePointSubtree = (kpId: number): SQL =>
  sql`(with recursive sub(id) as (select ${kpId}::int union select k.id from ${knowledgePoint} k join sub on k.parent_id = sub.id) select id from sub)`;

/** Search totals are exact up to this many questions. */
export const SEARCH_TOTAL_CAP = 1_000;

export type TopicSearch = { subjectId: number; keyword?: string; type?: string | null; difficulty?: number | null; knowledgePointId?: number | null; grade?: number | null; pageIndex: number; pageSize: number };

export async function searchTopics(db: Db, auth: AuthContext, q: TopicSearch) {
  const conds: SQL[] = [eq(topic.subjectId, q.subjectId), or(isNull(topic.schoolId), eq(topic.schoolId, auth.schoolId))!];
  if (q.type) conds.push(eq(topic.type, q.type));
  if (q.difficulty) conds.push(eq(topic.difficulty, q.difficulty));
  // A chapter or strand finds the questions of every point under it (the trees are several levels deep).
  if (q.knowledgePointId) conds.push(sql`${topic.knowledgePointIds} && array${knowledgePointSubtree(q.knowledgePointId)}::int[]`);
  if (q.grade) conds.push(eq(topic.grade, q.grade));
  if (q.keyword) {
    const keyword = normaliseKeyword(q.keyword);
    const grams = searchGrams(keyword);
    // The GIN index narrows the candidates to questions holding every bigram; ILIKE confirms.
    if (grams.length) conds.push(sql`${topic.searchGrams} @> ${sql.param(grams)}::int[]`);
    conds.push(ilike(topic.plainText, `%${escapeLike(keyword)}%`));
  }
  const where = and(...conds);
  // The page walks the id index and stops after a page of matches; the total is exact up to
  // SEARCH_TOTAL_CAP (a common word would otherwise make every search read the whole bank).
  const rows = await db
    .select({ id: topic.id, type: topic.type, plainText: sql<string>`left(${topic.plainText}, 300)`, difficulty: topic.difficulty, knowledgePointIds: topic.knowledgePointIds, source: topic.source, year: topic.year, useCount: topic.useCount })
    .from(topic)
    .where(where)
    .orderBy(desc(topic.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const capped = await db.execute(sql`select count(*)::int as n from (select 1 from ${topic} where ${where} limit ${SEARCH_TOTAL_CAP}) c`);
  const total = Number(((capped as unknown as { rows?: { n: number }[] }).rows ?? (capped as unknown as { n: number }[]))[0]?.n ?? 0);
  const names = await kpNames(db, rows);
  const flags = await teacherFlags(db, auth.teacherId, rows.map((r) => r.id));
  return {
    list: rows.map((r) => ({
      topicId: r.id,
      type: r.type,
      plainText: r.plainText,
      difficulty: r.difficulty,
      difficultyText: difficultyStars(r.difficulty),
      knowledgePoints: r.knowledgePointIds.map((id) => ({ kpId: id, kpName: names.get(id) ?? '' })),
      source: r.source,
      year: r.year,
      useCount: r.useCount,
      isAddTopic: flags.inBasket.has(r.id) ? (1 as const) : (0 as const),
      isCollect: flags.collected.has(r.id) ? (1 as const) : (0 as const),
    })),
    total,
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}

export async function topicDetail(db: Db, auth: AuthContext, topicId: number, subjectIds: readonly number[] | null): Promise<TPaperTopic & { subjectId: number; type: string; grade: number | null; year: number | null }> {
  const t = await requireTopic(db, topicId, auth.schoolId);
  if (subjectIds && !subjectIds.includes(t.subjectId)) throw errors.notFound('试题不存在');
  const names = await kpNames(db, [t]);
  const flags = await teacherFlags(db, auth.teacherId, [t.id]);
  return { ...presentTopic(t, { topicNo: '1', score: defaultTopicScore(t.type, slavesOf(t).length) }, names, flags), subjectId: t.subjectId, type: t.type, grade: t.grade, year: t.year };
}

export async function knowledgePoints(db: Db, subjectId: number) {
  const rows = await db.select().from(knowledgePoint).where(eq(knowledgePoint.subjectId, subjectId)).orderBy(asc(knowledgePoint.parentId), asc(knowledgePoint.sort));
  return rows.map((r) => ({ kpId: r.id, kpName: r.name, parentId: r.parentId }));
}

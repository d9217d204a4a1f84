/**
 * The questions of a paper (a fine paper or a paper record) in order with their type groups,
 * numbers and scores, and the layout of a new paper from an ordered list of questions.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { chineseNumber, numberTopics, scoredItemCount, type TTopicTypeGroup } from '@app/contract';
import type { Db } from '../../db/client.js';
import { finePaperTopic, paperRecordTopic, topic } from '../../db/schema.js';
import { itemNosOf, kpNames, loadTopics, presentTopic, slavesOf, teacherFlags, type TopicRow } from './topics.js';

export type PaperEntry = { sort: number; topicId: number; groupIdx: number; typeNoCn: string; typeName: string; topicNo: string; score: number };
export type PlacedTopic = PaperEntry & { topic: TopicRow };

export async function finePaperEntries(db: Db, paperId: number): Promise<PaperEntry[]> {
  return db
    .select({ sort: finePaperTopic.sort, topicId: finePaperTopic.topicId, groupIdx: finePaperTopic.groupIdx, typeNoCn: finePaperTopic.typeNoCn, typeName: finePaperTopic.typeName, topicNo: finePaperTopic.topicNo, score: finePaperTopic.score })
    .from(finePaperTopic)
    .where(eq(finePaperTopic.paperId, paperId))
    .orderBy(asc(finePaperTopic.sort));
}

export async function recordEntries(db: Db, recordId: number): Promise<PaperEntry[]> {
  return db
    .select({ sort: paperRecordTopic.sort, topicId: paperRecordTopic.topicId, groupIdx: paperRecordTopic.groupIdx, typeNoCn: paperRecordTopic.typeNoCn, typeName: paperRecordTopic.typeName, topicNo: paperRecordTopic.topicNo, score: paperRecordTopic.score })
    .from(paperRecordTopic)
    .where(eq(paperRecordTopic.recordId, recordId))
    .orderBy(asc(paperRecordTopic.sort));
}

/** A fine paper's questions in order, in one query (the library's hot path). */
export async function finePaperPlaced(db: Db, paperId: number, schoolId: number): Promise<PlacedTopic[]> {
  const rows = await db
    .select({ e: finePaperTopic, topic })
    .from(finePaperTopic)
    .innerJoin(topic, eq(topic.id, finePaperTopic.topicId))
    .where(and(eq(finePaperTopic.paperId, paperId), or(isNull(topic.schoolId), eq(topic.schoolId, schoolId))))
    .orderBy(asc(finePaperTopic.sort));
  return rows.map((r) => ({ sort: r.e.sort, topicId: r.e.topicId, groupIdx: r.e.groupIdx, typeNoCn: r.e.typeNoCn, typeName: r.e.typeName, topicNo: r.e.topicNo, score: r.e.score, topic: r.topic }));
}

/** Entries joined with their questions (entries whose question is gone are left out). */
export async function placeTopics(db: Db, entries: PaperEntry[], schoolId: number): Promise<PlacedTopic[]> {
  const topics = await loadTopics(db, entries.map((e) => e.topicId), schoolId);
  return entries.flatMap((e) => {
    const t = topics.get(e.topicId);
    return t ? [{ ...e, topic: t }] : [];
  });
}

/** Scored items of a placed question (sub-questions of passages count one each). */
export const itemCount = (p: PlacedTopic) => itemNosOf(p.topic, p.topicNo).length;

/** Type groups with the teacher's flags, as the detail screens show them. */
export async function typeGroups(db: Db, teacherId: number, placed: PlacedTopic[]): Promise<TTopicTypeGroup[]> {
  const names = await kpNames(db, placed.map((p) => p.topic));
  const flags = await teacherFlags(db, teacherId, placed.map((p) => p.topicId));
  const groups: TTopicTypeGroup[] = [];
  let current: (TTopicTypeGroup & { idx: number }) | null = null;
  for (const p of placed) {
    if (!current || current.idx !== p.groupIdx) {
      current = { idx: p.groupIdx, typeNoCn: p.typeNoCn, typeName: p.typeName, topicCount: 0, typeScore: 0, paperTopics: [] };
      groups.push(current);
    }
    current.topicCount += itemCount(p);
    current.typeScore += p.score;
    current.paperTopics.push(presentTopic(p.topic, p, names, flags));
  }
  return groups.map((g) => ({ typeNoCn: g.typeNoCn, typeName: g.typeName, topicCount: g.topicCount, typeScore: g.typeScore, paperTopics: g.paperTopics }));
}

/**
 * Lays out a new paper: questions grouped by type in the order each type first appears (the
 * questions of a type keep their order), groups numbered 一、二、…, questions numbered from 1.
 */
export function layoutPaper(items: readonly { topic: TopicRow; score: number }[]): PaperEntry[] {
  const types: string[] = [];
  for (const i of items) if (!types.includes(i.topic.type)) types.push(i.topic.type);
  const ordered = types.flatMap((type) => items.filter((i) => i.topic.type === type));
  const numbers = numberTopics(ordered.map((i) => ({ type: i.topic.type, slaveCount: slavesOf(i.topic).length })));
  return ordered.map((i, sort) => {
    const groupIdx = types.indexOf(i.topic.type);
    return { sort, topicId: i.topic.id, groupIdx, typeNoCn: chineseNumber(groupIdx + 1), typeName: i.topic.type, topicNo: numbers[sort]!.topicNo, score: i.score };
  });
}

/** Total scored items of a paper. */
export function topicTotalCount(placed: readonly PlacedTopic[]): number {
  return placed.reduce((n, p) => n + scoredItemCount(p.topic.type, slavesOf(p.topic).length), 0);
}

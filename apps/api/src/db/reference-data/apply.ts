/** Reference data every installation needs (subjects, provinces, regions, knowledge points, the English word bank and templates); applied idempotently at start-up. */
import { sql } from 'drizzle-orm';
import { englishWord, knowledgePoint, province, region, subject, templateResource } from '../schema.js';
import type { Db } from '../client.js';
import { PROVINCES, REGIONS } from './regions.js';
import { PLATFORM_SUBJECTS } from './subjects.js';
import { KNOWLEDGE_POINTS } from './knowledge-points.js';
import { englishWords } from './english-words.js';
import { templateRows } from './english-templates.js';

/** Knowledge-point ids below this are the platform's (reference data); a school's own points are numbered from it. */
export const PLATFORM_KP_ID_LIMIT = 1_000_000;

export async function applyReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(subject).values(PLATFORM_SUBJECTS.map((s) => ({ id: s.id, name: s.name, isBasic: true, schoolId: null }))).onConflictDoNothing();
    await tx.insert(province).values(PROVINCES.map((p) => ({ id: p.id, name: p.name }))).onConflictDoNothing();
    await tx.insert(region).values(REGIONS.map((r) => ({ id: r.id, provinceId: r.provinceId, name: r.name }))).onConflictDoNothing();
    // Platform points use ids below 1,000,000 (subjectId × 1000 + n); points a school adds start above and
    // are never touched here. Platform points are upserted, so a start-up brings an installation made with
    // an older tree (e.g. the two-level v1) to the current one: names, parents, places and subjects.
    // Only rows that differ are written, so a second run changes nothing.
    await tx
      .insert(knowledgePoint)
      .values(KNOWLEDGE_POINTS.filter((k) => k.id < PLATFORM_KP_ID_LIMIT).map((k) => ({ id: k.id, subjectId: k.subjectId, parentId: k.parentId, name: k.name, sort: k.sort })))
      .onConflictDoUpdate({
        target: knowledgePoint.id,
        set: { subjectId: sql`excluded.subject_id`, parentId: sql`excluded.parent_id`, name: sql`excluded.name`, sort: sql`excluded.sort` },
        setWhere: sql`(${knowledgePoint.subjectId}, ${knowledgePoint.parentId}, ${knowledgePoint.name}, ${knowledgePoint.sort}) is distinct from (excluded.subject_id, excluded.parent_id, excluded.name, excluded.sort)`,
      });
    await tx.execute(sql`select setval(pg_get_serial_sequence('knowledge_point', 'id'), greatest(1000000, (select max(id) from knowledge_point)))`);
    // The English word bank (课标词汇), upserted by headword in the bank's order; only changed rows are written.
    await tx
      .insert(englishWord)
      .values(englishWords().map((w) => ({ word: w.word, phonetic: w.phonetic, pos: w.pos, meaning: w.meaning, example: w.example, exampleZh: w.exampleZh, junior: w.junior })))
      .onConflictDoUpdate({
        target: englishWord.word,
        set: { phonetic: sql`excluded.phonetic`, pos: sql`excluded.pos`, meaning: sql`excluded.meaning`, example: sql`excluded.example`, exampleZh: sql`excluded.example_zh`, junior: sql`excluded.junior` },
        setWhere: sql`(${englishWord.phonetic}, ${englishWord.pos}, ${englishWord.meaning}, ${englishWord.example}, ${englishWord.exampleZh}, ${englishWord.junior}) is distinct from (excluded.phonetic, excluded.pos, excluded.meaning, excluded.example, excluded.example_zh, excluded.junior)`,
      });
    // 英语资源 templates, upserted by kind and key; only changed rows are written. An item taken out of
    // the data files stays (baskets may hold it).
    await tx
      .insert(templateResource)
      .values(templateRows())
      .onConflictDoUpdate({
        target: [templateResource.kind, templateResource.key],
        set: {
          title: sql`excluded.title`,
          subtitle: sql`excluded.subtitle`,
          topic: sql`excluded.topic`,
          category: sql`excluded.category`,
          size: sql`excluded.size`,
          sort: sql`excluded.sort`,
          content: sql`excluded.content`,
          searchText: sql`excluded.search_text`,
        },
        setWhere: sql`(${templateResource.title}, ${templateResource.subtitle}, ${templateResource.topic}, ${templateResource.category}, ${templateResource.size}, ${templateResource.sort}, ${templateResource.content}, ${templateResource.searchText}) is distinct from (excluded.title, excluded.subtitle, excluded.topic, excluded.category, excluded.size, excluded.sort, excluded.content, excluded.search_text)`,
      });
  });
}

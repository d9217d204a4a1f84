/** Reference data every installation needs (subjects, provinces, regions, knowledge points); applied idempotently at start-up. */
import { sql } from 'drizzle-orm';
import { knowledgePoint, province, region, subject } from '../schema.js';
import type { Db } from '../client.js';
import { PROVINCES, REGIONS } from './regions.js';
import { PLATFORM_SUBJECTS } from './subjects.js';
import { KNOWLEDGE_POINTS } from './knowledge-points.js';

export async function applyReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(subject).values(PLATFORM_SUBJECTS.map((s) => ({ id: s.id, name: s.name, isBasic: true, schoolId: null }))).onConflictDoNothing();
    await tx.insert(province).values(PROVINCES.map((p) => ({ id: p.id, name: p.name }))).onConflictDoNothing();
    await tx.insert(region).values(REGIONS.map((r) => ({ id: r.id, provinceId: r.provinceId, name: r.name }))).onConflictDoNothing();
    await tx
      .insert(knowledgePoint)
      .values(KNOWLEDGE_POINTS.map((k) => ({ id: k.id, subjectId: k.subjectId, parentId: k.parentId, name: k.name, sort: k.sort })))
      .onConflictDoNothing();
    // Platform points use ids below 1,000,000 (subjectId × 1000 + n); points a school adds start above.
    await tx.execute(sql`select setval(pg_get_serial_sequence('knowledge_point', 'id'), greatest(1000000, (select max(id) from knowledge_point)))`);
  });
}

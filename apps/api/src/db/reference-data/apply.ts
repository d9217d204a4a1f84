/** Reference data every installation needs (subjects, provinces, regions); applied idempotently at start-up. */
import { province, region, subject } from '../schema.js';
import type { Db } from '../client.js';
import { PROVINCES, REGIONS } from './regions.js';
import { PLATFORM_SUBJECTS } from './subjects.js';

export async function applyReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(subject).values(PLATFORM_SUBJECTS.map((s) => ({ id: s.id, name: s.name, isBasic: true, schoolId: null }))).onConflictDoNothing();
    await tx.insert(province).values(PROVINCES.map((p) => ({ id: p.id, name: p.name }))).onConflictDoNothing();
    await tx.insert(region).values(REGIONS.map((r) => ({ id: r.id, provinceId: r.provinceId, name: r.name }))).onConflictDoNothing();
  });
}

import { eq } from 'drizzle-orm';
import { DEFAULT_REPORT_SETTINGS, ZReportSettings, type TReportSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import { reportSetting } from '../../db/schema.js';

/** The settings a stored value stands for: re-validated, the defaults for what is missing or invalid. */
export function reportSettingsOf(stored: unknown): TReportSettings {
  if (stored == null) return DEFAULT_REPORT_SETTINGS;
  const parsed = ZReportSettings.safeParse({ ...DEFAULT_REPORT_SETTINGS, ...(stored as object) });
  return parsed.success ? parsed.data : DEFAULT_REPORT_SETTINGS;
}

/** The school's report settings; stored ones are re-validated and fall back to the defaults. */
export async function loadReportSettings(db: Db, schoolId: number): Promise<TReportSettings> {
  const rows = await db.select().from(reportSetting).where(eq(reportSetting.schoolId, schoolId)).limit(1);
  return reportSettingsOf(rows[0]?.settings);
}

export async function saveReportSettings(db: Db, schoolId: number, teacherId: number, settings: TReportSettings): Promise<void> {
  await db
    .insert(reportSetting)
    .values({ schoolId, settings, updatedBy: teacherId })
    .onConflictDoUpdate({ target: reportSetting.schoolId, set: { settings, updatedBy: teacherId, updatedAt: new Date() } });
}

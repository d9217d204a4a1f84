/**
 * Builds the reports of the demo schools' exams once they are seeded, as a school's reports are
 * built when its teachers first open them: a demo whose exams have never been opened would make
 * its first visitor of a screen over many exams (教学督导, trends) wait for every build at once.
 * Exams still being marked have no report (their scores are not final).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rebuildExamReport } from '../modules/academic/build-report.js';
import { inMarkingSql } from '../modules/academic/in-marking.js';
import { CUSTOM_SCHOOL_DOMAIN, DEMO_SCHOOL_DOMAIN } from './demo-school.js';

/** Builds the missing reports of the demo schools' scored exams; returns how many were built. */
export async function buildDemoReports(db: Db): Promise<number> {
  const rows = (
    (await db.execute(sql`
      select e.id from exam e join school s on s.id = e.school_id
      where s.domain in (${DEMO_SCHOOL_DOMAIN}, ${CUSTOM_SCHOOL_DOMAIN})
        and not exists (select 1 from exam_report r where r.exam_id = e.id)
        and exists (select 1 from exam_student es where es.exam_id = e.id and not es.absent)
        and not ${inMarkingSql(sql`e.id`)}
      order by e.id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  for (const r of rows) await rebuildExamReport(db, r.id);
  return rows.length;
}

/** The /home counter exam tagging owns: examLabel, the exams the teacher tagged questions of (of the current subject). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { registerCounter } from '../base/counters.js';

export function registerLabelCounters(): void {
  registerCounter('examLabel', async (db: Db, s) => {
    const r = (await db.execute(sql`
      select count(distinct q.exam_id)::int as "n" from exam_question q join exam e on e.id = q.exam_id
       where q.tagged_by = ${s.teacherId} and e.school_id = ${s.schoolId} ${s.subjectId == null ? sql`` : sql`and e.subject_id = ${s.subjectId}`}`)) as unknown as { rows: { n: number }[] };
    return Number(r.rows[0]?.n ?? 0);
  });
}

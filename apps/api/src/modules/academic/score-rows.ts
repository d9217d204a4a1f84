/** Bulk writes of exam_student rows (scores as float8[] and answers as text[]) with unnest. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examStudent } from '../../db/schema.js';

/**
 * The columns to select when reading many exam_student rows: scores and answers come back as
 * comma-joined text (an unanswered letter as ''), split by the caller — much faster than the
 * driver's array parser at 50,000 rows.
 */
export const SCORE_ROW_TEXT_COLUMNS = {
  studentId: examStudent.studentId,
  clazzId: examStudent.clazzId,
  absent: examStudent.absent,
  scores: sql<string>`array_to_string(${examStudent.scores}, ',')`,
  answers: sql<string | null>`array_to_string(${examStudent.answers}, ',', '')`,
};

export type ScoreRow = { studentId: number; clazzId: number; absent: boolean; scores: number[]; answers: (string | null)[] | null };

const CHUNK = 5000;

function arrayLiteral(values: readonly (number | string | null)[]): string {
  return '{' + values.map((v) => (v == null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '')}"`)).join(',') + '}';
}

/**
 * Inserts or replaces the rows of the given students; other students of the exam are untouched. A
 * replaced row keeps its class: a result stays with the class the student sat the exam in, even
 * when they have moved to another class since (docs/admin.md, student changes).
 */
export async function upsertScoreRows(db: Db, examId: number, rows: readonly ScoreRow[], onChunk?: (done: number, total: number) => void): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const ids = chunk.map((r) => r.studentId);
    const clazzIds = chunk.map((r) => r.clazzId);
    const absent = chunk.map((r) => r.absent);
    const scores = chunk.map((r) => arrayLiteral(r.scores));
    const answers = chunk.map((r) => (r.answers ? arrayLiteral(r.answers) : null));
    const totals = chunk.map((r) => (r.absent ? null : r.scores.reduce((a, b) => a + b, 0)));
    await db.execute(sql`
      insert into exam_student (exam_id, student_id, clazz_id, absent, scores, answers, total)
      select ${examId}, u.sid, u.cid, u.absent, u.scores::float8[], u.answers::text[], u.total
      from unnest(${sql.param(ids)}::int[], ${sql.param(clazzIds)}::int[], ${sql.param(absent)}::boolean[], ${sql.param(scores)}::text[], ${sql.param(answers)}::text[], ${sql.param(totals)}::float8[])
        as u(sid, cid, absent, scores, answers, total)
      on conflict (exam_id, student_id) do update set
        absent = excluded.absent, scores = excluded.scores, answers = excluded.answers, total = excluded.total`);
    onChunk?.(Math.min(rows.length, i + CHUNK), rows.length);
  }
}

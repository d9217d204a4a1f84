/**
 * Exams still being marked online. Their score rows already hold the recognised objective
 * answers, but the subjective questions are 0 until every marking group is finally complete
 * (marking/finalize.ts writes them). Until then the exam has no report: the exam list marks it
 * 阅卷中, report pages refuse with a message, and trends and comparisons leave it out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';

export const IN_MARKING_MSG = '该考试正在网上阅卷，阅卷全部完成后才能查看成绩和报告';

/** True (in SQL) while an exam has a marking group that is not finally complete. */
export const inMarkingSql = (examId: SQL | number | unknown): SQL => sql`exists (select 1 from marking_group mg where mg.exam_id = ${examId} and mg.status <> 4)`;

/** The negation, for filters: the exam's scores are final (never marked online, or marking finished). */
export const scoresFinalSql = (examId: SQL | number | unknown): SQL => sql`not ${inMarkingSql(examId)}`;

export async function examInMarking(db: Db, examId: number): Promise<boolean> {
  const r = (await db.execute(sql`select ${inMarkingSql(examId)} as m`)) as unknown as { rows: { m: boolean }[] };
  return r.rows[0]?.m === true;
}

export async function assertNotInMarking(db: Db, examId: number): Promise<void> {
  if (await examInMarking(db, examId)) throw errors.conflict(IN_MARKING_MSG);
}

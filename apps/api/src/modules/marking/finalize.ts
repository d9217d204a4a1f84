/**
 * Writes marked scores to the academic side once every marking group of an exam is finally
 * complete: each student's subjective scores go into exam_student.scores at their questions'
 * positions (objective scores stay as recorded), totals are recomputed, the exam's score version
 * is bumped (so its report rebuilds), the rows as they were are kept in the score history and the exam group's markStatus becomes 2 (完成阅卷) when
 * all of its exams are done. Runs inside the caller's transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exam, examGroup, examQuestion, examStudent, markingAnswer, markingGroup, scoreAudit } from '../../db/schema.js';
import { keepPreviousRows, lockScoreVersion } from '../academic/score-history.js';
import { upsertScoreRows, type ScoreRow } from '../academic/score-rows.js';
import { scoreObjectiveAnswer } from '../academic/objective.js';

export const MARK_STATUS = { NONE: 0, MARKING: 1, COMPLETE: 2 } as const;

/** Returns true when the scores were written (every group of the exam is finally complete). */
export async function writeMarkedScores(tx: Db, examId: number, actorId: number): Promise<boolean> {
  const groups = await tx.select().from(markingGroup).where(eq(markingGroup.examId, examId));
  if (!groups.length || groups.some((g) => g.status !== 4)) return false;
  const questions = await tx.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  const idxOf = new Map(questions.map((q) => [q.id, q.idx]));
  const existing = await tx.select().from(examStudent).where(eq(examStudent.examId, examId));
  const rows = new Map<number, ScoreRow>(existing.map((r) => [r.studentId, { studentId: r.studentId, clazzId: r.clazzId, absent: r.absent, scores: [...r.scores], answers: r.answers }]));
  const answers = await tx.select({ groupId: markingAnswer.groupId, studentId: markingAnswer.studentId, clazzId: markingAnswer.clazzId, finalScores: markingAnswer.finalScores }).from(markingAnswer).where(eq(markingAnswer.examId, examId));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  for (const a of answers) {
    let row = rows.get(a.studentId);
    if (!row) {
      row = { studentId: a.studentId, clazzId: a.clazzId, absent: false, scores: questions.map(() => 0), answers: null };
      rows.set(a.studentId, row);
    }
    while (row.scores.length < questions.length) row.scores.push(0);
    row.absent = false;
    const g = groupById.get(a.groupId)!;
    g.questionIds.forEach((qid, i) => {
      const idx = idxOf.get(qid);
      if (idx != null) row.scores[idx] = a.finalScores?.[i] ?? 0;
    });
  }
  // Objective questions of students who only have recognised letters are scored against the key.
  for (const row of rows.values()) {
    if (!row.answers) continue;
    for (const q of questions) {
      if (q.objective && row.answers[q.idx] != null) row.scores[q.idx] = scoreObjectiveAnswer(row.answers[q.idx] ?? null, q);
    }
  }
  // The rows as they were before marking wrote them stay in the exam's score history.
  const version = await lockScoreVersion(tx, examId);
  const existed = new Set(existing.map((r) => r.studentId));
  const written = [...rows.keys()];
  const added = written.filter((id) => !existed.has(id)).length;
  await keepPreviousRows(tx, { examId, teacherId: actorId, kind: 'marking', added, changed: written.length - added, scoreVersion: version + 1 }, written);
  await upsertScoreRows(tx, examId, [...rows.values()]);
  await tx.update(exam).set({ scoreVersion: version + 1 }).where(eq(exam.id, examId));
  await tx.insert(scoreAudit).values({ examId, studentId: null, teacherId: actorId, action: 'marking', detail: { groups: groups.map((g) => g.id), answers: answers.length } });
  const e = (await tx.select({ examGroupId: exam.examGroupId }).from(exam).where(eq(exam.id, examId)).limit(1))[0]!;
  const pending = await tx.execute(sql`
    select 1 from exam e where e.exam_group_id = ${e.examGroupId}
      and exists (select 1 from marking_group g where g.exam_id = e.id)
      and exists (select 1 from marking_group g where g.exam_id = e.id and g.status <> 4) limit 1`);
  if (!(pending as unknown as { rows: unknown[] }).rows.length) {
    await tx.update(examGroup).set({ markStatus: MARK_STATUS.COMPLETE, updatedAt: new Date() }).where(and(eq(examGroup.id, e.examGroupId)));
  }
  return true;
}
